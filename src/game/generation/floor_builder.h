// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <memory>

#include "game/generation/special_rooms.h"
#include "game/model/floor.h"
#include "game/spawning/entity_factory.h"

namespace game {

inline constexpr int kFloorWidth = 85;
inline constexpr int kFloorHeight = 48;

// The run's top floor: the boss's floor in floors.json, which holds his hall and no stairs up.
inline int top_floor(const content::Database& database) {
  return database.floors.boss_floor;
}

// Builds floor `number` of a run: its layout, its stairs and what lives on
// it. Everything depends only on the run's seed, the floor number and the
// content, never on what the player did before arriving, so a seed always
// names the same dungeon. `ids` is the run's id allocator, which the floor keeps.
Floor build_floor(int number, std::uint64_t run_seed, const EntityFactory& factory, std::shared_ptr<EntityIds> ids);

// A floor as build_floor makes it, with where its special rooms went (for the tests and the benchmark).
struct BuiltFloor {
  Floor floor;
  std::vector<PlacedRoom> rooms;
};
BuiltFloor build_floor_with_rooms(int number, std::uint64_t run_seed, const EntityFactory& factory,
                                  std::shared_ptr<EntityIds> ids);

}  // namespace game
