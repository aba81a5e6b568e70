// SPDX-License-Identifier: MIT
// The balance report's charts keep every text inside the chart: each text's box, as estimated from
// DejaVu Sans's widths (the browser's own layout is checked by cli.balance_chart_labels_fit_in_a_browser),
// lies within the SVG's viewBox, however long the categories' and data sets' names are.

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include "game/balance/svg_chart.h"
#include "game/balance/text_width.h"

namespace {

struct TextBox {
  double left = 0;
  double top = 0;
  double right = 0;
  double bottom = 0;
};

struct PlacedText {
  std::string text;
  TextBox box;
};

// Scanned by hand rather than with <regex>, whose code GCC's sanitizer build warns about.
std::optional<std::string> attribute(const std::string& tag, const std::string& name) {
  const std::string opening = " " + name + "=\"";
  const std::size_t start = tag.find(opening);
  if (start == std::string::npos) return std::nullopt;
  const std::size_t value = start + opening.size();
  const std::size_t end = tag.find('"', value);
  if (end == std::string::npos) return std::nullopt;
  return tag.substr(value, end - value);
}

// The numbers written one after another from `at` ("12 3.5 -4)"), as many as `count`; none if fewer.
std::vector<double> numbers_at(const std::string& text, std::size_t at, int count) {
  std::vector<double> numbers;
  const char* cursor = text.c_str() + at;
  for (int i = 0; i < count; ++i) {
    char* end = nullptr;
    const double number = std::strtod(cursor, &end);
    if (end == cursor) return {};
    numbers.push_back(number);
    cursor = end;
  }
  return numbers;
}

// The numbers that follow `opening` in `text` ("rotate(" then "-60 10 20"), or none.
std::vector<double> numbers_after(const std::string& text, const std::string& opening, int count) {
  const std::size_t at = text.find(opening);
  return at == std::string::npos ? std::vector<double>{} : numbers_at(text, at + opening.size(), count);
}

double number_attribute(const std::string& tag, const std::string& name, double otherwise) {
  const std::optional<std::string> value = attribute(tag, name);
  return value ? std::stod(*value) : otherwise;
}

std::string unescaped(std::string text) {
  for (const auto& [entity, character] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}}) {
    for (std::size_t at = text.find(entity); at != std::string::npos; at = text.find(entity, at + 1)) {
      text.replace(at, std::string(entity).size(), character);
    }
  }
  return text;
}

// The box of one <text> in the SVG's coordinates: its estimated width placed by its anchor, its
// font's ascent and descent about the baseline, turned by its rotate() and moved by its group.
TextBox text_box(const std::string& tag, const std::string& text, double shift_x, double shift_y) {
  const double size = number_attribute(tag, "font-size", 12);
  const bool bold = attribute(tag, "font-weight") == "bold";
  const double width = game::estimated_text_width(text, size, bold);
  const double x = number_attribute(tag, "x", 0);
  const double y = number_attribute(tag, "y", 0);
  const std::string anchor = attribute(tag, "text-anchor").value_or("start");
  const double start = anchor == "end" ? x - width : anchor == "middle" ? x - width / 2 : x;
  double turn = 0;
  double centre_x = 0;
  double centre_y = 0;
  const std::string transform = attribute(tag, "transform").value_or("");
  if (const std::vector<double> rotation = numbers_after(transform, "rotate(", 3); !rotation.empty()) {
    turn = rotation[0] * std::numbers::pi / 180;
    centre_x = rotation[1];
    centre_y = rotation[2];
  }
  TextBox box{1e9, 1e9, -1e9, -1e9};
  for (const double corner_x : {start, start + width}) {
    for (const double corner_y : {y - game::kTextAscent * size, y + game::kTextDescent * size}) {
      const double dx = corner_x - centre_x;
      const double dy = corner_y - centre_y;
      const double turned_x = centre_x + dx * std::cos(turn) - dy * std::sin(turn) + shift_x;
      const double turned_y = centre_y + dx * std::sin(turn) + dy * std::cos(turn) + shift_y;
      box = {std::min(box.left, turned_x), std::min(box.top, turned_y), std::max(box.right, turned_x),
             std::max(box.bottom, turned_y)};
    }
  }
  return box;
}

