// SPDX-License-Identifier: MIT
#include "game/session/run_keeper.h"

#include "game/replay/replay.h"
#include "game/saving/save_file.h"

namespace game {

void RunKeeper::after_action(World& world, const TurnReport& report) {
  if (report.run_over) return finish(world);
  if (!report.floor_changed) return;
  // Tried again on the next floor and on quitting; the player should know meanwhile.
  if (const std::string problem = save(world); !problem.empty()) tell_unsaved(world, problem);
}

std::string RunKeeper::begin(World& world) {
  const std::string problem = keep(world);
  if (!problem.empty()) tell_unsaved(world, problem);
  return problem;
}

void RunKeeper::tell_unsaved(World& world, const std::string& problem) {
  world.tell("The run could not be saved: " + problem);
}

std::string RunKeeper::keep(const World& world) {
  return world.run_over() ? "" : save(world);
}

bool RunKeeper::has_save() const {
  if (!saved_before_) return false;
  std::error_code ignored;
  return std::filesystem::is_regular_file(std::filesystem::symlink_status(save_path(user_dir_), ignored));
}

std::string RunKeeper::save(const World& world) {
  std::string error;
  if (save_run(world, save_path(user_dir_), error)) {
    saved_before_ = true;
    return "";
  }
  return error.empty() ? "the file could not be written" : error;
}

void RunKeeper::finish(World& world) {
  if (finished_) return;
  finished_ = true;
  if (!delete_save(save_path(user_dir_))) world.tell("The finished run's save could not be deleted.");
  const std::filesystem::path replay_path = last_run_replay_path(user_dir_);
  std::string error;
  if (!world.replayable()) {
    // Its seed and actions would not give this run back; an older replay must not pass for it.
    std::error_code ignored;
    std::filesystem::remove(replay_path, ignored);
  } else if (!write_replay(replay_of(world), replay_path, error)) {
    world.tell("The replay could not be kept: " + error);
  }
}

}  // namespace game
