// SPDX-License-Identifier: MIT
#include "game/saving/floor_codec.h"

#include "core/dungeon.h"
#include "game/generation/floor_builder.h"
#include "game/saving/entity_codec.h"

namespace game {

namespace {

using Json = nlohmann::json;

constexpr int kLargestFloor = 1024;
constexpr std::size_t kEntitiesPerFloorLimit = 100'000;
constexpr char kWallGlyph = '#';
constexpr char kFloorGlyph = '.';

// One text per row, one character per tile: a few KiB per floor, and readable in an editor.
Json grid_rows(int width, int height, const auto& glyph_at) {
  Json rows = Json::array();
  for (int y = 0; y < height; ++y) {
    std::string row(static_cast<std::size_t>(width), ' ');
    for (int x = 0; x < width; ++x) row[static_cast<std::size_t>(x)] = glyph_at(core::Point{x, y});
    rows.push_back(std::move(row));
  }
  return rows;
}

// Rows of `width` characters, one per line of the floor, each from `glyphs`.
std::vector<std::string> read_rows(SavedJsonReader& reader, const std::string& key, int width, int height,
                                   std::string_view glyphs) {
  std::vector<std::string> rows =
      reader.string_list(key, static_cast<std::size_t>(height), static_cast<std::size_t>(width));
  if (!reader.ok()) return {};
  if (rows.size() != static_cast<std::size_t>(height)) {
    reader.fail(key, "has " + std::to_string(rows.size()) + " rows; the floor is " + std::to_string(height) + " high");
    return {};
  }
  for (std::size_t y = 0; y < rows.size(); ++y) {
    const std::string where = key + "[" + std::to_string(y) + "]";
    if (rows[y].size() != static_cast<std::size_t>(width)) {
      reader.fail(where,
                  "is " + std::to_string(rows[y].size()) + " long; the floor is " + std::to_string(width) + " wide");
      return {};
    }
    if (rows[y].find_first_not_of(glyphs) != std::string::npos) {
      reader.fail(where, "may only hold the characters \"" + std::string(glyphs) + "\"");
      return {};
    }
  }
  return rows;
}

void read_floor_grids(SavedJsonReader& reader, Floor& floor, int width, int height) {
  const std::vector<std::string> cells = read_rows(reader, "cells", width, height, {"#.", 2});
  const std::vector<std::string> seen = read_rows(reader, "seen", width, height, "01");
  if (!reader.ok()) return;
  floor.cells = core::Grid<core::Cell>(width, height, core::Cell::Wall);
  floor.seen = core::Grid<std::uint8_t>(width, height, 0);
  floor.visible = core::FieldOfView(width, height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const auto column = static_cast<std::size_t>(x);
      const auto row = static_cast<std::size_t>(y);
      floor.cells[{x, y}] = cells[row][column] == kFloorGlyph ? core::Cell::Floor : core::Cell::Wall;
      floor.seen[{x, y}] = seen[row][column] == '1' ? 1 : 0;
    }
  }
}

// Every entity stands on the floor; only traps lie among the traps, and a trap lies on a floor tile.
void check_entity_places(SavedJsonReader& reader, const Floor& floor) {
  for (std::size_t i = 0; i < floor.entities.size(); ++i) {
    const Entity& entity = floor.entities[i];
    if (!floor.cells.in_bounds(entity.position)) {
      reader.fail("entities[" + std::to_string(i) + "]", "stands outside the floor");
      return;
    }
    if (std::holds_alternative<Trap>(entity.kind)) {
      reader.fail("entities[" + std::to_string(i) + "]", "is a trap; traps are kept under \"traps\"");
      return;
    }
  }
  for (std::size_t i = 0; i < floor.traps.size(); ++i) {
    const Entity& trap = floor.traps[i];
    const std::string where = "traps[" + std::to_string(i) + "]";
    if (!std::holds_alternative<Trap>(trap.kind)) return reader.fail(where, "is not a trap");
    if (!floor.is_floor(trap.position)) return reader.fail(where, "lies outside the floor's open tiles");
  }
}

}  // namespace

Json floor_to_json(const Floor& floor) {
  Json entities = Json::array();
  for (const Entity& entity : floor.entities) entities.push_back(entity_to_json(entity));
  Json saved = {
      {"number", floor.number},
      {"width", floor.width()},
      {"height", floor.height()},
      {"player_start", {{"x", floor.player_start.x}, {"y", floor.player_start.y}}},
      {"cells",
       grid_rows(floor.width(), floor.height(),
                 [&](core::Point p) { return floor.cells[p] == core::Cell::Wall ? kWallGlyph : kFloorGlyph; })},
      {"seen", grid_rows(floor.width(), floor.height(), [&](core::Point p) { return floor.seen[p] ? '1' : '0'; })},
      {"entities", std::move(entities)}};
  // Only a floor with traps says so: saves and state hashes of floors without any stay as they were.
  for (const Entity& trap : floor.traps) saved["traps"].push_back(entity_to_json(trap));
  return saved;
}

std::unique_ptr<Floor> floor_from_json(SavedJsonReader reader, const EntityFactory& factory, EntityIdCheck& ids) {
  auto floor = std::make_unique<Floor>();
  floor->number = reader.integer("number", 0, content::kHighestFloor);
  const int width = reader.integer("width", 1, kLargestFloor);
  const int height = reader.integer("height", 1, kLargestFloor);
  SavedJsonReader start = reader.object("player_start");
  floor->player_start = {start.integer("x", 0, width - 1), start.integer("y", 0, height - 1)};
  read_floor_grids(reader, *floor, width, height);
  if (!reader.ok()) return nullptr;
  floor->entities = read_entities(reader, "entities", kEntitiesPerFloorLimit, factory, ids);
  // Saves from before traps have none.
  if (reader.has("traps")) floor->traps = read_entities(reader, "traps", kEntitiesPerFloorLimit, factory, ids);
  check_entity_places(reader, *floor);
  if (!reader.ok()) return nullptr;
  refresh_opacity(*floor);
  return floor;
}
}  // namespace game
