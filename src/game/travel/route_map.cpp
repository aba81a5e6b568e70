// SPDX-License-Identifier: MIT
#include "game/travel/route_map.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "core/distance_map.h"
#include "core/dungeon.h"

namespace game {

namespace {

constexpr std::uint64_t kLowBitOfEachByte = 0x0101010101010101ULL;

// Both walks below run over every known tile for each hover and each step of
// a walk, so they read plain row-major arrays, and test a tile's bounds only
// on the edge of the map.
bool on_edge(core::Point tile, int width, int height) {
  return tile.x == 0 || tile.y == 0 || tile.x == width - 1 || tile.y == height - 1;
}

bool next_to_unseen(const Floor& floor, core::Point tile) {
  const std::vector<std::uint8_t>& seen = floor.seen.cells();
  const int width = floor.width();
  const std::size_t index = floor.seen.index(tile);
  const bool edge = on_edge(tile, width, floor.height());
  for (core::Point direction : core::kDirections8) {
    if (edge && !floor.seen.in_bounds(tile + direction)) continue;
    if (!seen[index + direction.y * width + direction.x]) return true;
  }
  return false;
}

// 1 in each byte whose bits are not all 0, 0 in the others.
std::uint64_t any_bit_per_byte(std::uint64_t bytes) {
  bytes |= bytes >> 4;  // each byte's bit 0 gathers its bits 4, then 2, then 1 places above
  bytes |= bytes >> 2;
  bytes |= bytes >> 1;
  return bytes & kLowBitOfEachByte;
}

// walkable[i] = 1 where cells[i] is floor and seen[i] is set, eight tiles at a time: this runs
// over the whole floor for every hover after a turn and every step of a walk, and the compiler
// does not vectorise the plain loop at our optimisation level.
void mark_seen_floor(const std::vector<core::Cell>& cells, const std::vector<std::uint8_t>& seen,
                     std::vector<std::uint8_t>& walkable) {
  static_assert(
      sizeof(core::Cell) == 1 && static_cast<int>(core::Cell::Floor) == 1 && static_cast<int>(core::Cell::Wall) == 0,
      "a floor cell's byte is its walkable bit");
  constexpr std::size_t kWord = sizeof(std::uint64_t);
  std::size_t i = 0;
  for (; i + kWord <= walkable.size(); i += kWord) {
    std::uint64_t floor_bytes = 0;
    std::uint64_t seen_bytes = 0;
    std::memcpy(&floor_bytes, cells.data() + i, kWord);
    std::memcpy(&seen_bytes, seen.data() + i, kWord);
    const std::uint64_t both = floor_bytes & kLowBitOfEachByte & any_bit_per_byte(seen_bytes);
    std::memcpy(walkable.data() + i, &both, kWord);
  }
  for (; i < walkable.size(); ++i) walkable[i] = cells[i] == core::Cell::Floor && seen[i] ? 1 : 0;
}

}  // namespace

core::Grid<std::uint8_t> known_walkable(const Floor& floor, bool holds_key) {
  core::Grid<std::uint8_t> walkable(floor.width(), floor.height());
  mark_seen_floor(floor.cells.cells(), floor.seen.cells(), walkable.cells());
  for (const Entity& entity : floor.entities) {
    if (std::holds_alternative<Stairs>(entity.kind)) walkable[entity.position] = 0;
    const auto* door = std::get_if<Door>(&entity.kind);
    if (door && door->locked && !holds_key) walkable[entity.position] = 0;
  }
  return walkable;
}

void block_found_traps(const Floor& floor, core::Grid<std::uint8_t>& walkable) {
  for (const Entity& trap : floor.traps) {
    if (std::get<Trap>(trap.kind).found) walkable[trap.position] = 0;
  }
}

RouteMap::RouteMap(const Floor& floor, core::Grid<std::uint8_t> walkable, core::Point from)
    : floor_(floor),
      walkable_(std::move(walkable)),
      from_(from),
      open_(walkable_.cells()),
      distances_(walkable_.width(), walkable_.height(), kNotReached),
      step_in_(walkable_.width(), walkable_.height()) {
  if (!walkable_.in_bounds(from)) return;
  distances_[from] = 0;
  open_[walkable_.index(from)] = 0;
  queue_.push_back(from);
}

std::optional<core::Point> RouteMap::first_step(const std::vector<core::Point>& goals) const {
  const std::optional<core::Point> goal = nearest(goals);
  if (!goal) return std::nullopt;
  return walk_back(*goal).back() - from_;
}

std::optional<std::vector<core::Point>> RouteMap::path_to(core::Point goal) const {
  if (goal == from_) return std::vector<core::Point>{};
  if (!nearest({goal})) return std::nullopt;
  std::vector<core::Point> path = walk_back(goal);
  std::reverse(path.begin(), path.end());
  return path;
}

// Level by level along the search's own queue, which holds the tiles in the
// order of their distance: the first level with a frontier tile decides, and
// within it the tile first in reading order.
std::optional<core::Point> RouteMap::nearest_frontier() const {
  for (std::size_t i = 1;; ++i) {
    while (i >= queue_.size() && next_out_ < queue_.size()) expand_next();
    if (i >= queue_.size()) return std::nullopt;
    if (!on_frontier(queue_[i])) continue;
    const int steps = distances_[queue_[i]];
    search_up_to(steps, {});  // every tile `steps` away is now in the queue
    core::Point best = queue_[i];
    for (std::size_t j = i + 1; j < queue_.size() && distances_[queue_[j]] == steps; ++j) {
      const core::Point tile = queue_[j];
      if (walkable_.index(tile) < walkable_.index(best) && on_frontier(tile)) best = tile;
    }
    return best;
  }
}

std::optional<core::Point> RouteMap::step_aside() const {
  search_up_to(1, {});
  for (core::Point direction : core::kDirections8) {
    const core::Point next = from_ + direction;
    if (distances_.in_bounds(next) && distances_[next] == 1) return direction;
  }
  return std::nullopt;
}

namespace {

// How goal_marks marks a tile.
constexpr std::uint8_t kGoalTile = 1;
constexpr std::uint8_t kBesideGoal = 2;

}  // namespace

// The search grows in rounds: as far as the nearest goal it has seen so far,
// then the goals are compared by what it reached. A goal nearer than that
// bound would have been reached in the round, so the answer is exact once the
// best goal lies within what the search is sure of; when it does not (a tile
// beside a goal can promise a step the corner rule forbids) another round
// goes on from there.
std::optional<core::Point> RouteMap::nearest(const std::vector<core::Point>& goals) const {
  if (goals.empty()) return std::nullopt;  // without this the search would cover every tile in vain
  const std::vector<std::uint8_t> marks = goal_marks(goals);
  int bound = core::kUnreachable;
  nearest_reached(goals, bound);
  while (true) {
    search_up_to(bound, marks);
    int steps = core::kUnreachable;
    const std::optional<core::Point> best = nearest_reached(goals, steps);
    const int sure = searched_steps();
    if (sure == core::kUnreachable || (best && steps <= sure)) return best;
    bound = best ? steps : core::kUnreachable;
  }
}

std::optional<core::Point> RouteMap::nearest_reached(const std::vector<core::Point>& goals, int& steps) const {
  std::optional<core::Point> nearest;
  steps = core::kUnreachable;
  for (core::Point goal : goals) {
    if (goal == from_ || !distances_.in_bounds(goal)) continue;
    const int distance = reached_distance(goal);
    if (distance < steps) {
      steps = distance;
      nearest = goal;
    }
  }
  return nearest;
}

std::vector<std::uint8_t> RouteMap::goal_marks(const std::vector<core::Point>& goals) const {
  std::vector<std::uint8_t> marks(walkable_.cells().size(), 0);
  for (core::Point goal : goals) {
    if (goal == from_ || !walkable_.in_bounds(goal)) continue;
    if (walkable_[goal]) {
      marks[walkable_.index(goal)] |= kGoalTile;
      continue;
    }
    for (core::Point direction : core::kDirections8) {
      if (walkable_.in_bounds(goal + direction)) marks[walkable_.index(goal + direction)] |= kBesideGoal;
    }
  }
  return marks;
}

int RouteMap::search_up_to(int steps, const std::vector<std::uint8_t>& marks) const {
  while (next_out_ < queue_.size() && distances_[queue_[next_out_]] < steps) {
    const std::size_t first_new = queue_.size();
    expand_next();
    if (marks.empty()) continue;
    for (std::size_t i = first_new; i < queue_.size(); ++i) {
      const std::uint8_t mark = marks[walkable_.index(queue_[i])];
      const int distance = distances_[queue_[i]];
      if (mark & kGoalTile) steps = std::min(steps, distance);
      if (mark & kBesideGoal) steps = std::min(steps, distance + 1);
    }
  }
  return steps;
}

void RouteMap::expand_next() const {
  const core::Point tile = queue_[next_out_++];
  const int width = walkable_.width();
  const std::size_t index = walkable_.index(tile);
  const bool edge = on_edge(tile, width, walkable_.height());
  std::vector<int>& distances = distances_.cells();
  // squeezes_between_walls, read straight from the cells away from the map's edge.
  const std::vector<core::Cell>& cells = floor_.cells.cells();
  for (std::uint8_t step = 0; step < std::size(core::kDirections8); ++step) {
    const core::Point direction = core::kDirections8[step];
    if (edge && !walkable_.in_bounds(tile + direction)) continue;
    const std::size_t next = index + direction.y * width + direction.x;
    if (!open_[next]) continue;
    const bool squeezes = edge ? squeezes_between_walls(floor_, tile, direction)
                               : direction.x != 0 && direction.y != 0 &&
                                     cells[index + direction.x] == core::Cell::Wall &&
                                     cells[index + direction.y * width] == core::Cell::Wall;
    if (squeezes) continue;
    open_[next] = 0;
    distances[next] = distances[index] + 1;
    step_in_.cells()[next] = step;
    queue_.push_back(tile + direction);
  }
}

bool RouteMap::on_frontier(core::Point tile) const {
  return floor_.seen[tile] && next_to_unseen(floor_, tile);
}

core::Point RouteMap::came_from(core::Point tile) const {
  return tile - core::kDirections8[step_in_[tile]];
}

int RouteMap::searched_steps() const {
  return next_out_ < queue_.size() ? distances_[queue_[next_out_]] : core::kUnreachable;
}

int RouteMap::reached_distance(core::Point goal) const {
  if (reached(goal)) return distances_[goal];
  const std::optional<core::Point> next_to = approach(goal);
  return next_to ? distances_[*next_to] + 1 : core::kUnreachable;
}

std::optional<core::Point> RouteMap::approach(core::Point goal) const {
  std::optional<core::Point> best;
  for (core::Point direction : core::kDirections8) {
    const core::Point tile = goal - direction;
    if (!distances_.in_bounds(tile) || !reached(tile)) continue;
    if (squeezes_between_walls(floor_, tile, direction)) continue;
    if (!best || distances_[tile] < distances_[*best]) best = tile;
  }
  return best;
}

std::vector<core::Point> RouteMap::walk_back(core::Point goal) const {
  std::vector<core::Point> tiles{goal};
  core::Point previous = reached(goal) ? came_from(goal) : *approach(goal);
  while (previous != from_) {
    tiles.push_back(previous);
    previous = came_from(previous);
  }
  return tiles;
}

}  // namespace game
