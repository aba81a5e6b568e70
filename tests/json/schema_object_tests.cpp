// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "json/schema_object.h"
#include "json/schema_shapes.h"

namespace {

using json::Presence;
using Schema = nlohmann::ordered_json;

}  // namespace

TEST_CASE("a schema lists its properties in the order they were read, required unless asked about") {
  json::SchemaObject schema;
  schema.property("hp", json::shape::integer(1, 9), "Hit points.", Presence::Required);
  schema.property("boss", json::shape::boolean(), "A boss.", Presence::Optional);
  schema.mark_optional("count");
  schema.property("count", json::shape::integer(0, 5), "How many.", Presence::Required);
  const Schema written = schema.to_json();
  CHECK(written["properties"].begin().key() == "hp");
  CHECK(written["properties"]["hp"]["maximum"] == 9);
  CHECK(written["properties"]["hp"]["description"] == "Hit points.");
  CHECK(written["required"] == Schema::array({"hp"}));
  CHECK(written["additionalProperties"] == false);
}

TEST_CASE("a field read twice keeps its first description, adds the later shape, and stays optional once so") {
  json::SchemaObject schema;
  schema.property("name", json::shape::with_default(json::shape::text(), "x"), "First.", Presence::Optional);
  schema.property("name", json::shape::text(10), "Second.", Presence::Required);
  const Schema name = schema.to_json()["properties"]["name"];
  CHECK(name["description"] == "First.");
  CHECK(name["default"] == "x");
  CHECK(name["maxLength"] == 10);
  CHECK_FALSE(schema.to_json().contains("required"));
}

TEST_CASE("fields read under a condition are the object's properties, required only where it holds") {
  json::SchemaObject schema;
  schema.property("effect", json::shape::one_of({"heal", "unlock"}), "What it does.", Presence::Required);
  schema.when("effect", "heal").property("amount", json::shape::integer(1, 9), "HP.", Presence::Required);
  const Schema written = schema.to_json();
  CHECK(written["properties"]["amount"]["description"] == "HP.");
  CHECK(written["required"] == Schema::array({"effect"}));
  CHECK(written["allOf"][0]["if"]["properties"]["effect"]["const"] == "heal");
  CHECK(written["allOf"][0]["then"]["required"] == Schema::array({"amount"}));
}

TEST_CASE("nested objects and lists of objects carry their own schemas") {
  json::SchemaObject schema;
  schema.object("spawn", "Where.", Presence::Optional)
      .property("chance", json::shape::integer(0, 9), "How likely.", Presence::Required);
  schema.list_item("inflicts", "Statuses.")
      .property("turns", json::shape::range(1, 9), "How long.", Presence::Required);
  const Schema written = schema.to_json();
  CHECK(written["properties"]["spawn"]["type"] == "object");
  CHECK(written["properties"]["spawn"]["required"] == Schema::array({"chance"}));
  CHECK(written["properties"]["inflicts"]["type"] == "array");
  CHECK(written["properties"]["inflicts"]["items"]["properties"]["turns"]["required"] == Schema::array({"min", "max"}));
  CHECK_FALSE(written.contains("required"));
}
