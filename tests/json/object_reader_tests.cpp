// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "json/document.h"
#include "json/object_reader.h"
#include "parsed_document.h"

namespace {

// Columns below are counted by hand; every line is indented with spaces only.
constexpr std::string_view kMonster = R"({
  "monster": {
    "name": "Neo Mouse",
    "defense": 8,
    "spawn": { "floors": [1, 12], "chanse": 110 },
    "inflicts": [ { "status": "stunned", "turns": 2 } ]
  }
})";

std::vector<std::string> paths(const std::vector<json::UnreadMember>& unread) {
  std::vector<std::string> names;
  for (const json::UnreadMember& member : unread) names.push_back(member.path);
  return names;
}

}  // namespace

TEST_CASE("the members no reader read are listed with their place, in the order they are written") {
  const json::Document document = parsed(kMonster);
  json::ObjectReader monster(document, json::Pointer("/monster"));
  monster.read("name");
  monster.read("defence");
  json::ObjectReader spawn = monster.member("spawn");
  spawn.read("floors");
  spawn.read("chance");
  json::ObjectReader first_infliction = monster.element("inflicts", 0);
  first_infliction.read("status");
  const std::vector<json::UnreadMember> unread = monster.unread_members();
  CHECK(paths(unread) == std::vector<std::string>{"defense", "spawn.chanse", "inflicts[0].turns"});
  REQUIRE(unread.size() == 3);
  CHECK(line_and_column(unread[0].key_position) == "4:5");
  CHECK(line_and_column(unread[1].key_position) == "5:35");
  CHECK(unread[1].key == "chanse");
  CHECK(unread[1].known == std::vector<std::string>{"floors", "chance"});
}

TEST_CASE("a reader that read everything lists nothing") {
  const json::Document document = parsed(R"({"a": 1, "b": {"c": 2}})");
  json::ObjectReader root(document, json::Pointer(""));
  root.read("a");
  root.member("b").read("c");
  CHECK(root.unread_members().empty());
}

TEST_CASE("asking whether a member exists makes its name known but does not read it") {
  const json::Document document = parsed(R"({"count": 3})");
  json::ObjectReader root(document, json::Pointer(""));
  CHECK(root.has("count"));
  CHECK_FALSE(root.has("chance"));
  const std::vector<json::UnreadMember> unread = root.unread_members();
  REQUIRE(unread.size() == 1);
  CHECK(unread[0].key == "count");
  CHECK(unread[0].known == std::vector<std::string>{"count", "chance"});
}

TEST_CASE("a member marked as ignored is not unread") {
  const json::Document document = parsed(R"({"effect": "unlock", "amount": 5})");
  json::ObjectReader item(document, json::Pointer(""));
  item.read("effect");
  item.ignore("amount");
  CHECK(item.unread_members().empty());
}

TEST_CASE("copies of a reader, and a nested object read twice, share what was read") {
  const json::Document document = parsed(R"({"bonus": {"attack_min": 1, "attack_max": 4}})");
  json::ObjectReader root(document, json::Pointer(""));
  json::ObjectReader copy = root;
  copy.member("bonus").read("attack_min");
  root.member("bonus").read("attack_max");
  CHECK(root.unread_members().empty());
}

TEST_CASE("an element of a list read twice shares what was read, and one past the end reads as empty") {
  const json::Document document = parsed(R"({"inflicts": [{"status": "stunned", "turns": 2}, {"turns": 1}]})");
  json::ObjectReader root(document, json::Pointer(""));
  root.element("inflicts", 0).read("status");
  root.element("inflicts", 0).read("turns");
  root.element("inflicts", 1);
  CHECK(root.element("inflicts", 5).object().empty());
  CHECK(paths(root.unread_members()) == std::vector<std::string>{"inflicts[1].turns"});
}

TEST_CASE("a nested reader lists only what lies below it") {
  const json::Document document = parsed(R"({"a": 1, "b": {"c": 2}})");
  json::ObjectReader root(document, json::Pointer(""));
  json::ObjectReader b = root.member("b");
  CHECK(paths(b.unread_members()) == std::vector<std::string>{"b.c"});
  CHECK(paths(root.unread_members()) == std::vector<std::string>{"a", "b.c"});
}

