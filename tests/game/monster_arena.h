// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "game/rules/monster_turns.h"
#include "game/rules/player_stats.h"
#include "shipped_content.h"
#include "test_floor.h"

// A floor, a player and the monsters on it, with everything a round of turns needs.
struct Arena {
  game::Floor floor;
  game::Player player;
  core::Rng rng{7};
  content::RulesDefinition rules = shipped_database().rules;
  game::MessageLog messages;
  game::TurnReport report;
  game::MonsterTurnWork work;  // summed over every round
  int turn = 0;

  explicit Arena(const std::vector<std::string>& rows) : floor(floor_from_text(rows)) {
    game::refresh_player(player, shipped_database().player);
    player.hp = player.stats.max_hp;
    player.position = find_mark(rows, '@');
  }

  game::EntityId add(const std::string& name, core::Point position) {
    return floor.place(*shipped_factory()->create(name, {1, rng}).entity, position);
  }

  std::optional<std::string> round() {
    game::MonsterTurnContext context{floor,    player, rng,    rules, *shipped_factory(),
                                     messages, report, ++turn, false, &work};
    return game::take_monster_turns(context);
  }

  const game::Entity& entity(game::EntityId id) const {
    for (const auto& e : floor.entities) {
      if (e.id == id) return e;
    }
    FAIL("no entity with that id");
    return floor.entities.front();
  }
  const game::Monster& monster(game::EntityId id) const { return std::get<game::Monster>(entity(id).kind); }
  // The monster, for a test to change its traits or state before a round.
  game::Monster& changed(game::EntityId id) { return const_cast<game::Monster&>(monster(id)); }
  void put_to_sleep(game::EntityId id) { changed(id).sleeping = true; }
};

// A hall `width` tiles long and `rows` high inside its walls, the player near its west end.
inline std::vector<std::string> long_hall(int width, int rows) {
  std::vector<std::string> text{std::string(static_cast<std::size_t>(width), '#')};
  for (int y = 0; y < rows; ++y) text.push_back('#' + std::string(static_cast<std::size_t>(width - 2), '.') + '#');
  text.push_back(std::string(static_cast<std::size_t>(width), '#'));
  text[2][2] = '@';
  return text;
}
