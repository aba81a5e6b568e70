// SPDX-License-Identifier: MIT
#include "content/mod_order.h"

#include <map>

#include "content/known_names.h"

namespace content {

namespace {

// A depth-first walk over the requirements, in the order the mods were given. Mods are a handful of
// folders, so the walk may recurse.
class ModOrdering {
 public:
  ModOrdering(const std::vector<ModInfo>& chosen, json::Diagnostics& diagnostics)
      : chosen_(chosen), diagnostics_(diagnostics), state_(chosen.size(), State::New) {
    for (std::size_t i = 0; i < chosen.size(); ++i) index_by_id(i);
  }

  std::vector<ModInfo> order() {
    for (std::size_t i = 0; i < chosen_.size(); ++i) visit(i);
    return std::move(ordered_);
  }

 private:
  enum class State { New, Visiting, Done };

  void index_by_id(std::size_t i) {
    const auto [first, inserted] = by_id_.emplace(chosen_[i].id, i);
    if (inserted) return;
    diagnostics_.error(chosen_[i].file, chosen_[i].id_position,
                       "mod: \"id\" \"" + chosen_[i].id + "\" is also the id of " + chosen_[first->second].file +
                           ": two mods cannot have one id");
  }

  void visit(std::size_t i) {
    if (state_[i] != State::New) return;
    state_[i] = State::Visiting;
    const ModInfo& mod = chosen_[i];
    for (std::size_t r = 0; r < mod.required.size(); ++r) require(mod, r);
    state_[i] = State::Done;
    ordered_.push_back(mod);
  }

  void require(const ModInfo& mod, std::size_t r) {
    const std::string& id = mod.required[r];
    const auto found = by_id_.find(id);
    if (found == by_id_.end()) {
      return problem(mod, r, "requires \"" + id + "\", which is not among the mods loaded" + suggestion_for(id));
    }
    if (state_[found->second] == State::Visiting) {
      return problem(mod, r,
                     "requires \"" + id + "\", which itself needs \"" + mod.id +
                         "\" (directly or through other mods): mods cannot require each other in a circle");
    }
    visit(found->second);
  }

  void problem(const ModInfo& mod, std::size_t r, const std::string& message) {
    diagnostics_.error(mod.file, mod.required_positions[r], "mod \"" + mod.id + "\" " + message);
  }

  std::string suggestion_for(const std::string& id) {
    std::vector<std::string> ids;
    for (const auto& [known, ignored] : by_id_) ids.push_back(known);
    return KnownNames(std::move(ids)).did_you_mean(id);
  }

  const std::vector<ModInfo>& chosen_;
  json::Diagnostics& diagnostics_;
  std::vector<State> state_;
  std::map<std::string, std::size_t> by_id_;
  std::vector<ModInfo> ordered_;
};

}  // namespace

std::vector<ModInfo> order_mods(const std::vector<ModInfo>& chosen, json::Diagnostics& diagnostics) {
  return ModOrdering(chosen, diagnostics).order();
}

ResolvedMods resolve_mods(const std::vector<std::filesystem::path>& folders) {
  json::Diagnostics diagnostics;
  std::vector<ModInfo> read;
  for (const std::filesystem::path& folder : folders) {
    if (std::optional<ModInfo> mod = read_mod_info(folder, diagnostics)) read.push_back(std::move(*mod));
  }
  return resolve_mods(std::move(read), std::move(diagnostics));
}

ResolvedMods resolve_mods(std::vector<ModInfo> read, json::Diagnostics diagnostics) {
  ResolvedMods resolved{.mods = {}, .diagnostics = std::move(diagnostics)};
  resolved.mods = order_mods(read, resolved.diagnostics);
  return resolved;
}

std::vector<std::filesystem::path> ResolvedMods::folders() const {
  std::vector<std::filesystem::path> all;
  all.reserve(mods.size());
  for (const ModInfo& mod : mods) all.push_back(mod.folder);
  return all;
}

}  // namespace content
