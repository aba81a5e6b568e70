// SPDX-License-Identifier: MIT
#pragma once

namespace scenes {

// The game's own sounds for the interface (assets/sounds/), which no content names.
// The sound of a refused action, and of a menu choice that cannot be taken.
inline constexpr const char* kRefusedSound = "refuse";
// A menu's focus moving, and a menu choice taken.
inline constexpr const char* kMenuMoveSound = "menu_move";
inline constexpr const char* kMenuSelectSound = "menu_select";

}  // namespace scenes
