// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_item_text.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string_view>

#include "game/model/stacks.h"

namespace scenes {

namespace {

std::string signed_number(int value) {
  return (value > 0 ? "+" : "") + std::to_string(value);
}

void add_bonus_line(std::vector<EffectLine>& lines, std::string_view stat, int value) {
  if (value == 0) return;
  lines.push_back({std::string(stat) + " " + signed_number(value), value > 0 ? Tone::Good : Tone::Bad});
}

std::string_view stat_label(content::ChipStat stat) {
  return core::label_of(content::kChipStatNames, stat);
}

std::vector<EffectLine> bonus_lines(const content::StatBonus& bonus) {
  std::vector<EffectLine> lines;
  add_bonus_line(lines, stat_label(content::ChipStat::MaxHp), bonus.max_hp);
  if (bonus.attack_min == bonus.attack_max) {
    add_bonus_line(lines, "Attack", bonus.attack_min);
  } else {
    add_bonus_line(lines, stat_label(content::ChipStat::AttackMin), bonus.attack_min);
    add_bonus_line(lines, stat_label(content::ChipStat::AttackMax), bonus.attack_max);
  }
  add_bonus_line(lines, stat_label(content::ChipStat::Defence), bonus.defence);
  if (lines.empty()) lines.push_back({"No effect on your stats", Tone::Plain});
  return lines;
}

// "75% poisoned for 3-5 turns", "25% stunned for 1 turn"; `what` before it names whose hit it is.
EffectLine infliction_line(const content::Infliction& infliction, const std::string& what = "") {
  const content::IntRange turns = infliction.turns;
  const std::string lasting = turns.min == turns.max
                                  ? std::to_string(turns.min) + (turns.min == 1 ? " turn" : " turns")
                                  : std::to_string(turns.min) + "-" + std::to_string(turns.max) + " turns";
  return {what + std::to_string(infliction.chance) + "% " +
              std::string(core::id_of(content::kStatusKindNames, infliction.status)) + " for " + lasting,
          Tone::Plain};
}

// "Thrown: 1-3 damage, up to 6 tiles", then what else it does where it comes down.
std::vector<EffectLine> throw_lines(const content::ItemTraits& traits) {
  const std::string damage =
      traits.damage.max == 0 ? "no damage"
                             : std::to_string(traits.damage.min) + "-" + std::to_string(traits.damage.max) + " damage";
  std::vector<EffectLine> lines{
      {"Thrown: " + damage + ", up to " + std::to_string(traits.range) + " tiles", Tone::Plain}};
  if (traits.area > 0) {
    lines.push_back(
        {"Strikes all within " + std::to_string(traits.area) + (traits.area == 1 ? " tile" : " tiles"), Tone::Plain});
  }
  for (const content::Infliction& infliction : traits.inflicts) lines.push_back(infliction_line(infliction));
  if (traits.noise > 0) lines.push_back({"Squeaks: heard " + std::to_string(traits.noise) + " tiles off", Tone::Plain});
  lines.push_back({traits.breaks ? "Breaks where it lands" : "Can be picked up again", Tone::Plain});
  return lines;
}

// "Dazzles all you see within 3 tiles", then each status it causes.
std::vector<EffectLine> flash_lines(const content::ItemTraits& traits) {
  std::vector<EffectLine> lines{
      {"Dazzles all you see within " + std::to_string(traits.area) + (traits.area == 1 ? " tile" : " tiles"),
       Tone::Plain}};
  for (const content::Infliction& infliction : traits.inflicts) lines.push_back(infliction_line(infliction));
  return lines;
}

std::vector<EffectLine> use_lines(const game::Item& item) {
  switch (item.traits.effect) {
    case content::ItemEffect::Heal: return {{"Restores " + std::to_string(item.traits.amount) + " HP", Tone::Good}};
    case content::ItemEffect::CurePoison: return {{"Cures poison", Tone::Good}};
    case content::ItemEffect::Unlock: return {{"Opens a locked door: walk into it", Tone::Plain}};
    case content::ItemEffect::Throw: return throw_lines(item.traits);
    case content::ItemEffect::Flash: return flash_lines(item.traits);
    case content::ItemEffect::Teleport: return {{"Sends you elsewhere on this floor", Tone::Plain}};
    case content::ItemEffect::RevealMap: return {{"Shows this floor's map and its traps", Tone::Good}};
  }
  return {};
}

// Good when nothing among `values` is a loss, Bad when nothing is a gain.
Tone tone_of(std::initializer_list<int> values) {
  const bool gains = std::any_of(values.begin(), values.end(), [](int value) { return value > 0; });
  const bool losses = std::any_of(values.begin(), values.end(), [](int value) { return value < 0; });
  return gains == losses ? Tone::Plain : (gains ? Tone::Good : Tone::Bad);
}

void add_short_part(std::vector<EffectLine>& parts, int value, const std::string& what) {
  if (value != 0) parts.push_back({signed_number(value) + " " + what, tone_of({value})});
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::string slot_label(content::EquipmentSlot slot) {
  return std::string(core::label_of(content::kEquipmentSlotNames, slot));
}

}  // namespace

std::string kind_name(const game::Entity& entity) {
  if (const auto* equipment = std::get_if<game::Equipment>(&entity.kind)) return slot_label(equipment->traits.slot);
  if (const auto* item = std::get_if<game::Item>(&entity.kind)) {
    return std::string(core::label_of(content::kItemEffectNames, item->traits.effect));
  }
  return "Thing";
}

std::vector<EffectLine> effect_lines(const game::Entity& entity) {
  if (const auto* equipment = std::get_if<game::Equipment>(&entity.kind)) {
    std::vector<EffectLine> lines = bonus_lines(equipment->traits.bonus);
    if (const auto& fires = equipment->traits.fires) {
      lines.push_back(
          {"Fires " + fires->ammunition + ", up to " + std::to_string(fires->range) + " tiles", Tone::Plain});
    }
    for (const content::Infliction& infliction : equipment->traits.inflicts)
      lines.push_back(infliction_line(infliction, "Blows: "));
    return lines;
  }
  if (const auto* item = std::get_if<game::Item>(&entity.kind)) return use_lines(*item);
  return {};
}

std::vector<EffectLine> short_bonus_parts(const content::StatBonus& bonus) {
  std::vector<EffectLine> parts;
  add_short_part(parts, bonus.max_hp, "HP");
  if (bonus.attack_min == bonus.attack_max) {
    add_short_part(parts, bonus.attack_min, "atk");
  } else if (bonus.attack_min == 0 || bonus.attack_max == 0) {
    add_short_part(parts, bonus.attack_min, "min atk");
    add_short_part(parts, bonus.attack_max, "max atk");
  } else {
    parts.push_back({signed_number(bonus.attack_min) + "/" + signed_number(bonus.attack_max) + " atk",
                     tone_of({bonus.attack_min, bonus.attack_max})});
  }
  add_short_part(parts, bonus.defence, "def");
  if (parts.empty()) parts.push_back({"no bonus", Tone::Plain});
  return parts;
}

std::string stack_text(const game::Entity& entity) {
  const int count = game::stack_count(entity);
  return count > 1 ? std::to_string(count) + " in this stack" : "";
}

std::string wrong_box_reason(const game::Entity& entity, content::EquipmentSlot box) {
  const auto* equipment = std::get_if<game::Equipment>(&entity.kind);
  if (equipment == nullptr) return "The " + entity.name + " cannot be equipped.";
  if (equipment->traits.slot == box) return "";
  return "The " + entity.name + " goes in the " + lower(slot_label(equipment->traits.slot)) + " box, not the " +
         lower(slot_label(box)) + " box.";
}

}  // namespace scenes
