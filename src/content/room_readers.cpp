// SPDX-License-Identifier: MIT
#include "content/room_readers.h"

#include <algorithm>

#include "content/common_readers.h"
#include "content/limits.h"
#include "content/room_layout.h"
#include "core/parse_error.h"
#include "json/field_wording.h"

namespace content {

namespace {

using namespace room_glyph;

bool is_built_in(char glyph) {
  return std::ranges::find(kBuiltIn, glyph) != std::end(kBuiltIn);
}

// A legend glyph is one printable character that means nothing by itself.
bool is_legend_glyph(char glyph) {
  return glyph > ' ' && glyph < 127 && glyph != '"' && glyph != '\\' && !is_built_in(glyph);
}

constexpr std::string_view kGlyphAbout =
    "The glyph, one printable character that is none of the built-in ones (# . + L k ^ and space).";

// What a legend entry stands for: exactly one of "monster", "item", "trap" or "tag".
void read_placeholder_thing(FieldReader& entry, RoomPlaceholder& placeholder) {
  const std::pair<const char*, RoomThing> named[] = {
      {"monster", RoomThing::Monster}, {"item", RoomThing::Item}, {"trap", RoomThing::Trap}};
  int written = 0;
  for (const auto& [key, thing] : named) {
    const std::string about = std::string("It stands for this ") + key + ", by name.";
    const std::string name = entry.string_or(key, "", kNameLimit, about);
    if (!entry.has(key)) continue;
    ++written;
    placeholder.thing = thing;
    placeholder.name = name;
  }
  if (entry.has("tag")) {
    ++written;
    placeholder.tag = read_enum(entry, "tag", kRoomTagNames,
                                "It stands for one drawn from the floor: \"monster\" (from its monster table), "
                                "\"equipment\" (a weapon, armour or microchip), \"item\" (from its items) or "
                                "\"trap\" (from its band's traps).");
    placeholder.thing = *placeholder.tag == RoomTag::Monster ? RoomThing::Monster
                        : *placeholder.tag == RoomTag::Trap  ? RoomThing::Trap
                                                             : RoomThing::Item;
  }
  if (written != 1)
    entry.error_at("glyph",
                   "must stand for exactly one thing: give it one of \"monster\", \"item\", \"trap\" or "
                   "\"tag\" (it gives " +
                       std::to_string(written) + ")");
}

RoomPlaceholder read_placeholder(FieldReader& entry) {
  RoomPlaceholder placeholder;
  const std::string glyph = entry.string("glyph", 1, kGlyphAbout);
  if (glyph.size() == 1 && is_legend_glyph(glyph.front())) {
    placeholder.glyph = glyph.front();
  } else if (glyph.size() == 1) {
    entry.error_at("glyph", "is " + core::describe_char(glyph.front()) +
                                ", which the game's own glyphs or JSON keep: choose another printable character");
  }
  read_placeholder_thing(entry, placeholder);
  placeholder.asleep = entry.boolean_or("asleep", false, "For a monster: it sleeps there until something wakes it.");
  if (placeholder.asleep && placeholder.thing != RoomThing::Monster)
    entry.error_at("asleep", "is only for a monster, and this glyph stands for something else");
  return placeholder;
}

std::vector<RoomPlaceholder> read_legend(FieldReader& reader) {
  std::vector<RoomPlaceholder> legend;
  std::vector<FieldReader> entries = reader.object_list(
      "legend", "The room's own glyphs, each standing for a monster, an item or a trap; none when left out.");
  for (std::size_t i = 0; i < entries.size(); ++i) {
    RoomPlaceholder placeholder = read_placeholder(entries[i]);
    const bool twice =
        std::ranges::any_of(legend, [&](const RoomPlaceholder& other) { return other.glyph == placeholder.glyph; });
    if (twice && placeholder.glyph != '?') entries[i].error_at("glyph", "is given twice in this legend");
    legend.push_back(std::move(placeholder));
  }
  if (legend.size() > kRoomLegendLimit) reader.error_at("legend", json::too_many(legend.size(), kRoomLegendLimit));
  return legend;
}

constexpr std::string_view kMapAbout =
    "The room, row by row from the top, all rows of one width: \"#\" wall, \".\" floor, \"+\" an open door, "
    "\"L\" a locked door, \"k\" a key, \"^\" a trap of the floor's band, a space for no part of the room, and "
    "the legend's own glyphs. Doors on its edge are its ways in.";

// The rows of the map, each checked for its width and its glyphs at its place; none when the map is
// not a list of strings.
std::vector<std::string> read_rows(FieldReader& reader, const std::vector<RoomPlaceholder>& legend) {
  const nlohmann::json* map =
      reader.raw("map", json::shape::list_of(json::shape::text(kRoomWidthLimit), true), kMapAbout);
  const auto is_row = [](const nlohmann::json& row) {
    return row.is_string() && !row.get_ref<const std::string&>().empty();
  };
  if (map == nullptr || !map->is_array() || map->empty() || !std::ranges::all_of(*map, is_row)) {
    reader.error_at("map", "must be a list of rows, each a string of the room's glyphs");
    return {};
  }
  std::vector<std::string> rows;
  for (const nlohmann::json& row : *map) rows.push_back(row.get<std::string>());
  if (rows.size() > static_cast<std::size_t>(kRoomHeightLimit))
    reader.error_at("map", json::too_many(rows.size(), kRoomHeightLimit) + " rows");
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].size() > static_cast<std::size_t>(kRoomWidthLimit))
      reader.error_at("map", r,
                      "is " + std::to_string(rows[r].size()) + " glyphs wide, more than the " +
                          std::to_string(kRoomWidthLimit) + " a room may be");
    if (rows[r].size() != rows.front().size())
      reader.error_at("map", r,
                      "is " + std::to_string(rows[r].size()) + " glyphs wide, but the first row is " +
                          std::to_string(rows.front().size()) + ": pad it with spaces");
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      const char glyph = rows[r][c];
      const bool known = is_built_in(glyph) || std::ranges::any_of(legend, [glyph](const RoomPlaceholder& entry) {
                           return entry.glyph == glyph;
                         });
      if (known) continue;
      reader.error_at_character("map", r, c,
                                "has " + core::describe_char(glyph) + " at column " + std::to_string(c + 1) +
                                    ", which is neither a built-in glyph (# . + L k ^ space) nor in the room's legend");
    }
  }
  return rows;
}

