// SPDX-License-Identifier: MIT
#include "game/generation/floor_spawns.h"

namespace game {

FloorSpawns floor_spawns(const EntityFactory& factory, int floor) {
  const content::FloorRules& rules = factory.database().floors;
  const FloorKinds& kinds = factory.floor_kinds();
  const content::FloorBand* band = content::band_of_floor(rules.bands, floor);
  if (band == nullptr) return {rules.monster_count, nullptr, rules.packs, kinds.packs, rules.items, kinds.items};
  const BandKinds& band_kinds = kinds.bands[static_cast<std::size_t>(band - rules.bands.data())];
  FloorSpawns spawns{band->monsters ? band->monsters->count : rules.monster_count,
                     band->monsters ? &band_kinds.monsters : nullptr,
                     band->packs ? *band->packs : rules.packs,
                     band->packs ? band_kinds.packs : kinds.packs,
                     rules.items,
                     kinds.items};
  if (band->items) {
    spawns.band_items = &*band->items;
    spawns.band_item_kinds = &band_kinds.items;
  }
  return spawns;
}

std::optional<KindId> draw_monster(const std::vector<WeightedKind>& table, int floor, core::Rng& rng) {
  const auto drawn_here = [floor](const WeightedKind& line) {
    return floor >= line.floors.min && floor <= line.floors.max;
  };
  long long total = 0;
  for (const WeightedKind& line : table) total += drawn_here(line) ? line.weight : 0;
  if (total <= 0) return std::nullopt;
  // Weights are at most a million over at most 200 lines: the total fits an int.
  long long draw = rng.uniform_int(0, static_cast<int>(total) - 1);
  for (const WeightedKind& line : table) {
    if (!drawn_here(line)) continue;
    if (draw < line.weight) return line.kind;
    draw -= line.weight;
  }
  return std::nullopt;
}

}  // namespace game
