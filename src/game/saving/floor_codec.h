// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <nlohmann/json.hpp>

#include "game/model/floor.h"
#include "game/saving/entity_codec.h"
#include "game/saving/saved_json_reader.h"

namespace game {

// A visited floor as a save keeps it: its terrain and what the player has
// seen, as rows of characters, and its entities. What the player sees now is
// not kept; it follows from where the player stands.
nlohmann::json floor_to_json(const Floor& floor);

// The floor back, every row and entity checked; nullptr after a problem,
// which `reader` holds.
std::unique_ptr<Floor> floor_from_json(SavedJsonReader reader, const EntityFactory& factory, EntityIdCheck& ids);

}  // namespace game
