// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "render/canvas.h"
#include "render/sdl_handles.h"
#include "render/sdl_libraries.h"
#include "render/text.h"
#include "render/texture_atlas.h"

namespace render {

// Draws without a window, for tests and the benchmark: SDL's dummy video
// driver and software renderer onto a surface of the screen's pixel size
// (1280x720 at scale 1 unless told), with the atlas and font from
// `resource_dir`, so what is drawn is the game's real pixels.
class HeadlessCanvas {
 public:
  explicit HeadlessCanvas(const std::filesystem::path& resource_dir, const Screen& screen = {});
  HeadlessCanvas(const HeadlessCanvas&) = delete;
  HeadlessCanvas& operator=(const HeadlessCanvas&) = delete;

  // Empty when everything opened; otherwise what failed, and canvas() must not be used.
  const std::string& error() const { return error_; }
  Canvas& canvas() { return *canvas_; }

  // The colour drawn so far at a pixel (a UI unit's top-left pixel is screen().to_pixels of it).
  SDL_Color pixel(int x, int y) const;
  // What the app does after the scenes have drawn, minus presenting to a window.
  void finish_frame();

 private:
  std::unique_ptr<SdlLibraries> libraries_;
  SurfacePtr target_;
  RendererPtr renderer_;
  std::optional<TextureAtlas> atlas_;
  std::optional<Text> text_;
  std::unique_ptr<Canvas> canvas_;
  std::string error_;
};

}  // namespace render
