// SPDX-License-Identifier: MIT
#include "game/generation/floor_furnishing.h"

#include <optional>

#include "core/dungeon.h"
#include "game/generation/furnish_niches.h"

namespace game {

namespace {

// Everything one furnishing step needs from the floor being furnished.
struct Furnisher {
  Floor& floor;
  NicheCarver& niches;
  FreeTiles& free_tiles;
  const EntityFactory& factory;
  const SpawnContext& context;

  void spawn(KindId kind, std::optional<core::Point> position) { spawn_at(floor, kind, position, factory, context); }

  // A locked door niche holding `piece`, with `key` outside; false when none fits.
  bool lock_away(KindId piece, KindId key) {
    if (free_tiles.empty()) return false;  // no place for the key: no lock either
    const std::optional<Niche> niche = niches.carve(floor.cells, NicheKind::BehindDoor, context.rng);
    if (!niche) return false;
    spawn(factory.builtins().locked_door, niche->doorway());
    spawn(piece, niche->inner());
    spawn(key, free_tiles.take_any(context.rng));
    return true;
  }

  // An alcove holding `piece`, or a free tile when no alcove fits.
  void put_in_alcove(KindId piece) {
    const std::optional<Niche> niche = niches.carve(floor.cells, NicheKind::Alcove, context.rng);
    spawn(piece, niche ? std::optional(niche->inner()) : free_tiles.take_any(context.rng));
  }
};

// Takes one of `kinds` at random out of the list.
KindId take_one(std::vector<KindId>& kinds, core::Rng& rng) {
  const auto chosen = kinds.begin() + rng.uniform_int(0, static_cast<int>(kinds.size()) - 1);
  const KindId kind = *chosen;
  kinds.erase(chosen);
  return kind;
}

}  // namespace

void furnish_floor(Floor& floor, core::Point arrival, const Furnishings& furnishings, FreeTiles& free_tiles,
                   const EntityFactory& factory, const SpawnContext& context) {
  NicheCarver niches(floor.cells, arrival);
  Furnisher furnisher{floor, niches, free_tiles, factory, context};
  std::vector<KindId> pieces = furnishings.equipment;
  // Doors first: a two-tile niche is harder to fit than an alcove.
  for (const KindId key : furnishings.keys) {
    if (pieces.empty()) break;
    const KindId piece = take_one(pieces, context.rng);
    if (furnisher.lock_away(piece, key)) continue;
    pieces.push_back(piece);
    break;  // no door fits now, nor will one later
  }
  for (const KindId piece : pieces) furnisher.put_in_alcove(piece);
  for (const KindId item : furnishings.loose_items) furnisher.spawn(item, free_tiles.take_any(context.rng));
  refresh_opacity(floor);  // the niches carved walls away
}

}  // namespace game
