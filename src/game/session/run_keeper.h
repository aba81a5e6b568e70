// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>

#include "core/result.h"
#include "game/world/world.h"

namespace game {

// Keeps the player's run on disk, so closing the game never loses it: saved
// when it begins, whenever the floor changes and when the game closes. When
// the run ends the save is deleted (permadeath) and its replay is kept as the
// last run's. A save that fails leaves the previous one as it was.
class RunKeeper {
 public:
  // `user_dir` is the player's own folder; `saved_before` says that the save
  // there is this run's (it was continued from it), not another run's.
  explicit RunKeeper(std::filesystem::path user_dir, bool saved_before = false)
      : user_dir_(std::move(user_dir)), saved_before_(saved_before) {}

  // After each action, told what it did: saves when the player reached
  // another floor, and settles the files when the run ended. Either failing
  // is said in the run's message log, which the player is looking at.
  void after_action(World& world, const TurnReport& report);
  // A new run begins: saved at once, and a failure is said in its message log,
  // which the player is about to look at (later saves retry); the result says why it failed.
  core::Result<void> begin(World& world);
  // A run begins, the game is closing or going back to the title: saves
  // unless the run is over. A failed result says why; the caller says it where the
  // player will see it, since the world's message log may never be shown again.
  core::Result<void> keep(const World& world);
  // Whether a save of this run is on disk: after a failed save, the previous
  // one. A save this keeper neither wrote nor was told of is not counted.
  bool has_save() const;

 private:
  core::Result<void> save(const World& world);
  static void tell_unsaved(World& world, const std::string& problem);
  void finish(World& world);

  std::filesystem::path user_dir_;
  bool saved_before_ = false;  // the save on disk, if any, is this run's
  bool finished_ = false;
};

}  // namespace game
