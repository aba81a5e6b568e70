// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "game/model/entity.h"
#include "game/model/player.h"

namespace game {

// Why using `thing` from the pack now would do nothing, in the player's words
// ("Your HP is already full."), or nullopt when it would work. The world
// refuses such a use without spending the item or a turn, and the inventory
// greys its Use button with this reason. A piece of equipment can always be
// equipped; a key works only by walking into a locked door.
std::optional<std::string> useless_use_reason(const Player& player, const Entity& thing);

}  // namespace game
