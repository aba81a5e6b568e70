// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>

#include "game/replay/replay.h"
#include "game/replay/state_hash.h"
#include "result_checks.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/replay_scene.h"
#include "scenes/dungeon/replay_timeline.h"

namespace {

// Three floors in 700 actions: floor starts to jump between.
game::Replay three_floors() {
  core::Result<game::Replay> replay =
      game::load_replay(std::filesystem::path(MOUSEKING_TEST_REPLAYS_DIR) / "seed3-three-floors.json");
  REQUIRE_MESSAGE(replay.ok(), replay.error());
  return std::move(replay).value();
}

void tick_with(render::Scene& scene, SDL_Keycode key) {
  render::Input input;
  input.press_key(key);
  scene.logic(input);
}

// Ticks until the scene has read its whole replay, paused meanwhile so that it does not play on: a jump
// past what is read would wait for the reading (replay_reading_tests.cpp).
void read_whole_replay(scenes::ReplayScene& scene) {
  const bool was_paused = scene.paused();
  if (!was_paused) tick_with(scene, SDLK_SPACE);
  while (!scene.keyframes().complete()) idle(scene, 1);
  if (!was_paused) tick_with(scene, SDLK_SPACE);
  REQUIRE(scene.position() == 0);
}

// Steps a paused replay forwards `actions` times with Right.
void scene_go_right(render::Scene& scene, int actions) {
  for (int i = 0; i < actions; ++i) tick_with(scene, SDLK_RIGHT);
}

std::uint64_t forward_hash(game::Replay replay, std::size_t actions) {
  replay.actions.resize(actions);
  return game::state_hash(game::play_replay(replay, shipped_content()->factory()));
}

SDL_Event mouse_event(Uint32 type, core::Point at) {
  SDL_Event event{};
  event.type = type;
  if (type == SDL_MOUSEMOTION) {
    event.motion.x = at.x;
    event.motion.y = at.y;
  } else {
    event.button.button = SDL_BUTTON_LEFT;
    event.button.x = at.x;
    event.button.y = at.y;
  }
  return event;
}

// The middle of the timeline's bar, `fraction` of the way along its track.
core::Point on_timeline(double fraction) {
  const scenes::replay_timeline::Layout layout = scenes::replay_timeline::lay_out(scenes::hud::kDesignScreen);
  return {layout.track.x + static_cast<int>(fraction * layout.track.w), layout.bar.y + layout.bar.h / 2};
}

}  // namespace

TEST_CASE("Left steps a replay back one action, pausing it, to the state a forward play reaches") {
  RecordingRequests requests;
  const game::Replay replay = three_floors();
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  read_whole_replay(scene);
  tick_with(scene, SDLK_END);
  REQUIRE(scene.finished());
  tick_with(scene, SDLK_LEFT);
  CHECK(scene.paused());
  CHECK(scene.position() == replay.actions.size() - 1);
  CHECK(game::state_hash(scene.world()) == forward_hash(replay, replay.actions.size() - 1));
  // A held Left repeats.
  render::Input input;
  input.press_key(SDLK_LEFT);
  for (int tick = 0; tick < 60; ++tick) {
    scene.logic(input);
    input.end_tick();
  }
  CHECK(scene.position() < replay.actions.size() - 5);
  CHECK(game::state_hash(scene.world()) == forward_hash(replay, scene.position()));
}

TEST_CASE("Page Up and Page Down jump between floor starts, ] and [ too, Home and End to the ends") {
  RecordingRequests requests;
  const game::Replay replay = three_floors();
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  read_whole_replay(scene);
  tick_with(scene, SDLK_SPACE);
  const auto& starts = scene.keyframes().floor_starts();
  REQUIRE(starts.size() >= 3);
  tick_with(scene, SDLK_PAGEUP);
  CHECK(scene.position() == starts[1].position);
  CHECK(scene.world().floor_number() == starts[1].floor);
  tick_with(scene, SDLK_RIGHTBRACKET);
  CHECK(scene.position() == starts[2].position);
  tick_with(scene, SDLK_PAGEDOWN);
  CHECK(scene.position() == starts[1].position);
  // Well into a floor, it goes to that floor's start; just after it, to the one before.
  scene_go_right(scene, 30);
  tick_with(scene, SDLK_PAGEDOWN);
  CHECK(scene.position() == starts[1].position);
  scene_go_right(scene, 3);
  tick_with(scene, SDLK_LEFTBRACKET);
  CHECK(scene.position() == 0);
  tick_with(scene, SDLK_END);
  CHECK(scene.finished());
  CHECK(game::state_hash(scene.world()) == replay.final_hash);
  tick_with(scene, SDLK_HOME);
  CHECK(scene.position() == 0);
  CHECK(game::state_hash(scene.world()) == forward_hash(replay, 0));
}

