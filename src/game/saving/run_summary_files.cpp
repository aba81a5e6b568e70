// SPDX-License-Identifier: MIT
#include "game/saving/run_summary_files.h"

#include <algorithm>
#include <system_error>
#include <vector>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "game/model/daily_run.h"

namespace game {

namespace {

constexpr std::string_view kSeedPart = "-seed-";
constexpr std::string_view kSummarySuffix = ".txt";
constexpr int kMostSameMinute = 99;

bool all_digits(std::string_view text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

// "2026-12-04 21:14" -> "2026-12-04-2114": only its digits, in the same places.
std::string compact_when(std::string_view when) {
  std::string digits;
  for (const char c : when) {
    if (c >= '0' && c <= '9') digits += c;
  }
  digits.resize(12, '0');
  return digits.substr(0, 4) + "-" + digits.substr(4, 2) + "-" + digits.substr(6, 2) + "-" + digits.substr(8, 4);
}

// "2114" as a time of day: 00:00 to 23:59.
bool is_time_of_day(std::string_view text) {
  if (text.size() != 4 || !all_digits(text)) return false;
  const int hours = (text[0] - '0') * 10 + (text[1] - '0');
  const int minutes = (text[2] - '0') * 10 + (text[3] - '0');
  return hours < 24 && minutes < 60;
}

// "2026-12-04-2114", on a day that exists: a look-alike of the player's ("0000-00-00-0000") is theirs to keep.
bool is_compact_when(std::string_view text) {
  return text.size() == 15 && text[10] == '-' && parse_calendar_date(text.substr(0, 10)).has_value() &&
         is_time_of_day(text.substr(11, 4));
}

bool written_by_the_game(const std::filesystem::directory_entry& file) {
  std::error_code error;
  return is_run_summary_name(file.path().filename().string()) && file.is_regular_file(error) && !file.is_symlink(error);
}

}  // namespace

std::string run_summary_name(std::string_view when, std::uint64_t seed) {
  return compact_when(when) + std::string(kSeedPart) + std::to_string(seed) + std::string(kSummarySuffix);
}

bool is_run_summary_name(std::string_view name) {
  if (!name.ends_with(kSummarySuffix) || name.size() < 15 + kSeedPart.size()) return false;
  if (!is_compact_when(name.substr(0, 15)) || name.substr(15, kSeedPart.size()) != kSeedPart) return false;
  name.remove_prefix(15 + kSeedPart.size());
  name.remove_suffix(kSummarySuffix.size());
  const std::size_t dash = name.find('-');
  if (dash == std::string_view::npos) return all_digits(name);
  return all_digits(name.substr(0, dash)) && all_digits(name.substr(dash + 1));
}

core::Result<std::string> write_run_summary(const std::filesystem::path& user_dir, std::string_view when,
                                            std::uint64_t seed, const std::string& text) {
  const std::filesystem::path folder = runs_dir(user_dir);
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) return core::Failure{"the runs folder " + folder.string() + " could not be made: " + error.message()};
  std::string name = run_summary_name(when, seed);
  const std::string stem = name.substr(0, name.size() - kSummarySuffix.size());
  for (int copy = 2; std::filesystem::exists(std::filesystem::symlink_status(folder / name, error)); ++copy) {
    if (copy > kMostSameMinute)
      return core::Failure{"the runs folder " + folder.string() + " holds " + std::to_string(kMostSameMinute) +
                           " summaries of this minute already; move some of them elsewhere"};
    name = stem + "-" + std::to_string(copy) + std::string(kSummarySuffix);
  }
  const core::Result<void> written = core::write_file_atomically(folder / name, text);
  if (!written) return core::Failure{written.error()};
  return name;
}

void prune_run_summaries(const std::filesystem::path& user_dir, const std::set<std::string>& kept) {
  const std::filesystem::path folder = runs_dir(user_dir);
  std::error_code error;
  // A runs folder linked from elsewhere holds the player's files too: none of them is pruned.
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(folder, error))) return;
  std::vector<std::string> names;
  for (const auto& file : std::filesystem::directory_iterator(folder, error)) {
    if (written_by_the_game(file)) names.push_back(file.path().filename().string());
  }
  if (names.size() <= kMostRunSummaries) return;
  // Names sort by the time their runs ended: the oldest come first.
  std::sort(names.begin(), names.end());
  for (std::size_t i = 0; i + kMostRunSummaries < names.size(); ++i) {
    if (kept.contains(names[i])) continue;
    std::error_code ignored;
    std::filesystem::remove(folder / names[i], ignored);
  }
}

core::Result<std::string> read_run_summary(const std::filesystem::path& user_dir, const std::string& name) {
  if (!is_run_summary_name(name)) return core::Failure{"\"" + name + "\" is not the name of a run's summary"};
  // The caller says what could not be done with the summary; this says which file, and why.
  const std::filesystem::path path = runs_dir(user_dir) / name;
  core::FileRead read = core::read_regular_file(path, kRunSummaryFileLimit);
  if (!read.ok()) return core::Failure{path.string() + ": " + read.error()};
  if (!read->starts_with(std::string(kSummaryTitle) + "\n"))
    return core::Failure{path.string() + ": it does not begin as a run's summary does (\"" +
                         std::string(kSummaryTitle) + "\")"};
  return std::move(read).value();
}

}  // namespace game
