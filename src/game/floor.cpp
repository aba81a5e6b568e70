#include "game/floor.h"

namespace game {

const Entity* Floor::entity_at(core::Point p) const {
  for (const Entity& entity : entities) {
    if (entity.position == p) return &entity;
  }
  return nullptr;
}

const Entity* Floor::stairs(StairsDirection direction) const {
  for (const Entity& entity : entities) {
    if (const auto* found = std::get_if<Stairs>(&entity.kind); found && found->direction == direction) return &entity;
  }
  return nullptr;
}

}  // namespace game
