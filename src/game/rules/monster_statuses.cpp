// SPDX-License-Identifier: MIT
#include "game/rules/monster_statuses.h"

#include <algorithm>

namespace game {

bool afflict(Monster& monster, content::StatusKind kind, int turns) {
  const auto existing =
      std::ranges::find_if(monster.statuses, [kind](const StatusEffect& status) { return status.kind == kind; });
  if (existing != monster.statuses.end()) {
    existing->turns_left = std::max(existing->turns_left, turns);
    return false;
  }
  monster.statuses.push_back({kind, turns});
  return true;
}

bool held_by_status(const Monster& monster) {
  return std::ranges::any_of(monster.statuses, [](const StatusEffect& status) {
    return status.turns_left > 0 && status.kind != content::StatusKind::Poisoned;
  });
}

namespace {

MonsterStatusTick tick_one(EntityId id, Monster& monster, int poison_damage) {
  MonsterStatusTick tick{id, 0, {}};
  for (StatusEffect& status : monster.statuses) {
    if (status.kind == content::StatusKind::Poisoned && status.turns_left > 0) {
      tick.poison_damage = std::min(poison_damage, std::max(monster.hp, 0));
      monster.hp -= tick.poison_damage;
    }
    if (--status.turns_left <= 0) tick.worn_off.push_back(status.kind);
  }
  std::erase_if(monster.statuses, [](const StatusEffect& status) { return status.turns_left <= 0; });
  return tick;
}

}  // namespace

std::vector<MonsterStatusTick> tick_monster_statuses(Floor& floor, int poison_damage) {
  std::vector<MonsterStatusTick> ticks;
  for (Entity& entity : floor.entities) {
    auto* monster = std::get_if<Monster>(&entity.kind);
    if (monster == nullptr || monster->statuses.empty()) continue;
    ticks.push_back(tick_one(entity.id, *monster, poison_damage));
  }
  return ticks;
}

}  // namespace game
