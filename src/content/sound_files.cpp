// SPDX-License-Identifier: MIT
#include "content/sound_files.h"

#include <algorithm>
#include <system_error>

#include "core/asset_name.h"

namespace content {

namespace {

// How much a file's kind is preferred within one folder: lower wins.
std::size_t extension_rank(const std::filesystem::path& file) {
  const std::string extension = file.extension().string();
  for (std::size_t i = 0; i < std::size(kSoundExtensions); ++i) {
    if (extension == kSoundExtensions[i]) return i;
  }
  return std::size(kSoundExtensions);
}

void add_folder(const std::filesystem::path& folder, SoundFiles& found) {
  std::map<std::string, std::filesystem::path> here;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::filesystem::path& file = entry.path();
    if (entry.is_directory(error) || extension_rank(file) == std::size(kSoundExtensions)) continue;
    const std::string stem = file.stem().string();
    if (!core::is_asset_name(stem)) {
      found.problems.push_back(file.string() + ": " + core::asset_name_problem("sound", file.filename().string()));
      continue;
    }
    auto [slot, inserted] = here.emplace(stem, file);
    if (!inserted && extension_rank(file) < extension_rank(slot->second)) slot->second = file;
  }
  for (auto& [name, file] : here) found.by_name[name] = std::move(file);
}

}  // namespace

SoundFiles find_sound_files(const std::filesystem::path& sound_dir,
                            const std::vector<std::filesystem::path>& mod_folders) {
  SoundFiles found;
  add_folder(sound_dir, found);
  for (const std::filesystem::path& mod : mod_folders) add_folder(mod / "sounds", found);
  return found;
}

}  // namespace content
