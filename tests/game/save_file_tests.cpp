// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <functional>
#include <nlohmann/json.hpp>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "file_text.h"
#include "game/autoplay/autoplay.h"
#include "game/replay/replay.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "game/world/world.h"
#include "reloaded_world.h"
#include "result_checks.h"
#include "shipped_content.h"
#include "temp_folder.h"

namespace {

using content::EquipmentSlot;

// A run that has been on every floor (the single room, both generators, the
// King's hall), carries a full set of equipment and a pack of items, and has
// fought: the widest state a save must keep.
game::World well_travelled_run() {
  game::World world(7, shipped_factory());
  for (int floor = 0; floor <= game::top_floor(shipped_database()); ++floor)
    REQUIRE(world.setup().travel_to_floor(floor));
  REQUIRE(world.setup().travel_to_floor(3));
  REQUIRE(world.setup().give_equipped("Crowbar"));
  REQUIRE(world.setup().give_equipped("Biker Jacket"));
  REQUIRE(world.setup().give_equipped("Microchip"));
  REQUIRE(world.setup().give("Health Pack"));
  REQUIRE(world.setup().give("Key"));
  REQUIRE(world.setup().give("Vial of Antivenom"));
  REQUIRE(world.setup().give("Stun Baton"));
  game::autoplay_until(world, world.turn() + 150);
  REQUIRE_FALSE(world.run_over());
  return world;
}

// Lets the bot play on for `turns` turns; returns the actions it took.
std::vector<game::Action> play_on(game::World& world, int turns) {
  const std::size_t before = world.actions().size();
  game::autoplay_until(world, world.turn() + turns);
  return {world.actions().begin() + static_cast<std::ptrdiff_t>(before), world.actions().end()};
}

// The save of a fresh run with one field of its JSON changed by `edit`.
std::string edited_save(const std::function<void(nlohmann::json&)>& edit) {
  game::World world(11, shipped_factory());
  REQUIRE(world.setup().give("Crowbar"));
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  edit(root);
  return root.dump();
}

// Loads a broken save file and checks what the title would be told and that the file was kept.
std::string notice_for_broken_save(const std::string& text, const std::shared_ptr<const game::EntityFactory>& factory) {
  TempFolder folder("save");
  const std::filesystem::path path = game::save_path(folder.path);
  write_text(path, text);
  const game::SavedRun run = game::load_saved_run(path, factory);
  CHECK_FALSE(run.world);
  CHECK_FALSE(std::filesystem::exists(path));
  const std::filesystem::path kept = folder.path / "save.json.bak";
  REQUIRE(std::filesystem::exists(kept));
  CHECK(core::read_regular_file(kept, text.size()).value() == text);  // moved aside byte for byte, never deleted
  CHECK(run.notice.find(kept.string()) != std::string::npos);
  return run.notice;
}

}  // namespace

TEST_CASE("a saved run loads with the same state hash, on every floor type and with every slot filled") {
  const game::World original = well_travelled_run();
  for (int floor = 0; floor <= game::top_floor(shipped_database()); ++floor) CHECK(original.visited(floor));
  const game::World loaded = reloaded(original);
  CHECK(game::state_hash(loaded) == game::state_hash(original));
  CHECK(game::save_text(loaded) == game::save_text(original));
  CHECK(loaded.messages().all().size() == original.messages().all().size());
  CHECK(loaded.actions() == original.actions());
  for (EquipmentSlot slot : {EquipmentSlot::Weapon, EquipmentSlot::Armour, EquipmentSlot::Microchip}) {
    REQUIRE(loaded.player().equipped_in(slot));
    CHECK(loaded.player().equipped_in(slot)->name == original.player().equipped_in(slot)->name);
  }
  CHECK(loaded.player().stats == original.player().stats);
}

TEST_CASE("a loaded run plays on exactly as the saved one would have") {
  game::World original = game::play_autoplay_run(3, shipped_factory(), 150);
  game::World loaded = reloaded(original);
  const std::vector<game::Action> actions = play_on(original, 400);
  REQUIRE(actions.size() > 100);
  for (const game::Action& action : actions) loaded.perform(action);
  CHECK(loaded.turn() == original.turn());
  CHECK(game::state_hash(loaded) == game::state_hash(original));
  // The save carried the actions before it, so the continued run replays whole.
  CHECK(game::state_hash(game::play_replay(game::replay_of(loaded), shipped_factory())) == game::state_hash(loaded));
}

