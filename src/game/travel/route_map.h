#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "game/world/floor.h"

namespace game {

// How a walk (travel, auto-explore, the autoplay bot) reads a floor's layout
// and finds its way on it.

// Tiles a walk may step on: floor tiles the player has seen, without stairs
// (stepping on them changes floor, so only a goal may be stairs) and without
// locked doors, unless the player holds a key to open them. Never an unseen
// tile, so no walk finds its way by what the player does not know.
core::Grid<std::uint8_t> known_walkable(const Floor& floor, bool holds_key);

// Seen walkable tiles next to a tile never seen: where exploring goes next.
std::vector<core::Point> frontier(const Floor& floor, const core::Grid<std::uint8_t>& walkable);

// Shortest walks from where the player stands over the bot's walkable
// tiles, by the player's own rule for diagonal steps (squeezes_between_walls),
// computed once per turn and shared by every kind of goal the bot considers.
class RouteMap {
 public:
  RouteMap(const Floor& floor, const core::Grid<std::uint8_t>& walkable, core::Point from);

  // The direction of the first step towards the nearest goal (the earliest
  // listed among equals), or nullopt when none is reachable. A goal off the
  // walkable tiles (stairs, a door) counts when a walkable tile touches it;
  // the player's own tile is never a goal.
  std::optional<core::Point> first_step(const std::vector<core::Point>& goals) const;
  // The direction of some step off the player's tile, to come back onto it
  // (stairs the player stands on are taken by stepping onto them again).
  std::optional<core::Point> step_aside() const;
  const core::Grid<std::uint8_t>& walkable() const { return walkable_; }

 private:
  // The steps to `goal`; core::kUnreachable when there is no way.
  int distance_to(core::Point goal) const;
  // The reached tile from which `goal` is one step away, closest to the player.
  std::optional<core::Point> approach(core::Point goal) const;

  const Floor& floor_;
  core::Grid<std::uint8_t> walkable_;
  core::Grid<int> distances_;
  core::Grid<core::Point> came_from_;
  core::Point from_;
};

}  // namespace game
