// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "sprites/atlas_layout.h"
#include "sprites/sprite_source.h"

namespace sprites {

// The atlas index the game reads:
// { "image": ..., "tile_size": 16, "sprites": { "name": {x, y, w, h} } }.
// Keys come out sorted, so the same sprites always give the same text.
std::string atlas_index_json(const std::vector<Sprite>& sprites, const AtlasLayout& layout,
                             const std::string& image_file, int tile_size);

}  // namespace sprites
