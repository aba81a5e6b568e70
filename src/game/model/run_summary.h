// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>

#include "core/enum_table.h"

namespace game {

enum class RunOutcome { Ongoing, Died, Won };
// The outcome as autoplay prints it: a run still going when autoplay stops met its turn limit.
inline constexpr auto kRunOutcomeNames = core::enum_table<RunOutcome>({
    {RunOutcome::Ongoing, "turn limit", "Turn limit"},
    {RunOutcome::Died, "died", "Died"},
    {RunOutcome::Won, "won", "Won"},
});

// How a run ended, for the game-over screen and the high-score table.
struct RunSummary {
  RunOutcome outcome = RunOutcome::Ongoing;
  std::string cause;        // "Killed by a Meta Mouse on floor 9", "Defeated the Mouse King"
  std::string killer = {};  // the kind of monster that killed the player ("Meta Mouse"); empty when none did
  int floor = 0;            // the floor the run ended on
  int deepest_floor = 0;
  int level = 1;
  int xp = 0;
  int turns = 0;
  std::uint64_t seed = 0;
  // Set up outside play (by a scenario file): such a run enters no high-score table, as its start
  // was chosen rather than played, and its seed and actions would not replay it.
  bool staged = false;
  // Made with --debug (see World::mark_debug_run): such a run never enters the high-score table.
  bool debug_run = false;
  // The data changed under the run (F5 after editing a file, or with other mods): its numbers
  // were not the ones it started with, so it never enters the high-score table either.
  bool data_changed = false;
  // The UTC date ("2026-12-04") of the daily run this is (see daily_run.h); empty for any other run.
  // Its score goes to the daily table, apart from the all-time one.
  std::string daily = {};
};

}  // namespace game
