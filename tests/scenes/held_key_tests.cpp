// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>

#include "game/travel/stop_rules.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/held_move.h"
#include "temp_data_folder.h"

// Floor 0 is one room, (38,20)-(46,26), the player starting at its centre (42,23).
namespace {

using core::Point;

// Micro Mice that die at the first hit and never hurt (their bite of 1 is
// all taken by the researcher's defence), so only the key rules stop a walk.
std::shared_ptr<game::ContentLibrary> harmless_mice() {
  static const std::shared_ptr<game::ContentLibrary> library = [] {
    TempDataFolder folder;
    folder.replace("monsters.json", "\"hp\": { \"min\": 1, \"max\": 4 }", "\"hp\": { \"min\": 1, \"max\": 1 }");
    folder.replace("monsters.json", "\"attack\": { \"min\": 1, \"max\": 2 }", "\"attack\": { \"min\": 1, \"max\": 1 }");
    return library_from(folder.path());
  }();
  return library;
}

// Presses `key`, then holds it for `ticks` more logic ticks.
void hold(scenes::DungeonScene& scene, SDL_Keycode key, int ticks) {
  render::Input input;
  input.press_key(key);
  for (int i = 0; i <= ticks; ++i) {
    scene.logic(input);
    input.end_tick();
  }
}

int attacks_said(const game::World& world) {
  int count = 0;
  for (const auto& message : world.messages().all()) {
    if (message.text.rfind("You hit", 0) == 0 || message.text.rfind("You miss", 0) == 0) ++count;
  }
  return count;
}

}  // namespace

TEST_CASE("holding a key with no one about keeps walking, a step per repeat") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  // The press, then a repeat after the delay and one after each interval: four steps.
  hold(scene, SDLK_LEFT, render::Input::kRepeatDelayTicks + 2 * render::Input::kRepeatIntervalTicks);
  CHECK(scene.world().player().position == Point{38, 23});
}

TEST_CASE("a held wait key stops at the first bite and goes on only after a new press") {
  RecordingRequests requests;
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().spawn("Neo Mouse", {46, 23}));  // in view from the start, and it always hurts
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  render::Input input;
  input.press_key(SDLK_PERIOD);
  int bitten_on_turn = -1;
  for (int tick = 0; tick < 200 && !scene.world().run_over(); ++tick) {
    scene.logic(input);
    input.end_tick();
    if (bitten_on_turn < 0 && scene.world().player().hp < scene.world().player().stats.max_hp)
      bitten_on_turn = scene.world().turn();
  }
  REQUIRE(bitten_on_turn > 0);
  CHECK_FALSE(scene.world().run_over());
  CHECK(scene.world().turn() == bitten_on_turn);  // the key is still held, yet no turn passed after the bite

  input.release_key(SDLK_PERIOD);
  input.press_key(SDLK_PERIOD);
  scene.logic(input);
  CHECK(scene.world().turn() == bitten_on_turn + 1);
}

TEST_CASE("a held step never turns into an attack on a monster that walks into the way") {
  RecordingRequests requests;
  game::World world(42, harmless_mice()->factory());
  REQUIRE(world.setup().spawn("Micro Mouse", {46, 23}));  // in view when the key goes down, not next to the player
  scenes::DungeonScene scene({requests, {}, data_of(harmless_mice())}, std::move(world));
  hold(scene, SDLK_RIGHT, 120);
  CHECK(attacks_said(scene.world()) == 0);
  // A fresh press at it is an attack, as it always was.
  const game::Entity* mouse = scene.world().floor().entity_at(scene.world().player().position + Point{1, 0});
  REQUIRE(mouse != nullptr);
  press(scene, SDLK_RIGHT);
  CHECK(attacks_said(scene.world()) == 1);
}

TEST_CASE("a held attack does not walk on once its monster is dead") {
  RecordingRequests requests;
  game::World world(42, harmless_mice()->factory());
  REQUIRE(world.setup().spawn("Micro Mouse", {43, 23}));
  scenes::DungeonScene scene({requests, {}, data_of(harmless_mice())}, std::move(world));
  hold(scene, SDLK_RIGHT, 60);
  CHECK(attacks_said(scene.world()) == 1);
  CHECK(scene.world().floor().entity_at({43, 23}) == nullptr);  // the mouse died
  CHECK(scene.world().player().position == Point{42, 23});
}

TEST_CASE("a monster coming into view stops a held key, between repeats as well as during one") {
  game::World world(42, shipped_factory());
  scenes::HeldMove held;
  held.pressed(world, scenes::Command::MoveLeft, Point{-1, 0});
  CHECK_FALSE(held.perform(world).stop);
  REQUIRE(world.player().position == Point{41, 23});
  CHECK(held.may_repeat(world, scenes::Command::MoveLeft));
  CHECK_FALSE(held.may_repeat(world, scenes::Command::MoveRight));  // only the key pressed last repeats
  REQUIRE(world.setup().spawn("Neo Mouse", {46, 26}));
  CHECK_FALSE(held.may_repeat(world, scenes::Command::MoveLeft));

  // During a step: the rule that stopped it is told, in the walks' words.
  held.pressed(world, scenes::Command::MoveUp, Point{0, -1});
  REQUIRE(world.setup().spawn("Tough Mouse", {38, 26}));  // a Micro Mouse is too weak to stop a walk
  const std::optional<game::WalkStop> stop = held.perform(world).stop;
  REQUIRE(stop);
  // The first Tough Mouse of the run is named by the world's first-sight line, so the stop adds none.
  CHECK(stop->why == game::WalkEnd::MonsterInView);
  CHECK(stop->message.empty());
  const auto& messages = world.messages().all();
  CHECK(std::any_of(messages.begin(), messages.end(),
                    [](const game::MessageLog::Message& message) { return message.text == "You see a Tough Mouse."; }));
  CHECK_FALSE(held.may_repeat(world, scenes::Command::MoveUp));
}

TEST_CASE("in the dungeon a key towards a found trap warns at the first press and steps on it at the second") {
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().spawn("Snap Trap", {43, 23}));
  world.setup().reveal_floor();  // finds the trap
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, data_of(harmless_mice())}, std::move(world));
  hold(scene, SDLK_RIGHT, 30);  // held: the press warns and the repeats never step on
  CHECK(scene.world().player().position == Point{42, 23});
  CHECK(scene.world().turn() == 0);
  hold(scene, SDLK_RIGHT, 0);
  CHECK(scene.world().player().position == Point{43, 23});
  CHECK(scene.world().floor().trap_at({43, 23}) == nullptr);  // sprung and spent
}

TEST_CASE("another key between the two presses takes the warning back") {
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().spawn("Snap Trap", {43, 23}));
  world.setup().reveal_floor();
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, data_of(harmless_mice())}, std::move(world));
  hold(scene, SDLK_RIGHT, 0);
  hold(scene, SDLK_PERIOD, 0);  // a wait
  hold(scene, SDLK_RIGHT, 0);
  CHECK(scene.world().player().position == Point{42, 23});
  CHECK(scene.world().floor().trap_at({43, 23}) != nullptr);
}
