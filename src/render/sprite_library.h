// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/parse_error.h"
#include "render/atlas_index.h"
#include "render/texture_atlas.h"
#include "sprites/pixel_image.h"

namespace render {

// Where the game's sprites come from, in the order they are laid over each
// other: a later layer's sprite replaces an earlier one of the same name.
struct SpriteLayers {
  // The game's own files. Its base sprites are the shipped atlas (atlas.json and
  // atlas.png) or, in the build tree, the sprite sources that "sprite_sources"
  // links to, so an edited assets/sprites file shows on F5; the palette text
  // sprites are drawn in is its palette.txt.
  std::filesystem::path resource_dir;
  // Each layer's folder, the data folder first, then the mods in load order;
  // the sprites are those of its sprites/ subfolder.
  std::vector<std::filesystem::path> folders;
};

// The subfolder of the game's files and of each layer that holds sprite files.
inline constexpr const char* kSpriteSourcesLink = "sprite_sources";
inline constexpr const char* kLayerSpriteFolder = "sprites";

// Every sprite of every layer, packed into one picture, with where each one sits.
struct PackedSprites {
  sprites::PixelImage image;
  AtlasIndex index;
};

// The packed sprites, or every problem found (one "file:line:col: message" each).
struct SpriteBuild {
  std::optional<PackedSprites> packed;
  std::vector<core::ParseError> errors;

  // The errors, one a line, as content errors are shown.
  std::string error_text() const;
};

// Reads and packs the sprites of every layer. Nothing is drawn from them yet.
SpriteBuild build_sprites(const SpriteLayers& layers);

// The sprites the game draws, built from their layers at start-up and again
// on F5 (reading them is apart from drawing with them, so that a reload with
// errors anywhere can keep the atlas in use).
class SpriteLibrary {
 public:
  explicit SpriteLibrary(SpriteLayers layers) : layers_(std::move(layers)) {}

  const SpriteLayers& layers() const { return layers_; }
  void set_layers(SpriteLayers layers) { layers_ = std::move(layers); }
  SpriteBuild build() const { return build_sprites(layers_); }

  // The atlas that install() gives new pictures to; none in a run with no window.
  void attach(TextureAtlas& atlas) { atlas_ = &atlas; }
  bool attached() const { return atlas_ != nullptr; }
  // A texture of `packed` for the attached atlas, made before anything
  // changes; nullopt with `error` when SDL cannot make it. Needs attached().
  std::optional<TextureAtlas> prepare(const PackedSprites& packed, std::string& error) const;
  // Draws from `prepared` from now on.
  void install(TextureAtlas prepared) { *atlas_ = std::move(prepared); }

 private:
  SpriteLayers layers_;
  TextureAtlas* atlas_ = nullptr;
};

}  // namespace render
