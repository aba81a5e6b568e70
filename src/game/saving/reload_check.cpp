// SPDX-License-Identifier: MIT
#include "game/saving/reload_check.h"

#include <algorithm>
#include <map>

#include "game/generation/floor_builder.h"
#include "game/saving/save_file.h"
#include "game/saving/world_codec.h"

namespace game {

namespace {

// How many of each definition the saved state holds, by name.
void count_definitions(const nlohmann::json& value, std::map<std::string, int>& counts) {
  if (value.is_object()) {
    const auto definition = value.find("definition");
    if (definition != value.end() && definition->is_string()) ++counts[definition->get<std::string>()];
  }
  if (value.is_structured()) {
    for (const nlohmann::json& child : value) count_definitions(child, counts);
  }
}

bool defines(const EntityFactory& factory, const std::string& name) {
  core::Rng unused_rolls;
  return factory.create(name, {0, unused_rolls}).entity.has_value();
}

// "\"Micro Mouse\" (3) and \"Crowbar\" (1)", or empty when `next` has every one.
std::string missing_definitions(const World& world, const EntityFactory& next) {
  std::map<std::string, int> counts;
  count_definitions(WorldCodec::play_state(world), counts);
  std::vector<std::string> missing;
  for (const auto& [name, count] : counts) {
    if (!defines(next, name)) missing.push_back("\"" + name + "\" (" + std::to_string(count) + ")");
  }
  std::string text;
  for (std::size_t i = 0; i < missing.size(); ++i) {
    if (i > 0) text += i + 1 == missing.size() ? " and " : ", ";
    text += missing[i];
  }
  return text;
}

// The world as it would be after the reload, saved and read back with `next`.
std::string round_trip_problem(const World& world, const std::shared_ptr<const EntityFactory>& next) {
  SaveRead copy = read_save(save_text(world), world.shared_factory());
  if (!copy.ok()) return "the running game could not be copied: " + copy.error();
  copy->world.set_factory(next);
  return read_save(save_text(copy->world), next).error();
}

}  // namespace

std::vector<std::string> reload_problems(const World& world, const std::shared_ptr<const EntityFactory>& next) {
  // A boss floor below where the run has been would leave floors above the new top, and the
  // player able to climb past the boss.
  const int top = top_floor(next->database());
  const int deepest = std::max(world.summary().deepest_floor, world.floor_number());
  if (deepest > top) {
    return {"the new data puts the top of the dungeon (the boss's floor) on floor " + std::to_string(top) +
            ", below floor " + std::to_string(deepest) + " where this run has been; it goes on with the old data"};
  }
  const std::string missing = missing_definitions(world, *next);
  if (!missing.empty()) {
    return {"the new data does not define " + missing +
            ", which the running game still holds; it goes on with the old data until they are back"};
  }
  const std::string problem = round_trip_problem(world, next);
  if (problem.empty()) return {};
  return {"the running game could not be saved with the new data (" + problem + "); it goes on with the old data"};
}

}  // namespace game
