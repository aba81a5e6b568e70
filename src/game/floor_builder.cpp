#include "game/floor_builder.h"

#include <array>

#include "core/distance_map.h"
#include "core/rng.h"
#include "game/floor_population.h"

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

// The walkable tile farthest from `from`, where the way onwards goes.
core::Point farthest_from(const core::DungeonMap& map, core::Point from) {
  const std::array<core::Point, 1> goals{from};
  return core::farthest_reachable(core::distance_map(core::walkable_mask(map.cells), goals));
}

void place_stairs(Floor& floor, const char* name, core::Point position, const EntityFactory& factory, core::Rng& rng,
                  EntityId& next_entity_id) {
  CreateResult created = factory.create(name, SpawnContext{floor.number, rng});
  created.entity->id = next_entity_id++;
  created.entity->position = position;
  floor.entities.push_back(std::move(*created.entity));
}

}  // namespace

Floor build_floor(int number, std::uint64_t run_seed, const EntityFactory& factory, EntityId& next_entity_id) {
  core::Rng rng(core::mix_seed(run_seed ^ (static_cast<std::uint64_t>(number) * 0x9E3779B97F4A7C15ull)));
  core::DungeonMap map = generate_layout(number, rng);

  Floor floor;
  floor.number = number;
  floor.opaque = core::opaque_mask(map.cells);
  floor.visible = core::FieldOfView(map.cells.width(), map.cells.height());
  floor.seen = core::Grid<std::uint8_t>(map.cells.width(), map.cells.height(), 0);
  floor.player_start = map.start;
  // Down stairs sit where the player arrives; up stairs as far away as the floor allows.
  if (number > 0) place_stairs(floor, "Stairs (Down)", map.start, factory, rng, next_entity_id);
  if (number < kTopFloor)
    place_stairs(floor, "Stairs (Up)", farthest_from(map, map.start), factory, rng, next_entity_id);
  floor.cells = std::move(map.cells);
  populate_floor(floor, floor.player_start, factory, rng, next_entity_id);
  place_boss(floor, floor.player_start, factory, rng, next_entity_id);
  // A closed door blocks sight until it is opened.
  for (const Entity& entity : floor.entities) {
    if (const auto* door = std::get_if<Door>(&entity.kind); door && door->locked) floor.opaque[entity.position] = 1;
  }
  return floor;
}

}  // namespace game
