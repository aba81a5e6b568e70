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
#include "game/travel/route_map.h"
#include "game/travel/travel_map.h"
#include "random_walk_floor.h"

namespace bench {

namespace {

constexpr int kMapSide = 200;
constexpr std::uint64_t kLayoutSeed = 7;
// Hovered tiles per batch: enough that a few short paths do not decide the figure.
constexpr std::size_t kHoveredTiles = 64;
// What the explorer has seen, in steps from the start: a sight radius around it (the
// frontier is beside the player, as it is for most steps), or nearly the whole floor.
constexpr int kNearbySteps = 8;
constexpr int kMostPercent = 90;

std::string map_text() {
  return std::to_string(kMapSide) + "x" + std::to_string(kMapSide) + " random-walk floor";
}

// The floor with the player at its start, and the steps from there to every tile.
struct BenchFloor {
  game::Floor floor = random_walk_floor(kMapSide, kLayoutSeed);
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

// Every kHoveredTiles-th reachable tile in reading order: the tiles a pointer sweeping
// across the whole map would pass.
std::vector<core::Point> hovered_tiles(const core::Grid<int>& distances) {
  std::vector<core::Point> reachable;
  for (std::size_t index = 0; index < distances.cells().size(); ++index) {
    if (distances.cells()[index] != core::kUnreachable && distances.cells()[index] > 0)
      reachable.push_back(distances.point_at(index));
  }
  std::vector<core::Point> picked;
  const std::size_t stride = std::max<std::size_t>(1, reachable.size() / kHoveredTiles);
  for (std::size_t i = 0; i < reachable.size() && picked.size() < kHoveredTiles; i += stride)
    picked.push_back(reachable[i]);
  return picked;
}

// After each action the scene makes a new travel map; the first hover grows its search
// as far as the hovered tile. The farthest tile is the worst that hover can be.
FigureRow first_hover_row(const BenchFloor& bench, const SamplingPlan& plan) {
  const core::Point far_tile = core::farthest_reachable(bench.distances);
  std::size_t steps = 0;
  const Spread spread = measure(plan, 1, [&] {
    const game::TravelMap map(bench.floor, bench.player);
    steps = map.path_to(far_tile).value_or(std::vector<core::Point>{}).size();
    keep(steps);
  });
  return {"Path preview, first hover after a turn, " + map_text(), measured(spread), std::nullopt,
          "new travel map + path to the farthest tile (" + std::to_string(steps) +
              " steps), whole floor seen; target < 100 us"};
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

// One step as auto-explore takes it: the walk's tiles, a route map and the exploration rule.
FigureRow explore_step_row(const BenchFloor& bench, const std::string& seen_text, const SamplingPlan& plan) {
  const std::set<game::EntityId> left_alone;
  const auto step = [&] {
    const game::RouteMap routes(bench.floor, game::walk_tiles(bench.floor, bench.player), bench.player.position);
    return game::exploration_step(bench.floor, bench.player, routes, left_alone);
  };
  const std::string figure = "Auto-explore step, " + seen_text + ", " + map_text();
  if (!step()) return {figure, missing("no step"), std::nullopt, "nothing left to explore"};
  const Spread spread = measure(plan, 1, [&] { keep(step() ? 1 : 0); });
  return {figure, measured(spread), std::nullopt, "walk tiles + route map + exploration_step; target < 200 us"};
}

}  // namespace

std::vector<FigureRow> travel_figures(const SamplingPlan& plan) {
  BenchFloor whole;
  see_up_to(whole, whole.farthest());
  BenchFloor nearby;
  see_up_to(nearby, kNearbySteps);
  BenchFloor most;
  see_up_to(most, most.farthest() * kMostPercent / 100);
  return {first_hover_row(whole, plan), later_hover_row(whole, plan),
          explore_step_row(nearby, "frontier within " + std::to_string(kNearbySteps) + " steps", plan),
          explore_step_row(most, "frontier at the far end (" + std::to_string(kMostPercent) + "% seen)", plan)};
}

}  // namespace bench
