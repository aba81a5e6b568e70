// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <array>
#include <filesystem>
#include <optional>
#include <set>
#include <string>

#include "render/atlas_index.h"
#include "render/sdl_handles.h"
#include "sprites/pixel_image.h"

namespace render {

// The one texture holding every sprite, drawn by sprite name. A name the
// index does not know draws the "missing" sprite and is reported once.
class TextureAtlas {
 public:
  // Loads atlas.json and the image it names from `directory`; nullopt with
  // `error` naming the file and the cause when either is missing or broken.
  static std::optional<TextureAtlas> load(SDL_Renderer* renderer, const std::filesystem::path& directory,
                                          std::string& error);

  // The atlas of a picture packed in memory (see sprite_library.h) and the
  // index of where each sprite sits in it; nullopt with `error` when SDL cannot
  // make the texture or a sprite lies outside the picture.
  static std::optional<TextureAtlas> from_pixels(SDL_Renderer* renderer, const sprites::PixelImage& pixels,
                                                 AtlasIndex index, std::string& error);

  bool contains(const std::string& sprite) const { return index_.sprites.contains(sprite); }
  const AtlasIndex& index() const { return index_; }
  SDL_Renderer* renderer() const { return renderer_; }

  // Draws the sprite at the largest whole multiple of its size that fits `area`, centred in it
  // (stretched down when `area` is smaller than the sprite), tinted by `tint` (white = as drawn).
  void draw(const std::string& sprite, const SDL_Rect& area, SDL_Color tint = {255, 255, 255, 255});

 private:
  // Sprites drawn at 2x to 4x come from copies of the atlas made at that scale.
  static constexpr int kMaxPrescaled = 4;

  TextureAtlas(SDL_Renderer* renderer, SurfacePtr image, TexturePtr texture, AtlasIndex index);
  // The atlas of `image`, or nullopt with `error` (which names `source`) when it cannot be made.
  static std::optional<TextureAtlas> from_surface(SDL_Renderer* renderer, SurfacePtr image, AtlasIndex index,
                                                  const std::string& source, std::string& error);
  const AtlasRect& rect_for(const std::string& sprite);
  SDL_Texture* texture_at_scale(int scale);

  SDL_Renderer* renderer_;
  SurfacePtr image_;  // the atlas pixels, kept to make the scaled copies
  TexturePtr texture_;
  std::array<TexturePtr, kMaxPrescaled + 1> prescaled_;
  AtlasIndex index_;
  std::set<std::string> reported_unknown_;
};

}  // namespace render
