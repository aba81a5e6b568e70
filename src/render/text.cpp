// SPDX-License-Identifier: MIT
#include "render/text.h"

#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <utility>

namespace render {

namespace {

int point_size(TextSize size) {
  switch (size) {
    case TextSize::Small: return 14;
    case TextSize::Normal: return 17;
    case TextSize::Large: return 24;
    case TextSize::Title: return 64;
  }
  return 17;
}

// SDL_ttf sizes a font in points at a resolution; 72 dots an inch makes one point one pixel,
// so a scale is a resolution of 72 times it.
constexpr double kPixelsPerPoint = 72.0;

unsigned resolution_for(double scale) {
  return static_cast<unsigned>(std::lround(kPixelsPerPoint * scale));
}

// The smallest rectangle holding every pixel of `surface` that is not fully transparent.
SDL_Rect ink_of(SDL_Surface* surface) {
  int left = surface->w;
  int top = surface->h;
  int right = -1;
  int bottom = -1;
  if (SDL_LockSurface(surface) != 0) return {0, 0, surface->w, surface->h};
  for (int y = 0; y < surface->h; ++y) {
    const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(surface->pixels) + y * surface->pitch);
    for (int x = 0; x < surface->w; ++x) {
      Uint8 r = 0, g = 0, b = 0, a = 0;
      SDL_GetRGBA(row[x], surface->format, &r, &g, &b, &a);
      if (a == 0) continue;
      left = std::min(left, x);
      right = std::max(right, x);
      top = std::min(top, y);
      bottom = std::max(bottom, y);
    }
  }
  SDL_UnlockSurface(surface);
  if (right < 0) return {0, 0, 0, 0};
  return {left, top, right - left + 1, bottom - top + 1};
}

std::uint32_t packed_colour(SDL_Color c) {
  return (std::uint32_t{c.r} << 24) | (std::uint32_t{c.g} << 16) | (std::uint32_t{c.b} << 8) | c.a;
}

}  // namespace

std::optional<std::filesystem::path> find_font(const std::filesystem::path& resource_dir) {
  const std::filesystem::path candidates[] = {
      resource_dir / "fonts" / "DejaVuSansMono.ttf",
      "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
      "/usr/local/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
  };
  for (const auto& candidate : candidates) {
    std::error_code ignored;
    if (std::filesystem::is_regular_file(candidate, ignored)) return candidate;
  }
  return std::nullopt;
}

std::optional<Text> Text::open(SDL_Renderer* renderer, const std::filesystem::path& font_file, std::string& error) {
  std::map<TextSize, FontPtr> fonts;
  for (TextSize size : {TextSize::Small, TextSize::Normal, TextSize::Large, TextSize::Title}) {
    FontPtr font(TTF_OpenFont(font_file.string().c_str(), point_size(size)));
    if (!font) {
      error = "Could not open the font " + font_file.string() + ": " + TTF_GetError();
      return std::nullopt;
    }
    TTF_SetFontHinting(font.get(), TTF_HINTING_LIGHT);
    fonts.emplace(size, std::move(font));
  }
  return Text(renderer, std::move(fonts));
}

Text::Text(SDL_Renderer* renderer, std::map<TextSize, FontPtr> fonts) : renderer_(renderer), fonts_(std::move(fonts)) {}

const Text::CachedText* Text::cached(const std::string& text, TextSize size, SDL_Color color) {
  if (text.empty()) return nullptr;
  CacheKey key{text, static_cast<int>(size), packed_colour(color)};
  if (auto found = cache_.find(key); found != cache_.end()) {
    found->second.used_this_frame = true;
    return &found->second;
  }
  SurfacePtr surface(TTF_RenderUTF8_Blended(fonts_.at(size).get(), text.c_str(), color));
  if (!surface) return nullptr;
  TexturePtr texture(SDL_CreateTextureFromSurface(renderer_, surface.get()));
  if (!texture) return nullptr;
  CachedText entry{std::move(texture), {surface->w, surface->h}};
  return &cache_.emplace(std::move(key), std::move(entry)).first->second;
}

core::Point Text::draw(const std::string& text, core::Point position, SDL_Color color, TextSize size, Align align) {
  const CachedText* entry = cached(text, size, color);
  if (entry == nullptr) return {0, 0};
  int x = position.x;
  if (align == Align::Center) x -= entry->size.x / 2;
  if (align == Align::Right) x -= entry->size.x;
  const SDL_Rect target{x, position.y, entry->size.x, entry->size.y};
  SDL_RenderCopy(renderer_, entry->texture.get(), nullptr, &target);
  return entry->size;
}

core::Point Text::measure(const std::string& text, TextSize size) {
  int width = 0;
  int height = 0;
  if (!text.empty()) TTF_SizeUTF8(fonts_.at(size).get(), text.c_str(), &width, &height);
  return {width, height == 0 ? line_height(size) : height};
}

// Rasterised again rather than kept from drawing: only layout tests ask, and drawing stays as cheap as ever.
SDL_Rect Text::ink(const std::string& text, TextSize size, SDL_Color color) {
  if (text.empty()) return {0, 0, 0, 0};
  SurfacePtr surface(TTF_RenderUTF8_Blended(fonts_.at(size).get(), text.c_str(), color));
  return surface ? ink_of(surface.get()) : SDL_Rect{0, 0, 0, 0};
}

int Text::line_height(TextSize size) const {
  return TTF_FontLineSkip(fonts_.at(size).get());
}

void Text::set_scale(double scale) {
  if (resolution_for(scale) == resolution_for(scale_)) return;
  scale_ = scale;
  const unsigned resolution = resolution_for(scale);
  for (auto& [size, font] : fonts_) TTF_SetFontSizeDPI(font.get(), point_size(size), resolution, resolution);
  cache_.clear();
}

void Text::end_frame() {
  std::erase_if(cache_, [](const auto& item) { return !item.second.used_this_frame; });
  for (auto& [key, entry] : cache_) entry.used_this_frame = false;
}

}  // namespace render
