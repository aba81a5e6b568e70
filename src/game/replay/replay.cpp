// SPDX-License-Identifier: MIT
#include "game/replay/replay.h"

#include <nlohmann/json.hpp>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/hexadecimal.h"
#include "game/replay/state_hash.h"
#include "game/saving/action_list_codec.h"
#include "game/saving/fingerprint_codec.h"
#include "game/saving/saved_json_reader.h"
#include "game/saving/world_codec.h"
#include "json/document.h"

namespace game {

namespace {

constexpr const char* kReplayFormatName = "Mouse King replay";
constexpr int kFormatVersion = 1;
// A long run's replay is a few megabytes; anything far larger is not one the game wrote.
constexpr std::size_t kReplayFileLimit = 256 * 1024 * 1024;

std::optional<std::uint64_t> read_final_hash(SavedJsonReader& reader) {
  if (!reader.has("final_hash")) return std::nullopt;
  const std::optional<std::uint64_t> hash = core::from_hexadecimal(reader.string("final_hash", 16));
  if (!hash) reader.fail("final_hash", "expected 16 hexadecimal digits");
  return hash;
}

}  // namespace

Replay replay_of(const World& world) {
  return {world.seed(), world.actions(), state_hash(world), world.content().fingerprint};
}

std::string replay_text(const Replay& replay) {
  nlohmann::ordered_json actions = nlohmann::ordered_json::array();
  for (const Action& action : replay.actions) actions.push_back(to_text(action));
  nlohmann::ordered_json root{{"format", kReplayFormatName}, {"version", kFormatVersion}, {"seed", replay.seed}};
  if (replay.final_hash) root["final_hash"] = core::to_hexadecimal(*replay.final_hash);
  if (replay.content) root[kFingerprintKey] = fingerprint_json(*replay.content);
  root["actions"] = std::move(actions);
  // One action per line keeps checked-in replays readable and their diffs small.
  return root.dump(1, ' ') + "\n";
}

core::Result<Replay> read_replay(std::string_view text) {
  if (text.size() > kReplayFileLimit) return core::Failure{"the file is far larger than any replay"};
  json::ParseResult parsed = json::read_document(text, {.max_depth = 8, .max_bytes = kReplayFileLimit});
  if (!parsed.document) {
    return core::Failure{json::position_and_message(*parsed.error)};
  }
  std::string problem;
  SavedJsonReader reader(parsed.document->root(), problem);
  if (reader.string("format", 40) != kReplayFormatName && reader.ok())
    reader.fail("format", "this is not a Mouse King replay");
  const int version = reader.integer("version", 1, 1'000'000);
  if (reader.ok() && version != kFormatVersion) {
    reader.fail("version", "is " + std::to_string(version) + "; this game plays replays of version " +
                               std::to_string(kFormatVersion));
  }
  Replay replay{.seed = reader.unsigned_integer("seed")};
  replay.final_hash = read_final_hash(reader);
  replay.content = read_fingerprint(reader);
  replay.actions = read_actions(reader, "actions", kRunLimits.recorded_actions);
  if (!reader.ok()) return core::Failure{problem};
  return replay;
}

core::Result<void> write_replay(const Replay& replay, const std::filesystem::path& path) {
  std::error_code folder_error;
  std::filesystem::create_directories(path.parent_path(), folder_error);
  return core::write_file_atomically(path, replay_text(replay));
}

core::Result<Replay> load_replay(const std::filesystem::path& path) {
  const core::FileRead read = core::read_regular_file(path, kReplayFileLimit);
  if (!read.ok()) return core::Failure{"the file cannot be read: " + read.error()};
  return read_replay(*read);
}

std::string content_notice(const Replay& replay, const EntityFactory& factory) {
  return recorded_with_other_data(replay.content, factory.database().fingerprint);
}

World play_replay(const Replay& replay, std::shared_ptr<const EntityFactory> factory) {
  World world(replay.seed, std::move(factory));
  for (const Action& action : replay.actions) world.perform(action);
  return world;
}

}  // namespace game
