// SPDX-License-Identifier: MIT
// settings.json's JSON Schema, written by the settings reader itself, and the settings half of the
// wrong-file corpus in tests/schema/wrong (the schema's half is tests/schema/validate.py).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "file_text.h"
#include "scenes/settings/settings_file.h"

TEST_CASE("the settings schema has every setting with its range and default, and each action's keys") {
  const nlohmann::ordered_json schema = scenes::settings_schema();
  CHECK(schema["properties"]["zoom"]["maximum"] == scenes::Settings::kMaxZoom);
  CHECK(schema["properties"]["zoom"]["default"] == scenes::Settings{}.zoom);
  CHECK(schema["properties"]["window"]["properties"]["width"]["minimum"] == scenes::Settings::kMinWindowSide);
  CHECK(schema["properties"]["animations"]["enum"] == nlohmann::ordered_json::array({"off", "normal", "fast"}));
  CHECK(schema["properties"]["keys"]["properties"]["move_up"]["default"] ==
        nlohmann::ordered_json::array({"Up", "Keypad 8", "K"}));
  CHECK(schema["additionalProperties"] == false);
  CHECK_FALSE(schema.contains("required"));  // every setting may be left out
}

TEST_CASE("a settings file's \"$schema\" is no warning") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({ "$schema": "settings.schema.json" })", "s.json");
  CHECK(loaded.problems.all().empty());
}

TEST_CASE("every wrong settings file of the schema corpus is warned about, with the case's message") {
  const std::filesystem::path folder = std::filesystem::path(MOUSEKING_SCHEMA_TESTS_DIR) / "wrong";
  const nlohmann::json cases = nlohmann::json::parse(read_text(folder / "cases.json"));
  int checked = 0;
  for (const nlohmann::json& wrong : cases["cases"]) {
    if (wrong["kind"] != "settings") continue;
    const std::string file = wrong["file"];
    const scenes::LoadedSettings loaded = scenes::parse_settings(read_text(folder / file), file);
    INFO(file << "\n" << loaded.problems.to_string());
    CHECK(loaded.problems.to_string().find(wrong["loader"].get<std::string>()) != std::string::npos);
    CHECK(loaded.settings == scenes::Settings{});  // what is wrong falls back to its default
    ++checked;
  }
  CHECK(checked >= 3);
}

TEST_CASE("the settings file the game writes is the one the schema tests validate") {
  const std::filesystem::path valid = std::filesystem::path(MOUSEKING_SCHEMA_TESTS_DIR) / "valid" / "settings.json";
  CHECK(scenes::settings_to_json(scenes::Settings{}) == read_text(valid));
}
