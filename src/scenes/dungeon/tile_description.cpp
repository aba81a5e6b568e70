// SPDX-License-Identifier: MIT
#include "scenes/dungeon/tile_description.h"

#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "game/rules/danger.h"
#include "game/rules/monster_buffs.h"
#include "scenes/dungeon/monster_glance.h"

namespace scenes {

namespace {

// A description with no facts and no HP bar.
TileDescription plain(std::string name, std::string description) {
  TileDescription plain;
  plain.name = std::move(name);
  plain.description = std::move(description);
  return plain;
}

// The player's own tile: who they are and what lies under them (stairs they
// arrived on, something they dropped).
TileDescription describe_player(const game::World& world) {
  TileDescription you = plain("You", "A lab researcher with a net, a notebook and a grudge against escaped mice.");
  std::string under;
  for (const game::Entity& entity : world.floor().entities) {
    if (entity.position == world.player().position) under += (under.empty() ? "" : ", ") + entity.name;
  }
  you.facts.push_back(under.empty() ? DescriptionLine{"Nothing lies under you.", FactTone::Plain}
                                    : DescriptionLine{"Under you: " + under + ".", FactTone::Plain});
  you.facts.push_back({"Click here to search for traps, right-click to wait: a turn each.", FactTone::Plain});
  return you;
}

void add_monster_glance(TileDescription& description, const game::World& world, const game::Monster& monster,
                        const std::optional<AimedAttack>& aimed) {
  description.health = Health{monster.hp, monster.max_hp};
  const int defence_percent = world.content().rules.defence_percent;
  game::Danger danger = game::assess_danger(world.player(), monster, defence_percent);
  if (aimed) {
    // The same rule as the world's strike_with: the item's damage against its defence.
    danger.your_blow = game::blow_odds(aimed->damage, game::defence_of(monster), defence_percent);
    danger.to_kill_it = game::blows_to_kill(danger.your_blow, monster.hp);
  }
  description.facts = monster_facts(monster, danger, aimed ? aimed->what : std::string());
}

// What the player remembers lying on a tile out of sight (a monster there is not seen).
const game::Entity* remembered_at(const game::Floor& floor, core::Point tile) {
  for (const game::Entity& entity : floor.entities) {
    if (entity.position == tile && game::is_remembered(floor, entity)) return &entity;
  }
  return nullptr;
}

// A trap the player found: what it does when stepped on, as a warning.
const game::Entity* found_trap_at(const game::Floor& floor, core::Point tile) {
  const game::Entity* trap = floor.trap_at(tile);
  return trap && std::get<game::Trap>(trap->kind).found ? trap : nullptr;
}

// "stun", "poison", "confusion": what a status is called as something a trap deals.
std::string dealt(content::StatusKind status) {
  switch (status) {
    case content::StatusKind::Stunned: return "stun";
    case content::StatusKind::Poisoned: return "poison";
    case content::StatusKind::Confused: return "confusion";
  }
  return "";
}

// "Stepped on: 2-5 damage and stun.", "Stepped on: poison to everyone within 2 tiles."
std::string trap_effect_text(const content::TrapTraits& traits) {
  switch (traits.effect) {
    case content::TrapEffect::Alarm:
      return "Stepped on: an alarm heard " + std::to_string(traits.noise) + " tiles away.";
    case content::TrapEffect::Teleport: return "Stepped on: it sends you elsewhere on the floor.";
    case content::TrapEffect::Strike: break;
  }
  std::vector<std::string> parts;
  if (traits.damage.max > 0)
    parts.push_back(std::to_string(traits.damage.min) + "-" + std::to_string(traits.damage.max) + " damage");
  for (const content::Infliction& infliction : traits.inflicts) parts.push_back(dealt(infliction.status));
  std::string text = "Stepped on:";
  for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? " " : " and ") + parts[i];
  if (traits.radius > 0) text += " to everyone within " + std::to_string(traits.radius) + " tiles";
  return text + ".";
}

TileDescription describe_trap(const game::World& world, const game::Entity& trap) {
  const content::Appearance* look = world.content().find_appearance(trap.definition);
  TileDescription description = plain(trap.name, look ? look->description : trap.description);
  description.facts.push_back({trap_effect_text(std::get<game::Trap>(trap.kind).traits), FactTone::Warning});
  return description;
}

}  // namespace

std::optional<TileDescription> describe_tile(const game::World& world, core::Point tile,
                                             const std::optional<AimedAttack>& aimed) {
  const game::Floor& floor = world.floor();
  if (!floor.cells.in_bounds(tile) || !floor.seen[tile]) return std::nullopt;
  if (!floor.visible[tile]) {
    const game::Entity* thing = remembered_at(floor, tile);
    if (!thing) thing = found_trap_at(floor, tile);
    return plain(thing                 ? thing->name
                 : floor.is_wall(tile) ? "Wall"
                                       : "Floor",
                 "You remember it from earlier; it is out of sight now.");
  }
  if (tile == world.player().position) return describe_player(world);
  if (const game::Entity* entity = floor.entity_at(tile)) {
    // Words follow the data at once (after F5 too); the entity's numbers stay as they were made.
    const content::Appearance* look = world.content().find_appearance(entity->definition);
    TileDescription description = plain(entity->name, look ? look->description : entity->description);
    if (const auto* monster = std::get_if<game::Monster>(&entity->kind))
      add_monster_glance(description, world, *monster, aimed);
    // A content designer's run names where the definition is written, to open it at once.
    if (world.debug_run()) {
      if (const content::DefinitionPlace* place = world.content().place_of(entity->definition))
        description.facts.push_back({"Defined at " + content::place_text(*place)});
    }
    return description;
  }
  if (const game::Entity* trap = found_trap_at(floor, tile)) return describe_trap(world, *trap);
  if (floor.is_wall(tile)) {
    return plain("Wall", "Damp concrete, scratched by a thousand tiny claws.");
  }
  return plain("Floor", "Cold tiles. Something small has left footprints in the dust.");
}

}  // namespace scenes
