// SPDX-License-Identifier: MIT
#include "game/generation/floor_traps.h"

#include <algorithm>
#include <vector>

#include "content/floor_bands.h"

namespace game {

namespace {

// No trap lies this near the arrival or any stairs: the first step of a floor is never a trap.
constexpr int kClearAround = 2;

// The tiles a trap keeps clear of: where the player arrives, and the stairs.
std::vector<core::Point> kept_clear(const Floor& floor, core::Point arrival) {
  std::vector<core::Point> clear{arrival};
  for (const Entity& entity : floor.entities) {
    if (std::holds_alternative<Stairs>(entity.kind)) clear.push_back(entity.position);
  }
  return clear;
}

bool near_any(const std::vector<core::Point>& places, core::Point tile) {
  return std::ranges::any_of(
      places, [tile](core::Point place) { return core::chebyshev_distance(place, tile) <= kClearAround; });
}

// A tile with walls on two opposite sides and open ends: a corridor's or a doorway's.
bool is_narrow(const Floor& floor, core::Point tile) {
  const bool walled_across = floor.is_wall(tile + core::Point{-1, 0}) && floor.is_wall(tile + core::Point{1, 0});
  const bool walled_along = floor.is_wall(tile + core::Point{0, -1}) && floor.is_wall(tile + core::Point{0, 1});
  return walled_across != walled_along;
}

// The tiles a trap may lie on, the narrow ones apart.
struct TrapTiles {
  std::vector<core::Point> narrow;
  std::vector<core::Point> open;

  TrapTiles(const Floor& floor, core::Point arrival) {
    const std::vector<core::Point> clear = kept_clear(floor, arrival);
    for (int y = 0; y < floor.height(); ++y) {
      for (int x = 0; x < floor.width(); ++x) {
        const core::Point tile{x, y};
        if (!floor.is_floor(tile) || near_any(clear, tile) || floor.entity_at(tile)) continue;
        (is_narrow(floor, tile) ? narrow : open).push_back(tile);
      }
    }
  }

  // A narrow tile half the time (an open one when none is left), each taken once.
  std::optional<core::Point> take(core::Rng& rng) {
    std::vector<core::Point>& from = (!narrow.empty() && (open.empty() || rng.one_in(2))) ? narrow : open;
    if (from.empty()) return std::nullopt;
    const auto index = static_cast<std::size_t>(rng.uniform_int(0, static_cast<int>(from.size()) - 1));
    const core::Point tile = from[index];
    from[index] = from.back();
    from.pop_back();
    return tile;
  }
};

}  // namespace

void hide_traps(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng) {
  const content::FloorRules& rules = factory.database().floors;
  const content::FloorBand* band = content::band_of_floor(rules.bands, floor.number);
  if (band == nullptr || !band->traps) return;
  const BandKinds& kinds = factory.floor_kinds().bands[static_cast<std::size_t>(band - rules.bands.data())];
  TrapTiles tiles(floor, arrival);
  for (const FloorTrapKind& rule : kinds.traps) {
    if (!rng.percent(rule.chance)) continue;
    for (int n = rng.uniform_int(rule.count.min, rule.count.max); n > 0 && rule.kind; --n) {
      const std::optional<core::Point> tile = tiles.take(rng);
      if (!tile) return;
      floor.place(factory.create(*rule.kind, SpawnContext{floor.number, rng}), *tile);
    }
  }
}

}  // namespace game
