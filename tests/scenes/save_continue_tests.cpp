// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "result_checks.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/title_scene.h"
#include "temp_folder.h"

namespace {

std::vector<std::string> labels(const scenes::TitleScene& title) {
  std::vector<std::string> names;
  for (const render::Button& button : title.buttons()) names.push_back(button.label);
  return names;
}

}  // namespace

TEST_CASE("a new run is saved at once, so the title offers Continue even after a crash") {
  TestCanvas headless;
  TempFolder user("continue");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  press(dungeon, SDLK_RIGHT);
  CHECK(std::filesystem::exists(game::save_path(user.path)));

  RecordingRequests title_requests;
  scenes::SceneContext title_context = context_in(title_requests, user);
  title_context.options.today = game::CalendarDate{2026, 12, 4};
  scenes::TitleScene title(title_context);
  CHECK(labels(title) == std::vector<std::string>{"Continue", "New game", "Daily run \u2014 2026-12-04", "High scores",
                                                  "Options", "Mods", "Quit"});
}

TEST_CASE("Escape saves the run: Continue on the title resumes it exactly") {
  TestCanvas headless;
  TempFolder user("continue");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  press(dungeon, SDLK_RIGHT);
  press(dungeon, SDLK_PERIOD);
  const std::uint64_t hash = game::state_hash(dungeon.world());
  press(dungeon, SDLK_ESCAPE);
  auto* title = dynamic_cast<scenes::TitleScene*>(requests.next_scene.get());
  REQUIRE(title != nullptr);
  REQUIRE(labels(*title).front() == "Continue");

  RecordingRequests title_requests;
  scenes::TitleScene fresh_title(context_in(title_requests, user));
  press(fresh_title, SDLK_RETURN);
  auto* resumed = dynamic_cast<scenes::DungeonScene*>(title_requests.next_scene.get());
  REQUIRE(resumed != nullptr);
  CHECK(resumed->world().turn() == 2);
  CHECK(game::state_hash(resumed->world()) == hash);
}

TEST_CASE("closing the game (window, Quit, SIGTERM) saves the run where it stands") {
  TestCanvas headless;
  TempFolder user("continue");
  RecordingRequests requests;
  scenes::DungeonScene dungeon(context_in(requests, user), 42);
  for (int step = 0; step < 3; ++step) press(dungeon, SDLK_LEFT);
  dungeon.on_quit();
  const game::SavedRun saved = game::load_saved_run(game::save_path(user.path), shipped_content()->factory());
  REQUIRE_MESSAGE(saved.world, saved.notice);
  CHECK(game::state_hash(*saved.world) == game::state_hash(dungeon.world()));
}

TEST_CASE("New game over a saved run asks first, then abandons the save") {
  TestCanvas headless;
  TempFolder user("continue");
  RecordingRequests requests;
  scenes::DungeonScene(context_in(requests, user), 42).on_quit();
  RecordingRequests title_requests;
  scenes::TitleScene title(context_in(title_requests, user));
  render::Input input;
  input.press_key(SDLK_DOWN);  // from Continue to New game
  title.logic(input);
  input.end_tick();
  input.press_key(SDLK_RETURN);
  title.logic(input);
  CHECK_FALSE(title_requests.next_scene);
  CHECK(title.notice().find("Choose New game again to abandon it") != std::string::npos);
  CHECK(std::filesystem::exists(game::save_path(user.path)));
  input.end_tick();
  input.press_key(SDLK_RETURN);
  title.logic(input);
  auto* dungeon = dynamic_cast<scenes::DungeonScene*>(title_requests.next_scene.get());
  REQUIRE(dungeon != nullptr);
  CHECK(dungeon->world().turn() == 0);
}

TEST_CASE("a save that cannot be used is explained on the title and kept aside") {
  TestCanvas headless;
  TempFolder user("continue");
  REQUIRE_OK(core::write_file_atomically(game::save_path(user.path), "{\"format\": \"Mouse King save\", \"vers"));
  RecordingRequests requests;
  scenes::TitleScene title(context_in(requests, user));
  CHECK(labels(title).front() == "New game");
  CHECK(title.notice().find("it ends too early, so it is incomplete") != std::string::npos);
  CHECK(std::filesystem::exists(user.path / "save.json.bak"));
  // The notice is drawn where the player sees it, between the parade and the menu.
  title.draw(headless.canvas());
}

TEST_CASE("a save the data no longer fits stays untouched on the title, and New game sets it aside whole") {
  TempFolder user("continue");
  game::World world(11, shipped_content()->factory());
  REQUIRE(world.setup().give("Crowbar"));
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  root["player"]["inventory"][0]["definition"] = "Wrecking Bar";  // as if a mod that added it were left out
  const std::string text = root.dump();
  REQUIRE_OK(core::write_file_atomically(game::save_path(user.path), text));

  RecordingRequests requests;
  scenes::TitleScene title(context_in(requests, user));
  CHECK(labels(title).front() == "New game");
  CHECK(title.notice().find("\"Wrecking Bar\" is not in the game's data any more (equipment, defined in "
                            "weapons.json, armour.json or microchips.json)") != std::string::npos);
  CHECK(title.notice().find("left as it is") != std::string::npos);
  CHECK(core::read_regular_file(game::save_path(user.path), text.size() + 1).value() == text);

  press(title, SDLK_RETURN);
  REQUIRE(requests.next_scene);
  CHECK(core::read_regular_file(user.path / "save.json.bak", text.size() + 1).value() == text);
}
