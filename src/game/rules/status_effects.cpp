// SPDX-License-Identifier: MIT
#include "game/rules/status_effects.h"

#include <algorithm>

namespace game {

namespace {

std::vector<StatusEffect>::iterator find_status(Player& player, content::StatusKind kind) {
  return std::find_if(player.statuses.begin(), player.statuses.end(),
                      [kind](const StatusEffect& status) { return status.kind == kind; });
}

}  // namespace

bool has_status(const Player& player, content::StatusKind kind) {
  return status_turns_left(player, kind) > 0;
}

int status_turns_left(const Player& player, content::StatusKind kind) {
  for (const StatusEffect& status : player.statuses) {
    if (status.kind == kind) return status.turns_left;
  }
  return 0;
}

void add_status(Player& player, content::StatusKind kind, int turns) {
  const auto existing = find_status(player, kind);
  if (existing == player.statuses.end()) {
    player.statuses.push_back({kind, turns});
  } else {
    existing->turns_left = std::max(existing->turns_left, turns);
  }
}

void remove_status(Player& player, content::StatusKind kind) {
  const auto existing = find_status(player, kind);
  if (existing != player.statuses.end()) player.statuses.erase(existing);
}

std::vector<std::string> tick_statuses(Player& player, int poison_damage) {
  std::vector<std::string> messages;
  if (has_status(player, content::StatusKind::Poisoned) && player.hp > 1) {
    player.hp = std::max(1, player.hp - poison_damage);
  }
  for (StatusEffect& status : player.statuses) {
    if (--status.turns_left == 0)
      messages.push_back("You are no longer " + std::string(core::id_of(content::kStatusKindNames, status.kind)) + ".");
  }
  std::erase_if(player.statuses, [](const StatusEffect& status) { return status.turns_left <= 0; });
  return messages;
}

}  // namespace game
