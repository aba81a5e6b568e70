// SPDX-License-Identifier: MIT
// The parts of World that set a game up for a scenario or a test, outside the
// turn order: where the player stands, what they carry, what else is there.

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

bool World::travel_to_floor(int number) {
  stage();
  if (number < 0 || number > top_floor(content())) return false;
  if (number != current_floor_) enter_floor(number, StairsDirection::Down);
  return true;
}

bool World::place_player(core::Point position) {
  stage();
  const Floor& here = current();
  if (!here.is_floor(position)) return false;
  if (const Entity* occupant = here.entity_at(position); occupant && occupant->solid) return false;
  player_.position = position;
  update_field_of_view();
  return true;
}

void World::set_player_hp(int hp) {
  stage();
  player_.hp = std::clamp(hp, 1, player_.stats.max_hp);
}

void World::set_god_mode(bool on) {
  replayable_ = false;
  god_mode_ = on;
}

void World::reveal_floor() {
  replayable_ = false;
  current().seen.fill(1);
}

bool World::give(const std::string& name) {
  stage();
  // Rolled on a copy of the dice, so that a refusal leaves them as they were.
  core::Rng dice = rng_;
  CreateResult created = factory_->create(name, {current_floor_, dice});
  if (!created.entity || !can_carry(player_, *created.entity)) return false;
  rng_ = dice;
  created.entity->id = ids_->take();
  add_to_pack(player_, std::move(*created.entity));
  return true;
}

bool World::give_equipped(const std::string& name) {
  stage();
  CreateResult created = factory_->create(name, {current_floor_, rng_});
  if (!created.entity) return false;
  const auto* equipment = std::get_if<Equipment>(&created.entity->kind);
  if (equipment == nullptr || player_.equipped[slot_index(equipment->slot)]) return false;
  created.entity->id = ids_->take();
  player_.equipped[slot_index(equipment->slot)] = std::move(*created.entity);
  refresh_player(player_, content().player);
  return true;
}

std::optional<EntityId> World::spawn(const std::string& name, core::Point position) {
  stage();
  Floor& here = current();
  if (!here.is_floor(position) || position == player_.position) return std::nullopt;
  CreateResult created = factory_->create(name, {current_floor_, rng_});
  if (!created.entity) return std::nullopt;
  const Entity* occupant = here.entity_at(position);
  if (occupant && (occupant->solid || created.entity->solid)) return std::nullopt;
  const EntityId id = here.place(std::move(*created.entity), position);
  update_field_of_view();
  return id;
}

}  // namespace game
