#pragma once

#include <filesystem>
#include <string>

#include "game/world/world.h"

namespace game {

// Keeps the player's run on disk, so closing the game never loses it: saved
// when it begins, whenever the floor changes and when the game closes. When
// the run ends the save is deleted (permadeath) and its replay is kept as the last run's.
class RunKeeper {
 public:
  // `user_dir` is the player's own folder.
  explicit RunKeeper(std::filesystem::path user_dir) : user_dir_(std::move(user_dir)) {}

  // After each action, told what it did: saves when the player reached
  // another floor, and settles the files when the run ended.
  void after_action(World& world, const TurnReport& report);
  // A run begins, the game is closing or going back to the title: saves unless the run is over.
  void keep(World& world);

 private:
  void save(World& world);
  void finish(World& world);

  std::filesystem::path user_dir_;
  bool finished_ = false;
};

}  // namespace game
