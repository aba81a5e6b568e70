#pragma once

#include <filesystem>
#include <string>

#include "game/replay/replay.h"
#include "game/saving/high_scores.h"
#include "game/saving/run_summary.h"

namespace game {

// Keeps a run's replay for its high-score entry, as
// "run-<seed>-<turns>-<xp>.json" in the replays folder. Returns the file
// name, or "" when it could not be written.
std::string archive_replay(const std::filesystem::path& user_dir, const RunSummary& summary, const Replay& replay);

// Deletes the kept replays that no entry of `table` names any more; the last
// run's replay and every other file stay.
void prune_archived_replays(const std::filesystem::path& user_dir, const HighScoreTable& table);

}  // namespace game
