// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "game/model/stacks.h"
#include "game/world/world.h"

// What tests look up in a world by id or by name.

// The monster with that id on the world's current floor.
inline const game::Monster& monster_with_id(const game::World& world, game::EntityId id) {
  const auto& entities = world.floor().entities;
  const auto found = std::ranges::find_if(entities, [id](const game::Entity& e) { return e.id == id; });
  REQUIRE(found != entities.end());
  return std::get<game::Monster>(found->kind);
}

// How many things of that definition the pack holds, stacks counted whole.
inline int count_carried(const game::World& world, const std::string& definition) {
  int count = 0;
  for (const game::Entity& entity : world.player().inventory)
    count += entity.definition == definition ? game::stack_count(entity) : 0;
  return count;
}
