// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "game/saving/save_file.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hover_panel.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/tile_description.h"
#include "scenes/menus/title_scene.h"
#include "scenes/settings/settings.h"
#include "temp_data_folder.h"

namespace {

// What a lit floor tile with the given sprites on it looks like, drawn alone at the corner.
std::vector<SDL_Color> reference_tile(TestCanvas& headless, int size, std::initializer_list<const char*> sprites) {
  const SDL_Rect rect{0, 0, size, size};
  headless.canvas().clear({0, 0, 0, 255});
  for (const char* sprite : sprites) headless.canvas().sprite(sprite, rect);
  return block(headless, rect);
}

}  // namespace

TEST_CASE("pressing right moves the researcher one tile right and draws them there") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  const core::Point start = scene.world().player().position;

  render::Input input;
  input.press_key(SDLK_RIGHT);
  scene.logic(input);
  input.end_tick();

  const core::Point moved = scene.world().player().position;
  CHECK(moved == start + core::Point{1, 0});
  CHECK(scene.world().turn() == 1);
  // The step slides (see motion_tests.cpp); once it has settled, the researcher stands on the new tile.
  for (int tick = 0; tick < scenes::Motion::durations(scenes::AnimationSpeed::Normal).step; ++tick) {
    scene.logic(input);
    input.end_tick();
  }

  scene.draw(headless.canvas());
  const SDL_Rect player_rect = scene.map_view().tile_rect(moved);
  const SDL_Rect old_rect = scene.map_view().tile_rect(start);
  const auto drawn_player = block(headless, player_rect);
  const auto drawn_old = block(headless, old_rect);
  // The floor under the player is one of two variants; the researcher must be drawn on it.
  const bool on_plain_floor = same(drawn_player, reference_tile(headless, player_rect.w, {"floor", "player"}));
  const bool on_floor_variant = same(drawn_player, reference_tile(headless, player_rect.w, {"floor_alt", "player"}));
  CHECK((on_plain_floor || on_floor_variant));
  CHECK_FALSE(same(drawn_old, reference_tile(headless, old_rect.w, {"floor", "player"})));
}

TEST_CASE("a monster standing on an item is drawn above it, whichever came to the tile first") {
  TestCanvas headless;
  RecordingRequests requests;
  game::World world(42, shipped_content()->factory());
  const core::Point tile = kSeed42Start + core::Point{1, 0};
  // The mouse is on the floor before the pack, so it comes first in the floor's list; then it
  // walks onto the pack on its way to the researcher.
  const std::optional<game::EntityId> mouse = world.setup().spawn("Micro Mouse", kSeed42Start + core::Point{2, 0});
  REQUIRE(mouse);
  REQUIRE(world.setup().spawn("Health Pack", tile));
  world.perform(game::Action::wait());
  const auto& entities = world.floor().entities;
  const auto walker = std::ranges::find(entities, *mouse, &game::Entity::id);
  REQUIRE(walker != entities.end());
  REQUIRE(walker->position == tile);
  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  scene.draw(headless.canvas());
  const SDL_Rect rect = scene.map_view().tile_rect(tile);
  const auto drawn = block(headless, rect);
  const bool on_plain_floor = same(drawn, reference_tile(headless, rect.w, {"floor", "health_pack", "micro_mouse"}));
  const bool on_floor_variant =
      same(drawn, reference_tile(headless, rect.w, {"floor_alt", "health_pack", "micro_mouse"}));
  CHECK((on_plain_floor || on_floor_variant));
}

TEST_CASE("unseen tiles are black and remembered tiles are darker than visible ones") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 42);
  scene.draw(headless.canvas());
  const game::Floor& floor = scene.world().floor();
  // Floor 0 is one room; a tile far outside it has never been seen.
  const SDL_Rect far_away = scene.map_view().tile_rect({floor.player_start.x + 15, floor.player_start.y});
  const SDL_Color unseen = headless.pixel(far_away.x + 5, far_away.y + 5);
  CHECK(unseen.r + unseen.g + unseen.b < 40);
}

TEST_CASE("Escape in the dungeon asks to return to the title screen") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 1);
  render::Input input;
  input.press_key(SDLK_ESCAPE);
  scene.logic(input);
  REQUIRE(requests.next_scene);
  CHECK(dynamic_cast<scenes::TitleScene*>(requests.next_scene.get()) != nullptr);
}

TEST_CASE("the mouse wheel zooms the map between its limits") {
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, shipped_data()}, 1);
  const int before = scene.map_view().tile_pixels();
  render::Input input;
  input.press_key(SDLK_EQUALS);
  scene.logic(input);
  CHECK(scene.map_view().tile_pixels() == before + scenes::MapView::kSpritePixels);
  for (int i = 0; i < 10; ++i) {
    input.end_tick();
    input.press_key(SDLK_MINUS);
    scene.logic(input);
  }
  CHECK(scene.map_view().zoom() == scenes::MapView::kMinZoom);
}

