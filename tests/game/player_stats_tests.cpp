// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/rules/player_stats.h"
#include "shipped_content.h"

namespace {

game::Entity equipment(content::EquipmentSlot slot, content::StatBonus bonus) {
  game::Entity entity;
  entity.name = "Test piece";
  entity.kind = game::Equipment{{slot, bonus}};
  return entity;
}

}  // namespace

TEST_CASE("level 2 comes at 100 XP and each threshold adds a level") {
  const auto& player = shipped_database().player;
  CHECK(game::level_for_xp(player, 0) == 1);
  CHECK(game::level_for_xp(player, 99) == 1);
  CHECK(game::level_for_xp(player, 100) == 2);
  CHECK(game::level_for_xp(player, player.xp_thresholds[1]) == 3);
  CHECK(game::level_for_xp(player, 100000000) == 1 + static_cast<int>(player.xp_thresholds.size()));
}

TEST_CASE("stats are base plus level gains plus every equipped bonus") {
  const auto& definition = shipped_database().player;
  std::array<std::optional<game::Entity>, game::kEquipmentSlots> equipped;
  const game::Stats base = game::derive_stats(definition, 1, equipped);
  CHECK(base == game::Stats{definition.max_hp, definition.attack.min, definition.attack.max, definition.defence});

  equipped[game::slot_index(content::EquipmentSlot::Weapon)] = equipment(content::EquipmentSlot::Weapon, {0, 3, 6, 0});
  equipped[game::slot_index(content::EquipmentSlot::Armour)] = equipment(content::EquipmentSlot::Armour, {0, 0, -1, 9});
  const game::Stats geared = game::derive_stats(definition, 3, equipped);
  const auto& gain = definition.per_level;
  CHECK(geared.max_hp == definition.max_hp + 2 * gain.max_hp);
  CHECK(geared.attack_min == definition.attack.min + 2 * gain.attack_min + 3);
  CHECK(geared.attack_max == definition.attack.max + 2 * gain.attack_max + 6 - 1);
  CHECK(geared.defence == definition.defence + 2 * gain.defence + 9);
}

TEST_CASE("stats are clamped: max HP and attack at least 1, defence at least 0") {
  const auto& definition = shipped_database().player;
  std::array<std::optional<game::Entity>, game::kEquipmentSlots> equipped;
  equipped[game::slot_index(content::EquipmentSlot::Microchip)] =
      equipment(content::EquipmentSlot::Microchip, {-500, -500, -600, -500});
  const game::Stats cursed = game::derive_stats(definition, 1, equipped);
  CHECK(cursed == game::Stats{1, 1, 1, 0});
}

TEST_CASE("refreshing after a level-up raises HP by the max HP gained, and HP never exceeds max") {
  const auto& definition = shipped_database().player;
  game::Player player;
  game::refresh_player(player, definition);
  player.hp = 10;
  player.xp = 100;
  game::refresh_player(player, definition);
  CHECK(player.level == 2);
  CHECK(player.hp == 10 + definition.per_level.max_hp);
  player.equipped[0] = equipment(content::EquipmentSlot::Weapon, {-1000, 0, 0, 0});
  game::refresh_player(player, definition);
  CHECK(player.hp == 1);
}

TEST_CASE("stats far past the limits saturate instead of wrapping round an int") {
  content::PlayerDefinition definition = shipped_database().player;
  definition.per_level = {100000, 0, 100000, -100000};  // what the data's checks refuse, reached here anyway
  std::array<std::optional<game::Entity>, game::kEquipmentSlots> equipped;
  equipped[0] = equipment(content::EquipmentSlot::Weapon, {100000, 0, 100000, 0});
  for (const int level : {30000, 30001}) {
    const game::Stats stats = game::derive_stats(definition, level, equipped);
    CHECK(stats.max_hp == game::kPlayerStatLimit);
    CHECK(stats.attack_max == game::kPlayerStatLimit);
    CHECK(stats.defence == 0);  // held at -limit, then never below 0
  }
}
