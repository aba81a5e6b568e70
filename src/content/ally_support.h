// SPDX-License-Identifier: MIT
#pragma once

namespace content {

// What a buff_allies ability gives each ally it sees: bonuses to its bite's roll and to its defence,
// for a number of its turns. An ally holds one such bonus at a time; a new one replaces it.
struct AllyBuff {
  int attack = 0;
  int defence = 0;
  int turns = 1;
  friend bool operator==(const AllyBuff&, const AllyBuff&) = default;
};

}  // namespace content
