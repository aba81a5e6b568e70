// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "game/model/run_summary.h"
#include "game/replay/replay.h"
#include "game/saving/high_scores.h"

namespace game {

// The name a run's kept replay has in the replays folder: "run-<seed>-<turns>-<xp>.json".
std::string archived_replay_name(const RunSummary& summary);
// Whether `name` is one archived_replay_name gives (of any run).
bool is_archived_replay_name(std::string_view name);

// Keeps a run's replay for its high-score entry in the replays folder: its file name, or why it
// could not be written.
core::Result<std::string> archive_replay(const std::filesystem::path& user_dir, const RunSummary& summary,
                                         const Replay& replay);

// Deletes the kept replays that no entry of `table` (all-time or daily) names any more: only
// files with names archived_replay_name gives, and none at all when the
// replays folder is a link to another folder. The last run's replay and every
// other file stay.
void prune_archived_replays(const std::filesystem::path& user_dir, const HighScoreTable& table);

}  // namespace game
