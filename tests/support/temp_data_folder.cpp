// SPDX-License-Identifier: MIT
#include "temp_data_folder.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

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

void TempDataFolder::drop_the_bands() const {
  // The shipped floors.json ends with "bands" and then "guardians": cut from the first to the end of the
  // floors object.
  const std::string text = read("floors.json");
  const auto from = text.find(",\n    \"bands\"");
  const auto end = text.rfind("\n  }\n}");
  REQUIRE_MESSAGE(from != std::string::npos, "floors.json has no \"bands\" where the tests expect them");
  REQUIRE(end != std::string::npos);
  REQUIRE(from < end);
  write("floors.json", text.substr(0, from) + text.substr(end));
}

void TempDataFolder::empty_the_floors() const {
  // Each "monsters" count (the top level's and the bands') at 0, and no packs or guardians; the bands stay,
  // so every floor keeps its layout.
  nlohmann::json root = nlohmann::json::parse(read("floors.json"));
  nlohmann::json& floors = root.at("floors");
  floors.at("monsters")["count"] = {{"min", 0}, {"max", 0}};
  floors.erase("packs");
  floors.erase("guardians");
  if (!floors.contains("bands")) floors["bands"] = nlohmann::json::array();
  for (nlohmann::json& band : floors["bands"]) {
    if (band.contains("monsters")) band["monsters"]["count"] = {{"min", 0}, {"max", 0}};
    band.erase("packs");
  }
  write("floors.json", root.dump(2));
  // The special rooms keep their shapes, doors, keys and things, but not their monsters.
  nlohmann::json rooms = nlohmann::json::parse(read("rooms.json"));
  for (nlohmann::json& room : rooms.at("rooms")) {
    if (!room.contains("legend")) continue;
    nlohmann::json kept = nlohmann::json::array();
    for (const nlohmann::json& entry : room["legend"]) {
      const bool monster = entry.contains("monster") || entry.value("tag", "") == "monster";
      if (!monster) {
        kept.push_back(entry);
        continue;
      }
      const char glyph = entry["glyph"].get<std::string>().front();
      for (nlohmann::json& row : room["map"]) {
        std::string text = row.get<std::string>();
        std::replace(text.begin(), text.end(), glyph, '.');
        row = text;
      }
    }
    room["legend"] = kept;
  }
  write("rooms.json", rooms.dump(2));
}

void TempDataFolder::weaken_the_mouse_king() const {
  replace("monsters.json", "\"hp\": { \"min\": 160, \"max\": 160 }", "\"hp\": { \"min\": 1, \"max\": 1 }");
  replace("monsters.json", "\"defence\": 14,\n      \"sight\": 40", "\"defence\": 0,\n      \"sight\": 40");
}
