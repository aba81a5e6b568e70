// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "content/content_fingerprint.h"
#include "core/result.h"
#include "game/saving/save_failure.h"
#include "game/saving/saved_json_reader.h"
#include "game/world/world.h"

namespace game {

// A world read back, and the content it was saved with.
struct RestoredWorld {
  World world;
  // nullopt when the save does not say (saved before fingerprints).
  std::optional<content::ContentFingerprint> recorded_content;
};

// The world, or the first problem found, naming the field ("floors[2].entities[5].hp: expected ...").
using WorldRead = core::Result<RestoredWorld, SaveFailure>;

// Turns a World into JSON and back. The JSON holds everything that decides
// what happens next (every visited floor with what the player has seen, the
// entities, the player, the dice), plus the messages, the kinds of monster
// seen and the actions taken, so a loaded run plays on exactly as the saved
// one would have.
class WorldCodec {
 public:
  // What the state hash covers: all of the above except the messages, the
  // kinds seen and the actions, which tell what happened (and whether a first
  // sight is news) but change nothing that happens next.
  static nlohmann::json play_state(const World& world);
  // play_state plus the messages, the kinds of monster seen, the actions and the fingerprint of the
  // content the world runs on (which is not part of the state hash: a recorded replay's hash does not
  // depend on it).
  static nlohmann::json to_json(const World& world);
  // to_json without the actions, for a replay's keyframe: the replay holds them, and writing them into
  // every keyframe would make taking keyframes cost as the square of the replay's length.
  static nlohmann::json to_json_without_actions(const World& world);
  // Every number is checked against its bounds and every name against the
  // factory's data; nothing a file holds can crash the game. The run's own
  // counters are read within `limits`, the ones the world plays within.
  static WorldRead from_json(const nlohmann::json& root, std::shared_ptr<const EntityFactory> factory,
                             const RunLimits& limits = kRunLimits);
  // A world read from to_json_without_actions takes back the actions it had taken (the replay's first
  // ones), already read, rather than as text to parse again.
  static void give_back_actions(World& world, std::vector<Action> actions);
};

}  // namespace game
