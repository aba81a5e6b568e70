// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/result.h"
#include "game/model/daily_run.h"

namespace game {

// Where the game remembers the last daily run started, inside the player's own folder.
inline std::filesystem::path daily_record_path(const std::filesystem::path& user_dir) {
  return user_dir / "daily.json";
}

// What the daily file says: the date of the last daily run started (nullopt when none was, or
// the file could not be used), and a sentence for the player when it could not.
struct DailyRecord {
  std::optional<CalendarDate> last_started;
  std::string warning;  // empty when the file was read, or did not exist yet
};

// What is done with a daily file that cannot be used.
enum class BrokenDailyRecord { SetAside, LeaveAlone };

// Reads the daily file at `path`, bounded like every file the game reads. A missing file means no
// daily run was started yet. A file that cannot be read or understood never stops the game: it
// is moved aside ("<name>.bak", as a broken high-score file is; or left alone for a game that may
// not write the folder) and the warning names it.
DailyRecord load_daily_record(const std::filesystem::path& path,
                              BrokenDailyRecord broken = BrokenDailyRecord::SetAside);

// Records that the daily run of `date` was started, atomically; a failed result says why.
core::Result<void> save_daily_record(const std::filesystem::path& path, const CalendarDate& date);

}  // namespace game
