// SPDX-License-Identifier: MIT
#include "game/session/run_keeper.h"

#include "game/replay/replay.h"
#include "game/saving/save_file.h"

namespace game {

void RunKeeper::after_action(World& world, const TurnReport& report) {
  if (report.run_over) return finish(world);
  if (!report.floor_changed) return;
  // Tried again on the next floor and on quitting; the player should know meanwhile.
  if (const core::Result<void> saved = save(world); !saved) tell_unsaved(world, saved.error());
}

core::Result<void> RunKeeper::begin(World& world) {
  core::Result<void> kept = keep(world);
  if (!kept) tell_unsaved(world, kept.error());
  return kept;
}

void RunKeeper::tell_unsaved(World& world, const std::string& problem) {
  world.tell("The run could not be saved: " + problem);
}

core::Result<void> RunKeeper::keep(const World& world) {
  if (world.run_over()) return {};
  return save(world);
}

bool RunKeeper::has_save() const {
  if (!saved_before_) return false;
  std::error_code ignored;
  return std::filesystem::is_regular_file(std::filesystem::symlink_status(save_path(user_dir_), ignored));
}

core::Result<void> RunKeeper::save(const World& world) {
  core::Result<void> saved = save_run(world, save_path(user_dir_));
  if (saved) saved_before_ = true;
  return saved;
}

void RunKeeper::finish(World& world) {
  if (finished_) return;
  finished_ = true;
  if (!delete_save(save_path(user_dir_))) world.tell("The finished run's save could not be deleted.");
  const std::filesystem::path replay_path = last_run_replay_path(user_dir_);
  if (!world.replayable()) {
    // Its seed and actions would not give this run back; an older replay must not pass for it.
    std::error_code ignored;
    std::filesystem::remove(replay_path, ignored);
  } else if (const core::Result<void> written = write_replay(replay_of(world), replay_path); !written) {
    world.tell("The replay could not be kept: " + written.error());
  }
}

}  // namespace game
