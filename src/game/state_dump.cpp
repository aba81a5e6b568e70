#include "game/state_dump.h"

#include <nlohmann/json.hpp>

namespace game {

std::string state_dump_json(const World& world) {
  const nlohmann::json state = {
      {"scene", "dungeon"},
      {"seed", world.seed()},
      {"floor", world.floor_number()},
      {"turn", world.turn()},
      {"player", {{"x", world.player().position.x}, {"y", world.player().position.y}}},
  };
  return state.dump(2) + "\n";
}

}  // namespace game
