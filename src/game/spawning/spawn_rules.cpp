// SPDX-License-Identifier: MIT
#include "game/spawning/spawn_rules.h"

namespace game {

int spawn_chance(const content::MonsterDefinition& monster, const content::FloorRules& rules, int floor) {
  if (!monster.spawn || floor < monster.spawn->first_floor || floor > monster.spawn->last_floor) return 0;
  return monster.spawn->chance - rules.chance_drop_per_floor * (floor - rules.populated_floors.min);
}

std::optional<KindId> roll_monster(const EntityFactory& factory, int floor, core::Rng& rng) {
  const content::Database& database = factory.database();
  const int roll = rng.uniform_int(0, database.floors.monster_roll - 1);
  for (std::size_t i = 0; i < database.monsters.size(); ++i) {
    if (spawn_chance(database.monsters[i], database.floors, floor) > roll) return factory.definitions().monsters[i];
  }
  return factory.floor_kinds().fallback_monster;
}

}  // namespace game
