// SPDX-License-Identifier: MIT
// Fuzzes a mod: its mod.json read by content::parse_mod_info, then the mod folder layered over the shipped
// data by content::load_database, which reaches copy-from across layers, "extend" and "delete".
//
// Input format: mod.json, then the mod's content files in the order of content::kContentFiles (monsters,
// weapons, armour, microchips, items, floors, player, rules), separated by the line "--8<--", that is by
// the bytes "\n--8<--\n". An empty or absent part is a file the mod does not have: a mod holds only the
// files it changes.
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "content/limits.h"
#include "content/loading.h"
#include "content/mod_info.h"
#include "fuzz_check.h"

namespace {

constexpr std::string_view kFileSeparator = "\n--8<--\n";
constexpr std::size_t kPartCount = 1 + std::size(content::kContentFiles);

// A mod folder of this process's own, in memory where there is a /dev/shm; removed at exit.
class ScratchMod {
 public:
  ScratchMod() {
    std::error_code missing;
    const std::filesystem::path root =
        std::filesystem::is_directory("/dev/shm", missing) ? "/dev/shm" : std::filesystem::temp_directory_path();
    path_ = root / ("mouseking-fuzz-mod-" + std::to_string(getpid())) / "fuzzed_mod";
    std::filesystem::create_directories(path_);
  }
  ~ScratchMod() {
    std::error_code ignored;
    std::filesystem::remove_all(path_.parent_path(), ignored);
  }
  ScratchMod(const ScratchMod&) = delete;
  ScratchMod& operator=(const ScratchMod&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

std::vector<std::string_view> split_parts(std::string_view input) {
  std::vector<std::string_view> parts;
  while (parts.size() < kPartCount) {
    const std::size_t separator = input.find(kFileSeparator);
    parts.push_back(input.substr(0, separator));
    if (separator == std::string_view::npos) break;
    input.remove_prefix(separator + kFileSeparator.size());
  }
  parts.resize(kPartCount);
  return parts;
}

void write_mod(const std::filesystem::path& folder, const std::vector<std::string_view>& parts) {
  for (std::size_t i = 0; i < kPartCount; ++i) {
    const std::filesystem::path file = folder / (i == 0 ? content::kModFile : content::kContentFiles[i - 1]);
    if (parts[i].empty()) {
      std::filesystem::remove(file);
      continue;
    }
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(parts[i].data(), static_cast<std::streamsize>(parts[i].size()));
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

// Like the shipped atlas, whose sprite names are lower-case words joined by '_'; any other name is missing.
bool sprite_exists(const std::string& sprite) {
  return sprite.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const ScratchMod mod;
  const std::vector<std::string_view> parts = split_parts({reinterpret_cast<const char*>(data), size});
  check_mod_info(parts[0]);
  write_mod(mod.path(), parts);
  const content::LoadResult result = content::load_database(
      content::ContentSources{MOUSEKING_SHIPPED_DATA_DIR, {mod.path()}}, {sprite_exists, {"neo_mouse", "crowbar"}});
  fuzz::check(fuzz::is_utf8(result.diagnostics.to_string()), "every message is UTF-8");
  fuzz::check(result.database.has_value() == !result.diagnostics.has_errors(), "a database exactly when no errors");
  if (result.database) {
    fuzz::check(result.mods.size() == 1, "a loaded database lists the mod");
    for (const std::string& name : result.database->all_names()) static_cast<void>(result.database->find_monster(name));
  }
  return 0;
}
