// SPDX-License-Identifier: MIT
#pragma once

namespace content {

// The files a data folder holds, each read by the loader.
// The files added last (traps.json, rooms.json) come last, so that the files of saves, replays and fuzz
// inputs made before them keep their order.
inline constexpr const char* kContentFiles[] = {"monsters.json", "weapons.json", "armour.json", "microchips.json",
                                                "items.json",    "floors.json",  "player.json", "rules.json",
                                                "traps.json",    "rooms.json"};

}  // namespace content
