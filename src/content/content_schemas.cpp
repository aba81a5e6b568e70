// SPDX-License-Identifier: MIT
#include "content/content_schemas.h"

#include "content/definition_readers.h"
#include "content/manifest_reader.h"
#include "content/room_readers.h"
#include "content/scenario.h"
#include "json/schema_object.h"

namespace content {

namespace {

using Schema = nlohmann::ordered_json;

constexpr const char* kDialect = "https://json-schema.org/draft/2020-12/schema";

// The schema of what `read` reads, by running it on a describing reader.
template <class Read>
Schema described(Read read) {
  json::SchemaObject schema;
  json::Diagnostics ignored;
  FieldReader reader = FieldReader::describing(schema, ignored);
  read(reader);
  return schema.to_json();
}

Schema layering_keywords() {
  return {{"copy-from",
           {{"type", "string"},
            {"minLength", 1},
            {"description",
             "Starts as a copy of the named entry (of this list, or of an earlier layer's) and sets "
             "only what differs; the name is never copied."}}},
          {"extend",
           {{"type", "object"},
            {"description",
             "Layering: adds to list fields of the entry it copies or replaces, such as "
             "{ \"inflicts\": [ ... ] }."}}},
          {"delete",
           {{"type", Schema::array({"boolean", "object"})},
            {"description",
             "Layering: true removes the entry of this name from the layers below; an object "
             "removes elements from its list fields."}}}};
}

// Matches an object that writes `keyword`.
Schema writes(const char* keyword) {
  return {{"required", Schema::array({keyword})}};
}

// A list entry: its reader's fields plus copy-from and the layering keywords. An entry that copies,
// extends or deletes need not write what the reader requires, so the requirements apply only to the
// entries that use none of them; a name is always needed.
Schema layered_entry(Schema entry) {
  const Schema keywords = layering_keywords();
  for (const auto& [key, shape] : keywords.items()) entry["properties"][key] = shape;
  Schema complete = Schema::object();
  for (const char* word : {"required", "allOf"}) {
    if (!entry.contains(word)) continue;
    complete[word] = entry[word];
    entry.erase(word);
  }
  entry["required"] = Schema::array({"name"});
  entry["if"] = {{"not", {{"anyOf", Schema::array({writes("copy-from"), writes("extend"), writes("delete")})}}}};
  entry["then"] = complete;
  return entry;
}

// A file that holds one member, `key`, with `value` in it.
Schema file_of(const std::string& file_name, const std::string& key, Schema value) {
  Schema root{{"type", "object"},
              {"properties", {{key, std::move(value)}}},
              {"required", Schema::array({key})},
              {"additionalProperties", false}};
  return schema_document(file_name, std::move(root));
}

SchemaFile list_file(const std::string& kind, const std::string& about, Schema entry) {
  Schema list{{"type", "array"}, {"description", about}, {"items", layered_entry(std::move(entry))}};
  return {kind + ".schema.json", file_of(kind + ".json", kind, std::move(list))};
}

SchemaFile single_file(const std::string& kind, const std::string& about, Schema object) {
  object["description"] = about;
  return {kind + ".schema.json", file_of(kind + ".json", kind, std::move(object))};
}

Schema scenario_object() {
  json::SchemaObject schema;
  describe_scenario(schema);
  return schema.to_json();
}

SchemaFile manifest_file() {
  Schema root = described(describe_mod_manifest);
  root["description"] = "A mod: a folder with this file and only the content files and entries it changes.";
  return {"mod.schema.json", schema_document("mod.json", std::move(root))};
}

}  // namespace

Schema schema_document(const std::string& title, Schema root) {
  Schema document{{"$schema", kDialect}, {"title", "Mouse King: " + title}};
  for (const auto& [word, value] : root.items()) document[word] = value;
  document["properties"]["$schema"] = {
      {"type", "string"}, {"description", "Where an editor finds this file's schema; the game ignores it."}};
  return document;
}

std::vector<SchemaFile> content_schemas() {
  const auto weapon = [](FieldReader& reader) { return read_equipment(reader, EquipmentSlot::Weapon); };
  const auto armour = [](FieldReader& reader) { return read_equipment(reader, EquipmentSlot::Armour); };
  return {
      list_file("monsters", "The monsters; the spawn roll walks the list from the top.", described(read_monster)),
      list_file("weapons", "The weapons; each floor's weapon is chosen among them all.", described(weapon)),
      list_file("armour", "The pieces of armour.", described(armour)),
      list_file("microchips", "The microchips, whose effects are rolled when one is made.", described(read_microchip)),
      list_file("items", "Things to pick up and use.", described(read_item)),
      single_file("floors", "What goes onto the generated floors, and the boss's floor.", described(read_floor_rules)),
      single_file("player", "The researcher's starting stats and how levels grow them.", described(read_player)),
      single_file("rules", "The numbers of the rules that belong to no one kind of thing.", described(read_rules)),
      list_file("traps", "The hidden traps that the floor bands place.", described(read_trap)),
      list_file("rooms", "The hand-drawn special rooms that the generator places.", described(read_room)),
      single_file("scenario", "A run set up by hand (--scenario FILE); what is left out is as in a new game.",
                  scenario_object()),
      manifest_file(),
  };
}

}  // namespace content
