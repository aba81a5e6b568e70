// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>

#include "core/result.h"

namespace game {

// The folder of the summaries of finished runs, one text file each (see session/run_summary_text.h).
inline std::filesystem::path runs_dir(const std::filesystem::path& user_dir) {
  return user_dir / "runs";
}

// The first line of every summary (see session/run_summary_text.h): a file of the runs folder that does
// not begin with it is not one the game wrote, and is not shown.
inline constexpr std::string_view kSummaryTitle = "Mouse King run summary";

// How many summaries the runs folder keeps: the newest, and any a high-score entry names.
inline constexpr std::size_t kMostRunSummaries = 100;
// A summary is a few kilobytes; a file far larger is not one the game wrote.
inline constexpr std::size_t kRunSummaryFileLimit = 1024 * 1024;

// The name of a run's summary: "2026-12-04-2114-seed-610891238.txt" for a run that ended at
// "2026-12-04 21:14" (as the high-score table writes when), so names sort by the time the runs ended.
std::string run_summary_name(std::string_view when, std::uint64_t seed);
// Whether `name` is one run_summary_name gives, or the same with "-2", "-3"... before ".txt".
bool is_run_summary_name(std::string_view name);

// Writes a run's summary into the runs folder under the name for `when` and `seed` (with "-2"... when a run
// of the same seed ended in the same minute): its file name, or why it could not be written.
core::Result<std::string> write_run_summary(const std::filesystem::path& user_dir, std::string_view when,
                                            std::uint64_t seed, const std::string& text);
// Deletes the oldest summaries past kMostRunSummaries, except those in `kept` (named by the high-score
// table): only files with names the game gives, and none at all when the runs folder is a link.
void prune_run_summaries(const std::filesystem::path& user_dir, const std::set<std::string>& kept);
// Reads a summary of the runs folder by its file name; a name the game never gives is refused.
core::Result<std::string> read_run_summary(const std::filesystem::path& user_dir, const std::string& name);

}  // namespace game
