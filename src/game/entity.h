#pragma once

#include <cstdint>
#include <string>
#include <variant>

#include "core/point.h"

namespace game {

using EntityId = std::uint32_t;

enum class StairsDirection { Up, Down };

// A staircase to the floor above or below.
struct Stairs {
  StairsDirection direction = StairsDirection::Up;
};

// Anything that stands on a floor tile besides the terrain. Its id is stable
// for the whole run, so saves and messages can refer to it.
struct Entity {
  EntityId id = 0;
  std::string name;
  std::string description;
  std::string sprite;
  core::Point position;
  bool solid = false;
  std::variant<Stairs> kind;
};

}  // namespace game
