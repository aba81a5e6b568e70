// SPDX-License-Identifier: MIT
// The JSON Schemas written by the content readers in describe mode: what they say, and that the loader
// rejects the wrong files the schema rejects (tests/schema/wrong; the schema's half is tests/schema/validate.py).
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "content/content_file.h"
#include "content/content_schemas.h"
#include "content/loading.h"
#include "content/manifest_reader.h"
#include "content/mod_info.h"
#include "content/scenario.h"
#include "content_test_support.h"
#include "file_text.h"
#include "temp_data_folder.h"

namespace {

using Schema = nlohmann::ordered_json;

Schema schema_named(const std::string& file_name) {
  for (const content::SchemaFile& file : content::content_schemas()) {
    if (file.file_name == file_name) return file.schema;
  }
  FAIL("no schema " << file_name);
  return {};
}

// Every property anywhere in `schema` whose description is missing, as "path.to.field".
void collect_undescribed(const Schema& schema, const std::string& path, std::vector<std::string>& found) {
  if (!schema.is_object()) return;
  if (schema.contains("properties")) {
    for (const auto& [key, property] : schema["properties"].items()) {
      if (!property.contains("description") || property["description"].get<std::string>().empty()) {
        found.push_back(path + key);
      }
      collect_undescribed(property, path + key + ".", found);
    }
  }
  if (schema.contains("items")) collect_undescribed(schema["items"], path + "[].", found);
}

// The monster entry's fields that an entry copying from none must write.
std::vector<std::string> required_of_complete_entry(const Schema& entry) {
  std::vector<std::string> required;
  for (const auto& key : entry["then"]["required"]) required.push_back(key.get<std::string>());
  return required;
}

// The loader's diagnostics for one wrong file of the corpus, read as its kind would be.
json::Diagnostics loader_diagnostics(const std::string& kind, const std::string& text) {
  if (kind == "scenario") {
    const auto shipped = content::load_database(MOUSEKING_SHIPPED_DATA_DIR).database.value();
    return content::parse_scenario(text, "wrong.json", shipped).diagnostics;
  }
  if (kind == "mod") {
    json::Diagnostics diagnostics;
    content::parse_mod_info(text, "mod.json", diagnostics);  // the mod loader's own reading
    return diagnostics;
  }
  TempDataFolder data;
  data.write(kind + ".json", text);
  return content::load_database(data.path()).diagnostics;
}

}  // namespace

TEST_CASE("every field of every content schema says what it means") {
  for (const content::SchemaFile& file : content::content_schemas()) {
    std::vector<std::string> undescribed;
    collect_undescribed(file.schema, "", undescribed);
    INFO(file.file_name);
    CHECK(undescribed == std::vector<std::string>{});
  }
}

TEST_CASE("the monster schema has the loader's fields, ranges and requirements, and nothing else") {
  const Schema entry = schema_named("monsters.schema.json")["properties"]["monsters"]["items"];
  CHECK(entry["additionalProperties"] == false);
  CHECK(entry["properties"]["sight"]["minimum"] == 1);
  CHECK(entry["properties"]["sight"]["maximum"] == 100);
  CHECK(entry["properties"]["boss"]["default"] == false);
  CHECK(entry["properties"]["inflicts"]["items"]["properties"]["status"]["enum"] ==
        Schema::array({"stunned", "confused", "poisoned"}));
  CHECK(entry["properties"]["spawn"]["properties"]["floors"]["prefixItems"][1]["maximum"] == content::kHighestFloor);
  CHECK(required_of_complete_entry(entry) ==
        std::vector<std::string>{"name", "sprite", "description", "hp", "attack", "defence", "sight", "xp"});
  CHECK(entry["required"] == Schema::array({"name"}));  // an entry that copies needs only its name
  for (const char* keyword : {"copy-from", "extend", "delete"}) CHECK(entry["properties"].contains(keyword));
}

TEST_CASE("an item's amount is required only when its effect is heal") {
  const Schema entry = schema_named("items.schema.json")["properties"]["items"]["items"];
  REQUIRE(entry["then"].contains("allOf"));
  const Schema condition = entry["then"]["allOf"][0];
  CHECK(condition["if"]["properties"]["effect"]["const"] == "heal");
  CHECK(condition["then"]["required"] == Schema::array({"amount"}));
  const std::vector<std::string> always = required_of_complete_entry(entry);
  CHECK(std::ranges::find(always, "amount") == always.end());
}

TEST_CASE("fields a reader asks about before reading are optional, with their defaults") {
  const Schema floors = schema_named("floors.schema.json")["properties"]["floors"];
  CHECK(floors["properties"]["monsters"]["properties"]["min_distance_from_arrival"]["default"] == 6);
  CHECK(floors["properties"]["items"]["items"]["required"] == Schema::array({"item"}));
  const Schema scenario = schema_named("scenario.schema.json")["properties"]["scenario"];
  CHECK_FALSE(scenario.contains("required"));
  CHECK_FALSE(scenario["properties"]["player"].contains("required"));
  CHECK(scenario["properties"]["spawn"]["items"]["required"] == Schema::array({"name", "x", "y"}));
}

TEST_CASE("mod.json's schema is the mod loader's: id, name and version required, requires a list") {
  const Schema mod = schema_named("mod.schema.json");
  CHECK(mod["required"] == Schema::array({"id", "name", "version"}));
  CHECK(mod["properties"]["id"]["maxLength"] == content::kModIdLimit);
  CHECK(mod["properties"]["requires"]["type"] == "array");
  CHECK(mod["properties"].contains("$schema"));
}

TEST_CASE("a content file's \"$schema\" is no warning, another top-level key is") {
  TempDataFolder data;
  data.replace("rules.json", "\"rules\": {", "\"rulez\": 1, \"rules\": {");  // beside the shipped \"$schema\"
  const content::LoadResult result = content::load_database(data.path());
  CHECK(result.diagnostics.warning_count() == 1);
  CHECK(find_diagnostic(result.diagnostics, "\"rulez\": unknown field at the top of the file") != "");
}

TEST_CASE("every wrong file of the schema corpus is rejected by the loader, with the case's message") {
  const std::filesystem::path folder = std::filesystem::path(MOUSEKING_SCHEMA_TESTS_DIR) / "wrong";
  const nlohmann::json cases = nlohmann::json::parse(read_text(folder / "cases.json"));
  int checked = 0;
  for (const nlohmann::json& wrong : cases["cases"]) {
    const std::string kind = wrong["kind"];
    if (kind == "settings") continue;  // the settings reader is the scenes' (settings_file_tests.cpp)
    const json::Diagnostics diagnostics =
        loader_diagnostics(kind, read_text(folder / wrong["file"].get<std::string>()));
    const std::string found = find_diagnostic(diagnostics, wrong["loader"].get<std::string>());
    INFO(wrong["file"].get<std::string>() << "\n" << diagnostics.to_string());
    CHECK(found != "");
    const bool warning = wrong.value("severity", "error") == "warning";
    CHECK((found.find("warning:") != std::string::npos) == warning);
    if (!warning) CHECK(diagnostics.has_errors());
    ++checked;
  }
  CHECK(checked >= 20);
}
