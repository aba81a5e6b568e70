// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "game/autoplay/autoplay.h"
#include "game/balance/run_trace.h"

namespace game {

// The floor a run must reach to count as having got somewhere: the first floor past the early ones.
inline constexpr int kMilestoneFloor = 5;

// The middle and the quarter marks of a sample, and how many it held.
struct Quartiles {
  double low = 0;  // the 25th percentile
  double median = 0;
  double high = 0;  // the 75th percentile
  int count = 0;
};

// The quartiles of `sample` (sorted or not), by linear interpolation between the nearest ranks; all 0
// for an empty sample.
Quartiles quartiles_of(std::vector<double> sample);

// What a set of autoplayed runs came to, as the balance report prints it.
struct BalanceStats {
  int runs = 0;
  std::map<int, int> deepest_floors;           // deepest floor reached -> runs
  int reached_milestone = 0;                   // runs that reached kMilestoneFloor or deeper
  std::map<std::string, int> outcomes;         // "died", "won", "turn limit" -> runs
  std::map<std::string, int> deaths_by_cause;  // "Killed by a Tough Mouse" (no floor) -> runs
  std::map<int, int> deaths_by_band;           // the first floor of a band of three -> deaths in it
  int top_floor = 0;                           // the boss floor: the last band ends there
  std::vector<double> turns;                   // of each run, in seed order
  std::vector<double> levels;                  // at the end of each run
  // The player's HP (percent of their most) and level every kTraceEvery turns, over the runs still going,
  // for as long as a tenth of the runs are.
  std::vector<Quartiles> hp_percent_by_turn;
  std::vector<Quartiles> level_by_turn;
  std::map<int, double> average_turns_on_floor;  // floor -> turns, over the runs that reached it
  std::map<std::string, int> items_used;         // item -> uses, all runs together
  std::map<std::string, int> items_unused;       // item -> left in the pack at the end, all runs together

  int count(const std::string& outcome) const;
  int wins() const { return count("won"); }
  int deaths() const { return count("died"); }
  // The deepest floor the middle run reached: half the runs reached it or deeper. 0 with no runs.
  int median_deepest_floor() const;
  // "floors 1-3", or "floor 13" for a band of one.
  std::string band_name(int first_floor) const;
};

// The statistics of `runs`, on data whose boss is on `top_floor`.
BalanceStats summarise_runs(const std::vector<RunTrace>& runs, int top_floor);

// A cause of death without its floor: "Killed by a Tough Mouse" of "Killed by a Tough Mouse on floor 4".
std::string cause_without_floor(const std::string& cause);

// The first floor of the band of three that `floor` falls in: 1 for 1-3, 4 for 4-6.
int band_of(int floor);

}  // namespace game
