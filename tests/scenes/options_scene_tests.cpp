// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <memory>

#include "core/atomic_file.h"
#include "render/color.h"
#include "render/controller_background.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/options_layout.h"
#include "scenes/menus/options_scene.h"
#include "scenes/menus/options_view.h"
#include "scenes/settings/settings_file.h"
#include "temp_folder.h"

namespace {

using scenes::Command;
namespace options_layout = scenes::options_layout;

// Records what the options screen asked of the window.
struct RecordingWindow : render::WindowControls {
  render::WindowState window_state() const override {
    return {fullscreen.value_or(false), size.value_or(core::Point{1280, 720})};
  }
  void set_fullscreen(bool value) override { fullscreen = value; }
  void set_window_size(int width, int height) override { size = {width, height}; }
  void set_app_keys(render::AppKeys value) override { keys = std::move(value); }
  void set_ui_scale(int percent) override { ui_scale = percent; }
  std::optional<bool> fullscreen;
  std::optional<int> ui_scale;
  std::optional<core::Point> size;
  std::optional<render::AppKeys> keys;
};

std::shared_ptr<scenes::PlayerSettings> settings_in(const std::filesystem::path& folder) {
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->file = scenes::settings_path(folder);
  return settings;
}

void focus_key_row(render::Scene& scene, Command command) {
  for (int step = 0; step < options_layout::kFirstKeyRow + static_cast<int>(command); ++step) press(scene, SDLK_DOWN);
}

// The options screen of a player whose settings file lies in a folder that does not exist, so no change saves.
struct OptionsThatCannotSave {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder{"options"};
  scenes::OptionsScene options{{requests, {}, shipped_data(), settings_in(folder.path / "missing-folder")}};
};

}  // namespace

TEST_CASE("a key rebound on the options screen moves the researcher in the dungeon, and the old key does not") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  RecordingWindow window;
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path), &window};
  scenes::OptionsScene options(context);

  focus_key_row(options, Command::MoveRight);
  CHECK(options.focused() == options_layout::kFirstKeyRow + static_cast<int>(Command::MoveRight));
  press(options, SDLK_RETURN);
  CHECK(options.waiting_for_key() == Command::MoveRight);
  press(options, SDLK_d);
  CHECK_FALSE(options.waiting_for_key());
  CHECK(options.settings().keys.keys(Command::MoveRight) == std::vector<SDL_Keycode>{SDLK_d});
  CHECK(options.note() == "D is now the key for Move right.");
  // Written at once, and the app was told the keys it answers itself.
  CHECK(scenes::load_settings(context.settings->file).settings.keys.keys(Command::MoveRight) ==
        std::vector<SDL_Keycode>{SDLK_d});
  REQUIRE(window.keys);
  CHECK(window.keys->screenshot == std::vector<SDL_Keycode>{SDLK_F12});

  scenes::DungeonScene dungeon(context, 42);
  const core::Point start = dungeon.world().player().position;
  press(dungeon, SDLK_RIGHT);
  CHECK(dungeon.world().player().position == start);
  CHECK(dungeon.world().turn() == 0);
  press(dungeon, SDLK_d);
  CHECK(dungeon.world().player().position == start + core::Point{1, 0});
  CHECK(dungeon.world().turn() == 1);
}

TEST_CASE("a key taken from another action moves, with a note saying where from") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path)};
  scenes::OptionsScene options(context);
  // A right-click on the row adds a key instead of replacing the row's keys.
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Wait))), render::MouseButton::Right);
  CHECK(options.waiting_for_key() == Command::Wait);
  press(options, SDLK_h);
  CHECK(options.settings().keys.command_of(SDLK_h) == Command::Wait);
  CHECK(options.settings().keys.keys(Command::Wait).size() == 4);
  CHECK(options.settings().keys.keys(Command::MoveLeft) == std::vector<SDL_Keycode>{SDLK_LEFT, SDLK_KP_4});
  CHECK(options.note() == "H is now also the key for Wait a turn. It was taken from Move left.");
}

