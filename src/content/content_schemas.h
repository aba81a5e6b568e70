// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace content {

// One JSON Schema file (draft 2020-12): its name, such as "monsters.schema.json", and its text as JSON.
struct SchemaFile {
  std::string file_name;
  nlohmann::ordered_json schema;
};

// The schemas of every content file (monsters, weapons, armour, microchips, items, floors, player,
// rules), of scenario files and of a mod's mod.json. Each is written by the file's own reader run in
// describe mode (FieldReader::describing): the fields, their types, ranges, allowed values, defaults,
// whether they are required and what they mean are the ones the loader reads, so the schema cannot
// drift from it. What the loader adds around the readers is added here once: the "$schema" key, and in
// list entries "copy-from" and the layering keywords "extend" and "delete", with which an entry need
// not repeat what it copies.
std::vector<SchemaFile> content_schemas();

// A schema file's top: the dialect, a title, and a "$schema" key the file may carry for editors.
nlohmann::ordered_json schema_document(const std::string& title, nlohmann::ordered_json root);

}  // namespace content
