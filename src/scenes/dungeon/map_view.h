// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "content/floor_bands.h"
#include "core/point.h"
#include "game/model/floor.h"
#include "render/canvas.h"
#include "render/screen.h"

namespace scenes {

class Motion;

// Remembered tiles: darker and a little blue, like a memory, yet light enough that
// remembered floor still stands apart from the black of unknown tiles.
inline constexpr SDL_Color kRemembered{104, 108, 140, 255};

// The researcher as the map draws them: where, and with which sprite (player.json's).
struct PlayerFigure {
  core::Point position;
  const std::string& sprite;  // borrowed for the call
};

// Draws a floor as the player knows it: visible tiles in full colour,
// remembered tiles dimmed, unknown tiles black, through a camera that follows
// the player and stays inside the map. The map works in the renderer's pixels,
// not UI units, so its 16-pixel art is always drawn at a whole multiple (the
// zoom, times two on a HiDPI screen) and a bigger window shows more tiles
// rather than bigger ones; what is drawn over tiles uses Canvas::PixelUnits.
class MapView {
 public:
  static constexpr int kSpritePixels = 16;
  static constexpr int kMinZoom = 1;
  static constexpr int kMaxZoom = 4;

  // `viewport` in UI units on `screen`; `zoom` is clamped to [kMinZoom, kMaxZoom].
  explicit MapView(SDL_Rect viewport, int zoom = 2, const render::Screen& screen = {})
      : ui_viewport_(viewport),
        viewport_(screen.to_pixels(viewport)),
        screen_(screen),
        zoom_(std::clamp(zoom, kMinZoom, kMaxZoom)) {}

  // The view's area in pixels, and in UI units on the screen it was given.
  const SDL_Rect& viewport() const { return viewport_; }
  const SDL_Rect& ui_viewport() const { return ui_viewport_; }
  const render::Screen& screen() const { return screen_; }
  // Moves the view to another area (in UI units) of a screen; call follow() after it.
  void set_viewport(const SDL_Rect& viewport, const render::Screen& screen) {
    screen_ = screen;
    ui_viewport_ = viewport;
    viewport_ = screen.to_pixels(viewport);
  }
  int zoom() const { return zoom_; }
  int tile_pixels() const { return kSpritePixels * zoom_ * screen_.pixel_ratio; }
  void change_zoom(int steps);

  // Centres the camera on `focus` (drawn `shift` pixels off its tile, while
  // it moves) for a floor of the given size in tiles.
  void follow(core::Point focus, core::Point floor_size, core::Point shift = {0, 0});
  // Moves the camera only as far as it must to keep in view the tiles within `margin` of `focus`
  // (as far as the view has room: the sight around the player) and every tile of `also_shown` (the
  // monsters in view), so the map stays still under the pointer while the player walks about; what
  // cannot all be shown is centred on `focus` as follow() does.
  void keep_in_view(core::Point focus, core::Point floor_size, core::Point shift, int margin,
                    const std::vector<core::Point>& also_shown);
  // The colour walls and floors are drawn through: the band's (floors.json), so each band looks its own;
  // none draws them as the sprites are.
  void set_terrain_tint(const std::optional<content::Tint>& tint);

  // The tile under a point in UI units (the mouse's), if the point is inside the view.
  std::optional<core::Point> tile_at(core::Point ui_point) const;
  // Where a tile is drawn, in pixels.
  SDL_Rect tile_rect(core::Point tile) const;

  // `motion`, when given, moves the player and the monsters off their tiles
  // while they step or lunge, and fades the monsters just killed.
  void draw(render::Canvas& canvas, const game::Floor& floor, const PlayerFigure& player,
            std::optional<core::Point> hovered, const Motion* motion = nullptr) const;

 private:
  core::Rect pixels_of(core::Point first, core::Point last, core::Point shift) const;
  void draw_terrain(render::Canvas& canvas, const game::Floor& floor) const;
  void draw_entities(render::Canvas& canvas, const game::Floor& floor, const Motion* motion) const;
  void draw_entity(render::Canvas& canvas, const game::Floor& floor, const game::Entity& entity,
                   const Motion* motion) const;

  SDL_Rect ui_viewport_;
  SDL_Rect viewport_;  // in pixels
  render::Screen screen_;
  int zoom_ = 2;
  core::Point camera_;                          // world pixel at the viewport's top-left corner
  SDL_Color seen_terrain_{255, 255, 255, 255};  // terrain in view
  SDL_Color remembered_terrain_ = kRemembered;  // terrain seen before, out of view
};

}  // namespace scenes
