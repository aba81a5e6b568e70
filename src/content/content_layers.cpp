// SPDX-License-Identifier: MIT
#include "content/content_layers.h"

#include <algorithm>

#include "content/content_files.h"

namespace content {

namespace {

// "data/monsters.json", "more_mice/monsters.json": short enough for a message, long enough to find the file.
std::string display_name(const std::filesystem::path& folder, const std::string& file_name) {
  const std::filesystem::path name = folder.filename().empty() ? folder.parent_path().filename() : folder.filename();
  return (name / file_name).string();
}

bool is_read_by_the_game(const std::string& file_name) {
  return file_name == kModFile ||
         std::find(std::begin(kContentFiles), std::end(kContentFiles), file_name) != std::end(kContentFiles);
}

}  // namespace

std::vector<ContentLayer> layers_of(const std::filesystem::path& data_dir, const std::vector<ModInfo>& mods) {
  std::vector<ContentLayer> layers{{data_dir, true, {}}};
  for (const ModInfo& mod : mods) layers.push_back({mod.folder, false, mod.id});
  return layers;
}

LayerFiles::LayerFiles(std::vector<ContentLayer> layers, json::Diagnostics& diagnostics)
    : layers_(std::move(layers)), diagnostics_(diagnostics) {
  for (const ContentLayer& layer : layers_) {
    if (!layer.base) warn_unread_files(layer);
  }
}

std::vector<const ContentFile*> LayerFiles::load(const std::string& file_name) {
  std::vector<const ContentFile*> loaded;
  for (const ContentLayer& layer : layers_) {
    const std::filesystem::path path = layer.folder / file_name;
    std::error_code error;
    if (!layer.base && !std::filesystem::exists(std::filesystem::symlink_status(path, error))) continue;
    auto file = load_content_file(path, display_name(layer.folder, file_name), diagnostics_);
    if (!file) {
      unreadable_.insert(file_name);
      if (layer.base) return {};
      continue;
    }
    file->mod_id = layer.mod_id;
    loaded.push_back(&files_.emplace_back(std::move(*file)));
  }
  return loaded;
}

// A mod's "monster.json" would otherwise be left out without a word.
void LayerFiles::warn_unread_files(const ContentLayer& mod) const {
  std::error_code error;
  std::vector<std::string> unread;
  for (const auto& item : std::filesystem::directory_iterator(mod.folder, error)) {
    const std::string name = item.path().filename().string();
    if (item.path().extension() == ".json" && !is_read_by_the_game(name)) unread.push_back(name);
  }
  std::sort(unread.begin(), unread.end());
  for (const std::string& name : unread) {
    diagnostics_.warning(display_name(mod.folder, name), {0, 0},
                         "the game reads no file of this name, so a mod's copy of it changes nothing");
  }
}

}  // namespace content
