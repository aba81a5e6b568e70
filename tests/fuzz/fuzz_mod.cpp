// SPDX-License-Identifier: MIT
// Fuzzes a mod: its mod.json read by content::parse_mod_info, then the mod folder layered over the shipped
// data by content::load_database, which reaches copy-from across layers, "extend" and "delete".
//
// Input format: mod.json, then the mod's content files in the order of content::kContentFiles (monsters,
// weapons, armour, microchips, items, floors, player, rules, traps), separated by the line "--8<--", that is by
// the bytes "\n--8<--\n". An empty or absent part is a file the mod does not have: a mod holds only the
// files it changes.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/limits.h"
#include "content/loading.h"
#include "content/mod_info.h"
#include "fuzz_check.h"
#include "fuzz_folders.h"

namespace {

constexpr std::size_t kPartCount = 1 + std::size(content::kContentFiles);

void write_mod(const std::filesystem::path& folder, const std::vector<std::string_view>& parts) {
  for (std::size_t i = 0; i < kPartCount; ++i) {
    const std::filesystem::path file = folder / (i == 0 ? content::kModFile : content::kContentFiles[i - 1]);
    fuzz::write_or_remove(file, parts[i].empty() ? std::nullopt : std::optional(parts[i]));
  }
}

void check_mod_info(std::string_view text) {
  json::Diagnostics diagnostics;
  const std::optional<content::ModInfo> mod = content::parse_mod_info(text, "fuzzed_mod/mod.json", diagnostics);
  fuzz::check(fuzz::is_utf8(diagnostics.to_string()), "every message about mod.json is UTF-8");
  fuzz::check(mod.has_value() == !diagnostics.has_errors(), "a mod exactly when mod.json has no errors");
  if (!mod) return;
  fuzz::check(!mod->id.empty() && mod->id.size() <= content::kModIdLimit, "the id is within its length");
  fuzz::check(mod->id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.") ==
                  std::string::npos,
              "the id is made of letters, digits, '_', '-' and '.'");
  fuzz::check(!mod->name.empty() && mod->name.size() <= content::kNameLimit, "the name is within its length");
  fuzz::check(!mod->version.empty() && mod->version.size() <= content::kModVersionLimit, "the version is set");
  fuzz::check(mod->required.size() == mod->required_positions.size(), "every requirement has its place");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const fuzz::ScratchFolder mod("mod", "fuzzed_mod");
  std::vector<std::string_view> parts = fuzz::split_parts({reinterpret_cast<const char*>(data), size}, kPartCount);
  parts.resize(kPartCount);
  check_mod_info(parts[0]);
  write_mod(mod.path(), parts);
  const content::LoadResult result =
      content::load_database(content::ContentSources{MOUSEKING_SHIPPED_DATA_DIR, {mod.path()}},
                             {fuzz::sprite_exists, {"neo_mouse", "crowbar"}});
  fuzz::check(fuzz::is_utf8(result.diagnostics.to_string()), "every message is UTF-8");
  fuzz::check(result.database.has_value() == !result.diagnostics.has_errors(), "a database exactly when no errors");
  if (result.database) {
    fuzz::check(result.mods.size() == 1, "a loaded database lists the mod");
    for (const std::string& name : result.database->all_names()) static_cast<void>(result.database->find_monster(name));
  }
  return 0;
}
