// SPDX-License-Identifier: MIT
#include "generated_mods.h"

#include <array>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <system_error>

#include "generated_json.h"
#include "render/sprite_library.h"
#include "temporary_folder.h"

namespace bench {

namespace {

constexpr int kMonstersPerMod = 40;
constexpr int kWeaponsPerMod = 5;
constexpr int kSpriteSize = 16;
// Shipped entries the mods copy and change; a load that no longer finds them fails and the table says so.
constexpr std::array kShippedMonsters{"Micro Mouse", "Neo Mouse", "Tough Mouse"};
constexpr const char* kShippedWeapon = "Crowbar";

std::string mod_id(int mod) {
  return "bench_mod_" + std::to_string(mod + 1);
}

std::string sprite_name(int mod, int index) {
  return mod_id(mod) + "_sprite_" + std::to_string(index);
}

// A sprite of the shipped palette's characters, different in every file, with a comment line as modders write.
std::string sprite_text(int mod, int index) {
  constexpr const char kColours[] = "kdfFsSgw";
  std::string text = "; generated for the benchmark\n";
  for (int y = 0; y < kSpriteSize; ++y) {
    for (int x = 0; x < kSpriteSize; ++x) text += (x + y + index) % 5 == 0 ? '.' : kColours[(x * y + index + mod) % 8];
    text += '\n';
  }
  return text;
}

Json mod_manifest(int mod) {
  Json manifest{{"id", mod_id(mod)},
                {"name", "Benchmark mod " + std::to_string(mod + 1)},
                {"version", "1.0"},
                {"description", "Generated monsters, weapons and sprites."}};
  manifest["requires"] = mod == 0 ? Json::array() : Json::array({mod_id(mod - 1)});
  return manifest;
}

Json new_monster(int mod, int index) {
  const int toughness = 2 + (index + mod) % 30;
  return Json{{"name", mod_id(mod) + " mouse " + std::to_string(index)},
              {"copy-from", kShippedMonsters[static_cast<std::size_t>(index) % kShippedMonsters.size()]},
              {"sprite", sprite_name(mod, index % GeneratedMods::kSpritesPerMod)},
              {"hp", range(toughness, toughness * 2)},
              {"defence", index % 12},
              {"spawn", Json{{"floors", Json::array({1 + index % 6, 7 + index % 6})}, {"chance", 50 + index}}}};
}

// A shipped monster changed in place, as balance mods do.
Json changed_monster(int mod, std::size_t shipped) {
  return Json{{"name", kShippedMonsters[shipped]}, {"copy-from", kShippedMonsters[shipped]}, {"xp", 20 + mod}};
}

Json monsters_document(int mod) {
  Json monsters = Json::array();
  for (int index = 0; index < kMonstersPerMod; ++index) monsters.push_back(new_monster(mod, index));
  monsters.push_back(changed_monster(mod, static_cast<std::size_t>(mod) % kShippedMonsters.size()));
  monsters.push_back(changed_monster(mod, static_cast<std::size_t>(mod + 1) % kShippedMonsters.size()));
  return Json{{"monsters", monsters}};
}

Json weapons_document(int mod) {
  Json weapons = Json::array();
  for (int index = 0; index < kWeaponsPerMod; ++index) {
    weapons.push_back(Json{{"name", mod_id(mod) + " bar " + std::to_string(index)},
                           {"copy-from", kShippedWeapon},
                           {"sprite", sprite_name(mod, kMonstersPerMod + index)}});
  }
  return Json{{"weapons", weapons}};
}

void write_mod(const std::filesystem::path& folder, int mod) {
  std::filesystem::create_directories(folder / render::kLayerSpriteFolder);
  write_text_file(folder / "mod.json", mod_manifest(mod).dump(kJsonIndent) + "\n");
  write_text_file(folder / "monsters.json", monsters_document(mod).dump(kJsonIndent) + "\n");
  write_text_file(folder / "weapons.json", weapons_document(mod).dump(kJsonIndent) + "\n");
  for (int index = 0; index < GeneratedMods::kSpritesPerMod; ++index) {
    write_text_file(folder / render::kLayerSpriteFolder / (sprite_name(mod, index) + ".txt"), sprite_text(mod, index));
  }
}

}  // namespace

GeneratedMods::GeneratedMods() {
  // The filesystem and the JSON library report problems by throwing; the benchmark wants
  // them as a reason it can print in its table.
  try {
    write();
  } catch (const std::exception& error) {
    failure_ = error.what();
  }
}

GeneratedMods::~GeneratedMods() {
  std::error_code ignored;
  if (!root_.empty()) std::filesystem::remove_all(root_, ignored);
}

void GeneratedMods::write() {
  root_ = make_unique_folder();
  for (int mod = 0; mod < kMods; ++mod) {
    const std::filesystem::path folder = root_ / mod_id(mod);
    write_mod(folder, mod);
    folders_.push_back(folder);
  }
}

}  // namespace bench
