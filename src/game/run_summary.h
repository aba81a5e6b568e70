#pragma once

#include <cstdint>
#include <string>

namespace game {

enum class RunOutcome { Ongoing, Died, Won };

// How a run ended, for the game-over screen and the high-score table.
struct RunSummary {
  RunOutcome outcome = RunOutcome::Ongoing;
  std::string cause;  // "Killed by a Meta Mouse on floor 9", "Defeated the Mouse King"
  int floor = 0;      // the floor the run ended on
  int deepest_floor = 0;
  int level = 1;
  int xp = 0;
  int turns = 0;
  std::uint64_t seed = 0;
};

}  // namespace game
