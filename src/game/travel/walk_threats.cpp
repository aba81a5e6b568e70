// SPDX-License-Identifier: MIT
#include "game/travel/walk_threats.h"

#include <algorithm>

#include "core/point.h"
#include "game/rules/danger.h"

namespace game {

namespace {

// A monster this weak cannot be worth a stop: its best bites need this many to kill the player...
constexpr int kPushoverBitesToKillYou = 10;
// ...and the player's best blows fell it in this many.
constexpr int kPushoverBlowsToKillIt = 2;

// How far it hurts from: a bite's tile beside it, or its longest shot.
int reach_of(const Monster& monster) {
  int reach = 1;
  for (const content::Ability& ability : monster.traits.abilities) {
    if (ability.kind == content::AbilityKind::Projectile) reach = std::max(reach, ability.range);
  }
  return reach;
}

bool shoots(const Monster& monster) {
  return std::ranges::any_of(monster.traits.abilities, [](const content::Ability& ability) {
    return ability.kind == content::AbilityKind::Projectile;
  });
}

// Far weaker than the player: it would take many of its bites to kill them, a blow or two of theirs to kill it.
bool pushover(const World& world, const Monster& monster) {
  if (shoots(monster)) return false;
  const Danger danger = assess_danger(world.player(), monster, world.content().rules.defence_percent);
  const bool bites_weakly = !danger.to_kill_you.fewest || *danger.to_kill_you.fewest >= kPushoverBitesToKillYou;
  const bool falls_quickly = danger.to_kill_it.fewest && *danger.to_kill_it.fewest <= kPushoverBlowsToKillIt;
  return bites_weakly && falls_quickly;
}

}  // namespace

bool within_reach(const World& world, const Entity& entity) {
  const auto* monster = std::get_if<Monster>(&entity.kind);
  return monster != nullptr && core::chebyshev_distance(entity.position, world.player().position) <= reach_of(*monster);
}

std::optional<std::string> why_harmless(const World& world, const Entity& entity) {
  const auto* monster = std::get_if<Monster>(&entity.kind);
  if (monster == nullptr || within_reach(world, entity)) return std::nullopt;
  if (monster->sleeping) return "asleep";
  if (monster->fleeing) return "fleeing";
  if (monster->traits.stationary) return "cannot move";
  if (monster->traits.keep_distance > 0) return "keeps its distance";
  if (pushover(world, *monster)) return "too weak to hurt you";
  return std::nullopt;
}

}  // namespace game
