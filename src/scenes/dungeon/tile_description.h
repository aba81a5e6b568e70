// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "game/world/world.h"

namespace scenes {

// How a line of the hover panel is coloured: a warning stands out, a
// reassurance is green, the rest is plain.
enum class FactTone { Plain, Warning, Reassuring };

// One short fact the hover panel shows above the description.
struct DescriptionLine {
  std::string text;
  FactTone tone = FactTone::Plain;
};

// A monster's hit points, drawn as a bar beside its name.
struct Health {
  int hp = 0;
  int max_hp = 0;
};

// What the hover panel says about a tile.
struct TileDescription {
  std::string name;
  std::string description;
  std::optional<Health> health;
  // Facts before the description: a monster's state and how a fight with it
  // would go; what lies under the player.
  std::vector<DescriptionLine> facts;
};

// Describes what the player knows of a tile: what stands there while it is in
// sight, the remembered terrain when it is not; nullopt for unknown tiles. In a
// --debug run, a thing's facts end with where its definition is written.
// The same words answer the mouse and the keyboard's look cursor.
// A throw or shot being aimed (`aimed`: what flies, and its damage roll) tells a monster's fight by it
// rather than by the player's blow.
struct AimedAttack {
  std::string what;  // "Staples"
  content::IntRange damage;
};
std::optional<TileDescription> describe_tile(const game::World& world, core::Point tile,
                                             const std::optional<AimedAttack>& aimed = std::nullopt);

}  // namespace scenes
