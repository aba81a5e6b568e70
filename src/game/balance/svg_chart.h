// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/balance/balance_stats.h"

namespace game {

// One data set's bars: a value per category, and an optional interval drawn as a whisker on each.
struct BarSeries {
  std::string name;
  std::string colour;  // "#4e79a7"
  std::vector<double> values;
  std::vector<std::pair<double, double>> whiskers = {};  // low and high per category; none when empty
};

// A bar chart: categories along the bottom, each with one bar per series side by side, the value axis
// from 0 to the largest value (or whisker) in steps, labelled with `unit` ("%", " turns"). Self-contained
// SVG text with its title, axis labels and a legend; no script, no fonts or files from elsewhere.
std::string bar_chart_svg(const std::string& title, const std::vector<std::string>& categories,
                          const std::vector<BarSeries>& series, const std::string& unit);

// One data set's line over the turns: the median, and the band between its quartiles.
struct BandSeries {
  std::string name;
  std::string colour;
  std::vector<Quartiles> points;  // at turn 0, kTraceEvery, 2 kTraceEvery, ...
};

// A line chart of medians with their quartile bands against the turns of the runs.
std::string band_chart_svg(const std::string& title, const std::vector<BandSeries>& series, const std::string& unit);

}  // namespace game
