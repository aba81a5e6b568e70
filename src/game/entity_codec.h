#pragma once

#include <nlohmann/json.hpp>
#include <optional>

#include "game/entity.h"
#include "game/entity_factory.h"
#include "game/saved_json_reader.h"

namespace game {

// An entity as a save keeps it: its id, name, place and whatever was rolled
// or changed since it was made (a monster's hit points, a weapon's bonus).
nlohmann::json entity_to_json(const Entity& entity);

// Makes the entity again through the factory from its definition's name, so
// its look and description follow the current data, then puts back what the
// save kept. A name the data no longer has, or a kind that changed (a saved
// monster whose name is now an item), is reported through `reader`.
std::optional<Entity> entity_from_json(SavedJsonReader& reader, const EntityFactory& factory);

}  // namespace game
