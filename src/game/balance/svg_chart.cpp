// SPDX-License-Identifier: MIT
#include "game/balance/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/balance/run_trace.h"

namespace game {

namespace {

constexpr int kWidth = 720;
constexpr int kHeight = 400;
constexpr int kLeft = 64;  // room for the value axis's labels
constexpr int kRight = 16;
constexpr int kTop = 48;                   // the title and the legend
constexpr int kBottom = 112;               // the categories' labels, turned
constexpr std::size_t kLongestLabel = 24;  // characters of a category's label before it is cut with "..."
constexpr int kTicks = 5;

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

std::string escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string shortened(const std::string& label) {
  return label.size() <= kLongestLabel ? label : label.substr(0, kLongestLabel - 3) + "...";
}

// A round top for the value axis at or above `most`: 1, 2 or 5 times a power of ten, times kTicks.
double axis_top(double most) {
  if (most <= 0) return 1;
  const double step = most / kTicks;
  const double power = std::pow(10.0, std::floor(std::log10(step)));
  for (const double nice : {1.0, 2.0, 5.0, 10.0}) {
    if (nice * power >= step) return nice * power * kTicks;
  }
  return most;
}

struct Plot {
  double top = 1;
  double y_of(double value) const { return kTop + (kHeight - kTop - kBottom) * (1 - value / top); }
};

std::string opening(const std::string& title) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(kWidth) + "\" height=\"" +
         std::to_string(kHeight) + "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) +
         "\" font-family=\"sans-serif\" font-size=\"12\">\n<title>" + escaped(title) +
         "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n<text x=\"" + std::to_string(kLeft) +
         "\" y=\"20\" font-size=\"15\" font-weight=\"bold\">" + escaped(title) + "</text>\n";
}

std::string value_axis(const Plot& plot, const std::string& unit) {
  std::string svg;
  for (int tick = 0; tick <= kTicks; ++tick) {
    const double value = plot.top * tick / kTicks;
    const std::string y = number(plot.y_of(value));
    svg += "<line x1=\"" + std::to_string(kLeft) + "\" x2=\"" + std::to_string(kWidth - kRight) + "\" y1=\"" + y +
           "\" y2=\"" + y + "\" stroke=\"#dddddd\"/>\n<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + y +
           "\" dy=\"4\" text-anchor=\"end\">" + number(value) + escaped(unit) + "</text>\n";
  }
  return svg;
}

template <class Series>
std::string legend(const std::vector<Series>& series) {
  std::string svg;
  int x = kWidth - kRight - 110 * static_cast<int>(series.size());
  for (const Series& one : series) {
    svg += "<rect x=\"" + std::to_string(x) + "\" y=\"30\" width=\"12\" height=\"12\" fill=\"" + one.colour +
           "\"/>\n<text x=\"" + std::to_string(x + 16) + "\" y=\"40\">" + escaped(one.name) + "</text>\n";
    x += 110;
  }
  return svg;
}

double largest(const std::vector<BarSeries>& series) {
  double most = 0;
  for (const BarSeries& one : series) {
    for (const double value : one.values) most = std::max(most, value);
    for (const auto& [low, high] : one.whiskers) most = std::max(most, high);
  }
  return most;
}

}  // namespace

std::string bar_chart_svg(const std::string& title, const std::vector<std::string>& categories,
                          const std::vector<BarSeries>& series, const std::string& unit) {
  const Plot plot{axis_top(largest(series))};
  std::string svg = opening(title) + value_axis(plot, unit) + legend(series);
  const double slot = static_cast<double>(kWidth - kLeft - kRight) / std::max<std::size_t>(1, categories.size());
  const double bar = slot * 0.8 / std::max<std::size_t>(1, series.size());
  for (std::size_t c = 0; c < categories.size(); ++c) {
    const double slot_x = kLeft + slot * static_cast<double>(c);
    for (std::size_t s = 0; s < series.size(); ++s) {
      const BarSeries& one = series[s];
      const double value = c < one.values.size() ? one.values[c] : 0;
      const double x = slot_x + slot * 0.1 + bar * static_cast<double>(s);
      svg += "<rect x=\"" + number(x) + "\" y=\"" + number(plot.y_of(value)) + "\" width=\"" + number(bar) +
             "\" height=\"" + number(plot.y_of(0) - plot.y_of(value)) + "\" fill=\"" + one.colour + "\"><title>" +
             escaped(one.name + ", " + categories[c] + ": " + number(value) + unit) + "</title></rect>\n";
      if (c < one.whiskers.size()) {
        const std::string middle = number(x + bar / 2);
        svg += "<line x1=\"" + middle + "\" x2=\"" + middle + "\" y1=\"" + number(plot.y_of(one.whiskers[c].first)) +
               "\" y2=\"" + number(plot.y_of(one.whiskers[c].second)) + "\" stroke=\"#222222\" stroke-width=\"2\"/>\n";
      }
    }
    const std::string label_x = number(slot_x + slot / 2);
    const std::string label_y = std::to_string(kHeight - kBottom + 14);
    svg += "<text x=\"" + label_x + "\" y=\"" + label_y + "\" text-anchor=\"end\" transform=\"rotate(-30 " + label_x +
           " " + label_y + ")\">" + escaped(shortened(categories[c])) + "</text>\n";
  }
  return svg + "</svg>\n";
}

std::string band_chart_svg(const std::string& title, const std::vector<BandSeries>& series, const std::string& unit) {
  double most = 0;
  std::size_t points = 0;
  for (const BandSeries& one : series) {
    points = std::max(points, one.points.size());
    for (const Quartiles& point : one.points) most = std::max(most, point.high);
  }
  const Plot plot{axis_top(most)};
  std::string svg = opening(title) + value_axis(plot, unit) + legend(series);
  const double step = static_cast<double>(kWidth - kLeft - kRight) / std::max<std::size_t>(1, points - 1);
  const auto x_of = [step](std::size_t i) { return number(kLeft + step * static_cast<double>(i)); };
  for (const BandSeries& one : series) {
    if (one.points.empty()) continue;
    std::string band;
    std::string line;
    for (std::size_t i = 0; i < one.points.size(); ++i) {
      band += (i ? " " : "") + x_of(i) + "," + number(plot.y_of(one.points[i].high));
      line += (i ? " " : "") + x_of(i) + "," + number(plot.y_of(one.points[i].median));
    }
    for (std::size_t i = one.points.size(); i-- > 0;)
      band += " " + x_of(i) + "," + number(plot.y_of(one.points[i].low));
    svg += "<polygon points=\"" + band + "\" fill=\"" + one.colour + "\" fill-opacity=\"0.25\"/>\n<polyline points=\"" +
           line + "\" fill=\"none\" stroke=\"" + one.colour + "\" stroke-width=\"2\"/>\n";
  }
  // The turn axis: a label at each fifth of the way.
  for (int mark = 0; mark <= kTicks && points > 1; ++mark) {
    const std::size_t i = (points - 1) * static_cast<std::size_t>(mark) / kTicks;
    svg += "<text x=\"" + x_of(i) + "\" y=\"" + std::to_string(kHeight - kBottom + 16) + "\" text-anchor=\"middle\">" +
           std::to_string(i * kTraceEvery) + "</text>\n";
  }
  svg += "<text x=\"" + std::to_string(kWidth / 2) + "\" y=\"" + std::to_string(kHeight - kBottom + 36) +
         "\" text-anchor=\"middle\">turn (the line: median; the band: quartiles; over the runs still going, while a "
         "tenth are)</text>\n";
  return svg + "</svg>\n";
}

}  // namespace game
