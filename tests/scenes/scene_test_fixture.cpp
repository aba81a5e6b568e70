#include "scene_test_fixture.h"

#include <doctest/doctest.h>

#include <cstdlib>

HeadlessCanvas::HeadlessCanvas() {
  setenv("SDL_VIDEODRIVER", "dummy", 1);
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  libraries_ = std::make_unique<render::SdlLibraries>();
  REQUIRE(libraries_->error().empty());
  target_.reset(
      SDL_CreateRGBSurfaceWithFormat(0, render::kLogicalWidth, render::kLogicalHeight, 32, SDL_PIXELFORMAT_ARGB8888));
  REQUIRE(target_);
  renderer_.reset(SDL_CreateSoftwareRenderer(target_.get()));
  REQUIRE(renderer_);
  std::string error;
  atlas_ = render::TextureAtlas::load(renderer_.get(), MOUSEKING_TEST_RESOURCE_DIR, error);
  REQUIRE_MESSAGE(atlas_, error);
  const auto font = render::find_font(MOUSEKING_TEST_RESOURCE_DIR);
  REQUIRE(font);
  text_ = render::Text::open(renderer_.get(), *font, error);
  REQUIRE_MESSAGE(text_, error);
  canvas_ = std::make_unique<render::Canvas>(renderer_.get(), *atlas_, *text_);
}

SDL_Color HeadlessCanvas::pixel(int x, int y) const {
  SDL_RenderFlush(renderer_.get());
  const auto* row = static_cast<const Uint8*>(target_->pixels) + y * target_->pitch;
  const Uint32 value = reinterpret_cast<const Uint32*>(row)[x];
  SDL_Color color{};
  SDL_GetRGBA(value, target_->format, &color.r, &color.g, &color.b, &color.a);
  return color;
}

std::shared_ptr<game::ContentLibrary> shipped_content() {
  static const auto content = [] {
    auto library = std::make_shared<game::ContentLibrary>(MOUSEKING_SHIPPED_DATA_DIR, content::SpriteCheck{});
    REQUIRE_MESSAGE(library->load(), library->diagnostics().to_string());
    return library;
  }();
  return content;
}
