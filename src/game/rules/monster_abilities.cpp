// SPDX-License-Identifier: MIT
#include "game/rules/monster_abilities.h"

#include <algorithm>
#include <cstddef>
#include <vector>

#include "core/line_of_fire.h"
#include "core/line_of_sight.h"
#include "game/rules/monster_attacks.h"
#include "game/rules/monster_summons.h"
#include "game/rules/monster_support.h"
#include "game/rules/monster_thefts.h"
#include "game/rules/status_effects.h"

namespace game {

namespace {

bool ready(const Monster& monster, std::size_t index) {
  return index >= monster.cooldowns.size() || monster.cooldowns[index] == 0;
}

void start_cooldown(Monster& monster, std::size_t index) {
  const int turns = monster.traits.abilities[index].cooldown;
  if (turns == 0) return;
  monster.cooldowns.resize(monster.traits.abilities.size(), 0);
  monster.cooldowns[index] = turns;
}

bool line_of_fire_to_player(const Entity& entity, const MonsterTurnContext& context, const MonsterView& view,
                            int range) {
  return core::clear_line_of_fire(context.floor.opaque, view.occupied, entity.position, context.player.position, range);
}

// The other monsters within its sight and in its line of sight, counted only as far as asked.
int allies_in_view(const Entity& entity, const Monster& monster, const MonsterTurnContext& context, int enough) {
  int seen = 0;
  for (const Entity& other : context.floor.entities) {
    if (seen >= enough) break;
    if (&other == &entity || !std::holds_alternative<Monster>(other.kind)) continue;
    if (core::chebyshev_distance(entity.position, other.position) > monster.traits.sight) continue;
    if (core::bresenham_line_clear(context.floor.opaque, entity.position, other.position)) ++seen;
  }
  return seen;
}

bool conditions_hold(const Entity& entity, const Monster& monster, const content::AbilityConditions& when, int distance,
                     const MonsterTurnContext& context, const MonsterView& view) {
  if (distance < when.distance_min || distance > when.distance_max) return false;
  if (monster.hp * 100 >= when.hp_below_percent * monster.max_hp) return false;
  if (when.target_has_status && !has_status(context.player, *when.target_has_status)) return false;
  if (when.needs_line_of_fire && !line_of_fire_to_player(entity, context, view, distance)) return false;
  return when.allies_in_view_at_least == 0 ||
         allies_in_view(entity, monster, context, when.allies_in_view_at_least) >= when.allies_in_view_at_least;
}

bool reaches_player(const Entity& entity, const Monster& monster, const content::Ability& ability, int distance,
                    const MonsterTurnContext& context, const MonsterView& view) {
  switch (ability.kind) {
    case content::AbilityKind::Melee: return can_bite(entity, context);
    case content::AbilityKind::Projectile:
      return distance <= ability.range && line_of_fire_to_player(entity, context, view, ability.range);
    case content::AbilityKind::Summon: return can_summon(entity, ability.summon, context, view);
    case content::AbilityKind::StealAndFlee: return can_bite(entity, context) && can_steal(monster, context);
    // Not turn actions: best_choices passes them by before asking.
    case content::AbilityKind::Split:
    case content::AbilityKind::Burst: return false;
    case content::AbilityKind::Blink: return can_blink(entity, ability, context, view);
    case content::AbilityKind::HealAllies: return has_hurt_ally(entity, ability, context, view);
    case content::AbilityKind::BuffAllies: return has_ally_to_buff(entity, ability, context, view);
  }
  return false;
}

// The usable abilities of the highest priority, by their index in the monster's list.
std::vector<std::size_t> best_choices(const Entity& entity, const Monster& monster, const MonsterTurnContext& context,
                                      const MonsterView& view) {
  std::vector<std::size_t> best;
  int best_priority = -1;
  const int distance = core::chebyshev_distance(entity.position, context.player.position);
  const std::vector<content::Ability>& abilities = monster.traits.abilities;
  for (std::size_t i = 0; i < abilities.size(); ++i) {
    const content::Ability& ability = abilities[i];
    // A lower priority than one already usable cannot be chosen: its conditions need not be worked out.
    if (ability.priority < best_priority || !ready(monster, i)) continue;
    // A split happens when the monster is hit and a burst when it dies, never on its turn.
    if (!content::is_turn_action(ability.kind)) continue;
    if (!conditions_hold(entity, monster, ability.when, distance, context, view)) continue;
    if (!reaches_player(entity, monster, ability, distance, context, view)) continue;
    if (ability.priority > best_priority) best.clear();
    best_priority = ability.priority;
    best.push_back(i);
  }
  return best;
}

std::size_t by_weight(const std::vector<std::size_t>& choices, const Monster& monster, core::Rng& rng) {
  if (choices.size() == 1) return choices.front();
  int total = 0;
  for (std::size_t i : choices) total += monster.traits.abilities[i].weight;
  int roll = rng.uniform_int(0, total - 1);
  for (std::size_t i : choices) {
    roll -= monster.traits.abilities[i].weight;
    if (roll < 0) return i;
  }
  return choices.back();
}

}  // namespace

void cool_down(Monster& monster) {
  bool any_left = false;
  for (int& turns : monster.cooldowns) {
    if (turns > 0) --turns;
    any_left = any_left || turns > 0;
  }
  if (!any_left) monster.cooldowns.clear();
}

bool has_ability(const content::MonsterTraits& traits, content::AbilityKind kind) {
  return std::ranges::any_of(traits.abilities,
                             [kind](const content::Ability& ability) { return ability.kind == kind; });
}

int shooting_range(const content::MonsterTraits& traits) {
  int range = 0;
  for (const content::Ability& ability : traits.abilities) {
    if (ability.kind == content::AbilityKind::Projectile) range = std::max(range, ability.range);
  }
  return range;
}

bool can_bite(const Entity& entity, const MonsterTurnContext& context) {
  const core::Point offset = context.player.position - entity.position;
  return core::chebyshev_distance(entity.position, context.player.position) == 1 &&
         !squeezes_between_walls(context.floor, entity.position, offset);
}

AbilityUse use_best_ability(Entity& entity, Monster& monster, MonsterTurnContext& context, MonsterView& view) {
  const std::vector<std::size_t> choices = best_choices(entity, monster, context, view);
  if (choices.empty()) return AbilityUse::None;
  const std::size_t chosen = by_weight(choices, monster, context.rng);
  start_cooldown(monster, chosen);
  const content::Ability& ability = monster.traits.abilities[chosen];
  switch (ability.kind) {
    case content::AbilityKind::Melee:
      return bite_player(entity, monster, context, view) ? AbilityUse::KilledPlayer : AbilityUse::Used;
    case content::AbilityKind::Projectile:
      return shoot_player(entity, ability, context, view) ? AbilityUse::KilledPlayer : AbilityUse::Used;
    case content::AbilityKind::Summon: {
      // A copy: the call may move the monster, and its traits with it, in memory.
      const content::SummonCall call = ability.summon;
      summon_monsters(entity, call, context, view);
      return AbilityUse::Used;
    }
    case content::AbilityKind::StealAndFlee: steal_from_player(entity, monster, context); return AbilityUse::Used;
    case content::AbilityKind::Split:
    case content::AbilityKind::Burst: return AbilityUse::None;
    case content::AbilityKind::Blink: blink(entity, ability, context, view); return AbilityUse::Used;
    case content::AbilityKind::HealAllies: heal_allies(entity, ability, context, view); return AbilityUse::Used;
    case content::AbilityKind::BuffAllies: buff_allies(entity, ability, context, view); return AbilityUse::Used;
  }
  return AbilityUse::None;
}

}  // namespace game
