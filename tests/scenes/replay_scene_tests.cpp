#include <doctest/doctest.h>

#include "game/autoplay.h"
#include "game/replay.h"
#include "game/state_hash.h"
#include "scene_test_fixture.h"
#include "scenes/replay_scene.h"

namespace {

game::Replay recorded_run(int turns) {
  return game::replay_of(game::play_autoplay_run(5, shipped_content()->factory(), turns));
}

void run_ticks(scenes::ReplayScene& scene, int ticks, SDL_Keycode key = SDLK_UNKNOWN) {
  render::Input input;
  for (int tick = 0; tick < ticks; ++tick) {
    if (tick == 0 && key != SDLK_UNKNOWN) input.press_key(key);
    scene.logic(input);
    input.end_tick();
  }
}

}  // namespace

TEST_CASE("a replay in the window plays every action and ends on the recorded state") {
  HeadlessCanvas headless;
  RecordingRequests requests;
  const game::Replay replay = recorded_run(40);
  scenes::ReplayScene scene({requests, {}, shipped_content()}, replay);
  CHECK(scene.actions_per_second() == 8);
  run_ticks(scene, 60);  // one second
  CHECK_FALSE(scene.finished());
  CHECK(scene.world().actions().size() == 8);
  run_ticks(scene, 60 * 10);
  REQUIRE(scene.finished());
  CHECK(game::state_hash(scene.world()) == replay.final_hash);
  scene.draw(headless.canvas());
}

TEST_CASE("Space pauses a replay, Right steps it, and + speeds it up") {
  HeadlessCanvas headless;
  RecordingRequests requests;
  scenes::ReplayScene scene({requests, {}, shipped_content()}, recorded_run(200));
  run_ticks(scene, 30, SDLK_SPACE);
  CHECK(scene.paused());
  CHECK(scene.world().actions().empty());
  run_ticks(scene, 1, SDLK_RIGHT);
  CHECK(scene.world().actions().size() == 1);
  run_ticks(scene, 1, SDLK_SPACE);
  run_ticks(scene, 1, SDLK_PLUS);
  CHECK(scene.actions_per_second() == 15);
  const std::size_t before = scene.world().actions().size();
  run_ticks(scene, 60);
  CHECK(scene.world().actions().size() - before == 15);
  run_ticks(scene, 1, SDLK_ESCAPE);
  CHECK(requests.quit_requested);
}
