// SPDX-License-Identifier: MIT
#include "game/balance/balance_stats.h"

#include <algorithm>

namespace game {

int BalanceStats::count(const std::string& outcome) const {
  const auto found = outcomes.find(outcome);
  return found == outcomes.end() ? 0 : found->second;
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

BalanceStats summarise_runs(const std::vector<AutoplayResult>& runs, int top_floor) {
  BalanceStats stats;
  stats.top_floor = top_floor;
  stats.runs = static_cast<int>(runs.size());
  for (const AutoplayResult& run : runs) {
    ++stats.deepest_floors[run.deepest_floor];
    if (run.deepest_floor >= kMilestoneFloor) ++stats.reached_milestone;
    ++stats.outcomes[run.outcome];
    if (run.outcome == "died") {
      ++stats.deaths_by_cause[cause_without_floor(run.cause)];
      ++stats.deaths_by_band[band_of(run.floor)];
    }
    stats.turns.push_back(run.turns);
    stats.levels.push_back(run.level);
  }
  return stats;
}

}  // namespace game
