// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <string>

#include "core/atomic_file.h"
#include "file_text.h"
#include "result_checks.h"
#include "scenes/settings/settings_file.h"
#include "temp_folder.h"

namespace {

using scenes::Command;

bool mentions(const json::Diagnostics& problems, const std::string& part) {
  return problems.to_string().find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("a missing settings file gives the defaults, no warning, and creates no file") {
  TempFolder folder("settings");
  const auto path = scenes::settings_path(folder.path);
  const scenes::LoadedSettings loaded = scenes::load_settings(path);
  CHECK(loaded.settings == scenes::Settings{});
  CHECK(loaded.problems.all().empty());
  CHECK_FALSE(std::filesystem::exists(path));
  // The defaults are the keys the game always had.
  CHECK(loaded.settings.keys.command_of(SDLK_RIGHT) == Command::MoveRight);
  CHECK(loaded.settings.keys.command_of(SDLK_l) == Command::MoveRight);
  CHECK(loaded.settings.keys.command_of(SDLK_KP_6) == Command::MoveRight);
  CHECK(loaded.settings.keys.command_of(SDLK_TAB) == Command::Inventory);
  CHECK(loaded.settings.keys.command_of(SDLK_F12) == Command::Screenshot);
  CHECK(loaded.settings.keys.command_of(SDLK_ESCAPE) == Command::Menu);
}

TEST_CASE("one bad field falls back to its default, keeps the rest and is named with its place") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({
  "window": { "width": 1600, "height": "tall", "fullscreen": true },
  "zoom": 3,
  "message_lines": 2
})",
                                                               "settings.json");
  CHECK(loaded.settings.window_width == 1600);
  CHECK(loaded.settings.window_height == 720);
  CHECK(loaded.settings.fullscreen);
  CHECK(loaded.settings.zoom == 3);
  CHECK(loaded.settings.message_lines == 2);
  REQUIRE(loaded.problems.all().size() == 1);
  const json::Diagnostic& problem = loaded.problems.all().front();
  CHECK(problem.severity == json::Severity::Warning);
  CHECK(problem.position == json::TextPosition{2, 40});
  CHECK(mentions(loaded.problems, "settings.json:2:40"));
  CHECK(mentions(loaded.problems, "\"window.height\""));
  CHECK(mentions(loaded.problems, "whole number from 320 to 16384"));
  CHECK(mentions(loaded.problems, "found a text"));
  CHECK(mentions(loaded.problems, "using 720"));
}

TEST_CASE("a zoom out of range is refused with what was expected and found") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({"zoom": 9})", "settings.json");
  CHECK(loaded.settings.zoom == 2);
  CHECK(mentions(loaded.problems, "\"zoom\" must be a whole number from 1 to 4, found 9; using 2"));
}

TEST_CASE("an unknown key name is dropped with a suggestion, and the action keeps its other keys") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({
  "keys": {
    "move_up": ["W", "Kaypad 8"],
    "wait": ["Nonsense"]
  }
})",
                                                               "settings.json");
  CHECK(loaded.settings.keys.keys(Command::MoveUp) == std::vector<SDL_Keycode>{SDLK_w});
  // Not one name could be read: the command keeps its defaults rather than losing every key.
  CHECK(loaded.settings.keys.keys(Command::Wait) == scenes::KeyBindings::defaults().keys(Command::Wait));
  // Actions the file does not name keep their defaults.
  CHECK(loaded.settings.keys.keys(Command::Inventory) == scenes::KeyBindings::defaults().keys(Command::Inventory));
  CHECK(mentions(loaded.problems, "settings.json:3:22: warning: \"keys.move_up[1]\" must be a key name"));
  CHECK(mentions(loaded.problems, "found a text; ignored; did you mean \"Keypad 8\""));
  CHECK(mentions(loaded.problems, "\"keys.wait\" names no key this game knows; using the default keys"));
}

TEST_CASE("a key the file gives to one action is taken from the action that had it by default") {
  const scenes::LoadedSettings loaded =
      scenes::parse_settings(R"({"keys": {"wait": ["H", "Space"]}})", "settings.json");
  CHECK(loaded.settings.keys.command_of(SDLK_h) == Command::Wait);
  CHECK(loaded.settings.keys.keys(Command::MoveLeft) == std::vector<SDL_Keycode>{SDLK_LEFT, SDLK_KP_4});
  CHECK(loaded.problems.all().empty());
}

