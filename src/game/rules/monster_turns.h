// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "content/definitions.h"
#include "core/grid.h"
#include "core/rng.h"
#include "game/model/floor.h"
#include "game/model/message_log.h"
#include "game/model/player.h"
#include "game/model/turn_report.h"
#include "game/rules/monster_turn_work.h"
#include "game/spawning/entity_factory.h"

namespace game {

// Everything the monsters of a floor need for one round of turns.
struct MonsterTurnContext {
  Floor& floor;
  Player& player;
  core::Rng& rng;
  const content::RulesDefinition& rules;
  const EntityFactory& factory;
  MessageLog& messages;
  TurnReport& report;  // where the monsters' moves, blows, events and sounds are told
  int turn = 0;
  bool player_invulnerable = false;  // the debug console's god mode: bites land but take no HP
  MonsterTurnWork* work = nullptr;   // counted into when a test asks, else nothing is counted
};

// Every living monster acts once, in a stable order (by id): it notices the
// player when inside its sight range and in line of sight (the same
// symmetric field of view as the player's), then uses the best of its
// abilities that it can, or moves: chases along one distance map shared by
// all, keeps its distance, flees, or wanders while idle. Returns the name of the monster that killed the player, if one
// did.
std::optional<std::string> take_monster_turns(MonsterTurnContext& context);

// Tiles monsters may walk: floor without a locked door.
core::Grid<std::uint8_t> monster_walkable(const Floor& floor);

}  // namespace game
