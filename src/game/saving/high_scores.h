// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "game/model/run_summary.h"

namespace game {

// One finished run as the high-score table remembers it.
struct HighScore {
  std::string when;  // local date and time the run ended, e.g. "2024-05-01 21:14"
  int score = 0;
  int floor = 0;  // the deepest floor reached
  int level = 1;
  int xp = 0;
  int turns = 0;
  std::string cause;  // "Killed by a Meta Mouse on floor 9"
  std::uint64_t seed = 0;
  bool won = false;
  // The file name of the run's replay in the replays folder; empty when none was kept.
  std::string replay = {};
  // The file name of the run's summary in the runs folder; empty when none was written (older tables).
  std::string summary = {};
  // "more_mice 1.2" for each mod the game had loaded when the run ended, in load order; empty: none.
  std::vector<std::string> mods = {};
  // The data the run was played on (content::digest_of, kDataDigestLength hexadecimal digits); version 1
  // lets an entry leave it out (empty).
  std::string data = {};
  static constexpr std::size_t kDataDigestLength = 16;
  // The UTC date ("2026-12-04") of the daily run this was; empty for any other run. Daily runs are
  // ranked in a table of their own (HighScoreTable::daily_entries).
  std::string daily = {};

  // The longest texts a table entry may hold, in bytes; an entry of the file with a longer one is
  // left out. Each is far longer than any the game writes ("when" is 16, a cause names a monster).
  static constexpr std::size_t kLongestWhen = 40;
  static constexpr std::size_t kLongestCause = 400;
  static constexpr std::size_t kLongestMod = 200;
  static constexpr std::size_t kMostMods = 20;
};

// What an entry keeps of the mods a run had loaded ("id version" each): all of them, or, past
// HighScore::kMostMods, the first ones and "and 12 more mods".
std::vector<std::string> mods_for_entry(std::vector<std::string> mods);

// Where the table is kept inside the player's own folder.
inline std::filesystem::path high_scores_path(const std::filesystem::path& user_dir) {
  return user_dir / "highscores.json";
}

// The score of a run:
//   XP earned + 250 x the deepest floor reached + 5000 for defeating the Mouse King.
// Climbing counts as much as fighting (a floor is worth a few kills), and a
// win is worth twenty floors, so it ranks above all but extraordinary deaths.
int score_for(const RunSummary& summary);

// The table entry for a finished run; `when` is the date and time to show.
HighScore from_summary(const RunSummary& summary, std::string when);

struct LoadedTable;

// The best runs on this computer, highest score first, at most ten, kept in a
// JSON file under the player's folder; beside them, apart, the best ten daily
// runs (in the file's "daily_scores" list, which older games do not read).
class HighScoreTable {
 public:
  static constexpr int kMaxEntries = 10;
  static constexpr int kFileVersion = 1;

  // Reads the table at `path`. A missing file gives an empty table. A file
  // that cannot be read or understood is never overwritten: it is renamed to
  // "<name>.bak" (or ".bak.1", ".bak.2", ... when that exists), the warning
  // names both paths, and the table starts empty. A file with some bad
  // entries is renamed the same way, but its good entries are kept, written
  // back in its place, and the warning names each entry left out and why.
  static LoadedTable load(const std::filesystem::path& path);
  // The same, but the file is never changed, broken or not (for a game that
  // may not write the player's folder): the warning says it was left as it is.
  static LoadedTable read(const std::filesystem::path& path);

  // Adds a run; returns its 0-based rank, or nullopt when it is not among the
  // best ten. A run that ties an earlier one ranks below it. A daily run (one
  // with a `daily` date) is ranked among the daily runs only.
  std::optional<int> insert(HighScore entry);

  // Writes the table atomically (temporary file, then rename); a failed result
  // says why, and the previous file is left as it was.
  core::Result<void> save(const std::filesystem::path& path) const;

  // The all-time table: every run but the daily ones.
  const std::vector<HighScore>& entries() const { return entries_; }
  // The daily runs' table, of every day together.
  const std::vector<HighScore>& daily_entries() const { return daily_entries_; }

 private:
  std::vector<HighScore> entries_;
  std::vector<HighScore> daily_entries_;
};

// What loading the table file gave: the table, and a sentence for the player
// when the file could not be used.
struct LoadedTable {
  HighScoreTable table;
  std::string warning;  // empty when the file was read, or did not exist yet
  // False when an unusable file could not be moved aside: saving would
  // overwrite it, so the caller must not save.
  bool safe_to_save = true;
};

}  // namespace game
