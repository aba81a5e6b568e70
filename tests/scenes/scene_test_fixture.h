#pragma once

#include <memory>
#include <optional>

#include "game/content_library.h"
#include "render/canvas.h"
#include "render/scene.h"
#include "render/sdl_handles.h"
#include "render/sdl_libraries.h"
#include "render/text.h"
#include "render/texture_atlas.h"

// Draws scenes without a window: SDL's software renderer onto a 1280x720
// surface, with the real atlas and font, so tests see the real pixels.
class HeadlessCanvas {
 public:
  HeadlessCanvas();
  render::Canvas& canvas() { return *canvas_; }
  SDL_Color pixel(int x, int y) const;

 private:
  std::unique_ptr<render::SdlLibraries> libraries_;
  render::SurfacePtr target_;
  render::RendererPtr renderer_;
  std::optional<render::TextureAtlas> atlas_;
  std::optional<render::Text> text_;
  std::unique_ptr<render::Canvas> canvas_;
};

// The shipped content, loaded once for all scene tests.
std::shared_ptr<game::ContentLibrary> shipped_content();

// Records what a scene asked of the app.
class RecordingRequests : public render::SceneRequests {
 public:
  void switch_to(std::unique_ptr<render::Scene> next) override { next_scene = std::move(next); }
  void push(std::unique_ptr<render::Scene> next) override { pushed_scene = std::move(next); }
  void pop() override { ++pops; }
  void quit() override { quit_requested = true; }

  std::unique_ptr<render::Scene> next_scene;
  std::unique_ptr<render::Scene> pushed_scene;
  int pops = 0;
  bool quit_requested = false;
};
