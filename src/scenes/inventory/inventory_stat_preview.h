// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "content/definitions.h"
#include "game/model/player.h"
#include "scenes/inventory/inventory_item_text.h"

namespace scenes {

// The numbers the inventory's stats panel shows for the player.
struct PlayerNumbers {
  int hp = 0;
  game::Stats stats;
};

PlayerNumbers current_numbers(const game::Player& player);

// The player's numbers after using `item` from the pack: wearing it (the
// piece it replaces taken off), or a healing item's HP. Nullopt when using it
// changes none of them (a key, an antivenom).
std::optional<PlayerNumbers> after_using(const game::Player& player, const content::PlayerDefinition& definition,
                                         const game::Entity& item);

// The player's numbers after taking off what is in `slot`.
PlayerNumbers after_removing(const game::Player& player, const content::PlayerDefinition& definition,
                             content::EquipmentSlot slot);

// Good when a number the player wants high goes up, bad when it goes down.
Tone compare(int now, int after);

// One piece of a stat's value after the change: a number, or what stands between two.
struct StatPart {
  std::string text;
  Tone tone = Tone::Plain;

  friend bool operator==(const StatPart&, const StatPart&) = default;
};

// A stats row's value after the change, piece by piece. Each number that changes is
// marked "▲" when it gets better and "▼" when it gets worse, besides its colour, so the
// change reads without colour; an attack's two ends are compared apart, as 2–13 to
// 4–10 is better at one end and worse at the other.
std::vector<StatPart> number_after(int now, int after);
std::vector<StatPart> attack_after(const game::Stats& now, const game::Stats& after);
std::vector<StatPart> hp_after(const PlayerNumbers& now, const PlayerNumbers& after);

}  // namespace scenes
