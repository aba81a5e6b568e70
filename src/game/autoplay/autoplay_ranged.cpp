// SPDX-License-Identifier: MIT
#include "game/autoplay/autoplay_ranged.h"

#include <algorithm>
#include <vector>

#include "game/rules/player_throws.h"

namespace game {

namespace {

// One way to send something at a target: fire the weapon, or throw one kind of thing from the pack.
struct RangedOption {
  Action action;
  const content::ItemTraits* traits;
  int range;
};

const content::ItemTraits* throwable(const Entity& thing) {
  const auto* item = std::get_if<Item>(&thing.kind);
  return item != nullptr && item->traits.effect == content::ItemEffect::Throw ? &item->traits : nullptr;
}

std::optional<RangedOption> firing(const Player& player, core::Point aim) {
  const std::optional<Entity>& weapon = player.equipped_in(content::EquipmentSlot::Weapon);
  const auto* piece = weapon ? std::get_if<Equipment>(&weapon->kind) : nullptr;
  if (piece == nullptr || !piece->traits.fires) return std::nullopt;
  for (const Entity& thing : player.inventory) {
    if (thing.definition == piece->traits.fires->ammunition && throwable(thing) != nullptr)
      return RangedOption{Action::fire(aim), throwable(thing), piece->traits.fires->range};
  }
  return std::nullopt;
}

std::vector<RangedOption> throws(const Player& player, core::Point aim) {
  std::vector<RangedOption> options;
  for (std::size_t i = 0; i < player.inventory.size(); ++i) {
    if (const content::ItemTraits* traits = throwable(player.inventory[i]))
      options.push_back({Action::throw_item(i, aim), traits, traits->range});
  }
  return options;
}

int reduction(const World& world, const Monster& monster) {
  return monster.traits.defence * world.content().rules.defence_percent / 100;
}

bool one_blow_kills(const World& world, const Monster& monster) {
  return world.player().stats.attack_min - reduction(world, monster) >= monster.hp;
}

// The monster is the first thing on the line and within the option's range.
bool reaches(const World& world, const RangedOption& option, core::Point target) {
  const core::Flight flight = player_flight(world.floor(), world.player().position, target, option.range);
  return flight.end == core::FlightEnd::Creature && !flight.tiles.empty() && flight.tiles.back() == target;
}

int monsters_struck(const World& world, const RangedOption& option, core::Point target) {
  return std::max<int>(1, static_cast<int>(monsters_in_area(world.floor(), target, option.traits->area).size()));
}

std::optional<Action> best_option(const World& world, const Entity& target) {
  const Monster& monster = std::get<Monster>(target.kind);
  std::vector<RangedOption> options = throws(world.player(), target.position);
  std::erase_if(options, [&](const RangedOption& option) {
    return option.traits->damage.max <= reduction(world, monster) || !reaches(world, option, target.position);
  });
  const auto fire = firing(world.player(), target.position);
  const bool can_fire =
      fire && fire->traits->damage.max > reduction(world, monster) && reaches(world, *fire, target.position);
  const auto area = std::ranges::find_if(
      options, [&](const RangedOption& option) { return monsters_struck(world, option, target.position) > 1; });
  if (area != options.end()) return area->action;
  if (can_fire) return fire->action;
  const auto hardest = std::ranges::max_element(
      options, {}, [](const RangedOption& option) { return option.traits->damage.min + option.traits->damage.max; });
  if (hardest == options.end()) return std::nullopt;
  return hardest->action;
}

// Alert monsters in view, not adjacent, worth more than a blow; nearest first, then by id.
std::vector<const Entity*> targets(const World& world) {
  const Floor& floor = world.floor();
  const core::Point here = world.player().position;
  std::vector<const Entity*> found;
  for (const Entity& entity : floor.entities) {
    const auto* monster = std::get_if<Monster>(&entity.kind);
    if (monster == nullptr || !monster->alert || !floor.visible[entity.position]) continue;
    if (core::chebyshev_distance(entity.position, here) < 2 || one_blow_kills(world, *monster)) continue;
    found.push_back(&entity);
  }
  std::ranges::sort(found, [here](const Entity* a, const Entity* b) {
    const int da = core::chebyshev_distance(a->position, here);
    const int db = core::chebyshev_distance(b->position, here);
    return da != db ? da < db : a->id < b->id;
  });
  return found;
}

}  // namespace

std::optional<Action> ranged_attack(const World& world) {
  for (const Entity* target : targets(world)) {
    if (auto action = best_option(world, *target)) return action;
  }
  return std::nullopt;
}

}  // namespace game
