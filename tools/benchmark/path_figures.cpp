// SPDX-License-Identifier: MIT
#include "path_figures.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/distance_map.h"
#include "core/path_finding.h"
#include "libtcod_comparison.h"
#include "path_endpoints.h"

namespace bench {

namespace {

Spread time_distance_map(const BenchmarkMap& map, core::Point goal, const SamplingPlan& plan) {
  const std::array<core::Point, 1> goals{goal};
  return measure(plan, 1, [&] { keep(static_cast<std::uint64_t>(core::distance_map(map.walkable, goals)[goal])); });
}

std::string steps_text(std::optional<int> steps) {
  return steps ? std::to_string(*steps) : "none";
}

// Enough pairs that a few short or lucky paths do not decide the figure.
constexpr int kPathPairs = 64;

// libtcod's map-based A* has no corner rule, so ours runs without it too: the same moves.
constexpr core::CornerRule kLibtcodCornerRule = core::CornerRule::SqueezeAllowed;

std::vector<std::optional<int>> our_steps(const BenchmarkMap& map, const std::vector<PathEndpoints>& pairs,
                                          core::CornerRule corner_rule) {
  core::PathFinder finder(corner_rule);
  std::vector<std::optional<int>> steps;
  for (const PathEndpoints& pair : pairs) {
    const auto path = finder.find_path(map.walkable, pair.start, pair.goal);
    steps.push_back(path ? std::optional<int>(static_cast<int>(path->size())) : std::nullopt);
  }
  return steps;
}

Spread time_astar(const BenchmarkMap& map, const std::vector<PathEndpoints>& pairs, core::CornerRule corner_rule,
                  const SamplingPlan& plan) {
  core::PathFinder finder(corner_rule);
  return measure(plan, std::ssize(pairs), [&] {
    std::size_t steps = 0;
    for (const PathEndpoints& pair : pairs) {
      if (const auto path = finder.find_path(map.walkable, pair.start, pair.goal)) steps += path->size();
    }
    keep(steps);
  });
}

// Both are A*, so every cost would match if both were shortest; libtcod's is not always:
// it stops when it first reaches the goal rather than when the goal is the best open tile,
// and its straight-line heuristic overestimates when a diagonal step costs 1.
std::string equal_cost_note(const std::vector<std::optional<int>>& ours,
                            const std::vector<std::optional<int>>& theirs) {
  int equal = 0;
  int libtcod_longer = 0;
  for (std::size_t i = 0; i < ours.size(); ++i) {
    equal += ours[i] == theirs[i] ? 1 : 0;
    libtcod_longer += ours[i] && theirs[i] && *theirs[i] > *ours[i] ? 1 : 0;
  }
  return "equal cost on " + std::to_string(equal) + " of " + std::to_string(ours.size()) +
         " paths (libtcod longer on " + std::to_string(libtcod_longer) + "); 8-way, step cost 1, no corner rule";
}

int total_steps(const std::vector<std::optional<int>>& steps) {
  int total = 0;
  for (const std::optional<int>& path_steps : steps) total += path_steps.value_or(0);
  return total;
}

}  // namespace

FigureRow path_figure(const BenchmarkMap& map, const SamplingPlan& plan) {
  // The first FOV origin as the goal, and the farthest tile from it as the start: the
  // longest path the map offers, so A* cannot finish early.
  const core::Point goal = map.origins.front();
  const std::array<core::Point, 1> goals{goal};
  const core::Grid<int> distances = core::distance_map(map.walkable, goals);
  const core::Point start = core::farthest_reachable(distances);

  FigureRow row{.figure = "Paths " + map.name + ": our distance_map vs libtcod A*",
                .ours = measured(time_distance_map(map, goal, plan)),
                .same_work = false};
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

FigureRow astar_figure(const BenchmarkMap& map, const SamplingPlan& plan) {
  const std::vector<PathEndpoints> pairs = pick_path_endpoints(map, kPathPairs);
  const std::vector<std::optional<int>> ours = our_steps(map, pairs, kLibtcodCornerRule);
  FigureRow row{.figure = "A* path " + map.name, .ours = measured(time_astar(map, pairs, kLibtcodCornerRule, plan))};
  if (const std::optional<LibtcodPathsResult> libtcod = run_libtcod_paths(map, pairs, plan)) {
    row.libtcod = measured(libtcod->time);
    row.note = equal_cost_note(ours, libtcod->steps);
  } else {
    row.libtcod = missing("libtcod not available");
    row.note = std::to_string(pairs.size()) + " paths, " + std::to_string(total_steps(ours)) +
               " steps in all; 8-way, step cost 1, no corner rule";
  }
  return row;
}

FigureRow astar_corner_rule_figure(const BenchmarkMap& map, const SamplingPlan& plan) {
  const std::vector<PathEndpoints> pairs = pick_path_endpoints(map, kPathPairs);
  const std::vector<std::optional<int>> steps = our_steps(map, pairs, core::CornerRule::NoSqueezing);
  return {"A* path " + map.name + ", the game's corner rule",
          measured(time_astar(map, pairs, core::CornerRule::NoSqueezing, plan)), std::nullopt,
          "the same " + std::to_string(pairs.size()) + " pairs, " + std::to_string(total_steps(steps)) +
              " steps in all; no diagonal step between two walls touching at a corner"};
}

}  // namespace bench
