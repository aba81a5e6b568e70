#include "game/world/content_library.h"

#include "content/data_folder.h"

namespace game {

ContentLibrary::ContentLibrary(std::filesystem::path data_dir, content::SpriteCheck sprite_exists)
    : data_dir_(std::move(data_dir)), sprite_exists_(std::move(sprite_exists)) {}

bool ContentLibrary::load() {
  return reload();
}

bool ContentLibrary::reload(const FitCheck& fits) {
  if (const std::optional<std::string> problem = content::data_folder_problem(data_dir_)) {
    diagnostics_ = {};
    diagnostics_.error(data_dir_.string(), {0, 0}, *problem);
    return false;
  }
  content::LoadResult result = content::load_database(data_dir_, sprite_exists_);
  diagnostics_ = std::move(result.diagnostics);
  if (!result.database) return false;
  auto factory = std::make_shared<const EntityFactory>(std::move(*result.database));
  // The whole data folder is what does not fit, so the problems name no file inside it.
  for (std::string& problem : fits ? fits(factory) : std::vector<std::string>{})
    diagnostics_.error(data_dir_.string(), {0, 0}, std::move(problem));
  if (diagnostics_.has_errors()) return false;
  factory_ = std::move(factory);
  return true;
}

}  // namespace game