TEST_CASE("Escape while waiting for a key cancels, and a second Escape leaves the screen") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path)};
  scenes::OptionsScene options(context);
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Menu))));
  REQUIRE(options.waiting_for_key() == Command::Menu);
  press(options, SDLK_ESCAPE);
  CHECK_FALSE(options.waiting_for_key());
  CHECK(options.settings() == scenes::Settings{});
  CHECK(requests.pops == 0);
  CHECK_FALSE(std::filesystem::exists(context.settings->file));
  press(options, SDLK_ESCAPE);
  CHECK(requests.pops == 1);
}

TEST_CASE("Reset keys puts every key back and the window settings change with the arrows") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  RecordingWindow window;
  auto settings = settings_in(folder.path);
  settings->settings.keys.clear(Command::Inventory);
  settings->load_warnings = "settings.json:1:1: warning: something was wrong";
  scenes::SceneContext context{requests, {}, shipped_data(), settings, &window};
  scenes::OptionsScene options(context);

  click(options, centre(options_layout::reset_button()));
  CHECK(options.settings().keys == scenes::KeyBindings::defaults());
  // The file now holds what the screen shows, so its old problems are gone.
  CHECK(settings->load_warnings.empty());

  // The click focused Reset keys; two steps down wrap round to the first line, window mode.
  press(options, SDLK_DOWN);
  press(options, SDLK_DOWN);
  REQUIRE(options.focused() == 0);
  press(options, SDLK_RIGHT);
  CHECK(options.settings().fullscreen);
  CHECK(window.fullscreen == true);
  click(options, centre(options_layout::increase_arrow(static_cast<int>(options_layout::SettingRow::WindowSize))));
  CHECK(window.size == core::Point{1600, 900});
  click(options, centre(options_layout::decrease_arrow(static_cast<int>(options_layout::SettingRow::Zoom))));
  CHECK(options.settings().zoom == 1);
  click(options, centre(options_layout::decrease_arrow(static_cast<int>(options_layout::SettingRow::MessageLines))));
  CHECK(options.settings().message_lines == 3);

  const scenes::Settings saved = scenes::load_settings(settings->file).settings;
  CHECK(saved == options.settings());
}

TEST_CASE("the options screen shows the window as the player left it: made fullscreen by F11, or dragged larger") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  RecordingWindow window;
  window.fullscreen = true;  // F11, which the app answers without this screen
  window.size = core::Point{1920, 1080};
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path), &window};
  scenes::OptionsScene options(context);
  idle(options, 1);
  CHECK(scenes::setting_value_text(options.settings(), static_cast<int>(options_layout::SettingRow::WindowMode)) ==
        "Fullscreen");
  CHECK(scenes::setting_value_text(options.settings(), static_cast<int>(options_layout::SettingRow::WindowSize)) ==
        "1920 x 1080");
  // An arrow steps from the size the window has, not from the one last chosen here.
  click(options, centre(options_layout::increase_arrow(static_cast<int>(options_layout::SettingRow::WindowSize))));
  CHECK(window.size == core::Point{2560, 1440});
  CHECK(scenes::load_settings(context.settings->file).settings.fullscreen);
}

TEST_CASE("the dungeon starts at the zoom the settings give") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  auto settings = settings_in(folder.path);
  settings->settings.zoom = 3;
  scenes::DungeonScene dungeon({requests, {}, shipped_data(), settings}, 42);
  CHECK(dungeon.map_view().zoom() == 3);
}

TEST_CASE_FIXTURE(OptionsThatCannotSave, "a failed save is said on the screen and the change still applies") {
  press(options, SDLK_RIGHT);
  CHECK(options.settings().fullscreen);
  CHECK(options.note().find("could not be saved") != std::string::npos);
}

