// SPDX-License-Identifier: MIT
#include "game/generation/furnish_tiles.h"

#include <array>

#include "core/distance_map.h"

namespace game {

namespace {

std::optional<core::Point> take(std::vector<core::Point>& tiles, core::Rng& rng) {
  if (tiles.empty()) return std::nullopt;
  const int index = rng.uniform_int(0, static_cast<int>(tiles.size()) - 1);
  const core::Point chosen = tiles[index];
  tiles[index] = tiles.back();
  tiles.pop_back();
  return chosen;
}

}  // namespace

FreeTiles::FreeTiles(const Floor& floor, core::Point arrival, int min_distance) {
  const std::array<core::Point, 1> goals{arrival};
  const core::Grid<int> distances = core::distance_map(core::walkable_mask(floor.cells), goals);
  for (std::size_t i = 0; i < distances.cells().size(); ++i) {
    const core::Point p = distances.point_at(i);
    const int distance = distances.cells()[i];
    if (distance == core::kUnreachable || floor.entity_at(p) != nullptr) continue;
    (distance >= min_distance ? far_ : near_).push_back(p);
  }
}

std::optional<core::Point> FreeTiles::take_far(core::Rng& rng) {
  return take(far_.empty() ? near_ : far_, rng);
}

std::optional<core::Point> FreeTiles::take_any(core::Rng& rng) {
  const int total = static_cast<int>(far_.size() + near_.size());
  const bool from_far =
      !far_.empty() && (near_.empty() || rng.uniform_int(0, total - 1) < static_cast<int>(far_.size()));
  return take(from_far ? far_ : near_, rng);
}

std::optional<core::Point> FreeTiles::take_near(core::Point centre, int radius) {
  std::vector<core::Point>* list = nullptr;
  std::size_t best = 0;
  int best_distance = radius + 1;
  for (std::vector<core::Point>* tiles : {&near_, &far_}) {
    for (std::size_t i = 0; i < tiles->size(); ++i) {
      const int distance = core::chebyshev_distance((*tiles)[i], centre);
      if (distance >= best_distance) continue;
      best_distance = distance;
      list = tiles;
      best = i;
    }
  }
  if (list == nullptr) return std::nullopt;
  const core::Point chosen = (*list)[best];
  list->erase(list->begin() + static_cast<std::ptrdiff_t>(best));
  return chosen;
}

std::optional<EntityId> spawn_at(Floor& floor, std::optional<KindId> kind, std::optional<core::Point> position,
                                 const EntityFactory& factory, const SpawnContext& context) {
  if (!kind || !position) return std::nullopt;  // the database was validated, so every kind it names exists
  return floor.place(factory.create(*kind, context), *position);
}

}  // namespace game
