// SPDX-License-Identifier: MIT
// The property behind every save: save -> load -> save gives the same bytes
// and the same state hash, for many seeds, for data at the edges of every
// documented range, and across an F5 in the middle of a run.
#include <doctest/doctest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "content/limits.h"
#include "game/autoplay/autoplay.h"
#include "game/replay/state_hash.h"
#include "game/saving/reload_check.h"
#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "temp_data_folder.h"

namespace {

using Json = nlohmann::json;

// Calls `edit` on every object of `value`, however deep.
void for_each_object(Json& value, const std::function<void(Json&)>& edit) {
  if (value.is_object()) edit(value);
  if (value.is_structured()) {
    for (Json& child : value) for_each_object(child, edit);
  }
}

void edit_file(const TempDataFolder& folder, const std::string& file, const std::function<void(Json&)>& edit) {
  Json root = Json::parse(folder.read(file));
  for_each_object(root, edit);
  folder.write(file, root.dump(2));
}

void set_if_present(Json& object, const std::string& key, const Json& value) {
  if (object.contains(key)) object[key] = value;
}

// A monster's entry, not one of the objects inside it.
bool is_monster(const Json& object) {
  return object.contains("hp") && object.contains("xp");
}

// A name of the most bytes the data allows, in two-byte characters.
std::string longest_name() {
  std::string name;
  while (name.size() + 2 <= content::kNameLimit) name += "\xc3\x9c";  // "Ü"
  return name;
}

// Numbers at the top of their documented ranges: the strongest researcher,
// the fiercest and richest mice, the biggest bonuses and rolls, crowded floors.
void make_highest(const TempDataFolder& folder) {
  edit_file(folder, "monsters.json", [](Json& object) {
    // A status's turns are a range; a buff's are one number.
    if (object.contains("turns") && object["turns"].is_object())
      object["turns"] = {{"min", content::kTurnsLimit}, {"max", content::kTurnsLimit}};
    if (!is_monster(object)) return;  // an ability's "buff" has an attack and a defence of its own
    set_if_present(object, "hp", {{"min", 1}, {"max", content::kStatLimit}});
    set_if_present(object, "attack", {{"min", 0}, {"max", content::kStatLimit}});
    set_if_present(object, "defence", 0);  // else nothing ever falls, and the run never moves on
    set_if_present(object, "sight", content::kSightLimit);
    set_if_present(object, "xp", content::kXpLimit);
  });
  edit_file(folder, "player.json", [](Json& object) {
    set_if_present(object, "max_hp", content::kStatLimit);
    set_if_present(object, "attack", {{"min", content::kStatLimit}, {"max", content::kStatLimit}});
    set_if_present(object, "defence", content::kStatLimit);
    set_if_present(object, "sight", content::kSightLimit);
    set_if_present(object, "inventory_slots", 1000);
  });
  // At the highest base stats a level may add nothing: the highest level must stay within the limit too.
  edit_file(folder, "player.json", [](Json& object) {
    set_if_present(object, "per_level", {{"max_hp", 0}, {"attack_min", 0}, {"attack_max", 0}, {"defence", 0}});
  });
  for (const char* file : {"weapons.json", "armour.json"}) {
    edit_file(folder, file, [](Json& object) {
      if (!object.contains("bonus")) return;
      const int k = content::kStatLimit;
      object["bonus"] = {{"max_hp", k}, {"attack_min", k}, {"attack_max", k}, {"defence", k}};
    });
  }
  edit_file(folder, "microchips.json",
            [](Json& object) { set_if_present(object, "random_steps_per_floor", content::kChipStepsPerFloorLimit); });
  edit_file(folder, "items.json", [](Json& object) { set_if_present(object, "amount", content::kStatLimit); });
  edit_file(folder, "rules.json", [](Json& object) {
    for (const char* key :
         {"defence_percent", "xp_per_pickup", "poison_damage_per_turn", "monster_memory_turns", "regeneration_turns"})
      set_if_present(object, key, 1000);
    set_if_present(object, "monster_wander_percent", 100);
  });
  edit_file(folder, "floors.json", [](Json& object) {
    // The top-level monsters and each band's.
    if (object.contains("roll") || object.contains("table")) object["count"] = {{"min", 300}, {"max", 300}};
    if (object.contains("item")) object["count"] = {{"min", 100}, {"max", 100}};
    set_if_present(object, "bonus_max_per_floor", content::kBonusPerFloorLimit);
    for (const char* key : {"weapons_per_floor", "armour_per_floor", "microchips_per_floor"})
      set_if_present(object, key, 20);
  });
  folder.replace("weapons.json", "\"Crowbar\"", "\"" + longest_name() + "\"");
}

// Every number at the bottom of its range: a frail researcher with one slot, weak mice worth nothing.
void make_lowest(const TempDataFolder& folder) {
  edit_file(folder, "monsters.json", [](Json& object) {
    if (!is_monster(object)) return;
    set_if_present(object, "hp", {{"min", 1}, {"max", 1}});
    set_if_present(object, "attack", {{"min", 0}, {"max", 0}});
    set_if_present(object, "defence", 0);
    set_if_present(object, "sight", 1);
    set_if_present(object, "xp", 0);
  });
  edit_file(folder, "player.json", [](Json& object) {
    set_if_present(object, "max_hp", 1);
    set_if_present(object, "attack", {{"min", 0}, {"max", 0}});
    set_if_present(object, "defence", 0);
    set_if_present(object, "sight", 1);
    set_if_present(object, "inventory_slots", 1);
  });
  for (const char* file : {"weapons.json", "armour.json"}) {
    edit_file(folder, file, [](Json& object) {
      if (!object.contains("bonus")) return;
      const int k = -content::kStatLimit;
      object["bonus"] = {{"max_hp", k}, {"attack_min", k}, {"attack_max", k}, {"defence", k}};
    });
  }
  edit_file(folder, "rules.json", [](Json& object) {
    for (const char* key : {"defence_percent", "xp_per_pickup", "poison_damage_per_turn", "monster_memory_turns",
                            "monster_wander_percent", "regeneration_turns"})
      set_if_present(object, key, 0);
  });
}

// A data folder and the content it loads to.
struct Variant {
  std::string label;
  std::unique_ptr<TempDataFolder> folder = std::make_unique<TempDataFolder>();
  std::unique_ptr<game::ContentLibrary> library;
};

std::vector<Variant> data_variants() {
  std::vector<Variant> variants;
  for (const auto& [label, edit] : std::vector<std::pair<std::string, std::function<void(const TempDataFolder&)>>>{
           {"shipped", [](const TempDataFolder&) {}}, {"highest", make_highest}, {"lowest", make_lowest}}) {
    Variant variant;
    variant.label = label;
    edit(*variant.folder);
    variant.library = std::make_unique<game::ContentLibrary>(variant.folder->path(), content::SpriteCheck{});
    REQUIRE_MESSAGE(variant.library->load(), label << ": " << variant.library->diagnostics().to_string());
    variants.push_back(std::move(variant));
  }
  return variants;
}

// Save -> load -> save: the same bytes and the same state hash.
void check_round_trip(const game::World& world, const std::string& where) {
  if (world.run_over()) return;  // a finished run's save is deleted, never read
  const std::string text = game::save_text(world);
  const game::SaveRead read = game::read_save(text, world.shared_factory());
  REQUIRE_MESSAGE(read.ok(), where << ": " << read.error());
  const bool same_bytes = game::save_text(read->world) == text;  // not the texts: a failure would print megabytes
  CHECK_MESSAGE(same_bytes, where);
  CHECK_MESSAGE(game::state_hash(read->world) == game::state_hash(world), where);
}

}  // namespace

