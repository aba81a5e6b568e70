// SPDX-License-Identifier: MIT
#include "scenes/dungeon/sight_overlay.h"

#include <string>

#include "content/definitions.h"
#include "render/color.h"

namespace scenes {

namespace {

// Translucent, so the map stays readable under them; the legend repeats them opaque.
constexpr SDL_Color kBothSee{90, 140, 255, 80};
constexpr SDL_Color kOnlyOverlaySees{80, 230, 120, 130};
constexpr SDL_Color kOnlyGameSees{245, 80, 70, 130};
constexpr int kLegendHeight = 28;
constexpr int kSwatch = 14;

SDL_Color opaque(SDL_Color colour) {
  return {colour.r, colour.g, colour.b, 255};
}

void tint_tiles(render::Canvas& canvas, const MapView& map_view, const core::Grid<std::uint8_t>& game_sees,
                const core::Grid<std::uint8_t>& overlay_sees) {
  const render::Canvas::PixelUnits in_pixels(canvas);
  const SDL_Rect& view = map_view.viewport();
  for (std::size_t i = 0; i < game_sees.cells().size(); ++i) {
    const bool game = game_sees.cells()[i] != 0;
    const bool overlay = overlay_sees.cells()[i] != 0;
    if (!game && !overlay) continue;
    const SDL_Rect tile = map_view.tile_rect(game_sees.point_at(i));
    if (!SDL_HasIntersection(&tile, &view)) continue;
    canvas.fill_rect(tile, game && overlay ? kBothSee : (overlay ? kOnlyOverlaySees : kOnlyGameSees));
  }
}

// One swatch and its words; returns where the next one starts.
int legend_entry(render::Canvas& canvas, int x, int middle, SDL_Color colour, const std::string& words) {
  canvas.fill_rect({x, middle - kSwatch / 2, kSwatch, kSwatch}, opaque(colour));
  const core::Point size =
      canvas.text(words, {x + kSwatch + 6, middle - canvas.line_height() / 2}, render::colors::palette().text);
  return x + kSwatch + 6 + size.x + 18;
}

void draw_legend(render::Canvas& canvas, const SDL_Rect& view, const core::Sight& game, const core::Sight& overlay) {
  // Along the top of the map: look mode writes its hint along the bottom.
  const SDL_Rect strip{view.x, view.y, view.w, kLegendHeight};
  canvas.fill_rect(strip, render::colors::palette().panel);
  canvas.outline_rect(strip, render::colors::palette().panel_border);
  const int middle = strip.y + kLegendHeight / 2;
  int x = strip.x + 12;
  const core::Point title =
      canvas.text("Sight:", {x, middle - canvas.line_height() / 2}, render::colors::palette().accent);
  x += title.x + 12;
  x = legend_entry(canvas, x, middle, kBothSee, "both");
  x = legend_entry(canvas, x, middle, kOnlyOverlaySees, "only " + sight_name(overlay));
  x = legend_entry(canvas, x, middle, kOnlyGameSees, "only " + sight_name(game) + ", the game's");
  // How to hide it, where there is room left.
  const std::string hint = "sight off hides it";
  const int right = strip.x + strip.w - 12;
  if (right - canvas.measure_text(hint).x >= x) {
    canvas.text(hint, {right, middle - canvas.line_height() / 2}, render::colors::palette().text_dim,
                render::TextSize::Normal, render::Align::Right);
  }
}

}  // namespace

std::string sight_name(const core::Sight& sight) {
  std::string name(core::id_of(content::kSightRuleNames, sight.rule));
  if (sight.rule == core::SightRule::RayCast) name += " " + std::to_string(sight.ray_spacing_degrees) + "\u00b0";
  return name;
}

void draw_sight_overlay(render::Canvas& canvas, const MapView& map_view, const game::World& world,
                        const core::Sight& overlay) {
  const game::Floor& floor = world.floor();
  const core::Sight& game_rule = world.content().rules.player_sight;
  const int radius = world.player().sight_radius;
  core::Grid<std::uint8_t> game_sees;
  core::Grid<std::uint8_t> overlay_sees;
  core::compute_sight(game_rule, floor.opaque, world.player().position, radius, game_sees);
  core::compute_sight(overlay, floor.opaque, world.player().position, radius, overlay_sees);
  tint_tiles(canvas, map_view, game_sees, overlay_sees);
  draw_legend(canvas, map_view.ui_viewport(), game_rule, overlay);
}

}  // namespace scenes
