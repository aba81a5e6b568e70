// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace bench {

// Three mods written for a benchmark under the system's temporary directory, as players would install them:
// each has a mod.json (the second and third require the one before), 50 text sprites in sprites/, 40 new
// monsters drawn with them (copies of shipped monsters with their own numbers), 5 new weapons and two
// shipped monsters changed. Removed, with everything in them, when this object goes.
class GeneratedMods {
 public:
  GeneratedMods();
  ~GeneratedMods();
  GeneratedMods(const GeneratedMods&) = delete;
  GeneratedMods& operator=(const GeneratedMods&) = delete;

  // The mod folders, in the order they are to load.
  const std::vector<std::filesystem::path>& folders() const { return folders_; }
  // Empty when every mod was written completely.
  const std::string& failure() const { return failure_; }

  static constexpr int kMods = 3;
  static constexpr int kSpritesPerMod = 50;

 private:
  void write();

  std::filesystem::path root_;
  std::vector<std::filesystem::path> folders_;
  std::string failure_;
};

}  // namespace bench
