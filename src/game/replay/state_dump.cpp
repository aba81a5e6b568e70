// SPDX-License-Identifier: MIT
#include "game/replay/state_dump.h"

#include "core/hexadecimal.h"
#include "game/model/stacks.h"
#include "game/replay/state_hash.h"

namespace game {

namespace {

nlohmann::json visible_entities(const Floor& floor) {
  nlohmann::json entities = nlohmann::json::array();
  for (const Entity& entity : floor.entities) {
    if (!floor.visible[entity.position]) continue;
    entities.push_back({{"name", entity.name}, {"x", entity.position.x}, {"y", entity.position.y}});
  }
  return entities;
}

// The traps the player has found on this floor, in view or not: what they know of them.
nlohmann::json found_traps(const Floor& floor) {
  nlohmann::json traps = nlohmann::json::array();
  for (const Entity& trap : floor.traps) {
    if (!std::get<Trap>(trap.kind).found) continue;
    traps.push_back({{"name", trap.name}, {"x", trap.position.x}, {"y", trap.position.y}});
  }
  return traps;
}

nlohmann::json player_stats(const Player& player) {
  return {{"hp", player.hp},
          {"max_hp", player.stats.max_hp},
          {"attack_min", player.stats.attack_min},
          {"attack_max", player.stats.attack_max},
          {"defence", player.stats.defence},
          {"level", player.level},
          {"xp", player.xp}};
}

// One name per pack slot, a stack's with its count: "Health Pack x3".
nlohmann::json inventory_names(const Player& player) {
  nlohmann::json names = nlohmann::json::array();
  for (const Entity& item : player.inventory) {
    const int count = stack_count(item);
    names.push_back(count > 1 ? item.name + " x" + std::to_string(count) : item.name);
  }
  return names;
}

// Each slot by name, null when empty, so a test can tell "not equipped" from "missing".
nlohmann::json equipped_names(const Player& player) {
  const auto name_in = [&player](content::EquipmentSlot slot) -> nlohmann::json {
    const auto& piece = player.equipped_in(slot);
    return piece ? nlohmann::json(piece->name) : nlohmann::json(nullptr);
  };
  nlohmann::json names = nlohmann::json::object();
  for (content::EquipmentSlot slot : core::values_of(content::kEquipmentSlotNames)) {
    names[std::string(core::id_of(content::kEquipmentSlotNames, slot))] = name_in(slot);
  }
  return names;
}

}  // namespace

nlohmann::json state_dump(const World& world) {
  nlohmann::json dump = {
      {"scene", "dungeon"},
      {"seed", world.seed()},
      {"floor", world.floor_number()},
      {"turn", world.turn()},
      {"player", {{"x", world.player().position.x}, {"y", world.player().position.y}}},
      {"in_sight", visible_entities(world.floor())},
      {"traps_found", found_traps(world.floor())},
      {"stats", player_stats(world.player())},
      {"inventory", inventory_names(world.player())},
      {"equipped", equipped_names(world.player())},
      {"state_hash", core::to_hexadecimal(state_hash(world))},
  };
  if (!world.daily_date().empty()) dump["daily"] = world.daily_date();
  return dump;
}

}  // namespace game
