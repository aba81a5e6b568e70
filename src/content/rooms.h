// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "content/int_range.h"
#include "core/enum_table.h"

namespace content {

// The glyphs every room's map understands; any other glyph is one of the room's own legend.
namespace room_glyph {
inline constexpr char kOutside = ' ';  // not part of the room: the floor stays as it was generated
inline constexpr char kWall = '#';
inline constexpr char kFloor = '.';
inline constexpr char kDoor = '+';        // an open door; on the room's edge, a way in
inline constexpr char kLockedDoor = 'L';  // a locked door, which a key opens; on the edge, a way in
inline constexpr char kKey = 'k';         // a key lying on the floor
inline constexpr char kTrap = '^';        // a hidden trap of the floor's band (any trap when it hides none)
inline constexpr const char kBuiltIn[] = {kOutside, kWall, kFloor, kDoor, kLockedDoor, kKey, kTrap};
}  // namespace room_glyph

// What a legend glyph stands for, when the legend names no definition: one drawn from the floor.
enum class RoomTag { Monster, Equipment, Item, Trap };
// A legend entry's "tag" in rooms.json.
inline constexpr auto kRoomTagNames = core::enum_table<RoomTag>({
    {RoomTag::Monster, "monster", "One of the floor's monsters"},
    {RoomTag::Equipment, "equipment", "A weapon, armour or microchip"},
    {RoomTag::Item, "item", "One of the floor's items"},
    {RoomTag::Trap, "trap", "One of the floor's traps"},
});

// Which file a legend's name is looked up in.
enum class RoomThing { Monster, Item, Trap };

// One glyph of a room's own legend: a thing that stands on a floor tile there, named (a monster, an item
// or a trap) or drawn from the floor by its tag.
struct RoomPlaceholder {
  char glyph = '?';
  RoomThing thing = RoomThing::Monster;
  std::string name;            // empty when drawn by tag
  std::optional<RoomTag> tag;  // set when drawn
  bool asleep = false;         // a monster sleeps there until woken
};

}  // namespace content
