// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "render/color.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/in_view.h"
#include "scenes/dungeon/monster_glance.h"
#include "scenes/dungeon/monster_panel.h"
#include "test_canvas.h"

namespace {

using core::Point;
namespace panel = scenes::monster_panel;

std::vector<Point> positions(const panel::Layout& layout) {
  std::vector<Point> found;
  for (const panel::Row& row : layout.rows) found.push_back(row.monster->position);
  return found;
}

}  // namespace

TEST_CASE("the monster panel lists the monsters in view nearest first, and no items") {
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().spawn("Neo Mouse", kSeed42Start + Point{3, 0}));
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{-1, 1}));
  REQUIRE(world.setup().spawn("Health Pack", kSeed42Start + Point{1, 0}));
  REQUIRE(world.setup().spawn("Tough Mouse", kSeed42Start + Point{2, -2}));
  const panel::Layout layout = panel::lay_out(scenes::monsters_in_view(world));
  CHECK(positions(layout) ==
        std::vector<Point>{kSeed42Start + Point{-1, 1}, kSeed42Start + Point{2, -2}, kSeed42Start + Point{3, 0}});
  CHECK(layout.more == 0);
  // Rows run down the column at the right of the map, one under the other.
  CHECK(layout.rows[0].rect.x >= scenes::hud::full_map_viewport().x + scenes::hud::full_map_viewport().w);
  CHECK(layout.rows[1].rect.y >= layout.rows[0].rect.y + layout.rows[0].rect.h);
}

TEST_CASE("monsters out of sight are not in the panel") {
  game::World world(42, shipped_content()->factory());
  // The storeroom's walls hide everything outside it.
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{1, 1}));
  const auto before = scenes::monsters_in_view(world);
  REQUIRE(before.size() == 1);
  REQUIRE_FALSE(world.floor().visible[kSeed42Start + Point{0, 12}]);
  CHECK(panel::lay_out(before).rows.size() == 1);
}

TEST_CASE("with more monsters than rows the last row says how many more there are") {
  game::World world(42, shipped_content()->factory());
  const int max_rows = panel::max_rows(scenes::hud::side_panel());
  int spawned = 0;
  for (int y = 20; y <= 26 && spawned < max_rows + 3; ++y) {
    for (int x = 38; x <= 46 && spawned < max_rows + 3; ++x) {
      if (Point{x, y} != kSeed42Start && world.setup().spawn("Micro Mouse", {x, y})) ++spawned;
    }
  }
  REQUIRE(spawned == max_rows + 3);
  const panel::Layout layout = panel::lay_out(scenes::monsters_in_view(world));
  CHECK(static_cast<int>(layout.rows.size()) == max_rows - 1);
  CHECK(layout.more == 4);
  // "+N more" and every row stay inside the column.
  const SDL_Rect more = panel::more_rect(layout.area, static_cast<int>(layout.rows.size()));
  CHECK(more.y + more.h <= layout.area.y + layout.area.h);
  // A taller screen has room for them all.
  const panel::Layout tall = panel::lay_out(scenes::monsters_in_view(world), {1920, 1080});
  CHECK(static_cast<int>(tall.rows.size()) == max_rows + 3);
  CHECK(tall.more == 0);
  // The nearest are the ones shown: none left out is nearer than the last shown.
  const auto all = scenes::monsters_in_view(world);
  const int last_shown = core::chebyshev_distance(layout.rows.back().monster->position, kSeed42Start);
  for (std::size_t i = layout.rows.size(); i < all.size(); ++i) {
    CHECK(core::chebyshev_distance(all[i]->position, kSeed42Start) >= last_shown);
  }
}

TEST_CASE("pointing at a row of the panel outlines that monster on the map and describes it") {
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{1, 0}));
  REQUIRE(world.setup().spawn("Rabid Mouse", kSeed42Start + Point{-3, 2}));
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  TestCanvas headless;
  const Point rabid = kSeed42Start + Point{-3, 2};

  render::Input input;
  input.move_mouse({5, 5});
  scene.logic(input);
  input.end_tick();
  scene.draw(headless.canvas());
  const SDL_Rect tile = scene.map_view().tile_rect(rabid);
  // The outline sits just outside the tile, on its left edge's middle.
  const Point outline{tile.x - 1, tile.y + tile.h / 2};
  CHECK_FALSE(is_accent(headless.pixel(outline.x, outline.y)));

  input.move_mouse(centre(panel::row_rect(scenes::hud::side_panel(), 1)));  // the Rabid Mouse is the second nearest
  scene.logic(input);
  input.end_tick();
  scene.draw(headless.canvas());
  CHECK(is_accent(headless.pixel(outline.x, outline.y)));
  // And the description panel, as for hovering the monster itself, names it.
  const SDL_Rect other = scene.map_view().tile_rect(kSeed42Start + Point{1, 0});
  CHECK_FALSE(is_accent(headless.pixel(other.x - 1, other.y + other.h / 2)));
  REQUIRE(scene.path_preview());
  CHECK(scene.path_preview()->back() == rabid);
}

// A mod's boss may have a thousand HP: "1000 / 1000" is wider than the bar, and ran past it into the state.
TEST_CASE("a monster's HP label stays inside its bar and clear of its state, however many HP it has") {
  TestCanvas headless;
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().spawn("Tough Mouse", kSeed42Start + Point{2, 0}));
  panel::Layout layout = panel::lay_out(scenes::monsters_in_view(world));
  REQUIRE(layout.rows.size() == 1);
  for (const int hp : {25, 160, 1000, 99999, 1999999999}) {
    CAPTURE(hp);
    game::Entity boss = *layout.rows[0].monster;
    auto& monster = std::get<game::Monster>(boss.kind);
    monster.hp = hp;
    monster.max_hp = hp;
    panel::Layout drawn = layout;
    drawn.rows[0].monster = &boss;
    render::DrawingLog log;
    headless.canvas().record_into(&log);
    panel::draw(headless.canvas(), drawn, std::nullopt);
    headless.canvas().record_into(nullptr);
    const auto label = std::ranges::find_if(log.texts, [](const render::DrawingLog::Drawn& text) {
      return !text.name.empty() && text.name.front() >= '0' && text.name.front() <= '9';
    });
    REQUIRE(label != log.texts.end());
    const auto state =
        std::ranges::find(log.texts, std::string(scenes::monster_state(monster)), &render::DrawingLog::Drawn::name);
    REQUIRE(state != log.texts.end());
    CHECK_FALSE(SDL_HasIntersection(&label->rect, &state->rect));
    const SDL_Rect& row = drawn.rows[0].rect;
    CHECK(label->rect.x >= row.x);
    CHECK(label->rect.x + label->rect.w <= state->rect.x);
    CHECK(label->name.starts_with(std::to_string(hp).substr(0, 3)));
  }
}
