// SPDX-License-Identifier: MIT
#include "scenes/dungeon/map_view.h"

#include <algorithm>

#include "core/camera.h"
#include "scenes/dungeon/motion.h"

namespace scenes {

namespace {

// A stable per-tile number, so variant sprites stay put as the camera moves.
unsigned tile_hash(core::Point p) {
  unsigned h = static_cast<unsigned>(p.x) * 73856093u ^ static_cast<unsigned>(p.y) * 19349663u;
  h ^= h >> 13;
  return h * 0x5bd1e995u >> 16;
}

// A wall whose raised top shows: wall with more wall below it.
bool is_wall_top(const game::Floor& floor, core::Point p) {
  return floor.is_wall(p) && floor.is_wall(p + core::Point{0, 1});
}

// Wall tops are autotiled: each side where the raised top ends (floor to the north; floor or a
// lower wall face to the west or east) gets a dark edge and a lit rim, and an inner corner (floor
// only diagonally above) gets a notch, so wall masses read as solid stone with a clear outline.
const char* wall_top_sprite(const game::Floor& floor, core::Point p) {
  const bool north = floor.is_floor(p + core::Point{0, -1});
  const bool west = !is_wall_top(floor, p + core::Point{-1, 0});
  const bool east = !is_wall_top(floor, p + core::Point{1, 0});
  const bool notch_nw = !north && !west && floor.is_floor(p + core::Point{-1, -1});
  const bool notch_ne = !north && !east && floor.is_floor(p + core::Point{1, -1});
  if (notch_nw && notch_ne) return "wall_top_cnwne";
  if (notch_nw) return east ? "wall_top_e_cnw" : "wall_top_cnw";
  if (notch_ne) return west ? "wall_top_w_cne" : "wall_top_cne";
  static constexpr const char* kRimmed[8] = {"wall_top",   "wall_top_n",  "wall_top_w",  "wall_top_nw",
                                             "wall_top_e", "wall_top_ne", "wall_top_we", "wall_top_nwe"};
  return kRimmed[(north ? 1 : 0) | (west ? 2 : 0) | (east ? 4 : 0)];
}

// Walls with floor below show their brick face; the rest show their top, so
// the dungeon reads as walls standing on a floor. Cracked floor stays rare.
const char* terrain_sprite(const game::Floor& floor, core::Point p) {
  const unsigned hash = tile_hash(p);
  if (floor.is_floor(p)) return hash % 16 == 0 ? "floor_alt" : "floor";
  if (floor.is_floor(p + core::Point{0, 1})) return hash % 9 == 0 ? "wall_face_alt" : "wall_face";
  return wall_top_sprite(floor, p);
}

}  // namespace

void MapView::set_terrain_tint(const std::optional<content::Tint>& tint) {
  const content::Tint through = tint.value_or(content::Tint{});
  const auto times = [](std::uint8_t channel, std::uint8_t by) { return static_cast<Uint8>(channel * by / 255); };
  seen_terrain_ = {through.red, through.green, through.blue, 255};
  remembered_terrain_ = {times(kRemembered.r, through.red), times(kRemembered.g, through.green),
                         times(kRemembered.b, through.blue), 255};
}

void MapView::change_zoom(int steps) {
  zoom_ = std::clamp(zoom_ + steps, kMinZoom, kMaxZoom);
}

void MapView::follow(core::Point focus, core::Point floor_size, core::Point shift) {
  const int tile = tile_pixels();
  camera_ = core::camera_origin({focus.x * tile + tile / 2 + shift.x, focus.y * tile + tile / 2 + shift.y},
                                {viewport_.w, viewport_.h}, {floor_size.x * tile, floor_size.y * tile});
}

// The pixels of the tiles from `first` to `last` (both kept), `shift` pixels off.
core::Rect MapView::pixels_of(core::Point first, core::Point last, core::Point shift) const {
  const int tile = tile_pixels();
  return {first.x * tile + shift.x, first.y * tile + shift.y, (last.x - first.x + 1) * tile,
          (last.y - first.y + 1) * tile};
}

void MapView::keep_in_view(core::Point focus, core::Point floor_size, core::Point shift, int margin,
                           const std::vector<core::Point>& also_shown) {
  const int tile = tile_pixels();
  const core::Point view{viewport_.w, viewport_.h};
  // The margin each axis has room for: a view too small for all the sight keeps what it can of it.
  const core::Point room{std::clamp((view.x / tile - 1) / 2, 0, margin),
                         std::clamp((view.y / tile - 1) / 2, 0, margin)};
  core::Point first = focus - room;
  core::Point last = focus + room;
  for (const core::Point tile_shown : also_shown) {
    first = {std::min(first.x, tile_shown.x), std::min(first.y, tile_shown.y)};
    last = {std::max(last.x, tile_shown.x), std::max(last.y, tile_shown.y)};
  }
  const core::Point centre{focus.x * tile + tile / 2 + shift.x, focus.y * tile + tile / 2 + shift.y};
  camera_ = core::camera_keeping(camera_, pixels_of(first, last, shift), centre, view,
                                 {floor_size.x * tile, floor_size.y * tile});
}

std::optional<core::Point> MapView::tile_at(core::Point ui_point) const {
  const core::Point canvas_point = screen_.to_pixels(ui_point);
  if (canvas_point.x < viewport_.x || canvas_point.y < viewport_.y || canvas_point.x >= viewport_.x + viewport_.w ||
      canvas_point.y >= viewport_.y + viewport_.h) {
    return std::nullopt;
  }
  const int world_x = canvas_point.x - viewport_.x + camera_.x;
  const int world_y = canvas_point.y - viewport_.y + camera_.y;
  if (world_x < 0 || world_y < 0) return std::nullopt;
  return core::Point{world_x / tile_pixels(), world_y / tile_pixels()};
}

SDL_Rect MapView::tile_rect(core::Point tile) const {
  const int size = tile_pixels();
  return {viewport_.x + tile.x * size - camera_.x, viewport_.y + tile.y * size - camera_.y, size, size};
}

void MapView::draw(render::Canvas& canvas, const game::Floor& floor, const PlayerFigure& player,
                   std::optional<core::Point> hovered, const Motion* motion) const {
  const render::Canvas::PixelUnits in_pixels(canvas);
  canvas.clip_to(viewport_);
  draw_terrain(canvas, floor);
  draw_entities(canvas, floor, motion);
  SDL_Rect player_rect = tile_rect(player.position);
  if (motion) {
    motion->draw_fading(canvas, *this);
    const core::Point shift = motion->player_offset(tile_pixels());
    player_rect.x += shift.x;
    player_rect.y += shift.y;
  }
  canvas.sprite(player.sprite, player_rect);
  if (hovered && floor.cells.in_bounds(*hovered)) canvas.sprite("cursor", tile_rect(*hovered));
  canvas.clip_to_screen();
}

void MapView::draw_terrain(render::Canvas& canvas, const game::Floor& floor) const {
  const int size = tile_pixels();
  const int first_x = std::max(0, camera_.x / size);
  const int first_y = std::max(0, camera_.y / size);
  const int last_x = std::min(floor.width() - 1, (camera_.x + viewport_.w) / size);
  const int last_y = std::min(floor.height() - 1, (camera_.y + viewport_.h) / size);
  for (int y = first_y; y <= last_y; ++y) {
    for (int x = first_x; x <= last_x; ++x) {
      const core::Point p{x, y};
      if (!floor.seen[p]) continue;
      canvas.sprite(terrain_sprite(floor, p), tile_rect(p), floor.visible[p] ? seen_terrain_ : remembered_terrain_);
    }
  }
}

// Creatures are drawn after everything else on the floor, so a monster standing
// on an item, a door or the stairs is always seen, never hidden under them.
void MapView::draw_entities(render::Canvas& canvas, const game::Floor& floor, const Motion* motion) const {
  // A found trap lies flat on the floor, under whatever stands on it; a hidden one is not drawn at all.
  for (const game::Entity& trap : floor.traps) {
    if (!std::get<game::Trap>(trap.kind).found || !floor.seen[trap.position]) continue;
    const SDL_Color tint = floor.visible[trap.position] ? SDL_Color{255, 255, 255, 255} : kRemembered;
    canvas.sprite(trap.sprite, tile_rect(trap.position), tint);
  }
  for (const bool creatures : {false, true}) {
    for (const game::Entity& entity : floor.entities) {
      if (std::holds_alternative<game::Monster>(entity.kind) == creatures) draw_entity(canvas, floor, entity, motion);
    }
  }
}

void MapView::draw_entity(render::Canvas& canvas, const game::Floor& floor, const game::Entity& entity,
                          const Motion* motion) const {
  if (floor.visible[entity.position]) {
    SDL_Rect rect = tile_rect(entity.position);
    if (motion && std::holds_alternative<game::Monster>(entity.kind)) {
      const core::Point shift = motion->offset_of(entity.id, tile_pixels());
      rect.x += shift.x;
      rect.y += shift.y;
    }
    canvas.sprite(entity.sprite, rect);
    const auto* monster = std::get_if<game::Monster>(&entity.kind);
    if (monster && monster->sleeping) canvas.sprite("asleep_mark", rect);  // a sleeper reads at a glance
  } else if (game::is_remembered(floor, entity)) {
    canvas.sprite(entity.sprite, tile_rect(entity.position), kRemembered);
  }
}

}  // namespace scenes
