// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/replay/replay.h"
#include "game/replay/state_hash.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/walk_in_progress.h"

namespace {

using core::Point;

void press(scenes::DungeonScene& scene, SDL_Keycode key) {
  render::Input input;
  input.press_key(key);
  scene.logic(input);
}

Point centre_of(const SDL_Rect& rect) {
  return {rect.x + rect.w / 2, rect.y + rect.h / 2};
}

bool logged_starting(const game::World& world, const std::string& start) {
  for (const auto& message : world.messages().all()) {
    if (message.text.rfind(start, 0) == 0) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("hovering a known tile previews the way, and a click walks it a step at a time") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  const Point start = scene.world().player().position;
  const Point target = start + Point{3, 2};

  render::Input input;
  input.move_mouse(centre_of(scene.map_view().tile_rect(target)));
  scene.logic(input);
  input.end_tick();
  REQUIRE(scene.path_preview());
  CHECK(scene.path_preview()->size() == 3);
  CHECK(scene.path_preview()->back() == target);

  // The dot on the first tile of the way is drawn in the path's colour.
  scene.draw(headless.canvas());
  const Point first_dot = centre_of(scene.map_view().tile_rect(scene.path_preview()->front()));
  const SDL_Color dot = headless.pixel(first_dot.x, first_dot.y);
  CHECK(dot.r > 150);
  CHECK(dot.r > dot.b + 60);  // warm yellow over the grey floor

  input.click(render::MouseButton::Left, centre_of(scene.map_view().tile_rect(target)));
  scene.logic(input);
  input.end_tick();
  CHECK(scene.walking());
  CHECK(scene.world().turn() == 1);  // the first step answers the click at once
  idle(scene, scenes::WalkInProgress::kTicksPerStep);
  CHECK(scene.world().turn() == 2);
  idle(scene, 3 * scenes::WalkInProgress::kTicksPerStep);
  CHECK(scene.world().player().position == target);
  CHECK(scene.world().turn() == 3);
  CHECK_FALSE(scene.walking());
}

TEST_CASE("any key stops a walk at once and does nothing else") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press(scene, SDLK_z);  // rest
  REQUIRE(scene.walking());
  idle(scene, 2 * scenes::WalkInProgress::kTicksPerStep);
  const int turn = scene.world().turn();
  const Point where = scene.world().player().position;
  press(scene, SDLK_RIGHT);
  CHECK_FALSE(scene.walking());
  CHECK(scene.world().turn() == turn);
  CHECK(scene.world().player().position == where);
}

TEST_CASE("exploring the storeroom says nothing is left and names the stairs key") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press(scene, SDLK_x);
  idle(scene, 5);
  CHECK_FALSE(scene.walking());
  CHECK(logged_starting(scene.world(),
                        "Nothing is left to explore here. Press PageUp or click Stairs ↑ to go to the stairs up."));
}

TEST_CASE("the stairs key walks to the stairs up and takes them: there are no stairs down in the storeroom") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press(scene, SDLK_PAGEDOWN);
  CHECK(logged_starting(scene.world(), "There are no stairs down on this floor."));
  CHECK_FALSE(scene.walking());
  press(scene, SDLK_PAGEUP);
  idle(scene, 40 * scenes::WalkInProgress::kTicksPerStep);
  CHECK(scene.world().floor().number == 1);
  CHECK_FALSE(scene.walking());
}

TEST_CASE("a run walked by click-to-travel, the stairs key and auto-explore replays to the same state") {
  RecordingRequests requests;
  const auto content = shipped_content();
  scenes::DungeonScene scene({requests, {}, data_of(content)}, 42);
  const Point target = scene.world().player().position + Point{3, 2};
  render::Input input;
  input.click(render::MouseButton::Left, centre_of(scene.map_view().tile_rect(target)));
  scene.logic(input);
  idle(scene, 10 * scenes::WalkInProgress::kTicksPerStep);
  REQUIRE(scene.world().player().position == target);
  press(scene, SDLK_PAGEUP);
  idle(scene, 40 * scenes::WalkInProgress::kTicksPerStep);
  REQUIRE(scene.world().floor().number == 1);
  press(scene, SDLK_x);
  idle(scene, 200 * scenes::WalkInProgress::kTicksPerStep);
  REQUIRE_FALSE(scene.walking());
  const int walked_turns = scene.world().turn();
  CHECK(walked_turns > 10);

  // Through the replay file's text and back, as a saved replay would go.
  const core::Result<game::Replay> read = game::read_replay(game::replay_text(game::replay_of(scene.world())));
  REQUIRE(read);
  const game::World replayed = game::play_replay(*read, content->factory());
  CHECK(replayed.turn() == walked_turns);
  CHECK(replayed.player().position == scene.world().player().position);
  CHECK(game::state_hash(replayed) == game::state_hash(scene.world()));
  CHECK(read->final_hash == game::state_hash(scene.world()));
}

