// SPDX-License-Identifier: MIT
// Folded messages: the same message said again is one line with a count, in
// the log, in the turn report and in the save.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "game/model/message_log.h"
#include "game/saving/save_file.h"
#include "game/world/world.h"
#include "shipped_content.h"

namespace {

// A fresh run in floor 0's start room, the player at (42,23), a locked door just east.
game::World run_beside_a_locked_door() {
  game::World world(42, shipped_factory());
  REQUIRE(world.player().position == core::Point{42, 23});
  REQUIRE(world.setup().spawn("Door", {43, 23}));
  return world;
}

}  // namespace

TEST_CASE("the same message said three times in a row is one line with a count, over several turns") {
  game::MessageLog log;
  log.add("The Micro Mouse misses you.", 4);
  log.add("The Micro Mouse misses you.", 5);
  log.add("The Micro Mouse misses you.", 7);
  REQUIRE(log.all().size() == 1);
  CHECK(log.all().back().count == 3);
  CHECK(log.all().back().turn == 7);  // when it was said last
  CHECK(log.all().back().shown() == "The Micro Mouse misses you. (x3)");
  CHECK(log.added() == 3);
}

TEST_CASE("different messages do not fold, and a repeat after another message starts a new line") {
  game::MessageLog log;
  log.add("The Micro Mouse misses you.", 1);
  log.add("You hit the Micro Mouse for 2.", 1);
  log.add("The Micro Mouse misses you.", 2);
  REQUIRE(log.all().size() == 3);
  for (const game::MessageLog::Message& message : log.all()) {
    CHECK(message.count == 1);
    CHECK(message.shown() == message.text);  // no "(x1)"
  }
}

TEST_CASE("since() gives the line a repeat folded into, with its count as it is now") {
  game::MessageLog log;
  log.add("You miss the Neo Mouse.", 1);
  log.add("The Neo Mouse misses you.", 1);
  const std::size_t before = log.added();
  log.add("The Neo Mouse misses you.", 2);
  std::vector<game::MessageLog::Message> news = log.since(before);
  REQUIRE(news.size() == 1);
  CHECK(news[0].shown() == "The Neo Mouse misses you. (x2)");

  const std::size_t second = log.added();
  log.add("The Neo Mouse misses you.", 3);
  log.add("You hit the Neo Mouse for 3.", 3);
  news = log.since(second);
  REQUIRE(news.size() == 2);
  CHECK(news[0].shown() == "The Neo Mouse misses you. (x3)");
  CHECK(news[1].shown() == "You hit the Neo Mouse for 3.");
  CHECK(log.since(log.added()).empty());
}

TEST_CASE("a line full of repeats starts a new line instead of overflowing its count") {
  game::MessageLog log;
  log.add("Squeak.", 1, game::MessageLog::kMostRepeats - 1);
  log.add("Squeak.", 2);
  CHECK(log.all().size() == 1);
  log.add("Squeak.", 3);
  REQUIRE(log.all().size() == 2);
  CHECK(log.all().front().count == game::MessageLog::kMostRepeats);
  CHECK(log.all().back().count == 1);
  const std::vector<game::MessageLog::Message> news = log.since(log.added() - 2);
  REQUIRE(news.size() == 2);  // the repeat that filled the first line, and the new line
}

TEST_CASE("an action that repeats the newest message reports the folded line with its count") {
  game::World world = run_beside_a_locked_door();
  CHECK(world.perform(game::Action::move({1, 0})).messages.back().shown() == "The door is locked.");
  const game::TurnReport again = world.perform(game::Action::move({1, 0}));
  REQUIRE(again.messages.size() == 1);
  CHECK(again.messages[0].shown() == "The door is locked. (x2)");
  CHECK(world.messages().all().back().shown() == "The door is locked. (x2)");
}

TEST_CASE("a folded line's count is saved and read back: a save without counts loads as said once") {
  game::World world = run_beside_a_locked_door();
  for (int i = 0; i < 3; ++i) world.perform(game::Action::move({1, 0}));
  const std::string text = game::save_text(world);
  const game::SaveRead read = game::read_save(text, shipped_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(read->world.messages().all().back().shown() == "The door is locked. (x3)");
  CHECK(read->world.messages().all().size() == world.messages().all().size());
  CHECK(game::save_text(read->world) == text);

  // Before folding, a save wrote each line as said once, without "count".
  nlohmann::json old = nlohmann::json::parse(text);
  for (nlohmann::json& line : old["messages"]) line.erase("count");
  const game::SaveRead old_read = game::read_save(old.dump(), shipped_factory());
  REQUIRE_MESSAGE(old_read.ok(), old_read.error());
  CHECK(old_read->world.messages().all().back().shown() == "The door is locked.");
}

TEST_CASE("a saved count out of its range is refused, naming the field") {
  game::World world = run_beside_a_locked_door();
  for (int i = 0; i < 2; ++i) world.perform(game::Action::move({1, 0}));
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  nlohmann::json& last = root["messages"].back();
  REQUIRE(last.contains("count"));
  last["count"] = 0;
  const game::SaveRead read = game::read_save(root.dump(), shipped_factory());
  CHECK_FALSE(read.ok());
  CHECK(read.error().find("messages[" + std::to_string(root["messages"].size() - 1) +
                          "].count must be a whole number from 1 to 1000000000, found 0") != std::string::npos);
}
