// SPDX-License-Identifier: MIT
#include "game/rules/danger.h"

#include "game/rules/monster_buffs.h"

namespace game {

namespace {

int blows_at(int damage, int hp) {
  return (hp + damage - 1) / damage;
}

}  // namespace

BlowsToKill blows_to_kill(const BlowOdds& odds, int hp) {
  if (hp <= 0) return {0, 0};
  if (!odds.can_hurt()) return {};
  BlowsToKill blows{blows_at(odds.most, hp), std::nullopt};
  if (odds.least > 0) blows.most = blows_at(odds.least, hp);
  return blows;
}

Danger assess_danger(const Player& player, const Monster& monster, int defence_percent) {
  Danger danger;
  danger.its_blow = blow_odds(bite_roll(monster), player.stats.defence, defence_percent);
  for (const content::Ability& ability : monster.traits.abilities) {
    if (ability.kind == content::AbilityKind::Projectile)
      danger.its_shots.push_back(blow_odds(ability.damage, player.stats.defence, defence_percent));
  }
  danger.your_blow =
      blow_odds({player.stats.attack_min, player.stats.attack_max}, defence_of(monster), defence_percent);
  danger.to_kill_it = blows_to_kill(danger.your_blow, monster.hp);
  danger.to_kill_you = blows_to_kill(danger.its_blow, player.hp);
  return danger;
}

}  // namespace game