TEST_CASE("a key the file gives to two actions stays with the first, with a warning") {
  const scenes::LoadedSettings loaded =
      scenes::parse_settings(R"({"keys": {"inventory": ["Q"], "message_log": ["Q", "M"]}})", "settings.json");
  CHECK(loaded.settings.keys.command_of(SDLK_q) == Command::Inventory);
  CHECK(loaded.settings.keys.keys(Command::MessageLog) == std::vector<SDL_Keycode>{SDLK_m});
  CHECK(mentions(loaded.problems, "\"keys.message_log\" \"Q\" is already the key of \"inventory\""));
}

TEST_CASE("unknown settings and actions are warnings that suggest the known name") {
  const scenes::LoadedSettings loaded =
      scenes::parse_settings(R"({"zom": 3, "keys": {"inventry": ["I"]}})", "settings.json");
  CHECK(loaded.settings == scenes::Settings{});
  CHECK(mentions(loaded.problems,
                 "settings.json:1:2: warning: a setting this game does not have is ignored; did you mean \"zoom\"?"));
  CHECK(mentions(loaded.problems, "unknown action \"keys.inventry\" is ignored; did you mean \"inventory\"?"));
}

TEST_CASE("an unknown window setting is named by its path and suggests the known one") {
  const scenes::LoadedSettings loaded =
      scenes::parse_settings("{\"window\": {\"width\": 1000,\n  \"hieght\": 700}}", "settings.json");
  CHECK(loaded.settings.window_width == 1000);
  CHECK(loaded.problems.warning_count() == 1);
  CHECK(mentions(loaded.problems,
                 "settings.json:2:3: warning: a setting this game does not have is ignored; did you mean \"height\"?"));
}

TEST_CASE("broken JSON gives the defaults and a warning with line and column") {
  const scenes::LoadedSettings loaded =
      scenes::parse_settings("{\n  \"zoom\": 3,\n  \"message_lines\" 2\n}\n", "settings.json");
  CHECK(loaded.settings == scenes::Settings{});
  REQUIRE(loaded.problems.all().size() == 1);
  CHECK(loaded.problems.all().front().position.line == 3);
  CHECK(loaded.problems.all().front().position.column == 19);
  CHECK(mentions(loaded.problems, "settings.json:3:19"));
  CHECK(mentions(loaded.problems, "':'"));
}

TEST_CASE("loading a broken settings file never rewrites it") {
  TempFolder folder("settings");
  const auto path = scenes::settings_path(folder.path);
  const std::string broken = "{\"zoom\": 3, \"keys\": {\"wait\": [\"Nonsense\"]}, oops";
  write_text(path, broken);
  const auto written_before = std::filesystem::last_write_time(path);
  const scenes::LoadedSettings loaded = scenes::load_settings(path);
  CHECK(loaded.problems.warning_count() == 1);
  CHECK(mentions(loaded.problems, path.string() + ":1:"));
  CHECK(read_text(path) == broken);
  CHECK(std::filesystem::last_write_time(path) == written_before);
  // Nothing written beside it either, not even a temporary file.
  CHECK(std::distance(std::filesystem::directory_iterator(folder.path), std::filesystem::directory_iterator()) == 1);
}

TEST_CASE("saved settings read back the same, key names included") {
  TempFolder folder("settings");
  const auto path = scenes::settings_path(folder.path);
  scenes::Settings settings;
  settings.window_width = 1600;
  settings.window_height = 900;
  settings.fullscreen = true;
  settings.zoom = 4;
  settings.message_lines = 1;
  settings.animations = scenes::AnimationSpeed::Fast;
  settings.walk_steps_per_second = 40;
  settings.stop_below_hp_percent = 30;
  settings.theme = render::Theme::ColourBlind;
  settings.sound = {60, 90, 30, true};
  settings.keys.replace(Command::MoveUp, SDLK_w);
  settings.keys.add(Command::MoveUp, SDLK_KP_8);
  settings.keys.clear(Command::ReloadData);
  settings.keys.replace(Command::Screenshot, SDLK_PRINTSCREEN);
  settings.mods = {{"more_mice", "harder"}, {"harder"}};
  REQUIRE_OK(scenes::save_settings(path, settings));
  CHECK(read_text(path).find("\"mods\": { \"order\": [\"more_mice\", \"harder\"], \"disabled\": [\"harder\"] },\n") !=
        std::string::npos);
  const std::string text = read_text(path);
  CHECK(text.find("\"move_up\": [\"W\", \"Keypad 8\"],\n") != std::string::npos);
  CHECK(text.find("\"window\": { \"width\": 1600, \"height\": 900, \"fullscreen\": true },\n") != std::string::npos);
  CHECK(text.find("\"reload_data\": []") != std::string::npos);
  CHECK(text.find("  \"animations\": \"fast\",\n  \"theme\": \"colour_blind\",\n  \"walk_steps_per_second\": 40,\n"
                  "  \"stop_below_hp_percent\": 30,\n") != std::string::npos);
  CHECK(text.find("  \"sound\": { \"master\": 60, \"effects\": 90, \"music\": 30, \"muted\": true },\n") !=
        std::string::npos);
  const scenes::LoadedSettings loaded = scenes::load_settings(path);
  CHECK(loaded.problems.all().empty());
  CHECK(loaded.settings == settings);
}