TEST_CASE("the state hash changes when anything that matters for play changes") {
  game::World world(5, shipped_factory());
  const std::uint64_t start = game::state_hash(world);
  CHECK(game::state_hash(game::World(5, shipped_factory())) == start);
  CHECK(game::state_hash(game::World(6, shipped_factory())) != start);
  world.perform(game::Action::wait());
  CHECK(game::state_hash(world) != start);
}

TEST_CASE("a crash between writing a save and renaming it leaves the previous save loadable") {
  TempFolder folder("save");
  const std::filesystem::path path = game::save_path(folder.path);
  game::World world(21, shipped_factory());
  REQUIRE_OK(game::save_run(world, path));
  const std::uint64_t saved_hash = game::state_hash(world);

  play_on(world, 50);
  // The first half of save_run, then the "crash": the rename never happens.
  const core::Result<std::filesystem::path> staged = core::stage_file(path, game::save_text(world));
  REQUIRE(staged);
  CHECK(std::filesystem::exists(*staged));

  game::SavedRun run = game::load_saved_run(path, shipped_factory());
  REQUIRE_MESSAGE(run.world, run.notice);
  CHECK(game::state_hash(*run.world) == saved_hash);
  // The next save goes through despite the leftover temporary file.
  REQUIRE_OK(game::save_run(world, path));
  run = game::load_saved_run(path, shipped_factory());
  REQUIRE_MESSAGE(run.world, run.notice);
  CHECK(game::state_hash(*run.world) == game::state_hash(world));
}

TEST_CASE("with no save there is nothing to continue and nothing to report") {
  TempFolder folder("save");
  const game::SavedRun run = game::load_saved_run(game::save_path(folder.path), shipped_factory());
  CHECK_FALSE(run.world);
  CHECK(run.notice.empty());
}

TEST_CASE("a corrupt save is reported in plain words and moved aside") {
  const std::string notice =
      notice_for_broken_save("{\"format\": \"Mouse King save\", \"version\": 1,,}", shipped_factory());
  CHECK(notice.find("could not be loaded: it is damaged") != std::string::npos);
  CHECK(notice.find("line 1, column") != std::string::npos);
  CHECK(notice.find("a new game can start") != std::string::npos);
}

TEST_CASE("a save cut short is reported as incomplete") {
  const std::string text = game::save_text(game::World(12, shipped_factory()));
  const std::string notice = notice_for_broken_save(text.substr(0, text.size() / 2), shipped_factory());
  CHECK(notice.find("it ends too early, so it is incomplete") != std::string::npos);
}

TEST_CASE("a save from a newer version of the game is refused with the reason") {
  const std::string notice =
      notice_for_broken_save(edited_save([](nlohmann::json& root) { root["version"] = 2; }), shipped_factory());
  CHECK(notice.find("made by a newer version of Mouse King (save format 2; this game reads format 1)") !=
        std::string::npos);
}

TEST_CASE("a save from an older format is refused with the reason") {
  const std::string notice =
      notice_for_broken_save(edited_save([](nlohmann::json& root) { root["version"] = 0; }), shipped_factory());
  CHECK(notice.find("made by an older version of Mouse King (save format 0)") != std::string::npos);
}

// A save naming an entry the data lacks is kept in place, untouched: see fingerprint_record_tests.cpp.

TEST_CASE("a doctored number is reported with its field, what was expected and what was found") {
  const std::string text = edited_save([](nlohmann::json& root) { root["player"]["hp"] = "lots"; });
  const game::SaveRead read = game::read_save(text, shipped_factory());
  REQUIRE_FALSE(read.ok());
  CHECK(read.error() == "it does not fit this game: player.hp must be a whole number from 1 to 25, found a text");
  CHECK_FALSE(read.failure().data_mismatch);  // the file itself is wrong, whatever the data
}

