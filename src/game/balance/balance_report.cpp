// SPDX-License-Identifier: MIT
#include "game/balance/balance_report.h"

#include <set>
#include <system_error>

#include "core/atomic_file.h"
#include "game/balance/balance_intervals.h"
#include "game/balance/balance_runs_file.h"
#include "game/balance/svg_chart.h"

namespace game {

namespace {

constexpr const char* kColourA = "#4e79a7";
constexpr const char* kColourB = "#e15759";

// The studied data sets, A first: one or two.
std::vector<std::pair<std::string, const BalanceStats*>> data_sets(const BalanceOutcome& outcome) {
  std::vector<std::pair<std::string, const BalanceStats*>> sets{{outcome.b ? "A" : "runs", &outcome.a}};
  if (outcome.b) sets.emplace_back("B", &*outcome.b);
  return sets;
}

const char* colour_of(std::size_t index) {
  return index == 0 ? kColourA : kColourB;
}

double percent_of(int part, int whole) {
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

// Bars of a share of runs per key, for each data set.
template <class Key>
std::string shares_chart(const BalanceOutcome& outcome, const std::string& title,
                         const std::map<Key, int> BalanceStats::*counts, const std::vector<Key>& keys,
                         const std::vector<std::string>& labels) {
  std::vector<BarSeries> series;
  const auto sets = data_sets(outcome);
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const BalanceStats& stats = *sets[i].second;
    BarSeries one{sets[i].first, colour_of(i), {}};
    for (const Key& key : keys) {
      const auto found = (stats.*counts).find(key);
      one.values.push_back(percent_of(found == (stats.*counts).end() ? 0 : found->second, stats.runs));
    }
    series.push_back(std::move(one));
  }
  return bar_chart_svg(title, labels, series, "%");
}

template <class Key>
std::vector<Key> keys_of(const BalanceOutcome& outcome, const std::map<Key, int> BalanceStats::*counts) {
  std::set<Key> keys;
  for (const auto& [name, stats] : data_sets(outcome))
    for (const auto& [key, count] : stats->*counts) keys.insert(key);
  return {keys.begin(), keys.end()};
}

std::string deepest_floor_chart(const BalanceOutcome& outcome) {
  const std::vector<int> floors = keys_of(outcome, &BalanceStats::deepest_floors);
  std::vector<std::string> labels;
  for (const int floor : floors) labels.push_back("floor " + std::to_string(floor));
  return shares_chart(outcome, "Deepest floor reached (share of runs)", &BalanceStats::deepest_floors, floors, labels);
}

std::string deaths_by_cause_chart(const BalanceOutcome& outcome) {
  const std::vector<std::string> causes = keys_of(outcome, &BalanceStats::deaths_by_cause);
  return shares_chart(outcome, "Deaths by cause (share of runs)", &BalanceStats::deaths_by_cause, causes, causes);
}

std::string deaths_by_band_chart(const BalanceOutcome& outcome) {
  const std::vector<int> bands = keys_of(outcome, &BalanceStats::deaths_by_band);
  std::vector<std::string> labels;
  for (const int band : bands) labels.push_back(outcome.a.band_name(band));
  return shares_chart(outcome, "Deaths by floor (share of runs)", &BalanceStats::deaths_by_band, bands, labels);
}

// The milestone and win rates, each with Wilson's 95% interval as a whisker.
std::string rates_chart(const BalanceOutcome& outcome) {
  std::vector<BarSeries> series;
  const auto sets = data_sets(outcome);
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const BalanceStats& stats = *sets[i].second;
    BarSeries one{sets[i].first, colour_of(i), {}};
    for (const int count : {stats.reached_milestone, stats.wins()}) {
      const Interval interval = wilson_interval(count, stats.runs);
      one.values.push_back(percent_of(count, stats.runs));
      one.whiskers.emplace_back(100 * interval.low, 100 * interval.high);
    }
    series.push_back(std::move(one));
  }
  return bar_chart_svg("Milestone and win rates, with 95% intervals",
                       {"reached floor " + std::to_string(kMilestoneFloor), "won"}, series, "%");
}

std::string band_chart(const BalanceOutcome& outcome, const std::string& title,
                       const std::vector<Quartiles> BalanceStats::*points, const std::string& unit) {
  std::vector<BandSeries> series;
  const auto sets = data_sets(outcome);
  for (std::size_t i = 0; i < sets.size(); ++i)
    series.push_back({sets[i].first, colour_of(i), sets[i].second->*points});
  return band_chart_svg(title, series, unit);
}

// Uses per run and leftovers per run of each item.
std::string items_chart(const BalanceOutcome& outcome) {
  std::set<std::string> names;
  for (const auto& [set, stats] : data_sets(outcome)) {
    for (const auto& [name, count] : stats->items_used) names.insert(name);
    for (const auto& [name, count] : stats->items_unused) names.insert(name);
  }
  std::vector<std::string> labels;
  for (const std::string& name : names) {
    labels.push_back(name + " used");
    labels.push_back(name + " left");
  }
  std::vector<BarSeries> series;
  const auto sets = data_sets(outcome);
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const BalanceStats& stats = *sets[i].second;
    BarSeries one{sets[i].first, colour_of(i), {}};
    const double runs = std::max(1, stats.runs);
    for (const std::string& name : names) {
      const auto used = stats.items_used.find(name);
      const auto left = stats.items_unused.find(name);
      one.values.push_back((used == stats.items_used.end() ? 0 : used->second) / runs);
      one.values.push_back((left == stats.items_unused.end() ? 0 : left->second) / runs);
    }
    series.push_back(std::move(one));
  }
  return bar_chart_svg("Items used, and left in the pack at the end (per run)", labels, series, "");
}

