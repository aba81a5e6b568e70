// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <string>
#include <vector>

#include "game/model/turn_report.h"

namespace game {

// What a run keeps of itself for its summary at the end (see rules/run_summary_text.h): whom it killed,
// what it found and used, and the player's HP over the turns. Kept in saves, so a continued run's summary
// covers all of it; the state hash leaves it out, as it leaves out the message log.
struct RunRecord {
  // The HP curve holds at most this many samples: when full, every other one is dropped and the spacing
  // doubles, so a run of any length is drawn whole at the same cost.
  static constexpr int kMostHpSamples = 256;
  static constexpr int kFirstHpSpacing = 10;  // turns between samples, to begin with

  std::map<std::string, int> kills;        // monster kind -> how many died
  std::map<std::string, int> items_found;  // item kind -> how many were picked up for the first time
  std::map<std::string, int> items_used;   // item kind -> how many were used
  // The player's HP in percent of their most, every `hp_spacing` turns, and once more when the run ends.
  std::vector<int> hp_percent;
  int hp_spacing = kFirstHpSpacing;
};

// `hp` in percent of `most_hp`, as the HP curves of a run's summary and of a balance study draw it.
inline int hp_percent(int hp, int most_hp) {
  return most_hp > 0 ? hp * 100 / most_hp : 0;
}

// Notes what one action did (its kills, from `report`) and, for each sampled turn the action's
// turns passed, the player's HP: `turn_before` and `turn_after` are the clock around it.
void note_action(RunRecord& record, const TurnReport& report, int turn_before, int turn_after, int hp_percent);
// Notes an item picked up for the first time in the run.
void note_found(RunRecord& record, const std::string& item);
// One of the kind used up: drunk, read, thrown or fired.
void note_used(RunRecord& record, const std::string& item);

}  // namespace game
