// SPDX-License-Identifier: MIT
// Fewer message lines give the map the rows the messages no longer need.
#include <doctest/doctest.h>

#include <memory>

#include "render/color.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hud.h"

namespace {

// A dungeon scene of a seed 42 run whose settings show `lines` message lines, after one tick.
struct DungeonWithLines {
  explicit DungeonWithLines(int lines) {
    settings->settings.message_lines = lines;
    scene = std::make_unique<scenes::DungeonScene>(scenes::SceneContext{requests, {}, shipped_data(), settings}, 42);
    tick(*scene, input);
  }
  RecordingRequests requests;
  std::shared_ptr<scenes::PlayerSettings> settings = std::make_shared<scenes::PlayerSettings>();
  std::unique_ptr<scenes::DungeonScene> scene;
  render::Input input;
};

}  // namespace

TEST_CASE("with one message line the message strip is one line tall and the map reaches down to it") {
  DungeonWithLines four(4);
  DungeonWithLines one(1);
  CHECK(four.scene->map_view().viewport().h == scenes::hud::dungeon_map_viewport(4).h);
  CHECK(one.scene->map_view().viewport().h == four.scene->map_view().viewport().h + 3 * 24);
  CHECK(scenes::hud::message_panel_height(1) < scenes::hud::message_panel_height(4));

  // Just above where the button bar over the one-line strip begins: the message panel with four
  // lines, the map with one.
  const core::Point probe{
      200, render::kDesignHeight - scenes::hud::message_panel_height(1) - scenes::hud::kButtonBarHeight - 4};
  TestCanvas with_four;
  four.scene->draw(with_four.canvas());
  CHECK(same_rgb(with_four.pixel(probe.x, probe.y), render::colors::palette().panel));
  TestCanvas with_one;
  one.scene->draw(with_one.canvas());
  CHECK_FALSE(same_rgb(with_one.pixel(probe.x, probe.y), render::colors::palette().panel));
}

TEST_CASE("changing the message lines in the options moves the map's edge at once") {
  DungeonWithLines dungeon(4);
  const int tall = dungeon.scene->map_view().viewport().h;
  dungeon.settings->settings.message_lines = 2;
  tick(*dungeon.scene, dungeon.input);
  CHECK(dungeon.scene->map_view().viewport().h == tall + 2 * 24);
}

TEST_CASE("the part of the map under the hover panel is not pointed at: the panel is") {
  CHECK(scenes::hud::map_hides_under_panels({scenes::hud::hover_panel().x + 5, scenes::hud::hover_panel().y + 5}));
  CHECK_FALSE(
      scenes::hud::map_hides_under_panels({scenes::hud::hover_panel().x - 5, scenes::hud::hover_panel().y + 5}));
  CHECK_FALSE(
      scenes::hud::map_hides_under_panels({scenes::hud::hover_panel().x + 5, scenes::hud::hover_panel().y - 5}));
}
