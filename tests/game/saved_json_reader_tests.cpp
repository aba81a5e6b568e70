// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "game/saving/saved_json_reader.h"

namespace {

const nlohmann::json kSave = nlohmann::json::parse(R"({
  "turn": 12,
  "floors": [
    {"entities": [{"hp": 4}]},
    {"entities": [{"hp": "lots"}, {"hp": 2}]}
  ],
  "written_by_a_newer_game": true
})");

// Reads every entity's hp, as the save codec reads a floor's entities, and gives the first problem.
std::string problem_reading_hit_points(const nlohmann::json& save) {
  std::string problem;
  game::SavedJsonReader reader(save, problem);
  for (game::SavedJsonReader& floor : reader.object_list("floors", 14)) {
    for (game::SavedJsonReader& entity : floor.object_list("entities", 100)) entity.integer("hp", 1, 9);
  }
  return problem;
}

}  // namespace

TEST_CASE("a save reader names a field in a list of a list by its whole path") {
  CHECK(problem_reading_hit_points(kSave) ==
        "floors[1].entities[0].hp must be a whole number from 1 to 9, found a text");
}

TEST_CASE("a save reader names an element of a list that is not an object by its place in the list") {
  nlohmann::json save = kSave;
  save["floors"][1] = 7;
  CHECK(problem_reading_hit_points(save) == "floors[1] must be an object, found 7");
}

TEST_CASE("a save reader keeps the first problem and reads on with fallbacks") {
  std::string problem;
  game::SavedJsonReader reader(kSave, problem);
  CHECK(reader.integer("turns", 0, 100) == 0);
  CHECK(reader.integer("turn", 0, 5) == 0);
  CHECK(problem == "turns must be a whole number from 0 to 100 and is missing");
}

TEST_CASE("a member a save reader never asks for is no problem: a newer game may have written it") {
  std::string problem;
  game::SavedJsonReader reader(kSave, problem);
  CHECK(reader.integer("turn", 0, 100) == 12);
  CHECK(reader.object_list("floors", 14).size() == 2);
  CHECK(reader.ok());
  CHECK(problem.empty());
}