// The room's shape, once its rows are read without error: ways in, reachable parts and keys.
void check_shape(FieldReader& reader, const RoomDefinition& room) {
  for (const RoomShapeProblem& problem : check_room_shape(RoomLayout(room.map), room.keys_outside)) {
    if (problem.tile.x < 0) {
      reader.error_at("map", problem.message);
      continue;
    }
    const auto row = static_cast<std::size_t>(problem.tile.y);
    const auto column = static_cast<std::size_t>(problem.tile.x);
    reader.error_at_character("map", row, column,
                              "has " + core::describe_char(room.map[row][column]) + " at column " +
                                  std::to_string(column + 1) + ", which " + problem.message);
  }
}

}  // namespace

RoomDefinition read_room(FieldReader& reader) {
  RoomDefinition room;
  room.look.name = reader.string("name", kNameLimit, "What the game calls the room: unique across all content files.");
  room.look.description =
      reader.string_or("description", "", kDescriptionLimit,
                       "What the room is, for modders reading the file; the game does not show it.");
  room.floors = reader.pair("floors", 1, kHighestFloor - 1, "The floors it may be placed on: [first, last].");
  room.chance = reader.integer_or("chance", 0, kMaxPercent, kMaxPercent, "Percent of its floors that get one.");
  room.max_per_floor = reader.integer_or("max_per_floor", 1, kRoomCopiesLimit, 1,
                                         "At most this many on one floor; each copy after the first rolls its "
                                         "chance again.");
  room.rotate = reader.boolean_or("rotate", true, "It may be turned by a quarter, a half or three quarters.");
  room.mirror = reader.boolean_or("mirror", true, "It may be flipped left to right.");
  room.keys_outside = reader.integer_or("keys_outside", 0, kRoomKeysLimit, 0,
                                        "How many keys for its locked doors lie elsewhere on the floor, where they "
                                        "can be reached without passing a locked door.");
  room.legend = read_legend(reader);
  const int errors_before = reader.errors_so_far();
  room.map = read_rows(reader, room.legend);
  if (reader.errors_so_far() == errors_before && !room.map.empty()) check_shape(reader, room);
  return room;
}

}  // namespace content