TEST_CASE("the options screen draws its warning and the waiting prompt") {
  TestCanvas headless;
  RecordingRequests requests;
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->load_warnings = "settings.json:2:5: warning: \"zoom\" must be a whole number from 1 to 4";
  scenes::OptionsScene options({requests, {}, shipped_data(), settings});
  options.draw(headless.canvas());
  // The focused first line is framed in the accent colour.
  const SDL_Rect first = options_layout::setting_row(0);
  const SDL_Color frame = headless.pixel(first.x + first.w / 2, first.y);
  CHECK(frame.r == render::colors::palette().accent.r);
  CHECK(frame.g == render::colors::palette().accent.g);
  // Some pixel of the warning area is drawn in the warning colour.
  bool red_seen = false;
  for (int y = options_layout::kHintsY; y < options_layout::kButtonsY && !red_seen; ++y) {
    for (int x = options_layout::kLeftX; x < options_layout::kLeftX + options_layout::kLeftWidth && !red_seen; ++x) {
      const SDL_Color pixel = headless.pixel(x, y);
      red_seen = pixel.r > 200 && pixel.g < 120 && pixel.b < 120;
    }
  }
  CHECK(red_seen);
}

TEST_CASE("a hand-written window size steps to the next offered size either way") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  auto settings = settings_in(folder.path);
  settings->settings.window_width = 1000;
  settings->settings.window_height = 600;
  scenes::OptionsScene options({requests, {}, shipped_data(), settings});
  const int row = static_cast<int>(options_layout::SettingRow::WindowSize);
  click(options, centre(options_layout::decrease_arrow(row)));
  CHECK(options.settings().window_width == 960);
  CHECK(options.settings().window_height == 540);
  click(options, centre(options_layout::decrease_arrow(row)));  // already the smallest
  CHECK(options.settings().window_width == 960);
  click(options, centre(options_layout::increase_arrow(row)));
  CHECK(options.settings().window_width == 1280);
  CHECK(options.settings().window_height == 720);
}

TEST_CASE("a setting already at the end of its range writes nothing") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  auto settings = settings_in(folder.path);
  settings->settings.zoom = scenes::Settings::kMaxZoom;
  scenes::OptionsScene options({requests, {}, shipped_data(), settings});
  click(options, centre(options_layout::increase_arrow(static_cast<int>(options_layout::SettingRow::Zoom))));
  CHECK(options.settings().zoom == scenes::Settings::kMaxZoom);
  CHECK_FALSE(std::filesystem::exists(settings->file));
}

TEST_CASE_FIXTURE(OptionsThatCannotSave,
                  "a setting that could not be saved is said in one sentence that does not also claim it was saved") {
  press(options, SDLK_RIGHT);
  CHECK(options.note().find("Saved") == std::string::npos);
  CHECK(options.note().starts_with("The change applies now but could not be saved for the next start: "));
}

TEST_CASE("the last key of an essential action cannot be deleted, and the screen says why") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path)};
  scenes::OptionsScene options(context);
  for (Command essential : {Command::Menu, Command::Inventory, Command::MessageLog, Command::Help}) {
    CAPTURE(core::label_of(scenes::kCommandNames, essential));
    click(options, centre(options_layout::key_row(static_cast<int>(essential))));  // focus it...
    press(options, SDLK_ESCAPE);                                                   // ...without rebinding
    press(options, SDLK_DELETE);
    CHECK_FALSE(options.settings().keys.keys(essential).empty());
    CHECK(options.note().find("must keep a key") != std::string::npos);
  }
  CHECK_FALSE(std::filesystem::exists(context.settings->file));  // nothing changed, nothing saved
  // Any other action may be left without a key.
  click(options, centre(options_layout::key_row(static_cast<int>(Command::ZoomOut))));
  press(options, SDLK_ESCAPE);
  press(options, SDLK_DELETE);
  CHECK(options.settings().keys.keys(Command::ZoomOut).empty());
}

