#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "core/point.h"
#include "render/sdl_handles.h"
#include "render/text.h"
#include "render/texture_atlas.h"

namespace render {

// The logical canvas every scene draws on, whatever the window's real size.
inline constexpr int kLogicalWidth = 1280;
inline constexpr int kLogicalHeight = 720;

// What scenes draw with: rectangles, sprites from the atlas and cached text,
// all in logical coordinates.
class Canvas {
 public:
  Canvas(SDL_Renderer* renderer, TextureAtlas& atlas, Text& text) : renderer_(renderer), atlas_(atlas), text_(text) {}

  void clear(SDL_Color color);
  void fill_rect(const SDL_Rect& rect, SDL_Color color);
  void outline_rect(const SDL_Rect& rect, SDL_Color color, int thickness = 1);
  void line(core::Point from, core::Point to, SDL_Color color);
  void sprite(const std::string& name, const SDL_Rect& target, SDL_Color tint = {255, 255, 255, 255}) {
    atlas_.draw(name, target, tint);
  }
  core::Point text(const std::string& line, core::Point position, SDL_Color color, TextSize size = TextSize::Normal,
                   Align align = Align::Left) {
    return text_.draw(line, position, color, size, align);
  }
  core::Point measure_text(const std::string& line, TextSize size = TextSize::Normal) {
    return text_.measure(line, size);
  }
  int line_height(TextSize size = TextSize::Normal) const { return text_.line_height(size); }
  // Splits text into lines no wider than `width`, breaking between words.
  std::vector<std::string> wrap_text(const std::string& text, int width, TextSize size = TextSize::Normal);
  // `text` as it is when it fits `width`, else cut (never inside a UTF-8
  // character) and ended with "...".
  std::string fit_text(const std::string& text, int width, TextSize size = TextSize::Normal);

  // A copy of what has been drawn so far this frame (before present), as
  // 32-bit ARGB pixels at the renderer's output size.
  SurfacePtr read_pixels() const;

  SDL_Renderer* renderer() const { return renderer_; }
  TextureAtlas& atlas() { return atlas_; }
  Text& text_cache() { return text_; }

 private:
  SDL_Renderer* renderer_;
  TextureAtlas& atlas_;
  Text& text_;
};

}  // namespace render
