// SPDX-License-Identifier: MIT
#include "game/replay/replay_archive.h"

#include <set>
#include <system_error>

namespace game {

namespace {

constexpr std::string_view kArchivePrefix = "run-";
constexpr std::string_view kArchiveSuffix = ".json";
constexpr int kArchiveNumbers = 3;  // the seed, the turns and the xp

bool is_number(std::string_view text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace

std::string archived_replay_name(const RunSummary& summary) {
  return std::string(kArchivePrefix) + std::to_string(summary.seed) + "-" + std::to_string(summary.turns) + "-" +
         std::to_string(summary.xp) + std::string(kArchiveSuffix);
}

bool is_archived_replay_name(std::string_view name) {
  if (!name.starts_with(kArchivePrefix) || !name.ends_with(kArchiveSuffix)) return false;
  name.remove_prefix(kArchivePrefix.size());
  name.remove_suffix(kArchiveSuffix.size());
  for (int number = 0; number < kArchiveNumbers; ++number) {
    const std::size_t dash = number + 1 < kArchiveNumbers ? name.find('-') : name.size();
    if (dash == std::string_view::npos || !is_number(name.substr(0, dash))) return false;
    name.remove_prefix(dash == name.size() ? dash : dash + 1);
  }
  return name.empty();
}

core::Result<std::string> archive_replay(const std::filesystem::path& user_dir, const RunSummary& summary,
                                         const Replay& replay) {
  std::string name = archived_replay_name(summary);
  const core::Result<void> written = write_replay(replay, replays_dir(user_dir) / name);
  if (!written) return core::Failure{written.error()};
  return name;
}

void prune_archived_replays(const std::filesystem::path& user_dir, const HighScoreTable& table) {
  const std::filesystem::path folder = replays_dir(user_dir);
  std::error_code error;
  // A replays folder linked from elsewhere holds the player's files too: none of them is pruned.
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(folder, error))) return;
  std::set<std::string> named;
  for (const HighScore& entry : table.entries()) named.insert(entry.replay);
  for (const HighScore& entry : table.daily_entries()) named.insert(entry.replay);
  for (const auto& file : std::filesystem::directory_iterator(folder, error)) {
    const std::string name = file.path().filename().string();
    std::error_code status_error;
    // The game writes files, never links, under these names.
    const bool written_by_the_game =
        is_archived_replay_name(name) && file.is_regular_file(status_error) && !file.is_symlink(status_error);
    if (written_by_the_game && !named.contains(name)) {
      std::error_code ignored;
      std::filesystem::remove(file.path(), ignored);
    }
  }
}

}  // namespace game
