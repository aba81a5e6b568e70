// SPDX-License-Identifier: MIT
// Anything the game lets into a run it can save and read back: the limits the
// save reader enforces are enforced where the values enter the game.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "core/utf8.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "game/world/world.h"
#include "reloaded_world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

// The shipped data with one more monster, "Bag Of Gold": 1 HP, no defence, worth `xp`.
std::shared_ptr<const game::EntityFactory> factory_with_rich_monster(const std::string& xp) {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"monsters\": [",
                 "\"monsters\": [ { \"name\": \"Bag Of Gold\", \"sprite\": \"micro_mouse\", \"description\": \"Rich.\","
                 " \"hp\": { \"min\": 1, \"max\": 1 }, \"attack\": { \"min\": 0, \"max\": 0 }, \"defence\": 0,"
                 " \"sight\": 1, \"xp\": " +
                     xp + " },");
  return factory_from(folder.path());
}

// The first free floor tile next to the player, found east, south, west or north.
core::Point free_neighbour(const game::World& world) {
  for (core::Point step : {core::Point{1, 0}, core::Point{0, 1}, core::Point{-1, 0}, core::Point{0, -1}}) {
    const core::Point at = world.player().position + step;
    bool taken = false;
    for (const game::Entity& entity : world.floor().entities) taken = taken || entity.position == at;
    if (world.floor().is_floor(at) && !taken) return at;
  }
  FAIL("the player has no free neighbour");
  return {};
}

}  // namespace

TEST_CASE("a message log longer than a save holds is saved with its newest messages and loads") {
  game::World world(5, shipped_factory());
  for (int i = 0; i <= 1'000'000; ++i) world.tell("Message " + std::to_string(i) + ".");
  const game::World loaded = reloaded(world, shipped_factory());
  CHECK(loaded.messages().all().size() <= 1'000'000);
  CHECK(loaded.messages().all().back().text == "Message 1000000.");
  CHECK(loaded.messages().all().size() == world.messages().all().size());
}

TEST_CASE("a message too long or not UTF-8 is kept shortened and valid, and the save loads") {
  game::World world(5, shipped_factory());
  std::string long_text;
  for (int i = 0; i < 1000; ++i) long_text += "\xc3\xa9";  // 2000 bytes of "é"
  world.tell("x" + long_text);
  world.tell("A path \xff\xfe that is not UTF-8.");
  const game::World loaded = reloaded(world, shipped_factory());
  const auto& messages = loaded.messages().all();
  REQUIRE(messages.size() >= 2);
  const std::string& shortened = messages[messages.size() - 2].text;
  CHECK(shortened.size() <= 2000);
  CHECK(shortened.rfind("x\xc3\xa9", 0) == 0);
  CHECK(core::is_valid_utf8(shortened));
  CHECK(core::is_valid_utf8(messages.back().text));
  CHECK(game::save_text(loaded) == game::save_text(world));
}

TEST_CASE("a monster worth the most XP the data allows is saved and loaded") {
  const auto factory = factory_with_rich_monster("100000000");
  game::World world(5, factory);
  REQUIRE(world.setup().spawn("Bag Of Gold", free_neighbour(world)));
  const game::World loaded = reloaded(world, factory);
  CHECK(game::state_hash(loaded) == game::state_hash(world));
}

TEST_CASE("the player's XP stops at its limit however many rich monsters fall, and the run still saves") {
  const auto factory = factory_with_rich_monster("100000000");
  game::World world(5, factory);
  for (int kill = 0; kill < 12; ++kill) {
    const core::Point at = free_neighbour(world);
    REQUIRE(world.setup().spawn("Bag Of Gold", at));
    REQUIRE(world.perform(game::Action::move(at - world.player().position)).done);
    REQUIRE_FALSE(world.run_over());
  }
  CHECK(world.player().xp == 1'000'000'000);
  const game::World loaded = reloaded(world, factory);
  CHECK(loaded.player().xp == world.player().xp);
}

TEST_CASE("a name as long as the data allows is saved and loaded: a longer one is a content error") {
  TempDataFolder folder;
  const std::string longest(200, 'R');
  folder.replace("weapons.json", "\"name\": \"Crowbar\"", "\"name\": \"" + longest + "\"");
  const auto factory = factory_from(folder.path());
  game::World world(5, factory);
  REQUIRE(world.setup().travel_to_floor(12));  // a bonus is sure there and lengthens the name by " +N"
  REQUIRE(world.setup().give(longest));
  REQUIRE(world.setup().give_equipped(longest));
  reloaded(world, factory);

  folder.replace("weapons.json", longest, longest + "R");
  const content::LoadResult too_long = content::load_database(folder.path());
  CHECK_FALSE(too_long.database);
  CHECK(too_long.diagnostics.to_string().find("\"name\" must be at most 200 bytes long, found 201 bytes") !=
        std::string::npos);
}