TEST_CASE("save, load and save again give the same bytes and state, at every edge of the data and across F5") {
  std::vector<Variant> variants = data_variants();
  int reloads_taken = 0;
  int reloads_refused = 0;
  int deepest = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    for (std::size_t v = 0; v < variants.size(); ++v) {
      const std::string where = variants[v].label + " data, seed " + std::to_string(seed);
      game::World world(seed, variants[v].library->factory());
      check_round_trip(world, where + ", at the start");
      game::autoplay_until(world, 400);
      check_round_trip(world, where + ", after 400 turns");
      // F5 to the next variant's data, as the dungeon does it: refused when the run would not fit it.
      game::ContentLibrary& next = *variants[(v + 1) % variants.size()].library;
      const std::vector<std::string> problems = game::reload_problems(world, next.factory());
      if (problems.empty()) world.set_factory(next.factory());
      (problems.empty() ? reloads_taken : reloads_refused) += 1;
      check_round_trip(world, where + ", after F5");
      game::autoplay_until(world, 1500);
      deepest = std::max(deepest, world.summary().deepest_floor);
      check_round_trip(world, where + ", after 1500 turns");
    }
  }
  // The runs did reach what they are meant to: F5 both ways, and floors above the first.
  CHECK(reloads_taken > 0);
  CHECK(reloads_refused > 0);
  CHECK(deepest >= 2);
}

TEST_CASE("a run whose rules are all at zero saves and reads back all along: no counter falls below what it reads") {
  TempDataFolder folder;
  edit_file(folder, "rules.json", [](Json& object) {
    for (const char* key : {"defence_percent", "xp_per_pickup", "poison_damage_per_turn", "monster_memory_turns",
                            "monster_wander_percent", "regeneration_turns"})
      set_if_present(object, key, 0);
  });
  game::ContentLibrary library(folder.path(), content::SpriteCheck{});
  REQUIRE_MESSAGE(library.load(), library.diagnostics().to_string());
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    game::World world(seed, library.factory());
    for (int turns = 50; turns <= 1500 && !world.run_over(); turns += 50) {
      game::autoplay_until(world, turns);
      check_round_trip(world, "seed " + std::to_string(seed) + ", turn " + std::to_string(world.turn()));
    }
  }
}
