// SPDX-License-Identifier: MIT
#pragma once

#include "benchmark_maps.h"
#include "figure_row.h"
#include "timing.h"

namespace bench {

// Our distance_map from one goal over the whole map, next to libtcod's A* for one path
// from the tile farthest from that goal. They do different work: the row says so.
FigureRow path_figure(const BenchmarkMap& map, const SamplingPlan& plan);

// Our A* next to libtcod's on the same map and the same endpoint pairs, both stepping
// as libtcod's map-based A* does (8-way, every step 1, no corner rule), and how many of
// the paths came out equally long.
FigureRow astar_figure(const BenchmarkMap& map, const SamplingPlan& plan);

// Our A* on the same pairs under the game's own rule for diagonal steps (CornerRule::NoSqueezing),
// which libtcod's map-based A* does not have.
FigureRow astar_corner_rule_figure(const BenchmarkMap& map, const SamplingPlan& plan);

}  // namespace bench
