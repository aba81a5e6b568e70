// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <memory>

#include "game/session/content_library.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

// The shipped data with test dummies whose numbers are certain, and two plates whose finding is: the
// Training Dummy stands still and never hurts, the Sleepy Dummy always sleeps and sees 2 tiles; the
// Obvious Plate is noticed at once beside it, the Hidden Plate only by a search. Both plates do 3 damage.
class DummyData {
 public:
  DummyData() {
    folder_.replace("monsters.json", "\"monsters\": [", R"("monsters": [
    { "name": "Training Dummy", "sprite": "neo_mouse", "description": "Stuffed.", "hp": { "min": 20, "max": 20 },
      "attack": { "min": 0, "max": 0 }, "defence": 0, "sight": 12, "xp": 7, "stationary": true },
    { "name": "Sleepy Dummy", "sprite": "neo_mouse", "description": "Snoring.", "hp": { "min": 20, "max": 20 },
      "attack": { "min": 0, "max": 0 }, "defence": 0, "sight": 2, "xp": 7, "asleep": 100 },)");
    folder_.replace("traps.json", "\"traps\": [", R"("traps": [
    { "name": "Obvious Plate", "sprite": "trap_snap", "description": "Plain to see.", "effect": "strike",
      "find_percent": 100, "damage": { "min": 3, "max": 3 } },
    { "name": "Hidden Plate", "sprite": "trap_snap", "description": "Well hidden.", "effect": "strike",
      "find_percent": 0, "damage": { "min": 3, "max": 3 } },)");
    library_ = std::make_unique<game::ContentLibrary>(folder_.path(), content::SpriteCheck{});
    REQUIRE_MESSAGE(library_->load(), library_->diagnostics().to_string());
  }

  // Seed 42's first room, (38,20)-(46,26), with the player at kSeed42Start (42,23).
  game::World start() const {
    game::World world(42, library_->factory());
    REQUIRE(world.player().position == kSeed42Start);
    return world;
  }

 private:
  TempDataFolder folder_;
  std::unique_ptr<game::ContentLibrary> library_;
};

// One for all the tests of a program: loading it takes a while.
inline const DummyData& dummy_data() {
  static const DummyData data;
  return data;
}
