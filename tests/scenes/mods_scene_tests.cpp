// SPDX-License-Identifier: MIT
// The Mods screen: the mods of the player's mods folder switched on and off and reordered, each change
// loaded at once, and only a choice that loads used and saved.
#include <doctest/doctest.h>

#include "file_text.h"
#include "scene_test_fixture.h"
#include "scenes/menus/mods_scene.h"
#include "scenes/menus/title_scene.h"
#include "scenes/settings/settings_file.h"
#include "temp_folder.h"

namespace {

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::filesystem::create_directories(path.parent_path());
  write_text(path, text);
}

// A player's folder with two mods: "ninja" adds a monster, "harder" makes the Neo Mouse tougher (and,
// given `harder_needs_ninja`, requires the ninja mod). The game runs with both, as at start-up.
struct ModsFixture {
  TempFolder user{"mods-screen"};
  RecordingRequests requests;
  std::shared_ptr<game::ContentLibrary> content;
  std::shared_ptr<scenes::PlayerSettings> settings = std::make_shared<scenes::PlayerSettings>();

  explicit ModsFixture(bool harder_needs_ninja = false) {
    write_file(user.path / "mods/ninja/mod.json",
               R"({ "id": "ninja", "name": "Ninja mice", "version": "1.0", "description": "A new mouse." })");
    write_file(user.path / "mods/ninja/monsters.json",
               R"({ "monsters": [ { "name": "Ninja Mouse", "copy-from": "Neo Mouse" } ] })");
    write_file(user.path / "mods/harder/mod.json",
               std::string(R"({ "id": "harder", "name": "Harder", "version": "0.2", "requires": [)") +
                   (harder_needs_ninja ? R"("ninja")" : "") + "] }");
    write_file(user.path / "mods/harder/monsters.json",
               R"({ "monsters": [ { "name": "Neo Mouse", "copy-from": "Neo Mouse", "defence": 40 } ] })");
    settings->file = scenes::settings_path(user.path);
    content = std::make_shared<game::ContentLibrary>(
        content::ContentSources{MOUSEKING_SHIPPED_DATA_DIR, {user.path / "mods/harder", user.path / "mods/ninja"}},
        content::SpriteCheck{});
    REQUIRE(content->load());
  }

  scenes::SceneContext context() {
    scenes::SceneContext made{requests, {}, data_of(content), settings};
    made.options.user_dir = user.path;
    return made;
  }

  std::vector<std::string> loaded_ids() const {
    std::vector<std::string> ids;
    for (const content::LoadedMod& mod : content->mods()) ids.push_back(mod.id);
    return ids;
  }
};

}  // namespace

TEST_CASE("the Mods screen lists the mods folder's mods, by folder name when nothing was chosen") {
  TestCanvas headless;
  ModsFixture fixture;
  scenes::ModsScene scene(fixture.context());
  REQUIRE(scene.mods().size() == 2);
  CHECK(scene.mods()[0].info.id == "harder");
  CHECK(scene.mods()[1].info.id == "ninja");
  CHECK(scene.mods()[0].enabled);
  scene.draw(headless.canvas());
}

TEST_CASE("switching a mod off loads the game without it at once and saves the choice") {
  TestCanvas headless;
  ModsFixture fixture;
  scenes::ModsScene scene(fixture.context());
  press(scene, SDLK_DOWN);
  press(scene, SDLK_SPACE);  // ninja off
  CHECK_FALSE(scene.failed_load());
  CHECK_FALSE(scene.mods()[1].enabled);
  CHECK(fixture.loaded_ids() == std::vector<std::string>{"harder"});
  CHECK(fixture.content->factory()->database().find_monster("Ninja Mouse") == nullptr);
  const scenes::LoadedSettings saved = scenes::load_settings(fixture.settings->file);
  CHECK(saved.settings.mods.order == std::vector<std::string>{"harder", "ninja"});
  CHECK(saved.settings.mods.disabled == std::vector<std::string>{"ninja"});

  press(scene, SDLK_ESCAPE);  // the title below was made with the old content: a fresh one replaces it
  CHECK(dynamic_cast<scenes::TitleScene*>(fixture.requests.next_scene.get()) != nullptr);
  CHECK(fixture.requests.pops == 0);
}

TEST_CASE("Shift+Down and the arrow buttons move a mod in the load order, which the content follows") {
  TestCanvas headless;
  ModsFixture fixture;
  scenes::ModsScene scene(fixture.context());
  render::Input input;
  input.press_key(SDLK_DOWN, KMOD_SHIFT);
  scene.logic(input);
  CHECK(scene.mods()[0].info.id == "ninja");
  CHECK(scene.focused() == 1);
  CHECK(fixture.loaded_ids() == std::vector<std::string>{"ninja", "harder"});

  render::Input click;
  click.click(render::MouseButton::Left, centre(scene.up_rect(1)));
  scene.logic(click);
  CHECK(scene.mods()[0].info.id == "harder");
  CHECK(fixture.loaded_ids() == std::vector<std::string>{"harder", "ninja"});
  render::Input toggle;
  toggle.click(render::MouseButton::Left, centre(scene.switch_rect(0)));
  scene.logic(toggle);
  CHECK(fixture.loaded_ids() == std::vector<std::string>{"ninja"});
}

TEST_CASE("a choice that does not load shows its errors, and the game keeps the mods it had") {
  TestCanvas headless;
  ModsFixture fixture(true);
  REQUIRE(fixture.loaded_ids() == std::vector<std::string>{"ninja", "harder"});  // a required mod loads first
  scenes::ModsScene scene(fixture.context());
  REQUIRE(scene.mods()[1].info.id == "ninja");
  press(scene, SDLK_DOWN);
  press(scene, SDLK_SPACE);  // ninja off, which harder requires
  REQUIRE(scene.failed_load());
  CHECK(scene.failed_load()->to_string().find("ninja") != std::string::npos);
  CHECK(fixture.loaded_ids() == std::vector<std::string>{"ninja", "harder"});
  CHECK(fixture.content->factory()->database().find_monster("Ninja Mouse") != nullptr);
  CHECK_FALSE(std::filesystem::exists(fixture.settings->file));
  scene.draw(headless.canvas());

  press(scene, SDLK_ESCAPE);  // nothing changed in the end: back to the title as it was
  CHECK(fixture.requests.pops == 1);
}

TEST_CASE("with no mods the screen says where to put them, and Enter goes back") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder user("no-mods");
  scenes::SceneContext context{requests, {}, shipped_data()};
  context.options.user_dir = user.path;
  scenes::ModsScene scene(context);
  CHECK(scene.mods().empty());
  scene.draw(headless.canvas());
  press(scene, SDLK_RETURN);
  CHECK(requests.pops == 1);
}