TEST_CASE("the settings file lists each setting on its own line, a group's settings on one line together") {
  const std::string text = scenes::settings_to_json(scenes::Settings{});
  CHECK(text.starts_with(R"({
  "version": 1,
  "window": { "width": 1280, "height": 720, "fullscreen": false },
  "ui_scale": 100,
  "zoom": 2,
  "message_lines": 4,
  "animations": "normal",
  "theme": "standard",
  "walk_steps_per_second": 20,
  "stop_below_hp_percent": 50,
  "controller_in_background": true,
  "sound": { "master": 80, "effects": 100, "music": 50, "muted": false },
  "mods": { "order": [], "disabled": [] },
  "keys": {
    "move_up": ["Up", "Keypad 8", "K"],
)"));
  CHECK(text.find("  \"buttons\": {\n    \"move_up\": [\"dpad_up\", \"left_stick_up\"],\n") != std::string::npos);
  CHECK(text.ends_with("]\n  },\n  \"menu_buttons\": { \"confirm\": [\"a\"], \"cancel\": [\"b\"] }\n}\n"));
}

TEST_CASE("settings cannot be saved where there is no folder, and the reason is given") {
  TempFolder folder("settings");
  const core::Result<void> saved = scenes::save_settings(folder.path / "no-such-folder" / "settings.json", {});
  CHECK_FALSE(saved);
  CHECK_FALSE(saved.error().empty());
}

TEST_CASE("a settings file linked to someone else's file never shows that file's bytes in the warning") {
  TempFolder folder("settings");
  const auto secret = folder.path / "not-the-players";
  write_text(secret, "root:$6$SECRET-HASH:19000:0:99999:7:::\n");
  const auto path = scenes::settings_path(folder.path);
  std::filesystem::create_symlink(secret, path);

  const scenes::LoadedSettings loaded = scenes::load_settings(path);
  CHECK(loaded.settings == scenes::Settings{});
  REQUIRE(loaded.problems.warning_count() == 1);
  const std::string warning = loaded.problems.to_string();
  CHECK(mentions(loaded.problems, path.string() + ":1:1"));
  CHECK(warning.find("root") == std::string::npos);
  CHECK(warning.find("SECRET") == std::string::npos);
  CHECK(warning.find("$6$") == std::string::npos);
}

TEST_CASE("a settings file that is a named pipe gives the defaults at once, with a warning") {
  TempFolder folder("settings");
  const auto path = scenes::settings_path(folder.path);
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);

  const scenes::LoadedSettings loaded = scenes::load_settings(path);
  CHECK(loaded.settings == scenes::Settings{});
  CHECK(mentions(loaded.problems, "could not be read (it is a named pipe, not a file); using the default settings"));
}

TEST_CASE("a settings file linked to /dev/zero gives the defaults with a warning instead of eating memory") {
  TempFolder folder("settings");
  const auto path = scenes::settings_path(folder.path);
  std::filesystem::create_symlink("/dev/zero", path);

  const scenes::LoadedSettings loaded = scenes::load_settings(path);
  CHECK(loaded.settings == scenes::Settings{});
  CHECK(mentions(loaded.problems, "could not be read (it is a device, not a file)"));
}

TEST_CASE("a settings file over its size cap gives the defaults with a warning") {
  TempFolder folder("settings");
  const auto path = scenes::settings_path(folder.path);
  write_text(path, "{}");
  std::filesystem::resize_file(path, 2 * 1024 * 1024);

  const scenes::LoadedSettings loaded = scenes::load_settings(path);
  CHECK(mentions(loaded.problems, "could not be read (it is larger than 1 MB"));
}

TEST_CASE("animations, walk speed and the low-HP stop are read from the file") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(
      R"({"animations": "off", "walk_steps_per_second": 1000, "stop_below_hp_percent": 0})", "settings.json");
  CHECK(loaded.problems.all().empty());
  CHECK(loaded.settings.animations == scenes::AnimationSpeed::Off);
  CHECK(loaded.settings.walk_steps_per_second == scenes::Settings::kInstantWalkSpeed);
  CHECK(loaded.settings.stop_below_hp_percent == 0);
}

