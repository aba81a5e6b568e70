// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/rules/status_effects.h"

using content::StatusKind;

TEST_CASE("a status lasts its turns, then wears off with a message") {
  game::Player player;
  player.hp = 10;
  game::add_status(player, StatusKind::Stunned, 2);
  CHECK(game::has_status(player, StatusKind::Stunned));
  CHECK(game::tick_statuses(player, 1).empty());
  CHECK(game::status_turns_left(player, StatusKind::Stunned) == 1);
  const auto messages = game::tick_statuses(player, 1);
  REQUIRE(messages.size() == 1);
  CHECK(messages[0] == "You are no longer stunned.");
  CHECK_FALSE(game::has_status(player, StatusKind::Stunned));
}

TEST_CASE("poison takes HP each turn but never below 1") {
  game::Player player;
  player.hp = 3;
  game::add_status(player, StatusKind::Poisoned, 10);
  game::tick_statuses(player, 1);
  CHECK(player.hp == 2);
  game::tick_statuses(player, 1);
  CHECK(player.hp == 1);
  for (int i = 0; i < 5; ++i) game::tick_statuses(player, 1);
  CHECK(player.hp == 1);
}

TEST_CASE("a second dose extends a status but never shortens it") {
  game::Player player;
  game::add_status(player, StatusKind::Confused, 5);
  game::add_status(player, StatusKind::Confused, 2);
  CHECK(game::status_turns_left(player, StatusKind::Confused) == 5);
  game::add_status(player, StatusKind::Confused, 8);
  CHECK(game::status_turns_left(player, StatusKind::Confused) == 8);
  CHECK(player.statuses.size() == 1);
}

TEST_CASE("removing a status cures it at once") {
  game::Player player;
  game::add_status(player, StatusKind::Poisoned, 5);
  game::remove_status(player, StatusKind::Poisoned);
  CHECK_FALSE(game::has_status(player, StatusKind::Poisoned));
}
