// SPDX-License-Identifier: MIT
#include "travel_figures.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/distance_map.h"
#include "game/travel/exploration.h"
#include "game/travel/exploration_plan.h"
#include "game/travel/route_map.h"
#include "game/travel/travel_map.h"
#include "random_walk_floor.h"

namespace bench {

namespace {

// Hovered tiles per batch: enough that a few short paths do not decide the figure.
constexpr std::size_t kHoveredTiles = 64;
// What the explorer has seen, in steps from the start: a sight radius around it (the
// frontier is beside the player, as it is for most steps), or nearly the whole floor.
constexpr int kNearbySteps = 8;
constexpr int kMostPercent = 90;

std::string map_text() {
  return std::to_string(kRandomWalkSide) + "x" + std::to_string(kRandomWalkSide) + " random-walk floor";
}

// The floor with the player at its start, and the steps from there to every tile.
struct BenchFloor {
  game::Floor floor = random_walk_floor(kRandomWalkSide, kRandomWalkSeed);
  core::Grid<int> distances;
  game::Player player;
  BenchFloor() {
    const std::array<core::Point, 1> start{floor.player_start};
    distances = core::distance_map(core::walkable_mask(floor.cells), start);
    player.position = floor.player_start;
  }
  int farthest() const { return distances[core::farthest_reachable(distances)]; }
};

// Marks seen every tile at most `steps` from the start, and the walls beside them.
void see_up_to(BenchFloor& bench, int steps) {
  for (std::size_t index = 0; index < bench.distances.cells().size(); ++index) {
    const int distance = bench.distances.cells()[index];
    if (distance == core::kUnreachable || distance > steps) continue;
    const core::Point tile = bench.distances.point_at(index);
    for (core::Point direction : core::kDirections8) {
      if (bench.floor.seen.in_bounds(tile + direction)) bench.floor.seen[tile + direction] = 1;
    }
    bench.floor.seen[tile] = 1;
  }
}

// kHoveredTiles of `tiles`, evenly spaced in their order.
std::vector<core::Point> spread_out(const std::vector<core::Point>& tiles) {
  std::vector<core::Point> picked;
  const std::size_t stride = std::max<std::size_t>(1, tiles.size() / kHoveredTiles);
  for (std::size_t i = 0; i < tiles.size() && picked.size() < kHoveredTiles; i += stride) picked.push_back(tiles[i]);
  return picked;
}

// Every kHoveredTiles-th reachable tile in reading order: the tiles a pointer sweeping
// across the whole map would pass.
std::vector<core::Point> hovered_tiles(const core::Grid<int>& distances) {
  std::vector<core::Point> reachable;
  for (std::size_t index = 0; index < distances.cells().size(); ++index) {
    if (distances.cells()[index] != core::kUnreachable && distances.cells()[index] > 0)
      reachable.push_back(distances.point_at(index));
  }
  return spread_out(reachable);
}

// The reachable tiles a pointer can hover with the map zoomed out as far as it goes (16-pixel
// tiles: 64 by 35 of them around the player in the 1032 by 560 map view), every few in reading
// order so that kHoveredTiles of them spread over the whole view.
std::vector<core::Point> on_screen_tiles(const BenchFloor& bench) {
  constexpr int kHalfWidth = 32;
  constexpr int kHalfHeight = 17;
  std::vector<core::Point> reachable;
  const core::Point centre = bench.player.position;
  for (int y = centre.y - kHalfHeight; y <= centre.y + kHalfHeight; ++y) {
    for (int x = centre.x - kHalfWidth; x <= centre.x + kHalfWidth; ++x) {
      const core::Point tile{x, y};
      if (bench.distances.in_bounds(tile) && bench.distances[tile] != core::kUnreachable && tile != centre)
        reachable.push_back(tile);
    }
  }
  return spread_out(reachable);
}

// The first hover after an action makes a new travel map, whose search grows as far as the
// hovered tile. Each on-screen tile is timed on its own; the figure is the median over the
// tiles, and the spread the fastest and slowest tile.
FigureRow first_hover_row(const BenchFloor& bench, const SamplingPlan& plan) {
  const SamplingPlan per_tile{std::max(3, plan.samples / 3), plan.min_sample_time / 10, plan.process_runs};
  std::vector<double> tile_medians;
  std::size_t longest = 0;
  for (const core::Point tile : on_screen_tiles(bench)) {
    std::size_t steps = 0;
    tile_medians.push_back(measure(per_tile, 1, [&] {
                             const game::TravelMap map(bench.floor, bench.player);
                             steps = map.path_to(tile).value_or(std::vector<core::Point>{}).size();
                             keep(steps);
                           }).median);
    longest = std::max(longest, steps);
  }
  return {"Path preview, first hover after a turn, " + map_text(), measured(summarize(tile_medians)), std::nullopt,
          "new travel map + path, median over " + std::to_string(tile_medians.size()) +
              " tiles on screen at the smallest zoom (paths up to " + std::to_string(longest) +
              " steps), whole floor seen; target < 100 us"};
}

// The worst a first hover can be: the farthest tile of the floor, whose way is off screen.
FigureRow farthest_hover_row(const BenchFloor& bench, const SamplingPlan& plan) {
  const core::Point far_tile = core::farthest_reachable(bench.distances);
  std::size_t steps = 0;
  const Spread spread = measure(plan, 1, [&] {
    const game::TravelMap map(bench.floor, bench.player);
    steps = map.path_to(far_tile).value_or(std::vector<core::Point>{}).size();
    keep(steps);
  });
  return {"Path preview, first hover, farthest tile, " + map_text(), measured(spread), std::nullopt,
          "worst case: the search covers the whole floor (" + std::to_string(steps) + " steps); no target"};
}

// Further hovers in the same turn walk back along what the search has reached.
FigureRow later_hover_row(const BenchFloor& bench, const SamplingPlan& plan) {
  const game::TravelMap map(bench.floor, bench.player);
  const std::vector<core::Point> tiles = hovered_tiles(bench.distances);
  const auto preview_every_tile = [&] {
    std::size_t steps = 0;
    for (const core::Point tile : tiles) {
      if (const auto path = map.path_to(tile)) steps += path->size();
    }
    return steps;
  };
  const std::size_t steps = preview_every_tile();
  const Spread spread = measure(plan, std::ssize(tiles), [&] { keep(preview_every_tile()); });
  return {"Path preview, each further hover, " + map_text(), measured(spread), std::nullopt,
          std::to_string(tiles.size()) + " tiles over the whole floor, " + std::to_string(steps) +
              " steps in all; target < 100 us"};
}

// How long the first way of an exploring walk is: as far as the goal it chooses.
std::size_t first_way_steps(const BenchFloor& bench) {
  const game::RouteMap routes(bench.floor, game::walk_tiles(bench.floor, bench.player), bench.player.position);
  const auto goal = game::exploration_goal(game::exploration_targets(bench.floor, bench.player), routes);
  return goal ? routes.path_to(*goal).value_or(std::vector<core::Point>{}).size() : 0;
}

// One step as auto-explore takes it at the start of a walk, or whenever the walk has seen
// something new (near the frontier, every step): the walk's tiles, a search and the way.
FigureRow explore_first_step_row(const BenchFloor& bench, const std::string& seen_text, const std::string& target,
                                 const SamplingPlan& plan) {
  const auto step = [&] {
    game::ExplorationPlan exploring;
    return exploring.next_step(bench.floor, bench.player, game::walk_tiles(bench.floor, bench.player));
  };
  const std::string figure = "Auto-explore, first step of a walk, " + seen_text + ", " + map_text();
  if (!step()) return {figure, missing("no step"), std::nullopt, "nothing left to explore"};
  const Spread spread = measure(plan, 1, [&] { keep(step() ? 1 : 0); });
  return {figure, measured(spread), std::nullopt,
          "walk tiles + search + way to the goal (" + std::to_string(first_way_steps(bench)) + " steps); " + target};
}

// The further steps of a walk to a far goal, through tiles already seen, where nothing new
// comes into view: the plan made at the first step is checked and followed.
FigureRow explore_further_step_row(const BenchFloor& bench, const std::string& seen_text, const SamplingPlan& plan) {
  game::ExplorationPlan after_first;
  game::Player walker = bench.player;
  const std::string figure = "Auto-explore, each further step, " + seen_text + ", " + map_text();
  const auto first = after_first.next_step(bench.floor, walker, game::walk_tiles(bench.floor, walker));
  const std::int64_t further_steps = static_cast<std::int64_t>(first_way_steps(bench)) - 1;
  if (!first || further_steps < 1) return {figure, missing("no walk"), std::nullopt, "nothing left to explore"};
  walker.position = walker.position + *first;
  const Spread spread = measure(plan, further_steps, [&] {
    game::ExplorationPlan exploring = after_first;
    game::Player player = walker;
    for (std::int64_t i = 0; i < further_steps; ++i)
      player.position =
          player.position + *exploring.next_step(bench.floor, player, game::walk_tiles(bench.floor, player));
    keep(static_cast<std::uint64_t>(player.position.x));
  });
  return {figure, measured(spread), std::nullopt,
          std::to_string(further_steps) + " steps: walk tiles + checking the plan still holds; target < 200 us"};
}

}  // namespace

std::vector<FigureRow> travel_figures(const SamplingPlan& plan) {
  BenchFloor whole;
  see_up_to(whole, whole.farthest());
  BenchFloor nearby;
  see_up_to(nearby, kNearbySteps);
  BenchFloor most;
  see_up_to(most, most.farthest() * kMostPercent / 100);
  const std::string near_text = "frontier within " + std::to_string(kNearbySteps) + " steps";
  const std::string far_text = "frontier at the far end (" + std::to_string(kMostPercent) + "% seen)";
  return {first_hover_row(whole, plan),
          farthest_hover_row(whole, plan),
          later_hover_row(whole, plan),
          explore_first_step_row(nearby, near_text, "every step near the frontier is one; target < 200 us", plan),
          explore_first_step_row(most, far_text, "once a walk; no target", plan),
          explore_further_step_row(most, far_text, plan)};
}

}  // namespace bench
