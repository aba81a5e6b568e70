// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "game/model/entity.h"
#include "game/saving/saved_json_reader.h"
#include "game/spawning/entity_factory.h"

namespace game {

// An entity as a save keeps it: its id, name, place and whatever was rolled
// or changed since it was made (a monster's hit points, a weapon's bonus).
nlohmann::json entity_to_json(const Entity& entity);

// Makes the entity again through the factory from its definition's name, so
// its look and description follow the current data, then puts back what the
// save kept. A name the data no longer has, or a kind that changed (a saved
// monster whose name is now an item), is reported through `reader`.
std::optional<Entity> entity_from_json(SavedJsonReader& reader, const EntityFactory& factory);

// Every id is used once in a run, whether the entity is on a floor or carried,
// and is below the next id the world will hand out.
class EntityIdCheck {
 public:
  explicit EntityIdCheck(EntityId next_id);
  void check(SavedJsonReader& reader, const Entity& entity);

 private:
  EntityId next_id_;
  std::set<EntityId> ids_;
};

// The entities of the list `key`, at most `max_count`; empty after a problem.
std::vector<Entity> read_entities(SavedJsonReader& reader, const std::string& key, std::size_t max_count,
                                  const EntityFactory& factory, EntityIdCheck& ids);

}  // namespace game
