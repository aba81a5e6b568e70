#include "scenes/walk_in_progress.h"

namespace scenes {

void WalkInProgress::start(game::Walk walk) {
  walk_ = std::move(walk);
  ticks_until_step_ = 0;  // the first step at once, so a walk answers its key like a step does
}

std::optional<game::WalkStop> WalkInProgress::tick(const game::World& world, const Perform& perform) {
  if (!walk_) return std::nullopt;
  if (ticks_until_step_ > 0) {
    --ticks_until_step_;
    return std::nullopt;
  }
  ticks_until_step_ = kTicksPerStep - 1;
  if (const std::optional<game::Action> action = walk_->next_action(world)) {
    walk_->after_step(world, perform(*action));
  }
  if (!walk_->over()) return std::nullopt;
  game::WalkStop ending = walk_->ending();
  walk_.reset();
  return ending;
}

}  // namespace scenes
