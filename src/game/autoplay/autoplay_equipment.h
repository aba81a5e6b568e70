// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "content/definitions.h"
#include "game/model/player.h"

namespace game {

// How much the autoplay bot values a set of fighting numbers: attack and
// defence by what they do to an average bite under the defence rule, max HP a little.
std::int64_t stats_value(const Stats& stats, int defence_percent);

// The inventory piece whose equipping raises stats_value the most, if any does.
std::optional<std::size_t> best_upgrade(const Player& player, const content::PlayerDefinition& definition,
                                        int defence_percent);

// Inventory indices of equipment not worth keeping because no piece would
// improve on what is worn (call after best_upgrade found nothing), highest
// index first so dropping them one by one keeps the others' indices valid.
std::vector<std::size_t> spare_equipment(const Player& player);

}  // namespace game
