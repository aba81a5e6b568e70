// SPDX-License-Identifier: MIT
#include "game/generation/special_rooms.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "content/room_layout.h"
#include "core/distance_map.h"
#include "core/room_fitting.h"
#include "game/generation/floor_check.h"
#include "game/generation/furnish_tiles.h"
#include "game/generation/room_things.h"

namespace game {

namespace {

using namespace content::room_glyph;

// 1 on the tiles reached from the arrival without opening a locked door.
core::Grid<std::uint8_t> reached_before_doors(const Floor& floor, core::Point arrival) {
  core::Grid<std::uint8_t> walkable = core::walkable_mask(floor.cells);
  for (const Entity& entity : floor.entities) {
    const auto* door = std::get_if<Door>(&entity.kind);
    if (door != nullptr && door->locked) walkable[entity.position] = 0;
  }
  const std::array<core::Point, 1> from{arrival};
  const core::Grid<int> distances = core::distance_map(walkable, from);
  core::Grid<std::uint8_t> reached(floor.width(), floor.height(), 0);
  for (std::size_t i = 0; i < distances.cells().size(); ++i)
    reached.cells()[i] = distances.cells()[i] != core::kUnreachable ? 1 : 0;
  return reached;
}

// Everything placing the rooms of one floor needs, and the rock the rooms placed so far took.
class RoomPlacer {
 public:
  RoomPlacer(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng)
      : floor_(floor),
        arrival_(arrival),
        factory_(factory),
        rng_(rng),
        things_(factory, floor.number, rng),
        taken_(floor.width(), floor.height(), 0) {}

  // Places one copy of room `index` of rooms.json, or leaves the floor as it was; where it went.
  std::optional<PlacedRoom> place(std::size_t index) {
    const content::RoomLayout layout = oriented(factory_.database().rooms[index]);
    for (const core::Point corner : corners_to_try(layout)) {
      if (std::optional<PlacedRoom> where = place_at(index, layout, corner)) return where;
    }
    return std::nullopt;
  }

 private:
  // How many of the places that cover the fewest floor tiles are tried, and among how many of the first.
  static constexpr std::size_t kCoveringTries = 4;
  static constexpr std::size_t kCoveringChoices = 32;

  // Where to try the room: a place in solid rock, at random. Where none is (a cave that fills its floor),
  // a few of the places that cover the fewest floor tiles and nothing standing: the floor check then
  // refuses any that would cut the floor apart.
  std::vector<core::Point> corners_to_try(const content::RoomLayout& layout) {
    const core::Grid<std::uint8_t> free = rock();
    const std::vector<core::Point> in_rock = core::fitting_places(free, layout.width(), layout.height());
    if (!in_rock.empty()) return {in_rock[random_index(in_rock.size())]};
    std::vector<core::CoveringPlace> covering =
        core::covering_places(free, uncluttered(), layout.width(), layout.height());
    covering.resize(std::min(covering.size(), kCoveringChoices));
    std::vector<core::Point> corners;
    while (corners.size() < kCoveringTries && !covering.empty()) {
      const std::size_t chosen = random_index(covering.size());
      corners.push_back(covering[chosen].corner);
      covering.erase(covering.begin() + static_cast<std::ptrdiff_t>(chosen));
    }
    return corners;
  }

  std::size_t random_index(std::size_t size) {
    return static_cast<std::size_t>(rng_.uniform_int(0, static_cast<int>(size) - 1));
  }

  // The room at `corner`, with its corridors, its things and its keys, if the floor stays sound with it.
  std::optional<PlacedRoom> place_at(std::size_t index, const content::RoomLayout& layout, core::Point corner) {
    const content::RoomDefinition& room = factory_.database().rooms[index];
    const Snapshot before{floor_.cells, floor_.entities.size(), floor_.traps.size()};
    const core::Grid<std::uint8_t> reached = reached_before_doors(floor_, arrival_);
    stamp(layout, corner);
    const bool placed = dig_entrances(layout, corner, reached) && fill(index, layout, corner) &&
                        lay_keys_outside(room.keys_outside, reached) && floor_problems(floor_, arrival_).empty();
    if (!placed) {
      restore(before);
      return std::nullopt;
    }
    mark_taken(layout, corner);
    PlacedRoom where{index, {corner.x, corner.y, layout.width(), layout.height()}, {}};
    for (const content::RoomEntrance& entrance : layout.entrances()) where.doors.push_back(corner + entrance.door);
    return where;
  }

