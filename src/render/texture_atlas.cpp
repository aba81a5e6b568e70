// SPDX-License-Identifier: MIT
#include "render/texture_atlas.h"

#include <algorithm>
#include <iostream>
#include <utility>

#include "render/pixel_surface.h"

namespace render {

namespace {

constexpr const char* kMissingSprite = "missing";

}  // namespace

std::optional<TextureAtlas> TextureAtlas::load(SDL_Renderer* renderer, const std::filesystem::path& directory,
                                               std::string& error) {
  AtlasIndexResult parsed = load_atlas_index(directory / "atlas.json");
  if (!parsed.index) {
    error = parsed.error + "\nRebuild the game (cmake --build) to regenerate the texture atlas.";
    return std::nullopt;
  }
  const std::filesystem::path image_path = directory / parsed.index->image_file;
  std::string problem;
  SurfacePtr image = load_image_surface(image_path, problem);
  if (!image) {
    error = "Could not load the texture atlas image " + image_path.string() + ": " + problem +
            "\nRebuild the game (cmake --build) to regenerate the texture atlas.";
    return std::nullopt;
  }
  return from_surface(renderer, std::move(image), std::move(*parsed.index), (directory / "atlas.json").string() + ": ",
                      error);
}

std::optional<TextureAtlas> TextureAtlas::from_pixels(SDL_Renderer* renderer, const sprites::PixelImage& pixels,
                                                      AtlasIndex index, std::string& error) {
  SurfacePtr image = surface_from_pixels(pixels);
  if (!image) {
    error = std::string("Could not make the texture atlas: ") + SDL_GetError();
    return std::nullopt;
  }
  return from_surface(renderer, std::move(image), std::move(index), "the packed sprites: ", error);
}

std::optional<TextureAtlas> TextureAtlas::from_surface(SDL_Renderer* renderer, SurfacePtr image, AtlasIndex index,
                                                       const std::string& source, std::string& error) {
  TexturePtr texture(SDL_CreateTextureFromSurface(renderer, image.get()));
  if (!texture) {
    error = source + "could not make the texture atlas: " + SDL_GetError();
    return std::nullopt;
  }
  for (const auto& [name, rect] : index.sprites) {
    if (rect.x < 0 || rect.y < 0 || rect.x + rect.w > image->w || rect.y + rect.h > image->h) {
      error = source + "sprite \"" + name + "\" lies outside the " + std::to_string(image->w) + "x" +
              std::to_string(image->h) + " image";
      return std::nullopt;
    }
  }
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  return TextureAtlas(renderer, std::move(image), std::move(texture), std::move(index));
}

TextureAtlas::TextureAtlas(SDL_Renderer* renderer, SurfacePtr image, TexturePtr texture, AtlasIndex index)
    : renderer_(renderer), image_(std::move(image)), texture_(std::move(texture)), index_(std::move(index)) {}

SDL_Texture* TextureAtlas::texture_at_scale(int scale) {
  if (scale <= 1 || scale > kMaxPrescaled) return texture_.get();
  TexturePtr& scaled = prescaled_[scale];
  if (!scaled) {
    SurfacePtr big(
        SDL_CreateRGBSurfaceWithFormat(0, image_->w * scale, image_->h * scale, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!big) return texture_.get();
    SDL_SetSurfaceBlendMode(image_.get(), SDL_BLENDMODE_NONE);
    SDL_BlitScaled(image_.get(), nullptr, big.get(), nullptr);
    scaled.reset(SDL_CreateTextureFromSurface(renderer_, big.get()));
    if (!scaled) return texture_.get();
    SDL_SetTextureBlendMode(scaled.get(), SDL_BLENDMODE_BLEND);
  }
  return scaled.get();
}

const AtlasRect& TextureAtlas::rect_for(const std::string& sprite) {
  if (auto found = index_.sprites.find(sprite); found != index_.sprites.end()) return found->second;
  if (reported_unknown_.insert(sprite).second) {
    std::cerr << "mouseking: warning: no sprite named \"" << sprite << "\" in the atlas; drawing \"" << kMissingSprite
              << "\" instead\n";
  }
  return index_.sprites.at(kMissingSprite);
}

namespace {

// The largest whole multiple of a sprite's size that fits `target`, centred in it, so pixel art
// never gets uneven pixels however the UI is scaled. Smaller than the sprite, it is drawn smaller.
SDL_Rect whole_multiple_in(const SDL_Rect& target, const AtlasRect& sprite) {
  if (target.w < sprite.w || target.h < sprite.h || sprite.w <= 0 || sprite.h <= 0) return target;
  const int multiple = std::min(target.w / sprite.w, target.h / sprite.h);
  const int width = multiple * sprite.w;
  const int height = multiple * sprite.h;
  return {target.x + (target.w - width) / 2, target.y + (target.h - height) / 2, width, height};
}

}  // namespace

void TextureAtlas::draw(const std::string& sprite, const SDL_Rect& area, SDL_Color tint) {
  const AtlasRect& rect = rect_for(sprite);
  const SDL_Rect target = whole_multiple_in(area, rect);
  // Drawing at an exact integer scale copies from a pre-scaled atlas: the
  // software renderer copies pixels many times faster than it stretches them.
  const bool integer_scale = target.w % rect.w == 0 && target.h * rect.w == rect.h * target.w;
  const int scale = integer_scale ? target.w / rect.w : 1;
  SDL_Texture* texture = texture_at_scale(scale);
  const int source_scale = texture == texture_.get() ? 1 : scale;
  const SDL_Rect source{rect.x * source_scale, rect.y * source_scale, rect.w * source_scale, rect.h * source_scale};
  SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b);
  SDL_SetTextureAlphaMod(texture, tint.a);
  SDL_RenderCopy(renderer_, texture, &source, &target);
}

}  // namespace render
