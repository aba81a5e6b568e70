// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>
#include <vector>

#include "game/replay/replay.h"
#include "game/replay/replay_keyframes.h"
#include "game/replay/state_hash.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/replay_scene.h"
#include "test_canvas.h"

namespace {

// A run of nothing but waits: as long a replay as a test wants, cheaply.
game::Replay replay_of_waits(std::size_t count) {
  game::Replay replay{.seed = 3, .actions = std::vector(count, game::Action::wait())};
  replay.final_hash = game::state_hash(game::play_replay(replay, shipped_content()->factory()));
  return replay;
}

game::Replay three_floors_to_read() {
  core::Result<game::Replay> replay =
      game::load_replay(std::filesystem::path(MOUSEKING_TEST_REPLAYS_DIR) / "seed3-three-floors.json");
  REQUIRE_MESSAGE(replay.ok(), replay.error());
  return std::move(replay).value();
}

constexpr std::size_t kReadPerTick = scenes::ReplayScene::kActionsReadPerTick;

}  // namespace

TEST_CASE("a long replay's first frame is drawn before its keyframes are read, and each tick reads one slice") {
  TestCanvas headless;
  RecordingRequests requests;
  const game::Replay replay = replay_of_waits(20 * kReadPerTick);
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  CHECK(scene.keyframes().keyframes().size() == 1);  // only the start's, when the first frame is drawn
  scene.draw(headless.canvas());
  CHECK(scene.keyframes().built() == 0);
  idle(scene, 1);
  CHECK(scene.keyframes().built() == kReadPerTick);
  idle(scene, 2);
  CHECK(scene.keyframes().built() == 3 * kReadPerTick);
  CHECK(scene.keyframes().percent_read() == 15);
  CHECK(scene.position() == 0);  // 3 ticks of a 8 actions a second replay play none yet
}

TEST_CASE("End before the replay is read waits for the reading, holding the replay where it is") {
  RecordingRequests requests;
  const game::Replay replay = replay_of_waits(10 * kReadPerTick);
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  press(scene, SDLK_END);
  CHECK(scene.waiting_jump() == replay.actions.size());
  idle(scene, 8);  // 9 ticks: at 8 actions a second, one action would have played by now
  CHECK(scene.position() == 0);
  CHECK_FALSE(scene.keyframes().complete());
  idle(scene, 1);  // the tenth slice reads the end, and the jump is made in the same tick
  CHECK(scene.keyframes().complete());
  CHECK(scene.finished());
  CHECK(scene.waiting_jump() == std::nullopt);
  CHECK(scene.end_hash() == replay.final_hash);
}

TEST_CASE("a step back or Home while a jump waits goes at once and drops the jump") {
  RecordingRequests requests;
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay_of_waits(10 * kReadPerTick));
  press(scene, SDLK_END);
  REQUIRE(scene.waiting_jump().has_value());
  press(scene, SDLK_HOME);
  CHECK(scene.waiting_jump() == std::nullopt);
  CHECK(scene.position() == 0);
}

TEST_CASE("Page Up goes to the next floor's start once the reading has found it") {
  RecordingRequests requests;
  // Waits first, so that the first floor change lies past the first slices.
  game::Replay replay = three_floors_to_read();
  replay.actions.insert(replay.actions.begin(), 4 * kReadPerTick, game::Action::wait());
  replay.final_hash.reset();
  game::ReplayKeyframes read_at_once(replay, shipped_content()->factory());
  read_at_once.read_all();
  const std::vector<game::FloorStart>& starts = read_at_once.floor_starts();
  REQUIRE(starts.size() >= 2);
  REQUIRE(starts[1].position > 4 * kReadPerTick);
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  press(scene, SDLK_PAGEUP);
  CHECK(scene.waiting_jump().has_value());
  int ticks = 1;
  for (; scene.position() != starts[1].position && ticks < 10; ++ticks) idle(scene, 1);
  CHECK(scene.position() == starts[1].position);
  CHECK(ticks ==
        static_cast<int>((starts[1].position + kReadPerTick - 1) / kReadPerTick));  // the tick whose slice finds it
  CHECK(scene.world().floor_number() == starts[1].floor);
  CHECK(game::state_hash(scene.world()) == game::state_hash(read_at_once.world_at(starts[1].position)));
}

TEST_CASE("a finished replay works out its end's state hash when it gets there, and forgets it on leaving") {
  RecordingRequests requests;
  const game::Replay replay = replay_of_waits(30);
  scenes::ReplayScene scene({requests, {}, shipped_data()}, replay);
  CHECK(scene.end_hash() == std::nullopt);
  press(scene, SDLK_END);
  REQUIRE(scene.finished());
  CHECK(scene.end_hash() == replay.final_hash);
  press(scene, SDLK_LEFT);
  CHECK(scene.end_hash() == std::nullopt);
  press(scene, SDLK_RIGHT);
  CHECK(scene.end_hash() == replay.final_hash);
}
