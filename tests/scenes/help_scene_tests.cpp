// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "render/color.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/help_scene.h"
#include "scenes/menus/help_sheet.h"

namespace {

using scenes::Command;

const scenes::HelpLine* line_for(const std::vector<scenes::HelpGroup>& sheet, Command command) {
  const std::string label(core::label_of(scenes::kCommandNames, command));
  for (const scenes::HelpGroup& group : sheet) {
    for (const scenes::HelpLine& line : group.lines) {
      if (line.action == label) return &line;
    }
  }
  return nullptr;
}

}  // namespace

TEST_CASE("the help lists every command once, with its keys as they are bound now") {
  scenes::KeyBindings keys = scenes::KeyBindings::defaults();
  keys.replace(Command::Explore, SDLK_e);
  keys.clear(Command::ZoomOut);
  const std::vector<scenes::HelpGroup> sheet = scenes::help_sheet({keys, scenes::ButtonBindings::defaults()});
  std::multiset<std::string> actions;
  for (const auto& group : sheet) {
    CHECK_FALSE(group.heading.empty());
    for (const auto& line : group.lines) actions.insert(line.action);
  }
  for (Command command : scenes::all_commands()) {
    CAPTURE(core::label_of(scenes::kCommandNames, command));
    CHECK(actions.count(std::string(core::label_of(scenes::kCommandNames, command))) == 1);
  }
  REQUIRE(line_for(sheet, Command::Explore));
  CHECK(line_for(sheet, Command::Explore)->keys == "E");
  CHECK(line_for(sheet, Command::MoveUp)->keys == "Up, Keypad 8, K");
  CHECK(line_for(sheet, Command::ZoomOut)->keys == "(none)");
  CHECK(line_for(sheet, Command::Help)->keys == "F1, /");
}

TEST_CASE("the help fits one page at 1280x720: a shorter page splits it, keeping each group whole") {
  const std::vector<scenes::HelpGroup> sheet = scenes::help_sheet(scenes::Controls::defaults());
  RecordingRequests requests;
  scenes::HelpScene scene(requests, scenes::Controls::defaults());
  CHECK(scene.page_count() == 1);

  int tallest = 0;
  for (const auto& group : sheet) tallest = std::max(tallest, scenes::help_group_height(group));
  const auto pages = scenes::help_pages(sheet, 2, tallest);
  CHECK(pages.size() > 1);  // it splits; how many groups share a column depends on their heights
  std::vector<int> order;
  for (const auto& page : pages) {
    CHECK(page.size() <= 2);
    for (const auto& column : page) {
      int height = 0;
      for (int group : column) height += scenes::help_group_height(sheet[group]);
      CHECK(height <= tallest);
      order.insert(order.end(), column.begin(), column.end());
    }
  }
  REQUIRE(order.size() == sheet.size());
  for (int i = 0; i < static_cast<int>(order.size()); ++i) CHECK(order[i] == i);  // all of them, in order
}

TEST_CASE("F1 in the dungeon opens the help over it: Esc, F1 or the / key close it") {
  RecordingRequests requests;
  scenes::DungeonScene dungeon({requests, {}, shipped_data()}, 42);
  press(dungeon, SDLK_F1);
  auto* help = dynamic_cast<scenes::HelpScene*>(requests.pushed_scene.get());
  REQUIRE(help != nullptr);
  CHECK(help->is_overlay());
  CHECK(dungeon.world().turn() == 0);
  press(*help, SDLK_DOWN);
  CHECK(requests.pops == 0);
  for (SDL_Keycode key : {SDLK_ESCAPE, SDLK_F1, SDLK_SLASH}) press(*help, key);
  CHECK(requests.pops == 3);
}

TEST_CASE("a rebound help key opens the help, and the old one no longer does") {
  RecordingRequests requests;
  auto settings = std::make_shared<scenes::PlayerSettings>();
  settings->settings.keys.replace(Command::Help, SDLK_F9);
  scenes::DungeonScene dungeon({requests, {}, shipped_data(), settings}, 42);
  press(dungeon, SDLK_F1);
  CHECK(requests.pushed_scene == nullptr);
  press(dungeon, SDLK_F9);
  CHECK(dynamic_cast<scenes::HelpScene*>(requests.pushed_scene.get()) != nullptr);
}

TEST_CASE("the help draws its keys in the accent colour inside its panel") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::HelpScene scene(requests, scenes::Controls::defaults());
  scene.draw(headless.canvas());
  int accent = 0;
  const SDL_Rect panel = scenes::HelpScene::kPanel;
  for (int y = panel.y; y < panel.y + panel.h; y += 2) {
    for (int x = panel.x + panel.w / 2; x < panel.x + panel.w; x += 2) {
      const SDL_Color c = headless.pixel(x, y);
      accent += c.r == render::colors::palette().accent.r && c.g == render::colors::palette().accent.g ? 1 : 0;
    }
  }
  CHECK(accent > 50);  // the right column has its keys too
}
