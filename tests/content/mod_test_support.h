// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "content/loading.h"
#include "content_test_support.h"
#include "file_text.h"
#include "temp_folder.h"

// Mod folders written by a test, each named by its id, removed when the test ends.
class TempMods {
 public:
  // Writes a mod folder `id` with a mod.json that requires `required` (a JSON list) and returns it.
  std::filesystem::path add(const std::string& id, const std::string& required = "[]") {
    const std::filesystem::path folder = folder_.path / id;
    std::filesystem::create_directories(folder);
    write_text(folder / "mod.json", "{\n  \"id\": \"" + id + "\",\n  \"name\": \"The " + id +
                                        " mod\",\n  \"version\": \"1.2\",\n  \"requires\": " + required + "\n}\n");
    return folder;
  }
  void write(const std::string& id, const std::string& file_name, const std::string& text) const {
    write_text(folder_.path / id / file_name, text);
  }
  std::string read(const std::string& id, const std::string& file_name) const {
    return read_text(folder_.path / id / file_name);
  }
  const std::filesystem::path& path() const { return folder_.path; }

 private:
  TempFolder folder_{"mods"};
};

// The shipped data with the given mod folders over it, in that order.
inline content::LoadResult load_with_mods(const std::vector<std::filesystem::path>& mods,
                                          const std::filesystem::path& data_dir = MOUSEKING_SHIPPED_DATA_DIR) {
  return content::load_database(content::ContentSources{data_dir, mods});
}

inline const content::MonsterDefinition& monster_named(const content::Database& db, const std::string& name) {
  static const content::MonsterDefinition kNone{};
  const content::MonsterDefinition* found = db.find_monster(name);
  return found ? *found : kNone;
}

inline int monster_position(const content::Database& db, const std::string& name) {
  for (std::size_t i = 0; i < db.monsters.size(); ++i) {
    if (db.monsters[i].look.name == name) return static_cast<int>(i);
  }
  return -1;
}

// "more/monsters.json:3:20:" for the first `needle` in the mod's file.
inline std::string place_in(const TempMods& mods, const std::string& id, const std::string& file,
                            const std::string& needle) {
  return id + "/" + file + ":" + line_column_of(mods.read(id, file), needle) + ":";
}
