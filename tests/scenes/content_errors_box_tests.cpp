// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "render/color.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hud.h"
#include "scenes/menus/content_errors_box.h"
#include "temp_data_folder.h"

namespace {

bool is_error_red(SDL_Color colour) {
  return colour.r == render::colors::palette().bad.r && colour.g == render::colors::palette().bad.g &&
         colour.b == render::colors::palette().bad.b;
}

// Amber: red and some green, little blue; neither the red of errors nor the pale yellow of a selection.
bool is_amber(SDL_Color colour) {
  return colour.r >= 220 && colour.g >= 140 && colour.g <= 195 && colour.b <= 90;
}

// The topmost and bottommost rows of the map area holding a pixel of the colour, or {-1, -1}.
std::pair<int, int> rows_with(const TestCanvas& headless, bool (*matches)(SDL_Color)) {
  std::pair<int, int> rows{-1, -1};
  const SDL_Rect area = scenes::hud::full_map_viewport();
  for (int y = area.y; y < area.y + area.h; ++y) {
    for (int x = area.x; x < area.x + area.w; ++x) {
      if (!matches(headless.pixel(x, y))) continue;
      if (rows.first < 0) rows.first = y;
      rows.second = y;
    }
  }
  return rows;
}

// A reload that fails: an unknown field in monsters.json (a warning, found first) and a floor rule
// naming no monster (an error, found last).
struct FailedReload {
  TempDataFolder folder;
  std::shared_ptr<game::ContentLibrary> library =
      std::make_shared<game::ContentLibrary>(folder.path(), content::SpriteCheck{});
  RecordingRequests requests;
  std::unique_ptr<scenes::DungeonScene> scene;

  FailedReload() {
    REQUIRE(library->load());
    scene = std::make_unique<scenes::DungeonScene>(scenes::SceneContext{requests, {}, data_of(library)}, 42);
    folder.replace("monsters.json", "\"sight\": 24,", "\"sight\": 24, \"sigh\": 1,");
    folder.replace("floors.json", "\"fallback\": \"Tough Mouse\"", "\"fallback\": \"Tuff Mouse\"");
    press(*scene, SDLK_F5);
    REQUIRE(library->diagnostics().error_count() == 1);
    REQUIRE(library->diagnostics().warning_count() == 1);
  }
};

}  // namespace

TEST_CASE("a failed reload's warnings are drawn in amber, apart from and below the errors in red") {
  FailedReload reload;
  TestCanvas headless;
  reload.scene->draw(headless.canvas());
  const auto red = rows_with(headless, is_error_red);
  const auto amber = rows_with(headless, is_amber);
  REQUIRE(red.first >= 0);
  REQUIRE(amber.first >= 0);
  CHECK(amber.first > red.second);
}

TEST_CASE("a failed reload lists its errors first, then its warnings, though the warning was found first") {
  FailedReload reload;
  const std::string shown = scenes::content_errors_text(reload.library->diagnostics());
  const auto error = shown.find("Tuff Mouse");
  const auto warning = shown.find("\"sigh\"");
  REQUIRE(error != std::string::npos);
  REQUIRE(warning != std::string::npos);
  CHECK(error < warning);
  CHECK(reload.library->diagnostics().to_string().find("\"sigh\"") <
        reload.library->diagnostics().to_string().find("Tuff Mouse"));
}
