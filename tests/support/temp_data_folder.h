// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>

#include "temp_folder.h"

// A private copy of the shipped data folder that a test may break, removed
// when the test ends.
class TempDataFolder {
 public:
  TempDataFolder();

  const std::filesystem::path& path() const { return path_; }
  void write(const std::string& file_name, const std::string& text) const;
  std::string read(const std::string& file_name) const;
  // Replaces the first occurrence of `from` in the file with `to`; fails the test when absent.
  void replace(const std::string& file_name, const std::string& from, const std::string& to) const;
  // floors.json without its bands and guardians: every floor by the top-level rules (the tutorial's
  // spawn roll), for tests that write their own packs or guardians there, or move the boss.
  void drop_the_bands() const;
  // No monsters on any floor, neither rolled, in packs, guarding nor in a special room, each floor laid
  // out as it was: for tests of walks and layouts.
  void empty_the_floors() const;
  // Gives the Mouse King 1 HP and no defence, so the first hit on him wins the run.
  void weaken_the_mouse_king() const;

 private:
  TempFolder folder_{"data"};
  std::filesystem::path path_ = folder_.path / "data";
};
