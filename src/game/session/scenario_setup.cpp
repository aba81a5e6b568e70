// SPDX-License-Identifier: MIT
#include "game/session/scenario_setup.h"

#include <string>

namespace game {

namespace {

std::string tile_text(core::Point tile) {
  return "(" + std::to_string(tile.x) + ", " + std::to_string(tile.y) + ")";
}

// Applies the scenario step by step, collecting what the world refuses.
class ScenarioSetup {
 public:
  ScenarioSetup(World& world, const content::Scenario& scenario, json::Diagnostics& diagnostics)
      : world_(world), scenario_(scenario), diagnostics_(diagnostics) {}

  void apply() {
    // The floor comes first: the tiles and spawns below are on it.
    if (!world_.setup().travel_to_floor(scenario_.floor))
      error({}, "there is no floor " + std::to_string(scenario_.floor));
    place_player();
    for (const content::ScenarioName& piece : scenario_.equipped) equip(piece);
    // After the equipment, so a max-HP bonus counts towards the limit.
    if (scenario_.hp) set_hp(*scenario_.hp);
    for (const content::ScenarioName& thing : scenario_.inventory) give(thing);
    for (const content::ScenarioSpawn& spawn : scenario_.spawns) place(spawn);
  }

 private:
  void error(json::TextPosition position, const std::string& message) {
    diagnostics_.error(scenario_.file, position, "scenario: " + message);
  }

  std::string on_this_floor() const { return " on floor " + std::to_string(world_.floor_number()); }

  void place_player() {
    if (!scenario_.player_tile || world_.setup().place_player(*scenario_.player_tile)) return;
    error(scenario_.player_tile_position, "the player cannot stand on " + tile_text(*scenario_.player_tile) +
                                              on_this_floor() + ": it is not a free floor tile");
  }

  void equip(const content::ScenarioName& piece) {
    if (!world_.setup().give_equipped(piece.name)) error(piece.position, "could not equip \"" + piece.name + "\"");
  }

  void set_hp(int hp) {
    const int max_hp = world_.player().stats.max_hp;
    if (hp > max_hp) {
      diagnostics_.warning(scenario_.file, {},
                           "scenario: \"hp\" " + std::to_string(hp) + " is more than the player's max HP " +
                               std::to_string(max_hp) + "; the player starts with " + std::to_string(max_hp));
    }
    world_.setup().set_player_hp(hp);
  }

  void give(const content::ScenarioName& thing) {
    if (!world_.setup().give(thing.name))
      error(thing.position, "could not put \"" + thing.name + "\" in the pack: it is full");
  }

  void place(const content::ScenarioSpawn& spawn) {
    if (world_.setup().spawn(spawn.what.name, spawn.tile)) return;
    error(spawn.what.position, "could not place \"" + spawn.what.name + "\" at " + tile_text(spawn.tile) +
                                   on_this_floor() + ": it is a wall, the player's tile or taken by something solid");
  }

  World& world_;
  const content::Scenario& scenario_;
  json::Diagnostics& diagnostics_;
};

}  // namespace

ScenarioStart start_scenario(const content::Scenario& scenario, std::uint64_t fallback_seed,
                             std::shared_ptr<const EntityFactory> factory) {
  ScenarioStart start;
  World world(scenario.seed.value_or(fallback_seed), std::move(factory));
  ScenarioSetup(world, scenario, start.diagnostics).apply();
  if (!start.diagnostics.has_errors()) start.world.emplace(std::move(world));
  return start;
}

}  // namespace game
