// SPDX-License-Identifier: MIT
#include "sounds/sound_folder.h"

#include "core/asset_files.h"
#include "core/asset_name.h"
#include "core/file_reader.h"

namespace sounds {

std::optional<Recipe> read_recipe_file(const std::filesystem::path& file, std::vector<core::ParseError>& errors) {
  const core::FileRead read = core::read_regular_file(file, kRecipeFileLimit);
  if (!read.ok()) {
    errors.push_back({file.string(), 0, 0, "cannot read the sound recipe: " + read.error()});
    return std::nullopt;
  }
  if (!core::is_asset_name(core::asset_name_of(file.string()))) {
    errors.push_back({file.string(), 0, 0, core::asset_name_problem("sound", file.filename().string())});
    return std::nullopt;
  }
  RecipeResult result = parse_recipe(*read, file.string());
  core::append_errors(errors, result.errors);
  return std::move(result.recipe);
}

RecipeFolder read_recipe_folder(const std::filesystem::path& folder) {
  RecipeFolder read;
  for (const std::filesystem::path& file : core::list_asset_files(folder, ".txt")) {
    if (std::optional<Recipe> recipe = read_recipe_file(file, read.errors)) read.recipes.push_back(std::move(*recipe));
  }
  return read;
}

}  // namespace sounds
