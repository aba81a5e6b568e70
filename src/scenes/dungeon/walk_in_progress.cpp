// SPDX-License-Identifier: MIT
#include "scenes/dungeon/walk_in_progress.h"

#include <algorithm>

#include "render/app.h"

namespace scenes {

static_assert(WalkInProgress::kTicksPerSecond == render::App::kTicksPerSecond, "walks count the App's ticks");

void WalkInProgress::start(game::Walk walk, int steps_per_second) {
  notices_ = walk.take_notices();
  walk_ = std::move(walk);
  steps_per_second_ = std::max(1, steps_per_second);
  credit_ = std::max(0, kTicksPerSecond - steps_per_second_);  // the first tick earns a whole step
}

std::optional<game::WalkStop> WalkInProgress::tick(const game::World& world, const Perform& perform) {
  if (!walk_) return std::nullopt;
  credit_ += steps_per_second_;
  while (credit_ >= kTicksPerSecond && !walk_->over()) {
    credit_ -= kTicksPerSecond;
    const std::optional<game::Action> action = walk_->next_action(world);
    if (!action) break;  // the walk is over: ending() says why
    walk_->after_step(world, perform(*action));
    for (std::string& notice : walk_->take_notices()) notices_.push_back(std::move(notice));
  }
  if (!walk_->over()) return std::nullopt;
  game::WalkStop ending = walk_->ending();
  walk_.reset();
  return ending;
}

}  // namespace scenes
