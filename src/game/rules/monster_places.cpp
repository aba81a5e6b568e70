// SPDX-License-Identifier: MIT
#include "game/rules/monster_places.h"

#include <algorithm>
#include <variant>

namespace game {

namespace {

bool is_living_monster(const Entity& entity) {
  const auto* monster = std::get_if<Monster>(&entity.kind);
  return monster != nullptr && monster->hp > 0;
}

// Every monster of the floor, living or not, as a scan of the whole list meets them.
std::vector<std::size_t> every_monster(const Floor& floor) {
  std::vector<std::size_t> indices;
  for (std::size_t i = 0; i < floor.entities.size(); ++i) {
    if (std::holds_alternative<Monster>(floor.entities[i].kind)) indices.push_back(i);
  }
  return indices;
}

}  // namespace

void MonsterPlaces::note_all(const Floor& floor) {
  if (index_at_.width() != floor.width() || index_at_.height() != floor.height()) {
    index_at_ = core::Grid<int>(floor.width(), floor.height(), kNobody);
  } else {
    index_at_.fill(kNobody);
  }
  shared_tile_ = false;
  for (std::size_t i = 0; i < floor.entities.size(); ++i) {
    if (!is_living_monster(floor.entities[i])) continue;
    const core::Point at = floor.entities[i].position;
    if (!index_at_.in_bounds(at)) continue;
    shared_tile_ = shared_tile_ || index_at_[at] != kNobody;
    index_at_[at] = static_cast<int>(i);
  }
}

void MonsterPlaces::note_arrival(std::size_t index, core::Point at) {
  if (!index_at_.in_bounds(at)) return;
  shared_tile_ = shared_tile_ || index_at_[at] != kNobody;
  index_at_[at] = static_cast<int>(index);
}

void MonsterPlaces::note_move(core::Point from, core::Point to) {
  if (!index_at_.in_bounds(from) || !index_at_.in_bounds(to)) return;
  shared_tile_ = shared_tile_ || index_at_[to] != kNobody;
  index_at_[to] = index_at_[from];
  index_at_[from] = kNobody;
}

std::optional<std::size_t> MonsterPlaces::on(core::Point tile) const {
  if (!index_at_.in_bounds(tile) || index_at_[tile] == kNobody) return std::nullopt;
  return static_cast<std::size_t>(index_at_[tile]);
}

std::vector<std::size_t> MonsterPlaces::near(const Floor& floor, core::Point centre, int reach) const {
  const auto side = static_cast<std::size_t>(2 * std::max(reach, 0) + 1);
  if (shared_tile_ || side * side > floor.entities.size()) return every_monster(floor);
  std::vector<std::size_t> indices;
  for (int y = std::max(0, centre.y - reach); y <= std::min(index_at_.height() - 1, centre.y + reach); ++y) {
    for (int x = std::max(0, centre.x - reach); x <= std::min(index_at_.width() - 1, centre.x + reach); ++x) {
      if (const int index = index_at_[{x, y}]; index != kNobody) indices.push_back(static_cast<std::size_t>(index));
    }
  }
  std::ranges::sort(indices);
  return indices;
}

}  // namespace game