TEST_CASE("the final blow on the Mouse King shows its damage number over his tile") {
  // A King with 1 HP and no defence falls to the first hit, which ends the run.
  TempDataFolder folder;
  folder.weaken_the_mouse_king();
  const auto weak_king = library_from(folder.path());
  game::World world(42, weak_king->factory());
  const core::Point king = world.player().position + core::Point{1, 0};
  REQUIRE(world.setup().spawn("Mouse King", king));

  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, data_of(weak_king)}, std::move(world));
  render::Input input;
  scene.logic(input);  // a frame with nothing pressed comes first, as in play
  input.end_tick();
  input.press_key(SDLK_RIGHT);
  scene.logic(input);
  REQUIRE(scene.world().run_over());
  CHECK(requests.pushed_scene != nullptr);  // the victory screen follows

  scene.draw(headless.canvas());
  // The number rises from the hit tile in red: look for its pixels just above the tile.
  const SDL_Rect tile = scene.map_view().tile_rect(king);
  int red_pixels = 0;
  for (int y = tile.y - 24; y < tile.y + tile.h; ++y) {
    for (int x = tile.x - tile.w; x < tile.x + 2 * tile.w; ++x) {
      const SDL_Color colour = headless.pixel(x, y);
      if (colour.r > 200 && colour.g < 130 && colour.b < 110) ++red_pixels;
    }
  }
  CHECK(red_pixels > 10);
}

TEST_CASE("F5 that renames what the run holds keeps the old data, and the run still saves and loads") {
  TempDataFolder folder;
  const auto library = library_from(folder.path());
  game::World world(42, library->factory());
  REQUIRE(world.setup().give("Crowbar"));
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, data_of(library)}, std::move(world));
  folder.replace("weapons.json", "\"name\": \"Crowbar\"", "\"name\": \"Wrecking Bar\"");

  press(scene, SDLK_F5);
  CHECK(library->diagnostics().to_string().find("\"Crowbar\" (1)") != std::string::npos);
  const game::SaveRead read = game::read_save(game::save_text(scene.world()), library->factory());
  CHECK_MESSAGE(read.ok(), read.error());
}

TEST_CASE("the researcher is drawn with the sprite player.json names, and F5 changes it at once") {
  TempDataFolder folder;
  const auto library = library_from(folder.path());
  TestCanvas headless;
  RecordingRequests requests;
  scenes::DungeonScene scene({requests, {}, data_of(library)}, 42);
  folder.replace("player.json", "\"sprite\": \"player\"", "\"sprite\": \"neo_mouse\"");
  press(scene, SDLK_F5);
  REQUIRE_MESSAGE(library->diagnostics().error_count() == 0, library->diagnostics().to_string());

  scene.draw(headless.canvas());
  const SDL_Rect rect = scene.map_view().tile_rect(scene.world().player().position);
  const auto drawn = block(headless, rect);
  const bool on_plain_floor = same(drawn, reference_tile(headless, rect.w, {"floor", "neo_mouse"}));
  const bool on_floor_variant = same(drawn, reference_tile(headless, rect.w, {"floor_alt", "neo_mouse"}));
  CHECK((on_plain_floor || on_floor_variant));
}

TEST_CASE("an item out of sight on a tile seen before is drawn dimmed where it was seen, and named on hover") {
  TestCanvas headless;
  RecordingRequests requests;
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().travel_to_floor(1));
  world.setup().reveal_floor();  // every tile seen, only those in view visible
  // A free floor tile near the researcher but out of sight, so it is on the screen.
  std::optional<core::Point> hidden;
  const core::Point here = world.player().position;
  for (int dy = -5; dy <= 5 && !hidden; ++dy) {
    for (int dx = -5; dx <= 5 && !hidden; ++dx) {
      const core::Point tile = here + core::Point{dx, dy};
      if (world.floor().is_floor(tile) && !world.floor().visible[tile] && !world.floor().entity_at(tile)) hidden = tile;
    }
  }
  REQUIRE(hidden);
  REQUIRE(world.setup().spawn("Health Pack", *hidden));
  REQUIRE_FALSE(world.floor().visible[*hidden]);
  const auto description = scenes::describe_tile(world, *hidden);
  REQUIRE(description);
  CHECK(description->name == "Health Pack");
  CHECK(description->description == "You remember it from earlier; it is out of sight now.");

  scenes::DungeonScene scene({requests, {}, shipped_data()}, std::move(world));
  scene.draw(headless.canvas());
  const SDL_Rect rect = scene.map_view().tile_rect(*hidden);
  const auto drawn = block(headless, rect);
  // Drawn as the dimmed floor is, through the band's tint, with the dimmed pack over it.
  const SDL_Color dim{104, 108, 140, 255};
  REQUIRE(scene.world().floor_look().tint);
  const content::Tint tint = *scene.world().floor_look().tint;
  const SDL_Color dim_terrain{static_cast<Uint8>(dim.r * tint.red / 255), static_cast<Uint8>(dim.g * tint.green / 255),
                              static_cast<Uint8>(dim.b * tint.blue / 255), 255};
  const auto remembered = [&](const char* floor) {
    headless.canvas().clear({0, 0, 0, 255});
    const SDL_Rect corner{0, 0, rect.w, rect.h};
    headless.canvas().sprite(floor, corner, dim_terrain);
    headless.canvas().sprite("health_pack", corner, dim);
    return block(headless, corner);
  };
  CHECK((same(drawn, remembered("floor")) || same(drawn, remembered("floor_alt"))));
}

