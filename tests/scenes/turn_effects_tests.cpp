// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <optional>
#include <utility>

#include "render/color.h"
#include "scenes/dungeon/map_view.h"
#include "scenes/dungeon/turn_effects.h"
#include "test_canvas.h"

namespace {

constexpr core::Point kTile{8, 8};
constexpr SDL_Color kDamageRed{255, 90, 70, 255};

// The first and last pixel rows above and around `tile` drawn in exactly `colour`: where a
// cue's glyphs are, as anti-aliased edges blend and only their cores keep the colour.
std::optional<std::pair<int, int>> rows_drawn_in(const TestCanvas& headless, const SDL_Rect& tile, SDL_Color colour) {
  std::optional<std::pair<int, int>> rows;
  for (int y = tile.y - 5 * tile.h; y < tile.y + tile.h; ++y) {
    for (int x = tile.x - tile.w; x < tile.x + 2 * tile.w; ++x) {
      if (!same_rgb(headless.pixel(x, y), colour)) continue;
      rows = rows ? std::pair{rows->first, y} : std::pair{y, y};
      break;
    }
  }
  return rows;
}

// Whether the red damage cue and the grey miss drawn around `tile` take rows of their own.
bool damage_and_miss_apart(const TestCanvas& headless, const SDL_Rect& tile) {
  const auto damage = rows_drawn_in(headless, tile, kDamageRed);
  const auto miss = rows_drawn_in(headless, tile, render::colors::palette().text_dim);
  REQUIRE(damage);
  REQUIRE(miss);
  INFO("damage rows " << damage->first << ".." << damage->second << ", miss rows " << miss->first << ".."
                      << miss->second);
  return miss->second < damage->first || damage->second < miss->first;
}

game::TurnEvent event_at(game::TurnEvent::Kind kind, int amount) {
  return {kind, kTile, amount, {kTile.x - 1, kTile.y}};
}

}  // namespace

TEST_CASE("a hit and a miss on one tile in one turn stack one above the other instead of overlapping") {
  TestCanvas headless;
  const scenes::MapView view({0, 0, 640, 480});
  scenes::TurnEffects effects;
  effects.add({event_at(game::TurnEvent::Kind::Damage, 3), event_at(game::TurnEvent::Kind::Miss, 0)});
  effects.draw(headless.canvas(), view);

  CHECK(damage_and_miss_apart(headless, view.tile_rect(kTile)));
}

TEST_CASE("a cue on a tile whose earlier cues have faded starts at the bottom again, and one beside them stacks") {
  TestCanvas headless;
  const scenes::MapView view({0, 0, 640, 480});
  scenes::TurnEffects alone;
  alone.add({event_at(game::TurnEvent::Kind::Miss, 0)});
  alone.draw(headless.canvas(), view);
  const SDL_Rect tile = view.tile_rect(kTile);
  const auto first_turn = rows_drawn_in(headless, tile, render::colors::palette().text_dim);

  TestCanvas faded_canvas;
  scenes::TurnEffects faded;
  faded.add({event_at(game::TurnEvent::Kind::Damage, 3)});
  for (int tick = 0; tick < scenes::TurnEffects::kLifetimeTicks; ++tick) faded.tick();
  faded.add({event_at(game::TurnEvent::Kind::Miss, 0)});
  faded.draw(faded_canvas.canvas(), view);
  const auto after_fading = rows_drawn_in(faded_canvas, tile, render::colors::palette().text_dim);

  TestCanvas rising_canvas;
  scenes::TurnEffects rising;
  rising.add({event_at(game::TurnEvent::Kind::Damage, 3)});
  // A quarter of its life in, the first cue has not yet risen clear of a new one at the bottom.
  for (int tick = 0; tick < scenes::TurnEffects::kLifetimeTicks / 4; ++tick) rising.tick();
  rising.add({event_at(game::TurnEvent::Kind::Miss, 0)});
  rising.draw(rising_canvas.canvas(), view);
  const auto beside_rising = rows_drawn_in(rising_canvas, tile, render::colors::palette().text_dim);

  REQUIRE(first_turn);
  REQUIRE(after_fading);
  REQUIRE(beside_rising);
  CHECK(*after_fading == *first_turn);
  CHECK(beside_rising->second < first_turn->first);
}

TEST_CASE("with animations off a cue stays where it first appeared, whole, and the hit tile does not flash") {
  const scenes::MapView view({0, 0, 640, 480});
  const SDL_Rect tile = view.tile_rect(kTile);
  scenes::TurnEffects effects;
  effects.add({event_at(game::TurnEvent::Kind::Damage, 3)});
  TestCanvas fresh;
  effects.draw(fresh.canvas(), view, false);
  const auto first_rows = rows_drawn_in(fresh, tile, kDamageRed);
  CHECK(same_rgb(fresh.pixel(tile.x + 2, tile.y + tile.h - 3), {0, 0, 0, 255}));  // no flash over the tile
  TestCanvas flashing;
  effects.draw(flashing.canvas(), view, true);
  CHECK_FALSE(same_rgb(flashing.pixel(tile.x + 2, tile.y + tile.h - 3), {0, 0, 0, 255}));  // which animations draw

  for (int tick = 0; tick < scenes::TurnEffects::kLifetimeTicks - 5; ++tick) effects.tick();
  TestCanvas later;
  effects.draw(later.canvas(), view, false);
  TestCanvas moving;
  effects.draw(moving.canvas(), view, true);
  REQUIRE(first_rows);
  CHECK(rows_drawn_in(later, tile, kDamageRed) == first_rows);   // not risen, and not faded
  CHECK(rows_drawn_in(moving, tile, kDamageRed) != first_rows);  // with animations it rises and fades
}

TEST_CASE("cues on neighbouring tiles in one turn do not overlap, and a blow from above drifts down") {
  TestCanvas headless;
  const scenes::MapView view({0, 0, 640, 480});  // 16-pixel tiles: "-13" is wider than a tile
  scenes::TurnEffects effects;
  const core::Point beside{kTile.x + 1, kTile.y};
  effects.add({{game::TurnEvent::Kind::Damage, kTile, 13, beside}, {game::TurnEvent::Kind::Miss, beside, 0, kTile}});
  effects.draw(headless.canvas(), view);
  const SDL_Rect tile = view.tile_rect(kTile);
  CHECK(damage_and_miss_apart(headless, tile));

  // Bitten by a mouse on the tile above: the number starts at the tile's foot and goes down,
  // never over the biter.
  TestCanvas bitten_canvas;
  scenes::TurnEffects bitten;
  bitten.add({{game::TurnEvent::Kind::Damage, kTile, 2, {kTile.x, kTile.y - 1}}});
  for (int tick = 0; tick < scenes::TurnEffects::kLifetimeTicks / 2; ++tick) bitten.tick();
  bitten.draw(bitten_canvas.canvas(), view, /*moving=*/false);
  const SDL_Rect below{tile.x - tile.w, tile.y - 5 * tile.h, 3 * tile.w, 10 * tile.h};
  int above_the_tile = 0;
  int anywhere = 0;
  for (int y = below.y; y < below.y + below.h; ++y) {
    for (int x = below.x; x < below.x + below.w; ++x) {
      if (!same_rgb(bitten_canvas.pixel(x, y), kDamageRed)) continue;
      ++anywhere;
      if (y < tile.y) ++above_the_tile;
    }
  }
  CHECK(anywhere > 0);
  CHECK(above_the_tile == 0);
}
