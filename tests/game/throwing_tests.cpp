// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "game/model/stacks.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "game/session/content_library.h"
#include "game/world/world.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

using core::Point;

// The shipped data with a monster and two throwables whose rolls are certain: a dummy that stands 20 hits
// and bites for 3 through the researcher's defence, a stone that always stuns and a flask that always
// poisons all around where it breaks.
class ThrowingData {
 public:
  ThrowingData() {
    folder_.replace("monsters.json", "\"monsters\": [", R"("monsters": [
    { "name": "Training Dummy", "sprite": "neo_mouse", "description": "Stuffed.", "hp": { "min": 20, "max": 20 },
      "attack": { "min": 4, "max": 4 }, "defence": 0, "sight": 12, "xp": 7 },
    { "name": "Sleepy Dummy", "sprite": "neo_mouse", "description": "Snoring.", "hp": { "min": 20, "max": 20 },
      "attack": { "min": 4, "max": 4 }, "defence": 0, "sight": 12, "xp": 7, "asleep": 100 },)");
    folder_.replace("items.json", "\"items\": [", R"("items": [
    { "name": "Test Stone", "sprite": "key", "description": "Heavy.", "effect": "throw",
      "damage": { "min": 3, "max": 3 }, "range": 5,
      "inflicts": [ { "status": "stunned", "chance": 100, "turns": { "min": 2, "max": 2 } } ] },
    { "name": "Test Flask", "sprite": "petri_dish", "description": "Fragile.", "effect": "throw",
      "damage": { "min": 2, "max": 2 }, "range": 6, "area": 1, "breaks": true,
      "inflicts": [ { "status": "poisoned", "chance": 100, "turns": { "min": 3, "max": 3 } } ] },)");
    library_ = std::make_unique<game::ContentLibrary>(folder_.path(), content::SpriteCheck{});
    REQUIRE_MESSAGE(library_->load(), library_->diagnostics().to_string());
  }

  // Seed 42's first room, (38,20)-(46,26), the player at (42,23), with these things in the pack.
  game::World start(std::initializer_list<const char*> carried) const {
    game::World world(42, library_->factory());
    REQUIRE(world.player().position == kSeed42Start);
    for (const char* name : carried) REQUIRE(world.setup().give(name));
    return world;
  }

 private:
  TempDataFolder folder_;
  std::unique_ptr<game::ContentLibrary> library_;
};

const game::Entity* entity_with_id(const game::World& world, game::EntityId id) {
  for (const game::Entity& entity : world.floor().entities) {
    if (entity.id == id) return &entity;
  }
  return nullptr;
}

const game::Monster& monster(const game::World& world, game::EntityId id) {
  const game::Entity* entity = entity_with_id(world, id);
  REQUIRE(entity != nullptr);
  return std::get<game::Monster>(entity->kind);
}

const game::Entity* lying_at(const game::World& world, Point at, const std::string& definition) {
  for (const game::Entity& entity : world.floor().entities) {
    if (entity.position == at && entity.definition == definition) return &entity;
  }
  return nullptr;
}

int carried(const game::World& world, const std::string& definition) {
  int count = 0;
  for (const game::Entity& entity : world.player().inventory)
    count += entity.definition == definition ? game::stack_count(entity) : 0;
  return count;
}

