// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include "core/utf8.h"

namespace core {

// Whether `name` may name a sprite or a sound: lower-case letters, digits and '_', not empty. Content
// files use these names as keys ("sprite": "neo_mouse", "sounds": {"hurt": "squeak"}) and they come
// from file names, so they must read the same on every file system.
inline bool is_asset_name(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

// What is wrong with a file whose name is not an asset name: `what` is what the name names ("sprite",
// "sound") and `found` the name as the message shows it.
inline std::string asset_name_problem(std::string_view what, std::string_view found) {
  return "expected a file name of lower-case letters, digits and '_' (it names the " + std::string(what) +
         "), found \"" + valid_utf8(found) + "\"";
}

}  // namespace core
