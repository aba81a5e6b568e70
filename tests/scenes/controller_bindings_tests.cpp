// SPDX-License-Identifier: MIT
// The controller's buttons on the options screen and in settings.json.
#include <doctest/doctest.h>

#include "render/input.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/options_layout.h"
#include "scenes/menus/options_scene.h"
#include "scenes/settings/settings_file.h"

namespace {

using render::PadButton;
using scenes::Command;
using scenes::MenuRole;
namespace layout = scenes::options_layout;

std::shared_ptr<scenes::PlayerSettings> settings_in(const std::filesystem::path& folder) {
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->file = scenes::settings_path(folder);
  return settings;
}

// One tick of `scene` with the controller's `button` pressed, as the app hands it to a menu.
void press_button(render::Scene& scene, PadButton button) {
  render::Input input;
  input.press_pad(button);
  scene.logic(input);
}

// The options screen on its controller tab, with the focus on binding row `index`.
struct OptionsOnControllerTab {
  OptionsOnControllerTab() {
    press(options, SDLK_PAGEDOWN);
    REQUIRE(options.tab() == layout::BindingTab::Controller);
    for (int step = 0; step < layout::kFirstKeyRow; ++step) press(options, SDLK_DOWN);
  }
  void focus_row(int index) {
    while (options.focused() != layout::kFirstKeyRow + index) press(options, SDLK_DOWN);
  }

  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder{"buttons"};
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path)};
  scenes::OptionsScene options{context};
};

int row_of(MenuRole role) {
  return layout::binding_row_index({std::nullopt, role});
}

}  // namespace

TEST_CASE("a controller button rebound on the options screen is saved, and survives a restart") {
  OptionsOnControllerTab screen;
  screen.focus_row(static_cast<int>(Command::Explore));
  press_button(screen.options, PadButton::A);  // A confirms: waits for the new button
  REQUIRE(screen.options.waiting_for_button());
  press_button(screen.options, PadButton::RightShoulder);
  CHECK_FALSE(screen.options.waiting_for_button());
  CHECK(screen.options.note() ==
        "RB is now the button for Explore. It was taken from Walk to stairs down, which has "
        "no button now.");
  const scenes::LoadedSettings restarted = scenes::load_settings(screen.context.settings->file);
  CHECK(restarted.problems.to_string().empty());
  CHECK(restarted.settings.buttons.buttons(Command::Explore) == std::vector<PadButton>{PadButton::RightShoulder});
  CHECK(restarted.settings.buttons.buttons(Command::TravelStairsDown).empty());
  CHECK(restarted.settings.buttons == screen.options.settings().buttons);
}

TEST_CASE("a rebound button drives the dungeon, and the old one no longer does") {
  OptionsOnControllerTab screen;
  screen.focus_row(static_cast<int>(Command::Wait));
  press(screen.options, SDLK_RETURN);
  press_button(screen.options, PadButton::B);  // cancel in menus, but free in the dungeon
  REQUIRE(screen.options.settings().buttons.buttons(Command::Wait) == std::vector<PadButton>{PadButton::B});
  scenes::DungeonScene dungeon(screen.context, 42);
  render::Input input;
  input.set_controller_as_keys(dungeon.reads_controller_as_menu_keys());
  input.press_pad(PadButton::A);
  tick(dungeon, input);
  CHECK(dungeon.world().turn() == 0);
  input.press_pad(PadButton::B);
  tick(dungeon, input);
  CHECK(dungeon.world().turn() == 1);
}

TEST_CASE("confirm and cancel can change buttons but never be left without one") {
  OptionsOnControllerTab screen;
  screen.focus_row(row_of(MenuRole::Confirm));
  // B is cancel's only button: giving it to confirm is refused.
  press(screen.options, SDLK_RETURN);
  press_button(screen.options, PadButton::B);
  CHECK(screen.options.settings().buttons.buttons(MenuRole::Confirm) == std::vector<PadButton>{PadButton::A});
  CHECK(screen.options.note_tone() == scenes::NoteTone::Refused);
  CHECK(screen.options.note() == "B is the only button that cancels in menus; give that another button first.");
  // Back clears a line: not this one.
  press_button(screen.options, PadButton::Back);
  CHECK(screen.options.settings().buttons.buttons(MenuRole::Confirm) == std::vector<PadButton>{PadButton::A});
  CHECK(screen.options.note().starts_with("Confirm (menus) must keep a button"));
  CHECK_FALSE(std::filesystem::exists(screen.context.settings->file));
  // Another free button is taken.
  press(screen.options, SDLK_RETURN);
  press_button(screen.options, PadButton::Y);
  CHECK(screen.options.settings().buttons.buttons(MenuRole::Confirm) == std::vector<PadButton>{PadButton::Y});
  CHECK(scenes::load_settings(screen.context.settings->file).settings.buttons.menu().confirm ==
        std::vector<PadButton>{PadButton::Y});
}

TEST_CASE("the game menu's button and the directions cannot lose their last button") {
  OptionsOnControllerTab screen;
  screen.focus_row(static_cast<int>(Command::GameMenu));
  press_button(screen.options, PadButton::Back);
  CHECK(screen.options.settings().buttons.buttons(Command::GameMenu) == std::vector<PadButton>{PadButton::Start});
  CHECK(screen.options.note().starts_with("Game menu must keep a button"));
  // Taking the up-left stick's button for Rest would leave that direction with none.
  screen.focus_row(static_cast<int>(Command::Rest));
  press(screen.options, SDLK_RETURN);
  press_button(screen.options, PadButton::StickUpLeft);
  CHECK(screen.options.settings().buttons.buttons(Command::MoveUpLeft) ==
        std::vector<PadButton>{PadButton::StickUpLeft});
  CHECK(screen.options.note_tone() == scenes::NoteTone::Refused);
}

TEST_CASE("the options screen's list scrolls to keep the focused line in view") {
  OptionsOnControllerTab screen;
  screen.focus_row(row_of(MenuRole::Cancel));  // the last line of the longer list
  CHECK(screen.options.scroll() == layout::binding_row_count(layout::BindingTab::Controller) - layout::kVisibleKeyRows);
  screen.focus_row(0);  // round past the buttons and the settings, back to the first
  CHECK(screen.options.scroll() == 0);
}

TEST_CASE("settings.json: a button name misspelt is dropped with a suggestion, and cancel keeps its own") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({
  "buttons": { "explore": ["left_shouldr", "x"] },
  "menu_buttons": { "confirm": "b", "cancel": ["b"] }
})",
                                                               "settings.json");
  const std::string problems = loaded.problems.to_string();
  CHECK(problems.find("settings.json:2:28: warning: \"buttons.explore[0]\" must be a button name such as \"a\", "
                      "\"left_shoulder\" or \"dpad_up\", found a text; ignored; did you mean \"left_shoulder\"?") !=
        std::string::npos);
  CHECK(loaded.settings.buttons.buttons(Command::Explore) == std::vector<PadButton>{PadButton::X});
  CHECK(problems.find("settings.json:3:32: warning: \"menu_buttons.confirm\" names \"b\", the only button that "
                      "cancels in menus; using the default") != std::string::npos);
  CHECK(loaded.settings.buttons.menu() == render::MenuButtons{});
}
