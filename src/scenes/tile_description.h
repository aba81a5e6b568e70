#pragma once

#include <optional>
#include <string>

#include "core/point.h"
#include "game/world/world.h"

namespace scenes {

// What the hover panel says about a tile.
struct TileDescription {
  std::string name;
  std::string description;
};

// Describes what the player knows of a tile: what stands there while it is in
// sight, the remembered terrain when it is not; nullopt for unknown tiles.
std::optional<TileDescription> describe_tile(const game::World& world, core::Point tile);

}  // namespace scenes
