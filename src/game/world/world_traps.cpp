// SPDX-License-Identifier: MIT
// Traps (traps.json): found beside the player by chance or by searching, sprung by whoever steps on one
// (the player, or a monster that had no way round it), then spent.
#include <algorithm>
#include <string>
#include <vector>

#include "game/model/prose.h"
#include "game/rules/monster_reactions.h"
#include "game/rules/noise.h"
#include "game/rules/player_throws.h"
#include "game/rules/status_effects.h"
#include "game/world/world.h"

namespace game {

namespace {

// How far searching reaches: a hidden trap beside the player is found for sure, one this far off with its
// find chance.
constexpr int kSearchRadius = 3;
// A teleport sends its victim at least this far, when the floor has room.
constexpr int kTeleportDistance = 8;

std::string trap_text(const Entity& trap) {
  return std::get<Trap>(trap.kind).found ? "the " + trap.name : "a hidden " + trap.name;
}

}  // namespace

void World::find_trap(Entity& trap) {
  std::get<Trap>(trap.kind).found = true;
  messages_.add("You find " + with_article(content(), trap.name) + ".", turn_);
}

// Each hidden trap beside the player and in view may be noticed, each turn, with its find chance.
void World::notice_traps() {
  for (Entity& trap : current().traps) {
    Trap& hidden = std::get<Trap>(trap.kind);
    if (hidden.found || core::chebyshev_distance(trap.position, player_.position) > 1) continue;
    if (current().in_view(trap.position) && rng_.percent(hidden.traits.find_percent)) find_trap(trap);
  }
}

bool World::search() {
  int found = 0;
  for (Entity& trap : current().traps) {
    Trap& hidden = std::get<Trap>(trap.kind);
    const int distance = core::chebyshev_distance(trap.position, player_.position);
    if (hidden.found || distance > kSearchRadius || !current().in_view(trap.position)) continue;
    if (distance <= 1 || rng_.percent(hidden.traits.find_percent)) {
      find_trap(trap);
      ++found;
    }
  }
  if (found == 0) messages_.add("You search around you and find nothing.", turn_);
  end_turn();
  return true;
}

void World::spring_trap_under_player() {
  const std::optional<Entity> sprung = current().take_trap(player_.position);
  if (!sprung) return;
  messages_.add("You step on " + trap_text(*sprung) + "!", turn_);
  spring(*sprung, std::nullopt);
}

void World::spring_traps_under_monsters() {
  if (current().traps.empty()) return;  // most floors: nothing to look for, every turn
  std::vector<std::pair<EntityId, core::Point>> standing;
  for (const Entity& entity : current().entities) {
    if (std::holds_alternative<Monster>(entity.kind)) standing.emplace_back(entity.id, entity.position);
  }
  for (const auto& [id, at] : standing) {
    if (run_over()) return;
    const auto monster = std::ranges::find(current().entities, id, &Entity::id);
    if (monster == current().entities.end()) continue;  // gone in an earlier trap's strike
    const std::optional<Entity> sprung = current().take_trap(at);
    if (!sprung) continue;
    if (current().in_view(at)) messages_.add("The " + monster->name + " steps on " + trap_text(*sprung) + "!", turn_);
    spring(*sprung, id);
  }
}

// What the trap does, to `victim` (the player when none) and whoever its strike reaches.
void World::spring(const Entity& trap, std::optional<EntityId> victim) {
  const content::TrapTraits& traits = std::get<Trap>(trap.kind).traits;
  report_.sounds.push_back({TurnSound::Cue::Trap, trap.definition});
  switch (traits.effect) {
    case content::TrapEffect::Strike: return strike_around(trap, victim);
    case content::TrapEffect::Alarm: return sound_alarm(trap);
    case content::TrapEffect::Teleport: return teleport(victim);
  }
}

void World::strike_around(const Entity& trap, std::optional<EntityId> victim) {
  const content::TrapTraits& traits = std::get<Trap>(trap.kind).traits;
  std::vector<EntityId> struck = monsters_in_area(current(), trap.position, traits.radius);
  if (victim && std::ranges::find(struck, *victim) == struck.end()) struck.push_back(*victim);
  for (const EntityId id : struck) {
    const auto target = std::ranges::find(current().entities, id, &Entity::id);
    if (target == current().entities.end() || !std::holds_alternative<Monster>(target->kind)) continue;
    Monster& monster = std::get<Monster>(target->kind);
    const int damage = rng_.uniform_int(traits.damage.min, traits.damage.max);
    monster.hp -= damage;
    monster.sleeping = false;
    if (damage > 0) {
      if (current().in_view(target->position))
        messages_.add("The " + trap.name + " hurts the " + target->name + " for " + std::to_string(damage) + ".",
                      turn_);
      report_.events.push_back({TurnEvent::Kind::Damage, target->position, damage, trap.position});
    }
    if (monster.hp <= 0) {
      kill_monster(id);
      if (run_over()) return;
    } else {
      inflict_on(*target, traits.inflicts);
    }
  }
  if (!victim || burst_reaches(current(), trap.position, traits.radius, player_.position))
    strike_player(trap.name, traits);
}

void World::strike_player(const std::string& name, const content::TrapTraits& traits) {
  const int damage = rng_.uniform_int(traits.damage.min, traits.damage.max);
  if (damage > 0) {
    if (!god_mode_) player_.hp -= damage;
    messages_.add(
        "The " + name + " hurts you for " + std::to_string(damage) + (god_mode_ ? " (god mode: no harm done)." : "."),
        turn_);
    report_.events.push_back({TurnEvent::Kind::Damage, player_.position, damage, player_.position});
    report_.sounds.push_back({TurnSound::Cue::Hurt, ""});
  }
  if (player_.hp <= 0) {
    player_.hp = 0;
    summary_.killer = name;
    end_run(RunOutcome::Died,
            "Killed by " + with_article(content(), name) + " on floor " + std::to_string(current_floor_));
    return;
  }
  inflict_on_player(traits.inflicts);
}

void World::sound_alarm(const Entity& trap) {
  const int range = std::get<Trap>(trap.kind).traits.noise;
  if (core::chebyshev_distance(trap.position, player_.position) <= range) messages_.add("An alarm wails!", turn_);
  WakeContext wake{current(), rng_, messages_, turn_};
  game::make_noise(wake, trap.position, range);
}

// A free floor tile at least kTeleportDistance from where the victim stands (any free one on a floor too
// small), chosen at random; none on a floor with no free tile.
std::optional<core::Point> World::teleport_destination(core::Point from) {
  std::vector<core::Point> far;
  std::vector<core::Point> near;
  const Floor& here = current();
  for (int y = 0; y < here.height(); ++y) {
    for (int x = 0; x < here.width(); ++x) {
      const core::Point tile{x, y};
      if (!here.is_floor(tile) || tile == player_.position || here.entity_at(tile) || here.trap_at(tile)) continue;
      (core::chebyshev_distance(tile, from) >= kTeleportDistance ? far : near).push_back(tile);
    }
  }
  const std::vector<core::Point>& pool = far.empty() ? near : far;
  if (pool.empty()) return std::nullopt;
  return pool[static_cast<std::size_t>(rng_.uniform_int(0, static_cast<int>(pool.size()) - 1))];
}

void World::teleport(std::optional<EntityId> victim) {
  if (!victim) {
    const std::optional<core::Point> to = teleport_destination(player_.position);
    if (!to) return;
    player_.position = *to;
    messages_.add("The world folds, and you stand somewhere else.", turn_);
    update_field_of_view();
    return;
  }
  const auto monster = std::ranges::find(current().entities, *victim, &Entity::id);
  if (monster == current().entities.end()) return;
  const std::optional<core::Point> to = teleport_destination(monster->position);
  if (!to) return;
  if (current().in_view(monster->position)) messages_.add("The " + monster->name + " vanishes!", turn_);
  monster->position = *to;
}

void World::inflict_on_player(const std::vector<content::Infliction>& inflicts) {
  for (const content::Infliction& infliction : inflicts) {
    if (!rng_.percent(infliction.chance)) continue;
    const bool already = has_status(player_, infliction.status);
    add_status(player_, infliction.status, rng_.uniform_int(infliction.turns.min, infliction.turns.max));
    if (!already)
      messages_.add("You are " + std::string(core::id_of(content::kStatusKindNames, infliction.status)) + "!", turn_);
  }
}

}  // namespace game
