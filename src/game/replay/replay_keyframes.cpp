// SPDX-License-Identifier: MIT
#include "game/replay/replay_keyframes.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "game/replay/state_hash.h"
#include "game/saving/world_codec.h"

namespace game {

Keyframe make_keyframe(const World& world, std::size_t position) {
  const nlohmann::json state = WorldCodec::to_json_without_actions(world);
  return {position, nlohmann::json::to_msgpack(state), state_hash(world)};
}

core::Result<World> restore_keyframe(const Keyframe& keyframe, std::span<const Action> actions_before,
                                     std::shared_ptr<const EntityFactory> factory) {
  const std::string where = "The keyframe at action " + std::to_string(keyframe.position);
  nlohmann::json root = nlohmann::json::from_msgpack(keyframe.state, true, false);
  if (!root.is_object()) return core::Failure{where + " cannot be read."};
  root["actions"] = nlohmann::json::array();
  WorldRead read = WorldCodec::from_json(root, std::move(factory));
  if (!read.ok()) return core::Failure{where + " cannot be read: " + read.error()};
  World world = std::move(read->world);
  WorldCodec::give_back_actions(world, {actions_before.begin(), actions_before.end()});
  if (state_hash(world) != keyframe.hash) {
    return core::Failure{where +
                         " does not have the state hash recorded with it; it is played again from an "
                         "earlier point instead."};
  }
  return world;
}

// In slices rather than up front: playing it all takes 30-45 ms for the 3,430 actions of
// seed16-death-on-floor-8 and 110-140 ms with the keyframes (the benchmark's "replays" figures), but a
// recording may hold 10 million actions, minutes of play with the window frozen. The timeline marks
// the floor starts as the reading finds them.
ReplayKeyframes::ReplayKeyframes(Replay replay, std::shared_ptr<const EntityFactory> factory, std::size_t interval)
    : replay_(std::move(replay)),
      factory_(std::move(factory)),
      interval_(std::max({interval, std::size_t{1}, replay_.actions.size() / kMostKeyframes + 1})),
      reader_(Reader{World(replay_.seed, factory_), 0}) {
  floor_starts_.push_back({0, reader_->world.floor_number()});
  keyframes_.push_back(make_keyframe(reader_->world, 0));
  if (replay_.actions.empty()) reader_.reset();
}

void ReplayKeyframes::read_more(std::size_t action_budget) {
  for (std::size_t slice = 0; reader_ && slice < action_budget; ++slice) {
    World& world = reader_->world;
    const int floor_before = world.floor_number();
    world.perform(replay_.actions[reader_->played]);
    const std::size_t played = ++reader_->played;
    if (world.floor_number() != floor_before) floor_starts_.push_back({played, world.floor_number()});
    if (played % interval_ == 0) keyframes_.push_back(make_keyframe(world, played));
    if (played == replay_.actions.size()) reader_.reset();
  }
}

void ReplayKeyframes::read_all() {
  read_more(replay_.actions.size());
}

int ReplayKeyframes::percent_read() const {
  if (complete()) return 100;
  return static_cast<int>(built() * 100 / replay_.actions.size());
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
