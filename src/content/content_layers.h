// SPDX-License-Identifier: MIT
#pragma once

#include <deque>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "content/content_file.h"
#include "content/mod_info.h"
#include "json/diagnostics.h"

namespace content {

// One folder content is read from: the base data, or a mod over it.
struct ContentLayer {
  std::filesystem::path folder;
  bool base = false;
  std::string mod_id;  // the mod's id; empty for the base data
};

// The base data folder, then each mod's folder, in the order given.
std::vector<ContentLayer> layers_of(const std::filesystem::path& data_dir, const std::vector<ModInfo>& mods);

// The content files of every layer, each read once and kept at one address while the database is built
// from them (entries read them in place).
class LayerFiles {
 public:
  LayerFiles(std::vector<ContentLayer> layers, json::Diagnostics& diagnostics);

  // The file `file_name` of every layer that has one, base first: the base data must have it, a mod
  // only has the files it changes. Empty when the base's is missing or broken (reported): the mods'
  // changes then have nothing to change.
  std::vector<const ContentFile*> load(const std::string& file_name);
  // Whether load(file_name) read the file of every layer that has one.
  bool read_every_layer(const std::string& file_name) const { return !unreadable_.contains(file_name); }

 private:
  void warn_unread_files(const ContentLayer& mod) const;

  std::vector<ContentLayer> layers_;
  json::Diagnostics& diagnostics_;
  std::deque<ContentFile> files_;     // a deque keeps each file's address as more are added
  std::set<std::string> unreadable_;  // files some layer has but that could not be read
};

}  // namespace content
