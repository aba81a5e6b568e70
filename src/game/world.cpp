#include "game/world.h"

#include <string>

#include "core/fov.h"

namespace game {

World::World(std::uint64_t seed, std::shared_ptr<const EntityFactory> factory)
    : seed_(seed), factory_(std::move(factory)) {
  player_.sight_radius = factory_->database().player.sight;
  floors_[0] = std::make_unique<Floor>(build_floor(0, seed_, *factory_, next_entity_id_));
  player_.position = floors_[0]->player_start;
  update_field_of_view();
  messages_.add("You wake up in the lab's storeroom. The mice are gone. Find the stairs up.", turn_);
}

MoveOutcome World::move_player(core::Point direction) {
  const core::Point target = player_.position + direction;
  if (current().is_wall(target) || squeezes_between_walls(current(), player_.position, direction)) return MoveOutcome::Blocked;
  if (const Entity* occupant = current().entity_at(target); occupant && occupant->solid) return MoveOutcome::Blocked;
  player_.position = target;
  ++turn_;
  if (const Entity* entity = current().entity_at(target)) {
    if (const auto* stairs = std::get_if<Stairs>(&entity->kind)) {
      const bool up = stairs->direction == StairsDirection::Up;
      enter_floor(current_floor_ + (up ? 1 : -1), up ? StairsDirection::Down : StairsDirection::Up);
      return MoveOutcome::ChangedFloor;
    }
  }
  update_field_of_view();
  return MoveOutcome::Moved;
}

void World::wait_turn() { ++turn_; }

void World::enter_floor(int number, StairsDirection arrive_on) {
  if (!floors_[number]) floors_[number] = std::make_unique<Floor>(build_floor(number, seed_, *factory_, next_entity_id_));
  current_floor_ = number;
  if (const Entity* stairs = current().stairs(arrive_on)) player_.position = stairs->position;
  update_field_of_view();
  messages_.add("Entering floor #" + std::to_string(number) + ".", turn_);
}

void World::update_field_of_view() {
  Floor& here = current();
  core::compute_fov(here.opaque, player_.position, player_.sight_radius, here.visible);
  auto& seen = here.seen.cells();
  const auto& visible = here.visible.cells();
  for (std::size_t i = 0; i < seen.size(); ++i) seen[i] |= visible[i];
}

}  // namespace game
