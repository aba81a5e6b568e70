// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/hexadecimal.h"
#include "game/autoplay/autoplay.h"
#include "game/replay/replay.h"
#include "game/saving/save_file.h"
#include "result_checks.h"
#include "shipped_content.h"
#include "temp_data_folder.h"
#include "temp_folder.h"

namespace {

// The shipped data with a monster's description and the floors' monster roll changed: every name is
// still there, but two files are not what they were.
std::shared_ptr<const game::EntityFactory> factory_with_two_changed_files() {
  TempDataFolder data;
  data.replace("monsters.json", "\"description\": \"", "\"description\": \"Changed. ");
  data.replace("floors.json", "\"roll\": 100", "\"roll\": 90");
  return factory_from(data.path());
}

// A fresh run of the shipped data carrying a Crowbar, as a save file's text.
std::string crowbar_save() {
  game::World world(11, shipped_factory());
  REQUIRE(world.setup().give("Crowbar"));
  return game::save_text(world);
}

std::filesystem::path write_save(const TempFolder& folder, const std::string& text) {
  const std::filesystem::path path = game::save_path(folder.path);
  REQUIRE_OK(core::write_file_atomically(path, text));
  return path;
}

game::Replay short_replay() {
  return game::replay_of(game::play_autoplay_run(4, shipped_factory(), 40));
}

}  // namespace

