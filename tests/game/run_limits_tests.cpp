// SPDX-License-Identifier: MIT
// A run held within its limits (run_limits.h) plays on at each of them, and
// whatever it saves there reads back.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "game/saving/save_file.h"
#include "game/saving/world_codec.h"
#include "game/world/world.h"
#include "reloaded_world.h"
#include "shipped_content.h"

namespace {

// Puts the player beside a wall and returns the direction of the wall, if the floor has such a tile.
std::optional<core::Point> stand_beside_wall(game::World& world) {
  const game::Floor& floor = world.floor();
  for (int y = 0; y < floor.height(); ++y) {
    for (int x = 0; x < floor.width(); ++x) {
      for (core::Point direction : core::kDirections8) {
        if (floor.is_wall(core::Point{x, y} + direction) && world.setup().place_player({x, y})) return direction;
      }
    }
  }
  return std::nullopt;
}

// `world` through its own codec and back, within the same limits.
game::World through_codec(const game::World& world) {
  game::WorldRead read =
      game::WorldCodec::from_json(game::WorldCodec::to_json(world), world.shared_factory(), world.limits());
  REQUIRE_MESSAGE(read.ok(), read.error());
  return std::move(read->world);
}

int count_messages_containing(const game::World& world, const std::string& words) {
  return static_cast<int>(std::ranges::count_if(world.messages().all(), [&](const game::MessageLog::Message& line) {
    return line.text.find(words) != std::string::npos;
  }));
}

// A shipped save of a fresh run with one field set.
game::World loaded_with(const std::string& key, const nlohmann::json& value) {
  game::World world(5, shipped_factory());
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  root[key] = value;
  game::SaveRead read = game::read_save(root.dump(), shipped_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  return std::move(read->world);
}

}  // namespace

TEST_CASE("an action that changes nothing is not recorded: one that does is") {
  game::World world(3, shipped_factory());
  const std::optional<core::Point> into_wall = stand_beside_wall(world);
  REQUIRE(into_wall);
  for (int i = 0; i < 50; ++i) world.perform(game::Action::move(*into_wall));
  world.perform(game::Action::drop(0));  // an empty pack: refused without a word
  CHECK(world.actions().empty());
  world.perform(game::Action::wait());
  CHECK(world.actions() == std::vector{game::Action::wait()});
}

TEST_CASE("at the recording limit the run goes on unrecorded, says so once, and its save reads back") {
  game::World world(3, shipped_factory(), game::RunLimits{.recorded_actions = 5});
  for (int i = 0; i < 9; ++i) world.perform(game::Action::wait());
  CHECK(world.actions().size() == 5);
  CHECK(world.turn() == 9);
  CHECK_FALSE(world.replayable());
  CHECK(count_messages_containing(world, "too long to record") == 1);
  game::World loaded = through_codec(world);
  CHECK(loaded.actions().size() == 5);
  CHECK_FALSE(loaded.replayable());
  loaded.perform(game::Action::wait());
  CHECK(loaded.turn() == 10);
  CHECK(through_codec(loaded).turn() == 10);
}

TEST_CASE("the clock stops at its limit, the run goes on, and its save reads back") {
  game::World world(3, shipped_factory(), game::RunLimits{.turns = 4});
  for (int i = 0; i < 7; ++i) world.perform(game::Action::wait());
  CHECK(world.turn() == 4);
  CHECK(world.actions().size() == 7);  // each wait still passed a turn for the monsters
  CHECK(count_messages_containing(world, "the last it counts") == 1);
  game::World loaded = through_codec(world);
  CHECK(loaded.turn() == 4);
  loaded.perform(game::Action::wait());
  CHECK(through_codec(loaded).turn() == 4);
}

TEST_CASE("a shipped save one turn from the clock's limit plays on and is saved and read back") {
  game::World world = loaded_with("turn", game::kRunLimits.turns - 1);
  for (int i = 0; i < 18; ++i) world.perform(game::Action::wait());
  CHECK(world.turn() == game::kRunLimits.turns);
  CHECK(reloaded(world).turn() == game::kRunLimits.turns);
}

TEST_CASE("past half the entity ids the run's entities are numbered again, in their order, and the save reads back") {
  game::World world = loaded_with("next_entity_id", game::kRunLimits.entity_ids / 2 + 1);
  std::vector<std::string> names_by_id;
  for (const game::Entity& entity : world.floor().entities) names_by_id.push_back(entity.name);
  world.perform(game::Action::wait());
  CHECK(world.floor().entities.size() == names_by_id.size());
  for (std::size_t i = 0; i < world.floor().entities.size(); ++i) {
    CHECK(world.floor().entities[i].id == i + 1);  // the floor listed its entities in the order of their ids
    CHECK(world.floor().entities[i].name == names_by_id[i]);
  }
  CHECK(world.setup().travel_to_floor(4));  // a new floor takes ids after the renumbered ones
  game::World loaded = reloaded(world);
  CHECK(loaded.floor().entities.size() == world.floor().entities.size());
  CHECK(game::WorldCodec::to_json(loaded)["next_entity_id"].get<int>() < game::kRunLimits.entity_ids / 2);
}

TEST_CASE("a save beyond the run's limits is refused, naming the field") {
  game::World world(5, shipped_factory());
  nlohmann::json root = nlohmann::json::parse(game::save_text(world));
  for (const auto& [key, value] : {std::pair<std::string, long long>{"turn", game::kRunLimits.turns + 1LL},
                                   {"next_entity_id", game::kRunLimits.entity_ids + 1LL}}) {
    nlohmann::json edited = root;
    edited[key] = value;
    const game::SaveRead read = game::read_save(edited.dump(), shipped_factory());
    CHECK_FALSE(read.ok());
    CHECK_MESSAGE(read.error().find(key) != std::string::npos, read.error());
  }
}
