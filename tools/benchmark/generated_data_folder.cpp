// SPDX-License-Identifier: MIT
#include "generated_data_folder.h"

#include <array>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <system_error>

#include "generated_json.h"
#include "temporary_folder.h"

namespace bench {

namespace {

constexpr const char* kMonstersFile = "monsters.json";
constexpr const char* kGeneratedSprite = "micro_mouse";
// Every so many generated monsters one is a variant of the one before, as a mod's would be.
constexpr int kCopyFromEvery = 10;

std::string generated_name(int number) {
  std::array<char, 48> text{};
  std::snprintf(text.data(), text.size(), "Generated Mouse %04d", number);
  return text.data();
}

// The stats vary with the number so that entries differ, and stay inside the loader's limits.
Json complete_monster(int number) {
  const int toughness = 1 + number % 40;
  const int least_attack = number % 7;
  return Json{{"name", generated_name(number)},
              {"sprite", kGeneratedSprite},
              {"description", "Mouse number " + std::to_string(number) + " of the benchmark's endless supply."},
              {"hp", range(toughness, toughness * 3)},
              {"attack", range(least_attack, least_attack + 1 + number % 12)},
              {"defence", number % 15},
              {"sight", 2 + number % 30},
              {"xp", 5 + number % 300}};
}

// A copy of the monster before it that sets only its hit points.
Json variant_monster(int number) {
  const int toughness = 10 + number % 50;
  return Json{{"name", generated_name(number)},
              {"copy-from", generated_name(number - 1)},
              {"hp", range(toughness, toughness * 2)}};
}

Json read_json_file(const std::filesystem::path& file) {
  std::ifstream input(file);
  if (!input) throw std::runtime_error("cannot read " + file.string());
  return Json::parse(input);
}

Json padded_monsters_document(const std::filesystem::path& source_file, int total_monsters) {
  Json document = read_json_file(source_file);
  Json& monsters = document.at("monsters");
  const int generated_count = total_monsters - static_cast<int>(monsters.size());
  for (int number = 1; number <= generated_count; ++number) {
    monsters.push_back(number % kCopyFromEvery == 0 ? variant_monster(number) : complete_monster(number));
  }
  return document;
}

// Short names keep 350,000 entries under the loader's 16 MB limit per file.
std::string chain_name(int number) {
  return "M" + std::to_string(number);
}

// The shipped monsters, then the chain, one compact entry a line: indenting it would double the file.
std::string copy_from_chain_text(const std::filesystem::path& source_file, int total_monsters) {
  const Json shipped = read_json_file(source_file).at("monsters");
  const std::string root = shipped.at(0).at("name").get<std::string>();
  const int chain_length = total_monsters - static_cast<int>(shipped.size());
  std::string text = "{\"monsters\": [\n";
  for (const Json& monster : shipped) text += monster.dump() + ",\n";
  for (int number = 1; number <= chain_length; ++number) {
    const std::string parent = number == chain_length ? root : chain_name(number + 1);
    text += Json{{"name", chain_name(number)}, {"copy-from", parent}}.dump();
    text += number == chain_length ? "\n" : ",\n";
  }
  return text + "]}\n";
}

}  // namespace

GeneratedDataFolder::GeneratedDataFolder(const std::filesystem::path& source_data_dir, int total_monsters,
                                         MonsterPadding padding) {
  // The filesystem and the JSON library report problems by throwing; the benchmark wants
  // them as a reason it can print in its table.
  try {
    write(source_data_dir, total_monsters, padding);
  } catch (const std::exception& error) {
    failure_ = error.what();
  }
}

GeneratedDataFolder::~GeneratedDataFolder() {
  std::error_code ignored;
  if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
}

void GeneratedDataFolder::write(const std::filesystem::path& source_data_dir, int total_monsters,
                                MonsterPadding padding) {
  path_ = make_unique_folder();
  std::filesystem::copy(source_data_dir, path_, std::filesystem::copy_options::recursive);
  const std::filesystem::path source = source_data_dir / kMonstersFile;
  const std::string monsters = padding == MonsterPadding::Varied
                                   ? padded_monsters_document(source, total_monsters).dump(kJsonIndent) + "\n"
                                   : copy_from_chain_text(source, total_monsters);
  // Removed first: the copy keeps the source's permissions, which may not allow writing.
  std::filesystem::remove(path_ / kMonstersFile);
  write_text_file(path_ / kMonstersFile, monsters);
  monsters_file_bytes_ = std::filesystem::file_size(path_ / kMonstersFile);
}

}  // namespace bench
