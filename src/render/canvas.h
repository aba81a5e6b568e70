// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "core/point.h"
#include "render/screen.h"
#include "render/sdl_handles.h"
#include "render/text.h"
#include "render/texture_atlas.h"

namespace render {

// What a canvas drew in UI units, for tests that check a layout at every screen size: each
// text (where its letters have ink), sprite and outlined panel, in the screen's UI units
// (a design frame's origin added; the screen's whole units, not the frame's).
struct DrawingLog {
  struct Drawn {
    std::string name;  // the text, or the sprite's name
    SDL_Rect rect;
  };
  std::vector<Drawn> texts;
  std::vector<Drawn> sprites;
  std::vector<SDL_Rect> outlines;
  // The texts fit_text cut short to fit a width, as it returned them ("Killed by a Meta..."), so a test
  // tells them from texts that merely end in dots ("You die...").
  std::vector<std::string> shortened;
};

// What scenes draw with: rectangles, sprites from the atlas and cached text, all in UI units
// (see screen.h), which the canvas turns into the renderer's pixels as it draws.
class Canvas {
 public:
  Canvas(SDL_Renderer* renderer, TextureAtlas& atlas, Text& text) : renderer_(renderer), atlas_(atlas), text_(text) {}

  // Where the UI units lie on the renderer from now on; the app sets it every frame.
  void set_screen(const Screen& screen);
  const Screen& screen() const { return screen_; }
  // Draws the next scene in a frame of the design size centred on the screen, or on the whole
  // screen (see Scene::lays_out_at_design_size).
  void use_design_frame(bool framed);
  // The size in UI units drawn on: the screen's, or the design size in a frame.
  core::Point size() const { return framed_ ? core::Point{kDesignWidth, kDesignHeight} : screen_.size; }
  // The whole screen in the current coordinates, for what covers it all (an overlay's dimming).
  SDL_Rect whole_screen() const { return {-origin_.x, -origin_.y, screen_.size.x, screen_.size.y}; }

  // While a PixelUnits lives, the canvas's coordinates are the renderer's pixels, for the map
  // and what is drawn over its tiles; text keeps the screen's scale, so it reads the same.
  class PixelUnits {
   public:
    explicit PixelUnits(Canvas& canvas)
        : canvas_(canvas), saved_scale_(canvas.pixels_per_unit_), saved_origin_(canvas.origin_) {
      canvas.pixels_per_unit_ = 1.0;
      canvas.origin_ = {0, 0};
      ++canvas.pixel_units_depth_;
    }
    ~PixelUnits() {
      canvas_.pixels_per_unit_ = saved_scale_;
      canvas_.origin_ = saved_origin_;
      --canvas_.pixel_units_depth_;
    }
    PixelUnits(const PixelUnits&) = delete;
    PixelUnits& operator=(const PixelUnits&) = delete;

   private:
    Canvas& canvas_;
    double saved_scale_;
    core::Point saved_origin_;
  };

  void clear(SDL_Color color);
  void fill_rect(const SDL_Rect& rect, SDL_Color color);
  void outline_rect(const SDL_Rect& rect, SDL_Color color, int thickness = 1);
  void line(core::Point from, core::Point to, SDL_Color color);
  void sprite(const std::string& name, const SDL_Rect& target, SDL_Color tint = {255, 255, 255, 255});
  // Drawing is kept inside `area` until clip_to_screen().
  void clip_to(const SDL_Rect& area);
  void clip_to_screen();
  core::Point text(const std::string& line, core::Point position, SDL_Color color, TextSize size = TextSize::Normal,
                   Align align = Align::Left);
  core::Point measure_text(const std::string& line, TextSize size = TextSize::Normal);
  int line_height(TextSize size = TextSize::Normal) const;
  // Splits text into lines no wider than `width`, breaking between words.
  std::vector<std::string> wrap_text(const std::string& text, int width, TextSize size = TextSize::Normal);
  // `text` as it is when it fits `width`, else cut (never inside a UTF-8
  // character) and ended with "...". Found in a few measurements however long
  // the text (core::longest_fitting_start) and kept, so a line redrawn every
  // frame is fitted once.
  std::string fit_text(const std::string& text, int width, TextSize size = TextSize::Normal);

  // A copy of what has been drawn so far this frame (before present), as
  // 32-bit ARGB pixels at the renderer's output size.
  SurfacePtr read_pixels() const;

  // Records what is drawn from now on into `log` (none: stop recording); the log must outlive it.
  void record_into(DrawingLog* log) { log_ = log; }

  SDL_Renderer* renderer() const { return renderer_; }
  TextureAtlas& atlas() { return atlas_; }

 private:
  // A position or size in this canvas's current units, as the renderer's pixels, and back.
  int pixels(int units) const;
  core::Point pixels(core::Point units) const;
  SDL_Rect pixels(const SDL_Rect& units) const;
  int units(int pixels) const;
  std::string shortened_to_fit(const std::string& text, int width, TextSize size);
  void log_ink(const std::string& line, core::Point position, core::Point drawn, SDL_Color color, TextSize size,
               Align align);

  SDL_Renderer* renderer_;
  Screen screen_;
  double pixels_per_unit_ = 1.0;  // the screen's scale, or 1 while PixelUnits lives
  bool framed_ = false;
  int pixel_units_depth_ = 0;  // how many PixelUnits live
  DrawingLog* log_ = nullptr;  // only UI-unit drawing is recorded
  // What fit_text gave for a text, width and size at a scale; emptied when it holds
  // kFittedTextsKept, far more than one screen shows.
  using FitKey = std::tuple<std::string, int, TextSize, double>;
  std::map<FitKey, std::string> fitted_;
  static constexpr std::size_t kFittedTextsKept = 1024;
  core::Point origin_{0, 0};  // where the coordinates start on the screen, in UI units
  TextureAtlas& atlas_;
  Text& text_;
};

}  // namespace render
