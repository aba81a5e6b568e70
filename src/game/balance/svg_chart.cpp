// SPDX-License-Identifier: MIT
#include "game/balance/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/balance/run_trace.h"
#include "game/balance/text_width.h"

namespace game {

namespace {

constexpr int kWidth = 720;
constexpr int kHeight = 400;
constexpr int kLeft = 64;  // room for the value axis's labels
constexpr int kRight = 16;
constexpr int kTop = 48;                   // the title and the legend
constexpr int kBottom = 112;               // the categories' labels, turned
constexpr std::size_t kLongestLabel = 32;  // characters of a category's label before it is cut with "..."
constexpr int kTicks = 5;
constexpr double kFontSize = 12;
constexpr double kLabelDrop = 14;  // from the plot's foot to a category label's baseline
constexpr double kLabelTurn = 30;  // degrees a category label is turned, anticlockwise
constexpr double kEdgeRoom = 4;    // kept free between a label and the chart's edge
constexpr double kPi = 3.14159265358979323846;

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

// How much room the chart takes beyond its usual size for labels that reach out of it: to the
// left, where the whole chart moves right, and below.
struct Overhang {
  int left = 0;
  int below = 0;
};

std::string opening(const std::string& title, Overhang overhang = {}) {
  const std::string width = std::to_string(kWidth + overhang.left);
  const std::string height = std::to_string(kHeight + overhang.below);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height + "\" viewBox=\"0 0 " +
         width + " " + height + "\" font-family=\"sans-serif\" font-size=\"12\">\n<title>" + escaped(title) +
         "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n<g transform=\"translate(" +
         std::to_string(overhang.left) + " 0)\">\n<text x=\"" + std::to_string(kLeft) +
         "\" y=\"20\" font-size=\"15\" font-weight=\"bold\">" + escaped(title) + "</text>\n";
}

constexpr const char* kClosing = "</g>\n</svg>\n";

// A category label ends at its slot's middle and is turned about that end, so it reaches left by
// its turned length (and half its height) and down by its turned length from the baseline.
struct LabelReach {
  double left = 0;
  double down = 0;
};

LabelReach turned_label_reach(const std::string& label) {
  const double turn = kLabelTurn * kPi / 180;
  const double length = estimated_text_width(label, kFontSize);
  return {length * std::cos(turn) + kTextAscent * kFontSize * std::sin(turn),
          length * std::sin(turn) + kTextDescent * kFontSize * std::cos(turn)};
}

// The room the turned category labels need beyond the chart, each measured against its own slot.
Overhang label_overhang(const std::vector<std::string>& labels, double slot) {
  double left = 0;
  double bottom = 0;
  for (std::size_t c = 0; c < labels.size(); ++c) {
    const LabelReach reach = turned_label_reach(labels[c]);
    left = std::max(left, reach.left + kEdgeRoom - (kLeft + slot * (static_cast<double>(c) + 0.5)));
    bottom = std::max(bottom, kHeight - kBottom + kLabelDrop + reach.down + kEdgeRoom - kHeight);
  }
  return {static_cast<int>(std::ceil(left)), static_cast<int>(std::ceil(bottom))};
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

constexpr double kSwatch = 12;     // the coloured square before a data set's name
constexpr double kSwatchGap = 4;   // between the square and the name
constexpr double kLegendGap = 16;  // between one entry and the next

// The data sets' names with their colours, side by side, ending at the plot's right edge; each
// entry as wide as its name is estimated to be.
template <class Series>
std::string legend(const std::vector<Series>& series) {
  double x = kWidth - kRight;
  for (const Series& one : series) x -= kSwatch + kSwatchGap + estimated_text_width(one.name, kFontSize) + kLegendGap;
  x += kLegendGap;
  std::string svg;
  for (const Series& one : series) {
    svg += "<rect x=\"" + number(x) + "\" y=\"30\" width=\"12\" height=\"12\" fill=\"" + one.colour +
           "\"/>\n<text x=\"" + number(x + kSwatch + kSwatchGap) + "\" y=\"40\">" + escaped(one.name) + "</text>\n";
    x += kSwatch + kSwatchGap + estimated_text_width(one.name, kFontSize) + kLegendGap;
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
  const double slot = static_cast<double>(kWidth - kLeft - kRight) / std::max<std::size_t>(1, categories.size());
  std::vector<std::string> labels;
  for (const std::string& category : categories) labels.push_back(shortened(category));
  std::string svg = opening(title, label_overhang(labels, slot)) + value_axis(plot, unit) + legend(series);
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
    const std::string label_y = number(kHeight - kBottom + kLabelDrop);
    svg += "<text x=\"" + label_x + "\" y=\"" + label_y + "\" text-anchor=\"end\" transform=\"rotate(" +
           number(-kLabelTurn) + " " + label_x + " " + label_y + ")\">" + escaped(labels[c]) + "</text>\n";
  }
  return svg + kClosing;
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
  return svg + kClosing;
}

}  // namespace game
