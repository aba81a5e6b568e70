// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <vector>

#include "sounds/sound_recipe.h"

namespace sounds {

// A recipe is a few hundred bytes; anything near this is not one, and is refused unread.
inline constexpr std::size_t kRecipeFileLimit = 64 * 1024;

// Reads and parses one recipe file; its problems (including why it could not be read) go to `errors`.
std::optional<Recipe> read_recipe_file(const std::filesystem::path& file, std::vector<core::ParseError>& errors);

// Every recipe of a folder ("*.txt"), sorted by name, with every problem of every file.
struct RecipeFolder {
  std::vector<Recipe> recipes;
  std::vector<core::ParseError> errors;
};
RecipeFolder read_recipe_folder(const std::filesystem::path& folder);

}  // namespace sounds
