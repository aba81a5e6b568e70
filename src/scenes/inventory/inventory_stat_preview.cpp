// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_stat_preview.h"

#include <algorithm>

#include "game/rules/player_stats.h"

namespace scenes {

namespace {

// The same rules the world applies (player_stats.h), run on a copy of what
// they read, so the preview can never disagree with the real change.
PlayerNumbers with_equipment(const game::Player& player, const content::PlayerDefinition& definition,
                             std::array<std::optional<game::Entity>, game::kEquipmentSlots> equipped) {
  game::Player copy;
  copy.hp = player.hp;
  copy.xp = player.xp;
  copy.level = player.level;
  copy.stats = player.stats;
  copy.equipped = std::move(equipped);
  game::refresh_player(copy, definition, game::MaxHpGain::KeepsHp);
  return {copy.hp, copy.stats};
}

}  // namespace

PlayerNumbers current_numbers(const game::Player& player) {
  return {player.hp, player.stats};
}

std::optional<PlayerNumbers> after_using(const game::Player& player, const content::PlayerDefinition& definition,
                                         const game::Entity& item) {
  if (const auto* equipment = std::get_if<game::Equipment>(&item.kind)) {
    auto equipped = player.equipped;
    equipped[game::slot_index(equipment->traits.slot)] = item;
    return with_equipment(player, definition, std::move(equipped));
  }
  const auto* consumable = std::get_if<game::Item>(&item.kind);
  if (consumable == nullptr || consumable->traits.effect != content::ItemEffect::Heal) return std::nullopt;
  return PlayerNumbers{std::min(player.hp + consumable->traits.amount, player.stats.max_hp), player.stats};
}

PlayerNumbers after_removing(const game::Player& player, const content::PlayerDefinition& definition,
                             content::EquipmentSlot slot) {
  auto equipped = player.equipped;
  equipped[game::slot_index(slot)].reset();
  return with_equipment(player, definition, std::move(equipped));
}

Tone compare(int now, int after) {
  if (after > now) return Tone::Good;
  if (after < now) return Tone::Bad;
  return Tone::Plain;
}

std::vector<StatPart> number_after(int now, int after) {
  const Tone tone = compare(now, after);
  const char* mark = tone == Tone::Good ? "\u25b2" : tone == Tone::Bad ? "\u25bc" : "";
  return {{std::to_string(after) + mark, tone}};
}

namespace {

// Two numbers with what stands between them, each number compared on its own.
std::vector<StatPart> pair_after(int now_first, int after_first, const char* between, int now_second,
                                 int after_second) {
  std::vector<StatPart> parts = number_after(now_first, after_first);
  parts.push_back({between, Tone::Plain});
  parts.push_back(number_after(now_second, after_second).front());
  return parts;
}

}  // namespace

std::vector<StatPart> attack_after(const game::Stats& now, const game::Stats& after) {
  return pair_after(now.attack_min, after.attack_min, "\u2013", now.attack_max, after.attack_max);
}

std::vector<StatPart> hp_after(const PlayerNumbers& now, const PlayerNumbers& after) {
  return pair_after(now.hp, after.hp, " / ", now.stats.max_hp, after.stats.max_hp);
}

}  // namespace scenes
