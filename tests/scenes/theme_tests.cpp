// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <cstdlib>

#include "file_text.h"
#include "render/color.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/options_layout.h"
#include "scenes/menus/options_scene.h"

namespace {

// Puts the standard theme back when a test ends, as every other test expects it.
struct StandardThemeAfter {
  ~StandardThemeAfter() { render::colors::use_theme(render::Theme::Standard); }
};

// The colour in the middle of the HP bar's filled part, with full HP.
SDL_Color hp_bar_colour(TestCanvas& headless) {
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  scene.draw(headless.canvas());
  return headless.pixel(150, 12);
}

}  // namespace

TEST_CASE("the colours line of the options screen changes the interface's theme at once, and saves it") {
  StandardThemeAfter restore;
  RecordingRequests requests;
  TempFolder user;
  scenes::SceneContext context = context_in(requests, user);
  context.settings->file = scenes::settings_path(user.path);
  scenes::OptionsScene options(context);
  // Down to the colours line, then to the next theme, twice.
  const int colours_line = static_cast<int>(scenes::options_layout::SettingRow::Theme);
  for (int line = 0; line < colours_line; ++line) press(options, SDLK_DOWN);
  press(options, SDLK_RIGHT);
  CHECK(options.settings().theme == render::Theme::HighContrast);
  CHECK(&render::colors::palette() == &render::palette_of(render::Theme::HighContrast));
  press(options, SDLK_RIGHT);
  CHECK(options.settings().theme == render::Theme::ColourBlind);
  CHECK(read_text(scenes::settings_path(user.path)).find("\"theme\": \"colour_blind\"") != std::string::npos);
}

TEST_CASE("in the colour-blind theme the HP bar is blue, not the green that red-green colour blindness loses") {
  StandardThemeAfter restore;
  TestCanvas headless;
  CHECK(same_rgb(hp_bar_colour(headless), render::palette_of(render::Theme::Standard).hp_bar));
  render::colors::use_theme(render::Theme::ColourBlind);
  const SDL_Color blind = hp_bar_colour(headless);
  CHECK(same_rgb(blind, render::palette_of(render::Theme::ColourBlind).hp_bar));
  CHECK(blind.b > blind.g);
}

TEST_CASE("the high-contrast theme draws white text on a black panel") {
  StandardThemeAfter restore;
  const render::Palette& high = render::palette_of(render::Theme::HighContrast);
  CHECK(same_rgb(high.text, {255, 255, 255, 255}));
  CHECK(same_rgb(high.panel, {0, 0, 0, 255}));
  // Better and worse stay apart in every theme, by more than their brightness.
  for (const render::Theme theme : core::values_of(render::kThemeNames)) {
    const render::Palette& palette = render::palette_of(theme);
    const int apart = std::abs(palette.good.r - palette.bad.r) + std::abs(palette.good.g - palette.bad.g) +
                      std::abs(palette.good.b - palette.bad.b);
    CHECK(apart > 200);
  }
}
