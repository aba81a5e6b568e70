// SPDX-License-Identifier: MIT
// Gadgets (items.json's "flash", "teleport" and "reveal_map" items) and a lure's landing noise.
#include <algorithm>
#include <string>

#include "game/rules/noise.h"
#include "game/rules/player_throws.h"
#include "game/world/world.h"

namespace game {

// Every monster within the flash's area that the player sees takes its statuses.
void World::flash_around(const Entity& flash) {
  const content::ItemTraits& traits = std::get<Item>(flash.kind).traits;
  messages_.add("The " + flash.name + " goes off in a blinding white.", turn_);
  int dazzled = 0;
  for (const EntityId id : monsters_in_area(current(), player_.position, traits.area)) {
    const auto target = std::ranges::find(current().entities, id, &Entity::id);
    if (target == current().entities.end() || !current().in_view(target->position)) continue;
    WakeContext wake{current(), rng_, messages_, turn_};
    wake_by_blow(wake, id);
    inflict_on(*target, traits.inflicts);
    ++dazzled;
  }
  if (dazzled == 0) messages_.add("Nobody was near enough to see it.", turn_);
}

void World::reveal_map(const Entity& chip) {
  current().seen.fill(1);
  for (Entity& trap : current().traps) std::get<Trap>(trap.kind).found = true;
  messages_.add("The " + chip.name + " projects the floor's plan: every wall, every stair, every trap.", turn_);
}

void World::teleport_player_with(const Entity& chip) {
  messages_.add("You press the " + chip.name + " to your temple.", turn_);
  teleport(std::nullopt);
}

// A lure lands with a noise of its own, which wakes sleepers and sends them, and the awake that search,
// to look where it lies.
void World::sound_lure(const Entity& lure, core::Point at) {
  if (current().in_view(at)) messages_.add("The " + lure.name + " squeaks.", turn_);
  WakeContext wake{current(), rng_, messages_, turn_};
  game::make_noise(wake, at, std::get<Item>(lure.kind).traits.noise);
}

}  // namespace game
