// SPDX-License-Identifier: MIT
#include "scenes/dungeon/target_mode.h"

#include <algorithm>

#include "game/model/stacks.h"
#include "game/rules/player_throws.h"

namespace scenes {

namespace {

const content::ItemTraits* throwable(const game::Entity& thing) {
  const auto* item = std::get_if<game::Item>(&thing.kind);
  return item != nullptr && item->traits.effect == content::ItemEffect::Throw ? &item->traits : nullptr;
}

std::optional<std::size_t> pack_slot_of(const game::World& world, const std::string& definition) {
  const std::vector<game::Entity>& pack = world.player().inventory;
  const auto found = std::ranges::find_if(
      pack, [&](const game::Entity& thing) { return thing.definition == definition && throwable(thing) != nullptr; });
  if (found == pack.end()) return std::nullopt;
  return static_cast<std::size_t>(found - pack.begin());
}

}  // namespace

FireChoice fire_choice(const game::World& world) {
  const std::optional<game::Entity>& weapon = world.player().equipped_in(content::EquipmentSlot::Weapon);
  const auto* piece = weapon ? std::get_if<game::Equipment>(&weapon->kind) : nullptr;
  if (piece == nullptr || !piece->traits.fires) return {std::nullopt, "You wield nothing that fires."};
  const content::Firing& fires = *piece->traits.fires;
  if (!pack_slot_of(world, fires.ammunition))
    return {std::nullopt, "The " + weapon->name + " needs a " + fires.ammunition + ", and you have none."};
  return {Launch{true, fires.ammunition, weapon->name, fires.range}, ""};
}

std::vector<Launch> throw_choices(const game::World& world) {
  std::vector<Launch> choices;
  for (const game::Entity& thing : world.player().inventory) {
    const content::ItemTraits* traits = throwable(thing);
    if (traits == nullptr) continue;
    if (std::ranges::any_of(choices, [&](const Launch& launch) { return launch.definition == thing.definition; }))
      continue;
    choices.push_back({false, thing.definition, thing.name, traits->range});
  }
  return choices;
}

std::optional<AimedAttack> aimed_attack(const game::World& world, const Launch& launch) {
  const std::optional<std::size_t> slot = pack_slot_of(world, launch.definition);
  if (!slot) return std::nullopt;
  const game::Entity& thing = world.player().inventory[*slot];
  return AimedAttack{thing.name, throwable(thing)->damage};
}

std::optional<game::Action> launch_action(const game::World& world, const Launch& launch, core::Point aim) {
  if (launch.fire) return game::Action::fire(aim);
  const std::optional<std::size_t> slot = pack_slot_of(world, launch.definition);
  if (!slot) return std::nullopt;
  return game::Action::throw_item(*slot, aim);
}

core::Flight launch_flight(const game::World& world, const Launch& launch, core::Point aim) {
  return game::player_flight(world.floor(), world.player().position, aim, launch.range);
}

void TargetMode::open(Launch launch, const std::vector<core::Point>& targets, core::Point fallback) {
  launch_ = std::move(launch);
  cursor_.start(fallback);
  cursor_.next(targets);
}

}  // namespace scenes