TEST_CASE("a doctored word is reported with every word its field allows") {
  const std::string text = edited_save([](nlohmann::json& root) {
    for (nlohmann::json& entity : root["floors"][0]["entities"]) {
      if (entity.contains("stairs")) entity["stairs"]["direction"] = "sideways";
    }
  });
  const game::SaveRead read = game::read_save(text, shipped_factory());
  CHECK_FALSE(read.ok());
  CHECK(read.error().find(".stairs.direction must be one of \"up\" or \"down\", found a text") != std::string::npos);
}

TEST_CASE("a save that puts an entity off the floor or reuses an id is refused") {
  auto off_floor = edited_save([](nlohmann::json& root) { root["floors"][0]["entities"][0]["x"] = 4000; });
  CHECK(game::read_save(off_floor, shipped_factory()).error().find("stands outside the floor") != std::string::npos);
  auto reused = edited_save(
      [](nlohmann::json& root) { root["player"]["inventory"][0]["id"] = root["floors"][0]["entities"][0]["id"]; });
  CHECK(game::read_save(reused, shipped_factory()).error().find("is used twice") != std::string::npos);
}

TEST_CASE("a save whose pack holds a monster is refused") {
  const std::string monster_in_pack = edited_save([](nlohmann::json& root) {
    nlohmann::json& item = root["player"]["inventory"][0];
    item["definition"] = "Neo Mouse";
    item.erase("equipment");
    item["monster"] = {{"hp", 3},    {"max_hp", 3}, {"attack_min", 1}, {"attack_max", 2}, {"defence", 0},
                       {"sight", 5}, {"xp", 1},     {"alert", false},  {"memory", 0},     {"patrol_target", nullptr}};
  });
  CHECK(game::read_save(monster_in_pack, shipped_factory()).error() ==
        "it does not fit this game: player.inventory[0]: \"Neo Mouse\" cannot be carried");
}

TEST_CASE("permadeath: deleting the save leaves nothing to continue") {
  TempFolder folder("save");
  const std::filesystem::path path = game::save_path(folder.path);
  REQUIRE_OK(game::save_run(game::World(2, shipped_factory()), path));
  CHECK(game::delete_save(path));
  CHECK_FALSE(std::filesystem::exists(path));
  CHECK_FALSE(game::load_saved_run(path, shipped_factory()).world);
}

TEST_CASE("a save linked to /dev/zero is set aside at once, the link and not its target") {
  TempFolder folder("save");
  const std::filesystem::path path = game::save_path(folder.path);
  std::filesystem::create_symlink("/dev/zero", path);

  const game::SavedRun run = game::load_saved_run(path, shipped_factory());
  CHECK_FALSE(run.world);
  CHECK(run.notice.find("it cannot be read: it is a device, not a file") != std::string::npos);
  CHECK(std::filesystem::is_symlink(folder.path / "save.json.bak"));
  CHECK(std::filesystem::exists("/dev/zero"));
}

TEST_CASE("a save that is a named pipe is set aside at once instead of blocking the title") {
  TempFolder folder("save");
  const std::filesystem::path path = game::save_path(folder.path);
  REQUIRE(::mkfifo(path.c_str(), 0600) == 0);

  const game::SavedRun run = game::load_saved_run(path, shipped_factory());
  CHECK_FALSE(run.world);
  CHECK(run.notice.find("it is a named pipe, not a file") != std::string::npos);
}

TEST_CASE("a save far larger than any save is refused by its size") {
  TempFolder folder("save");
  const std::filesystem::path path = game::save_path(folder.path);
  write_text(path, "{}");
  std::filesystem::resize_file(path, 300ull * 1024 * 1024);

  const game::SavedRun run = game::load_saved_run(path, shipped_factory());
  CHECK_FALSE(run.world);
  CHECK(run.notice.find("it is larger than 256 MB") != std::string::npos);
}

TEST_CASE("the notice for a damaged save never repeats the file's bytes") {
  const std::string notice = notice_for_broken_save("secret-token-1234", shipped_factory());
  CHECK(notice.find("line 1, column 1") != std::string::npos);
  CHECK(notice.find("secret") == std::string::npos);
}
