// SPDX-License-Identifier: MIT
#include "game/saving/high_scores.h"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <system_error>
#include <utility>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/set_aside.h"
#include "game/model/daily_run.h"
#include "json/document.h"
#include "json/field_wording.h"
#include "json/object_reader.h"

namespace game {

namespace {

using Json = nlohmann::json;

constexpr int kPointsPerFloor = 250;
constexpr int kPointsForWin = 5000;
// Ten entries take a few kilobytes; anything near this is not a table the game wrote.
constexpr std::size_t kHighScoresFileLimit = 1024 * 1024;

// A table read from a file's text, or why it could not be.
struct ParsedTable {
  std::vector<HighScore> entries;
  std::string problem;  // empty when the text was a table, even with bad entries
  // One line per entry that could not be read ("score 2 was left out (...)"), in file order.
  std::vector<std::string> left_out = {};
};

// One entry of the file, or the first field that rules it out.
struct ParsedEntry {
  std::optional<HighScore> entry;
  std::string problem;
};

int deepest_floor(const RunSummary& summary) {
  return std::max(summary.floor, summary.deepest_floor);
}

Json to_json(const HighScore& entry) {
  Json item{{"when", entry.when},   {"score", entry.score}, {"floor", entry.floor},
            {"level", entry.level}, {"xp", entry.xp},       {"turns", entry.turns},
            {"cause", entry.cause}, {"seed", entry.seed},   {"won", entry.won}};
  if (!entry.replay.empty()) item["replay"] = entry.replay;
  if (!entry.summary.empty()) item["summary"] = entry.summary;
  if (!entry.mods.empty()) item["mods"] = entry.mods;
  if (!entry.data.empty()) item["data"] = entry.data;
  if (!entry.daily.empty()) item["daily"] = entry.daily;
  return item;
}

// Reads one entry of the file, keeping the first field that rules it out. What a field holds is shown
// by its kind only: the table may be a link to a file that is not the game's.
class EntryReader {
 public:
  explicit EntryReader(json::ObjectReader entry) : entry_(std::move(entry)) {}

  const std::string& problem() const { return problem_; }

  void text(const char* key, std::string& value) {
    const Json* found = entry_.read(key);
    if (found && found->is_string()) {
      value = found->get<std::string>();
    } else {
      refuse(key, json::must_be(json::expect::kText, found, json::Found::KindOnly));
    }
  }

  // Scores, floors and turns are whatever int the file holds: the table shows them, no rule depends on them.
  void whole_number(const char* key, int& value) {
    constexpr int kLeast = std::numeric_limits<int>::min();
    constexpr int kMost = std::numeric_limits<int>::max();
    const Json* found = entry_.read(key);
    if (const std::optional<int> number = found ? json::whole_number_within(*found, kLeast, kMost) : std::nullopt) {
      value = *number;
    } else {
      refuse(key, json::must_be(json::expect::whole_number(kLeast, kMost), found, json::Found::KindOnly));
    }
  }

  void seed(const char* key, std::uint64_t& value) {
    const Json* found = entry_.read(key);
    if (const std::optional<std::uint64_t> number = found ? json::unsigned_whole_number(*found) : std::nullopt) {
      value = *number;
    } else {
      refuse(key, json::must_be(json::expect::unsigned_whole_number(), found, json::Found::KindOnly));
    }
  }

  void boolean(const char* key, bool& value) {
    const Json* found = entry_.read(key);
    if (found && found->is_boolean()) {
      value = found->get<bool>();
    } else {
      refuse(key, json::must_be(json::expect::kTrueOrFalse, found, json::Found::KindOnly));
    }
  }

  // An optional text: left as it is when absent or not a text.
  void optional_text(const char* key, std::string& value) {
    const Json* found = entry_.read(key);
    if (found && found->is_string()) value = found->get<std::string>();
  }

