// SPDX-License-Identifier: MIT
#pragma once

namespace content {

// The files a data folder holds, each read by the loader.
inline constexpr const char* kContentFiles[] = {"monsters.json", "weapons.json", "armour.json", "microchips.json",
                                                "items.json",    "floors.json",  "player.json", "rules.json"};

}  // namespace content
