#include "scenes/inventory_stat_preview.h"

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
  game::refresh_player(copy, definition);
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
    equipped[game::slot_index(equipment->slot)] = item;
    return with_equipment(player, definition, std::move(equipped));
  }
  const auto* consumable = std::get_if<game::Item>(&item.kind);
  if (consumable == nullptr || consumable->effect != content::ItemEffect::Heal) return std::nullopt;
  return PlayerNumbers{std::min(player.hp + consumable->amount, player.stats.max_hp), player.stats};
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

Tone compare_attack(const game::Stats& now, const game::Stats& after) {
  return compare(now.attack_min + now.attack_max, after.attack_min + after.attack_max);
}

}  // namespace scenes
