#include "game/travel/route_map.h"

#include "core/distance_map.h"
#include "core/dungeon.h"

namespace game {

namespace {

bool next_to_unseen(const Floor& floor, core::Point tile) {
  for (core::Point direction : core::kDirections8) {
    const core::Point neighbour = tile + direction;
    if (floor.seen.in_bounds(neighbour) && !floor.seen[neighbour]) return true;
  }
  return false;
}

}  // namespace

core::Grid<std::uint8_t> known_walkable(const Floor& floor, bool holds_key) {
  core::Grid<std::uint8_t> walkable = core::walkable_mask(floor.cells);
  for (std::size_t i = 0; i < walkable.cells().size(); ++i) {
    if (!floor.seen.cells()[i]) walkable.cells()[i] = 0;
  }
  for (const Entity& entity : floor.entities) {
    if (std::holds_alternative<Stairs>(entity.kind)) walkable[entity.position] = 0;
    const auto* door = std::get_if<Door>(&entity.kind);
    if (door && door->locked && !holds_key) walkable[entity.position] = 0;
  }
  return walkable;
}

std::vector<core::Point> frontier(const Floor& floor, const core::Grid<std::uint8_t>& walkable) {
  std::vector<core::Point> tiles;
  for (std::size_t i = 0; i < walkable.cells().size(); ++i) {
    const core::Point tile = walkable.point_at(i);
    if (walkable[tile] && floor.seen[tile] && next_to_unseen(floor, tile)) tiles.push_back(tile);
  }
  return tiles;
}

RouteMap::RouteMap(const Floor& floor, const core::Grid<std::uint8_t>& walkable, core::Point from)
    : floor_(floor),
      walkable_(walkable),
      distances_(walkable.width(), walkable.height(), core::kUnreachable),
      came_from_(walkable.width(), walkable.height()),
      from_(from) {
  // Breadth first, remembering where each tile was reached from, so a route can be walked back.
  // A vector read from the front is the queue: every tile enters it at most once.
  std::vector<core::Point> queue;
  queue.reserve(walkable_.cells().size());
  distances_[from] = 0;
  queue.push_back(from);
  for (std::size_t next_out = 0; next_out < queue.size(); ++next_out) {
    const core::Point tile = queue[next_out];
    for (core::Point direction : core::kDirections8) {
      const core::Point next = tile + direction;
      if (!walkable_.in_bounds(next) || !walkable_[next] || distances_[next] != core::kUnreachable) continue;
      if (squeezes_between_walls(floor_, tile, direction)) continue;
      distances_[next] = distances_[tile] + 1;
      came_from_[next] = tile;
      queue.push_back(next);
    }
  }
}

std::optional<core::Point> RouteMap::first_step(const std::vector<core::Point>& goals) const {
  std::optional<core::Point> nearest;
  int nearest_distance = core::kUnreachable;
  for (core::Point goal : goals) {
    if (goal == from_ || !distances_.in_bounds(goal)) continue;
    const int distance = distance_to(goal);
    if (distance < nearest_distance) {
      nearest_distance = distance;
      nearest = goal;
    }
  }
  if (!nearest) return std::nullopt;
  // Walk the route back from the goal; the tile reached straight from the player is the first step.
  core::Point tile = *nearest;
  core::Point previous = distances_[tile] != core::kUnreachable ? came_from_[tile] : *approach(tile);
  while (previous != from_) {
    tile = previous;
    previous = came_from_[tile];
  }
  return tile - from_;
}

std::optional<core::Point> RouteMap::step_aside() const {
  for (core::Point direction : core::kDirections8) {
    const core::Point next = from_ + direction;
    if (distances_.in_bounds(next) && distances_[next] == 1) return direction;
  }
  return std::nullopt;
}

int RouteMap::distance_to(core::Point goal) const {
  if (distances_[goal] != core::kUnreachable) return distances_[goal];
  const std::optional<core::Point> next_to = approach(goal);
  return next_to ? distances_[*next_to] + 1 : core::kUnreachable;
}

std::optional<core::Point> RouteMap::approach(core::Point goal) const {
  std::optional<core::Point> best;
  for (core::Point direction : core::kDirections8) {
    const core::Point tile = goal - direction;
    if (!distances_.in_bounds(tile) || distances_[tile] == core::kUnreachable) continue;
    if (squeezes_between_walls(floor_, tile, direction)) continue;
    if (!best || distances_[tile] < distances_[*best]) best = tile;
  }
  return best;
}

}  // namespace game
