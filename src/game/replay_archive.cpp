#include "game/replay_archive.h"

#include <set>
#include <system_error>

#include "game/replay.h"

namespace game {

namespace {

constexpr std::string_view kArchivePrefix = "run-";

}  // namespace

std::string archive_last_run_replay(const std::filesystem::path& user_dir, const RunSummary& summary) {
  const std::filesystem::path last_run = last_run_replay_path(user_dir);
  const ReplayReadResult last = load_replay(last_run);
  if (!last.replay || last.replay->seed != summary.seed) return "";
  const std::string name = std::string(kArchivePrefix) + std::to_string(summary.seed) + "-" +
                           std::to_string(summary.turns) + "-" + std::to_string(summary.xp) + ".json";
  std::error_code error;
  std::filesystem::copy_file(last_run, replays_dir(user_dir) / name, std::filesystem::copy_options::overwrite_existing,
                             error);
  return error ? "" : name;
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