bool has_status(const game::Monster& monster, content::StatusKind kind) {
  for (const game::StatusEffect& status : monster.statuses) {
    if (status.kind == kind && status.turns_left > 0) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("a throw hits the first monster on its line, not the one it was aimed at, and flies in the report") {
  const ThrowingData data;
  game::World world = data.start({"Test Stone"});
  const auto near = world.setup().spawn("Training Dummy", {44, 23});
  const auto far = world.setup().spawn("Training Dummy", {45, 23});
  REQUIRE((near && far));
  const game::TurnReport report = world.perform(game::Action::throw_item(0, {45, 23}));
  REQUIRE(report.done);
  REQUIRE(report.shots.size() == 1);
  CHECK(report.shots[0].shooter.is_player());
  CHECK(report.shots[0].from == kSeed42Start);
  CHECK(report.shots[0].path == std::vector<Point>{{43, 23}, {44, 23}});
  REQUIRE(!report.attacks.empty());
  CHECK(report.attacks[0].target == game::Actor::of(*near));
  CHECK(report.attacks[0].damage == 3);
  CHECK(monster(world, *near).hp == 17);
  CHECK(monster(world, *far).hp == 20);
  CHECK(world.turn() == 1);
  CHECK(carried(world, "Test Stone") == 0);
}

TEST_CASE("a throw that meets a wall lands short of it, and is picked up again without pickup XP") {
  const ThrowingData data;
  game::World world = data.start({"Test Stone"});
  const int xp = world.player().xp;
  const game::TurnReport report = world.perform(game::Action::throw_item(0, {50, 23}));
  REQUIRE(report.done);
  REQUIRE(report.shots.size() == 1);
  CHECK(report.shots[0].path.back() == Point{46, 23});  // the room's east wall is x 47
  CHECK(report.attacks.empty());
  REQUIRE(lying_at(world, {46, 23}, "Test Stone") != nullptr);
  for (int step = 0; step < 4; ++step) REQUIRE(world.perform(game::Action::move({1, 0})).done);
  CHECK(carried(world, "Test Stone") == 1);
  CHECK(lying_at(world, {46, 23}, "Test Stone") == nullptr);
  CHECK(world.player().xp == xp);
}

TEST_CASE("a throw aimed at an empty tile in range comes down on it: beyond its range, at its range") {
  const ThrowingData data;
  game::World world = data.start({"Test Stone", "Test Stone"});
  REQUIRE(world.perform(game::Action::throw_item(0, {42, 21})).done);
  CHECK(lying_at(world, {42, 21}, "Test Stone") != nullptr);
  // The Tranquilliser Dart flies 3 tiles by hand: aimed 4 tiles off, it falls at 3.
  REQUIRE(world.setup().give("Tranquilliser Dart"));
  const std::size_t dart = world.player().inventory.size() - 1;
  const game::TurnReport report = world.perform(game::Action::throw_item(dart, {46, 23}));
  REQUIRE(report.shots.size() == 1);
  CHECK(report.shots[0].path.back() == Point{45, 23});
}

TEST_CASE("a stunned monster loses its turns, and bites again once the stun wears off") {
  const ThrowingData data;
  game::World world = data.start({"Test Stone"});
  const auto dummy = world.setup().spawn("Training Dummy", {43, 23});
  REQUIRE(dummy);
  const game::TurnReport thrown = world.perform(game::Action::throw_item(0, {43, 23}));
  CHECK(has_status(monster(world, *dummy), content::StatusKind::Stunned));
  CHECK(thrown.attacks.size() == 1);  // the throw's hit, and no bite back
  const game::TurnReport stunned = world.perform(game::Action::wait());
  CHECK(stunned.attacks.empty());
  const game::TurnReport awake = world.perform(game::Action::wait());
  REQUIRE(awake.attacks.size() == 1);
  CHECK(awake.attacks[0].attacker == game::Actor::of(*dummy));
}

TEST_CASE("a flask with an area breaks and poisons every monster around where it comes down") {
  const ThrowingData data;
  game::World world = data.start({"Test Flask"});
  const auto hit = world.setup().spawn("Training Dummy", {45, 22});
  const auto beside = world.setup().spawn("Training Dummy", {46, 22});
  const auto apart = world.setup().spawn("Training Dummy", {45, 25});
  REQUIRE((hit && beside && apart));
  const game::TurnReport report = world.perform(game::Action::throw_item(0, {45, 22}));
  CHECK(report.attacks.size() == 2);
  CHECK(monster(world, *hit).hp < 20);
  CHECK(monster(world, *beside).hp < 20);
  CHECK(monster(world, *apart).hp == 20);
  CHECK(has_status(monster(world, *beside), content::StatusKind::Poisoned));
  CHECK(lying_at(world, {45, 22}, "Test Flask") == nullptr);
  bool told = false;
  for (const auto& message : report.messages) told = told || message.text == "The Test Flask breaks.";
  CHECK(told);
  const int beside_hp = monster(world, *beside).hp;
  world.perform(game::Action::wait());
  CHECK(monster(world, *beside).hp == beside_hp - 1);  // rules.json's poison_damage_per_turn
}

TEST_CASE("a throw wakes the sleeper it strikes, and its landing wakes sleepers near it") {
  const ThrowingData data;
  game::World world = data.start({"Test Stone"});
  const auto struck = world.setup().spawn("Sleepy Dummy", {45, 21});
  REQUIRE(struck);
  REQUIRE(monster(world, *struck).sleeping);
  world.perform(game::Action::throw_item(0, {45, 21}));
  CHECK_FALSE(monster(world, *struck).sleeping);

  game::World quiet = data.start({"Test Stone"});
  const auto near_landing = quiet.setup().spawn("Sleepy Dummy", {38, 26});
  REQUIRE(near_landing);
  quiet.perform(game::Action::wait());
  REQUIRE(monster(quiet, *near_landing).sleeping);
  quiet.perform(game::Action::throw_item(0, {39, 26}));
  CHECK_FALSE(monster(quiet, *near_landing).sleeping);
}

TEST_CASE("a throw that kills gives the monster's XP, as a blow does") {
  const ThrowingData data;
  game::World world = data.start({"Tranquilliser Pistol"});
  REQUIRE(world.perform(game::Action::use(0)).done);
  for (int i = 0; i < 10; ++i) REQUIRE(world.setup().give("Test Stone"));
  const auto dummy = world.setup().spawn("Training Dummy", {46, 25});
  REQUIRE(dummy);
  const int xp = world.player().xp;
  bool killed = false;
  for (int i = 0; i < 10 && !killed; ++i) {
    const game::TurnReport report = world.perform(game::Action::throw_item(0, {46, 25}));
    killed = !report.kills.empty();
  }
  REQUIRE(killed);
  CHECK(world.player().xp == xp + 7);
}

TEST_CASE("firing a ranged weapon uses one of its ammunition from the pack and reaches its own range") {
  const ThrowingData data;
  game::World world = data.start({"Tranquilliser Pistol", "Tranquilliser Dart", "Tranquilliser Dart"});
  REQUIRE(world.perform(game::Action::use(0)).done);
  REQUIRE(carried(world, "Tranquilliser Dart") == 2);
  const game::TurnReport report = world.perform(game::Action::fire({42, 26}));
  REQUIRE(report.done);
  CHECK(carried(world, "Tranquilliser Dart") == 1);
  REQUIRE(report.shots.size() == 1);
  CHECK(report.shots[0].sprite == "tranquilliser_dart");
  CHECK(report.shots[0].path.back() == Point{42, 26});
  CHECK(lying_at(world, {42, 26}, "Tranquilliser Dart") != nullptr);  // darts land to be picked up
  // Six tiles off: past a dart's 3 by hand, within the pistol's 8.
  const game::TurnReport far = world.perform(game::Action::fire({36, 23}));
  REQUIRE(far.shots.size() == 1);
  CHECK(far.shots[0].path.back() == Point{38, 23});  // short of the west wall
  CHECK(carried(world, "Tranquilliser Dart") == 0);
}

TEST_CASE("firing with no ammunition, or with no ranged weapon, is refused and costs no turn") {
  const ThrowingData data;
  game::World world = data.start({"Tranquilliser Pistol"});
  const game::TurnReport bare = world.perform(game::Action::fire({44, 23}));
  CHECK_FALSE(bare.done);
  CHECK(bare.refusal == game::Refusal::NoRangedWeapon);
  REQUIRE(world.perform(game::Action::use(0)).done);
  const int turn = world.turn();
  const game::TurnReport empty = world.perform(game::Action::fire({44, 23}));
  CHECK_FALSE(empty.done);
  CHECK(empty.refusal == game::Refusal::NoAmmunition);
  CHECK(empty.shots.empty());
  CHECK(world.turn() == turn);
  CHECK(world.messages().all().back().text ==
        "The Tranquilliser Pistol needs a Tranquilliser Dart, and you have none.");
}

TEST_CASE("a throw at the player's own tile, or of something that is not for throwing, is refused") {
  const ThrowingData data;
  game::World world = data.start({"Test Stone", "Health Pack"});
  CHECK(world.perform(game::Action::throw_item(0, kSeed42Start)).refusal == game::Refusal::BadAim);
  CHECK(world.perform(game::Action::throw_item(1, {44, 23})).refusal == game::Refusal::BadAim);
  CHECK(world.perform(game::Action::throw_item(5, {44, 23})).refusal == game::Refusal::NoSuchItem);
  CHECK(carried(world, "Test Stone") == 1);
  CHECK(world.turn() == 0);
}

TEST_CASE("throws and shots are recorded, and the same set-up and actions give the same state") {
  const ThrowingData data;
  const auto play = [&data] {
    game::World world = data.start({"Tranquilliser Pistol", "Test Flask", "Tranquilliser Dart"});
    REQUIRE(world.setup().spawn("Training Dummy", {45, 22}));
    for (const game::Action& action : {game::Action::use(0), game::Action::throw_item(0, {45, 22}),
                                       game::Action::fire({45, 22}), game::Action::wait()})
      world.perform(action);
    return world;
  };
  const game::World first = play();
  const game::World second = play();
  CHECK(game::state_hash(first) == game::state_hash(second));
  REQUIRE(first.actions().size() == 4);
  CHECK(game::to_text(first.actions()[1]) == "throw 0 45 22");
  CHECK(game::to_text(first.actions()[2]) == "fire 45 22");
  for (const game::Action& action : first.actions()) CHECK(game::action_from_text(game::to_text(action)) == action);
}

TEST_CASE("a save keeps what was thrown, the monsters' statuses and a ranged weapon, and plays on the same") {
  const ThrowingData data;
  game::World world = data.start({"Tranquilliser Pistol", "Test Flask", "Test Stone", "Tranquilliser Dart"});
  REQUIRE(world.perform(game::Action::use(0)).done);
  REQUIRE(world.setup().spawn("Training Dummy", {45, 22}));
  REQUIRE(world.perform(game::Action::throw_item(0, {45, 22})).done);  // poisons it
  REQUIRE(world.perform(game::Action::throw_item(0, {44, 25})).done);  // the stone lies on the floor
  const std::string text = game::save_text(world);
  game::SaveRead read = game::read_save(text, world.shared_factory());
  REQUIRE_MESSAGE(read.ok(), read.error());
  game::World& loaded = read->world;
  CHECK(game::save_text(loaded) == text);
  CHECK(game::state_hash(loaded) == game::state_hash(world));
  for (game::World* run : {&world, &loaded}) {
    run->perform(game::Action::fire({45, 22}));
    run->perform(game::Action::wait());
  }
  CHECK(game::state_hash(loaded) == game::state_hash(world));
}
