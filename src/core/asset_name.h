#pragma once

#include <algorithm>
#include <string_view>

namespace core {

// Whether `name` may name a sprite or a sound: lower-case letters, digits and '_', not empty. Content
// files use these names as keys ("sprite": "neo_mouse", "sounds": {"hurt": "squeak"}) and they come
// from file names, so they must read the same on every file system.
inline bool is_asset_name(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

}  // namespace core
