// SPDX-License-Identifier: MIT
#include "game/generation/floor_check.h"

#include <array>
#include <cstdint>

#include "core/distance_map.h"

namespace game {

namespace {

std::string at(core::Point tile) {
  return std::to_string(tile.x) + "," + std::to_string(tile.y);
}

bool is_locked_door(const Entity& entity) {
  const auto* door = std::get_if<Door>(&entity.kind);
  return door != nullptr && door->locked;
}

bool is_key(const Entity& entity) {
  const auto* item = std::get_if<Item>(&entity.kind);
  return item != nullptr && item->traits.effect == content::ItemEffect::Unlock;
}

void check_standing(const Floor& floor, const std::vector<Entity>& entities, std::vector<std::string>& problems) {
  for (const Entity& entity : entities) {
    if (!floor.is_floor(entity.position))
      problems.push_back("the " + entity.name + " at " + at(entity.position) +
                         " stands outside the floor or in a wall");
  }
}

// Distances from the arrival over the floor's tiles, with its locked doors shut or open.
core::Grid<int> distances_from(const Floor& floor, core::Point arrival, bool doors_open) {
  core::Grid<std::uint8_t> walkable = core::walkable_mask(floor.cells);
  if (!doors_open) {
    for (const Entity& entity : floor.entities) {
      if (is_locked_door(entity) && walkable.in_bounds(entity.position)) walkable[entity.position] = 0;
    }
  }
  const std::array<core::Point, 1> from{arrival};
  return core::distance_map(walkable, from);
}

void check_reach(const Floor& floor, const core::Grid<int>& open, std::vector<std::string>& problems) {
  for (std::size_t i = 0; i < open.cells().size(); ++i) {
    if (floor.cells.cells()[i] != core::Cell::Floor || open.cells()[i] != core::kUnreachable) continue;
    problems.push_back("the floor tile at " + at(open.point_at(i)) + " cannot be reached from the arrival");
    return;  // one is enough: its neighbours are usually cut off with it
  }
}

void check_keys(const Floor& floor, const core::Grid<int>& shut, std::vector<std::string>& problems) {
  int doors = 0;
  int keys = 0;
  for (const Entity& entity : floor.entities) {
    if (is_locked_door(entity)) ++doors;
    const bool reached = floor.is_floor(entity.position) && shut[entity.position] != core::kUnreachable;
    if (is_key(entity) && reached) keys += std::get<Item>(entity.kind).count;
  }
  if (keys < doors)
    problems.push_back(std::to_string(doors) + " locked doors, but only " + std::to_string(keys) +
                       " keys lie within reach before any of them");
}

}  // namespace

std::vector<std::string> floor_problems(const Floor& floor, core::Point arrival) {
  std::vector<std::string> problems;
  check_standing(floor, floor.entities, problems);
  check_standing(floor, floor.traps, problems);
  if (!floor.is_floor(arrival)) {
    problems.push_back("the arrival at " + at(arrival) + " is not a floor tile");
    return problems;
  }
  check_reach(floor, distances_from(floor, arrival, true), problems);
  const core::Grid<int> shut = distances_from(floor, arrival, false);
  const Entity* up = floor.stairs(StairsDirection::Up);
  if (up != nullptr && floor.is_floor(up->position) && shut[up->position] == core::kUnreachable)
    problems.push_back("the stairs up at " + at(up->position) + " cannot be reached without opening a locked door");
  check_keys(floor, shut, problems);
  return problems;
}

}  // namespace game
