// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "game/balance/balance_runs.h"
#include "game/balance/balance_stats.h"

namespace game {

// What a study played, for the first line of its report.
struct BalanceSetup {
  SeedRange seeds;
  int turn_limit = kDefaultAutoplayTurns;
  std::string data_a;  // "data/ with no mods", "../more with mods: hard, fast"
  std::string data_b;  // empty when one data set was played
  // The digest of each data set's content and mods: two folders of one name played apart may hold other data.
  std::string fingerprint_a;
  std::string fingerprint_b;
  std::size_t runs_asked = 0;  // fewer runs than seeds when the study was stopped
};

// The report of one data set: the deepest floors, the milestone and the win rate with their 95% intervals,
// the outcomes, the top causes of death, the deaths by band of floors, and the averages.
std::string balance_summary_text(const BalanceStats& stats, const BalanceSetup& setup);

// The report of two data sets played on the same seeds, side by side, each difference with its 95%
// interval, marked when the interval leaves zero out.
std::string balance_comparison_text(const BalanceStats& a, const BalanceStats& b, const BalanceSetup& setup);

}  // namespace game
