// SPDX-License-Identifier: MIT
#include "game/rules/monster_buffs.h"

namespace game {

content::IntRange bite_roll(const Monster& monster) {
  const int bonus = monster.buff ? monster.buff->attack : 0;
  return {monster.traits.attack.min + bonus, monster.traits.attack.max + bonus};
}

int defence_of(const Monster& monster) {
  return monster.traits.defence + (monster.buff ? monster.buff->defence : 0);
}

void give_buff(Monster& monster, const content::AllyBuff& buff) {
  monster.buff = buff;
}

void wear_buff(Monster& monster) {
  if (!monster.buff) return;
  // Counted down before each of its turns, the last at 0: a bonus of T turns is there for T of them.
  if (monster.buff->turns == 0)
    monster.buff.reset();
  else
    --monster.buff->turns;
}

}  // namespace game
