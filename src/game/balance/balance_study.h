// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
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

// Plays `play.seeds` over A, and over B when it has content, and returns the report: one data set's
// summary, or the two side by side. `play.progress` counts the runs of both.
std::string run_balance_study(const BalanceData& a, const BalanceData& b, const BalancePlay& play);

}  // namespace game
