// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "content/database.h"
#include "core/rng.h"
#include "game/spawning/entity_factory.h"

namespace game {

// A monster's spawn chance on `floor`: its base chance, lowered by the
// per-floor drop for every floor above the first populated one; 0 when the
// monster does not appear on that floor at all.
int spawn_chance(const content::MonsterDefinition& monster, const content::FloorRules& rules, int floor);

// The spawn roll: r in [0, roll) picks the first monster, in file order, whose
// chance on this floor is above r; the fallback monster when none is.
std::optional<KindId> roll_monster(const EntityFactory& factory, int floor, core::Rng& rng);

}  // namespace game
