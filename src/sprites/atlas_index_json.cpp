// SPDX-License-Identifier: MIT
#include "sprites/atlas_index_json.h"

#include <nlohmann/json.hpp>

namespace sprites {

std::string atlas_index_json(const std::vector<Sprite>& sprites, const AtlasLayout& layout,
                             const std::string& image_file, int tile_size) {
  auto named_rects = nlohmann::json::object();
  const auto count = std::min(sprites.size(), layout.slots.size());
  for (std::size_t i = 0; i < count; ++i) {
    named_rects[sprites[i].name] = {{"x", layout.slots[i].x},
                                    {"y", layout.slots[i].y},
                                    {"w", sprites[i].pixels.width},
                                    {"h", sprites[i].pixels.height}};
  }
  const nlohmann::json index = {{"image", image_file}, {"tile_size", tile_size}, {"sprites", named_rects}};
  return index.dump(2) + '\n';
}

}  // namespace sprites
