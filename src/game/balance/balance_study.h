// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "content/loading.h"
#include "game/balance/balance_runs.h"
#include "game/balance/balance_text.h"
#include "game/spawning/entity_factory.h"

namespace game {

// One data set of a study: its content, and how the report names it.
struct BalanceData {
  std::shared_ptr<const EntityFactory> factory;
  std::string name;  // see describe_data_set
};

// "data with no mods", "../hard with mods: hard 1.0, fast 0.2": the data folder and its mods in order.
std::string describe_data_set(const std::filesystem::path& data_dir, const std::vector<content::LoadedMod>& mods);

// What a study played and found: A's runs and statistics, and B's when it compared two data sets (on the
// seeds both finished).
struct BalanceOutcome {
  BalanceSetup setup;
  std::vector<RunTrace> runs_a;
  std::vector<RunTrace> runs_b;
  BalanceStats a;
  std::optional<BalanceStats> b;
};

// Plays `play.seeds` over A, and over B when it has content. `play.progress` counts the runs of both.
BalanceOutcome run_balance_study(const BalanceData& a, const BalanceData& b, const BalancePlay& play);

// The study's report as text: one data set's summary, or the two side by side.
std::string balance_report_text(const BalanceOutcome& outcome);

}  // namespace game
