// SPDX-License-Identifier: MIT
// The first sight of each kind of monster in a run is told once ("You see a
// Tough Mouse."), remembered in the save, and a walk stopped by it adds no
// second line about the same mouse.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "game/saving/save_file.h"
#include "game/travel/walk.h"
#include "game/world/world.h"
#include "shipped_content.h"

namespace {

using core::Point;

int times_said(const game::World& world, const std::string& text) {
  return static_cast<int>(std::count_if(world.messages().all().begin(), world.messages().all().end(),
                                        [&](const auto& message) { return message.text == text; }));
}

bool reports(const game::TurnReport& report, const std::string& text) {
  return std::any_of(report.messages.begin(), report.messages.end(),
                     [&](const auto& message) { return message.text == text; });
}

}  // namespace

TEST_CASE("the first sight of a kind of monster is told in the turn's report, once a run") {
  game::World world = start_room();
  const std::optional<game::EntityId> tough = world.setup().spawn("Tough Mouse", {38, 21});
  REQUIRE(tough);
  const game::TurnReport first = world.perform(game::Action::wait());
  CHECK(reports(first, "You see a Tough Mouse."));
  CHECK(first.first_sightings == std::vector<game::EntityId>{*tough});
  CHECK(world.monster_kinds_seen().contains("Tough Mouse"));

  const game::TurnReport second = world.perform(game::Action::wait());
  CHECK_FALSE(reports(second, "You see a Tough Mouse."));
  REQUIRE(world.setup().spawn("Tough Mouse", {46, 20}));
  CHECK_FALSE(reports(world.perform(game::Action::wait()), "You see a Tough Mouse."));
  CHECK(times_said(world, "You see a Tough Mouse.") == 1);
}

TEST_CASE("two kinds seen together are told nearest first") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Neo Mouse", {38, 21}));
  REQUIRE(world.setup().spawn("Micro Mouse", {44, 23}));
  const game::TurnReport report = world.perform(game::Action::wait());
  REQUIRE(report.first_sightings.size() == 2);
  std::vector<std::string> told;
  for (const auto& message : report.messages) {
    if (message.text.rfind("You see ", 0) == 0) told.push_back(message.text);
  }
  CHECK(told == std::vector<std::string>{"You see a Micro Mouse.", "You see a Neo Mouse."});
}

TEST_CASE("a monster out of sight is not told") {
  game::World world = start_room();
  REQUIRE(world.setup().travel_to_floor(1));
  world.perform(game::Action::wait());
  std::set<std::string> in_view;
  bool one_out_of_sight = false;
  for (const game::Entity& entity : world.floor().entities) {
    if (!std::holds_alternative<game::Monster>(entity.kind)) continue;
    if (world.floor().visible[entity.position]) {
      in_view.insert(entity.definition);
    } else {
      one_out_of_sight = true;
    }
  }
  REQUIRE(one_out_of_sight);
  CHECK(world.monster_kinds_seen() == in_view);
}

TEST_CASE("the kinds seen are saved with the run, so a continued run does not tell them again") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Micro Mouse", {38, 21}));
  world.perform(game::Action::wait());
  REQUIRE(world.monster_kinds_seen().contains("Micro Mouse"));
  const std::string text = game::save_text(world);
  game::SaveRead read = game::read_save(text, shipped_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(read->world.monster_kinds_seen() == world.monster_kinds_seen());
  CHECK(game::save_text(read->world) == text);
  REQUIRE(read->world.setup().spawn("Micro Mouse", {46, 26}));
  CHECK_FALSE(reports(read->world.perform(game::Action::wait()), "You see a Micro Mouse."));

  // A save from before first sightings were told has no list: it loads, and tells each kind once more.
  nlohmann::json old = nlohmann::json::parse(text);
  old.erase("monsters_seen");
  game::SaveRead old_read = game::read_save(old.dump(), shipped_factory());
  REQUIRE_MESSAGE(old_read.ok(), old_read.error());
  CHECK(old_read->world.monster_kinds_seen().empty());
  CHECK(reports(old_read->world.perform(game::Action::wait()), "You see a Micro Mouse."));
}

