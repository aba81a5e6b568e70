#include "scenes/tile_description.h"

namespace scenes {

std::optional<TileDescription> describe_tile(const game::World& world, core::Point tile) {
  const game::Floor& floor = world.floor();
  if (!floor.cells.in_bounds(tile) || !floor.seen[tile]) return std::nullopt;
  if (!floor.visible[tile]) {
    return TileDescription{floor.is_wall(tile) ? "Wall" : "Floor",
                           "You remember it from earlier; it is out of sight now."};
  }
  if (tile == world.player().position) {
    return TileDescription{"You", "A lab researcher with a net, a notebook and a grudge against escaped mice."};
  }
  if (const game::Entity* entity = floor.entity_at(tile)) {
    // Words follow the data at once (after F5 too); the entity's numbers stay as they were made.
    const content::Appearance* look = world.content().find_appearance(entity->definition);
    return TileDescription{entity->name, look ? look->description : entity->description};
  }
  if (floor.is_wall(tile)) return TileDescription{"Wall", "Damp concrete, scratched by a thousand tiny claws."};
  return TileDescription{"Floor", "Cold tiles. Something small has left footprints in the dust."};
}

}  // namespace scenes
