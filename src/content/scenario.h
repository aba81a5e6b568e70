// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/database.h"
#include "core/point.h"
#include "json/diagnostics.h"
#include "json/document.h"
#include "json/schema_object.h"

namespace content {

// A definition name written in a scenario, and where: a problem found only
// when the scenario is applied (a full pack, a wall under a spawn) can still
// point at its line.
struct ScenarioName {
  std::string name;
  json::TextPosition position;
};

// Something the scenario puts on its floor: a monster, an item, a weapon.
struct ScenarioSpawn {
  ScenarioName what;
  core::Point tile;
};

// A game set up by hand for tests, bug reports and modders: which dungeon,
// which floor, where the player stands, what they carry and wear, and what
// else is there. Anything left out is as in a new game.
struct Scenario {
  std::string file;  // how messages name the scenario file
  std::optional<std::uint64_t> seed;
  int floor = 0;
  std::optional<core::Point> player_tile;
  json::TextPosition player_tile_position;
  std::optional<int> hp;
  std::vector<ScenarioName> inventory;
  std::vector<ScenarioName> equipped;
  std::vector<ScenarioSpawn> spawns;
};

// A scenario when the file had no errors, and every error and warning either way.
struct ScenarioLoadResult {
  std::optional<Scenario> scenario;
  json::Diagnostics diagnostics;
};

// Reads a scenario file and checks it against the content: every name must be
// a definition of the right kind, equipment one per slot, the pack no fuller
// than the player's capacity. Messages name the file as `path` is written.
ScenarioLoadResult load_scenario(const std::filesystem::path& path, const Database& database);
ScenarioLoadResult parse_scenario(std::string_view text, const std::string& display_name, const Database& database);

// Writes into `schema` what the scenario reader reads of the "scenario" object (see FieldReader::describing).
void describe_scenario(json::SchemaObject& schema);

}  // namespace content
