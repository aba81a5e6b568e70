#pragma once

#include <cstdint>

#include "game/floor.h"

namespace game {

inline constexpr int kTopFloor = 13;
inline constexpr int kFloorWidth = 85;
inline constexpr int kFloorHeight = 48;

// Builds floor `number` of a run. The layout depends only on the run's seed
// and the floor number, never on what the player did before arriving, so a
// seed always names the same dungeon. `next_entity_id` hands out stable ids.
Floor build_floor(int number, std::uint64_t run_seed, EntityId& next_entity_id);

}  // namespace game
