// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "core/point.h"
#include "render/sdl_handles.h"

namespace render {

enum class TextSize { Small, Normal, Large, Title };
enum class Align { Left, Center, Right };

// Draws text with one TrueType font at a few fixed sizes, rasterised at the screen's scale so it
// is drawn at its final size rather than resampled. Each distinct (string, size, colour) is
// rasterised once and kept as a texture, so a HUD line redrawn every frame costs one copy, not a
// rasterisation. Positions and sizes here are the renderer's pixels; Canvas converts.
class Text {
 public:
  // Opens the font at every size; nullopt with `error` set when it cannot.
  static std::optional<Text> open(SDL_Renderer* renderer, const std::filesystem::path& font_file, std::string& error);

  // Draws `text` with its top edge at position.y, aligned on position.x.
  // Returns the drawn width and height in pixels.
  core::Point draw(const std::string& text, core::Point position, SDL_Color color, TextSize size = TextSize::Normal,
                   Align align = Align::Left);
  core::Point measure(const std::string& text, TextSize size = TextSize::Normal);
  // Where the glyphs of a text have any ink, from its top-left corner (for layout tests: the
  // line's box is taller than its letters).
  SDL_Rect ink(const std::string& text, TextSize size, SDL_Color color);
  int line_height(TextSize size = TextSize::Normal) const;
  // Rasterises at `scale` times each size's design size from now on (1: the sizes as designed).
  void set_scale(double scale);

  // Drops cached textures not drawn since the previous call; call once per frame.
  void end_frame();

 private:
  using CacheKey = std::tuple<std::string, int, std::uint32_t>;
  struct CachedText {
    TexturePtr texture;
    core::Point size;
    bool used_this_frame = true;
  };

  Text(SDL_Renderer* renderer, std::map<TextSize, FontPtr> fonts);
  const CachedText* cached(const std::string& text, TextSize size, SDL_Color color);

  SDL_Renderer* renderer_;
  std::map<TextSize, FontPtr> fonts_;
  std::map<CacheKey, CachedText> cache_;
  double scale_ = 1.0;
};

// Where the game looks for its font: the DejaVu Sans Mono file installed by
// Debian's fonts-dejavu-core package.
std::optional<std::filesystem::path> find_font(const std::filesystem::path& resource_dir);

}  // namespace render