  // Optional, as older tables have none; anything but a text in the list is left out.
  void mods(std::vector<std::string>& mods) {
    const Json* found = entry_.read("mods");
    if (!found || !found->is_array()) return;
    for (const Json& mod : *found) {
      if (mod.is_string()) mods.push_back(mod.get<std::string>());
    }
  }

  // Why an entry's texts rule it out: one longer than the game would ever write (a file grown by
  // hand or by a hostile tool, which every screen showing it would have to measure).
  void check_lengths(const HighScore& entry) {
    check_length("when", entry.when, HighScore::kLongestWhen);
    check_length("cause", entry.cause, HighScore::kLongestCause);
    check_length("data", entry.data, HighScore::kDataDigestLength);
    if (entry.mods.size() > HighScore::kMostMods)
      refuse("mods", json::too_many(entry.mods.size(), HighScore::kMostMods));
    for (const std::string& mod : entry.mods) check_length("mods", mod, HighScore::kLongestMod);
  }

 private:
  void check_length(const char* key, const std::string& text, std::size_t limit) {
    if (text.size() > limit) refuse(key, json::too_long(text.size(), limit));
  }

  void refuse(const char* key, const std::string& sentence) {
    if (problem_.empty()) problem_ = "\"" + std::string(key) + "\" " + sentence;
  }

