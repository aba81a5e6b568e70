// SPDX-License-Identifier: MIT
// The layouts at every window size and UI scale the game offers: drawn headless at the real
// pixel size, as the app draws them, and clicked where they are drawn.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "game/autoplay/autoplay.h"
#include "game/saving/high_scores.h"
#include "game/session/run_summary_text.h"
#include "inventory_fixture.h"
#include "rect_checks.h"
#include "render/canvas.h"
#include "render/screen.h"
#include "result_checks.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/button_bar.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hud.h"
#include "scenes/inventory/inventory_layout.h"
#include "scenes/inventory/inventory_scene.h"
#include "scenes/menus/game_menu_scene.h"
#include "scenes/menus/help_scene.h"
#include "scenes/menus/high_scores_scene.h"
#include "scenes/menus/message_log_scene.h"
#include "scenes/menus/options_scene.h"
#include "scenes/menus/run_summary_scene.h"
#include "scenes/menus/title_scene.h"

namespace layout = scenes::inventory_layout;
using content::EquipmentSlot;
using core::Point;

namespace {

// The window sizes the issue names, one a player dragged to, and the UI scales to try at each.
const std::vector<Point> kWindowSizes{{960, 540}, {1280, 720}, {1920, 1080}, {2560, 1440}, {1111, 777}};
const std::vector<int> kUiScales{100, 150};

std::string describe(const render::Screen& screen) {
  const Point pixels = screen.pixel_size();
  return std::to_string(pixels.x) + "x" + std::to_string(pixels.y) + " at scale " + std::to_string(screen.scale);
}

// Draws the scenes bottom first, each in its own frame, as the app does, and returns what the
// top one drew (what it covers of the scenes below is no concern of theirs).
render::DrawingLog draw_like_the_app(TestCanvas& headless, const std::vector<render::Scene*>& stack) {
  render::DrawingLog log;
  render::Canvas& canvas = headless.canvas();
  for (render::Scene* scene : stack) {
    canvas.record_into(scene == stack.back() ? &log : nullptr);
    canvas.use_design_frame(scene->lays_out_at_design_size());
    scene->draw(canvas);
  }
  canvas.use_design_frame(false);
  canvas.record_into(nullptr);
  headless.finish_frame();
  return log;
}

// Every text is on the screen, and none crosses the edge of a panel: it is inside each panel it touches.
void check_text_fits(const render::DrawingLog& log, const render::Screen& screen, const std::string& what) {
  const SDL_Rect whole{0, 0, screen.size.x, screen.size.y};
  CHECK_MESSAGE(!log.texts.empty(), what);
  for (const render::DrawingLog::Drawn& text : log.texts) {
    CHECK_MESSAGE(inside(whole, text.rect), what << ": \"" << text.name << "\" runs off the screen");
    // With the shipped content at a size the game offers, every text has room: wrapped or
    // widened, never cut short.
    const bool cut_short = std::ranges::find(log.shortened, text.name) != log.shortened.end();
    CHECK_MESSAGE(!cut_short, what << ": \"" << text.name << "\" is cut short");
    for (const SDL_Rect& panel : log.outlines) {
      const bool crosses = overlap(panel, text.rect) && !inside(panel, text.rect);
      CHECK_MESSAGE(!crosses, what << ": \"" << text.name << "\" at " << text.rect.x << "," << text.rect.y << " ("
                                   << text.rect.w << "x" << text.rect.h << ") crosses the edge of a panel at "
                                   << panel.x << "," << panel.y << " (" << panel.w << "x" << panel.h << ")");
    }
  }
}

// A table of runs made with mods, whose notes must be read whole beside the causes.
void keep_scores_with_mods(const std::filesystem::path& user_dir) {
  game::HighScoreTable table;
  for (int run = 0; run < game::HighScoreTable::kMaxEntries; ++run) {
    game::HighScore score;
    score.when = "2026-12-03 21:14 UTC";  // as the game writes it
    score.score = 9000 - run * 100;
    score.floor = 12;
    score.cause = "Killed by a Rabid Mouse on floor 12";
    score.seed = 18446744073709551615ull - static_cast<std::uint64_t>(run);
    score.mods = {"more_mice 1.2", "harder_floors 0.3"};
    table.insert(score);
  }
  REQUIRE_OK(table.save(game::high_scores_path(user_dir)));
}

// A run with monsters in view and a few messages, so every panel of the dungeon has something to say.
game::World busy_world() {
  game::World world(42, shipped_content()->factory());
  world.setup().spawn("Micro Mouse", world.player().position + Point{2, 1});
  world.setup().spawn("Rabid Mouse", world.player().position + Point{-2, 2});
  world.setup().give("Crowbar");
  world.setup().give("Health Pack");
  world.setup().give_equipped("Biker Jacket");
  for (int i = 0; i < 3; ++i) world.tell("A message long enough to be folded at the panel's edge, if it must.");
  return world;
}

// Where the app would report the mouse with the pointer on the middle pixel of a rectangle of
// the design frame, drawn on `screen`.
Point mouse_at_middle_of(const render::Screen& screen, const SDL_Rect& design_rect) {
  const Point origin = render::design_frame_origin(screen);
  const SDL_Rect pixels =
      screen.to_pixels(SDL_Rect{design_rect.x + origin.x, design_rect.y + origin.y, design_rect.w, design_rect.h});
  return screen.to_units({pixels.x + pixels.w / 2, pixels.y + pixels.h / 2});
}

render::Input input_on(const render::Screen& screen, const render::Scene& scene) {
  render::Input input;
  input.set_screen(screen);
  input.set_origin(scene.lays_out_at_design_size() ? render::design_frame_origin(screen) : Point{0, 0});
  return input;
}

}  // namespace