TEST_CASE("no movement direction can be left without a key, by Delete or by taking its last key") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path)};
  scenes::OptionsScene options(context);
  for (Command direction : scenes::all_commands()) {
    if (!scenes::movement_of(direction)) continue;
    CAPTURE(core::label_of(scenes::kCommandNames, direction));
    const std::vector<SDL_Keycode> keys = options.settings().keys.keys(direction);
    click(options, centre(options_layout::key_row(static_cast<int>(direction))));
    press(options, SDLK_ESCAPE);
    press(options, SDLK_DELETE);
    CHECK(options.settings().keys.keys(direction) == keys);
    CHECK(options.note().find("no way to walk that way") != std::string::npos);
    CHECK(options.note_tone() == scenes::NoteTone::Refused);
  }
  // Down-left's keys are Keypad 1 and B: with Keypad 1 given to Wait, B is its last and cannot go too.
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Wait))));
  press(options, SDLK_KP_1);
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Explore))));
  press(options, SDLK_b);
  CHECK(options.settings().keys.keys(Command::MoveDownLeft) == std::vector<SDL_Keycode>{SDLK_b});
  CHECK(options.note_tone() == scenes::NoteTone::Refused);
}

TEST_CASE("an action left without a key is said as a warning that tells the way back") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path)};
  scenes::OptionsScene options(context);
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Explore))));
  press(options, SDLK_ESCAPE);
  press(options, SDLK_DELETE);
  CHECK(options.settings().keys.keys(Command::Explore).empty());
  CHECK(options.note_tone() == scenes::NoteTone::Warning);
  CHECK(options.note() ==
        "Explore has no key now. Enter on Explore gives it a key; Reset keys puts back every default.");
  // Taking the stairs key's only key for another action warns the same way.
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Rest))));
  press(options, SDLK_PAGEUP);
  CHECK(options.settings().keys.keys(Command::TravelStairsUp).empty());
  CHECK(options.note_tone() == scenes::NoteTone::Warning);
  CHECK(options.note().find("which has no key now. Enter on") != std::string::npos);
  // A plain change is no warning.
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Rest))));
  press(options, SDLK_r);
  CHECK(options.note_tone() == scenes::NoteTone::Done);
}

TEST_CASE("a key cannot be taken from an essential action whose only key it is") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  scenes::SceneContext context{requests, {}, shipped_data(), settings_in(folder.path)};
  scenes::OptionsScene options(context);
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Wait))));
  press(options, SDLK_m);  // the message log's only key
  CHECK(options.settings().keys.command_of(SDLK_m) == Command::MessageLog);
  CHECK(options.note() ==
        "M is the only key of Message log, which a run cannot do without. Give Message log "
        "another key first.");
  // Taking one of two keys is fine: the inventory keeps Tab.
  click(options, centre(options_layout::key_row(static_cast<int>(Command::Wait))));
  press(options, SDLK_i);
  CHECK(options.settings().keys.command_of(SDLK_i) == Command::Wait);
  CHECK(options.settings().keys.keys(Command::Inventory) == std::vector<SDL_Keycode>{SDLK_TAB});
}

