// SPDX-License-Identifier: MIT
// The player's throws and shots: one item of the pack flies along player_flight, strikes the monster it
// comes down on (and those around it, for an area), then lands there or breaks.
#include <algorithm>
#include <string>

#include "game/model/stacks.h"
#include "game/rules/combat.h"
#include "game/rules/monster_buffs.h"
#include "game/rules/monster_statuses.h"
#include "game/rules/player_throws.h"
#include "game/rules/status_effects.h"
#include "game/world/world.h"

namespace game {

namespace {

const content::ItemTraits* throwable_traits(const Entity& thing) {
  const auto* item = std::get_if<Item>(&thing.kind);
  return item != nullptr && item->traits.effect == content::ItemEffect::Throw ? &item->traits : nullptr;
}

Entity* entity_by_id(Floor& floor, EntityId id) {
  const auto found = std::ranges::find_if(floor.entities, [id](const Entity& entity) { return entity.id == id; });
  return found == floor.entities.end() ? nullptr : &*found;
}

}  // namespace

bool World::throw_item(std::size_t inventory_index, core::Point aim) {
  if (inventory_index >= player_.inventory.size()) return refuse(Refusal::NoSuchItem);
  const Entity& thing = player_.inventory[inventory_index];
  const content::ItemTraits* traits = throwable_traits(thing);
  if (traits == nullptr) {
    messages_.add("The " + thing.name + " is not for throwing.", turn_);
    return refuse(Refusal::BadAim);
  }
  return launch(inventory_index, aim, traits->range, false);
}

bool World::fire(core::Point aim) {
  const std::optional<Entity>& weapon = player_.equipped_in(content::EquipmentSlot::Weapon);
  const auto* piece = weapon ? std::get_if<Equipment>(&weapon->kind) : nullptr;
  if (piece == nullptr || !piece->traits.fires) {
    messages_.add("You wield nothing that fires. Throw something instead.", turn_);
    return refuse(Refusal::NoRangedWeapon);
  }
  const content::Firing& fires = *piece->traits.fires;
  const auto ammunition = std::ranges::find_if(player_.inventory, [&](const Entity& thing) {
    return thing.definition == fires.ammunition && throwable_traits(thing) != nullptr;
  });
  if (ammunition == player_.inventory.end()) {
    messages_.add("The " + weapon->name + " needs a " + fires.ammunition + ", and you have none.", turn_);
    return refuse(Refusal::NoAmmunition);
  }
  return launch(static_cast<std::size_t>(ammunition - player_.inventory.begin()), aim, fires.range, true);
}

bool World::launch(std::size_t inventory_index, core::Point aim, int range, bool fired) {
  const core::Flight flight = player_flight(current(), player_.position, aim, range);
  if (flight.tiles.empty()) {
    messages_.add(fired ? "Aim at something other than your own feet." : "Throw it somewhere: not at your own feet.",
                  turn_);
    return refuse(Refusal::BadAim);
  }
  if (act_stunned()) return refuse(Refusal::Stunned);
  Entity thrown = take_one(player_.inventory, inventory_index, *ids_);
  note_used(record_, thrown.definition);
  const core::Point down = flight.tiles.back();
  report_.shots.push_back({Actor::player(), player_.position, flight.tiles, thrown.sprite});
  messages_.add(std::string(fired ? "You fire a " : "You throw the ") + thrown.name + ".", turn_);
  std::vector<EntityId> struck;
  if (const Entity* hit = flight.end == core::FlightEnd::Creature ? monster_at(current(), down) : nullptr)
    struck.push_back(hit->id);
  for (const EntityId id : monsters_in_area(current(), down, std::get<Item>(thrown.kind).traits.area)) {
    if (std::ranges::find(struck, id) == struck.end()) struck.push_back(id);
  }
  if (struck.empty() && flight.end == core::FlightEnd::Wall) messages_.add("It hits the wall.", turn_);
  for (const EntityId id : struck) {
    strike_with(thrown, id);
    if (run_over()) return true;  // the boss fell: nothing moves after
  }
  if (std::get<Item>(thrown.kind).traits.noise > 0)
    sound_lure(thrown, down);
  else
    make_noise(NoiseKind::Throw, down);
  land(std::move(thrown), down);
  end_turn();
  return true;
}

// As a blow: the damage roll against its defence, waking it and its sleeping neighbours, then the
// statuses of a hit, and XP for a kill.
void World::strike_with(const Entity& thrown, EntityId target_id) {
  Entity* target = entity_by_id(current(), target_id);
  auto* monster = target ? std::get_if<Monster>(&target->kind) : nullptr;
  if (monster == nullptr) return;
  const content::ItemTraits& traits = std::get<Item>(thrown.kind).traits;
  const AttackRoll roll = roll_attack(traits.damage, defence_of(*monster), content().rules.defence_percent, rng_);
  WakeContext wake{current(), rng_, messages_, turn_};
  wake_by_blow(wake, target_id);
  monster->alert = true;
  monster->memory = content().rules.monster_memory_turns;
  report_.attacks.push_back(
      {Actor::player(), Actor::of(target_id), player_.position, target->position, !roll.missed(), roll.damage});
  if (roll.missed()) {
    messages_.add("The " + thrown.name + " misses the " + target->name + ".", turn_);
    report_.events.push_back({TurnEvent::Kind::Miss, target->position, 0, player_.position});
    report_.sounds.push_back({TurnSound::Cue::Miss, ""});
    return;
  }
  monster->hp -= roll.damage;
  messages_.add("The " + thrown.name + " hits the " + target->name + " for " + std::to_string(roll.damage) + ".",
                turn_);
  report_.events.push_back({TurnEvent::Kind::Damage, target->position, roll.damage, player_.position});
  report_.sounds.push_back({TurnSound::Cue::Hit, target->definition});
  if (monster->hp <= 0) return kill_monster(target_id);
  inflict_on(*target, traits.inflicts);
  split_if_hit(target_id);
}

void World::inflict_on(Entity& target, const std::vector<content::Infliction>& inflicts) {
  Monster& monster = std::get<Monster>(target.kind);
  for (const content::Infliction& infliction : inflicts) {
    if (!rng_.percent(infliction.chance)) continue;
    const int turns = rng_.uniform_int(infliction.turns.min, infliction.turns.max);
    if (afflict(monster, infliction.status, turns)) {
      messages_.add(
          "The " + target.name + " is " + std::string(core::id_of(content::kStatusKindNames, infliction.status)) + "!",
          turn_);
    }
  }
}

// What does not break lands where it came down, to be picked up again (without pickup XP: it was found).
void World::land(Entity thrown, core::Point at) {
  if (std::get<Item>(thrown.kind).traits.breaks) {
    messages_.add("The " + thrown.name + " breaks.", turn_);
    return;
  }
  // On stairs it could never be picked up (a step there takes them): it rolls off beside them.
  const bool on_stairs = std::ranges::any_of(current().entities, [at](const Entity& entity) {
    return entity.position == at && std::holds_alternative<Stairs>(entity.kind);
  });
  thrown.position = on_stairs ? arrival_beside(current(), at) : at;
  thrown.dropped = true;
  thrown.put_down = false;
  current().entities.push_back(std::move(thrown));
}

void World::tick_monster_statuses() {
  const int poison = content().rules.poison_damage_per_turn;
  for (const MonsterStatusTick& tick : game::tick_monster_statuses(current(), poison)) {
    Entity* entity = entity_by_id(current(), tick.id);
    if (entity == nullptr) continue;
    if (std::get<Monster>(entity->kind).hp <= 0) {
      messages_.add("The poison finishes the " + entity->name + ".", turn_);
      kill_monster(tick.id);
      if (run_over()) return;
      continue;
    }
    for (const content::StatusKind kind : tick.worn_off) {
      if (current().visible[entity->position] == 0) continue;
      messages_.add(
          "The " + entity->name + " is no longer " + std::string(core::id_of(content::kStatusKindNames, kind)) + ".",
          turn_);
    }
  }
}

}  // namespace game
