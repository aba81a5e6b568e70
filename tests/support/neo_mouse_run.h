// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "core/point.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "temp_data_folder.h"
#include "world_lookups.h"

// A run on a copy of the shipped data in which one kind of monster has the given monsters.json fields
// added after its `anchor` field (" \"erratic\": 30,"), with one of it spawned two steps from the player.
struct MonsterRun {
  TempDataFolder folder;
  game::ContentLibrary library{folder.path(), {}};
  std::optional<game::World> world;
  game::EntityId spawned = 0;

  MonsterRun(const std::string& name, const std::string& anchor, const std::string& added_fields) {
    folder.replace("monsters.json", anchor, anchor + added_fields);
    REQUIRE(library.load());
    world.emplace(42, library.factory());
    const std::optional<game::EntityId> id = world->setup().spawn(name, world->player().position + core::Point{2, 0});
    REQUIRE(id);
    spawned = *id;
  }
};

// The same with the Neo Mouse, whose entry is anchored at its defence.
struct NeoMouseRun : MonsterRun {
  static constexpr const char* kNeoDefence = "\"defence\": 8,";
  game::EntityId neo;

  explicit NeoMouseRun(const std::string& added_fields)
      : MonsterRun("Neo Mouse", kNeoDefence, added_fields), neo(spawned) {}
};