TEST_CASE("a member copied in from another object is left to that object's reader") {
  const json::Document document = parsed(R"({"list": [{"defense": 8}, {"name": "copy"}]})");
  nlohmann::json merged = document.root()["list"][1];
  merged["defense"] = 8;
  json::ObjectReader copy(&document, merged,
                          {{"name", json::Pointer("/list/1/name")}, {"defense", json::Pointer("/list/0/defense")}},
                          json::Pointer("/list/1"));
  copy.read("name");
  CHECK(copy.unread_members().empty());
  json::ObjectReader original(document, json::Pointer("/list/0"));
  CHECK(paths(original.unread_members()) == std::vector<std::string>{"defense"});
}

TEST_CASE("an absent member and a member that is not an object read as empty objects placed at their parent") {
  const json::Document document = parsed("{\n  \"levels\": 3\n}");
  json::ObjectReader root(document, json::Pointer(""));
  json::ObjectReader levels = root.member("levels");
  CHECK(levels.object().empty());
  CHECK(levels.read("xp_thresholds") == nullptr);
  CHECK(line_and_column(levels.position_of("xp_thresholds")) == "2:13");
  CHECK(line_and_column(root.member("missing").position_of("x")) == "1:1");
  CHECK(root.unread_members().empty());
}

TEST_CASE("without a document nothing has a place") {
  json::ObjectReader reader(nullptr, nlohmann::json{{"x", 1}}, {}, json::Pointer(""));
  CHECK(reader.position_of("x") == json::TextPosition{0, 0});
  const std::vector<json::UnreadMember> unread = reader.unread_members();
  REQUIRE(unread.size() == 1);
  CHECK(unread[0].key_position == json::TextPosition{0, 0});
}

TEST_CASE("an object of no document is read where it stands, its nested lists named by path") {
  const nlohmann::json save = nlohmann::json::parse(R"({"floors": [{"entities": [{"hp": 3, "hq": 1}]}], "extra": 0})");
  json::ObjectReader root = json::ObjectReader::in_place(save);
  json::ObjectReader entity = root.element("floors", 0).element("entities", 0);
  const nlohmann::json* hp = entity.read("hp");
  CHECK(hp == &save["floors"][0]["entities"][0]["hp"]);  // the save's own value, not a copy
  CHECK(entity.path_of("hp") == "floors[0].entities[0].hp");
  CHECK(entity.position_of("hp") == json::TextPosition{0, 0});
  // Without positions, unread members come in the order their objects were first read.
  CHECK(paths(root.unread_members()) == std::vector<std::string>{"extra", "floors[0].entities[0].hq"});
  CHECK(json::ObjectReader::in_place(save["extra"]).object().empty());  // not an object: read as an empty one
}

TEST_CASE("a merged object's members are placed in the documents that write them, at any depth") {
  const json::Document base = parsed("{\"a\": {\"x\": 1, \"list\": [10]}}");
  const json::Document mod = parsed("{\n\"a\": {\"y\": 2, \"more\": [20]}}");
  const nlohmann::json merged = {{"x", 1}, {"y", 2}, {"list", {10, 20}}};
  const json::Origins origins{
      {"x", {&base, json::Pointer("/a/x")}},
      {"y", {&mod, json::Pointer("/a/y")}},
      {"list", {&mod, json::Pointer("/a/more"), false}},
      {"list[0]", {&base, json::Pointer("/a/list/0"), true, true}},
      {"list[1]", {&mod, json::Pointer("/a/more/0")}},
  };
  json::ObjectReader reader = json::ObjectReader::in_place(merged, origins, {&mod, json::Pointer("/a")});
  CHECK(reader.document_of("x") == &base);
  CHECK(reader.document_of("y") == &mod);
  CHECK(line_and_column(reader.position_of("y")) == "2:12");
  CHECK(reader.element_document_of("list", 0) == &base);
  CHECK(line_and_column(reader.element_position_of("list", 0)) == "1:25");
  CHECK(line_and_column(reader.element_position_of("list", 1)) == "2:24");
  const std::vector<json::UnreadMember> unread = reader.unread_members();
  REQUIRE(unread.size() == 3);  // none of the three members is copied
  CHECK(unread[0].document == &base);
}