TEST_CASE("at every window size and UI scale, every text is on the screen and inside the panel it is drawn on") {
  // A long run's summary, with kills, finds and messages enough to fill every column.
  const game::World long_run = game::play_autoplay_run(59, shipped_content()->factory(), 5000);
  const std::string summary = game::run_summary_text(
      long_run, {"2026-12-04 21:14 UTC",
                 {"more_mice 1.2", "sharper_teeth 0.3"},
                 "00112233aabbccdd",
                 "Watch it again: R on the summary screen, or Watch replay in the high-score table."});
  for (const Point window : kWindowSizes) {
    for (const int percent : kUiScales) {
      const render::Screen screen = render::screen_for(window, 1, percent);
      TestCanvas headless(screen);
      RecordingRequests requests;
      TempFolder user;
      scenes::SceneContext context = context_in(requests, user);
      scenes::DungeonScene dungeon(context, busy_world());
      render::Input pointing = input_on(screen, dungeon);
      pointing.move_mouse({screen.size.x / 2 + 40, screen.size.y / 2});  // a tile to describe
      tick(dungeon, pointing);
      check_text_fits(draw_like_the_app(headless, {&dungeon}), screen, "the dungeon at " + describe(screen));

      game::World world = busy_world();
      scenes::InventoryScene inventory(requests, world);
      render::Input click = input_on(screen, inventory);
      click.click(render::MouseButton::Left, centre(layout::slot_rect(0)));  // its details fill the card
      tick(inventory, click);
      check_text_fits(draw_like_the_app(headless, {&dungeon, &inventory}), screen,
                      "the inventory at " + describe(screen));

      scenes::OptionsScene options(context);
      check_text_fits(draw_like_the_app(headless, {&options}), screen, "the options at " + describe(screen));
      scenes::TitleScene title(context);
      check_text_fits(draw_like_the_app(headless, {&title}), screen, "the title at " + describe(screen));
      keep_scores_with_mods(user.path);
      scenes::HighScoresScene scores(context);
      const render::DrawingLog table = draw_like_the_app(headless, {&scores});
      check_text_fits(table, screen, "the high scores at " + describe(screen));
      for (const render::DrawingLog::Drawn& text : table.texts) {
        if (!text.name.starts_with("Killed by")) continue;
        // The cause whole, and a note of the mods, shortened if it must be but never cut.
        CHECK_MESSAGE((text.name.starts_with("Killed by a Rabid Mouse on floor 12  (") &&
                       text.name.find("...") == std::string::npos),
                      "the high scores at " << describe(screen) << ": \"" << text.name << "\"");
      }
      scenes::RunSummaryScene told(context, summary, game::replay_of(long_run));
      check_text_fits(draw_like_the_app(headless, {&told}), screen, "the run summary at " + describe(screen));
      scenes::HelpScene help(requests, {context.settings->settings.keys, context.settings->settings.buttons});
      check_text_fits(draw_like_the_app(headless, {&dungeon, &help}), screen, "the help at " + describe(screen));
      scenes::MessageLogScene messages(requests, world.messages());
      check_text_fits(draw_like_the_app(headless, {&dungeon, &messages}), screen,
                      "the message log at " + describe(screen));

      // After a controller press the same screens name the controller's buttons, which run longer.
      const auto press_on_controller = [&screen](render::Scene& scene, render::PadButton button) {
        render::Input pad = input_on(screen, scene);
        pad.press_pad(button);
        tick(scene, pad);
      };
      press_on_controller(options, render::PadButton::RightShoulder);  // the controller tab
      check_text_fits(draw_like_the_app(headless, {&options}), screen,
                      "the options' controller tab at " + describe(screen));
      press_on_controller(help, render::PadButton::DpadRight);
      check_text_fits(draw_like_the_app(headless, {&dungeon, &help}), screen,
                      "the help for a controller at " + describe(screen));
      press_on_controller(inventory, render::PadButton::DpadRight);
      check_text_fits(draw_like_the_app(headless, {&dungeon, &inventory}), screen,
                      "the inventory for a controller at " + describe(screen));
      scenes::GameMenuScene menu(
          requests, {context.settings->settings.keys, context.settings->settings.buttons}, [](scenes::Command) {},
          true);
      check_text_fits(draw_like_the_app(headless, {&dungeon, &menu}), screen, "the game menu at " + describe(screen));
      press_on_controller(menu, render::PadButton::DpadDown);
      check_text_fits(draw_like_the_app(headless, {&dungeon, &menu}), screen,
                      "the game menu for a controller at " + describe(screen));
    }
  }
}

