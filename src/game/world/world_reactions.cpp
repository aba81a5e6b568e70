// SPDX-License-Identifier: MIT
// What monsters do when they are hit and when they die: a split beside the one hit, a burst around the
// one that died (a chain of bursts, each monster bursting once), a thief's loot dropped where it fell.
#include <algorithm>
#include <deque>
#include <string>

#include "game/rules/combat.h"
#include "game/rules/monster_reactions.h"
#include "game/rules/monster_summons.h"
#include "game/rules/pack_loss.h"
#include "game/rules/player_throws.h"
#include "game/rules/status_effects.h"
#include "game/world/world.h"

namespace game {

namespace {

Entity* living_monster(Floor& floor, EntityId id) {
  const auto found = std::ranges::find(floor.entities, id, &Entity::id);
  if (found == floor.entities.end()) return nullptr;
  const auto* monster = std::get_if<Monster>(&found->kind);
  return monster != nullptr && monster->hp > 0 ? &*found : nullptr;
}

}  // namespace

void World::split_if_hit(EntityId id) {
  std::optional<SplitOff> split = game::split_after_hit(current(), id, player_.position, *factory_, rng_);
  if (!split) return;
  Entity& original = *living_monster(current(), id);
  Monster& monster = std::get<Monster>(original.kind);
  monster.hp -= std::get<Monster>(split->copy.kind).hp;
  if (current().in_view(original.position)) messages_.add("The " + original.name + " splits in two!", turn_);
  current().place(std::move(split->copy), split->at);
}

// Monsters killed by a burst die in turn, in the order they fell: a queue, not a recursion, so a chain
// of any length ends, and each dies (and bursts) once, since only the living are struck.
void World::kill_monster(EntityId id) {
  std::deque<EntityId> dying{id};
  while (!dying.empty() && !run_over()) {
    const EntityId next = dying.front();
    dying.pop_front();
    remove_dead(next, dying);
  }
}

void World::remove_dead(EntityId id, std::deque<EntityId>& dying) {
  Floor& here = current();
  const auto corpse = std::ranges::find(here.entities, id, &Entity::id);
  // A summon struck dead in a chain of bursts may already have vanished with its summoner, which the
  // chain took first.
  if (corpse == here.entities.end()) return;
  Monster monster = std::move(std::get<Monster>(corpse->kind));
  const std::string name = corpse->name;
  const core::Point at = corpse->position;
  messages_.add("The " + name + " dies.", turn_);
  report_.sounds.push_back({TurnSound::Cue::Kill, corpse->definition});
  report_.kills.push_back({id, at, corpse->sprite, here.visible[at] != 0});
  here.entities.erase(corpse);
  if (remove_bound_summons(here, id, report_.kills) > 0)
    messages_.add("What the " + name + " called vanishes with it.", turn_);
  leader_died(here, id, content().rules.monster_memory_turns, messages_, turn_);
  drop_loot(name, at, std::move(monster.carried));
  gain_xp(monster.traits.xp);
  if (monster.traits.boss) {
    end_run(RunOutcome::Won, "Defeated the " + name + " on floor " + std::to_string(current_floor_));
    return;
  }
  if (const content::Ability* burst = first_ability(monster.traits, content::AbilityKind::Burst))
    burst_around(name, at, *burst, dying);
}

// What a thief stole lies where it died, to be picked up again (without pickup XP: it was found).
void World::drop_loot(const std::string& name, core::Point at, std::vector<Entity> loot) {
  for (Entity& thing : loot) {
    if (current().in_view(at)) messages_.add("The " + name + " drops your " + thing.name + ".", turn_);
    thing.position = at;
    thing.dropped = true;
    thing.put_down = false;
    current().entities.push_back(std::move(thing));
  }
}

void World::burst_around(const std::string& name, core::Point at, const content::Ability& burst,
                         std::deque<EntityId>& dying) {
  const std::string what = "The " + name + "'s " + burst.name;
  if (current().in_view(at)) messages_.add("The " + name + " bursts!", turn_);
  for (const EntityId id : monsters_in_area(current(), at, burst.radius)) {
    if (living_monster(current(), id) == nullptr) continue;
    burst_on_monster(what, id, burst);
    if (Entity* struck = living_monster(current(), id)) {
      inflict_on(*struck, burst.inflicts);
      split_if_hit(id);
    } else {
      dying.push_back(id);
    }
  }
  if (burst_reaches(current(), at, burst.radius, player_.position)) burst_on_player(name, what, at, burst);
}

void World::burst_on_monster(const std::string& what, EntityId id, const content::Ability& burst) {
  Entity& target = *living_monster(current(), id);
  Monster& monster = std::get<Monster>(target.kind);
  const AttackRoll roll = roll_attack(burst.damage, monster.traits.defence, content().rules.defence_percent, rng_);
  if (roll.missed()) return;
  monster.hp -= roll.damage;
  monster.alert = true;
  monster.sleeping = false;
  messages_.add(what + " hits the " + target.name + " for " + std::to_string(roll.damage) + ".", turn_);
  report_.events.push_back({TurnEvent::Kind::Damage, target.position, roll.damage, target.position});
}

void World::burst_on_player(const std::string& name, const std::string& what, core::Point at,
                            const content::Ability& burst) {
  const AttackRoll roll = roll_attack(burst.damage, player_.stats.defence, content().rules.defence_percent, rng_);
  if (!roll.missed()) {
    if (!god_mode_) player_.hp -= roll.damage;
    messages_.add(
        what + " hits you for " + std::to_string(roll.damage) + (god_mode_ ? " (god mode: no harm done)." : "."),
        turn_);
    report_.events.push_back({TurnEvent::Kind::Damage, player_.position, roll.damage, at});
    report_.sounds.push_back({TurnSound::Cue::Hurt, ""});
  }
  if (player_.hp <= 0) {
    player_.hp = 0;
    summary_.killer = name;
    end_run(RunOutcome::Died, "Killed by the burst of the " + name + " on floor " + std::to_string(current_floor_));
    return;
  }
  inflict_on_player(burst.inflicts);
}

}  // namespace game
