// SPDX-License-Identifier: MIT
#include "text_fit_figures.h"

#include <string>

#include "render/headless_canvas.h"

namespace bench {

namespace {

constexpr int kPanelWidth = 600;
// More widths than the canvas keeps fitted lines for, so that each fit in turn is a first one.
constexpr int kWidthsInTurn = 5000;

std::string long_line(std::size_t characters) {
  std::string line;
  while (line.size() < characters) line += "Killed by a Neo Mouse on floor 9. ";
  line.resize(characters);
  return line;
}

// How fit_text worked before: one character off the end at a time, measuring the whole line again each time.
std::string fit_one_character_at_a_time(render::Canvas& canvas, const std::string& text, int width) {
  std::string shortened = text;
  while (!shortened.empty() && canvas.measure_text(shortened + "...").x > width) shortened.pop_back();
  return shortened + "...";
}

std::string row_name(std::size_t characters, const std::string& how) {
  return "Fit a " + std::to_string(characters) + "-character line to " + std::to_string(kPanelWidth) + " units, " + how;
}

Spread first_fits(render::Canvas& canvas, const std::string& line, const SamplingPlan& plan) {
  int turn = 0;
  return measure(plan, 1, [&] {
    turn = (turn + 1) % kWidthsInTurn;
    keep(canvas.fit_text(line, kPanelWidth + turn).size());
  });
}

}  // namespace

std::vector<FigureRow> text_fit_figures(const SamplingPlan& plan) {
  render::HeadlessCanvas headless(MOUSEKING_BENCHMARK_RESOURCE_DIR);
  if (!headless.error().empty()) {
    return {{row_name(2000, "binary search"), missing("not available"), std::nullopt, headless.error()}};
  }
  render::Canvas& canvas = headless.canvas();
  const std::string short_line = long_line(2000);
  const std::string huge_line = long_line(100000);
  const Spread before =
      measure(plan, 1, [&] { keep(fit_one_character_at_a_time(canvas, short_line, kPanelWidth).size()); });
  const Spread after = first_fits(canvas, short_line, plan);
  const Spread huge = first_fits(canvas, huge_line, plan);
  const Spread cached = measure(plan, 1, [&] { keep(canvas.fit_text(huge_line, kPanelWidth).size()); });
  return {
      {row_name(2000, "one character at a time (the old way)"), measured(before), std::nullopt,
       "measures the whole line again for each character taken off"},
      {row_name(2000, "binary search, first time"), measured(after), std::nullopt,
       "about log2(2,000) = 11 measurements; compare the row above"},
      {row_name(100000, "binary search, first time"), measured(huge), std::nullopt,
       "a cause of 100,000 characters took minutes per frame the old way"},
      {row_name(100000, "fitted before"), measured(cached), std::nullopt,
       "what a screen redrawn every frame pays: a look-up of the kept result"},
  };
}

}  // namespace bench
