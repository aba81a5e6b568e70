// SPDX-License-Identifier: MIT
#include "scenes/dungeon/sight_overlay.h"

#include <string>

#include "content/definitions.h"
#include "render/color.h"
#include "scenes/dungeon/overlay_legend.h"

namespace scenes {

namespace {

// Translucent, so the map stays readable under them; the legend repeats them opaque.
constexpr SDL_Color kBothSee{90, 140, 255, 80};
constexpr SDL_Color kOnlyOverlaySees{80, 230, 120, 130};
constexpr SDL_Color kOnlyGameSees{245, 80, 70, 130};
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

void draw_legend(render::Canvas& canvas, const SDL_Rect& view, const core::Sight& game, const core::Sight& overlay) {
  // Along the top of the map: look mode writes its hint along the bottom.
  OverlayLegend legend(canvas, view, 0, "Sight:");
  legend.entry(kBothSee, "both");
  legend.entry(kOnlyOverlaySees, "only " + sight_name(overlay));
  legend.entry(kOnlyGameSees, "only " + sight_name(game) + ", the game's");
  legend.hint("sight off hides it");
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
