#include "generated_data_folder.h"

#include <unistd.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <system_error>

namespace bench {

namespace {

// Keeps keys in the order they are written, so the file reads like a hand-made one.
using Json = nlohmann::ordered_json;

constexpr const char* kMonstersFile = "monsters.json";
constexpr const char* kGeneratedSprite = "micro_mouse";
constexpr int kJsonIndent = 2;
// Every so many generated monsters one is a variant of the one before, as a mod's would be.
constexpr int kCopyFromEvery = 10;
constexpr int kMaxFolderNameAttempts = 1000;

// A new, empty folder under the temporary directory that no other run is using.
std::filesystem::path make_unique_folder() {
  const std::filesystem::path temporary = std::filesystem::temp_directory_path();
  const std::string prefix = "mouseking_benchmark_" + std::to_string(getpid()) + "_";
  for (int attempt = 0; attempt < kMaxFolderNameAttempts; ++attempt) {
    std::filesystem::path candidate = temporary / (prefix + std::to_string(attempt));
    // False, without an error, when the folder is already there.
    if (std::filesystem::create_directory(candidate)) return candidate;
  }
  throw std::runtime_error("no free folder name in " + temporary.string());
}

std::string generated_name(int number) {
  std::array<char, 48> text{};
  std::snprintf(text.data(), text.size(), "Generated Mouse %04d", number);
  return text.data();
}

Json range(int min, int max) {
  return Json{{"min", min}, {"max", max}};
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

Json padded_monsters_document(const std::filesystem::path& source_file, int total_monsters) {
  std::ifstream input(source_file);
  if (!input) throw std::runtime_error("cannot read " + source_file.string());
  Json document = Json::parse(input);
  Json& monsters = document.at("monsters");
  const int generated_count = total_monsters - static_cast<int>(monsters.size());
  for (int number = 1; number <= generated_count; ++number) {
    monsters.push_back(number % kCopyFromEvery == 0 ? variant_monster(number) : complete_monster(number));
  }
  return document;
}

void write_json_file(const std::filesystem::path& file, const Json& document) {
  std::ofstream output(file, std::ios::trunc);
  output << document.dump(kJsonIndent) << '\n';
  if (!output) throw std::runtime_error("cannot write " + file.string());
}

}  // namespace

GeneratedDataFolder::GeneratedDataFolder(const std::filesystem::path& source_data_dir, int total_monsters) {
  // The filesystem and the JSON library report problems by throwing; the benchmark wants
  // them as a reason it can print in its table.
  try {
    write(source_data_dir, total_monsters);
  } catch (const std::exception& error) {
    failure_ = error.what();
  }
}

GeneratedDataFolder::~GeneratedDataFolder() {
  std::error_code ignored;
  if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
}

void GeneratedDataFolder::write(const std::filesystem::path& source_data_dir, int total_monsters) {
  path_ = make_unique_folder();
  std::filesystem::copy(source_data_dir, path_, std::filesystem::copy_options::recursive);
  const Json monsters = padded_monsters_document(source_data_dir / kMonstersFile, total_monsters);
  // Removed first: the copy keeps the source's permissions, which may not allow writing.
  std::filesystem::remove(path_ / kMonstersFile);
  write_json_file(path_ / kMonstersFile, monsters);
  monsters_file_bytes_ = std::filesystem::file_size(path_ / kMonstersFile);
}

}  // namespace bench
