// SPDX-License-Identifier: MIT
// Fuzzes reading highscores.json. Any text must give a table the game can show and write: at most ten
// entries in each of its two lists (all-time, daily), best first, a real date on every daily entry and none
// on the others, every text within the lengths an entry may have, a UTF-8 warning; and the table
// must read back the same, without a warning, once written.
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "game/model/daily_run.h"
#include "game/saving/high_scores.h"

namespace {

// A file that lives in memory only, named by a path like any other (the table reads paths).
class MemoryFile {
 public:
  MemoryFile() : descriptor_(memfd_create("highscores", 0)) {}
  ~MemoryFile() { close(descriptor_); }
  MemoryFile(const MemoryFile&) = delete;
  MemoryFile& operator=(const MemoryFile&) = delete;

  std::filesystem::path holding(const std::uint8_t* data, std::size_t size) const {
    fuzz::check(ftruncate(descriptor_, 0) == 0 && pwrite(descriptor_, data, size, 0) == static_cast<ssize_t>(size),
                "the input is written to memory");
    return "/proc/self/fd/" + std::to_string(descriptor_);
  }

 private:
  int descriptor_;
};

bool within_lengths(const game::HighScore& entry) {
  if (entry.when.size() > game::HighScore::kLongestWhen || entry.cause.size() > game::HighScore::kLongestCause ||
      entry.mods.size() > game::HighScore::kMostMods || entry.data.size() > game::HighScore::kDataDigestLength) {
    return false;
  }
  for (const std::string& mod : entry.mods) {
    if (mod.size() > game::HighScore::kLongestMod) return false;
  }
  return true;
}

bool same_list(const std::vector<game::HighScore>& a, const std::vector<game::HighScore>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const game::HighScore& x = a[i];
    const game::HighScore& y = b[i];
    if (x.when != y.when || x.score != y.score || x.cause != y.cause || x.seed != y.seed || x.mods != y.mods ||
        x.data != y.data || x.replay != y.replay || x.turns != y.turns || x.won != y.won || x.daily != y.daily) {
      return false;
    }
  }
  return true;
}

bool same_entries(const game::HighScoreTable& a, const game::HighScoreTable& b) {
  return same_list(a.entries(), b.entries()) && same_list(a.daily_entries(), b.daily_entries());
}

// At most ten, best first, each within its lengths, and dated exactly when `daily`.
void check_list(const std::vector<game::HighScore>& entries, bool daily) {
  fuzz::check(entries.size() <= static_cast<std::size_t>(game::HighScoreTable::kMaxEntries), "at most ten entries");
  for (std::size_t i = 0; i < entries.size(); ++i) {
    fuzz::check(within_lengths(entries[i]), "every text is within its length");
    fuzz::check(i == 0 || entries[i - 1].score >= entries[i].score, "best first");
    fuzz::check(daily ? game::parse_calendar_date(entries[i].daily).has_value() : entries[i].daily.empty(),
                "a daily entry has a date, and only a daily entry");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const MemoryFile input;
  static const std::filesystem::path written =
      std::filesystem::temp_directory_path() / ("fuzz-high-scores-" + std::to_string(getpid()) + ".json");
  const game::LoadedTable loaded = game::HighScoreTable::read(input.holding(data, size));
  check_list(loaded.table.entries(), false);
  check_list(loaded.table.daily_entries(), true);
  fuzz::check(fuzz::is_utf8(loaded.warning), "the warning is UTF-8");

  fuzz::check(loaded.table.save(written).ok(), "the table is written");
  const game::LoadedTable again = game::HighScoreTable::read(written);
  fuzz::check(again.warning.empty(), "a written table reads back without a warning");
  fuzz::check(same_entries(again.table, loaded.table), "a written table reads back the same");
  return 0;
}
