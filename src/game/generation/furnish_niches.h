// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/dungeon.h"
#include "core/grid.h"
#include "core/point.h"
#include "core/rng.h"

namespace game {

// An alcove is a one-tile hollow in a wall; a door niche is a doorway tile
// with a one-tile room beyond it.
enum class NicheKind { Alcove, BehindDoor };

// A hollow carved straight into a wall from a floor tile, to hold one thing.
struct Niche {
  NicheKind kind = NicheKind::Alcove;
  core::Point entrance;   // the floor tile it opens onto, there before the carving
  core::Point direction;  // one orthogonal step from the entrance into the wall

  // How many tiles deep it goes into the wall.
  int depth() const { return kind == NicheKind::Alcove ? 1 : 2; }
  // The tile `steps` steps into the wall from the entrance.
  core::Point tile(int steps) const { return {entrance.x + steps * direction.x, entrance.y + steps * direction.y}; }
  // The door niche's doorway, where its door stands.
  core::Point doorway() const { return tile(1); }
  // The innermost tile, where the thing it holds lies.
  core::Point inner() const { return tile(depth()); }
};

// Carves the niches of one floor. A niche fits where its tiles and a
// one-tile ring around them (all but the entrance side) are wall and the
// inner tile is off the map's border, so it is a dead end reached only from
// its entrance: carving one never joins two places and never cuts a path, so
// the stairs stay exactly as reachable as before. Niches never share an
// entrance or touch each other; they are kept away from the arrival and from
// each other where the walls allow.
class NicheCarver {
 public:
  NicheCarver(const core::Grid<core::Cell>& cells, core::Point arrival);

  // Carves a niche of `kind` into `cells`, chosen at random among the best
  // placed; nullopt when no wall has room for one.
  std::optional<Niche> carve(core::Grid<core::Cell>& cells, NicheKind kind, core::Rng& rng);

 private:
  bool fits(const core::Grid<core::Cell>& cells, const Niche& niche) const;
  // 0 for the best placed niches (far from the arrival and apart from the others) to 3 for the worst.
  int placement_rank(const Niche& niche) const;

  core::Grid<int> steps_from_arrival_;
  core::Grid<std::uint8_t> used_;  // niche tiles and entrances, never part of another niche
  std::vector<core::Point> carved_;
};

}  // namespace game