TEST_CASE("at every window size and UI scale, a click at the drawn centre of each slot, box and button hits it") {
  for (const Point window : kWindowSizes) {
    for (const int percent : kUiScales) {
      const render::Screen screen = render::screen_for(window, 1, percent);
      INFO("the inventory at " << describe(screen));
      TestCanvas headless(screen);
      RecordingRequests requests;
      game::World world(42, shipped_content()->factory());
      for (int i = 0; i < layout::kSlotsPerPage; ++i) world.setup().give("Crowbar");
      REQUIRE(world.player().inventory.size() == layout::kSlotsPerPage);
      world.setup().give_equipped("Biker Jacket");
      world.setup().give_equipped("Microchip");
      scenes::InventoryScene scene(requests, world);
      const render::DrawingLog drawn = draw_like_the_app(headless, {&scene});

      // Where a thing is drawn, found among the sprites drawn (not taken from the layout), and
      // the mouse's position at its middle pixel, as the app reports a click there.
      const auto drawn_centre = [&](const SDL_Rect& layout_rect) {
        const Point origin = render::design_frame_origin(screen);
        const SDL_Rect on_screen{layout_rect.x + origin.x, layout_rect.y + origin.y, layout_rect.w, layout_rect.h};
        const bool found = std::ranges::any_of(drawn.sprites, [&](const render::DrawingLog::Drawn& sprite) {
          return sprite.name == "slot" && sprite.rect.x == on_screen.x && sprite.rect.y == on_screen.y &&
                 sprite.rect.w == on_screen.w && sprite.rect.h == on_screen.h;
        });
        CHECK_MESSAGE(found, "no slot frame is drawn where the layout puts one");
        return mouse_at_middle_of(screen, layout_rect);
      };
      const auto click_at = [&](Point at) {
        render::Input input = input_on(screen, scene);
        input.click(render::MouseButton::Left, at);
        tick(scene, input);
        idle(scene, scenes::InventoryPointer::kDoubleClickTicks + 1);
      };

      for (int cell = 0; cell < layout::kSlotsPerPage; ++cell) {
        click_at(drawn_centre(layout::slot_rect(cell)));
        CHECK(scene.selection().item() == static_cast<std::size_t>(cell));
      }
      for (const EquipmentSlot slot : {EquipmentSlot::Armour, EquipmentSlot::Microchip}) {
        click_at(drawn_centre(layout::box_rect(slot)));
        CHECK(scene.selection().box() == slot);
      }
      // The buttons, each proved by what it does: Drop from the pack, Remove from a box, Use.
      const auto button_centre = [&](scenes::InventoryButton button) {
        return mouse_at_middle_of(screen, layout::button_rect(button));
      };
      click_at(drawn_centre(layout::slot_rect(0)));
      click_at(button_centre(scenes::InventoryButton::Drop));
      CHECK(world.player().inventory.size() == layout::kSlotsPerPage - 1);
      click_at(drawn_centre(layout::box_rect(EquipmentSlot::Armour)));
      click_at(button_centre(scenes::InventoryButton::Remove));
      CHECK_FALSE(world.player().equipped_in(EquipmentSlot::Armour));
      click_at(drawn_centre(layout::slot_rect(0)));
      click_at(button_centre(scenes::InventoryButton::Use));
      CHECK(world.player().equipped_in(EquipmentSlot::Weapon));
    }
  }
}

