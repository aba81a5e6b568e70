// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "content/scenario.h"
#include "game/spawning/entity_factory.h"
#include "game/world/world.h"
#include "json/diagnostics.h"

namespace game {

// A run set up from a scenario file, or every reason it could not be.
struct ScenarioStart {
  std::optional<World> world;
  json::Diagnostics diagnostics;
};

// Starts a run as `scenario` says: its seed (`fallback_seed` when it names
// none), then its floor, the player's tile, equipment, HP, inventory and
// spawns, none of it taking a turn. Whatever the world refuses (a wall under
// a spawn, a full pack) is an error naming the scenario's file and line.
ScenarioStart start_scenario(const content::Scenario& scenario, std::uint64_t fallback_seed,
                             std::shared_ptr<const EntityFactory> factory);

}  // namespace game
