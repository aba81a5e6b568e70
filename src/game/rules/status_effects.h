// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "content/definitions.h"
#include "game/model/player.h"

namespace game {

bool has_status(const Player& player, content::StatusKind kind);
int status_turns_left(const Player& player, content::StatusKind kind);

// Adds a status, or extends it when the player already has it (never shortens).
void add_status(Player& player, content::StatusKind kind, int turns);
void remove_status(Player& player, content::StatusKind kind);

// The end of a turn: poison bites (never below 1 HP) and every status counts
// down. Returns what the player should be told ("You are no longer stunned.").
std::vector<std::string> tick_statuses(Player& player, int poison_damage);

}  // namespace game