  json::ObjectReader entry_;
  std::string problem_;
};

bool is_plain_file_name(const std::string& name) {
  return !name.empty() && name.find('/') == std::string::npos && name != "." && name != "..";
}

ParsedEntry entry_from_json(const json::Document& document, const json::Pointer& at) {
  if (!document.root().at(at).is_object()) return {std::nullopt, "it is not an object"};
  HighScore entry;
  EntryReader read(json::ObjectReader(document, at));
  read.text("when", entry.when);
  read.whole_number("score", entry.score);
  read.whole_number("floor", entry.floor);
  read.whole_number("level", entry.level);
  read.whole_number("xp", entry.xp);
  read.whole_number("turns", entry.turns);
  read.text("cause", entry.cause);
  read.seed("seed", entry.seed);
  read.boolean("won", entry.won);
  if (!read.problem().empty()) return {std::nullopt, read.problem()};
  // Optional, and only ever a plain file name: the game deletes replays no entry names.
  read.optional_text("replay", entry.replay);
  if (!is_plain_file_name(entry.replay)) entry.replay.clear();
  read.optional_text("summary", entry.summary);
  if (!is_plain_file_name(entry.summary)) entry.summary.clear();
  read.mods(entry.mods);
  read.optional_text("data", entry.data);  // optional in version 1
  read.check_lengths(entry);
  if (!read.problem().empty()) return {std::nullopt, read.problem()};
  // Optional too: older tables have no daily runs. A date that is not one would rank the entry
  // in the wrong table, so it rules the entry out.
  read.optional_text("daily", entry.daily);
  if (!entry.daily.empty() && !parse_calendar_date(entry.daily))
    return {std::nullopt, "\"daily\" must be a date written as YYYY-MM-DD"};
  return {std::move(entry), ""};
}

// Reads the entries of the list `key` ("scores" or "daily_scores") into `parsed`; `what` names
// an entry in a warning ("score", "daily score").
void read_score_list(const json::Document& document, const char* key, const std::string& what, ParsedTable& parsed) {
  const Json& list = document.root().at(key);
  const json::Pointer at(std::string("/") + key);
  for (std::size_t index = 0; index < list.size(); ++index) {
    ParsedEntry read = entry_from_json(document, at / index);
    if (read.entry) {
      parsed.entries.push_back(std::move(*read.entry));
    } else {
      parsed.left_out.push_back(what + " " + std::to_string(index + 1) + " was left out (" + read.problem + ")");
    }
  }
}

// Why the file's "version" rules it out, or an empty string when this game reads it.
std::string version_problem(const Json& root) {
  const auto version = root.find("version");
  if (version == root.end() || !version->is_number_integer()) return "it has no \"version\" number";
  const auto number = version->get<std::int64_t>();
  if (number > HighScoreTable::kFileVersion) {
    return "it was written by a newer Mouse King: file version " + std::to_string(number) + ", this game reads " +
           std::to_string(HighScoreTable::kFileVersion);
  }
  if (number != HighScoreTable::kFileVersion) return "it has an unknown version, " + std::to_string(number);
  return {};
}

ParsedTable parse_table(const std::string& text) {
  const json::ParseResult document = json::read_document(text, {.quote_text = false});
  if (!document.document) {
    return {{}, "it is not valid JSON: " + json::position_and_message(*document.error)};
  }
  const Json& root = document.document->root();
  if (!root.is_object()) return {{}, "it is not a JSON object"};
  if (std::string problem = version_problem(root); !problem.empty()) return {{}, std::move(problem)};
  const auto scores = root.find("scores");
  if (scores == root.end() || !scores->is_array()) return {{}, "it has no \"scores\" list"};
  // Optional: a table with no daily run has none.
  const auto daily = root.find("daily_scores");
  if (daily != root.end() && !daily->is_array()) return {{}, "its \"daily_scores\" is not a list"};
  // A bad entry costs only itself: the rest of the table is the player's too.
  ParsedTable parsed;
  read_score_list(*document.document, "scores", "score", parsed);
  if (daily != root.end()) read_score_list(*document.document, "daily_scores", "daily score", parsed);
  return parsed;
}

// "score 2 was left out (...), score 5 was left out (...)", the first few only.
std::string left_out_summary(const std::vector<std::string>& left_out) {
  constexpr std::size_t kNamed = 3;
  std::string summary;
  for (std::size_t i = 0; i < left_out.size() && i < kNamed; ++i) summary += (i > 0 ? ", " : "") + left_out[i];
  if (left_out.size() > kNamed) summary += ", and " + std::to_string(left_out.size() - kNamed) + " more";
  return summary;
}

// What is done with a file that cannot be used whole.
enum class BrokenTable { SetAside, LeaveAlone };

// Keeps an unusable file under a new name so the scores in it can still be
// recovered by hand, and starts a fresh table.
LoadedTable set_aside(const std::filesystem::path& path, const std::string& problem, BrokenTable broken) {
  const std::string unusable = "The high-score file " + path.string() + " could not be used (" + problem + ")";
  if (broken == BrokenTable::LeaveAlone) return {{}, unusable + "; it was left as it is.", false};
  const core::Result<std::filesystem::path> moved = core::set_file_aside(path);
  if (!moved) return {{}, unusable + " and " + moved.error() + "; later scores will not be saved over it.", false};
  return {{}, unusable + "; it was kept as " + moved->string() + " and a fresh table was started."};
}

// What became of a file with bad entries, first, so that a notice cut short still says where the
// file went; the entries left out and why come last.
std::string left_out_warning(const std::filesystem::path& path, const ParsedTable& parsed, const std::string& outcome) {
  const std::size_t kept = parsed.entries.size();
  return "The high-score file " + path.string() + " had scores that could not be read; " +
         (kept == 0   ? "no score could be kept"
          : kept == 1 ? "the other one was kept"
                      : "the other " + std::to_string(kept) + " were kept") +
         outcome + ": " + left_out_summary(parsed.left_out) + ".";
}

// Keeps the file as it was (the bad entries may be recovered by hand) and writes the good entries
// back in its place, so that the next start has them too.
LoadedTable keep_good_entries(const std::filesystem::path& path, ParsedTable parsed, BrokenTable broken) {
  LoadedTable loaded;
  // Inserting one by one puts a hand-edited file that is out of order or too
  // long into shape, under the same rules as a new run; ties keep the file's order.
  for (const HighScore& entry : parsed.entries) loaded.table.insert(entry);
  if (parsed.left_out.empty()) return loaded;
  if (broken == BrokenTable::LeaveAlone) {
    loaded.warning = left_out_warning(path, parsed, "; the file was left as it is");
    loaded.safe_to_save = false;
    return loaded;
  }
  const core::Result<std::filesystem::path> moved = core::set_file_aside(path);
  if (!moved) {
    loaded.warning = left_out_warning(
        path, parsed, ", but the file " + moved.error() + ", so later scores will not be saved over it");
    loaded.safe_to_save = false;
    return loaded;
  }
  // Beside the file, in the same folder: its name alone, so that the notice is not two long paths.
  const std::string aside = ", and the file as it was is kept beside it as " + moved->filename().string();
  const core::Result<void> written = parsed.entries.empty() ? core::Result<void>{} : loaded.table.save(path);
  loaded.warning = left_out_warning(
      path, parsed, written ? aside : aside + ", but they could not be written back (" + written.error() + ")");
  return loaded;
}

}  // namespace

int score_for(const RunSummary& summary) {
  const int win_bonus = summary.outcome == RunOutcome::Won ? kPointsForWin : 0;
  return summary.xp + kPointsPerFloor * deepest_floor(summary) + win_bonus;
}

HighScore from_summary(const RunSummary& summary, std::string when) {
  return {std::move(when),
          score_for(summary),
          deepest_floor(summary),
          summary.level,
          summary.xp,
          summary.turns,
          summary.cause,
          summary.seed,
          summary.outcome == RunOutcome::Won,
          "",
          "",
          {},
          "",
          summary.daily};
}

std::vector<std::string> mods_for_entry(std::vector<std::string> mods) {
  if (mods.size() <= HighScore::kMostMods) return mods;
  const std::size_t named = HighScore::kMostMods - 1;
  const std::size_t others = mods.size() - named;
  mods.resize(named);
  mods.push_back("and " + std::to_string(others) + " more mods");
  return mods;
}

namespace {

LoadedTable load_table(const std::filesystem::path& path, BrokenTable broken) {
  const core::FileRead file = core::read_regular_file(path, kHighScoresFileLimit);
  if (core::is_missing(file)) return {};
  ParsedTable parsed = file.ok() ? parse_table(*file) : ParsedTable{{}, "it could not be read: " + file.error()};
  if (!parsed.problem.empty()) return set_aside(path, parsed.problem, broken);
  return keep_good_entries(path, std::move(parsed), broken);
}

}  // namespace

LoadedTable HighScoreTable::load(const std::filesystem::path& path) {
  return load_table(path, BrokenTable::SetAside);
}

LoadedTable HighScoreTable::read(const std::filesystem::path& path) {
  return load_table(path, BrokenTable::LeaveAlone);
}

std::optional<int> HighScoreTable::insert(HighScore entry) {
  std::vector<HighScore>& table = entry.daily.empty() ? entries_ : daily_entries_;
  // After every equal score, so an earlier run keeps its place in a tie.
  const auto place = std::upper_bound(table.begin(), table.end(), entry.score,
                                      [](int score, const HighScore& existing) { return score > existing.score; });
  const int rank = static_cast<int>(place - table.begin());
  if (rank >= kMaxEntries) return std::nullopt;
  table.insert(place, std::move(entry));
  if (static_cast<int>(table.size()) > kMaxEntries) table.pop_back();
  return rank;
}

core::Result<void> HighScoreTable::save(const std::filesystem::path& path) const {
  Json scores = Json::array();
  for (const HighScore& entry : entries_) scores.push_back(to_json(entry));
  Json root{{"version", kFileVersion}, {"scores", std::move(scores)}};
  // Written only when there are some: a table without daily runs stays as older games wrote it.
  if (!daily_entries_.empty()) {
    Json daily = Json::array();
    for (const HighScore& entry : daily_entries_) daily.push_back(to_json(entry));
    root["daily_scores"] = std::move(daily);
  }
  // Replace bad UTF-8 (a modder's odd monster name) rather than throw and lose the table.
  const std::string text = root.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
  return core::write_file_atomically(path, text);
}

}  // namespace game
