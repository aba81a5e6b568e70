// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "content/loading.h"
#include "content_test_support.h"
#include "temp_data_folder.h"

namespace {

const std::string kEnd = "\n  ]\n}\n";

// The shipped weapons file with extra entries appended to its list.
// How many weapons the shipped weapons.json has: entries a test appends come after them.
std::size_t shipped_weapon_count() {
  const content::LoadResult shipped = content::load_database(TempDataFolder().path());
  REQUIRE(shipped.database);
  return shipped.database->weapons.size();
}

std::string weapons_with(const TempDataFolder& folder, const std::string& extra_entries) {
  std::string text = folder.read("weapons.json");
  const auto end = text.rfind("]");
  return text.substr(0, end) + "," + extra_entries + kEnd.substr(1);
}

const content::EquipmentDefinition* find(const content::Database& db, const std::string& name) {
  for (const auto& weapon : db.weapons) {
    if (weapon.look.name == name) return &weapon;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("copy-from copies every field and the entry overrides what it sets") {
  TempDataFolder folder;
  folder.write("weapons.json", weapons_with(folder, R"({ "name": "Rusty Crowbar", "copy-from": "Crowbar",
      "bonus": { "attack_min": 1, "attack_max": 4 } })"));
  const content::LoadResult result = content::load_database(folder.path());
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const auto* rusty = find(*result.database, "Rusty Crowbar");
  REQUIRE(rusty);
  CHECK(rusty->look.sprite == "crowbar");
  CHECK(rusty->look.description == find(*result.database, "Crowbar")->look.description);
  CHECK(rusty->traits.bonus == content::StatBonus{0, 1, 4, 0});
}

TEST_CASE("a copy takes neither the article nor the plural of its parent, which go with the parent's name") {
  TempDataFolder folder;
  folder.write("weapons.json", weapons_with(folder, R"({ "name": "Crowbars", "copy-from": "Crowbar",
      "article": "some", "plural": "Crowbars" },
    { "name": "Rusty Crowbar", "copy-from": "Crowbars" })"));
  const content::LoadResult result = content::load_database(folder.path());
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const auto* pair = find(*result.database, "Crowbars");
  const auto* rusty = find(*result.database, "Rusty Crowbar");
  REQUIRE(pair);
  REQUIRE(rusty);
  CHECK(pair->look.article == "some");
  CHECK(pair->look.plural == "Crowbars");
  CHECK_FALSE(rusty->look.article.has_value());
  CHECK(rusty->look.plural.empty());
  CHECK(rusty->look.sprite == "crowbar");  // the rest is copied as ever
}

TEST_CASE("copy-from works whatever the order of entries, and through chains") {
  TempDataFolder folder;
  folder.write("weapons.json", weapons_with(folder, R"({ "name": "Golden Crowbar", "copy-from": "Shiny Crowbar",
      "description": "Gold." },
    { "name": "Shiny Crowbar", "copy-from": "Crowbar", "sprite": "stun_baton" })"));
  const content::LoadResult result = content::load_database(folder.path());
  INFO(result.diagnostics.to_string());
  REQUIRE(result.database);
  const auto* golden = find(*result.database, "Golden Crowbar");
  REQUIRE(golden);
  CHECK(golden->look.description == "Gold.");
  CHECK(golden->look.sprite == "stun_baton");
  CHECK(golden->traits.bonus == content::StatBonus{0, 3, 6, 0});
}

TEST_CASE("a copy-from cycle is an error") {
  TempDataFolder folder;
  folder.write("weapons.json", weapons_with(folder, R"({ "name": "A", "copy-from": "B" },
    { "name": "B", "copy-from": "A" })"));
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  CHECK(find_diagnostic(result.diagnostics, "cannot go in a circle") != "");
}

TEST_CASE("a copy-from naming a missing parent is an error with a suggestion") {
  TempDataFolder folder;
  folder.write("weapons.json", weapons_with(folder, R"({ "name": "Bent Crowbar", "copy-from": "Crowbr" })"));
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  const std::string message = find_diagnostic(result.diagnostics, "copy-from");
  const std::string index = std::to_string(shipped_weapon_count());  // appended after the shipped ones
  CHECK(message.find("weapons[" + index +
                     "] \"Bent Crowbar\": \"copy-from\" names \"Crowbr\", which is not in this list; did you "
                     "mean \"Crowbar\"?") != std::string::npos);
  CHECK(message.rfind("data/weapons.json:" + line_column_of(folder.read("weapons.json"), "\"Crowbr\""), 0) == 0);
}

TEST_CASE("an error in an inherited field points at the parent's line") {
  TempDataFolder folder;
  folder.replace("weapons.json", "\"attack_min\": 3", "\"attack_min\": \"x\"");
  folder.write("weapons.json", weapons_with(folder, R"({ "name": "Copy", "copy-from": "Crowbar" })"));
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  const std::string place = line_column_of(folder.read("weapons.json"), "\"x\"");
  CHECK(find_diagnostic(result.diagnostics, "\"Copy\"").rfind("data/weapons.json:" + place, 0) == 0);
}

TEST_CASE("an unknown field is warned once, where it is written, not again in each entry that copies it") {
  TempDataFolder folder;
  folder.write("weapons.json",
               weapons_with(folder, R"({ "name": "Odd Crowbar", "copy-from": "Crowbar", "colour": "red" },
    { "name": "Odder Crowbar", "copy-from": "Odd Crowbar" })"));
  const content::LoadResult result = content::load_database(folder.path());
  CHECK(result.database);
  CHECK(result.diagnostics.warning_count() == 1);
  const std::string warning = find_diagnostic(result.diagnostics, "colour");
  CHECK(warning.starts_with("data/weapons.json:" + line_column_of(folder.read("weapons.json"), "\"colour\"") +
                            ": warning: "));
  CHECK(warning.ends_with(" \"Odd Crowbar\": \"colour\": unknown field"));
}

namespace {

constexpr int kLongChain = 100'000;

// `count` weapons "W1".."W<count>", each copying the next and the last copying "Crowbar": written
// child-first, loading the first entry climbs the whole chain at once; parent-first, the same chain
// is written from its root down.
std::string copy_from_chain(int count, bool child_first) {
  std::string entries;
  for (int step = 0; step < count; ++step) {
    const int number = child_first ? step + 1 : count - step;
    const std::string parent = number == count ? "Crowbar" : "W" + std::to_string(number + 1);
    entries += (step == 0 ? "" : ",\n") + std::string("{ \"name\": \"W") + std::to_string(number) +
               "\", \"copy-from\": \"" + parent + "\" }";
  }
  return entries;
}

}  // namespace

TEST_CASE("a copy-from chain of 100,000 entries loads in either order, every entry a copy of its root") {
  for (const bool child_first : {true, false}) {
    CAPTURE(child_first);
    TempDataFolder folder;
    folder.write("weapons.json", weapons_with(folder, copy_from_chain(kLongChain, child_first)));
    const content::LoadResult result = content::load_database(folder.path());
    REQUIRE(result.database);
    CHECK(result.database->weapons.size() == shipped_weapon_count() + kLongChain);
    const auto* first = find(*result.database, "W1");
    REQUIRE(first);
    CHECK(first->traits.bonus == find(*result.database, "Crowbar")->traits.bonus);
    CHECK(first->look.sprite == "crowbar");
  }
}

TEST_CASE("a copy-from circle of 100,000 entries is reported first, at the entry that closes it") {
  TempDataFolder folder;
  std::string chain = copy_from_chain(kLongChain, true);
  chain.replace(chain.rfind("\"Crowbar\""), 9, "\"W1\"");
  folder.write("weapons.json", weapons_with(folder, chain));
  const content::LoadResult result = content::load_database(folder.path());
  CHECK_FALSE(result.database);
  REQUIRE_FALSE(result.diagnostics.all().empty());
  // A circle has no entry to copy the fields from, so its entries then miss their required fields too.
  const std::string first = result.diagnostics.all().front().to_string();
  CHECK(first.starts_with("data/weapons.json:" + line_column_of(folder.read("weapons.json"), "\"W1\" }")));
  CHECK(first.ends_with("\"W" + std::to_string(kLongChain) +
                        "\": \"copy-from\" names \"W1\", which copies back from this entry: copy-from cannot go in a "
                        "circle"));
}
