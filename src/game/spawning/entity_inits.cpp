// SPDX-License-Identifier: MIT
#include "game/spawning/entity_inits.h"

#include <string>

#include "content/builtin_things.h"

namespace game {

namespace {

Entity from_look(const content::Appearance& look, bool solid, EntityKind kind) {
  return Entity{.id = 0,
                .name = look.name,
                .definition = look.name,
                .description = look.description,
                .sprite = look.sprite,
                .position = {},
                .solid = solid,
                .kind = std::move(kind)};
}

// The rolled bonus for an item made on `floor`, or 0 when it gets none.
int roll_bonus(const content::FloorRules& rules, int floor, core::Rng& rng) {
  if (floor <= 0 || rules.bonus_max_per_floor <= 0) return 0;
  if (!rng.one_in(rules.bonus_one_in_base - floor)) return 0;
  return rng.uniform_int(1, rules.bonus_max_per_floor * floor);
}

void apply_chip_step(content::StatBonus& bonus, content::ChipStat stat, int step) {
  switch (stat) {
    case content::ChipStat::MaxHp: bonus.max_hp += step; break;
    case content::ChipStat::AttackMin: bonus.attack_min += step; break;
    case content::ChipStat::AttackMax: bonus.attack_max += step; break;
    case content::ChipStat::Defence: bonus.defence += step; break;
  }
}

content::StatBonus roll_chip_effects(const content::MicrochipDefinition& definition, int steps, core::Rng& rng) {
  content::StatBonus bonus;
  const int last_stat = static_cast<int>(definition.stats.size()) - 1;
  for (int i = 0; i < steps; ++i) {
    const int step = rng.one_in(2) ? 1 : -1;
    apply_chip_step(bonus, definition.stats[rng.uniform_int(0, last_stat)], step);
  }
  return bonus;
}

}  // namespace

Entity make_monster(const content::MonsterDefinition& definition, const SpawnContext& context) {
  Monster monster;
  monster.max_hp = context.rng.uniform_int(definition.hp.min, definition.hp.max);
  monster.hp = monster.max_hp;
  monster.traits = definition.traits;
  // Rolled only for a kind that sleeps, so the dice of floors without sleepers stay as they were.
  monster.sleeping = monster.traits.asleep > 0 && context.rng.percent(monster.traits.asleep);
  return from_look(definition.look, true, std::move(monster));
}

Entity make_equipment(const content::EquipmentDefinition& definition, const content::FloorRules& rules,
                      const SpawnContext& context) {
  Equipment equipment{definition.traits};
  const int bonus = roll_bonus(rules, context.floor, context.rng);
  content::StatBonus& rolled = equipment.traits.bonus;
  if (equipment.traits.slot == content::EquipmentSlot::Weapon) {
    rolled.attack_min += bonus;
    rolled.attack_max += bonus;
  } else {
    rolled.defence += bonus;
  }
  Entity entity = from_look(definition.look, false, equipment);
  if (bonus > 0) entity.name += " +" + std::to_string(bonus);
  return entity;
}

Entity make_microchip(const content::MicrochipDefinition& definition, const SpawnContext& context) {
  const int steps = definition.steps_per_floor * context.floor;
  content::StatBonus effects = roll_chip_effects(definition, steps, context.rng);
  // A chip that does nothing is no fun to find; with any steps at all, roll again.
  while (steps > 0 && effects == content::StatBonus{}) effects = roll_chip_effects(definition, steps, context.rng);
  return from_look(definition.look, false, Equipment{{content::EquipmentSlot::Microchip, effects}});
}

Entity make_item(const content::ItemDefinition& definition) {
  return from_look(definition.look, false, Item{definition.traits});
}

Entity make_trap(const content::TrapDefinition& definition) {
  return from_look(definition.look, false, Trap{definition.traits});
}

Entity make_stairs(StairsDirection direction) {
  const bool up = direction == StairsDirection::Up;
  const content::Appearance look{up ? "Stairs (Up)" : "Stairs (Down)",
                                 up ? "stairs_up" : "stairs_down",
                                 up ? "Steps leading up, towards the squeaking." : "Steps leading back down.",
                                 {}};
  return from_look(look, false, Stairs{direction});
}

Entity make_door() {
  const content::Appearance look{
      .name = "Door", .sprite = "door_locked", .description = "A heavy lab door with a red light. It needs a key."};
  return from_look(look, true, Door{true});
}

Entity make_open_door() {
  const content::Appearance look{
      .name = "Open door", .sprite = "door_open", .description = "A lab door wedged open. It has no lock."};
  Entity door = from_look(look, false, Door{false});
  door.definition = std::string(content::kOpenDoorName);  // what the factory and saves know it by
  return door;
}

void unlock_door(Entity& door) {
  std::get<Door>(door.kind).locked = false;
  door.solid = false;
  door.sprite = "door_open";
  door.name = "Open door";
  door.description = "The lock clicked and kept your key. The red light is off.";
}

}  // namespace game
