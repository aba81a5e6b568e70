#include "render/texture_atlas.h"

#include <SDL_image.h>

#include <iostream>
#include <utility>

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
  TexturePtr texture(IMG_LoadTexture(renderer, image_path.string().c_str()));
  if (!texture) {
    error = "Could not load the texture atlas image " + image_path.string() + ": " + IMG_GetError() +
            "\nRebuild the game (cmake --build) to regenerate the texture atlas.";
    return std::nullopt;
  }
  int width = 0;
  int height = 0;
  SDL_QueryTexture(texture.get(), nullptr, nullptr, &width, &height);
  for (const auto& [name, rect] : parsed.index->sprites) {
    if (rect.x < 0 || rect.y < 0 || rect.x + rect.w > width || rect.y + rect.h > height) {
      error = (directory / "atlas.json").string() + ": sprite \"" + name + "\" lies outside the " +
              std::to_string(width) + "x" + std::to_string(height) + " image " + image_path.string();
      return std::nullopt;
    }
  }
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  return TextureAtlas(renderer, std::move(texture), std::move(*parsed.index));
}

TextureAtlas::TextureAtlas(SDL_Renderer* renderer, TexturePtr texture, AtlasIndex index)
    : renderer_(renderer), texture_(std::move(texture)), index_(std::move(index)) {}

const AtlasRect& TextureAtlas::rect_for(const std::string& sprite) {
  if (auto found = index_.sprites.find(sprite); found != index_.sprites.end()) return found->second;
  if (reported_unknown_.insert(sprite).second) {
    std::cerr << "mouseking: warning: no sprite named \"" << sprite << "\" in the atlas; drawing \"" << kMissingSprite
              << "\" instead\n";
  }
  return index_.sprites.at(kMissingSprite);
}

void TextureAtlas::draw(const std::string& sprite, const SDL_Rect& target, SDL_Color tint) {
  const AtlasRect& rect = rect_for(sprite);
  const SDL_Rect source{rect.x, rect.y, rect.w, rect.h};
  SDL_SetTextureColorMod(texture_.get(), tint.r, tint.g, tint.b);
  SDL_SetTextureAlphaMod(texture_.get(), tint.a);
  SDL_RenderCopy(renderer_, texture_.get(), &source, &target);
}

}  // namespace render
