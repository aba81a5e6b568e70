// SPDX-License-Identifier: MIT
#include "content/mod_choice.h"

#include <algorithm>

namespace content {

namespace {

bool contains(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool found_among(const std::vector<ArrangedMod>& arranged, const std::string& id) {
  return std::any_of(arranged.begin(), arranged.end(), [&](const ArrangedMod& mod) { return mod.info.id == id; });
}

}  // namespace

std::vector<ArrangedMod> arrange_mods(const std::vector<ModInfo>& found, const ModChoice& choice) {
  std::vector<ArrangedMod> arranged;
  std::vector<bool> placed(found.size(), false);
  for (const std::string& id : choice.order) {
    for (std::size_t i = 0; i < found.size(); ++i) {
      if (placed[i] || found[i].id != id) continue;
      placed[i] = true;
      arranged.push_back({found[i], !contains(choice.disabled, id)});
      break;  // two mods of one id: the second comes with the unplaced ones, and loading reports it
    }
  }
  for (std::size_t i = 0; i < found.size(); ++i) {
    if (!placed[i]) arranged.push_back({found[i], !contains(choice.disabled, found[i].id)});
  }
  return arranged;
}

ModChoice choice_of(const std::vector<ArrangedMod>& arranged, const ModChoice& previous) {
  ModChoice choice;
  for (const ArrangedMod& mod : arranged) {
    if (contains(choice.order, mod.info.id)) continue;
    choice.order.push_back(mod.info.id);
    if (!mod.enabled) choice.disabled.push_back(mod.info.id);
  }
  for (const std::string& id : previous.order) {
    if (!found_among(arranged, id) && !contains(choice.order, id)) choice.order.push_back(id);
  }
  for (const std::string& id : previous.disabled) {
    if (!found_among(arranged, id) && !contains(choice.disabled, id)) choice.disabled.push_back(id);
  }
  return choice;
}

std::vector<std::filesystem::path> enabled_folders(const std::vector<ArrangedMod>& arranged) {
  std::vector<std::filesystem::path> folders;
  for (const ArrangedMod& mod : arranged) {
    if (mod.enabled) folders.push_back(mod.info.folder);
  }
  return folders;
}

std::vector<ArrangedMod> arrange_mods_in(const std::filesystem::path& mods_folder, const ModChoice& choice,
                                         json::Diagnostics& diagnostics) {
  return arrange_mods(find_mods(mods_folder, diagnostics), choice);
}

}  // namespace content
