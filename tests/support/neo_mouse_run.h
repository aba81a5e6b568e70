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

// A run on a copy of the shipped data whose Neo Mouse has the given monsters.json fields added after its
// defence (" \"erratic\": 30,"), with one Neo Mouse spawned two steps from the player.
struct NeoMouseRun {
  static constexpr const char* kNeoDefence = "\"defence\": 8,";

  TempDataFolder folder;
  game::ContentLibrary library{folder.path(), {}};
  std::optional<game::World> world;
  game::EntityId neo = 0;

  explicit NeoMouseRun(const std::string& added_fields) {
    folder.replace("monsters.json", kNeoDefence, std::string(kNeoDefence) + added_fields);
    REQUIRE(library.load());
    world.emplace(42, library.factory());
    const std::optional<game::EntityId> id =
        world->setup().spawn("Neo Mouse", world->player().position + core::Point{2, 0});
    REQUIRE(id);
    neo = *id;
  }
};

// The monster with that id on the world's current floor.
inline const game::Monster& monster_with_id(const game::World& world, game::EntityId id) {
  const auto& entities = world.floor().entities;
  const auto found = std::ranges::find_if(entities, [id](const game::Entity& e) { return e.id == id; });
  REQUIRE(found != entities.end());
  return std::get<game::Monster>(found->kind);
}
