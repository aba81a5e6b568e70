#include "game/floor_builder.h"

#include <array>

#include "core/distance_map.h"
#include "core/rng.h"

namespace game {

namespace {

// Floor 0: the lab's storeroom where the chase begins.
constexpr core::Rect kStartRoom{38, 20, 9, 7};

core::DungeonMap generate_layout(int number, core::Rng& rng) {
  if (number == 0) return core::generate_single_room(kFloorWidth, kFloorHeight, kStartRoom);
  if (number == kTopFloor) return core::generate_hall(kFloorWidth, kFloorHeight);
  if (rng.one_in(2)) return core::generate_rooms_and_corridors(kFloorWidth, kFloorHeight, rng);
  return core::generate_random_walk(kFloorWidth, kFloorHeight, rng);
}

Entity make_stairs(StairsDirection direction, core::Point position, EntityId id) {
  const bool up = direction == StairsDirection::Up;
  return Entity{
      .id = id,
      .name = up ? "Stairs (Up)" : "Stairs (Down)",
      .description = up ? "Steps leading up, towards the squeaking." : "Steps leading back down.",
      .sprite = up ? "stairs_up" : "stairs_down",
      .position = position,
      .solid = false,
      .kind = Stairs{direction},
  };
}

// The tile of the start room farthest from the room's centre, for floor 0's stairs.
core::Point farthest_from(const core::DungeonMap& map, core::Point from) {
  const core::Grid<std::uint8_t> walkable = core::walkable_mask(map.cells);
  const std::array<core::Point, 1> goals{from};
  return core::farthest_reachable(core::distance_map(walkable, goals));
}

}  // namespace

Floor build_floor(int number, std::uint64_t run_seed, EntityId& next_entity_id) {
  core::Rng rng(core::mix_seed(run_seed ^ (static_cast<std::uint64_t>(number) * 0x9E3779B97F4A7C15ull)));
  core::DungeonMap map = generate_layout(number, rng);

  Floor floor;
  floor.number = number;
  floor.opaque = core::opaque_mask(map.cells);
  floor.visible = core::Grid<std::uint8_t>(map.cells.width(), map.cells.height(), 0);
  floor.seen = floor.visible;
  // Down stairs sit where the player arrives; up stairs as far away as the floor allows.
  if (number > 0) floor.entities.push_back(make_stairs(StairsDirection::Down, map.start, next_entity_id++));
  if (number < kTopFloor) {
    floor.entities.push_back(make_stairs(StairsDirection::Up, farthest_from(map, map.start), next_entity_id++));
  }
  floor.player_start = map.start;
  floor.cells = std::move(map.cells);
  return floor;
}

}  // namespace game
