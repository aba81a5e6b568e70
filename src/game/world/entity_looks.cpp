// SPDX-License-Identifier: MIT
#include "game/world/entity_looks.h"

namespace game {

namespace {

template <class Definition>
void add_looks(std::unordered_map<std::string_view, const content::Appearance*>& by_name,
               const std::vector<Definition>& definitions) {
  for (const Definition& definition : definitions) by_name.emplace(definition.look.name, &definition.look);
}

}  // namespace

EntityLooks::EntityLooks(const content::Database& content) {
  add_looks(by_name_, content.monsters);
  add_looks(by_name_, content.weapons);
  add_looks(by_name_, content.armour);
  add_looks(by_name_, content.microchips);
  add_looks(by_name_, content.items);
}

void EntityLooks::apply(Entity& entity) const {
  const auto found = by_name_.find(entity.definition);
  if (found == by_name_.end()) return;
  entity.sprite = found->second->sprite;
  entity.description = found->second->description;
}

}  // namespace game
