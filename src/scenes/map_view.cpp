#include "scenes/map_view.h"

#include <algorithm>

#include "core/camera.h"

namespace scenes {

namespace {

constexpr SDL_Color kFullColour{255, 255, 255, 255};
// Remembered tiles: darker and a little blue, like a memory.
constexpr SDL_Color kRemembered{96, 100, 128, 255};

// A stable per-tile number, so variant sprites stay put as the camera moves.
unsigned tile_hash(core::Point p) {
  unsigned h = static_cast<unsigned>(p.x) * 73856093u ^ static_cast<unsigned>(p.y) * 19349663u;
  h ^= h >> 13;
  return h * 0x5bd1e995u >> 16;
}

// Walls with floor below show their brick face; the rest show their top, so
// the dungeon reads as walls standing on a floor.
const char* terrain_sprite(const game::Floor& floor, core::Point p) {
  const bool variant = tile_hash(p) % 9 == 0;
  if (floor.is_floor(p)) return variant ? "floor_alt" : "floor";
  if (floor.is_floor(p + core::Point{0, 1})) return variant ? "wall_face_alt" : "wall_face";
  return "wall_top";
}

}  // namespace

void MapView::change_zoom(int steps) { zoom_ = std::clamp(zoom_ + steps, kMinZoom, kMaxZoom); }

void MapView::follow(core::Point focus, core::Point floor_size) {
  const int tile = tile_pixels();
  camera_ = core::camera_origin({focus.x * tile + tile / 2, focus.y * tile + tile / 2}, {viewport_.w, viewport_.h},
                                {floor_size.x * tile, floor_size.y * tile});
}

std::optional<core::Point> MapView::tile_at(core::Point canvas_point) const {
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

void MapView::draw(render::Canvas& canvas, const game::Floor& floor, core::Point player,
                   std::optional<core::Point> hovered) const {
  SDL_RenderSetClipRect(canvas.renderer(), &viewport_);
  draw_terrain(canvas, floor);
  draw_entities(canvas, floor);
  canvas.sprite("player", tile_rect(player));
  if (hovered && floor.cells.in_bounds(*hovered)) canvas.sprite("cursor", tile_rect(*hovered));
  SDL_RenderSetClipRect(canvas.renderer(), nullptr);
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
      canvas.sprite(terrain_sprite(floor, p), tile_rect(p), floor.visible[p] ? kFullColour : kRemembered);
    }
  }
}

void MapView::draw_entities(render::Canvas& canvas, const game::Floor& floor) const {
  for (const game::Entity& entity : floor.entities) {
    // Stairs never move, so the player remembers them; anything else only shows while in sight.
    const bool remembered = std::holds_alternative<game::Stairs>(entity.kind) && floor.seen[entity.position];
    if (floor.visible[entity.position]) {
      canvas.sprite(entity.sprite, tile_rect(entity.position));
    } else if (remembered) {
      canvas.sprite(entity.sprite, tile_rect(entity.position), kRemembered);
    }
  }
}

}  // namespace scenes
