// SPDX-License-Identifier: MIT
// An item's and a piece of equipment's traits travel from their data file into every thing made of
// that kind and through saves, as a monster's do (see monster_traits_tests.cpp): a save keeps what the
// thing was made with, a rolled bonus included, not what the data says after an F5.

#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "reloaded_world.h"
#include "temp_data_folder.h"

namespace {

constexpr const char* kPackAmount = "\"amount\": 20";
constexpr const char* kCrowbarBonus = "\"bonus\": { \"attack_min\": 3, \"attack_max\": 6 }";
// The floor where floors.json's bonus_one_in_base (13) gives every piece made there a bonus.
constexpr int kFloorOfSureBonus = 12;

const game::Entity& carried(const game::World& world, const std::string& definition) {
  const auto& pack = world.player().inventory;
  const auto found = std::ranges::find_if(pack, [&](const game::Entity& e) { return e.definition == definition; });
  REQUIRE(found != pack.end());
  return *found;
}

const game::Item& carried_item(const game::World& world, const std::string& definition) {
  return std::get<game::Item>(carried(world, definition).kind);
}

const game::Entity& wielded(const game::World& world) {
  const std::optional<game::Entity>& weapon = world.player().equipped_in(content::EquipmentSlot::Weapon);
  REQUIRE(weapon);
  return *weapon;
}

const content::EquipmentTraits& wielded_traits(const game::World& world) {
  return std::get<game::Equipment>(wielded(world).kind).traits;
}

// A run on a copy of the shipped data, changed before it loads by `edit`.
struct Run {
  TempDataFolder folder;
  game::ContentLibrary library{folder.path(), {}};
  std::optional<game::World> world;

  template <typename Edit>
  explicit Run(Edit edit) {
    edit(folder);
    REQUIRE(library.load());
    world.emplace(42, library.factory());
  }

  // The run saved, the data changed by `edit` and loaded again, and the save read with the new data.
  template <typename Edit>
  game::World saved_and_read_after(Edit edit) {
    const std::string saved = game::save_text(*world);
    edit(folder);
    REQUIRE(library.reload());
    game::SaveRead read = game::read_save(saved, library.factory());
    REQUIRE_MESSAGE(read.ok(), read.error());
    return std::move(read).value().world;
  }
};

}  // namespace

TEST_CASE("a health pack made from items.json keeps its kind's amount, and a save keeps it, not the data's new one") {
  Run run([](const TempDataFolder& folder) { folder.replace("items.json", kPackAmount, "\"amount\": 35"); });
  REQUIRE(run.world->setup().give("Health Pack"));
  const content::ItemTraits made{content::ItemEffect::Heal, 35};
  CHECK(carried_item(*run.world, "Health Pack").traits == made);

  const game::World loaded = run.saved_and_read_after(
      [](const TempDataFolder& folder) { folder.replace("items.json", "\"amount\": 35", "\"amount\": 50"); });
  CHECK(carried_item(loaded, "Health Pack").traits == made);
}

TEST_CASE("a key holds no amount, and its save reads back so") {
  Run run([](const TempDataFolder&) {});
  REQUIRE(run.world->setup().give("Key"));
  const content::ItemTraits key{content::ItemEffect::Unlock, 0};
  CHECK(carried_item(*run.world, "Key").traits == key);
  CHECK(carried_item(reloaded(*run.world, run.library.factory()), "Key").traits == key);
}

TEST_CASE("a saved health pack with an amount beyond what items.json allows is refused, naming the field") {
  Run run([](const TempDataFolder&) {});
  REQUIRE(run.world->setup().give("Health Pack"));
  std::string saved = game::save_text(*run.world);
  const std::size_t at = saved.find("\"amount\":20");
  REQUIRE(at != std::string::npos);
  saved.replace(at, std::string("\"amount\":20").size(), "\"amount\":100001");
  const game::SaveRead read = game::read_save(saved, run.library.factory());
  CHECK_FALSE(read.ok());
  CHECK(read.error().find("amount") != std::string::npos);
}

TEST_CASE("a crowbar keeps its kind's bonus with its rolled +N, and a save keeps both, not the data's new bonus") {
  Run run([](const TempDataFolder&) {});
  REQUIRE(run.world->setup().travel_to_floor(kFloorOfSureBonus));
  REQUIRE(run.world->setup().give_equipped("Crowbar"));
  const std::string name = wielded(*run.world).name;
  REQUIRE(name.starts_with("Crowbar +"));
  const int rolled = std::stoi(name.substr(std::string("Crowbar +").size()));
  const content::EquipmentTraits made{content::EquipmentSlot::Weapon, {0, 3 + rolled, 6 + rolled, 0}};
  CHECK(wielded_traits(*run.world) == made);

  const int attack_min = run.world->player().stats.attack_min;
  const game::World loaded = run.saved_and_read_after([](const TempDataFolder& folder) {
    folder.replace("weapons.json", kCrowbarBonus, "\"bonus\": { \"attack_min\": 1, \"attack_max\": 2 }");
  });
  CHECK(wielded_traits(loaded) == made);
  CHECK(wielded(loaded).name == name);
  CHECK(loaded.player().stats.attack_min == attack_min);
}
