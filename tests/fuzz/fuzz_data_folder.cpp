// SPDX-License-Identifier: MIT
// Fuzzes loading a whole data folder with content::load_database.
//
// Input format: the content files in the order of content::kContentFiles (monsters, weapons, armour,
// microchips, items, floors, player, rules, traps), separated by the line "--8<--", that is by the bytes
// "\n--8<--\n". A file whose part is absent (too few separators) is missing from the folder; anything after
// the last file's part is ignored. corpus/fuzz_data_folder/shipped_data is the shipped folder so joined.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iterator>
#include <optional>
#include <string_view>
#include <vector>

#include "content/loading.h"
#include "fuzz_check.h"
#include "fuzz_folders.h"

namespace {

constexpr std::size_t kFileCount = std::size(content::kContentFiles);

void write_folder(const std::filesystem::path& folder, const std::vector<std::string_view>& parts) {
  for (std::size_t i = 0; i < kFileCount; ++i) {
    fuzz::write_or_remove(folder / content::kContentFiles[i],
                          i < parts.size() ? std::optional(parts[i]) : std::nullopt);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const fuzz::ScratchFolder folder("data");
  write_folder(folder.path(), fuzz::split_parts({reinterpret_cast<const char*>(data), size}, kFileCount));
  const content::LoadResult result =
      content::load_database(folder.path(), {fuzz::sprite_exists, {"neo_mouse", "crowbar"}});
  fuzz::check(fuzz::is_utf8(result.diagnostics.to_string()), "every message is UTF-8");
  fuzz::check(result.database.has_value() == !result.diagnostics.has_errors(), "a database exactly when no errors");
  if (result.database) {
    for (const std::string& name : result.database->all_names()) static_cast<void>(result.database->find_monster(name));
  }
  return 0;
}
