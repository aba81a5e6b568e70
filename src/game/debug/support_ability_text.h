// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

#include "content/abilities.h"

namespace game::debug {

// What the console's ai NAME says of a blink, heal_allies or buff_allies after its kind:
// " (away, up to 5 steps)"; nothing for the other kinds.
std::optional<std::string> support_ability_text(const content::Ability& ability);

}  // namespace game::debug
