// SPDX-License-Identifier: MIT
#include "game/saving/daily_record.h"

#include <nlohmann/json.hpp>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/set_aside.h"
#include "json/document.h"

namespace game {

namespace {

constexpr int kDailyFileVersion = 1;
// The file holds one date; anything near this is not a file the game wrote.
constexpr std::size_t kDailyFileLimit = 4 * 1024;

// The date the file's text records, or why it records none.
struct ParsedDailyRecord {
  std::optional<CalendarDate> started;
  std::string problem;
};

ParsedDailyRecord parse_daily_record(const std::string& text) {
  const json::ParseResult document = json::read_document(text, {.quote_text = false});
  if (!document.document) return {std::nullopt, "it is not valid JSON: " + json::position_and_message(*document.error)};
  const nlohmann::json& root = document.document->root();
  if (!root.is_object()) return {std::nullopt, "it is not a JSON object"};
  const auto version = root.find("version");
  if (version == root.end() || !version->is_number_integer() || version->get<std::int64_t>() != kDailyFileVersion)
    return {std::nullopt, "it has no \"version\" this game reads (1)"};
  const auto started = root.find("started");
  const std::optional<CalendarDate> date =
      started != root.end() && started->is_string() ? parse_calendar_date(started->get<std::string>()) : std::nullopt;
  if (!date) return {std::nullopt, "its \"started\" is not a date written as YYYY-MM-DD"};
  return {date, ""};
}

// A broken file is kept for the player to look at, out of the way of the next record.
std::string daily_file_warning(const std::filesystem::path& path, const std::string& problem,
                               BrokenDailyRecord broken) {
  const std::string unusable = "The daily-run file " + path.string() + " could not be used (" + problem + ")";
  if (broken == BrokenDailyRecord::LeaveAlone) return unusable + "; it was left as it is.";
  const core::Result<std::filesystem::path> moved = core::set_file_aside(path);
  if (!moved) return unusable + " and " + moved.error() + ".";
  return unusable + "; it was kept as " + moved->string() + ".";
}

}  // namespace

DailyRecord load_daily_record(const std::filesystem::path& path, BrokenDailyRecord broken) {
  const core::FileRead file = core::read_regular_file(path, kDailyFileLimit);
  if (core::is_missing(file)) return {};
  ParsedDailyRecord parsed =
      file.ok() ? parse_daily_record(*file) : ParsedDailyRecord{std::nullopt, "it could not be read: " + file.error()};
  if (!parsed.problem.empty()) return {std::nullopt, daily_file_warning(path, parsed.problem, broken)};
  return {parsed.started, ""};
}

core::Result<void> save_daily_record(const std::filesystem::path& path, const CalendarDate& date) {
  const nlohmann::json root{{"version", kDailyFileVersion}, {"started", to_text(date)}};
  return core::write_file_atomically(path, root.dump(2) + "\n");
}

}  // namespace game
