// SPDX-License-Identifier: MIT
#pragma once

namespace game {

// How much looking a round of monster turns took, counted for the tests that keep it in bounds as the
// floor fills: work that grows with every monster on the floor for each monster's turn shows here.
struct MonsterTurnWork {
  long long allies_looked_at = 0;   // the floor's entities a heal or a buff weighed as allies, near or far
  long long ally_lines_traced = 0;  // lines of sight a heal or a buff traced to an ally
  long long hearers_looked_at = 0;  // the floor's entities a noise weighed as sleepers or listeners
  long long pack_looked_at = 0;     // the floor's entities weighed as a leader or a pack's member
};

}  // namespace game