std::string turns_per_floor_chart(const BalanceOutcome& outcome) {
  std::set<int> floors;
  for (const auto& [set, stats] : data_sets(outcome))
    for (const auto& [floor, turns] : stats->average_turns_on_floor) floors.insert(floor);
  std::vector<std::string> labels;
  for (const int floor : floors) labels.push_back("floor " + std::to_string(floor));
  std::vector<BarSeries> series;
  const auto sets = data_sets(outcome);
  for (std::size_t i = 0; i < sets.size(); ++i) {
    BarSeries one{sets[i].first, colour_of(i), {}};
    for (const int floor : floors) {
      const auto found = sets[i].second->average_turns_on_floor.find(floor);
      one.values.push_back(found == sets[i].second->average_turns_on_floor.end() ? 0 : found->second);
    }
    series.push_back(std::move(one));
  }
  return bar_chart_svg("Turns spent on each floor (average over the runs that reached it)", labels, series, "");
}

std::string escaped_text(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else
      out += c;
  }
  return out;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> balance_charts(const BalanceOutcome& outcome) {
  return {{"deepest_floor.svg", deepest_floor_chart(outcome)},
          {"rates.svg", rates_chart(outcome)},
          {"deaths_by_cause.svg", deaths_by_cause_chart(outcome)},
          {"deaths_by_floor.svg", deaths_by_band_chart(outcome)},
          {"hp_by_turn.svg",
           band_chart(outcome, "HP over the run (percent of the most)", &BalanceStats::hp_percent_by_turn, "%")},
          {"level_by_turn.svg", band_chart(outcome, "Level over the run", &BalanceStats::level_by_turn, "")},
          {"items.svg", items_chart(outcome)},
          {"turns_per_floor.svg", turns_per_floor_chart(outcome)}};
}

std::string balance_html(const BalanceOutcome& outcome) {
  std::string html =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Mouse King balance "
      "report</title>\n"
      "<style>body{font-family:sans-serif;margin:24px;color:#222}pre{background:#f4f4f4;padding:12px;"
      "overflow-x:auto}figure{margin:16px 0}</style>\n</head>\n<body>\n<h1>Mouse King balance report</h1>\n<pre>" +
      escaped_text(balance_report_text(outcome)) + "</pre>\n";
  for (const auto& [name, svg] : balance_charts(outcome))
    html += "<figure id=\"" + name + "\">\n" + svg + "</figure>\n";
  return html + "</body>\n</html>\n";
}

core::Result<void> write_balance_report(const BalanceOutcome& outcome, const std::filesystem::path& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error || !std::filesystem::is_directory(folder))
    return core::Failure{folder.string() + ": cannot make the report folder" + (error ? ": " + error.message() : "")};
  std::vector<std::pair<std::string, std::string>> files = balance_charts(outcome);
  files.emplace_back("report.txt", balance_report_text(outcome));
  files.emplace_back("report.html", balance_html(outcome));
  files.emplace_back("runs.json", runs_file_text(outcome));
  for (const auto& [name, contents] : files) {
    if (core::Result<void> written = core::write_file_atomically(folder / name, contents); !written) return written;
  }
  return {};
}

}  // namespace game
