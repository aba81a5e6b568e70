// SPDX-License-Identifier: MIT
#pragma once

#include "content/definitions.h"
#include "game/model/entity.h"
#include "game/spawning/entity_factory.h"

namespace game {

// The init functions the factory registers, one per kind of definition.
Entity make_monster(const content::MonsterDefinition& definition, const SpawnContext& context);
// Weapons and armour: with chance 1 in (bonus_one_in_base - floor) a bonus of
// 1..(bonus_max_per_floor x floor) to attack (weapons) or defence (armour),
// shown in the name as " +N".
Entity make_equipment(const content::EquipmentDefinition& definition, const content::FloorRules& rules,
                      const SpawnContext& context);
// Microchips: steps_per_floor x floor steps of +1 or -1 to one of the chip's
// stats, rolled again when they all cancel out.
Entity make_microchip(const content::MicrochipDefinition& definition, const SpawnContext& context);
Entity make_item(const content::ItemDefinition& definition);
// A hidden trap; nothing of it is rolled.
Entity make_trap(const content::TrapDefinition& definition);
Entity make_stairs(StairsDirection direction);
// A locked door, which a key opens.
Entity make_door();
// A doorway that never had a lock (a special room's "+"): it reads as one, not as an unlocked door.
Entity make_open_door();
// A locked door after its key was used: it no longer blocks, and looks and reads unlocked.
void unlock_door(Entity& door);

}  // namespace game
