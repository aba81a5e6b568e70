// SPDX-License-Identifier: MIT
#include "replay_figures.h"

#include <string>

#include "byte_text.h"
#include "core/rng.h"
#include "game/replay/replay.h"
#include "game/replay/replay_keyframes.h"
#include "game/replay/state_hash.h"
#include "game/session/content_library.h"
#include "long_replay_figures.h"

namespace bench {

namespace {

constexpr const char* kLongReplay = "seed59-death-on-floor-8.json";
constexpr std::size_t kStepBack = 100;

double keyframe_bytes(const game::ReplayKeyframes& keyframes) {
  double bytes = 0;
  for (const game::Keyframe& keyframe : keyframes.keyframes()) bytes += static_cast<double>(keyframe.state.size());
  return bytes;
}

// Positions to step back from, spread over the whole replay by fixed dice so every run measures the same.
std::vector<std::size_t> step_back_targets(std::size_t length) {
  core::Rng dice(100);
  std::vector<std::size_t> targets;
  for (int i = 0; i < 64; ++i) {
    const auto from = static_cast<std::size_t>(dice.uniform_int(static_cast<int>(kStepBack), static_cast<int>(length)));
    targets.push_back(from - kStepBack);
  }
  return targets;
}

FigureRow step_back_figure(const game::Replay& replay, const std::shared_ptr<const game::EntityFactory>& factory,
                           std::size_t interval, const SamplingPlan& plan) {
  game::ReplayKeyframes keyframes(replay, factory, interval);
  keyframes.read_all();
  const std::vector<std::size_t> targets = step_back_targets(replay.actions.size());
  std::size_t next = 0;
  const Spread spread =
      measure(plan, 1, [&] { keep(game::state_hash(keyframes.world_at(targets[next++ % targets.size()])) & 1); });
  const std::string chosen = interval == game::ReplayKeyframes::kKeyframeInterval ? " (the game's)" : "";
  return {"Replay: step back 100 actions, keyframes every " + std::to_string(interval) + chosen, measured(spread),
          std::nullopt,
          std::to_string(keyframes.keyframes().size()) + " keyframes, " + megabytes_text(keyframe_bytes(keyframes)) +
              "; " + kLongReplay};
}

}  // namespace

std::vector<FigureRow> replay_figures(const SamplingPlan& plan) {
  game::ContentLibrary content(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  const core::Result<game::Replay> replay =
      game::load_replay(std::string(MOUSEKING_BENCHMARK_REPLAYS_DIR) + "/" + kLongReplay);
  if (!content.load() || !replay.ok()) {
    return {{"Replay: step back 100 actions", missing("the replay or the content failed to load"), std::nullopt, ""}};
  }
  const std::string length = std::to_string(replay->actions.size()) + " actions of " + kLongReplay;
  const Spread played = measure(plan, 1, [&] { keep(game::play_replay(*replay, content.factory()).turn()); });
  const Spread opened = measure(plan, 1, [&] {
    game::ReplayKeyframes keyframes(*replay, content.factory());
    keyframes.read_all();
    keep(keyframes.keyframes().size());
  });
  const game::World finished = game::play_replay(*replay, content.factory());
  const Spread end_hash = measure(plan, 1, [&] { keep(game::state_hash(finished)); });
  std::vector<FigureRow> rows{
      {"Replay: play it through (no keyframes)", measured(played), std::nullopt, length},
      {"Replay: the state hash at its end (every frame at the end paid it before; now once)", measured(end_hash),
       std::nullopt, length},
      {"Replay: open it for scrubbing (play through, take keyframes)", measured(opened), std::nullopt, length}};
  for (const std::size_t interval : {10u, 25u, 50u, 100u}) {
    rows.push_back(step_back_figure(*replay, content.factory(), interval, plan));
  }
  for (FigureRow& long_replay : long_replay_figures(plan)) rows.push_back(std::move(long_replay));
  return rows;
}

}  // namespace bench
