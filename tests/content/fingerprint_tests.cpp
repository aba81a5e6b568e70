// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "content/content_fingerprint.h"
#include "content/loading.h"
#include "mod_test_support.h"
#include "temp_data_folder.h"

namespace {

content::ContentFingerprint fingerprint_of(const content::LoadResult& loaded) {
  REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
  return loaded.database->fingerprint;
}

content::ContentFingerprint shipped_fingerprint() {
  return fingerprint_of(content::load_database(MOUSEKING_SHIPPED_DATA_DIR));
}

std::vector<std::string> changed_files(const content::ContentFingerprint& before,
                                       const content::ContentFingerprint& after) {
  return content::changes_between(before, after).files;
}

}  // namespace

TEST_CASE("the fingerprint holds one hash per content file and no mods for the shipped data") {
  const content::ContentFingerprint fingerprint = shipped_fingerprint();
  REQUIRE(fingerprint.files.size() == std::size(content::kContentFiles));
  for (std::size_t i = 0; i < fingerprint.files.size(); ++i)
    CHECK(fingerprint.files[i].file == content::kContentFiles[i]);
  CHECK(fingerprint.mods.empty());
  CHECK(fingerprint == shipped_fingerprint());
  CHECK_FALSE(content::changes_between(fingerprint, shipped_fingerprint()).any());
}

TEST_CASE("a changed value changes the fingerprint of its file and of no other") {
  const content::ContentFingerprint before = shipped_fingerprint();
  TempDataFolder data;
  data.replace("monsters.json", "\"defence\": 8", "\"defence\": 9");
  CHECK(changed_files(before, fingerprint_of(content::load_database(data.path()))) ==
        std::vector<std::string>{"monsters.json"});
}

TEST_CASE("a description, a single file's number and a list's order count as changes") {
  const content::ContentFingerprint before = shipped_fingerprint();
  TempDataFolder data;
  data.replace("items.json", "\"description\": \"", "\"description\": \"Really. ");
  data.replace("rules.json", "\"defence_percent\": 40", "\"defence_percent\": 41");
  CHECK(changed_files(before, fingerprint_of(content::load_database(data.path()))) ==
        std::vector<std::string>{"items.json", "rules.json"});
}

TEST_CASE("reformatting a file, reordering its keys and dropping its $schema keep its fingerprint") {
  const content::ContentFingerprint before = shipped_fingerprint();
  TempDataFolder data;
  for (const char* file : {"monsters.json", "floors.json"}) {
    nlohmann::json root = nlohmann::json::parse(data.read(file));
    root.erase("$schema");
    // Compact, and with every object's keys sorted rather than in the order the file writes them.
    data.write(file, root.dump());
  }
  CHECK(data.read("monsters.json").find("\n") == std::string::npos);
  CHECK(fingerprint_of(content::load_database(data.path())) == before);
}

TEST_CASE("a mod is named in the fingerprint and changes the hash of the files it changes") {
  const content::ContentFingerprint before = shipped_fingerprint();
  TempMods mods;
  const std::filesystem::path more_mice = mods.add("more_mice");
  mods.write("more_mice", "monsters.json",
             R"({ "monsters": [ { "name": "Lab Mouse", "copy-from": "Neo Mouse", "xp": 1 } ] })");
  const content::ContentFingerprint with_mod = fingerprint_of(load_with_mods({more_mice}));
  CHECK(with_mod.mods == std::vector<content::ModStamp>{{"more_mice", "1.2"}});
  const content::ContentChanges changes = content::changes_between(before, with_mod);
  CHECK(changes.files == std::vector<std::string>{"monsters.json"});
  CHECK(changes.mods);
  // A mod that changes nothing still counts: the run was made with it.
  const std::filesystem::path empty = mods.add("empty_mod");
  const content::ContentChanges only_mod = content::changes_between(before, fingerprint_of(load_with_mods({empty})));
  CHECK(only_mod.files.empty());
  CHECK(only_mod.mods);
}

TEST_CASE("changed files and mods are listed in prose") {
  CHECK(content::names_in_prose({"monsters.json"}) == "monsters.json");
  CHECK(content::names_in_prose({"monsters.json", "floors.json"}) == "monsters.json and floors.json");
  CHECK(content::names_in_prose({"a", "b", "c"}) == "a, b and c");
  CHECK(content::mods_in_prose({}) == "no mods");
  CHECK(content::mods_in_prose({{"more_mice", "1.2"}, {"boss", "0.1"}}) == "more_mice 1.2 and boss 0.1");
}

TEST_CASE("the JSON hash tells values of different kinds apart") {
  const auto hash_of = [](const nlohmann::json& value) {
    content::JsonHasher hasher;
    hasher.add(value);
    return hasher.hash();
  };
  CHECK(hash_of(1) != hash_of("1"));
  CHECK(hash_of(1) != hash_of(nlohmann::json::array({1})));
  CHECK(hash_of(nlohmann::json::array({1, 2})) != hash_of(nlohmann::json::array({2, 1})));
  CHECK(hash_of({{"a", "bc"}}) != hash_of({{"ab", "c"}}));
  CHECK(hash_of("a long text of more than eight bytes") != hash_of("a long text of more than eight bytez"));
  CHECK(hash_of(nlohmann::json::parse(R"({"b": 1, "a": [true, null]})")) ==
        hash_of(nlohmann::json::parse(R"({ "a": [ true, null ],
                                             "b": 1 })")));
}