TEST_CASE("a save records the fingerprint of its content, per file, and reads back without a notice") {
  const nlohmann::json root = nlohmann::json::parse(crowbar_save());
  REQUIRE(root.contains("content"));
  for (const content::FileFingerprint& file : shipped_database().fingerprint.files) {
    CAPTURE(file.file);
    CHECK(root["content"]["files"][file.file] == core::to_hexadecimal(file.hash));
  }
  CHECK(root["content"]["mods"] == nlohmann::json::array());
  const game::SaveRead read = game::read_save(crowbar_save(), shipped_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(read->data_notice.empty());
  // Saved again, it records the same fingerprint: the round trip keeps it.
  CHECK(nlohmann::json::parse(game::save_text(read->world))["content"] == root["content"]);
}

TEST_CASE("a save from before fingerprints loads with no notice, whatever the data") {
  nlohmann::json root = nlohmann::json::parse(crowbar_save());
  root.erase("content");
  TempFolder folder("save");
  const std::filesystem::path path = write_save(folder, root.dump());
  const game::SavedRun run = game::load_saved_run(path, factory_with_two_changed_files());
  CHECK(run.world);
  CHECK(run.notice.empty());
}

TEST_CASE("a save made with other data loads, and the notice names the files that changed") {
  TempFolder folder("save");
  const std::filesystem::path path = write_save(folder, crowbar_save());
  const game::SavedRun run = game::load_saved_run(path, factory_with_two_changed_files());
  REQUIRE(run.world);
  CHECK(run.world->player().inventory.size() == 1);
  CHECK(run.notice == "This run was saved with other game data: monsters.json and floors.json have changed since.");
  CHECK_FALSE(run.kept_in_place);
  CHECK(std::filesystem::exists(path));
}

TEST_CASE("a save made with other mods says which mods it had") {
  nlohmann::json root = nlohmann::json::parse(crowbar_save());
  root["content"]["mods"] = {{{"id", "more_mice"}, {"version", "1.2"}}};
  const game::SaveRead read = game::read_save(root.dump(), shipped_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(read->data_notice ==
        "This run was saved with other game data: it was saved with more_mice 1.2 and the game now has no mods.");
}

TEST_CASE("a save naming an entry the data no longer has is refused naming it and its file, and left untouched") {
  TempDataFolder data;
  data.replace("weapons.json", "\"Crowbar\"", "\"Wrecking Bar\"");
  TempFolder folder("save");
  const std::string text = crowbar_save();
  const std::filesystem::path path = write_save(folder, text);
  const game::SavedRun run = game::load_saved_run(path, factory_from(data.path()));
  CHECK_FALSE(run.world);
  CHECK(run.kept_in_place);
  CHECK(run.notice.find("\"Crowbar\" is not in the game's data any more") != std::string::npos);
  CHECK(run.notice.find("weapons.json") != std::string::npos);
  // Left where it is, byte for byte: with the data back (a mod enabled again) it continues.
  CHECK(core::read_regular_file(path, text.size() + 1).value() == text);
  CHECK_FALSE(std::filesystem::exists(folder.path / "save.json.bak"));
  CHECK(game::load_saved_run(path, shipped_factory()).world);
}

TEST_CASE("a damaged fingerprint in a save is a problem naming its field") {
  nlohmann::json root = nlohmann::json::parse(crowbar_save());
  root["content"]["files"]["monsters.json"] = "not hex";
  CHECK(game::read_save(root.dump(), shipped_factory()).error() ==
        "it does not fit this game: content.files.monsters.json: expected 16 hexadecimal digits");
}

TEST_CASE("a replay records its content and says before playing which files changed since") {
  const game::Replay replay = short_replay();
  const core::Result<game::Replay> read = game::read_replay(game::replay_text(replay));
  REQUIRE_MESSAGE(read, read.error());
  CHECK(read->content == shipped_database().fingerprint);
  CHECK(game::content_notice(*read, *shipped_factory()).empty());
  TempDataFolder data;
  data.replace("monsters.json", "\"defence\": 8", "\"defence\": 9");
  CHECK(game::content_notice(*read, *factory_from(data.path())) ==
        "This replay was recorded with monsters.json as it was; it has changed since, so it may not play out as it "
        "did.");
  data.replace("floors.json", "\"roll\": 100", "\"roll\": 90");
  CHECK(game::content_notice(*read, *factory_from(data.path()))
            .starts_with(
                "This replay was recorded with monsters.json and floors.json as they were; they have changed since"));
}

TEST_CASE("a replay from before fingerprints plays with no notice") {
  game::Replay replay = short_replay();
  replay.content.reset();
  const std::string text = game::replay_text(replay);
  CHECK(text.find("\"content\"") == std::string::npos);
  const core::Result<game::Replay> read = game::read_replay(text);
  REQUIRE_MESSAGE(read, read.error());
  CHECK_FALSE(read->content);
  CHECK(game::content_notice(*read, *factory_with_two_changed_files()).empty());
}

TEST_CASE("an entry name with a NUL or another control character in a save is shown escaped, not cut short") {
  nlohmann::json root = nlohmann::json::parse(crowbar_save());
  const std::string saved = root.dump();
  const std::string crowbar = "\"definition\":\"Crowbar\"";
  REQUIRE(saved.find(crowbar) != std::string::npos);
  std::string broken = saved;
  broken.replace(broken.find(crowbar), crowbar.size(), "\"definition\":\"Crow\\u0000bar\\u001b[2J\"");
  const game::SaveRead read = game::read_save(broken, shipped_factory());
  REQUIRE_FALSE(read.ok());
  CHECK(read.failure().data_mismatch);  // only the data lacks the name: the save is kept
  CHECK(read.error().find('\0') == std::string::npos);
  CHECK(read.error().find('\x1b') == std::string::npos);
  CHECK(read.error().find("\"Crow\\u0000bar\\u001b[2J\" is not in the game's data any more") != std::string::npos);
}

TEST_CASE("a mod id with a NUL in a save is shown escaped in the notice") {
  nlohmann::json root = nlohmann::json::parse(crowbar_save());
  root["content"]["mods"] = {{{"id", std::string("more\0mice", 9)}, {"version", "1.2"}}};
  const game::SaveRead read = game::read_save(root.dump(), shipped_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(read->data_notice ==
        "This run was saved with other game data: it was saved with more\\u0000mice 1.2 and the game now has no mods.");
}