TEST_CASE("on a bigger screen the map shows more tiles, each drawn at the same whole multiple of 16 pixels") {
  RecordingRequests requests;
  TempFolder user;
  scenes::SceneContext context = context_in(requests, user);
  const auto tiles_shown = [&](Point window) {
    const render::Screen screen = render::screen_for(window, 1, 100);
    TestCanvas headless(screen);
    scenes::DungeonScene dungeon(context, std::uint64_t{42});
    render::Input input = input_on(screen, dungeon);
    tick(dungeon, input);
    draw_like_the_app(headless, {&dungeon});
    CHECK(dungeon.map_view().tile_pixels() % 16 == 0);
    const SDL_Rect view = dungeon.map_view().viewport();
    return Point{view.w / dungeon.map_view().tile_pixels(), view.h / dungeon.map_view().tile_pixels()};
  };
  const Point design = tiles_shown({1280, 720});
  const Point full_hd = tiles_shown({1920, 1080});
  CHECK(full_hd.x > design.x);
  CHECK(full_hd.y > design.y);
  // At 960x540 the panels shrink to fit, and the map keeps its whole-pixel tiles.
  const render::Screen small = render::screen_for({960, 540}, 1, 100);
  TestCanvas headless(small);
  scenes::DungeonScene dungeon(context, std::uint64_t{42});
  render::Input input = input_on(small, dungeon);
  tick(dungeon, input);
  CHECK(dungeon.map_view().tile_pixels() == 32);
}

TEST_CASE("on a HiDPI screen the map's sprites are drawn at twice the pixels, as sharp as ever") {
  RecordingRequests requests;
  TempFolder user;
  scenes::SceneContext context = context_in(requests, user);
  const render::Screen retina = render::screen_for({2560, 1440}, 2, 100);
  TestCanvas headless(retina);
  scenes::DungeonScene dungeon(context, std::uint64_t{42});
  render::Input input = input_on(retina, dungeon);
  tick(dungeon, input);
  draw_like_the_app(headless, {&dungeon});
  CHECK(dungeon.map_view().tile_pixels() == 64);
  // The player's sprite: each of its 16 pixels a block of 4x4 of one colour.
  const SDL_Rect tile = dungeon.map_view().tile_rect(dungeon.world().player().position);
  for (int y = 0; y < tile.h; y += 4) {
    for (int x = 0; x < tile.w; x += 4) {
      const SDL_Color corner = headless.pixel(tile.x + x, tile.y + y);
      for (int dy = 0; dy < 4; ++dy) {
        for (int dx = 0; dx < 4; ++dx) CHECK(same_rgb(headless.pixel(tile.x + x + dx, tile.y + y + dy), corner));
      }
    }
  }
}

