// SPDX-License-Identifier: MIT
#include "temp_data_folder.h"

#include <doctest/doctest.h>

#include <regex>

#include "file_text.h"

TempDataFolder::TempDataFolder() {
  std::filesystem::create_directories(path_);
  for (const auto& file : std::filesystem::directory_iterator(MOUSEKING_SHIPPED_DATA_DIR)) {
    if (file.path().extension() == ".json") std::filesystem::copy_file(file.path(), path_ / file.path().filename());
  }
}

void TempDataFolder::write(const std::string& file_name, const std::string& text) const {
  write_text(path_ / file_name, text);
}

std::string TempDataFolder::read(const std::string& file_name) const {
  return read_text(path_ / file_name);
}

void TempDataFolder::replace(const std::string& file_name, const std::string& from, const std::string& to) const {
  std::string text = read(file_name);
  const auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, "\"" << from << "\" is not in " << file_name);
  text.replace(at, from.size(), to);
  write(file_name, text);
}

void TempDataFolder::empty_the_floors() const {
  // Each "monsters" object's "count" (the top level's and the bands'), whatever it was.
  const std::regex count(R"re(("monsters"\s*:\s*\{\s*"count"\s*:\s*)\{[^}]*\})re");
  const std::string text = read("floors.json");
  REQUIRE(std::regex_search(text, count));
  write("floors.json", std::regex_replace(text, count, R"($1{ "min": 0, "max": 0 })"));
}

void TempDataFolder::weaken_the_mouse_king() const {
  replace("monsters.json", "\"hp\": { \"min\": 160, \"max\": 160 }", "\"hp\": { \"min\": 1, \"max\": 1 }");
  replace("monsters.json", "\"defence\": 14", "\"defence\": 0");
}
