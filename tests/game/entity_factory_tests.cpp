// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/spawning/entity_factory.h"
#include "shipped_content.h"

namespace {

const game::Monster& monster_of(const game::Entity& entity) {
  return std::get<game::Monster>(entity.kind);
}
const game::Equipment& equipment_of(const game::Entity& entity) {
  return std::get<game::Equipment>(entity.kind);
}

}  // namespace

TEST_CASE("every shipped monster is created with hit points inside its declared range") {
  const auto factory = shipped_factory();
  core::Rng rng(1);
  for (const auto& definition : shipped_database().monsters) {
    for (int i = 0; i < 200; ++i) {
      const game::CreateResult created = factory->create(definition.look.name, {5, rng});
      REQUIRE(created.entity);
      const game::Monster& monster = monster_of(*created.entity);
      CHECK(monster.hp >= definition.hp.min);
      CHECK(monster.hp <= definition.hp.max);
      CHECK(monster.hp == monster.max_hp);
      CHECK(monster.traits == definition.traits);
      CHECK(created.entity->solid);
      CHECK(created.entity->sprite == definition.look.sprite);
    }
  }
}

TEST_CASE("every shipped name and every built-in can be created") {
  const auto factory = shipped_factory();
  core::Rng rng(2);
  for (const std::string& name : shipped_database().all_names()) {
    CHECK_MESSAGE(factory->create(name, {3, rng}).entity.has_value(), name);
  }
  for (const char* builtin : {"Stairs (Up)", "Stairs (Down)", "Door"}) {
    const game::CreateResult created = factory->create(builtin, {3, rng});
    REQUIRE(created.entity);
    CHECK(created.entity->name == builtin);
  }
}

TEST_CASE("an unknown name is an error that suggests the closest names") {
  core::Rng rng(3);
  const game::CreateResult created = shipped_factory()->create("Neo Mose", {1, rng});
  CHECK_FALSE(created.entity);
  CHECK(created.error.find("no entity is named \"Neo Mose\"; did you mean \"Neo Mouse\"") != std::string::npos);
}

TEST_CASE("weapon bonuses follow the floor: 1 in (13 - floor), between 1 and the floor number") {
  const auto factory = shipped_factory();
  for (int floor : {1, 6, 12}) {
    core::Rng rng(static_cast<std::uint64_t>(floor));
    const int rolls = 12000;
    int with_bonus = 0;
    for (int i = 0; i < rolls; ++i) {
      const game::Entity crowbar = *factory->create("Crowbar", {floor, rng}).entity;
      const int bonus = equipment_of(crowbar).traits.bonus.attack_min - 3;
      CHECK(equipment_of(crowbar).traits.bonus.attack_max - 6 == bonus);
      CHECK(bonus >= 0);
      CHECK(bonus <= floor);
      if (bonus > 0) {
        ++with_bonus;
        CHECK(crowbar.name == "Crowbar +" + std::to_string(bonus));
      } else {
        CHECK(crowbar.name == "Crowbar");
      }
    }
    const double expected = 1.0 / (13 - floor);
    CHECK(static_cast<double>(with_bonus) / rolls == doctest::Approx(expected).epsilon(0.15));
  }
}

TEST_CASE("an armour bonus goes to defence") {
  core::Rng rng(4);
  bool saw_bonus = false;
  for (int i = 0; i < 200 && !saw_bonus; ++i) {
    const game::Entity vest = *shipped_factory()->create("Bulletproof Vest", {12, rng}).entity;
    const auto& bonus = equipment_of(vest).traits.bonus;
    CHECK(bonus.attack_max == -1);
    saw_bonus = bonus.defence > 9;
  }
  CHECK(saw_bonus);
}

TEST_CASE("a microchip makes floor x 2 steps of +1 or -1 and never does nothing") {
  const auto factory = shipped_factory();
  for (int floor = 1; floor <= 12; ++floor) {
    core::Rng rng(static_cast<std::uint64_t>(100 + floor));
    for (int i = 0; i < 300; ++i) {
      const game::Entity chip = *factory->create("Microchip", {floor, rng}).entity;
      const auto& effects = equipment_of(chip).traits.bonus;
      CHECK(equipment_of(chip).traits.slot == content::EquipmentSlot::Microchip);
      const int total = std::abs(effects.max_hp) + std::abs(effects.attack_min) + std::abs(effects.attack_max) +
                        std::abs(effects.defence);
      CHECK(total > 0);
      CHECK(total <= 2 * floor);
      // Each step changes the sum of all stats by exactly one, so its parity follows the step count.
      CHECK((effects.max_hp + effects.attack_min + effects.attack_max + effects.defence - 2 * floor) % 2 == 0);
    }
  }
}

TEST_CASE("each definition's kind makes that definition, without going through its name") {
  const auto factory = shipped_factory();
  const content::Database& database = factory->database();
  const game::DefinitionKinds& kinds = factory->definitions();
  REQUIRE(kinds.monsters.size() == database.monsters.size());
  REQUIRE(kinds.weapons.size() == database.weapons.size());
  REQUIRE(kinds.items.size() == database.items.size());
  core::Rng rng(4);
  for (std::size_t i = 0; i < database.monsters.size(); ++i) {
    CHECK(factory->name_of(kinds.monsters[i]) == database.monsters[i].look.name);
    CHECK(factory->create(kinds.monsters[i], {1, rng}).definition == database.monsters[i].look.name);
  }
  for (std::size_t i = 0; i < database.weapons.size(); ++i) {
    CHECK(factory->create(kinds.weapons[i], {1, rng}).definition == database.weapons[i].look.name);
  }
  CHECK(factory->create(factory->builtins().locked_door, {1, rng}).name == "Door");
  CHECK(std::holds_alternative<game::Stairs>(factory->create(factory->builtins().stairs_up, {1, rng}).kind));
}

TEST_CASE("the names floors.json uses are resolved once, when the factory is built") {
  const auto factory = shipped_factory();
  const content::FloorRules& rules = factory->database().floors;
  const game::FloorKinds& floor_kinds = factory->floor_kinds();
  REQUIRE(floor_kinds.boss);
  CHECK(factory->name_of(*floor_kinds.boss) == rules.boss_monster);
  REQUIRE(floor_kinds.fallback_monster);
  CHECK(factory->name_of(*floor_kinds.fallback_monster) == rules.fallback_monster);
  REQUIRE(floor_kinds.items.size() == rules.items.size());
  for (std::size_t i = 0; i < rules.items.size(); ++i) {
    REQUIRE(floor_kinds.items[i].kind);
    CHECK(factory->name_of(*floor_kinds.items[i].kind) == rules.items[i].item);
    CHECK(floor_kinds.items[i].is_key == (rules.items[i].item == "Key"));
  }
}

TEST_CASE("a name registered again keeps its kind and takes the new init function") {
  game::EntityFactory factory(shipped_database());
  const game::KindId crowbar = factory.find("Crowbar").value();
  const game::KindId again = factory.register_init("Crowbar", [](const game::SpawnContext&) {
    game::Entity replaced;
    replaced.name = "Replaced";
    return replaced;
  });
  CHECK(again == crowbar);
  core::Rng rng(5);
  CHECK(factory.create(crowbar, {1, rng}).name == "Replaced");
}
