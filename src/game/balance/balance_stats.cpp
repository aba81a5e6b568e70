// SPDX-License-Identifier: MIT
#include "game/balance/balance_stats.h"

#include <algorithm>

namespace game {

int BalanceStats::count(const std::string& outcome) const {
  const auto found = outcomes.find(outcome);
  return found == outcomes.end() ? 0 : found->second;
}

int BalanceStats::median_deepest_floor() const {
  // Walk down from the deepest floor until half the runs, rounded up, are counted.
  int counted = 0;
  for (auto floor = deepest_floors.rbegin(); floor != deepest_floors.rend(); ++floor) {
    counted += floor->second;
    if (2 * counted >= runs) return floor->first;
  }
  return 0;
}

std::string BalanceStats::band_name(int first_floor) const {
  const int last = std::max(first_floor, std::min(first_floor + 2, top_floor));
  if (last == first_floor) return "floor " + std::to_string(first_floor);
  return "floors " + std::to_string(first_floor) + "-" + std::to_string(last);
}

std::string cause_without_floor(const std::string& cause) {
  const std::size_t at = cause.rfind(" on floor ");
  return at == std::string::npos ? cause : cause.substr(0, at);
}

int band_of(int floor) {
  return floor <= 0 ? floor : (floor - 1) / 3 * 3 + 1;
}

namespace {

constexpr std::size_t kFewestTraced = 3;

// The value at `fraction` of the way through a sorted sample, between its nearest ranks.
double percentile(const std::vector<double>& sorted, double fraction) {
  const double at = fraction * static_cast<double>(sorted.size() - 1);
  const auto below = static_cast<std::size_t>(at);
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - static_cast<double>(below));
}

// The quartiles at each trace point, over the runs whose trace reaches it, for as long as a tenth of the
// runs (and at least kFewestTraced) are still going: beyond that, a few long runs would draw the tail.
std::vector<Quartiles> quartiles_by_turn(const std::vector<RunTrace>& runs, std::vector<int> RunTrace::*samples) {
  const std::size_t fewest = std::max<std::size_t>(kFewestTraced, runs.size() / 10);
  std::vector<Quartiles> by_turn;
  for (std::size_t point = 0;; ++point) {
    std::vector<double> sample;
    for (const RunTrace& run : runs) {
      if (point < (run.*samples).size()) sample.push_back((run.*samples)[point]);
    }
    if (sample.empty() || sample.size() < fewest) return by_turn;
    by_turn.push_back(quartiles_of(std::move(sample)));
  }
}

void add_counts(std::map<std::string, int>& total, const std::map<std::string, int>& more) {
  for (const auto& [name, count] : more) total[name] += count;
}

}  // namespace

Quartiles quartiles_of(std::vector<double> sample) {
  if (sample.empty()) return {};
  std::sort(sample.begin(), sample.end());
  return {percentile(sample, 0.25), percentile(sample, 0.5), percentile(sample, 0.75), static_cast<int>(sample.size())};
}

BalanceStats summarise_runs(const std::vector<RunTrace>& runs, int top_floor) {
  BalanceStats stats;
  stats.top_floor = top_floor;
  stats.runs = static_cast<int>(runs.size());
  std::map<int, std::pair<long long, int>> floor_turns;  // floor -> turns in all, runs that reached it
  for (const RunTrace& trace : runs) {
    const AutoplayResult& run = trace.result;
    ++stats.deepest_floors[run.deepest_floor];
    if (run.deepest_floor >= kMilestoneFloor) ++stats.reached_milestone;
    ++stats.outcomes[run.outcome];
    if (run.outcome == "died") {
      ++stats.deaths_by_cause[cause_without_floor(run.cause)];
      ++stats.deaths_by_band[band_of(run.floor)];
    }
    stats.turns.push_back(run.turns);
    stats.levels.push_back(run.level);
    for (const auto& [floor, turns] : trace.turns_on_floor) {
      floor_turns[floor].first += turns;
      ++floor_turns[floor].second;
    }
    add_counts(stats.items_used, trace.items_used);
    add_counts(stats.items_unused, trace.items_unused);
  }
  for (const auto& [floor, total] : floor_turns)
    stats.average_turns_on_floor[floor] = static_cast<double>(total.first) / total.second;
  stats.hp_percent_by_turn = quartiles_by_turn(runs, &RunTrace::hp_percent);
  stats.level_by_turn = quartiles_by_turn(runs, &RunTrace::levels);
  return stats;
}

}  // namespace game
