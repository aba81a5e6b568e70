// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "content/definitions.h"
#include "core/rng.h"
#include "game/spawning/entity_factory.h"

namespace game {

// What one floor draws its monsters, packs and items from: its band's monsters and packs where the band
// says, else floors.json's top-level rules; the top-level items and the band's besides. Views into the
// factory, which must outlive it.
struct FloorSpawns {
  content::IntRange monster_count;
  // The band's weighted monster table; none: the spawn roll of monsters.json's chances.
  const std::vector<WeightedKind>* monster_table = nullptr;
  const std::vector<content::PackRule>& packs;
  const std::vector<PackKinds>& pack_kinds;
  const std::vector<content::FloorItemRule>& items;
  const std::vector<FloorItemKind>& item_kinds;
  // The band's own items, which come besides the top-level ones; none: only those.
  const std::vector<content::FloorItemRule>* band_items = nullptr;
  const std::vector<FloorItemKind>* band_item_kinds = nullptr;
};

FloorSpawns floor_spawns(const EntityFactory& factory, int floor);

// One draw from a weighted table for `floor`: each kind drawn there as likely as its weight; none when no
// line is drawn there.
std::optional<KindId> draw_monster(const std::vector<WeightedKind>& table, int floor, core::Rng& rng);

}  // namespace game
