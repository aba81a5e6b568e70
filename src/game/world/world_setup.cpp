// SPDX-License-Identifier: MIT
// WorldSetup: what a scenario or a test sets up, and what the debug console
// changes, outside the turn order: where the player stands, what they carry,
// what else is there.

#include <algorithm>

#include "game/model/stacks.h"
#include "game/rules/player_stats.h"
#include "game/world/world.h"

namespace game {

// A run changed outside play is no longer the run its seed and actions give, nor one that was
// played from its start: it keeps no replay and enters no high-score table.
void World::stage() {
  replayable_ = false;
  summary_.staged = true;
}

bool WorldSetup::travel_to_floor(int number) {
  world_.stage();
  if (number < 0 || number > top_floor(world_.content())) return false;
  if (number != world_.current_floor_) world_.enter_floor(number, StairsDirection::Down);
  return true;
}

bool WorldSetup::place_player(core::Point position) {
  world_.stage();
  const Floor& here = world_.current();
  if (!here.is_floor(position)) return false;
  if (const Entity* occupant = here.entity_at(position); occupant && occupant->solid) return false;
  world_.player_.position = position;
  world_.update_field_of_view();
  return true;
}

bool WorldSetup::set_asleep(EntityId id, bool asleep) {
  world_.stage();
  for (Entity& entity : world_.current().entities) {
    auto* monster = std::get_if<Monster>(&entity.kind);
    if (entity.id != id || monster == nullptr) continue;
    monster->sleeping = asleep;
    monster->alert = !asleep;
    if (!asleep) monster->memory = world_.content().rules.monster_memory_turns;
    return true;
  }
  return false;
}

void WorldSetup::set_player_hp(int hp) {
  world_.stage();
  world_.player_.hp = std::clamp(hp, 1, world_.player_.stats.max_hp);
}

void WorldSetup::set_god_mode(bool on) {
  world_.replayable_ = false;
  world_.god_mode_ = on;
}

void WorldSetup::reveal_floor() {
  world_.replayable_ = false;
  world_.current().seen.fill(1);
  for (Entity& trap : world_.current().traps) std::get<Trap>(trap.kind).found = true;
}

bool WorldSetup::give(const std::string& name) {
  world_.stage();
  // Rolled on a copy of the dice, so that a refusal leaves them as they were.
  core::Rng dice = world_.rng_;
  CreateResult created = world_.factory_->create(name, {world_.current_floor_, dice});
  if (!created.entity || !can_carry(world_.player_, *created.entity)) return false;
  world_.rng_ = dice;
  created.entity->id = world_.ids_->take();
  add_to_pack(world_.player_, std::move(*created.entity));
  return true;
}

bool WorldSetup::give_equipped(const std::string& name) {
  world_.stage();
  CreateResult created = world_.factory_->create(name, {world_.current_floor_, world_.rng_});
  if (!created.entity) return false;
  const auto* equipment = std::get_if<Equipment>(&created.entity->kind);
  if (equipment == nullptr || world_.player_.equipped[slot_index(equipment->traits.slot)]) return false;
  created.entity->id = world_.ids_->take();
  world_.player_.equipped[slot_index(equipment->traits.slot)] = std::move(*created.entity);
  refresh_player(world_.player_, world_.content().player);
  return true;
}

std::optional<EntityId> WorldSetup::spawn(const std::string& name, core::Point position) {
  world_.stage();
  Floor& here = world_.current();
  if (!here.is_floor(position) || position == world_.player_.position) return std::nullopt;
  CreateResult created = world_.factory_->create(name, {world_.current_floor_, world_.rng_});
  if (!created.entity) return std::nullopt;
  const Entity* occupant = here.entity_at(position);
  if (occupant && (occupant->solid || created.entity->solid)) return std::nullopt;
  if (std::holds_alternative<Trap>(created.entity->kind) && here.trap_at(position)) return std::nullopt;
  const EntityId id = here.place(std::move(*created.entity), position);
  world_.update_field_of_view();
  return id;
}

}  // namespace game
