// SPDX-License-Identifier: MIT
#include "game/replay/replay_keyframes.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "game/replay/state_hash.h"
#include "game/saving/world_codec.h"

namespace game {

Keyframe make_keyframe(const World& world, std::size_t position) {
  nlohmann::json state = WorldCodec::to_json(world);
  state.erase("actions");
  return {position, nlohmann::json::to_msgpack(state), state_hash(world)};
}

core::Result<World> restore_keyframe(const Keyframe& keyframe, std::span<const Action> actions_before,
                                     std::shared_ptr<const EntityFactory> factory) {
  const std::string where = "The keyframe at action " + std::to_string(keyframe.position);
  nlohmann::json root = nlohmann::json::from_msgpack(keyframe.state, true, false);
  if (!root.is_object()) return core::Failure{where + " cannot be read."};
  nlohmann::json& actions = root["actions"] = nlohmann::json::array();
  for (const Action& action : actions_before) actions.push_back(to_text(action));
  WorldRead read = WorldCodec::from_json(root, std::move(factory));
  if (!read.ok()) return core::Failure{where + " cannot be read: " + read.error()};
  World world = std::move(read->world);
  if (state_hash(world) != keyframe.hash) {
    return core::Failure{where +
                         " does not have the state hash recorded with it; it is played again from an "
                         "earlier point instead."};
  }
  return world;
}

// Up front rather than as playback passes: the timeline marks every floor start before the replay plays,
// and only playing it all finds them (30-45 ms for the 3,430 actions of seed16-death-on-floor-8); taking the
// keyframes in the same pass makes it 110-140 ms once, when the replay opens (the benchmark's "replays"
// figures). Lazily, a click far ahead on the timeline would pay the same, later and unannounced.
ReplayKeyframes::ReplayKeyframes(const Replay& replay, std::shared_ptr<const EntityFactory> factory,
                                 std::size_t interval)
    : replay_(replay),
      factory_(std::move(factory)),
      interval_(std::max({interval, std::size_t{1}, replay.actions.size() / kMostKeyframes + 1})) {
  World world(replay_.seed, factory_);
  floor_starts_.push_back({0, world.floor_number()});
  for (std::size_t played = 0;; ++played) {
    if (played % interval_ == 0) keyframes_.push_back(make_keyframe(world, played));
    if (played == replay_.actions.size()) break;
    const int floor_before = world.floor_number();
    world.perform(replay_.actions[played]);
    if (world.floor_number() != floor_before) floor_starts_.push_back({played + 1, world.floor_number()});
  }
}

World ReplayKeyframes::world_at(std::size_t position) {
  position = std::min(position, replay_.actions.size());
  auto [world, played] = restore_nearest(position);
  for (; played < position; ++played) world.perform(replay_.actions[played]);
  return std::move(world);
}

// The latest keyframe at or before `position` whose hash holds; a new run of the seed when none does.
ReplayKeyframes::Restored ReplayKeyframes::restore_nearest(std::size_t position) {
  for (std::size_t index = std::min(position / interval_ + 1, keyframes_.size()); index-- > 0;) {
    const Keyframe& keyframe = keyframes_[index];
    core::Result<World> restored =
        restore_keyframe(keyframe, std::span(replay_.actions).first(keyframe.position), factory_);
    if (restored.ok()) return {std::move(restored).value(), keyframe.position};
    if (std::find(problems_.begin(), problems_.end(), restored.error()) == problems_.end())
      problems_.push_back(restored.error());
  }
  return {World(replay_.seed, factory_), 0};
}

std::optional<std::size_t> ReplayKeyframes::next_floor_start(std::size_t position) const {
  for (const FloorStart& start : floor_starts_) {
    if (start.position > position) return start.position;
  }
  return std::nullopt;
}

std::optional<std::size_t> ReplayKeyframes::previous_floor_start(std::size_t position) const {
  for (auto start = floor_starts_.rbegin(); start != floor_starts_.rend(); ++start) {
    if (start->position < position) return start->position;
  }
  return std::nullopt;
}

}  // namespace game
