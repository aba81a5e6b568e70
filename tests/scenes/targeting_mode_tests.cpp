// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>

#include "game/model/stacks.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"

namespace {

using core::Point;

// The storeroom of seed 42 (player at (42,23)) with a Tranquilliser Pistol wielded, darts and a Petri
// Dish in the pack, a Micro Mouse two steps away and a Tough Mouse three.
game::World armed_world() {
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().give_equipped("Tranquilliser Pistol"));
  for (int i = 0; i < 3; ++i) REQUIRE(world.setup().give("Tranquilliser Dart"));
  REQUIRE(world.setup().give("Petri Dish"));
  REQUIRE(world.setup().spawn("Micro Mouse", {40, 25}));
  REQUIRE(world.setup().spawn("Tough Mouse", {45, 21}));
  return world;
}

scenes::DungeonScene armed_scene(RecordingRequests& requests, game::World world) {
  return scenes::DungeonScene({requests, {}, shipped_data()}, std::move(world));
}

int carried_count(const game::World& world, const std::string& definition) {
  int count = 0;
  for (const game::Entity& thing : world.player().inventory)
    count += thing.definition == definition ? game::stack_count(thing) : 0;
  return count;
}

void hover_tile(scenes::DungeonScene& scene, Point tile) {
  render::Input mouse;
  mouse.move_mouse(centre(scene.map_view().tile_rect(tile)));
  tick(scene, mouse);
}

}  // namespace

TEST_CASE("the fire key aims at the nearest monster in view, and Next in view and Tab go on nearest first") {
  RecordingRequests requests;
  scenes::DungeonScene scene = armed_scene(requests, armed_world());
  press(scene, SDLK_f);
  REQUIRE(scene.targeting().active());
  CHECK(scene.targeting().launch().fire);
  CHECK(scene.targeting().aim() == Point{40, 25});
  press(scene, SDLK_v);
  CHECK(scene.targeting().aim() == Point{45, 21});
  press(scene, SDLK_TAB);  // back to the nearest, and no inventory opens
  CHECK(scene.targeting().aim() == Point{40, 25});
  CHECK_FALSE(requests.pushed_scene);
  CHECK(scene.world().turn() == 0);
}

TEST_CASE("the movement keys move the aim: Enter fires one dart along the drawn line and closes the mode") {
  RecordingRequests requests;
  scenes::DungeonScene scene = armed_scene(requests, armed_world());
  press(scene, SDLK_f);
  press(scene, SDLK_v);
  press(scene, SDLK_DOWN);  // off the Tough Mouse, to the empty (45,22)
  REQUIRE(scene.targeting().aim() == Point{45, 22});
  const core::Flight drawn = scenes::launch_flight(scene.world(), scene.targeting().launch(), {45, 22});
  press(scene, SDLK_RETURN);
  CHECK_FALSE(scene.targeting().active());
  CHECK(scene.world().turn() == 1);
  CHECK(carried_count(scene.world(), "Tranquilliser Dart") == 2);
  REQUIRE_FALSE(scene.flights().empty());  // the report's shot flies on the map
  const game::Entity* dart = scene.world().floor().entity_at(drawn.tiles.back());
  CHECK(dart != nullptr);
}

TEST_CASE("Esc leaves the targeting mode without a turn, and leaves the run alone") {
  RecordingRequests requests;
  scenes::DungeonScene scene = armed_scene(requests, armed_world());
  press(scene, SDLK_t);
  REQUIRE(scene.targeting().active());
  CHECK_FALSE(scene.targeting().launch().fire);
  press(scene, SDLK_ESCAPE);
  CHECK_FALSE(scene.targeting().active());
  CHECK_FALSE(requests.next_scene);
  CHECK(scene.world().turn() == 0);
}

TEST_CASE("the throw key again picks the next kind of throwable in the pack") {
  RecordingRequests requests;
  scenes::DungeonScene scene = armed_scene(requests, armed_world());
  press(scene, SDLK_t);
  CHECK(scene.targeting().launch().definition == "Tranquilliser Dart");
  press(scene, SDLK_t);
  CHECK(scene.targeting().launch().definition == "Petri Dish");
  press(scene, SDLK_t);
  CHECK(scene.targeting().launch().definition == "Tranquilliser Dart");
}

TEST_CASE("hovering aims at the tile under the mouse, and the line marks where it comes down: a click throws") {
  RecordingRequests requests;
  scenes::DungeonScene scene = armed_scene(requests, armed_world());
  press(scene, SDLK_t);
  press(scene, SDLK_t);  // the Petri Dish, 6 tiles by hand
  hover_tile(scene, {49, 23});
  CHECK(scene.targeting().aim() == Point{49, 23});
  const core::Flight line = scenes::launch_flight(scene.world(), scene.targeting().launch(), {49, 23});
  REQUIRE(!line.tiles.empty());
  CHECK(line.tiles.back() == Point{46, 23});  // short of the east wall
  CHECK(line.end == core::FlightEnd::Wall);
  click(scene, centre(scene.map_view().tile_rect({45, 21})));
  CHECK_FALSE(scene.targeting().active());
  CHECK(carried_count(scene.world(), "Petri Dish") == 0);
  CHECK(scene.world().turn() == 1);
}

TEST_CASE("with nothing that fires or nothing to throw, the keys say so and no aim opens") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press(scene, SDLK_f);
  CHECK_FALSE(scene.targeting().active());
  CHECK(scene.world().messages().all().back().text == "You wield nothing that fires.");
  press(scene, SDLK_t);
  CHECK_FALSE(scene.targeting().active());
  CHECK(scene.world().messages().all().back().text == "You carry nothing to throw.");
}

TEST_CASE("while aiming, the hover of the monster aimed at tells the shot's damage, not the researcher's blow") {
  RecordingRequests requests;
  scenes::DungeonScene scene = armed_scene(requests, armed_world());
  press(scene, SDLK_f);
  REQUIRE(scene.targeting().active());
  idle(scene, 1);
  const std::optional<scenes::TileDescription> aimed = scene.hovered_description();
  REQUIRE(aimed);
  CHECK(aimed->name == "Micro Mouse");
  const auto tells = [&](const std::string& start) {
    return std::ranges::any_of(aimed->facts,
                               [&](const scenes::DescriptionLine& fact) { return fact.text.starts_with(start); });
  };
  CHECK(tells("Your Tranquilliser Dart: "));
  CHECK_FALSE(tells("You hit it for"));
}

TEST_CASE("the Fire button is dimmed with nothing to fire, lit with a ranged weapon and its ammunition") {
  RecordingRequests requests;
  scenes::DungeonScene unarmed({requests, {}, shipped_data()}, 42);
  CHECK_FALSE(unarmed.bar_command_enabled(scenes::Command::Fire));
  CHECK(unarmed.bar_command_enabled(scenes::Command::Rest));
  scenes::DungeonScene armed = armed_scene(requests, armed_world());
  CHECK(armed.bar_command_enabled(scenes::Command::Fire));
}