TEST_CASE("a hover entry too long for its panel is read whole in a box over the map, away from the tile and the list") {
  TestCanvas headless;
  game::World world(42, shipped_content()->factory());
  world.setup().mark_debug_run();  // a debug run adds where the monster is defined: the longest entry
  const core::Point tile = kSeed42Start + core::Point{2, 0};
  REQUIRE(world.setup().spawn("Tough Mouse", tile));
  const std::optional<scenes::TileDescription> hovered = scenes::describe_tile(world, tile);
  REQUIRE(hovered);
  const SDL_Rect map = scenes::hud::dungeon_map_viewport(scenes::hud::kMessageLines);
  const SDL_Rect left_tile{40, 300, 32, 32};
  const SDL_Rect right_tile{map.x + map.w - 40, 300, 32, 32};
  for (const SDL_Rect& pointed : {left_tile, right_tile}) {
    CAPTURE(pointed.x);
    render::DrawingLog log;
    headless.canvas().record_into(&log);
    scenes::hud::draw_bottom_panel(headless.canvas(), world, hovered, scenes::hud::kMessageLines, pointed);
    headless.canvas().record_into(nullptr);
    const std::optional<SDL_Rect> box =
        scenes::hover_box(headless.canvas(), scenes::hud::hover_panel(), *hovered, map, pointed);
    REQUIRE(box);
    CHECK_FALSE(SDL_HasIntersection(&*box, &pointed));
    const SDL_Rect list = scenes::hud::side_panel();
    CHECK_FALSE(SDL_HasIntersection(&*box, &list));
    CHECK(box->y >= map.y);
    CHECK(box->y + box->h <= map.y + map.h);
    CHECK(log.shortened.empty());
    // The description's every word is drawn inside the box.
    std::string in_box;
    for (const render::DrawingLog::Drawn& text : log.texts)
      if (SDL_HasIntersection(&text.rect, &*box)) in_box += text.name + " ";
    for (const std::string& word : {std::string("Defined"), hovered->description.substr(0, 12),
                                    hovered->description.substr(hovered->description.rfind(' ') + 1)})
      CHECK_MESSAGE(in_box.find(word) != std::string::npos, word);
  }
  // A floor tile's entry fits the panel: no box.
  const std::optional<scenes::TileDescription> floor = scenes::describe_tile(world, kSeed42Start + core::Point{1, 1});
  REQUIRE(floor);
  CHECK_FALSE(scenes::hover_box(headless.canvas(), scenes::hud::hover_panel(), *floor, map, left_tile));
}

TEST_CASE("hovering a monster in a debug run shows every fact whole, its place in the data too") {
  for (const int message_lines : {scenes::Settings::kMinMessageLines, scenes::Settings{}.message_lines}) {
    CAPTURE(message_lines);
    TestCanvas headless;
    game::World world(42, shipped_content()->factory());
    world.setup().mark_debug_run();
    const core::Point tile = kSeed42Start + core::Point{2, 0};
    REQUIRE(world.setup().spawn("Tough Mouse", tile));
    const std::optional<scenes::TileDescription> hovered = scenes::describe_tile(world, tile);
    REQUIRE(hovered);
    render::DrawingLog log;
    headless.canvas().record_into(&log);
    scenes::hud::draw_bottom_panel(headless.canvas(), world, hovered, message_lines);
    headless.canvas().record_into(nullptr);
    std::string drawn;
    for (const render::DrawingLog::Drawn& text : log.texts) {
      CHECK_MESSAGE(!text.name.ends_with("..."), "\"" << text.name << "\" is cut short");
      drawn += text.name + " ";
    }
    // Every fact is drawn, the last one ("Defined at data/monsters.json:...") included.
    for (const scenes::DescriptionLine& fact : hovered->facts) {
      const std::string first_word = fact.text.substr(0, fact.text.find(' '));
      CHECK_MESSAGE(drawn.find(first_word) != std::string::npos, fact.text);
    }
    CHECK(drawn.find("monsters.json") != std::string::npos);
  }
}
