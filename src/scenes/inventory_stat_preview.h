#pragma once

#include <optional>

#include "content/definitions.h"
#include "game/world/player.h"
#include "scenes/inventory_item_text.h"

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
// Attack compares its average hit, so 1-9 beats 4-5.
Tone compare_attack(const game::Stats& now, const game::Stats& after);

}  // namespace scenes