// Every <text> of `svg` with its box; a <g transform="translate(x y)"> moves the texts inside it.
std::vector<PlacedText> placed_texts(const std::string& svg) {
  static const std::string kGroup = "<g transform=\"translate(";
  static const std::string kGroupEnd = "</g>";
  static const std::string kText = "<text";
  std::vector<PlacedText> texts;
  double shift_x = 0;
  double shift_y = 0;
  for (std::size_t at = svg.find('<'); at != std::string::npos; at = svg.find('<', at + 1)) {
    if (svg.compare(at, kGroup.size(), kGroup) == 0) {
      const std::vector<double> shift = numbers_at(svg, at + kGroup.size(), 2);
      REQUIRE(shift.size() == 2);
      shift_x = shift[0];
      shift_y = shift[1];
    } else if (svg.compare(at, kGroupEnd.size(), kGroupEnd) == 0) {
      shift_x = shift_y = 0;
    } else if (svg.compare(at, kText.size(), kText) == 0) {
      const std::size_t tag_end = svg.find('>', at);
      const std::size_t text_end = svg.find("</text>", tag_end);
      REQUIRE(text_end != std::string::npos);
      const std::string tag = svg.substr(at, tag_end + 1 - at);
      const std::string text = unescaped(svg.substr(tag_end + 1, text_end - tag_end - 1));
      texts.push_back({text, text_box(tag, text, shift_x, shift_y)});
    }
  }
  return texts;
}

void check_texts_inside(const std::string& svg) {
  const std::vector<double> view = numbers_after(svg, "viewBox=\"0 0 ", 2);
  REQUIRE(view.size() == 2);
  const double width = view[0];
  const double height = view[1];
  const std::vector<PlacedText> texts = placed_texts(svg);
  REQUIRE_FALSE(texts.empty());
  for (const PlacedText& text : texts) {
    CAPTURE(text.text);
    CAPTURE(text.box.left);
    CAPTURE(text.box.top);
    CAPTURE(text.box.right);
    CAPTURE(text.box.bottom);
    CHECK(text.box.left >= 0);
    CHECK(text.box.top >= 0);
    CHECK(text.box.right <= width);
    CHECK(text.box.bottom <= height);
  }
}

std::vector<game::BarSeries> two_data_sets(std::size_t categories) {
  const std::vector<double> values(categories, 40.0);
  return {{"shipped data", "#4e79a7", values}, {"with the mod of much tougher mice", "#f28e2b", values}};
}

}  // namespace

TEST_CASE("a chart's causes of death, long names and many, show whole inside the chart") {
  const std::vector<std::string> causes{"Killed by a Culture Mouse",
                                        "Killed by a Neo Mouse",
                                        "Starved",
                                        "Killed by the Mouse King",
                                        "Poisoned by a Sewer Rat",
                                        "Blown up by a trap",
                                        "Killed by a Lab Rat",
                                        "Worn out",
                                        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"};
  check_texts_inside(game::bar_chart_svg("Deaths by cause (share of runs)", causes, two_data_sets(causes.size()), "%"));
}

TEST_CASE("a chart's floor bands show whole inside the chart, however few or many the bars") {
  for (const std::vector<std::string>& bands :
       {std::vector<std::string>{"Floors 1-3"},
        std::vector<std::string>{"Floors 1-3", "Floors 4-6", "Floors 7-9", "Floors 10-12", "Floor 13"},
        std::vector<std::string>(13, "The King's hall, floor 13")}) {
    CAPTURE(bands.size());
    check_texts_inside(game::bar_chart_svg("Deaths by floor (share of runs)", bands, two_data_sets(bands.size()), "%"));
  }
}

TEST_CASE("a line chart's turns and caption show whole inside the chart") {
  const std::vector<game::Quartiles> points(40, game::Quartiles{10, 20, 30});
  check_texts_inside(game::band_chart_svg("HP over the run (percent of the most)",
                                          {{"shipped data", "#4e79a7", points}, {"with a mod", "#f28e2b", points}},
                                          "%"));
}

TEST_CASE("a text's estimated width is DejaVu Sans's, and a character beyond ASCII is a whole em") {
  CHECK(game::estimated_text_width("Floors 1-3", 12) == doctest::Approx(12 * 4.960));
  CHECK(game::estimated_text_width("W", 10, true) == doctest::Approx(11.03));
  CHECK(game::estimated_text_width("\u00e9t\u00e9", 10) == doctest::Approx(10 + 3.92 + 10));
}
