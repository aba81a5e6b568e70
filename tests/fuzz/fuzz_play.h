// SPDX-License-Identifier: MIT
#pragma once

#include "game/world/world.h"

namespace fuzz {

// A few turns of every kind, so that whatever state a file held reaches the rules.
inline void play_a_little(game::World& world) {
  for (const game::Action& action :
       {game::Action::wait(), game::Action::move({1, 0}), game::Action::move({-1, 1}), game::Action::use(0),
        game::Action::drop(0), game::Action::unequip(content::EquipmentSlot::Weapon),
        game::Action::drop_equipped(content::EquipmentSlot::Armour), game::Action::move({0, -1}),
        game::Action::throw_item(0, {1, 1}), game::Action::fire({2, 2})}) {
    world.perform(action);
  }
}

}  // namespace fuzz
