// SPDX-License-Identifier: MIT
#include "long_replay_figures.h"

#include <nlohmann/json.hpp>
#include <string>

#include "game/replay/replay.h"
#include "game/replay/replay_keyframes.h"
#include "game/replay/state_hash.h"
#include "game/saving/world_codec.h"
#include "game/session/content_library.h"
#include "scenes/dungeon/replay_scene.h"

namespace bench {

namespace {

// Long enough that writing out every action before a keyframe shows, short enough to read in a second.
constexpr std::size_t kWaits = 20'000;
constexpr std::uint64_t kSeed = 3;

// A keyframe as it was taken before: the whole save, its actions written as text and then dropped.
game::Keyframe keyframe_with_actions_dropped(const game::World& world, std::size_t position) {
  nlohmann::json state = game::WorldCodec::to_json(world);
  state.erase("actions");
  return {position, nlohmann::json::to_msgpack(state), game::state_hash(world)};
}

// A keyframe restored as before: the actions before it written into it as text and read back.
std::uint64_t restore_through_action_texts(const game::Keyframe& keyframe, const game::Replay& replay,
                                           const std::shared_ptr<const game::EntityFactory>& factory) {
  nlohmann::json root = nlohmann::json::from_msgpack(keyframe.state, true, false);
  nlohmann::json& actions = root["actions"] = nlohmann::json::array();
  for (std::size_t i = 0; i < keyframe.position; ++i) actions.push_back(game::to_text(replay.actions[i]));
  const game::WorldRead read = game::WorldCodec::from_json(root, factory);
  return read.ok() ? game::state_hash(read->world) : 0;
}

FigureRow row(std::string figure, const Spread& spread, std::string note) {
  return {std::move(figure), measured(spread), std::nullopt, std::move(note)};
}

std::vector<FigureRow> first_frame_figures(const game::Replay& replay,
                                           const std::shared_ptr<const game::EntityFactory>& factory,
                                           const SamplingPlan& plan) {
  constexpr std::size_t kSlice = scenes::ReplayScene::kActionsReadPerTick;
  const std::string waits = std::to_string(kWaits) + " waits";
  const Spread up_front = measure(plan, 1, [&] {
    game::ReplayKeyframes keyframes(replay, factory);
    keyframes.read_all();
    keep(keyframes.keyframes().size());
  });
  const Spread sliced = measure(plan, 1, [&] {
    game::ReplayKeyframes keyframes(replay, factory);
    keyframes.read_more(kSlice);
    keep(keyframes.keyframes().size());
  });
  return {row("Replay: open " + waits + ", time to first frame, every keyframe up front (as before)", up_front,
              "the whole replay read before drawing"),
          row("Replay: open " + waits + ", time to first frame, a slice a tick (now)", sliced,
              "the start and the first tick's " + std::to_string(kSlice) + " actions")};
}

std::vector<FigureRow> late_keyframe_figures(const game::Replay& replay,
                                             const std::shared_ptr<const game::EntityFactory>& factory,
                                             const SamplingPlan& plan) {
  const game::World world = game::play_replay(replay, factory);
  const std::string where = "after " + std::to_string(kWaits) + " waits";
  const Spread taken_before = measure(plan, 1, [&] { keep(keyframe_with_actions_dropped(world, kWaits).hash); });
  const Spread taken_now = measure(plan, 1, [&] { keep(game::make_keyframe(world, kWaits).hash); });
  const game::Keyframe keyframe = game::make_keyframe(world, kWaits);
  const Spread restored_before =
      measure(plan, 1, [&] { keep(restore_through_action_texts(keyframe, replay, factory)); });
  const Spread restored_now = measure(plan, 1, [&] {
    const core::Result<game::World> restored = game::restore_keyframe(keyframe, replay.actions, factory);
    keep(restored.ok() ? restored->turn() : 0);
  });
  return {row("Replay: take a keyframe, actions written then dropped (before)", taken_before, where),
          row("Replay: take a keyframe, actions left out (now)", taken_now, where),
          row("Replay: restore a keyframe, actions read back from text (before)", restored_before, where),
          row("Replay: restore a keyframe, actions given back (now)", restored_now, where)};
}

}  // namespace

std::vector<FigureRow> long_replay_figures(const SamplingPlan& plan) {
  game::ContentLibrary content(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  if (!content.load()) return {{"Replay: open a long replay", missing("the content failed to load"), std::nullopt, ""}};
  const game::Replay replay{.seed = kSeed, .actions = std::vector(kWaits, game::Action::wait())};
  std::vector<FigureRow> rows = first_frame_figures(replay, content.factory(), plan);
  for (FigureRow& late : late_keyframe_figures(replay, content.factory(), plan)) rows.push_back(std::move(late));
  return rows;
}

}  // namespace bench
