// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "content/definitions.h"
#include "game/model/entity.h"

namespace scenes {

// Whether a line of text reads as good news, bad news or neither.
enum class Tone { Plain, Good, Bad };

// One effect of an item, as the inventory shows it: "Max attack +6", "Restores 10 HP".
struct EffectLine {
  std::string text;
  Tone tone = Tone::Plain;
};

// What kind of thing an entity is, for the line under its name: "Weapon", "Healing", "Key"...
std::string kind_name(const game::Entity& entity);
// Every stat an equipped piece changes, or what using an item does.
std::vector<EffectLine> effect_lines(const game::Entity& entity);
// An equipped piece's bonus in a few words for its box, one stat at a time ("+3 atk";
// "+1/+9 atk", "-1 def"; "-1 max atk", "+12 def"; "+5 HP", "+2 def"), each with its own tone
// ("-1 max atk" Bad, "+12 def" Good), for a caption that breaks and colours between them.
std::vector<EffectLine> short_bonus_parts(const content::StatBonus& bonus);
// How many a pack slot holds, for its card: "3 in this stack", or empty for one thing.
std::string stack_text(const game::Entity& entity);
// Why an item cannot go into `box`: "The Crowbar goes in the weapon box." or
// "A Health Pack cannot be equipped."; empty when it fits.
std::string wrong_box_reason(const game::Entity& entity, content::EquipmentSlot box);

}  // namespace scenes
