// SPDX-License-Identifier: MIT
#include "game/model/run_record.h"

#include <cstddef>

namespace game {

namespace {

// Keeps every other sample and doubles the spacing, when the curve is full.
void thin_hp_samples(RunRecord& record) {
  if (static_cast<int>(record.hp_percent.size()) < RunRecord::kMostHpSamples) return;
  std::vector<int> thinned;
  for (std::size_t i = 0; i < record.hp_percent.size(); i += 2) thinned.push_back(record.hp_percent[i]);
  record.hp_percent = std::move(thinned);
  record.hp_spacing *= 2;
}

}  // namespace

void note_action(RunRecord& record, const TurnReport& report, int turn_before, int turn_after, int hp_percent) {
  for (const TurnSound& sound : report.sounds) {
    if (sound.cue == TurnSound::Cue::Kill) ++record.kills[sound.definition];
  }
  if (record.hp_percent.empty()) record.hp_percent.push_back(hp_percent);
  for (int turn = turn_before + 1; turn <= turn_after; ++turn) {
    if (turn % record.hp_spacing != 0) continue;
    thin_hp_samples(record);
    if (turn % record.hp_spacing == 0) record.hp_percent.push_back(hp_percent);
  }
  // The curve ends where the run did, on a sampled turn or not: a death shows as 0.
  if (report.run_over) record.hp_percent.push_back(hp_percent);
}

void note_found(RunRecord& record, const std::string& item) {
  ++record.items_found[item];
}

void note_used(RunRecord& record, const std::string& item) {
  ++record.items_used[item];
}

}  // namespace game
