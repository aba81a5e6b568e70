#include "game/spawning/spawn_rules.h"

namespace game {

int spawn_chance(const content::MonsterDefinition& monster, const content::FloorRules& rules, int floor) {
  if (!monster.spawn || floor < monster.spawn->first_floor || floor > monster.spawn->last_floor) return 0;
  return monster.spawn->chance - rules.chance_drop_per_floor * (floor - rules.populated_floors.min);
}

const std::string& roll_monster(const content::Database& database, int floor, core::Rng& rng) {
  const int roll = rng.uniform_int(0, database.floors.monster_roll - 1);
  for (const content::MonsterDefinition& monster : database.monsters) {
    if (spawn_chance(monster, database.floors, floor) > roll) return monster.look.name;
  }
  return database.floors.fallback_monster;
}

}  // namespace game
