#pragma once

#include <SDL.h>

#include <algorithm>
#include <optional>
#include <string>

#include "core/point.h"
#include "game/world/floor.h"
#include "render/canvas.h"

namespace scenes {

class Motion;

// The researcher as the map draws them: where, and with which sprite (player.json's).
struct PlayerFigure {
  core::Point position;
  const std::string& sprite;  // borrowed for the call
};

// Draws a floor as the player knows it: visible tiles in full colour,
// remembered tiles dimmed, unknown tiles black, through a camera that follows
// the player and stays inside the map.
class MapView {
 public:
  static constexpr int kSpritePixels = 16;
  static constexpr int kMinZoom = 1;
  static constexpr int kMaxZoom = 4;

  // `zoom` is clamped to [kMinZoom, kMaxZoom].
  explicit MapView(SDL_Rect viewport, int zoom = 2)
      : viewport_(viewport), zoom_(std::clamp(zoom, kMinZoom, kMaxZoom)) {}

  const SDL_Rect& viewport() const { return viewport_; }
  // Moves the view to another area of the canvas; call follow() after it.
  void set_viewport(const SDL_Rect& viewport) { viewport_ = viewport; }
  int zoom() const { return zoom_; }
  int tile_pixels() const { return kSpritePixels * zoom_; }
  void change_zoom(int steps);

  // Centres the camera on `focus` (drawn `shift` pixels off its tile, while
  // it moves) for a floor of the given size in tiles.
  void follow(core::Point focus, core::Point floor_size, core::Point shift = {0, 0});

  // The tile under a logical-canvas point, if the point is inside the view.
  std::optional<core::Point> tile_at(core::Point canvas_point) const;
  // Where a tile is drawn on the canvas.
  SDL_Rect tile_rect(core::Point tile) const;

  // `motion`, when given, moves the player and the monsters off their tiles
  // while they step or lunge, and fades the monsters just killed.
  void draw(render::Canvas& canvas, const game::Floor& floor, const PlayerFigure& player,
            std::optional<core::Point> hovered, const Motion* motion = nullptr) const;

 private:
  void draw_terrain(render::Canvas& canvas, const game::Floor& floor) const;
  void draw_entities(render::Canvas& canvas, const game::Floor& floor, const Motion* motion) const;

  SDL_Rect viewport_;
  int zoom_ = 2;
  core::Point camera_;  // world pixel at the viewport's top-left corner
};

}  // namespace scenes
