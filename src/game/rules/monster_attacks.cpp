// SPDX-License-Identifier: MIT
#include "game/rules/monster_attacks.h"

#include <string>
#include <vector>

#include "core/line_of_fire.h"
#include "game/rules/combat.h"
#include "game/rules/monster_buffs.h"
#include "game/rules/noise.h"
#include "game/rules/status_effects.h"

namespace game {

namespace {

// What a blow or a shot rolls and causes, and how the messages tell it.
struct Strike {
  content::IntRange roll;
  const std::vector<content::Infliction>& inflicts;
  std::string hit_text;   // "The Neo Mouse bites you": the damage follows
  std::string miss_text;  // "The Neo Mouse misses you."
};

void inflict_statuses(const Entity& entity, const std::vector<content::Infliction>& inflicts,
                      MonsterTurnContext& context) {
  for (const content::Infliction& infliction : inflicts) {
    if (!context.rng.percent(infliction.chance)) continue;
    const bool already = has_status(context.player, infliction.status);
    add_status(context.player, infliction.status, context.rng.uniform_int(infliction.turns.min, infliction.turns.max));
    if (already) continue;
    context.messages.add("You are " + std::string(core::id_of(content::kStatusKindNames, infliction.status)) + "!",
                         context.turn);
    context.report.sounds.push_back({TurnSound::Cue::Status, entity.definition});
  }
}

// Returns true when it killed the player.
bool strike_player(const Entity& entity, const Strike& strike, MonsterTurnContext& context, const MonsterView& view) {
  const AttackRoll attack =
      roll_attack(strike.roll, context.player.stats.defence, context.rules.defence_percent, context.rng);
  context.report.attacks.push_back({Actor::of(entity.id), Actor::player(), entity.position, context.player.position,
                                    !attack.missed(), attack.damage});
  WakeContext wake{context.floor, context.rng, context.messages, context.turn, &view.monster_places, context.work};
  make_noise(wake, context.player.position, noise_range(context.rules.noise, NoiseKind::Fight));
  if (attack.missed()) {
    context.messages.add(strike.miss_text, context.turn);
    context.report.events.push_back({TurnEvent::Kind::Miss, context.player.position, 0, entity.position});
    context.report.sounds.push_back({TurnSound::Cue::Miss, entity.definition});
    return false;
  }
  if (!context.player_invulnerable) context.player.hp -= attack.damage;
  context.messages.add(strike.hit_text + " for " + std::to_string(attack.damage) +
                           (context.player_invulnerable ? " (god mode: no harm done)." : "."),
                       context.turn);
  context.report.events.push_back({TurnEvent::Kind::Damage, context.player.position, attack.damage, entity.position});
  context.report.sounds.push_back({TurnSound::Cue::Hurt, entity.definition});
  if (context.player.hp <= 0) return true;
  inflict_statuses(entity, strike.inflicts, context);
  return false;
}

}  // namespace

bool bite_player(const Entity& entity, const Monster& monster, MonsterTurnContext& context, const MonsterView& view) {
  const Strike bite{bite_roll(monster), monster.traits.inflicts, "The " + entity.name + " bites you",
                    "The " + entity.name + " misses you."};
  return strike_player(entity, bite, context, view);
}

bool shoot_player(const Entity& entity, const content::Ability& projectile, MonsterTurnContext& context,
                  const MonsterView& view) {
  const core::Flight flight = core::trace_flight(context.floor.opaque, view.occupied, entity.position,
                                                 context.player.position, projectile.range);
  context.report.shots.push_back({Actor::of(entity.id), entity.position, flight.tiles, projectile.sprite});
  // Chosen only along a clear line of fire, so it comes down on the player; a shot that did not is spent.
  if (flight.end != core::FlightEnd::Creature || flight.tiles.back() != context.player.position) return false;
  const std::string shot = "The " + entity.name + "'s " + projectile.name;
  return strike_player(entity, {projectile.damage, projectile.inflicts, shot + " hits you", shot + " misses you."},
                       context, view);
}

}  // namespace game
