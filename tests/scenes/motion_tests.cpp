// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <memory>
#include <vector>

#include "game/replay/state_hash.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/motion.h"
#include "scenes/dungeon/walk_in_progress.h"
#include "temp_data_folder.h"

// Floor 0 is one room, (38,20)-(46,26), the player starting at its centre (42,23).
namespace {

using core::Point;

std::shared_ptr<scenes::PlayerSettings> animations(scenes::AnimationSpeed speed) {
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->settings.animations = speed;
  return settings;
}

// A Micro Mouse that dies at the first hit.
std::shared_ptr<game::ContentLibrary> frail_mice() {
  static const std::shared_ptr<game::ContentLibrary> library = [] {
    TempDataFolder folder;
    folder.replace("monsters.json", "\"hp\": { \"min\": 1, \"max\": 4 }", "\"hp\": { \"min\": 1, \"max\": 1 }");
    return library_from(folder.path());
  }();
  return library;
}

}  // namespace

TEST_CASE("a step slides from the old tile to the new one in about 80 ms, and the camera goes along") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data(), animations(scenes::AnimationSpeed::Normal)}, 42);
  const int tile = scene.map_view().tile_pixels();
  press(scene, SDLK_RIGHT);
  REQUIRE(scene.world().player().position == Point{43, 23});
  // Drawn on the tile it left at first, then closer each tick, then on its own tile.
  CHECK(scene.motion().player_offset(tile) == Point{-tile, 0});
  idle(scene, 2);
  const Point halfway = scene.motion().player_offset(tile);
  CHECK(halfway.x < 0);
  CHECK(halfway.x > -tile);
  CHECK(halfway.y == 0);
  const int duration = scenes::Motion::durations(scenes::AnimationSpeed::Normal).step;
  CHECK(duration * 1000 / 60 >= 60);
  CHECK(duration * 1000 / 60 <= 100);
  idle(scene, duration);
  CHECK(scene.motion().player_offset(tile) == Point{0, 0});
  CHECK_FALSE(scene.motion().active());
}

TEST_CASE("any key finishes the motion at once, even one that does nothing") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press(scene, SDLK_RIGHT);
  REQUIRE(scene.motion().active());
  press(scene, SDLK_F2);  // bound to nothing
  CHECK_FALSE(scene.motion().active());
  CHECK(scene.motion().player_offset(scene.map_view().tile_pixels()) == Point{0, 0});
}

TEST_CASE("with animations off nothing slides") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data(), animations(scenes::AnimationSpeed::Off)}, 42);
  press(scene, SDLK_RIGHT);
  CHECK_FALSE(scene.motion().active());
  CHECK(scene.motion().player_offset(scene.map_view().tile_pixels()) == Point{0, 0});
}

TEST_CASE("fast animations are shorter than normal ones") {
  const auto normal = scenes::Motion::durations(scenes::AnimationSpeed::Normal);
  const auto fast = scenes::Motion::durations(scenes::AnimationSpeed::Fast);
  CHECK(fast.step < normal.step);
  CHECK(fast.lunge < normal.lunge);
  CHECK(fast.fade < normal.fade);
}

TEST_CASE("an attack lunges at the target and back, and the monster killed fades out where it stood") {
  TestCanvas headless;
  RecordingRequests requests;
  game::World world(42, frail_mice()->factory());
  const Point mouse{43, 23};
  REQUIRE(world.setup().spawn("Micro Mouse", mouse));
  scenes::DungeonScene scene({requests, {}, data_of(frail_mice())}, std::move(world));
  const int tile = scene.map_view().tile_pixels();
  press(scene, SDLK_RIGHT);
  REQUIRE(scene.world().floor().entity_at(mouse) == nullptr);  // it died
  CHECK(scene.world().player().position == Point{42, 23});
  const SDL_Rect mouse_tile = scene.map_view().tile_rect(mouse);

  const int lunge = scenes::Motion::durations(scenes::AnimationSpeed::Normal).lunge;
  idle(scene, lunge / 2);
  CHECK(scene.motion().player_offset(tile).x > tile / 5);  // leaning into the mouse's tile
  CHECK(scene.motion().player_offset(tile).y == 0);
  scene.draw(headless.canvas());
  const auto fading = block(headless, mouse_tile);

  idle(scene, scenes::Motion::durations(scenes::AnimationSpeed::Normal).fade);
  CHECK(scene.motion().player_offset(tile) == Point{0, 0});  // and back
  scene.draw(headless.canvas());
  CHECK_FALSE(same(fading, block(headless, mouse_tile)));  // the fading mouse was drawn, and now is gone
}

