// SPDX-License-Identifier: MIT
// The only file that includes libtcod; CMake builds it only when it finds libtcod.
#include "libtcod_comparison.h"

#include <libtcod.h>

#include <cstdint>
#include <memory>

#include "core/field_of_view.h"
#include "core/grid.h"

#ifndef MOUSEKING_HAVE_LIBTCOD
#error "libtcod_comparison.cpp is built only when CMake finds libtcod (see tools/benchmark/CMakeLists.txt)"
#endif

namespace bench {

namespace {

struct MapDeleter {
  void operator()(TCOD_Map* map) const { TCOD_map_delete(map); }
};
struct PathDeleter {
  void operator()(TCOD_Path* path) const { TCOD_path_delete(path); }
};
using LibtcodMap = std::unique_ptr<TCOD_Map, MapDeleter>;
using LibtcodPath = std::unique_ptr<TCOD_Path, PathDeleter>;

LibtcodMap make_libtcod_map(const BenchmarkMap& map) {
  LibtcodMap libtcod_map(TCOD_map_new(map.opaque.width(), map.opaque.height()));
  for (int y = 0; y < map.opaque.height(); ++y) {
    for (int x = 0; x < map.opaque.width(); ++x) {
      const core::Point tile{x, y};
      TCOD_map_set_properties(libtcod_map.get(), x, y, map.opaque[tile] == 0, map.walkable[tile] != 0);
    }
  }
  return libtcod_map;
}

void compute_libtcod_fov(TCOD_Map* map, core::Point origin, int radius) {
  // The origins are floor tiles inside the map, the only thing libtcod checks.
  static_cast<void>(TCOD_map_compute_fov(map, origin.x, origin.y, radius, true, FOV_SYMMETRIC_SHADOWCAST));
}

bool inside_disc(core::Point tile, core::Point origin, int radius) {
  const int dx = tile.x - origin.x;
  const int dy = tile.y - origin.y;
  return radius <= 0 || dx * dx + dy * dy <= radius * radius;
}

// libtcod's visible set from origin with libtcod's radius argument, then cut down to the
// tiles light_shadowcast's radius rule allows within clip_radius (0: no cut).
core::Grid<std::uint8_t> libtcod_visible(TCOD_Map* map, core::Point origin, int libtcod_radius, int clip_radius) {
  compute_libtcod_fov(map, origin, libtcod_radius);
  core::Grid<std::uint8_t> visible(TCOD_map_get_width(map), TCOD_map_get_height(map));
  for (int y = 0; y < visible.height(); ++y) {
    for (int x = 0; x < visible.width(); ++x) {
      const core::Point tile{x, y};
      visible[tile] = TCOD_map_is_in_fov(map, x, y) && inside_disc(tile, origin, clip_radius) ? 1 : 0;
    }
  }
  return visible;
}

long count_differences(const core::Grid<std::uint8_t>& a, const core::Grid<std::uint8_t>& b) {
  long differences = 0;
  for (std::size_t i = 0; i < a.cells().size(); ++i) differences += (a.cells()[i] != 0) != (b.cells()[i] != 0);
  return differences;
}

// libtcod only drops tiles with dx*dx + dy*dy >= r*r after scanning the whole map, and
// shadows only fall outwards, so its set for r + 1 cut to light_shadowcast's disc of r is
// what libtcod would see under light_shadowcast's rule.
// One FieldOfView serves every origin, as in the timing, so a tile that it failed to clear
// after an earlier origin counts as a difference.
void count_set_differences(TCOD_Map* map, const FovCase& fov_case, LibtcodFovResult& result) {
  const int covering_radius = fov_case.radius > 0 ? fov_case.radius + 1 : 0;
  core::FieldOfView view;
  for (const core::Point origin : fov_case.map.origins) {
    view.compute(fov_case.map.opaque, origin, fov_case.radius);
    const core::Grid<std::uint8_t>& ours = view.grid();
    result.differing_tiles += count_differences(ours, libtcod_visible(map, origin, covering_radius, fov_case.radius));
    result.differing_tiles_own_rules += count_differences(ours, libtcod_visible(map, origin, fov_case.radius, 0));
  }
}

Spread time_libtcod_fov(TCOD_Map* map, const FovCase& fov_case, const SamplingPlan& plan) {
  const std::vector<core::Point>& origins = fov_case.map.origins;
  return measure(plan, std::ssize(origins), [&] {
    for (const core::Point origin : origins) compute_libtcod_fov(map, origin, fov_case.radius);
    keep(TCOD_map_is_in_fov(map, origins.front().x, origins.front().y) ? 1 : 0);
  });
}

// With a map and no callback, libtcod steps onto any walkable tile: it has no corner rule.
LibtcodPath make_libtcod_path(TCOD_Map* map) {
  return LibtcodPath(TCOD_path_new_using_map(map, 1.0f));
}

std::optional<int> libtcod_steps(TCOD_Path* path, const PathEndpoints& pair) {
  if (!TCOD_path_compute(path, pair.start.x, pair.start.y, pair.goal.x, pair.goal.y)) return std::nullopt;
  return TCOD_path_size(path);
}

}  // namespace

std::optional<LibtcodFovResult> run_libtcod_fov(const FovCase& fov_case, const SamplingPlan& plan) {
  if (fov_case.map.origins.empty()) return std::nullopt;
  const LibtcodMap map = make_libtcod_map(fov_case.map);
  LibtcodFovResult result;
  count_set_differences(map.get(), fov_case, result);
  result.time = time_libtcod_fov(map.get(), fov_case, plan);
  return result;
}

std::optional<LibtcodPathResult> run_libtcod_path(const BenchmarkMap& map, core::Point start, core::Point goal,
                                                  const SamplingPlan& plan) {
  // Declared before the path, which borrows it, so that it is destroyed after the path.
  const LibtcodMap libtcod_map = make_libtcod_map(map);
  const LibtcodPath path = make_libtcod_path(libtcod_map.get());
  LibtcodPathResult result;
  if (TCOD_path_compute(path.get(), start.x, start.y, goal.x, goal.y)) result.steps = TCOD_path_size(path.get());
  result.time =
      measure(plan, 1, [&] { keep(TCOD_path_compute(path.get(), start.x, start.y, goal.x, goal.y) ? 1 : 0); });
  return result;
}

std::optional<LibtcodPathsResult> run_libtcod_paths(const BenchmarkMap& map, std::span<const PathEndpoints> pairs,
                                                    const SamplingPlan& plan) {
  const LibtcodMap libtcod_map = make_libtcod_map(map);
  const LibtcodPath path = make_libtcod_path(libtcod_map.get());
  LibtcodPathsResult result;
  for (const PathEndpoints& pair : pairs) result.steps.push_back(libtcod_steps(path.get(), pair));
  result.time = measure(plan, std::ssize(pairs), [&] {
    int found = 0;
    for (const PathEndpoints& pair : pairs) {
      found += TCOD_path_compute(path.get(), pair.start.x, pair.start.y, pair.goal.x, pair.goal.y) ? 1 : 0;
    }
    keep(static_cast<std::uint64_t>(found));
  });
  return result;
}

}  // namespace bench
