// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/point.h"

namespace bench {

// A map the FOV and path figures run on, always built from fixed seeds, with the floor
// tiles the FOV figures look from: ours, libtcod and the lower bound use the same ones.
struct BenchmarkMap {
  std::string name;
  core::Grid<std::uint8_t> opaque;    // 1 where sight is blocked
  core::Grid<std::uint8_t> walkable;  // 1 where one may stand
  std::vector<core::Point> origins;
};

// One FOV workload: a map and a sight radius (0: unlimited).
struct FovCase {
  const BenchmarkMap& map;
  int radius = 0;
};

// "85x48 rooms floor, r=8", "200x200 25% walls, unlimited".
std::string fov_case_label(const FovCase& fov_case);

// One floor of the game's size from generate_rooms_and_corridors.
BenchmarkMap generated_floor_map();

// A 200x200 map with about a quarter of its tiles walls, scattered at random.
BenchmarkMap random_walls_map();

}  // namespace bench