TEST_CASE("animations, walk speed and the low-HP stop change with the arrows and are saved") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  auto settings = settings_in(folder.path);
  scenes::OptionsScene options({requests, {}, shipped_data(), settings});
  const auto row = [](options_layout::SettingRow setting) { return static_cast<int>(setting); };

  click(options, centre(options_layout::increase_arrow(row(options_layout::SettingRow::Animations))));
  CHECK(options.settings().animations == scenes::AnimationSpeed::Fast);
  click(options, centre(options_layout::decrease_arrow(row(options_layout::SettingRow::Animations))));
  click(options, centre(options_layout::decrease_arrow(row(options_layout::SettingRow::Animations))));
  CHECK(options.settings().animations == scenes::AnimationSpeed::Off);
  CHECK(scenes::setting_value_text(options.settings(), row(options_layout::SettingRow::Animations)) == "Off");

  click(options, centre(options_layout::increase_arrow(row(options_layout::SettingRow::WalkSpeed))));
  CHECK(options.settings().walk_steps_per_second == 40);
  click(options, centre(options_layout::increase_arrow(row(options_layout::SettingRow::WalkSpeed))));
  CHECK(scenes::setting_value_text(options.settings(), row(options_layout::SettingRow::WalkSpeed)) == "Instant");
  for (int i = 0; i < 5; ++i)
    click(options, centre(options_layout::decrease_arrow(row(options_layout::SettingRow::WalkSpeed))));
  CHECK(options.settings().walk_steps_per_second == 10);
  CHECK(scenes::setting_value_text(options.settings(), row(options_layout::SettingRow::WalkSpeed)) == "10 steps/s");

  click(options, centre(options_layout::decrease_arrow(row(options_layout::SettingRow::StopHp))));
  CHECK(options.settings().stop_below_hp_percent == 40);
  for (int i = 0; i < 6; ++i)
    click(options, centre(options_layout::decrease_arrow(row(options_layout::SettingRow::StopHp))));
  CHECK(options.settings().stop_below_hp_percent == 0);
  CHECK(scenes::setting_value_text(options.settings(), row(options_layout::SettingRow::StopHp)) == "Never");

  CHECK(scenes::load_settings(settings->file).settings == options.settings());
}

TEST_CASE("the low-HP setting is the one walks stop at") {
  for (const auto& [percent, stops_for_low_hp] : {std::pair{50, true}, std::pair{0, false}}) {
    CAPTURE(percent);
    RecordingRequests requests;
    auto settings = std::make_shared<scenes::PlayerSettings>();
    settings->settings.stop_below_hp_percent = percent;
    game::World world(42, shipped_factory());
    world.setup().set_player_hp(13);                      // 13 of 25: just above half
    REQUIRE(world.setup().spawn("Neo Mouse", {46, 23}));  // in view from the start; every bite takes 5 or more
    scenes::DungeonScene dungeon({requests, {}, shipped_data(), settings}, std::move(world));
    render::Input input;
    const SDL_Rect target = dungeon.map_view().tile_rect({45, 22});
    input.click(render::MouseButton::Left, centre(target));
    for (int tick = 0; tick < 60; ++tick) {
      dungeon.logic(input);
      input.end_tick();
    }
    REQUIRE(dungeon.world().player().hp < 13);
    CHECK_FALSE(dungeon.walking());
    bool said_low = false;
    for (const auto& message : dungeon.world().messages().all())
      said_low |= message.text == "You stop: your HP is low.";
    CHECK(said_low == stops_for_low_hp);
  }
}

// SDL drops a controller's presses while another window has the keyboard, which focus following the
// mouse gives it whenever the pointer strays off the window: on by default, and the player's to turn off.
TEST_CASE("a controller plays in the background by default; the options turn it off, saved and told to SDL") {
  TestCanvas headless;
  RecordingRequests requests;
  TempFolder folder("options");
  auto settings = settings_in(folder.path);
  CHECK(settings->settings.controller_in_background);
  scenes::OptionsScene options({requests, {}, shipped_data(), settings});
  const int row = static_cast<int>(options_layout::SettingRow::ControllerInBackground);
  CHECK(scenes::setting_value_text(options.settings(), row) == "On");
  click(options, centre(options_layout::increase_arrow(row)));
  CHECK_FALSE(options.settings().controller_in_background);
  CHECK(scenes::setting_value_text(options.settings(), row) == "Off");
  CHECK_FALSE(render::controllers_play_in_background());
  CHECK_FALSE(scenes::load_settings(settings->file).settings.controller_in_background);
  click(options, centre(options_layout::decrease_arrow(row)));
  CHECK(render::controllers_play_in_background());
  CHECK(scenes::load_settings(settings->file).settings.controller_in_background);
}