TEST_CASE("a jump shows the new state at once, while playing moves as play does") {
  RecordingRequests requests;
  const game::Replay replay = three_floors();
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  read_whole_replay(scene);
  tick_with(scene, SDLK_SPACE);
  tick_with(scene, SDLK_RIGHT);
  CHECK(scene.motion().active());
  tick_with(scene, SDLK_PAGEUP);
  CHECK_FALSE(scene.motion().active());
}

TEST_CASE("a click on the timeline goes to the action under it, and a drag follows the pointer") {
  TestCanvas headless;
  RecordingRequests requests;
  const game::Replay replay = three_floors();
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  read_whole_replay(scene);
  render::Input input;
  input.handle_event(mouse_event(SDL_MOUSEBUTTONDOWN, on_timeline(0.5)));
  scene.logic(input);
  input.end_tick();
  const std::size_t half = replay.actions.size() / 2;
  CHECK(scene.position() + 2 >= half);
  CHECK(scene.position() <= half + 2);
  CHECK(game::state_hash(scene.world()) == forward_hash(replay, scene.position()));
  // Held down, it follows the pointer, even off the bar, and does not play on.
  input.handle_event(mouse_event(SDL_MOUSEMOTION, {on_timeline(0.25).x, 100}));
  for (int tick = 0; tick < 30; ++tick) {
    scene.logic(input);
    input.end_tick();
  }
  const std::size_t quarter = scene.position();
  CHECK(quarter + 2 >= replay.actions.size() / 4);
  CHECK(quarter <= replay.actions.size() / 4 + 2);
  // Moved and let go in one tick: it ends where it was let go, and the pointer no longer moves it.
  input.handle_event(mouse_event(SDL_MOUSEMOTION, on_timeline(0.5)));
  input.handle_event(mouse_event(SDL_MOUSEBUTTONUP, on_timeline(0.5)));
  scene.logic(input);
  input.end_tick();
  const std::size_t let_go = scene.position();
  CHECK(let_go + 2 >= half);
  CHECK(let_go <= half + 2);
  input.handle_event(mouse_event(SDL_MOUSEMOTION, on_timeline(0.9)));
  scene.logic(input);
  CHECK(scene.position() <= let_go + 1);
  scene.draw(headless.canvas());
}

TEST_CASE("a click above the timeline is no jump") {
  RecordingRequests requests;
  scenes::ReplayScene scene({requests, {}, shipped_data()}, three_floors());
  tick_with(scene, SDLK_SPACE);
  render::Input input;
  const core::Point above = on_timeline(0.5) - core::Point{0, scenes::replay_timeline::kBarHeight};
  input.handle_event(mouse_event(SDL_MOUSEBUTTONDOWN, above));
  scene.logic(input);
  CHECK(scene.position() == 0);
}

TEST_CASE("the timeline maps its ends to the first and the last action") {
  const scenes::replay_timeline::Layout layout = scenes::replay_timeline::lay_out(scenes::hud::kDesignScreen);
  CHECK(scenes::replay_timeline::position_along(layout, layout.track.x - 50, 700) == 0);
  CHECK(scenes::replay_timeline::position_along(layout, layout.track.x + layout.track.w + 50, 700) == 700);
  CHECK(scenes::replay_timeline::x_of(layout, 700, 700) == layout.track.x + layout.track.w);
  CHECK(scenes::replay_timeline::position_at(layout, {layout.bar.x + 1, layout.bar.y - 1}, 700) == std::nullopt);
}
