#include "path_figures.h"

#include <array>
#include <string>

#include "core/distance_map.h"
#include "libtcod_comparison.h"

namespace bench {

namespace {

Spread time_distance_map(const BenchmarkMap& map, core::Point goal, const SamplingPlan& plan) {
  const std::array<core::Point, 1> goals{goal};
  return measure(plan, 1, [&] { keep(static_cast<std::uint64_t>(core::distance_map(map.walkable, goals)[goal])); });
}

std::string steps_text(std::optional<int> steps) {
  return steps ? std::to_string(*steps) : "none";
}

}  // namespace

FigureRow path_figure(const BenchmarkMap& map, const SamplingPlan& plan) {
  // The first FOV origin as the goal, and the farthest tile from it as the start: the
  // longest path the map offers, so A* cannot finish early.
  const core::Point goal = map.origins.front();
  const std::array<core::Point, 1> goals{goal};
  const core::Grid<int> distances = core::distance_map(map.walkable, goals);
  const core::Point start = core::farthest_reachable(distances);

  FigureRow row{"Paths " + map.name + ": our distance_map vs libtcod A*",
                measured(time_distance_map(map, goal, plan)),
                {},
                {},
                false};
  const std::string our_steps = std::to_string(distances[start]);
  if (const std::optional<LibtcodPathResult> libtcod = run_libtcod_path(map, start, goal, plan)) {
    row.libtcod = measured(libtcod->time);
    row.note =
        "not the same job: whole-map BFS vs one A* path; steps " + our_steps + " vs " + steps_text(libtcod->steps);
  } else {
    row.libtcod = missing("libtcod not available");
    row.note = "whole-map BFS from one goal; farthest tile " + our_steps + " steps";
  }
  return row;
}

}  // namespace bench