TEST_CASE("a monster that steps slides too, and one that bites lunges at the player") {
  RecordingRequests requests;
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().spawn("Neo Mouse", {45, 23}));
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  const game::EntityId neo = scene.world().floor().entity_at({45, 23})->id;
  const int tile = scene.map_view().tile_pixels();
  press(scene, SDLK_PERIOD);  // the mouse steps to (44,23)
  REQUIRE(scene.world().floor().entity_at({44, 23}) != nullptr);
  CHECK(scene.motion().offset_of(neo, tile) == Point{tile, 0});
  idle(scene, 20);
  press(scene, SDLK_PERIOD);  // it steps next to the player, (43,23)
  idle(scene, 20);
  press(scene, SDLK_PERIOD);  // and bites
  REQUIRE(scene.world().player().hp < scene.world().player().stats.max_hp);
  idle(scene, scenes::Motion::durations(scenes::AnimationSpeed::Normal).lunge / 2);
  CHECK(scene.motion().offset_of(neo, tile).x < -tile / 5);
}

TEST_CASE("animations change nothing in the game: the same keys give the same state at every speed") {
  std::vector<std::uint64_t> hashes;
  for (scenes::AnimationSpeed speed :
       {scenes::AnimationSpeed::Off, scenes::AnimationSpeed::Normal, scenes::AnimationSpeed::Fast}) {
    RecordingRequests requests;
    game::World world(42, shipped_factory());
    REQUIRE(world.setup().spawn("Neo Mouse", {46, 26}));
    scenes::DungeonScene scene({requests, {}, shipped_data(), animations(speed)}, std::move(world));
    for (SDL_Keycode key : {SDLK_RIGHT, SDLK_RIGHT, SDLK_DOWN, SDLK_n, SDLK_PERIOD, SDLK_l, SDLK_l}) {
      press(scene, key);
      idle(scene, 1);
    }
    hashes.push_back(game::state_hash(scene.world()));
  }
  CHECK(hashes[0] == hashes[1]);
  CHECK(hashes[0] == hashes[2]);
}

TEST_CASE("a step slides no longer than it is given, and not at all when given no tick") {
  game::World world(42, shipped_factory());
  scenes::Motion motion;
  const game::TurnReport report = world.perform(game::Action::move({1, 0}));
  motion.add(report, 1);
  CHECK(motion.player_offset(32) == Point{-32, 0});
  motion.tick();
  CHECK(motion.player_offset(32) == Point{0, 0});
  motion.add(report, 0);
  CHECK_FALSE(motion.active());
}

TEST_CASE("the walk speed setting sets how many steps a walk takes a second") {
  for (const auto& [speed, turns_in_half_a_second] : {std::pair{10, 5}, std::pair{20, 10}, std::pair{40, 20}}) {
    CAPTURE(speed);
    RecordingRequests requests;
    auto settings = std::make_shared<scenes::PlayerSettings>();
    settings->settings.walk_steps_per_second = speed;
    scenes::DungeonScene scene({requests, {}, shipped_data(), settings}, 42);
    press(scene, SDLK_z);  // rest: a wait each step, up to 100
    idle(scene, 29);
    CHECK(scene.world().turn() == turns_in_half_a_second);
  }
  RecordingRequests requests;
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->settings.walk_steps_per_second = scenes::Settings::kInstantWalkSpeed;
  scenes::DungeonScene scene({requests, {}, shipped_data(), settings}, 42);
  press(scene, SDLK_z);
  idle(scene, 6);
  CHECK(scene.world().turn() == game::Walk::kLongestRest);
}
