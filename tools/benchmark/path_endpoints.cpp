// SPDX-License-Identifier: MIT
#include "path_endpoints.h"

#include <array>

#include "core/distance_map.h"
#include "core/rng.h"

namespace bench {

namespace {

constexpr std::uint64_t kEndpointsSeed = 13;

core::Point random_floor_tile(core::Rng& rng, const core::Grid<std::uint8_t>& walkable) {
  while (true) {
    const core::Point tile{rng.uniform_int(0, walkable.width() - 1), rng.uniform_int(0, walkable.height() - 1)};
    if (walkable[tile] != 0) return tile;
  }
}

// Reachable under the game's corner rule, hence also by any rule that allows more moves:
// a pair with no path would time a search of a whole walled-off pocket instead.
bool connected(const core::Grid<std::uint8_t>& walkable, core::Point start, core::Point goal) {
  const std::array goals{goal};
  return core::distance_map(walkable, goals)[start] != core::kUnreachable;
}

}  // namespace

std::vector<PathEndpoints> pick_path_endpoints(const BenchmarkMap& map, int count) {
  core::Rng rng(kEndpointsSeed);
  std::vector<PathEndpoints> pairs;
  while (std::ssize(pairs) < count) {
    const PathEndpoints pair{random_floor_tile(rng, map.walkable), random_floor_tile(rng, map.walkable)};
    if (pair.start != pair.goal && connected(map.walkable, pair.start, pair.goal)) pairs.push_back(pair);
  }
  return pairs;
}

}  // namespace bench
