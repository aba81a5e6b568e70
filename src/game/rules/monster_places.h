// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "game/model/floor.h"

namespace game {

// Which living monster stands on each tile during one round of monster turns, so that finding the
// monsters near a tile reads the tiles around it rather than every entity of the floor: a floor of
// thousands of monsters then costs each heal or buff the same as a floor of ten.
class MonsterPlaces {
 public:
  // Notes where every living monster of `floor` stands, at the start of a round.
  void note_all(const Floor& floor);
  // floor.entities[index], a monster, came onto the floor at `at` (a summons).
  void note_arrival(std::size_t index, core::Point at);
  // The monster on `from` stepped or jumped to `to`, a free tile.
  void note_move(core::Point from, core::Point to);

  // The indices into floor.entities of the monsters noted within `reach` tiles (Chebyshev) of `centre`,
  // and maybe of others (every monster, when that is fewer tiles to read), in the order of that list, so
  // that a search over them meets them, and rolls its dice, as a search of the whole list would. A caller
  // checks the distance and the life of each.
  std::vector<std::size_t> near(const Floor& floor, core::Point centre, int reach) const;

  // Whether no two monsters were noted on one tile, so that the one on a tile is all there is to find.
  bool one_a_tile() const { return !shared_tile_; }
  // The index of the monster noted on `tile`, if any (of the last noted when two share it).
  std::optional<std::size_t> on(core::Point tile) const;

 private:
  static constexpr int kNobody = -1;
  core::Grid<int> index_at_;  // an index into floor.entities, or kNobody
  // Two living monsters on one tile, which play never makes (monsters are solid); then every monster of
  // the floor is near, so that a search finds what a scan of the whole list finds.
  bool shared_tile_ = false;
};

}  // namespace game
