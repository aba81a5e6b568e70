// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "content/definitions.h"
#include "core/enum_table.h"
#include "game/model/action.h"
#include "game/model/entity.h"
#include "game/model/run_summary.h"

using Words = std::vector<std::string>;

// These ids are in players' saves, recorded replays, modders' data files and
// the autoplay output that scripts read: renaming one breaks every file that has it.
TEST_CASE("the words files use for each enum stay the ones files already hold") {
  CHECK(core::ids_of(content::kStatusKindNames) == Words{"stunned", "confused", "poisoned"});
  CHECK(core::ids_of(content::kEquipmentSlotNames) == Words{"weapon", "armour", "microchip"});
  CHECK(core::ids_of(content::kChipStatNames) == Words{"max_hp", "attack_min", "attack_max", "defence"});
  CHECK(core::ids_of(content::kItemEffectNames) ==
        Words{"heal", "unlock", "cure_poison", "throw", "flash", "teleport", "reveal_map"});
  CHECK(core::ids_of(game::kStairsDirectionNames) == Words{"up", "down"});
  CHECK(core::ids_of(game::kRunOutcomeNames) == Words{"turn limit", "died", "won"});
  CHECK(core::ids_of(game::kActionKindNames) ==
        Words{"move", "wait", "use", "unequip", "drop", "drop-equipped", "throw", "fire", "search"});
}

TEST_CASE("a replay's words name the slot and the verb from the tables") {
  CHECK(game::to_text(game::Action::drop_equipped(content::EquipmentSlot::Microchip)) == "drop-equipped microchip");
  CHECK(game::to_text(game::Action::unequip(content::EquipmentSlot::Armour)) == "unequip armour");
  CHECK(game::action_from_text("unequip Armour") == std::nullopt);
}
