// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/content_fingerprint.h"
#include "core/result.h"
#include "game/model/action.h"
#include "game/world/world.h"

namespace game {

// A run as a seed and the player's actions, which is all it takes to play it
// again exactly with the same content; `final_hash` is the state hash the run ended with, when known.
struct Replay {
  std::uint64_t seed = 0;
  std::vector<Action> actions = {};
  std::optional<std::uint64_t> final_hash = {};
  // The content it was recorded with; nullopt for a replay recorded before fingerprints (unknown).
  std::optional<content::ContentFingerprint> content = {};
};

// The replay of a run so far, with its current state hash and the content the world runs on.
Replay replay_of(const World& world);

// A replay file's text, and back. A problem names the field and what was wrong.
std::string replay_text(const Replay& replay);
core::Result<Replay> read_replay(std::string_view text);

// Writes a replay atomically; a failed result says why it could not.
core::Result<void> write_replay(const Replay& replay, const std::filesystem::path& path);
// Reads a replay file; a missing or unreadable file is a problem like any other.
core::Result<Replay> load_replay(const std::filesystem::path& path);

// What to tell the viewer before `replay` plays on `factory`'s content when it was recorded with other
// content ("recorded with monsters.json as it was; it has changed since ..."); empty when the content is
// the same or the replay does not say.
std::string content_notice(const Replay& replay, const EntityFactory& factory);

// Plays every action of `replay` on a new run of its seed.
World play_replay(const Replay& replay, std::shared_ptr<const EntityFactory> factory);

// The folder of the player's replays, and the file of the latest run.
inline std::filesystem::path replays_dir(const std::filesystem::path& user_dir) {
  return user_dir / "replays";
}
inline std::filesystem::path last_run_replay_path(const std::filesystem::path& user_dir) {
  return replays_dir(user_dir) / "last-run.json";
}

}  // namespace game
