// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/world/world.h"
#include "scene_test_fixture.h"
#include "scenes/inventory/inventory_item_text.h"
#include "scenes/inventory/inventory_stat_preview.h"

using content::EquipmentSlot;
using scenes::Tone;

namespace {

const content::PlayerDefinition& definition() {
  return shipped_content()->factory()->database().player;
}

game::Entity thing(std::string name, game::EntityKind kind) {
  game::Entity entity;
  entity.name = std::move(name);
  entity.kind = std::move(kind);
  return entity;
}

}  // namespace

TEST_CASE("the preview of equipping a weapon matches what equipping it really does") {
  game::World world(42, shipped_content()->factory());
  world.setup().give_equipped("Stun Baton");
  world.setup().give("Crowbar");
  const auto preview = scenes::after_using(world.player(), definition(), world.player().inventory[0]);
  REQUIRE(preview);
  world.perform(game::Action::use(0));
  CHECK(preview->stats == world.player().stats);
  CHECK(preview->hp == world.player().hp);
}

TEST_CASE("the preview of taking off armour that gives max HP caps the HP, as the world does") {
  content::Database database = shipped_content()->factory()->database();
  database.armour[0].traits.bonus.max_hp = 10;
  game::World world(42, std::make_shared<const game::EntityFactory>(database));
  world.setup().give_equipped(database.armour[0].look.name);
  world.setup().set_player_hp(world.player().stats.max_hp);
  const auto preview = scenes::after_removing(world.player(), database.player, EquipmentSlot::Armour);
  CHECK(preview.stats.max_hp == world.player().stats.max_hp - 10);
  CHECK(preview.hp == preview.stats.max_hp);
  REQUIRE(world.perform(game::Action::unequip(EquipmentSlot::Armour)).done);
  CHECK(preview.hp == world.player().hp);
}

TEST_CASE("a health pack previews its healing, capped at max HP, and a key previews nothing") {
  game::World world(42, shipped_content()->factory());
  world.setup().give("Health Pack");
  world.setup().give("Key");
  world.setup().set_player_hp(world.player().stats.max_hp - 3);
  const auto healed = scenes::after_using(world.player(), definition(), world.player().inventory[0]);
  REQUIRE(healed);
  CHECK(healed->hp == world.player().stats.max_hp);
  CHECK_FALSE(scenes::after_using(world.player(), definition(), world.player().inventory[1]));
}

TEST_CASE("stats compare from the player's side") {
  CHECK(scenes::compare(4, 9) == Tone::Good);
  CHECK(scenes::compare(9, 4) == Tone::Bad);
  CHECK(scenes::compare(4, 4) == Tone::Plain);
}

TEST_CASE("a changed number is marked up or down besides its colour, and an unchanged one is not") {
  using Parts = std::vector<scenes::StatPart>;
  CHECK(scenes::number_after(2, 5) == Parts{{"5\u25b2", Tone::Good}});
  CHECK(scenes::number_after(5, 2) == Parts{{"2\u25bc", Tone::Bad}});
  CHECK(scenes::number_after(5, 5) == Parts{{"5", Tone::Plain}});
}

TEST_CASE("an attack range is compared end by end: 2-13 to 4-10 is better at one end and worse at the other") {
  using Parts = std::vector<scenes::StatPart>;
  CHECK(scenes::attack_after({20, 2, 13, 0}, {20, 4, 10, 0}) ==
        Parts{{"4\u25b2", Tone::Good}, {"\u2013", Tone::Plain}, {"10\u25bc", Tone::Bad}});
  CHECK(scenes::attack_after({20, 2, 13, 0}, {20, 2, 15, 0}) ==
        Parts{{"2", Tone::Plain}, {"\u2013", Tone::Plain}, {"15\u25b2", Tone::Good}});
  const scenes::PlayerNumbers now{12, {20, 1, 2, 0}};
  const scenes::PlayerNumbers after{15, {25, 1, 2, 0}};
  CHECK(scenes::hp_after(now, after) ==
        Parts{{"15\u25b2", Tone::Good}, {" / ", Tone::Plain}, {"25\u25b2", Tone::Good}});
}

TEST_CASE("effect lines name each bonus with its sign and tone, and what an item does") {
  const game::Entity baton = thing("Stun Baton", game::Equipment{{EquipmentSlot::Weapon, {0, 1, 9, -1}}});
  const auto lines = scenes::effect_lines(baton);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].text == "Min attack +1");
  CHECK(lines[1].text == "Max attack +9");
  CHECK(lines[2].text == "Defence -1");
  CHECK(lines[0].tone == Tone::Good);
  CHECK(lines[2].tone == Tone::Bad);
  const game::Entity jacket = thing("Jacket", game::Equipment{{EquipmentSlot::Armour, {5, 2, 2, 0}}});
  const auto jacket_lines = scenes::effect_lines(jacket);
  REQUIRE(jacket_lines.size() == 2);
  CHECK(jacket_lines[0].text == "Max HP +5");
  CHECK(jacket_lines[1].text == "Attack +2");
  const game::Entity pack = thing("Health Pack", game::Item{{content::ItemEffect::Heal, 12}});
  REQUIRE(scenes::effect_lines(pack).size() == 1);
  CHECK(scenes::effect_lines(pack)[0].text == "Restores 12 HP");
}

TEST_CASE("a lure's lines say it does no damage and how far its squeak carries, and a gadget says what it does") {
  content::ItemTraits toy_traits;
  toy_traits.effect = content::ItemEffect::Throw;
  toy_traits.range = 8;
  toy_traits.noise = 14;
  const auto toy = scenes::effect_lines(thing("Squeaky Toy", game::Item{toy_traits}));
  REQUIRE(toy.size() == 3);
  CHECK(toy[0].text == "Thrown: no damage, up to 8 tiles");
  CHECK(toy[1].text == "Squeaks: heard 14 tiles off");
  CHECK(toy[2].text == "Can be picked up again");
  content::ItemTraits flash_traits;
  flash_traits.effect = content::ItemEffect::Flash;
  flash_traits.area = 3;
  flash_traits.inflicts = {{content::StatusKind::Stunned, 100, {2, 3}}};
  const auto flash = scenes::effect_lines(thing("Camera Flash", game::Item{flash_traits}));
  REQUIRE(flash.size() == 2);
  CHECK(flash[0].text == "Dazzles all you see within 3 tiles");
  CHECK(flash[1].text == "100% stunned for 2-3 turns");
  CHECK(scenes::effect_lines(thing("Map Chip", game::Item{{content::ItemEffect::RevealMap}}))[0].text ==
        "Shows this floor's map and its traps");
}
