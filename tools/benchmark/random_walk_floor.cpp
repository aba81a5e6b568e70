// SPDX-License-Identifier: MIT
#include "random_walk_floor.h"

#include "core/dungeon.h"
#include "core/rng.h"

namespace bench {

game::Floor random_walk_floor(int side, std::uint64_t seed) {
  core::Rng rng(seed);
  const core::DungeonMap map = core::generate_random_walk(side, side, rng);
  game::Floor floor;
  floor.number = 1;
  floor.cells = map.cells;
  floor.opaque = core::opaque_mask(map.cells);
  floor.visible = core::FieldOfView(side, side);
  floor.seen = core::Grid<std::uint8_t>(side, side, 0);
  floor.player_start = map.start;
  return floor;
}

}  // namespace bench
