#include "game/generation/floor_population.h"

#include <algorithm>
#include <array>
#include <vector>

#include "core/distance_map.h"
#include "game/generation/floor_furnishing.h"
#include "game/generation/furnish_tiles.h"
#include "game/spawning/spawn_rules.h"

namespace game {

namespace {

// One of the named definitions, each as likely as the others.
template <class Definition>
const std::string& pick(const std::vector<Definition>& definitions, core::Rng& rng) {
  return definitions[rng.uniform_int(0, static_cast<int>(definitions.size()) - 1)].look.name;
}

template <class Definition>
void roll_pieces(const std::vector<Definition>& definitions, int count, core::Rng& rng,
                 std::vector<std::string>& pieces) {
  for (int i = 0; i < count && !definitions.empty(); ++i) pieces.push_back(pick(definitions, rng));
}

bool is_key(const content::Database& db, const std::string& item) {
  const auto found = std::find_if(db.items.begin(), db.items.end(), [&](const content::ItemDefinition& definition) {
    return definition.look.name == item;
  });
  return found != db.items.end() && found->effect == content::ItemEffect::Unlock;
}

// The equipment and items this floor gets, by the floor rules.
Furnishings roll_furnishings(const content::Database& db, core::Rng& rng) {
  Furnishings furnishings;
  roll_pieces(db.weapons, db.floors.weapons_per_floor, rng, furnishings.equipment);
  roll_pieces(db.armour, db.floors.armour_per_floor, rng, furnishings.equipment);
  roll_pieces(db.microchips, db.floors.microchips_per_floor, rng, furnishings.equipment);
  for (const content::FloorItemRule& rule : db.floors.items) {
    if (!rng.percent(rule.chance)) continue;
    const int count = rng.uniform_int(rule.count.min, rule.count.max);
    std::vector<std::string>& into = is_key(db, rule.item) ? furnishings.keys : furnishings.loose_items;
    into.insert(into.end(), count, rule.item);
  }
  return furnishings;
}

}  // namespace

void populate_floor(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng) {
  const content::FloorRules& rules = factory.database().floors;
  if (floor.number < rules.populated_floors.min || floor.number > rules.populated_floors.max) return;
  const SpawnContext context{floor.number, rng};
  FreeTiles tiles(floor, arrival, rules.min_monster_distance);
  const int monsters = rng.uniform_int(rules.monster_count.min, rules.monster_count.max);
  for (int i = 0; i < monsters; ++i) {
    const std::string& name = roll_monster(factory.database(), floor.number, rng);
    spawn_at(floor, name, tiles.take_far(rng), factory, context);
  }
  furnish_floor(floor, arrival, roll_furnishings(factory.database(), rng), tiles, factory, context);
}

void place_boss(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng) {
  const content::FloorRules& rules = factory.database().floors;
  if (floor.number != rules.boss_floor || rules.boss_monster.empty()) return;
  const std::array<core::Point, 1> goals{arrival};
  const core::Point lair = core::farthest_reachable(core::distance_map(core::walkable_mask(floor.cells), goals));
  spawn_at(floor, rules.boss_monster, lair, factory, SpawnContext{floor.number, rng});
}

}  // namespace game
