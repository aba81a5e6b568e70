#include "scenes/inventory_item_text.h"

#include <cctype>
#include <string_view>

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

std::vector<EffectLine> use_lines(const game::Item& item) {
  switch (item.effect) {
    case content::ItemEffect::Heal: return {{"Restores " + std::to_string(item.amount) + " HP", Tone::Good}};
    case content::ItemEffect::CurePoison: return {{"Cures poison", Tone::Good}};
    case content::ItemEffect::Unlock: return {{"Opens a locked door: walk into it", Tone::Plain}};
  }
  return {};
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
  if (const auto* equipment = std::get_if<game::Equipment>(&entity.kind)) return slot_label(equipment->slot);
  if (const auto* item = std::get_if<game::Item>(&entity.kind)) {
    return std::string(core::label_of(content::kItemEffectNames, item->effect));
  }
  return "Thing";
}

std::vector<EffectLine> effect_lines(const game::Entity& entity) {
  if (const auto* equipment = std::get_if<game::Equipment>(&entity.kind)) return bonus_lines(equipment->bonus);
  if (const auto* item = std::get_if<game::Item>(&entity.kind)) return use_lines(*item);
  return {};
}

std::string wrong_box_reason(const game::Entity& entity, content::EquipmentSlot box) {
  const auto* equipment = std::get_if<game::Equipment>(&entity.kind);
  if (equipment == nullptr) return "The " + entity.name + " cannot be equipped.";
  if (equipment->slot == box) return "";
  return "The " + entity.name + " goes in the " + lower(slot_label(equipment->slot)) + " box, not the " +
         lower(slot_label(box)) + " box.";
}

}  // namespace scenes
