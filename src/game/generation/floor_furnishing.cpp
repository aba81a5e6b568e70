#include "game/generation/floor_furnishing.h"

#include <optional>

#include "core/dungeon.h"
#include "game/generation/furnish_niches.h"

namespace game {

namespace {

constexpr const char* kLockedDoor = "Door";

// Everything one furnishing step needs from the floor being furnished.
struct Furnisher {
  Floor& floor;
  NicheCarver& niches;
  FreeTiles& free_tiles;
  const EntityFactory& factory;
  const SpawnContext& context;

  void spawn(const std::string& name, std::optional<core::Point> position) {
    spawn_at(floor, name, position, factory, context);
  }

  // A locked door niche holding `piece`, with `key` outside; false when none fits.
  bool lock_away(const std::string& piece, const std::string& key) {
    if (free_tiles.empty()) return false;  // no place for the key: no lock either
    const std::optional<Niche> niche = niches.carve(floor.cells, NicheKind::BehindDoor, context.rng);
    if (!niche) return false;
    spawn(kLockedDoor, niche->doorway());
    spawn(piece, niche->inner());
    spawn(key, free_tiles.take_any(context.rng));
    return true;
  }

  // An alcove holding `piece`, or a free tile when no alcove fits.
  void put_in_alcove(const std::string& piece) {
    const std::optional<Niche> niche = niches.carve(floor.cells, NicheKind::Alcove, context.rng);
    spawn(piece, niche ? std::optional(niche->inner()) : free_tiles.take_any(context.rng));
  }
};

// Takes one of `names` at random out of the list.
std::string take_one(std::vector<std::string>& names, core::Rng& rng) {
  const auto chosen = names.begin() + rng.uniform_int(0, static_cast<int>(names.size()) - 1);
  std::string name = std::move(*chosen);
  names.erase(chosen);
  return name;
}

}  // namespace

void furnish_floor(Floor& floor, core::Point arrival, const Furnishings& furnishings, FreeTiles& free_tiles,
                   const EntityFactory& factory, const SpawnContext& context) {
  NicheCarver niches(floor.cells, arrival);
  Furnisher furnisher{floor, niches, free_tiles, factory, context};
  std::vector<std::string> pieces = furnishings.equipment;
  // Doors first: a two-tile niche is harder to fit than an alcove.
  for (const std::string& key : furnishings.keys) {
    if (pieces.empty()) break;
    std::string piece = take_one(pieces, context.rng);
    if (furnisher.lock_away(piece, key)) continue;
    pieces.push_back(std::move(piece));
    break;  // no door fits now, nor will one later
  }
  for (const std::string& piece : pieces) furnisher.put_in_alcove(piece);
  for (const std::string& item : furnishings.loose_items) furnisher.spawn(item, free_tiles.take_any(context.rng));
  refresh_opacity(floor);  // the niches carved walls away
}

}  // namespace game
