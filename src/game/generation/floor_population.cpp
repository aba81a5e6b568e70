// SPDX-License-Identifier: MIT
#include "game/generation/floor_population.h"

#include <array>
#include <vector>

#include "core/distance_map.h"
#include "game/generation/floor_furnishing.h"
#include "game/generation/floor_spawns.h"
#include "game/generation/furnish_tiles.h"
#include "game/spawning/spawn_rules.h"

namespace game {

namespace {

// Adds `count` kinds drawn from `kinds`, each as likely as the others.
void roll_pieces(const std::vector<KindId>& kinds, int count, core::Rng& rng, std::vector<KindId>& pieces) {
  for (int i = 0; i < count && !kinds.empty(); ++i) {
    pieces.push_back(kinds[rng.uniform_int(0, static_cast<int>(kinds.size()) - 1)]);
  }
}

// Rolls each item rule, with its kind at the same index, into the furnishings: keys apart.
void roll_items(const std::vector<content::FloorItemRule>& rules, const std::vector<FloorItemKind>& kinds,
                core::Rng& rng, Furnishings& furnishings) {
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const content::FloorItemRule& rule = rules[i];
    if (!rng.percent(rule.chance)) continue;
    const int count = rng.uniform_int(rule.count.min, rule.count.max);
    const FloorItemKind& item = kinds[i];
    if (!item.kind) continue;
    std::vector<KindId>& into = item.is_key ? furnishings.keys : furnishings.loose_items;
    into.insert(into.end(), count, *item.kind);
  }
}

// The equipment and items this floor gets, by the floor rules (and the band's items besides).
Furnishings roll_furnishings(const FloorSpawns& spawns, const EntityFactory& factory, core::Rng& rng) {
  const content::FloorRules& rules = factory.database().floors;
  const DefinitionKinds& kinds = factory.definitions();
  Furnishings furnishings;
  roll_pieces(factory.floor_kinds().weapons, rules.weapons_per_floor, rng, furnishings.equipment);
  roll_pieces(factory.floor_kinds().armour, rules.armour_per_floor, rng, furnishings.equipment);
  roll_pieces(kinds.microchips, rules.microchips_per_floor, rng, furnishings.equipment);
  roll_items(spawns.items, spawns.item_kinds, rng, furnishings);
  if (spawns.band_items) roll_items(*spawns.band_items, *spawns.band_item_kinds, rng, furnishings);
  return furnishings;
}

// Members stand within this many steps of their leader.
constexpr int kPackRadius = 3;

// The packs of floors.json whose floors hold this one, each with its chance: a leader on a far tile and
// its members around it, each knowing its leader. Nothing is rolled on a floor no pack rule names.
void place_packs(Floor& floor, FreeTiles& tiles, const FloorSpawns& spawns, const EntityFactory& factory,
                 const SpawnContext& context) {
  const std::vector<content::PackRule>& rules = spawns.packs;
  for (std::size_t i = 0; i < rules.size(); ++i) {
    if (floor.number < rules[i].floors.min || floor.number > rules[i].floors.max) continue;
    if (!context.rng.percent(rules[i].chance)) continue;
    const PackKinds& pack = spawns.pack_kinds[i];
    const std::optional<core::Point> lair = tiles.take_far(context.rng);
    const std::optional<EntityId> leader = spawn_at(floor, pack.leader, lair, factory, context);
    if (!leader) continue;
    for (const auto& [kind, count] : pack.members) {
      for (int n = context.rng.uniform_int(count.min, count.max); n > 0; --n) {
        const std::optional<EntityId> member =
            spawn_at(floor, kind, tiles.take_near(*lair, kPackRadius), factory, context);
        if (!member) continue;
        if (auto* monster = std::get_if<Monster>(&floor.entities.back().kind)) {
          monster->leader = leader;
          monster->on_leader_death = rules[i].on_leader_death;
        }
      }
    }
  }
}

// How far from the stairs a guardian may stand when things lie all round them.
constexpr int kGuardReach = 3;

// Where a guardian stands: beside the stairs (as the player arrives: sides first), else, when things lie
// all round them (stairs at a corridor's end between two items), on the free tile nearest them within
// kGuardReach steps, the first in the floor's order among equals. None when there is none.
std::optional<core::Point> guard_post(const Floor& floor, core::Point stairs) {
  const core::Point beside = arrival_beside(floor, stairs);
  if (beside != stairs) return beside;
  const std::array<core::Point, 1> goal{stairs};
  const core::Grid<int> steps = core::distance_map(core::walkable_mask(floor.cells), goal);
  for (int reach = 2; reach <= kGuardReach; ++reach) {
    for (int y = 0; y < floor.height(); ++y) {
      for (int x = 0; x < floor.width(); ++x) {
        const core::Point tile{x, y};
        if (steps[tile] == reach && !floor.entity_at(tile)) return tile;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

void populate_floor(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng) {
  const content::FloorRules& rules = factory.database().floors;
  if (floor.number < rules.populated_floors.min || floor.number > rules.populated_floors.max) return;
  const FloorSpawns spawns = floor_spawns(factory, floor.number);
  const SpawnContext context{floor.number, rng};
  FreeTiles tiles(floor, arrival, rules.min_monster_distance);
  const int monsters = rng.uniform_int(spawns.monster_count.min, spawns.monster_count.max);
  for (int i = 0; i < monsters; ++i) {
    const std::optional<KindId> monster = spawns.monster_table ? draw_monster(*spawns.monster_table, floor.number, rng)
                                                               : roll_monster(factory, floor.number, rng);
    spawn_at(floor, monster, tiles.take_far(rng), factory, context);
  }
  place_packs(floor, tiles, spawns, factory, context);
  furnish_floor(floor, arrival, roll_furnishings(spawns, factory, rng), tiles, factory, context);
}

void place_guardian(Floor& floor, const EntityFactory& factory, core::Rng& rng) {
  const std::vector<content::Guardian>& guardians = factory.database().floors.guardians;
  const Entity* stairs_up = floor.stairs(StairsDirection::Up);
  for (std::size_t i = 0; i < guardians.size() && stairs_up != nullptr; ++i) {
    if (guardians[i].floor != floor.number) continue;
    const std::optional<core::Point> post = guard_post(floor, stairs_up->position);
    if (!post) return;  // walled in by solid things: no room to stand guard
    if (!spawn_at(floor, factory.floor_kinds().guardians[i], *post, factory, SpawnContext{floor.number, rng})) return;
    if (auto* guard = std::get_if<Monster>(&floor.entities.back().kind)) guard->sleeping = false;
  }
}

void place_boss(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng) {
  const content::FloorRules& rules = factory.database().floors;
  if (floor.number != rules.boss_floor || !factory.floor_kinds().boss) return;
  const std::array<core::Point, 1> goals{arrival};
  const core::Point lair = core::farthest_reachable(core::distance_map(core::walkable_mask(floor.cells), goals));
  spawn_at(floor, factory.floor_kinds().boss, lair, factory, SpawnContext{floor.number, rng});
}

}  // namespace game
