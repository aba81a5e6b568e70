// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "content/abilities.h"
#include "game/model/entity.h"
#include "scenes/dungeon/tile_description.h"

namespace scenes {

// What the hover panel says of a blink, heal_allies or buff_allies ability: "Blinks away from you, up
// to 5 tiles."; nothing for the other kinds.
std::optional<DescriptionLine> support_fact(const content::Ability& ability);

// "Rallied: +2 attack, +1 defence for 3 more turns." while an ally's bonus lasts; nothing otherwise.
std::optional<DescriptionLine> buff_fact(const game::Monster& monster);

}  // namespace scenes
