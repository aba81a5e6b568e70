// SPDX-License-Identifier: MIT
#include "content/database.h"

#include <string>
#include <vector>

namespace content {

const MonsterDefinition* Database::find_monster(const std::string& name) const {
  for (const auto& monster : monsters) {
    if (monster.look.name == name) return &monster;
  }
  return nullptr;
}

const Appearance* Database::find_appearance(const std::string& name) const {
  const auto matches = [&name](const auto& definition) { return definition.look.name == name; };
  for (const auto& monster : monsters)
    if (matches(monster)) return &monster.look;
  for (const auto& weapon : weapons)
    if (matches(weapon)) return &weapon.look;
  for (const auto& piece : armour)
    if (matches(piece)) return &piece.look;
  for (const auto& chip : microchips)
    if (matches(chip)) return &chip.look;
  for (const auto& item : items)
    if (matches(item)) return &item.look;
  for (const auto& trap : traps)
    if (matches(trap)) return &trap.look;
  return nullptr;
}

std::string place_text(const DefinitionPlace& place) {
  return place.file + ":" + std::to_string(place.position.line) + ":" + std::to_string(place.position.column) +
         (place.mod_id.empty() ? "" : " (mod " + place.mod_id + ")");
}

const DefinitionPlace* Database::place_of(const std::string& name) const {
  const auto found = places.find(name);
  return found == places.end() ? nullptr : &found->second;
}

const std::vector<std::pair<std::string, DefinitionPlace>>* Database::behaviour_places_of(
    const std::string& name) const {
  const auto found = behaviour_places.find(name);
  return found == behaviour_places.end() ? nullptr : &found->second;
}

std::vector<std::string> Database::all_names() const {
  std::vector<std::string> names;
  for (const auto& monster : monsters) names.push_back(monster.look.name);
  for (const auto& weapon : weapons) names.push_back(weapon.look.name);
  for (const auto& piece : armour) names.push_back(piece.look.name);
  for (const auto& chip : microchips) names.push_back(chip.look.name);
  for (const auto& item : items) names.push_back(item.look.name);
  for (const auto& trap : traps) names.push_back(trap.look.name);
  return names;
}

}  // namespace content