  struct Snapshot {
    core::Grid<core::Cell> cells;
    std::size_t entities;
    std::size_t traps;
  };

  void restore(const Snapshot& before) {
    floor_.cells = before.cells;
    floor_.entities.resize(before.entities);
    floor_.traps.resize(before.traps);
  }

  // The room as drawn, or turned and flipped at random as it allows.
  content::RoomLayout oriented(const content::RoomDefinition& room) {
    content::RoomLayout layout(room.map);
    for (int turns = room.rotate ? rng_.uniform_int(0, 3) : 0; turns > 0; --turns) layout = layout.turned();
    if (room.mirror && rng_.one_in(2)) layout = layout.mirrored();
    return layout;
  }

  // 1 on the solid rock no room has taken yet, inside the map's border (which stays wall, so no room's
  // ring lies on it: a corridor can be dug from any of its doors).
  core::Grid<std::uint8_t> rock() const {
    core::Grid<std::uint8_t> free(floor_.width(), floor_.height(), 0);
    for (std::size_t i = 0; i < free.cells().size(); ++i)
      free.cells()[i] = floor_.cells.cells()[i] == core::Cell::Wall && !taken_.cells()[i] ? 1 : 0;
    for (int x = 0; x < free.width(); ++x) free[{x, 0}] = free[{x, free.height() - 1}] = 0;
    for (int y = 0; y < free.height(); ++y) free[{0, y}] = free[{free.width() - 1, y}] = 0;
    return free;
  }

  // 1 where a room may cover: inside the border, in no other room, with nothing standing there.
  core::Grid<std::uint8_t> uncluttered() const {
    core::Grid<std::uint8_t> allowed(floor_.width(), floor_.height(), 0);
    for (int y = 1; y + 1 < floor_.height(); ++y) {
      for (int x = 1; x + 1 < floor_.width(); ++x) allowed[{x, y}] = taken_[{x, y}] ? 0 : 1;
    }
    for (const std::vector<Entity>* things : {&floor_.entities, &floor_.traps}) {
      for (const Entity& thing : *things) allowed[thing.position] = 0;
    }
    return allowed;
  }

  void stamp(const content::RoomLayout& layout, core::Point corner) {
    for (int y = 0; y < layout.height(); ++y) {
      for (int x = 0; x < layout.width(); ++x) {
        if (!layout.is_part({x, y})) continue;
        floor_.cells[corner + core::Point{x, y}] = layout.at({x, y}) == kWall ? core::Cell::Wall : core::Cell::Floor;
      }
    }
  }

  void mark_taken(const content::RoomLayout& layout, core::Point corner) {
    for (int y = 0; y < layout.height(); ++y) {
      for (int x = 0; x < layout.width(); ++x) {
        if (layout.is_part({x, y})) taken_[corner + core::Point{x, y}] = 1;
      }
    }
  }

  // A corridor from each way in, through rock no room has taken, to the nearest tile the arrival reached
  // before the room was set down; none where the way in already opens onto such a tile.
  bool dig_entrances(const content::RoomLayout& layout, core::Point corner, const core::Grid<std::uint8_t>& reached) {
    core::Grid<std::uint8_t> diggable = rock();
    core::Grid<std::uint8_t> goal = reached;
    for (int y = 0; y < layout.height(); ++y) {
      for (int x = 0; x < layout.width(); ++x) {
        if (layout.is_part({x, y})) diggable[corner + core::Point{x, y}] = goal[corner + core::Point{x, y}] = 0;
      }
    }
    for (const content::RoomEntrance& entrance : layout.entrances()) {
      const core::Point outside = corner + entrance.outside();
      if (goal[outside]) continue;
      diggable[outside] = 1;  // the ring's tile, which a cave's floor may have covered
      const std::optional<std::vector<core::Point>> path = core::dig_path(diggable, goal, outside);
      if (!path) return false;
      for (const core::Point tile : *path) floor_.cells[tile] = core::Cell::Floor;
    }
    return true;
  }

