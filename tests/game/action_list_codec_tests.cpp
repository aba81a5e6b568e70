// SPDX-License-Identifier: MIT
// A save's actions packed into one text: the same actions back, a few bytes each, older saves'
// lists still read, and a broken or oversized text refused with where it breaks.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "game/saving/action_list_codec.h"
#include "game/saving/save_file.h"
#include "game/world/world.h"
#include "reloaded_world.h"
#include "shipped_content.h"

namespace {

using game::Action;

std::vector<Action> every_kind_of_action() {
  return {Action::move({1, 0}),
          Action::move({1, 0}),
          Action::move({-1, 1}),
          Action::wait(),
          Action::wait(),
          Action::wait(),
          Action::search(),
          Action::use(3),
          Action::drop(0),
          Action::unequip(content::EquipmentSlot::Armour),
          Action::drop_equipped(content::EquipmentSlot::Weapon),
          Action::throw_item(2, {14, 9}),
          Action::fire({14, 9}),
          Action::fire({14, 9})};
}

// What reading `actions` (a JSON value) gives, and the problem, if any.
struct ReadBack {
  std::vector<Action> actions;
  std::string problem;
};

ReadBack read_back(const nlohmann::json& actions, std::size_t limit = 1000) {
  const nlohmann::json root{{"actions", actions}};
  ReadBack back;
  game::SavedJsonReader reader(root, back.problem);
  back.actions = game::read_actions(reader, "actions", limit);
  return back;
}

}  // namespace

TEST_CASE("packed actions read back as the same actions, a repeated one written once with its count") {
  const std::vector<Action> actions = every_kind_of_action();
  const std::string text = game::packed_actions(actions);
  CHECK(text ==
        "move 1 0*2,move -1 1,wait*3,search,use 3,drop 0,unequip armour,drop-equipped weapon,throw 2 14 9,"
        "fire 14 9*2");
  const ReadBack back = read_back(text);
  CHECK(back.problem.empty());
  CHECK(back.actions == actions);
  CHECK(game::packed_actions({}).empty());
  CHECK(read_back("").actions.empty());
}

TEST_CASE("a save's actions take a few bytes each, and continue as they were") {
  game::World world(11, shipped_factory());
  const std::size_t empty_save = game::save_text(world).size();
  // A walk back and forth, none repeated: the packed text's worst case.
  for (int step = 0; step < 500; ++step) world.perform(Action::move({step % 2 == 0 ? 1 : -1, 0}));
  REQUIRE(world.actions().size() == 500);
  const std::size_t bytes_an_action = (game::save_text(world).size() - empty_save) / 500;
  CHECK(bytes_an_action <= 10);  // a list of JSON strings took 11 or more
  const game::World continued = reloaded(world);
  CHECK(continued.actions() == world.actions());
}

TEST_CASE("a list of actions, as replays and older saves hold them, is still read") {
  const ReadBack back = read_back(nlohmann::json::array({"move 1 0", "wait", "fire 14 9"}));
  CHECK(back.problem.empty());
  CHECK(back.actions == std::vector{Action::move({1, 0}), Action::wait(), Action::fire({14, 9})});
}

TEST_CASE("packed actions that are broken, or more than a run records, are refused with where") {
  CHECK(read_back("wait,jump 1 2,wait").problem ==
        "actions: entry 2, \"jump 1 2\", is not an action (nor an action and its count, as in \"wait*40\")");
  for (const char* broken : {"wait*1", "wait*", "wait*x", "wait*-3", "wait,,wait", "wait*99999999999999999999999"}) {
    CAPTURE(broken);
    const ReadBack back = read_back(broken);
    CHECK_FALSE(back.problem.empty());
    CHECK(back.actions.empty());
  }
  CHECK(read_back("wait*1000").problem.empty());
  CHECK(read_back("wait*1001").problem == "actions: holds more than 1000 actions, the most a run records");
  CHECK(read_back("wait*600,wait*401").problem == "actions: holds more than 1000 actions, the most a run records");
}
