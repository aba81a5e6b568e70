#include "game/replay/replay_archive.h"

#include <set>
#include <system_error>

namespace game {

namespace {

constexpr std::string_view kArchivePrefix = "run-";

}  // namespace

std::string archive_replay(const std::filesystem::path& user_dir, const RunSummary& summary, const Replay& replay) {
  const std::string name = std::string(kArchivePrefix) + std::to_string(summary.seed) + "-" +
                           std::to_string(summary.turns) + "-" + std::to_string(summary.xp) + ".json";
  std::string error;
  return write_replay(replay, replays_dir(user_dir) / name, error) ? name : "";
}

void prune_archived_replays(const std::filesystem::path& user_dir, const HighScoreTable& table) {
  std::set<std::string> named;
  for (const HighScore& entry : table.entries()) named.insert(entry.replay);
  std::error_code error;
  for (const auto& file : std::filesystem::directory_iterator(replays_dir(user_dir), error)) {
    const std::string name = file.path().filename().string();
    if (name.starts_with(kArchivePrefix) && name.ends_with(".json") && !named.contains(name)) {
      std::error_code ignored;
      std::filesystem::remove(file.path(), ignored);
    }
  }
}

}  // namespace game