  // Makes what the room's glyphs stand for; false when a glyph's thing cannot be had (a key with no key
  // item), which would leave the room unsolvable or bare.
  bool fill(std::size_t index, const content::RoomLayout& layout, core::Point corner) {
    const SpawnContext context{floor_.number, rng_};
    for (int y = 0; y < layout.height(); ++y) {
      for (int x = 0; x < layout.width(); ++x) {
        const char glyph = layout.at({x, y});
        bool asleep = false;
        const std::optional<KindId> kind = things_.kind_of(glyph, index, asleep);
        if (!kind) {
          if (glyph == kKey || glyph == kLockedDoor) return false;
          continue;
        }
        const std::optional<EntityId> made = spawn_at(floor_, kind, corner + core::Point{x, y}, factory_, context);
        if (asleep && made && floor_.entities.back().id == *made) {
          if (auto* monster = std::get_if<Monster>(&floor_.entities.back().kind)) monster->sleeping = true;
        }
      }
    }
    return true;
  }

  // The room's keys that lie elsewhere: on free tiles reached before any locked door, outside every room.
  bool lay_keys_outside(int count, const core::Grid<std::uint8_t>& reached) {
    if (count == 0) return true;
    if (!factory_.floor_kinds().key) return false;
    std::vector<core::Point> tiles;
    for (std::size_t i = 0; i < reached.cells().size(); ++i) {
      const core::Point tile = reached.point_at(i);
      if (reached.cells()[i] && !taken_.cells()[i] && floor_.is_floor(tile) && !floor_.entity_at(tile) &&
          !floor_.trap_at(tile) && tile != arrival_)
        tiles.push_back(tile);
    }
    for (int n = 0; n < count; ++n) {
      if (tiles.empty()) return false;
      const auto chosen = tiles.begin() + rng_.uniform_int(0, static_cast<int>(tiles.size()) - 1);
      spawn_at(floor_, factory_.floor_kinds().key, *chosen, factory_, SpawnContext{floor_.number, rng_});
      tiles.erase(chosen);
    }
    return true;
  }

  Floor& floor_;
  core::Point arrival_;
  const EntityFactory& factory_;
  core::Rng& rng_;
  RoomThings things_;
  core::Grid<std::uint8_t> taken_;
};

// A floor takes at most this many special rooms, and stops trying after this many did not fit: a mod of
// thousands of rooms, each on every floor, still builds a floor in a few milliseconds.
constexpr std::size_t kMostRoomsPerFloor = 12;
constexpr int kMostMissesPerFloor = 12;

bool lists(const content::FloorBand& band, const std::string& room) {
  return band.rooms && std::ranges::find(*band.rooms, room) != band.rooms->end();
}

// Whether `room` may appear on floor `floor` of `band` (none: a floor in no band): its floors hold the
// floor, and its band lists it, unless no band lists it at all (a mod's new room, which then comes on
// every floor its own "floors" hold).
bool may_appear(const content::RoomDefinition& room, const content::FloorBand* band,
                const std::vector<content::FloorBand>& bands, int floor) {
  if (floor < room.floors.min || floor > room.floors.max) return false;
  const bool listed_anywhere =
      std::ranges::any_of(bands, [&](const content::FloorBand& other) { return lists(other, room.look.name); });
  return !listed_anywhere || (band != nullptr && lists(*band, room.look.name));
}

}  // namespace

std::vector<PlacedRoom> place_special_rooms(Floor& floor, core::Point arrival, const EntityFactory& factory,
                                            core::Rng& rng) {
  const content::Database& database = factory.database();
  const content::FloorRules& rules = database.floors;
  std::vector<PlacedRoom> placed;
  if (database.rooms.empty() || floor.number < rules.populated_floors.min ||
      floor.number > rules.populated_floors.max || floor.number == rules.boss_floor)
    return placed;
  const content::FloorBand* band = content::band_of_floor(rules.bands, floor.number);
  RoomPlacer placer(floor, arrival, factory, rng);
  int misses = 0;
  for (std::size_t i = 0; i < database.rooms.size(); ++i) {
    const content::RoomDefinition& room = database.rooms[i];
    if (!may_appear(room, band, rules.bands, floor.number)) continue;
    for (int copy = 0; copy < room.max_per_floor; ++copy) {
      if (placed.size() == kMostRoomsPerFloor || misses == kMostMissesPerFloor) return placed;
      if (!rng.percent(room.chance)) continue;
      std::optional<PlacedRoom> where = placer.place(i);
      if (where) placed.push_back(std::move(*where));
      misses += where ? 0 : 1;
    }
  }
  return placed;
}

}  // namespace game
