// SPDX-License-Identifier: MIT
#include "content/room_layout.h"

#include <algorithm>
#include <cstdint>

#include "content/rooms.h"
#include "core/distance_map.h"

namespace content {

namespace {

using namespace room_glyph;

bool is_door(char glyph) {
  return glyph == kDoor || glyph == kLockedDoor;
}

// The orthogonal steps from `tile` that lead out of the room.
std::vector<core::Point> outward_steps(const RoomLayout& layout, core::Point tile) {
  std::vector<core::Point> steps;
  for (const core::Point step : core::kDirections4) {
    if (!layout.is_part(tile + step)) steps.push_back(step);
  }
  return steps;
}

// The room in a frame one tile wide, so that the outside beside each way in is a tile too: 1 where a
// walk may go. Locked doors count as walls unless `doors_open`; of the frame, only the tiles beside the
// ways in are walkable.
core::Grid<std::uint8_t> framed_walkable(const RoomLayout& layout, bool doors_open) {
  core::Grid<std::uint8_t> walkable(layout.width() + 2, layout.height() + 2, 0);
  for (int y = 0; y < layout.height(); ++y) {
    for (int x = 0; x < layout.width(); ++x) {
      const char glyph = layout.at({x, y});
      const bool open = layout.is_part({x, y}) && glyph != kWall && (doors_open || glyph != kLockedDoor);
      walkable[{x + 1, y + 1}] = open ? 1 : 0;
    }
  }
  for (const RoomEntrance& entrance : layout.entrances()) walkable[entrance.outside() + core::Point{1, 1}] = 1;
  return walkable;
}

core::Grid<int> distances_from_outside(const RoomLayout& layout, bool doors_open) {
  std::vector<core::Point> starts;
  for (const RoomEntrance& entrance : layout.entrances()) starts.push_back(entrance.outside() + core::Point{1, 1});
  return core::distance_map(framed_walkable(layout, doors_open), starts);
}

void check_doors(const RoomLayout& layout, std::vector<RoomShapeProblem>& problems) {
  for (int y = 0; y < layout.height(); ++y) {
    for (int x = 0; x < layout.width(); ++x) {
      if (is_door(layout.at({x, y})) && outward_steps(layout, {x, y}).size() > 1)
        problems.push_back({{x, y}, "is a door with the outside on more than one side: it must lead one way in"});
    }
  }
}

void check_reached(const RoomLayout& layout, std::vector<RoomShapeProblem>& problems) {
  const core::Grid<int> distances = distances_from_outside(layout, true);
  for (int y = 0; y < layout.height(); ++y) {
    for (int x = 0; x < layout.width(); ++x) {
      const char glyph = layout.at({x, y});
      if (!layout.is_part({x, y}) || glyph == kWall || distances[{x + 1, y + 1}] != core::kUnreachable) continue;
      problems.push_back({{x, y}, "cannot be reached from the room's ways in (its doors on the edge)"});
      return;  // one is enough: the rest are usually its neighbours
    }
  }
}

void check_keys(const RoomLayout& layout, int keys_outside, std::vector<RoomShapeProblem>& problems) {
  const int locked = count_glyph(layout, kLockedDoor);
  if (locked == 0) return;
  const core::Grid<int> distances = distances_from_outside(layout, false);
  int keys = keys_outside;
  core::Point first_door{-1, -1};
  for (int y = 0; y < layout.height(); ++y) {
    for (int x = 0; x < layout.width(); ++x) {
      const char glyph = layout.at({x, y});
      if (glyph == kKey && distances[{x + 1, y + 1}] != core::kUnreachable) ++keys;
      if (glyph == kLockedDoor && first_door.x < 0) first_door = {x, y};
    }
  }
  if (keys >= locked) return;
  problems.push_back({first_door, "is one of " + std::to_string(locked) + " locked doors, but only " +
                                      std::to_string(keys) +
                                      " keys can be had without opening one: put a \"k\" where no locked door "
                                      "stands before it, or raise \"keys_outside\""});
}

}  // namespace

RoomLayout::RoomLayout(const std::vector<std::string>& rows) {
  const int height = static_cast<int>(rows.size());
  const int width = rows.empty() ? 0 : static_cast<int>(rows.front().size());
  glyphs_ = core::Grid<char>(width, height, kOutside);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width && x < static_cast<int>(rows[y].size()); ++x) glyphs_[{x, y}] = rows[y][x];
  }
}

char RoomLayout::at(core::Point tile) const {
  return glyphs_.in_bounds(tile) ? glyphs_[tile] : kOutside;
}

bool RoomLayout::is_part(core::Point tile) const {
  return at(tile) != kOutside;
}

RoomLayout RoomLayout::turned() const {
  core::Grid<char> turned(height(), width(), kOutside);
  for (int y = 0; y < height(); ++y) {
    for (int x = 0; x < width(); ++x) turned[{height() - 1 - y, x}] = glyphs_[{x, y}];
  }
  return RoomLayout(std::move(turned));
}

RoomLayout RoomLayout::mirrored() const {
  core::Grid<char> mirrored(width(), height(), kOutside);
  for (int y = 0; y < height(); ++y) {
    for (int x = 0; x < width(); ++x) mirrored[{width() - 1 - x, y}] = glyphs_[{x, y}];
  }
  return RoomLayout(std::move(mirrored));
}

std::vector<RoomEntrance> RoomLayout::entrances() const {
  std::vector<RoomEntrance> found;
  for (int y = 0; y < height(); ++y) {
    for (int x = 0; x < width(); ++x) {
      if (!is_door(at({x, y}))) continue;
      const std::vector<core::Point> steps = outward_steps(*this, {x, y});
      if (steps.size() == 1) found.push_back({{x, y}, steps.front()});
    }
  }
  return found;
}

std::vector<RoomShapeProblem> check_room_shape(const RoomLayout& layout, int keys_outside) {
  std::vector<RoomShapeProblem> problems;
  check_doors(layout, problems);
  if (layout.entrances().empty()) {
    problems.push_back(
        {{-1, -1}, "has no way in: put a door (\"+\" or \"L\") on its edge, with the outside beside it"});
    return problems;
  }
  check_reached(layout, problems);
  check_keys(layout, keys_outside, problems);
  return problems;
}

int count_glyph(const RoomLayout& layout, char glyph) {
  int count = 0;
  for (int y = 0; y < layout.height(); ++y) {
    for (int x = 0; x < layout.width(); ++x) count += layout.at({x, y}) == glyph ? 1 : 0;
  }
  return count;
}

}  // namespace content
