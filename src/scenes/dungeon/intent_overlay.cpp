// SPDX-License-Identifier: MIT
#include "scenes/dungeon/intent_overlay.h"

#include <algorithm>
#include <optional>
#include <string>

#include "core/line_of_fire.h"
#include "game/rules/monster_abilities.h"
#include "game/rules/monster_search.h"
#include "render/color.h"
#include "scenes/dungeon/overlay_legend.h"

namespace scenes {

namespace {

constexpr SDL_Color kHunting{245, 80, 70, 200};
constexpr SDL_Color kAiming{255, 200, 60, 255};
constexpr SDL_Color kFleeing{80, 230, 120, 200};
constexpr SDL_Color kSearching{240, 150, 230, 200};
constexpr SDL_Color kWandering{170, 170, 190, 160};
constexpr SDL_Color kAsleep{120, 170, 255, 200};

struct Intent {
  SDL_Color colour;
  std::optional<core::Point> target;
};

core::Grid<std::uint8_t> creatures_of(const game::World& world) {
  const game::Floor& floor = world.floor();
  core::Grid<std::uint8_t> creatures(floor.width(), floor.height(), 0);
  for (const game::Entity& entity : floor.entities) {
    if (entity.solid) creatures[entity.position] = 1;
  }
  creatures[world.player().position] = 1;
  return creatures;
}

Intent intent_of(const game::Entity& entity, const game::Monster& monster, const game::World& world,
                 const core::Grid<std::uint8_t>& creatures) {
  if (monster.sleeping) return {kAsleep, std::nullopt};
  if (game::is_searching(monster)) return {kSearching, monster.search_spot};
  if (!monster.alert) return {kWandering, monster.patrol_target};
  const core::Point player = world.player().position;
  if (monster.fleeing) return {kFleeing, std::nullopt};
  const int range = game::shooting_range(monster.traits);
  const bool aiming =
      range > 0 && core::clear_line_of_fire(world.floor().opaque, creatures, entity.position, player, range);
  return {aiming ? kAiming : kHunting, player};
}

core::Point centre_of(const SDL_Rect& tile) {
  return {tile.x + tile.w / 2, tile.y + tile.h / 2};
}

// A square of the state's colour in the tile's top left corner, a quarter of the tile wide.
void draw_tag(render::Canvas& canvas, const SDL_Rect& tile, const Intent& intent) {
  const int side = std::max(4, tile.w / 4);
  const SDL_Rect tag{tile.x + 1, tile.y + 1, side, side};
  canvas.fill_rect(tag, {intent.colour.r, intent.colour.g, intent.colour.b, 255});
  canvas.outline_rect(tag, render::colors::palette().background);
}

void draw_legend(render::Canvas& canvas, const SDL_Rect& view, int row) {
  OverlayLegend legend(canvas, view, row, "Intent:");
  legend.entry(kHunting, "hunting you");
  legend.entry(kAiming, "with a clear shot");
  legend.entry(kFleeing, "fleeing");
  legend.entry(kSearching, "searching");
  legend.entry(kWandering, "wandering");
  legend.entry(kAsleep, "asleep");
  legend.hint("intent off hides it");
}

}  // namespace

void draw_intent_overlay(render::Canvas& canvas, const MapView& map_view, const game::World& world, int legend_row) {
  const core::Grid<std::uint8_t> creatures = creatures_of(world);
  {
    const render::Canvas::PixelUnits in_pixels(canvas);
    const SDL_Rect& view = map_view.viewport();
    for (const game::Entity& entity : world.floor().entities) {
      const auto* monster = std::get_if<game::Monster>(&entity.kind);
      if (monster == nullptr || monster->hp <= 0) continue;
      const SDL_Rect tile = map_view.tile_rect(entity.position);
      if (!SDL_HasIntersection(&tile, &view)) continue;
      const Intent intent = intent_of(entity, *monster, world, creatures);
      if (intent.target) canvas.line(centre_of(tile), centre_of(map_view.tile_rect(*intent.target)), intent.colour);
      draw_tag(canvas, tile, intent);
    }
  }
  draw_legend(canvas, map_view.ui_viewport(), legend_row);
}

}  // namespace scenes
