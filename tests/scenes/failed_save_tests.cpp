// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "file_size_limit.h"
#include "file_text.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "result_checks.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/title_scene.h"
#include "temp_folder.h"

namespace {

// Far smaller than any save, so every save fails as on a full disk.
constexpr std::size_t kTooSmallForASave = 512;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string first_label(const scenes::TitleScene& title) {
  return title.buttons().empty() ? "" : title.buttons().front().label;
}

// Esc in `dungeon` while the disk is too full for its save: the scene it switches to, taken out of
// `requests` so that what that scene switches to lands there in turn.
std::unique_ptr<render::Scene> escape_on_a_full_disk(scenes::DungeonScene& dungeon, RecordingRequests& requests) {
  {
    FileSizeLimit full_disk(kTooSmallForASave);
    press(dungeon, SDLK_ESCAPE);
  }
  return std::move(requests.next_scene);
}

scenes::TitleScene& as_title(const std::unique_ptr<render::Scene>& scene) {
  auto* title = dynamic_cast<scenes::TitleScene*>(scene.get());
  REQUIRE(title != nullptr);
  return *title;
}

}  // namespace

TEST_CASE("a save that fails on Esc is explained on the title, and the previous save stays") {
  TestCanvas headless;
  TempFolder user("failed-save");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  const std::string previous_save = read_text(game::save_path(user.path));
  REQUIRE_FALSE(previous_save.empty());
  press(dungeon, SDLK_RIGHT);
  const std::unique_ptr<render::Scene> title_scene = escape_on_a_full_disk(dungeon, requests);
  scenes::TitleScene& title = as_title(title_scene);
  CHECK(contains(title.notice(), "Your run could not be saved"));
  CHECK(contains(title.notice(), "File too large"));  // why, as the system said it
  CHECK(contains(title.notice(), "The previous save is kept"));
  CHECK(read_text(game::save_path(user.path)) == previous_save);
  title.draw(headless.canvas());
}

TEST_CASE("after a failed save on Esc, Continue resumes the run as it stood, not the older save") {
  TestCanvas headless;
  TempFolder user("failed-save");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  press(dungeon, SDLK_RIGHT);
  press(dungeon, SDLK_PERIOD);
  const std::uint64_t hash = game::state_hash(dungeon.world());
  const std::unique_ptr<render::Scene> title_scene = escape_on_a_full_disk(dungeon, requests);
  scenes::TitleScene& title = as_title(title_scene);
  REQUIRE(first_label(title) == "Continue");
  press(title, SDLK_RETURN);
  auto* resumed = dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get());
  REQUIRE(resumed != nullptr);
  CHECK(resumed->world().turn() == 2);
  CHECK(game::state_hash(resumed->world()) == hash);
}

TEST_CASE("a save that fails as the game closes is given to the app to tell the player, and the previous save stays") {
  TestCanvas headless;
  TempFolder user("failed-save");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  const std::string previous_save = read_text(game::save_path(user.path));
  press(dungeon, SDLK_RIGHT);
  std::string parting_words;
  {
    FileSizeLimit full_disk(kTooSmallForASave);
    parting_words = dungeon.on_quit();
  }
  CHECK(contains(parting_words, "Your run could not be saved as the game closed"));
  CHECK(contains(parting_words, "File too large"));
  CHECK(contains(parting_words, "The previous save is kept; Continue resumes the run from there."));
  CHECK(read_text(game::save_path(user.path)) == previous_save);
  CHECK(dungeon.on_quit().empty());  // saved this time: nothing to tell
}

TEST_CASE("closing the game on the title after a failed save tries once more to save the run") {
  TestCanvas headless;
  TempFolder user("failed-save");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  press(dungeon, SDLK_RIGHT);
  const std::uint64_t hash = game::state_hash(dungeon.world());
  const std::unique_ptr<render::Scene> title_scene = escape_on_a_full_disk(dungeon, requests);
  scenes::TitleScene& title = as_title(title_scene);
  {
    FileSizeLimit still_full(kTooSmallForASave);
    CHECK(contains(title.on_quit(), "Your run could not be saved as the game closed"));
  }
  CHECK(title.on_quit().empty());
  const game::SavedRun saved = game::load_saved_run(game::save_path(user.path), shipped_content()->factory());
  REQUIRE_MESSAGE(saved.world, saved.notice);
  CHECK(game::state_hash(*saved.world) == hash);
}

TEST_CASE("a run whose very first save fails says so in its message log, and no earlier save is promised") {
  TestCanvas headless;
  TempFolder user("failed-save");
  RecordingRequests requests;
  FileSizeLimit full_disk(kTooSmallForASave);
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  CHECK(contains(dungeon.world().messages().all().back().text, "The run could not be saved: "));
  CHECK(contains(dungeon.on_quit(), "There is no earlier save, so this run cannot be continued."));
}

TEST_CASE("a failed save over another run's save says that no earlier save of this run is on disk") {
  TestCanvas headless;
  TempFolder user("failed-save");
  RecordingRequests requests;
  REQUIRE_OK(game::save_run(game::World(7, shipped_content()->factory()), game::save_path(user.path)));
  FileSizeLimit full_disk(kTooSmallForASave);
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  press(dungeon, SDLK_ESCAPE);
  scenes::TitleScene& title = as_title(requests.next_scene);
  CHECK(contains(title.notice(), "There is no earlier save on disk."));
  CHECK_FALSE(contains(title.notice(), "previous save is kept"));
}

TEST_CASE("a run continued from the title after a failed save still knows its earlier save is on disk") {
  TestCanvas headless;
  TempFolder user("failed-save");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  press(dungeon, SDLK_RIGHT);
  const std::unique_ptr<render::Scene> title_scene = escape_on_a_full_disk(dungeon, requests);
  scenes::TitleScene& title = as_title(title_scene);
  press(title, SDLK_RETURN);
  const std::unique_ptr<render::Scene> resumed_scene = std::move(requests.next_scene);
  auto* resumed = dynamic_cast<scenes::DungeonScene*>(resumed_scene.get());
  REQUIRE(resumed != nullptr);
  FileSizeLimit full_disk(kTooSmallForASave);
  CHECK(contains(resumed->on_quit(), "The previous save is kept; Continue resumes the run from there."));
}