TEST_CASE("a bad animation, walk speed or low-HP value is a warning and keeps its default") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({
  "animations": "norml",
  "walk_steps_per_second": 0,
  "stop_below_hp_percent": "half"
})",
                                                               "settings.json");
  CHECK(loaded.settings.animations == scenes::AnimationSpeed::Normal);
  CHECK(loaded.settings.walk_steps_per_second == 20);
  CHECK(loaded.settings.stop_below_hp_percent == 50);
  CHECK(loaded.problems.all().size() == 3);
  CHECK(mentions(
      loaded.problems,
      "settings.json:2:17: warning: \"animations\" must be one of \"off\", \"normal\" or \"fast\", found a text; "
      "using \"normal\"; did you mean \"normal\"?"));
  CHECK(
      mentions(loaded.problems, "\"walk_steps_per_second\" must be a whole number from 1 to 1000, found 0; using 20"));
  CHECK(mentions(loaded.problems,
                 "\"stop_below_hp_percent\" must be a whole number from 0 to 100, found a text; using 50"));
  const scenes::LoadedSettings number = scenes::parse_settings(R"({"animations": 2})", "settings.json");
  CHECK(number.settings.animations == scenes::AnimationSpeed::Normal);
  CHECK(mentions(number.problems, "\"animations\" must be one of \"off\", \"normal\" or \"fast\", found 2"));
}

TEST_CASE("a file that leaves an essential action without a key gives it its default keys back, with a warning") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({
  "keys": { "menu": [], "wait": ["M"], "help": ["Nonsense"] }
})",
                                                               "settings.json");
  CHECK(loaded.settings.keys.keys(Command::Menu) == std::vector<SDL_Keycode>{SDLK_ESCAPE});
  // The message log lost its only key to "wait" and takes it back.
  CHECK(loaded.settings.keys.keys(Command::MessageLog) == std::vector<SDL_Keycode>{SDLK_m});
  CHECK(loaded.settings.keys.keys(Command::Wait).empty());
  CHECK(loaded.settings.keys.keys(Command::Help) == scenes::KeyBindings::defaults().keys(Command::Help));
  CHECK(mentions(loaded.problems,
                 "settings.json:2:21: warning: \"keys.menu\" leaves \"Back to title\" without a key, which a run "
                 "cannot do without; using its default keys"));
  CHECK(mentions(loaded.problems, "\"keys\" leaves \"Message log\" without a key"));
}

TEST_CASE("a file that leaves a movement direction without a key gives it its default keys back") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({ "keys": { "move_up": [] } })", "settings.json");
  CHECK(loaded.settings.keys.keys(Command::MoveUp) == scenes::KeyBindings::defaults().keys(Command::MoveUp));
  CHECK(mentions(loaded.problems, "\"keys.move_up\" leaves \"Move up\" without a key"));
}

TEST_CASE("a mods choice of the wrong shape is a warning that keeps what can be read") {
  const scenes::LoadedSettings loaded = scenes::parse_settings(R"({
  "mods": { "order": ["a", 7, "b"], "disabled": "a" }
})",
                                                               "settings.json");
  CHECK(loaded.settings.mods.order == std::vector<std::string>{"a", "b"});
  CHECK(loaded.settings.mods.disabled.empty());
  INFO(loaded.problems.to_string());
  CHECK(loaded.problems.all().size() == 2);
  CHECK(mentions(loaded.problems, "settings.json:2:28: warning: \"mods.order[1]\" must be a mod id, found 7; ignored"));
  CHECK(mentions(loaded.problems, "\"mods.disabled\" must be a list of mod ids such as [\"more_mice\"], found a text"));
  const scenes::LoadedSettings not_an_object = scenes::parse_settings(R"({"mods": []})", "settings.json");
  CHECK(not_an_object.settings.mods == content::ModChoice{});
  CHECK(mentions(not_an_object.problems, "\"mods\" must be an object"));
}
