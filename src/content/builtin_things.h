// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <string_view>

namespace content {

// Things the game makes itself rather than from the data files, by these
// names, which a scenario may place like any monster or item. (Stairs are
// built-in too, but each floor has exactly its own pair.)
inline constexpr std::string_view kLockedDoorName = "Door";
inline constexpr std::string_view kOpenDoorName = "Open Door";
inline constexpr std::array<std::string_view, 2> kPlaceableBuiltins{kLockedDoorName, kOpenDoorName};

}  // namespace content
