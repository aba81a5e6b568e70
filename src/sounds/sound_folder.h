#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "sounds/sound_recipe.h"

namespace sounds {

// A recipe is a few hundred bytes; anything near this is not one, and is refused unread.
inline constexpr std::size_t kMaxRecipeFileBytes = 64 * 1024;

// Whether `name` may name a sound: lower-case letters, digits and '_', as sprite names are, since
// content files use it as a key ("sounds": {"hit": "squeak"}).
bool is_sound_name(std::string_view name);

// Reads and parses one recipe file; its problems (including why it could not be read) go to `errors`.
std::optional<Recipe> read_recipe_file(const std::filesystem::path& file, std::vector<sprites::ParseError>& errors);

// Every recipe of a folder ("*.txt"), sorted by name, with every problem of every file.
struct RecipeFolder {
  std::vector<Recipe> recipes;
  std::vector<sprites::ParseError> errors;
};
RecipeFolder read_recipe_folder(const std::filesystem::path& folder);

}  // namespace sounds
