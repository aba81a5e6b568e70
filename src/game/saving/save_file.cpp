// SPDX-License-Identifier: MIT
#include "game/saving/save_file.h"

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/set_aside.h"
#include "game/saving/fingerprint_codec.h"
#include "game/saving/saved_json_reader.h"
#include "game/saving/world_codec.h"
#include "json/document.h"

namespace game {

namespace {

constexpr const char* kSaveFormatName = "Mouse King save";
// A long run's save is a few megabytes; anything far larger is not ours.
constexpr std::size_t kSaveFileLimit = 256 * 1024 * 1024;

std::string syntax_problem(const json::SyntaxError& error) {
  const std::string where =
      " (line " + std::to_string(error.position.line) + ", column " + std::to_string(error.position.column) + ")";
  // The parser ran into the end of the file mid-value: the file was cut short.
  if (error.kind == json::SyntaxErrorKind::EndsEarly) return "it ends too early, so it is incomplete" + where;
  return "it is damaged: " + error.message + where;
}

// Empty when this game can read the format the file says it has.
std::string format_problem(const nlohmann::json& root) {
  const auto format = root.find("format");
  const auto version = root.find("version");
  if (format == root.end() || *format != kSaveFormatName) return "it is not a Mouse King save";
  if (version == root.end() || !version->is_number_integer()) return "it does not say which save format it has";
  const std::int64_t number = version->get<std::int64_t>();
  if (number > kSaveFormatVersion) {
    return "it was made by a newer version of Mouse King (save format " + std::to_string(number) +
           "; this game reads format " + std::to_string(kSaveFormatVersion) + ")";
  }
  if (number < kSaveFormatVersion) {
    return "it was made by an older version of Mouse King (save format " + std::to_string(number) +
           ") that this game cannot read";
  }
  return "";
}

SaveFailure refused_save(std::string problem) {
  return {.message = std::move(problem), .data_mismatch = false};
}

SavedRun not_continued(std::string notice) {
  return {std::nullopt, std::move(notice), false};
}

}  // namespace

std::string save_text(const World& world) {
  nlohmann::json root = WorldCodec::to_json(world);
  root["format"] = kSaveFormatName;
  root["version"] = kSaveFormatVersion;
  // One line per value would triple the size; a save is read by the game, not by people.
  return root.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

core::Result<void> save_run(const World& world, const std::filesystem::path& path) {
  return core::write_file_atomically(path, save_text(world));
}

SaveRead read_save(std::string_view text, std::shared_ptr<const EntityFactory> factory) {
  if (text.size() > kSaveFileLimit) return refused_save("it is far larger than any save");
  json::ParseResult parsed =
      json::read_document(text, {.max_depth = 16, .max_bytes = kSaveFileLimit, .quote_text = false});
  if (!parsed.document) return refused_save(syntax_problem(*parsed.error));
  const nlohmann::json& root = parsed.document->root();
  if (!root.is_object()) return refused_save("it is not a Mouse King save");
  if (std::string problem = format_problem(root); !problem.empty()) return refused_save(problem);
  const content::ContentFingerprint& now = factory->database().fingerprint;
  WorldRead read = WorldCodec::from_json(root, factory);
  if (!read) {
    return SaveFailure{.message = "it does not fit this game: " + read.error(),
                       .data_mismatch = read.failure().data_mismatch};
  }
  std::string notice = saved_with_other_data(read->recorded_content, now);
  return SavedWorld{.world = std::move(read->world), .data_notice = std::move(notice)};
}

SavedRun load_saved_run(const std::filesystem::path& path, std::shared_ptr<const EntityFactory> factory) {
  const core::FileRead file = core::read_regular_file(path, kSaveFileLimit);
  if (core::is_missing(file)) return {};
  SaveRead read = file.ok() ? read_save(*file, std::move(factory)) : refused_save("it cannot be read: " + file.error());
  if (read) return {std::move(read->world), std::move(read->data_notice), false};
  const std::string unusable = "The saved run in " + path.string() + " could not be loaded: " + read.error() + ".";
  if (read.failure().data_mismatch) {
    return {std::nullopt,
            unusable + " It is left as it is, to continue once the game's data has that again; New game sets it aside.",
            true};
  }
  const core::Result<std::filesystem::path> moved = core::set_file_aside(path);
  if (!moved) return not_continued(unusable + " It " + moved.error() + ".");
  return not_continued(unusable + " It was kept as " + moved->string() + "; a new game can start.");
}

bool delete_save(const std::filesystem::path& path) {
  std::error_code error;
  std::filesystem::remove(path, error);
  return !error;
}

}  // namespace game
