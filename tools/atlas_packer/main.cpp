// SPDX-License-Identifier: MIT
// mouseking_atlas_packer: turns the text sprites in assets/ into the atlas
// image and index the game loads, and optionally the desktop icon.

#include <cstdlib>
#include <iostream>
#include <string_view>
#include <vector>

#include "output_files.h"
#include "packer_options.h"
#include "render/pixel_surface.h"
#include "sprites/atlas_index_json.h"
#include "sprites/atlas_layout.h"
#include "sprites/sprite_folder.h"

namespace {

using packer::PackerOptions;
using sprites::SpriteSources;

// The game draws this sprite for any name the atlas lacks, so it must exist.
constexpr const char* kMissingSprite = "missing";

SpriteSources load_and_check(const PackerOptions& options) {
  auto sources = sprites::load_sprite_sources(options.palette_file, options.sprite_folder);
  if (auto error = sprites::require_sprite(sources, kMissingSprite, options.sprite_folder,
                                           "the game draws it for unknown names")) {
    sources.errors.push_back(*error);
  }
  if (options.icon_sprite) {
    if (auto error =
            sprites::require_sprite(sources, *options.icon_sprite, options.sprite_folder, "asked for by --icon")) {
      sources.errors.push_back(*error);
    }
  }
  return sources;
}

const sprites::Sprite* find_sprite(const SpriteSources& sources, const std::string& name) {
  for (const auto& sprite : sources.sprites) {
    if (sprite.name == name) return &sprite;
  }
  return nullptr;
}

std::optional<std::string> write_png(const sprites::PixelImage& image, const std::filesystem::path& file) {
  if (auto error = packer::make_parent_folders(file)) return error;
  return render::save_png(image, file);
}

std::optional<std::string> write_atlas(const SpriteSources& sources, const PackerOptions& options) {
  const auto layout = sprites::layout_atlas(static_cast<int>(sources.sprites.size()), sprites::kTileSize);
  if (auto error = write_png(sprites::compose_atlas(sources.sprites, layout), options.image_file)) {
    return error;
  }
  // The index names its image relative to itself, as the game looks it up.
  const auto json =
      sprites::atlas_index_json(sources.sprites, layout, options.image_file.filename().string(), sprites::kTileSize);
  if (auto error = packer::make_parent_folders(options.index_file)) return error;
  return packer::write_text_file(options.index_file, json);
}

std::optional<std::string> write_icon(const SpriteSources& sources, const PackerOptions& options) {
  if (!options.icon_sprite) return std::nullopt;
  const auto* sprite = find_sprite(sources, *options.icon_sprite);
  if (sprite == nullptr) return "no sprite named \"" + *options.icon_sprite + "\" for the icon";
  return write_png(sprites::scale_nearest(sprite->pixels, options.icon_scale), options.icon_file);
}

int pack(const PackerOptions& options) {
  const auto sources = load_and_check(options);
  for (const auto& error : sources.errors) {
    std::cerr << core::to_string(error) << '\n';
  }
  if (!sources.errors.empty()) return EXIT_FAILURE;
  for (const auto& step : {write_atlas, write_icon}) {
    if (auto error = step(sources, options)) {
      std::cerr << *error << '\n';
      return EXIT_FAILURE;
    }
  }
  std::cout << "packed " << sources.sprites.size() << " sprites into " << options.image_file.string() << '\n';
  return EXIT_SUCCESS;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string_view> arguments(argv + 1, argv + argc);
  const auto parsed = packer::parse_packer_options(arguments);
  if (!parsed.options) {
    std::cerr << "mouseking_atlas_packer: " << parsed.error << "\n\n" << packer::packer_usage();
    return 2;
  }
  if (parsed.options->show_help) {
    std::cout << packer::packer_usage();
    return EXIT_SUCCESS;
  }
  return pack(*parsed.options);
}
