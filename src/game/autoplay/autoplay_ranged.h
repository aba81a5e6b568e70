// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include "game/model/action.h"
#include "game/world/world.h"

namespace game {

// The autoplay bot's ranged play: the shot or throw worth making now, if any. It aims only at an alert
// monster in view that is not next to the player, that one blow would not kill, and that the thing
// reaches first along player_flight (the line the world's throw follows, so nothing is thrown into a
// wall or at a monster standing in the way). It fires the wielded ranged weapon when it has ammunition;
// an area throwable goes first when it would strike more than one monster; otherwise the hardest-hitting
// throwable; nothing whose damage the target's defence stops entirely. Nearest target first.
std::optional<Action> ranged_attack(const World& world);

}  // namespace game
