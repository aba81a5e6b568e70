#pragma once

#include <cstdint>

#include "game/entity_factory.h"
#include "game/floor.h"

namespace game {

inline constexpr int kTopFloor = 13;
inline constexpr int kFloorWidth = 85;
inline constexpr int kFloorHeight = 48;

// Builds floor `number` of a run: its layout, its stairs and what lives on
// it. Everything depends only on the run's seed, the floor number and the
// content, never on what the player did before arriving, so a seed always
// names the same dungeon. `next_entity_id` hands out stable ids.
Floor build_floor(int number, std::uint64_t run_seed, const EntityFactory& factory, EntityId& next_entity_id);

}  // namespace game