TEST_CASE("a walk stopped by a first sight adds nothing: a kind seen before is named as it comes into view") {
  game::World world = start_room();
  const game::WalkWatch before = game::watch(world);  // nothing in view yet
  const std::optional<game::EntityId> neo = world.setup().spawn("Neo Mouse", {38, 21});
  REQUIRE(neo);
  const game::TurnReport report = world.perform(game::Action::wait());
  REQUIRE(report.first_sightings == std::vector<game::EntityId>{*neo});
  std::optional<game::WalkStop> stop = game::stop_reason(before, before, world, report, {});
  REQUIRE(stop);
  CHECK(stop->why == game::WalkEnd::MonsterInView);
  CHECK(stop->message.empty());  // "You see a Neo Mouse." said it

  game::TurnReport later = report;  // the same mouse, its kind seen earlier in the run
  later.first_sightings.clear();
  stop = game::stop_reason(before, before, world, later, {});
  REQUIRE(stop);
  CHECK(stop->message == "A Neo Mouse comes into view.");
}

TEST_CASE("auto-explore stopped by a mouse never seen before leaves one line: the world's first sight") {
  bool met = false;
  for (std::uint64_t seed = 1; seed <= 30 && !met; ++seed) {
    game::World world(seed, shipped_factory());
    REQUIRE(world.setup().travel_to_floor(1));
    game::Walk walk = game::Walk::explore(world);
    // The kinds seen before the last step: a walk now goes on past mice too weak to matter, so the
    // mouse that stops it may be of a kind seen already, which is no first sight.
    std::set<std::string> kinds_seen_before = world.monster_kinds_seen();
    for (int i = 0; i < 5000; ++i) {
      const std::optional<game::Action> action = walk.next_action(world);
      if (!action) break;
      kinds_seen_before = world.monster_kinds_seen();
      walk.after_step(world, world.perform(*action));
    }
    if (!walk.over() || walk.ending().why != game::WalkEnd::MonsterInView || !walk.ending().monster) continue;
    const auto stopper = std::ranges::find(world.floor().entities, *walk.ending().monster, &game::Entity::id);
    if (stopper == world.floor().entities.end() || kinds_seen_before.contains(stopper->name)) continue;
    met = true;
    CAPTURE(walk.ending().message);
    CHECK(walk.ending().message.empty());
    CHECK(world.messages().all().back().text.rfind("You see a", 0) == 0);
  }
  CHECK(met);
}

TEST_CASE("of two mice of a new kind seen together, the nearer is the one told, as a walk would name it") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Neo Mouse", {38, 21}));
  const std::optional<game::EntityId> near = world.setup().spawn("Neo Mouse", {44, 23});
  REQUIRE(near);
  const game::TurnReport report = world.perform(game::Action::wait());
  CHECK(report.first_sightings == std::vector<game::EntityId>{*near});
}

TEST_CASE("a monster's first sight is told before what it does in the same turn") {
  game::World world = start_room();
  REQUIRE(world.setup().spawn("Tough Mouse", kSeed42Start + Point{1, 0}));
  const game::TurnReport report = world.perform(game::Action::wait());
  std::vector<std::string> told;
  for (const auto& message : report.messages) told.push_back(message.text);
  CAPTURE(told.size());
  const auto seen = std::find(told.begin(), told.end(), "You see a Tough Mouse.");
  const auto attack = std::find_if(told.begin(), told.end(), [](const std::string& text) {
    return text.starts_with("The Tough Mouse bites you") || text == "The Tough Mouse misses you.";
  });
  REQUIRE(seen != told.end());
  REQUIRE(attack != told.end());  // next to the researcher, it attacks at once
  CHECK(seen < attack);
}
