// SPDX-License-Identifier: MIT
#pragma once

#include "content/definitions.h"
#include "content/field_reader.h"
#include "content/limits.h"

namespace content {

// Turn one resolved entry into a typed definition, reporting every problem
// through the reader. Fields none of them reads are left for the reader's
// warn_unread_fields().
MonsterDefinition read_monster(FieldReader& reader);
EquipmentDefinition read_equipment(FieldReader& reader, EquipmentSlot slot);
MicrochipDefinition read_microchip(FieldReader& reader);
ItemDefinition read_item(FieldReader& reader);
TrapDefinition read_trap(FieldReader& reader);
FloorRules read_floor_rules(FieldReader& reader);
PlayerDefinition read_player(FieldReader& reader);
RulesDefinition read_rules(FieldReader& reader);

}  // namespace content
