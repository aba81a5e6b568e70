// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "core/rng.h"
#include "game/model/floor.h"
#include "game/spawning/entity_factory.h"

namespace game {

// The floor tiles reachable from the arrival with nothing on them, handed out
// at random, each at most once.
class FreeTiles {
 public:
  // Tiles at least `min_distance` steps from the arrival count as far.
  FreeTiles(const Floor& floor, core::Point arrival, int min_distance);

  bool empty() const { return far_.empty() && near_.empty(); }
  // A far tile, or any tile when the far ones run out.
  std::optional<core::Point> take_far(core::Rng& rng);
  // Any tile, each as likely as the others.
  std::optional<core::Point> take_any(core::Rng& rng);
  // The free tile nearest `centre` (in steps of eight directions) within `radius`, if any; the first
  // such in the floor's order among equals, so nothing is rolled.
  std::optional<core::Point> take_near(core::Point centre, int radius);

 private:
  std::vector<core::Point> far_;
  std::vector<core::Point> near_;
};

// Creates a `kind` through the factory and stands it on `position`, and returns its id; does
// nothing when there is no kind (a name the data does not know) or no position.
std::optional<EntityId> spawn_at(Floor& floor, std::optional<KindId> kind, std::optional<core::Point> position,
                                 const EntityFactory& factory, const SpawnContext& context);

}  // namespace game
