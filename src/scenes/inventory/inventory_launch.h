// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "game/world/world.h"

namespace scenes {

// Asks the scene below to aim the pack's item at `pack_index`: the inventory closes and the targeting
// mode opens with it, so a throw needs no key.
using LaunchRequest = std::function<void(std::size_t pack_index)>;

// What the inventory's Use button does with the pack's item at `index` when it is sent rather than
// used: "Fire" for the ammunition of the wielded ranged weapon, "Throw" for any other throwable;
// nullopt for everything else.
std::optional<std::string> launch_label(const game::World& world, std::size_t index);

}  // namespace scenes