TEST_CASE("the options screen says when the window has no room for the chosen UI scale") {
  RecordingRequests requests;
  TempFolder user;
  scenes::SceneContext context = context_in(requests, user);
  context.settings->settings.ui_scale = 150;
  scenes::OptionsScene options(context);
  const auto says_no_room = [&](Point window) {
    const render::Screen screen = render::screen_for(window, 1, 150);
    TestCanvas headless(screen);
    const render::DrawingLog drawn = draw_like_the_app(headless, {&options});
    return std::ranges::any_of(drawn.texts, [](const render::DrawingLog::Drawn& text) {
      return text.name.find("room for a UI scale of 100% at most") != std::string::npos;
    });
  };
  CHECK(says_no_room({1280, 720}));
  CHECK_FALSE(says_no_room({1920, 1080}));
}

TEST_CASE("at every window size and UI scale, a click on each button of the bar does what its key does") {
  namespace bar = scenes::button_bar;
  for (const Point window : kWindowSizes) {
    for (const int percent : kUiScales) {
      const render::Screen screen = render::screen_for(window, 1, percent);
      INFO("the button bar at " << describe(screen));
      TestCanvas headless(screen);
      const bar::Layout layout = bar::lay_out(scenes::hud::kMessageLines, screen.size);
      for (std::size_t i = 0; i < bar::kCommands.size(); ++i) {
        CAPTURE(bar::label_of(bar::kCommands[i]));
        RecordingRequests requests;
        TempFolder user;
        scenes::DungeonScene dungeon(context_in(requests, user), 42);
        const render::DrawingLog drawn = draw_like_the_app(headless, {&dungeon});
        const SDL_Rect button = layout.buttons[i];
        CHECK(std::ranges::any_of(drawn.outlines, [&](const SDL_Rect& outline) {
          return outline.x == button.x && outline.y == button.y && outline.w == button.w && outline.h == button.h;
        }));
        CHECK_FALSE(overlap(button, scenes::hud::hover_panel(screen.size)));
        render::Input input = input_on(screen, dungeon);
        input.click(render::MouseButton::Left, centre(button));
        tick(dungeon, input);
        idle(dungeon, 3);
        const std::string last = dungeon.world().messages().all().back().text;
        switch (bar::kCommands[i]) {
          case scenes::Command::Explore: CHECK(last.starts_with("Nothing is left to explore here.")); break;
          case scenes::Command::Rest:
          case scenes::Command::TravelStairsUp: CHECK(dungeon.walking()); break;
          case scenes::Command::TravelStairsDown:  // dimmed: floor 0 has none, and the click does nothing
            CHECK_FALSE(dungeon.walking());
            CHECK(last.find("stairs down") == std::string::npos);
            break;
          case scenes::Command::Inventory:
            CHECK(dynamic_cast<scenes::InventoryScene*>(requests.pushed_scene.get()));
            break;
          case scenes::Command::MessageLog:
            CHECK(dynamic_cast<scenes::MessageLogScene*>(requests.pushed_scene.get()));
            break;
          case scenes::Command::Help: CHECK(dynamic_cast<scenes::HelpScene*>(requests.pushed_scene.get())); break;
          // The storeroom's researcher wields nothing: the game says so, and no aim opens.
          case scenes::Command::Fire:
            CHECK(last == "You wield nothing that fires.");
            CHECK_FALSE(dungeon.targeting().active());
            break;
          case scenes::Command::GameMenu:
            CHECK(dynamic_cast<scenes::GameMenuScene*>(requests.pushed_scene.get()));
            break;
          default: FAIL("a command the bar should not have");
        }
      }
    }
  }
}