TEST_CASE("arriving beside the stairs, the stairs key takes them back in one deliberate step") {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  press(scene, SDLK_PAGEUP);
  idle(scene, 40 * scenes::WalkInProgress::kTicksPerStep);
  REQUIRE(scene.world().floor().number == 1);
  const game::Entity* down = scene.world().floor().stairs(game::StairsDirection::Down);
  REQUIRE(down != nullptr);
  CHECK(core::chebyshev_distance(scene.world().player().position, down->position) == 1);
  const int turn = scene.world().turn();
  press(scene, SDLK_PAGEDOWN);
  idle(scene, 5 * scenes::WalkInProgress::kTicksPerStep);
  CHECK(scene.world().floor().number == 0);
  CHECK(scene.world().turn() == turn + 1);
  CHECK_FALSE(scene.walking());
}

TEST_CASE("auto-explore with HP below the low mark asks for a second press, and a turn in between asks again") {
  RecordingRequests requests;
  game::World world(42, shipped_content()->factory());
  world.setup().set_player_hp(1);
  const int max_hp = world.player().stats.max_hp;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  const std::string asked =
      "Your HP is low (1 of " + std::to_string(max_hp) + "). Press X or click Explore again to explore anyway.";
  const auto times_asked = [&] {
    int count = 0;
    for (const auto& message : scene.world().messages().all()) count += message.text == asked ? message.count : 0;
    return count;
  };
  press(scene, SDLK_x);
  CHECK(times_asked() == 1);
  CHECK_FALSE(scene.walking());
  CHECK(scene.world().turn() == 0);

  press(scene, SDLK_PERIOD);  // a turn passes: the next press asks again
  REQUIRE(scene.world().turn() == 1);
  press(scene, SDLK_x);
  CHECK(times_asked() == 2);
  CHECK_FALSE(logged_starting(scene.world(), "Nothing is left to explore here."));

  press(scene, SDLK_x);  // asked on this very turn: explores
  idle(scene, 5);
  CHECK(times_asked() == 2);
  CHECK(logged_starting(scene.world(), "Nothing is left to explore here."));
}

TEST_CASE("a click on the player searches for traps: a turn passes and the trap beside is found") {
  RecordingRequests requests;
  game::World world(42, shipped_factory());
  REQUIRE(world.setup().spawn("Snap Trap", {43, 24}));
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  render::Input input;
  input.click(render::MouseButton::Left, centre_of(scene.map_view().tile_rect(scene.world().player().position)));
  scene.logic(input);
  input.end_tick();
  CHECK(scene.world().turn() == 1);
  REQUIRE(scene.world().floor().trap_at({43, 24}) != nullptr);
  CHECK(std::get<game::Trap>(scene.world().floor().trap_at({43, 24})->kind).found);
}

TEST_CASE("a right-click on the player waits a turn, saying nothing where a search would") {
  RecordingRequests requests;
  game::World world(42, shipped_factory());
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  const std::size_t messages = scene.world().messages().all().size();
  click(scene, centre_of(scene.map_view().tile_rect(scene.world().player().position)), render::MouseButton::Right);
  CHECK(scene.world().turn() == 1);
  CHECK(scene.world().messages().all().size() == messages);
  // A right-click elsewhere on the map spends no turn.
  click(scene, centre_of(scene.map_view().tile_rect(scene.world().player().position + core::Point{2, 0})),
        render::MouseButton::Right);
  CHECK(scene.world().turn() == 1);
}

TEST_CASE("the second click of a double-click on a monster that the first killed does not walk the player forward") {
  RecordingRequests requests;
  game::World world(42, shipped_factory());
  const core::Point start = world.player().position;
  const core::Point beside = start + core::Point{1, 0};
  REQUIRE(world.setup().spawn("Micro Mouse", beside));
  world.setup().set_god_mode(true);
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  const core::Point at = centre_of(scene.map_view().tile_rect(beside));
  // Single clicks, each after a double-click's time, until one kills it.
  for (int blow = 0; blow < 50 && scene.world().floor().entity_at(beside); ++blow) {
    idle(scene, scenes::AttackClickGuard::kDoubleClickTicks + 1);
    click(scene, at);
  }
  REQUIRE(scene.world().floor().entity_at(beside) == nullptr);
  REQUIRE(scene.world().player().position == start);
  const int turn = scene.world().turn();
  idle(scene, 5);  // well within a double-click
  click(scene, at);
  idle(scene, 5 * scenes::WalkInProgress::kTicksPerStep);
  CHECK(scene.world().player().position == start);
  CHECK(scene.world().turn() == turn);
  // Later, a click on that tile walks there as any click does.
  idle(scene, scenes::AttackClickGuard::kDoubleClickTicks);
  click(scene, at);
  idle(scene, 5 * scenes::WalkInProgress::kTicksPerStep);
  CHECK(scene.world().player().position == beside);
}
