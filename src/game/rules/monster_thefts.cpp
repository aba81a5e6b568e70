// SPDX-License-Identifier: MIT
#include "game/rules/monster_thefts.h"

#include <cstddef>
#include <string>

#include "game/model/stacks.h"

namespace game {

bool can_steal(const Monster& thief, const MonsterTurnContext& context) {
  return thief.carried.empty() && !context.player.inventory.empty();
}

void steal_from_player(const Entity& entity, Monster& thief, MonsterTurnContext& context) {
  const int last = static_cast<int>(context.player.inventory.size()) - 1;
  const auto slot = static_cast<std::size_t>(context.rng.uniform_int(0, last));
  Entity stolen = take_one(context.player.inventory, slot, *context.floor.ids);
  context.messages.add("The " + entity.name + " snatches your " + stolen.name + "!", context.turn);
  thief.carried.push_back(std::move(stolen));
  thief.fleeing = true;
}

}  // namespace game
