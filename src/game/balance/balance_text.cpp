// SPDX-License-Identifier: MIT
#include "game/balance/balance_text.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <sstream>
#include <utility>

#include "game/balance/balance_intervals.h"

namespace game {

namespace {

constexpr std::size_t kTopCauses = 5;
constexpr int kLabelWidth = 34;

// printf into a string, for the report's columns.
template <typename... Args>
std::string formatted(const char* format, Args... args) {
  char buffer[256];
  std::snprintf(buffer, sizeof buffer, format, args...);
  return buffer;
}

double share(int part, int whole) {
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

std::string percent(int part, int whole) {
  return formatted("%.1f%%", share(part, whole));
}

std::string interval_of(int part, int whole) {
  const Interval interval = wilson_interval(part, whole);
  return formatted("95%% interval %.1f%% to %.1f%%", 100 * interval.low, 100 * interval.high);
}

std::string first_line(const BalanceSetup& setup, int runs) {
  std::string line = setup.data_b.empty() ? "Balance: " + std::to_string(runs) + " runs of " + setup.data_a
                                          : "Balance: A is " + setup.data_a + "; B is " + setup.data_b + ". " +
                                                std::to_string(runs) + " runs each";
  line += ", seeds " + std::to_string(setup.seeds.first) + "-" + std::to_string(setup.seeds.last) + ", at most " +
          std::to_string(setup.turn_limit) + " turns each\n";
  if (static_cast<std::size_t>(runs) < setup.runs_asked) {
    line += "Stopped after " + std::to_string(runs) + " of " + std::to_string(setup.runs_asked) +
            " runs: the figures are of those.\n";
  }
  return line;
}

// The causes of death, most deaths first (ties by name), at most `limit`.
std::vector<std::pair<std::string, int>> top_causes(const BalanceStats& stats, std::size_t limit) {
  std::vector<std::pair<std::string, int>> causes(stats.deaths_by_cause.begin(), stats.deaths_by_cause.end());
  std::stable_sort(causes.begin(), causes.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  if (causes.size() > limit) causes.resize(limit);
  return causes;
}

int value_or_zero(const std::map<int, int>& counts, int key) {
  const auto found = counts.find(key);
  return found == counts.end() ? 0 : found->second;
}

int value_or_zero(const std::map<std::string, int>& counts, const std::string& key) {
  const auto found = counts.find(key);
  return found == counts.end() ? 0 : found->second;
}

std::string padded(const std::string& label) {
  return label.size() >= kLabelWidth ? label + " " : label + std::string(kLabelWidth - label.size(), ' ');
}

// One row of the comparison: a share of the runs in A and in B, and B - A in points with its interval.
std::string proportion_row(const std::string& label, int a, int runs_a, int b, int runs_b) {
  const Interval interval = proportion_difference_interval(a, runs_a, b, runs_b);
  const double difference = share(b, runs_b) - share(a, runs_a);
  return padded(label) + formatted("%7.1f%% %7.1f%%   %+.1f points (%+.1f to %+.1f)%s\n", share(a, runs_a),
                                   share(b, runs_b), difference, 100 * interval.low, 100 * interval.high,
                                   interval.excludes_zero() ? " *" : "");
}

// One row of averages: A's, B's and B - A with its interval, to `decimals` places.
std::string mean_row(const std::string& label, const std::vector<double>& a, const std::vector<double>& b,
                     int decimals) {
  const Interval interval = mean_difference_interval(a, b);
  return padded(label) + formatted("%8.*f %8.*f   %+.*f (%+.*f to %+.*f)%s\n", decimals, mean_of(a), decimals,
                                   mean_of(b), decimals, mean_of(b) - mean_of(a), decimals, interval.low, decimals,
                                   interval.high, interval.excludes_zero() ? " *" : "");
}

std::string deepest_floors_table(const BalanceStats& a, const BalanceStats* b) {
  std::set<int> floors;
  for (const auto& [floor, runs] : a.deepest_floors) floors.insert(floor);
  if (b != nullptr)
    for (const auto& [floor, runs] : b->deepest_floors) floors.insert(floor);
  // Beside two data sets, the columns of the rows above.
  std::string text =
      b == nullptr ? "Deepest floor reached:\n" : padded("Deepest floor reached:") + "       A        B\n";
  for (const int floor : floors) {
    const int in_a = value_or_zero(a.deepest_floors, floor);
    if (b == nullptr) {
      text += formatted("  floor %2d: %4d  %6s\n", floor, in_a, percent(in_a, a.runs).c_str());
    } else {
      text += padded(formatted("  floor %2d", floor)) +
              formatted("%8d %8d\n", in_a, value_or_zero(b->deepest_floors, floor));
    }
  }
  return text;
}

}  // namespace

std::string balance_summary_text(const BalanceStats& stats, const BalanceSetup& setup) {
  std::ostringstream text;
  text << first_line(setup, stats.runs) << "\n" << deepest_floors_table(stats, nullptr);
  text << "Reached floor " << kMilestoneFloor << " or higher: " << stats.reached_milestone << " ("
       << percent(stats.reached_milestone, stats.runs) << ", " << interval_of(stats.reached_milestone, stats.runs)
       << ")\n\nOutcomes:\n";
  for (const auto& [outcome, runs] : stats.outcomes)
    text << "  " << outcome << ": " << runs << " (" << percent(runs, stats.runs) << ")\n";
  text << "Win rate: " << percent(stats.wins(), stats.runs) << " (" << interval_of(stats.wins(), stats.runs)
       << ")\n\nTop causes of death:\n";
  for (const auto& [cause, deaths] : top_causes(stats, kTopCauses))
    text << "  " << deaths << " " << cause << " (" << percent(deaths, stats.deaths()) << " of deaths)\n";
  text << "\nDeaths by floor:\n";
  for (const auto& [band, deaths] : stats.deaths_by_band) {
    text << "  " << stats.band_name(band) << ": " << deaths << " (" << percent(deaths, stats.deaths()) << " of deaths, "
         << percent(deaths, stats.runs) << " of runs)\n";
  }
  text << "\n"
       << "Median deepest floor: " << stats.median_deepest_floor() << "\n"
       << formatted("Average turns per run: %.0f\n", mean_of(stats.turns))
       << formatted("Average level at the end: %.1f\n", mean_of(stats.levels));
  return text.str();
}

std::string balance_comparison_text(const BalanceStats& a, const BalanceStats& b, const BalanceSetup& setup) {
  std::ostringstream text;
  text << first_line(setup, std::min(a.runs, b.runs)) << "\n"
       << padded("") << "       A        B   B - A, with its 95% interval\n";
  text << proportion_row("Reached floor " + std::to_string(kMilestoneFloor) + " or higher", a.reached_milestone, a.runs,
                         b.reached_milestone, b.runs);
  text << proportion_row("Won", a.wins(), a.runs, b.wins(), b.runs);
  std::set<int> bands;
  for (const BalanceStats* stats : {&a, &b})
    for (const auto& [band, deaths] : stats->deaths_by_band) bands.insert(band);
  for (const int band : bands) {
    text << proportion_row("Died on " + a.band_name(band), value_or_zero(a.deaths_by_band, band), a.runs,
                           value_or_zero(b.deaths_by_band, band), b.runs);
  }
  std::set<std::string> causes;
  for (const BalanceStats* stats : {&a, &b})
    for (const auto& [cause, deaths] : top_causes(*stats, kTopCauses)) causes.insert(cause);
  for (const std::string& cause : causes) {
    text << proportion_row(cause, value_or_zero(a.deaths_by_cause, cause), a.runs,
                           value_or_zero(b.deaths_by_cause, cause), b.runs);
  }
  text << mean_row("Average turns per run", a.turns, b.turns, 0)
       << mean_row("Average level at the end", a.levels, b.levels, 1) << "\n"
       << deepest_floors_table(a, &b) << "\n"
       << "* B - A's 95% interval leaves zero out: a difference the runs measured, not noise. Shares of runs:\n"
          "  Newcombe's score interval for a difference of two proportions; averages: Welch's interval. A and B\n"
          "  are compared as independent samples, though they play the same seeds.\n";
  return text.str();
}

}  // namespace game
