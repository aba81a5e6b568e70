// SPDX-License-Identifier: MIT
#include "render/sprite_library.h"

#include <system_error>

#include "render/pixel_surface.h"
#include "sprites/atlas_layout.h"
#include "sprites/layered_sprites.h"

namespace render {

namespace {

constexpr const char* kPaletteFile = "palette.txt";

sprites::DecodedImage decode_png(std::string_view bytes) {
  PixelReadResult read = decode_image_pixels(bytes);
  return {std::move(read.image), std::move(read.problem)};
}

// The sprites of the shipped atlas, each cut out of its picture.
void add_shipped_atlas(sprites::LayeredSprites& layered, const std::filesystem::path& resource_dir,
                       std::vector<core::ParseError>& errors) {
  const AtlasIndexResult parsed = load_atlas_index(resource_dir / "atlas.json");
  if (!parsed.index) {
    errors.push_back({"", 0, 0, parsed.error});  // the message names its own file, line and column
    return;
  }
  const std::filesystem::path image_file = resource_dir / parsed.index->image_file;
  const PixelReadResult image = read_image_pixels(image_file);
  if (!image.image) {
    errors.push_back({image_file.string(), 0, 0, image.problem});
    return;
  }
  for (const auto& [name, rect] : parsed.index->sprites) {
    if (rect.x < 0 || rect.y < 0 || rect.x + rect.w > image.image->width || rect.y + rect.h > image.image->height) {
      errors.push_back({(resource_dir / "atlas.json").string(), 0, 0,
                        "sprite \"" + name + "\" lies outside the image " + image_file.string()});
      continue;
    }
    layered.add({name, sprites::crop(*image.image, rect.x, rect.y, rect.w, rect.h)});
  }
}

void add_base_sprites(sprites::LayeredSprites& layered, const std::filesystem::path& resource_dir,
                      std::vector<core::ParseError>& errors) {
  const std::filesystem::path sources = resource_dir / kSpriteSourcesLink;
  std::error_code ignored;
  if (std::filesystem::is_directory(sources, ignored)) {
    // Through the link, so that an error names the file a designer edits (assets/sprites/...).
    layered.add_folder(std::filesystem::weakly_canonical(sources, ignored));
  } else {
    add_shipped_atlas(layered, resource_dir, errors);
  }
}

PackedSprites pack(const std::vector<sprites::Sprite>& all) {
  const sprites::AtlasLayout layout = sprites::layout_atlas(static_cast<int>(all.size()), sprites::kTileSize);
  PackedSprites packed{sprites::compose_atlas(all, layout), {}};
  packed.index.tile_size = sprites::kTileSize;
  for (std::size_t i = 0; i < all.size(); ++i) {
    packed.index.sprites[all[i].name] = {layout.slots[i].x, layout.slots[i].y, all[i].pixels.width,
                                         all[i].pixels.height};
  }
  return packed;
}

// "data", "more_mice": a layer's folder as content errors name it, short enough for a message.
std::string shown_name(const std::filesystem::path& folder) {
  return (folder.filename().empty() ? folder.parent_path().filename() : folder.filename()).string();
}

}  // namespace

std::string SpriteBuild::error_text() const {
  std::string text;
  for (const core::ParseError& error : errors) text += core::to_string(error) + "\n";
  return text;
}

SpriteBuild build_sprites(const SpriteLayers& layers) {
  SpriteBuild build;
  sprites::LayeredSprites layered(layers.resource_dir / kPaletteFile, decode_png);
  add_base_sprites(layered, layers.resource_dir, build.errors);
  for (const std::filesystem::path& folder : layers.folders) {
    layered.add_folder(folder / kLayerSpriteFolder, shown_name(folder) + "/" + kLayerSpriteFolder);
  }
  core::append_errors(build.errors, layered.errors());
  if (!build.errors.empty()) return build;
  const std::vector<sprites::Sprite> all = layered.sprites();
  PackedSprites packed = pack(all);
  if (!packed.index.sprites.contains(std::string(kMissingSpriteName))) {
    build.errors.push_back({layers.resource_dir.string(), 0, 0,
                            "expected a sprite \"" + std::string(kMissingSpriteName) +
                                "\" (the game draws it for unknown names), found none"});
    return build;
  }
  build.packed = std::move(packed);
  return build;
}

std::optional<TextureAtlas> SpriteLibrary::prepare(const PackedSprites& packed, std::string& error) const {
  return TextureAtlas::from_pixels(atlas_->renderer(), packed.image, packed.index, error);
}

}  // namespace render
