// SPDX-License-Identifier: MIT
#pragma once

#include "content/int_range.h"
#include "game/model/entity.h"

namespace game {

// A monster's numbers in a fight, with what an ally's buff_allies adds while it lasts: every blow,
// shot at it and danger estimate reads them here.
content::IntRange bite_roll(const Monster& monster);
int defence_of(const Monster& monster);

// Gives the bonus, replacing any it holds (so bonuses never stack; a new one restarts the turns).
void give_buff(Monster& monster, const content::AllyBuff& buff);

// One of its turns less on its bonus, called before each of its turns; gone after the last.
void wear_buff(Monster& monster);

}  // namespace game
