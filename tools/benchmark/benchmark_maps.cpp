// SPDX-License-Identifier: MIT
#include "benchmark_maps.h"

#include <algorithm>

#include "core/dungeon.h"
#include "core/rng.h"
#include "game/generation/floor_builder.h"

namespace bench {

namespace {

constexpr std::uint64_t kFloorSeed = 20240601;
constexpr std::uint64_t kWallsSeed = 7;
constexpr std::uint64_t kOriginsSeed = 11;
constexpr int kRandomMapSize = 200;
constexpr int kWallPercent = 25;
// Enough origins that no single lucky or unlucky view decides a figure.
constexpr int kOriginCount = 32;

// kOriginCount distinct floor tiles picked at random (fewer if the map has fewer).
std::vector<core::Point> pick_origins(const core::Grid<std::uint8_t>& walkable) {
  const auto floor_tiles = std::count(walkable.cells().begin(), walkable.cells().end(), std::uint8_t{1});
  const auto wanted = std::min<std::ptrdiff_t>(kOriginCount, floor_tiles);
  core::Rng rng(kOriginsSeed);
  std::vector<core::Point> origins;
  while (std::ssize(origins) < wanted) {
    const core::Point tile{rng.uniform_int(0, walkable.width() - 1), rng.uniform_int(0, walkable.height() - 1)};
    if (walkable[tile] == 0 || std::find(origins.begin(), origins.end(), tile) != origins.end()) continue;
    origins.push_back(tile);
  }
  return origins;
}

core::Grid<std::uint8_t> inverted(const core::Grid<std::uint8_t>& mask) {
  core::Grid<std::uint8_t> result(mask.width(), mask.height());
  std::transform(mask.cells().begin(), mask.cells().end(), result.cells().begin(),
                 [](std::uint8_t cell) { return static_cast<std::uint8_t>(cell == 0 ? 1 : 0); });
  return result;
}

}  // namespace

std::string fov_case_label(const FovCase& fov_case) {
  const std::string radius = fov_case.radius > 0 ? "r=" + std::to_string(fov_case.radius) : "unlimited";
  return fov_case.map.name + ", " + radius;
}

BenchmarkMap generated_floor_map() {
  core::Rng rng(kFloorSeed);
  const core::DungeonMap dungeon = core::generate_rooms_and_corridors(game::kFloorWidth, game::kFloorHeight, rng);
  const std::string name =
      std::to_string(game::kFloorWidth) + "x" + std::to_string(game::kFloorHeight) + " rooms floor";
  BenchmarkMap map{name, core::opaque_mask(dungeon.cells), core::walkable_mask(dungeon.cells), {}};
  map.origins = pick_origins(map.walkable);
  return map;
}

BenchmarkMap random_walls_map() {
  core::Rng rng(kWallsSeed);
  core::Grid<std::uint8_t> opaque(kRandomMapSize, kRandomMapSize);
  for (std::uint8_t& cell : opaque.cells()) cell = rng.percent(kWallPercent) ? 1 : 0;
  const std::string name = std::to_string(kRandomMapSize) + "x" + std::to_string(kRandomMapSize) + " " +
                           std::to_string(kWallPercent) + "% walls";
  BenchmarkMap map{name, opaque, inverted(opaque), {}};
  map.origins = pick_origins(map.walkable);
  return map;
}

}  // namespace bench
