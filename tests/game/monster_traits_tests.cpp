// SPDX-License-Identifier: MIT
// A monster's traits travel from monsters.json into every monster of its kind and through saves; the
// "erratic" trait is the example of one added end to end (see data/README.md, "monsters.json").

#include <doctest/doctest.h>

#include <algorithm>
#include <optional>

#include "game/saving/save_file.h"
#include "game/saving/world_codec.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "neo_mouse_run.h"
#include "reloaded_world.h"

namespace {

// Every monster object in a saved world's JSON, on every floor it keeps.
std::vector<nlohmann::json> saved_monsters(const nlohmann::json& node) {
  std::vector<nlohmann::json> found;
  if (node.is_object() && node.contains("monster")) found.push_back(node["monster"]);
  if (node.is_structured()) {
    for (const nlohmann::json& child : node) {
      for (nlohmann::json& monster : saved_monsters(child)) found.push_back(std::move(monster));
    }
  }
  return found;
}

}  // namespace

TEST_CASE("a monster made from monsters.json keeps its kind's erratic trait, and a save keeps it too") {
  NeoMouseRun run(" \"erratic\": 30,");
  CHECK(monster_with_id(*run.world, run.neo).traits.erratic == 30);

  const game::World loaded = reloaded(*run.world, run.library.factory());
  CHECK(monster_with_id(loaded, run.neo).traits == monster_with_id(*run.world, run.neo).traits);
}

TEST_CASE("a save keeps the erratic trait of the monster as it was made, not the data's new value") {
  NeoMouseRun run(" \"erratic\": 30,");
  const std::string saved = game::save_text(*run.world);

  run.folder.replace("monsters.json", "\"erratic\": 30,", "\"erratic\": 90,");
  REQUIRE(run.library.reload());
  game::SaveRead read = game::read_save(saved, run.library.factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  CHECK(monster_with_id(read->world, run.neo).traits.erratic == 30);
}

TEST_CASE("a steady monster's save holds no erratic field, so saves and replays of such runs are unchanged") {
  NeoMouseRun run("");
  const std::vector<nlohmann::json> monsters = saved_monsters(game::WorldCodec::to_json(*run.world));
  REQUIRE_FALSE(monsters.empty());
  for (const nlohmann::json& monster : monsters) CHECK_FALSE(monster.contains("erratic"));
}

TEST_CASE("a saved monster with an erratic value outside 0-100 is refused, naming the field") {
  NeoMouseRun run(" \"erratic\": 30,");
  std::string saved = game::save_text(*run.world);
  const std::size_t at = saved.find("\"erratic\":30");
  REQUIRE(at != std::string::npos);
  saved.replace(at, std::string("\"erratic\":30").size(), "\"erratic\":300");
  const game::SaveRead read = game::read_save(saved, run.library.factory());
  CHECK_FALSE(read.ok());
  CHECK(read.error().find("erratic") != std::string::npos);
}
