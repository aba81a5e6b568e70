// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/rng.h"
#include "game/generation/floor_spawns.h"
#include "game/spawning/entity_factory.h"

namespace game {

// What the glyphs of a special room stand for on one floor: the built-in glyphs' things (doors, keys, a
// trap of the band), the kinds a legend names, and those drawn from the floor for a legend's tag.
class RoomThings {
 public:
  RoomThings(const EntityFactory& factory, int floor, core::Rng& rng);

  // The kind to make for `glyph` of room `index` of rooms.json, and whether it sleeps there; none for a
  // bare tile, or a tag the floor has nothing for (no items, say).
  std::optional<KindId> kind_of(char glyph, std::size_t index, bool& asleep);

 private:
  // One drawn from the floor for `tag`.
  std::optional<KindId> drawn(content::RoomTag tag);
  // What a floor's equipment is chosen from: its weapons, its armour and every microchip.
  std::vector<KindId> equipment() const;
  // The items the floor scatters, keys apart.
  std::vector<KindId> floor_items() const;
  // The traps the floor's band hides; every trap when it hides none.
  std::vector<KindId> floor_traps() const;

  const EntityFactory& factory_;
  int floor_;
  core::Rng& rng_;
  FloorSpawns spawns_;
};

}  // namespace game
