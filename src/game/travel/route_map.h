// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "game/model/floor.h"

namespace game {

// How a walk (travel, auto-explore, the autoplay bot) reads a floor's layout
// and finds its way on it.

// Tiles a walk may step on: floor tiles the player has seen, without stairs
// (stepping on them changes floor, so only a goal may be stairs) and without
// locked doors, unless the player holds a key to open them. Never an unseen
// tile, so no walk finds its way by what the player does not know.
core::Grid<std::uint8_t> known_walkable(const Floor& floor, bool holds_key);

// Takes the traps the player has found off `walkable`: travel and auto-explore go round them, and stop
// before one that bars the way; only the player's own step (or a click on it) springs one.
void block_found_traps(const Floor& floor, core::Grid<std::uint8_t>& walkable);

// Shortest walks from where the player stands over the bot's walkable
// tiles, by the player's own rule for diagonal steps (squeezes_between_walls),
// shared by every kind of goal a turn considers. The breadth-first search
// behind it grows only as far as the questions asked need (a goal nearby
// costs a few tiles, not the whole floor); the const queries grow it, so one
// map must not be asked from two threads at once.
class RouteMap {
 public:
  // Takes `walkable` by value: callers build it for this map, so it is moved in, not copied.
  RouteMap(const Floor& floor, core::Grid<std::uint8_t> walkable, core::Point from);

  // The direction of the first step towards the nearest goal (the earliest
  // listed among equals), or nullopt when none is reachable. A goal off the
  // walkable tiles (stairs, a door) counts when a walkable tile touches it;
  // the player's own tile is never a goal.
  std::optional<core::Point> first_step(const std::vector<core::Point>& goals) const;
  // Every tile of a shortest walk to `goal`, the goal last (empty when the
  // player stands on it); the goal may be off the walkable tiles as above.
  // nullopt when no walk leads there.
  std::optional<std::vector<core::Point>> path_to(core::Point goal) const;
  // The goal first_step walks towards: for a walk that keeps its goal from
  // one step to the next (ExplorationPlan).
  std::optional<core::Point> nearest_goal(const std::vector<core::Point>& goals) const { return nearest(goals); }
  // The nearest tile of the frontier: the walkable tiles beside a tile never
  // seen, where exploring goes next (the first in reading order among
  // equals). Found by the search itself, so a frontier nearby costs only the
  // tiles on the way.
  std::optional<core::Point> nearest_frontier() const;
  // The direction of some step off the player's tile, to come back onto it
  // (stairs the player stands on are taken by stepping onto them again).
  std::optional<core::Point> step_aside() const;
  const core::Grid<std::uint8_t>& walkable() const { return walkable_; }

 private:
  // The nearest of `goals` (the earliest listed among equals), searching as far as needed.
  std::optional<core::Point> nearest(const std::vector<core::Point>& goals) const;
  // The nearest goal by what the search has reached so far, and its steps.
  std::optional<core::Point> nearest_reached(const std::vector<core::Point>& goals, int& steps) const;
  // Marks each goal's tile (or, off the walkable tiles, the tiles beside it) so the search notices them.
  std::vector<std::uint8_t> goal_marks(const std::vector<core::Point>& goals) const;
  // Searches until every tile `steps` or fewer away is reached, or until a
  // marked tile shows that a goal is nearer than that; returns the new bound.
  int search_up_to(int steps, const std::vector<std::uint8_t>& marks) const;
  // Takes the next tile off the search's queue and reaches its neighbours.
  void expand_next() const;
  // How far the search has reached for sure: every tile this many steps or
  // fewer away has its distance. kUnreachable once the search is complete.
  int searched_steps() const;
  // The steps to `goal` by what the search has reached; core::kUnreachable when none is known.
  int reached_distance(core::Point goal) const;
  // The reached tile from which `goal` is one step away, closest to the player.
  std::optional<core::Point> approach(core::Point goal) const;
  // A reached tile the player has seen, beside one never seen.
  bool on_frontier(core::Point tile) const;
  // The tile the search reached `tile` from.
  core::Point came_from(core::Point tile) const;
  // The walk to a reachable `goal` from its end: the goal first, the tile after the player's last.
  std::vector<core::Point> walk_back(core::Point goal) const;

  const Floor& floor_;
  core::Grid<std::uint8_t> walkable_;
  core::Point from_;
  // A tile's distance before the search reaches it: every byte set, so a new map's grid is
  // filled as fast as memory is cleared (a new map is made for every hover after a turn).
  static constexpr int kNotReached = -1;
  bool reached(core::Point tile) const { return distances_[tile] != kNotReached; }

  // The search so far. A vector read from the front is its queue: every tile
  // enters it at most once. `open_` is 1 where the search may still go.
  mutable std::vector<std::uint8_t> open_;
  mutable core::Grid<int> distances_;
  mutable core::Grid<std::uint8_t> step_in_;  // the kDirections8 index of the step that reached a tile
  mutable std::vector<core::Point> queue_;
  mutable std::size_t next_out_ = 0;
};

}  // namespace game
