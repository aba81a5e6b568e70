// SPDX-License-Identifier: MIT
#include "render/headless_canvas.h"

#include <cstdlib>

namespace render {

HeadlessCanvas::HeadlessCanvas(const std::filesystem::path& resource_dir, const Screen& screen) {
  setenv("SDL_VIDEODRIVER", "dummy", 1);
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  libraries_ = std::make_unique<SdlLibraries>();
  if (!libraries_->error().empty()) {
    error_ = libraries_->error();
    return;
  }
  const core::Point pixels = screen.pixel_size();
  target_.reset(SDL_CreateRGBSurfaceWithFormat(0, pixels.x, pixels.y, 32, SDL_PIXELFORMAT_ARGB8888));
  if (target_) renderer_.reset(SDL_CreateSoftwareRenderer(target_.get()));
  if (!renderer_) {
    error_ = std::string("no software renderer: ") + SDL_GetError();
    return;
  }
  atlas_ = TextureAtlas::load(renderer_.get(), resource_dir, error_);
  if (!atlas_) return;
  const std::optional<std::filesystem::path> font = find_font(resource_dir);
  if (!font) {
    error_ = "no font found in " + resource_dir.string();
    return;
  }
  text_ = Text::open(renderer_.get(), *font, error_);
  if (!text_) return;
  canvas_ = std::make_unique<Canvas>(renderer_.get(), *atlas_, *text_);
  canvas_->set_screen(screen);
}

SDL_Color HeadlessCanvas::pixel(int x, int y) const {
  SDL_RenderFlush(renderer_.get());
  const auto* row = static_cast<const Uint8*>(target_->pixels) + y * target_->pitch;
  const Uint32 value = reinterpret_cast<const Uint32*>(row)[x];
  SDL_Color color{};
  SDL_GetRGBA(value, target_->format, &color.r, &color.g, &color.b, &color.a);
  return color;
}

void HeadlessCanvas::finish_frame() {
  SDL_RenderFlush(renderer_.get());
  text_->end_frame();
}

}  // namespace render
