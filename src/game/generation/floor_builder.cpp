// SPDX-License-Identifier: MIT
#include "game/generation/floor_builder.h"

#include <array>

#include "core/distance_map.h"
#include "core/rng.h"
#include "game/generation/floor_population.h"
#include "game/generation/floor_traps.h"

namespace game {

namespace {

// Floor 0: the lab's storeroom where the chase begins.
constexpr core::Rect kStartRoom{38, 20, 9, 7};

// A band's floors are carved as its generator says; any other floor is rooms or caves, one in two.
core::DungeonMap generate_layout(int number, const content::FloorRules& rules, core::Rng& rng) {
  if (number == 0) return core::generate_single_room(kFloorWidth, kFloorHeight, kStartRoom);
  if (number == rules.boss_floor) return core::generate_hall(kFloorWidth, kFloorHeight);
  const content::FloorBand* band = content::band_of_floor(rules.bands, number);
  if (band == nullptr || !band->generator) {
    if (rng.one_in(2)) return core::generate_rooms_and_corridors(kFloorWidth, kFloorHeight, rng);
    return core::generate_random_walk(kFloorWidth, kFloorHeight, rng);
  }
  const content::FloorGenerator& generator = *band->generator;
  const bool rooms = generator.kind == content::GeneratorKind::Rooms ||
                     (generator.kind == content::GeneratorKind::Mixed && rng.percent(generator.rooms_percent));
  if (rooms) return core::generate_rooms_and_corridors(kFloorWidth, kFloorHeight, rng, generator.rooms);
  return core::generate_random_walk(kFloorWidth, kFloorHeight, rng, generator.caves);
}

// The walkable tile farthest from `from`, where the way onwards goes.
core::Point farthest_from(const core::DungeonMap& map, core::Point from) {
  const std::array<core::Point, 1> goals{from};
  return core::farthest_reachable(core::distance_map(core::walkable_mask(map.cells), goals));
}

void place_stairs(Floor& floor, KindId stairs, core::Point position, const EntityFactory& factory, core::Rng& rng) {
  floor.place(factory.create(stairs, SpawnContext{floor.number, rng}), position);
}

}  // namespace

Floor build_floor(int number, std::uint64_t run_seed, const EntityFactory& factory, std::shared_ptr<EntityIds> ids) {
  return build_floor_with_rooms(number, run_seed, factory, std::move(ids)).floor;
}

BuiltFloor build_floor_with_rooms(int number, std::uint64_t run_seed, const EntityFactory& factory,
                                  std::shared_ptr<EntityIds> ids) {
  core::Rng rng(core::mix_seed(run_seed ^ (static_cast<std::uint64_t>(number) * 0x9E3779B97F4A7C15ull)));
  const int top = top_floor(factory.database());
  core::DungeonMap map = generate_layout(number, factory.database().floors, rng);

  Floor floor;
  floor.number = number;
  floor.ids = std::move(ids);
  floor.visible = core::FieldOfView(map.cells.width(), map.cells.height());
  floor.seen = core::Grid<std::uint8_t>(map.cells.width(), map.cells.height(), 0);
  floor.player_start = map.start;
  // Down stairs sit where the player arrives; up stairs as far away as the floor allows.
  const core::Point way_up = farthest_from(map, map.start);
  floor.cells = std::move(map.cells);
  if (number > 0) place_stairs(floor, factory.builtins().stairs_down, floor.player_start, factory, rng);
  if (number < top) place_stairs(floor, factory.builtins().stairs_up, way_up, factory, rng);
  populate_floor(floor, floor.player_start, factory, rng);
  place_guardian(floor, factory, rng);
  place_boss(floor, floor.player_start, factory, rng);
  hide_traps(floor, floor.player_start, factory, rng);
  std::vector<PlacedRoom> rooms = place_special_rooms(floor, floor.player_start, factory, rng);
  refresh_opacity(floor);
  return {std::move(floor), std::move(rooms)};
}

}  // namespace game
