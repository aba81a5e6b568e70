// SPDX-License-Identifier: MIT
#include "game/saving/own_data.h"

#include <system_error>

#include "content/loading.h"

namespace game {

std::string other_data_reason(const std::filesystem::path& data_dir, const std::filesystem::path& own_data_dir) {
  std::error_code ignored;
  if (std::filesystem::equivalent(data_dir, own_data_dir, ignored)) return "";
  const content::LoadResult data = content::load_database(data_dir);
  const content::LoadResult own = content::load_database(own_data_dir);
  if (data.database && own.database && data.database->fingerprint == own.database->fingerprint) return "";
  return "was played on the data in " + data_dir.string() + ", which is not the game's own";
}

}  // namespace game
