// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <algorithm>
#include <tuple>

#include "scenes/dungeon/monster_glance.h"
#include "scenes/dungeon/tile_description.h"
#include "shipped_content.h"
#include "temp_data_folder.h"

namespace {

using core::Point;

// The player starts at kSeed42Start with 25 HP, an attack of 1-4 and a defence of 4. The shipped rules
// count 40 % of a defence.

std::vector<std::string> texts_of(const std::vector<scenes::DescriptionLine>& facts) {
  std::vector<std::string> found;
  for (const scenes::DescriptionLine& fact : facts) found.push_back(fact.text);
  return found;
}

std::vector<std::string> texts(const scenes::TileDescription& description) {
  return texts_of(description.facts);
}

}  // namespace

TEST_CASE("hovering a monster shows its HP and how a fight with it would go") {
  game::World world(42, shipped_content()->factory());
  const auto id = world.setup().spawn("Tough Mouse", kSeed42Start + Point{2, 0});
  REQUIRE(id);
  const auto description = scenes::describe_tile(world, kSeed42Start + Point{2, 0});
  REQUIRE(description);
  CHECK(description->name == "Tough Mouse");
  const auto& monster = std::get<game::Monster>(world.floor().entity_at(kSeed42Start + Point{2, 0})->kind);
  REQUIRE(description->health);
  CHECK(description->health->hp == monster.hp);
  CHECK(description->health->max_hp == monster.max_hp);
  // Its bite of 1-16 less 40 % of your defence 4; your 1-4 against 40 % of its defence 12.
  CHECK(texts(*description) == std::vector<std::string>{
                                   "Bites for 0-15, misses 6% (your defence 4 stops 1).",
                                   "It could kill you in 2 hits!",
                                   "You cannot hurt it (its defence 12 stops 4).",
                                   "Wandering, unaware of you. A bite may leave you stunned (15%).",
                               });
  CHECK(description->facts[1].tone == scenes::FactTone::Warning);
}

TEST_CASE("a monster that cannot hurt you says so, and how many blows it takes to kill") {
  // Under the tutorial's rule the whole defence counts.
  TempDataFolder folder;
  folder.replace("rules.json", "\"defence_percent\": 40", "\"defence_percent\": 100");
  const auto content = library_from(folder.path());
  game::World world(42, content->factory());
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{1, 0}));
  const auto description = scenes::describe_tile(world, kSeed42Start + Point{1, 0});
  REQUIRE(description);
  const int hp = std::get<game::Monster>(world.floor().entity_at(kSeed42Start + Point{1, 0})->kind).hp;
  // 1-4 against defence 1 is 0-3: the roll of 1 misses, so there is no most.
  const std::string to_kill = std::to_string((hp + 2) / 3) + "+ hits to kill.";
  CHECK(texts(*description) == std::vector<std::string>{
                                   "Cannot hurt you (your defence 4 stops 4).",
                                   "You hit it for 0-3, miss 25%, " + to_kill,
                                   "Wandering, unaware of you.",
                               });
  CHECK(description->facts[0].tone == scenes::FactTone::Reassuring);
}

TEST_CASE("a monster hunting you says so in the warning colour") {
  game::World world(42, shipped_content()->factory());
  const auto id = world.setup().spawn("Micro Mouse", kSeed42Start + Point{1, 0});
  REQUIRE(id);
  // One wait: the Micro Mouse beside the player sees them and gives chase.
  world.perform(game::Action::wait());
  const game::Entity* mouse = nullptr;
  for (const game::Entity& entity : world.floor().entities) {
    if (entity.id == *id) mouse = &entity;
  }
  REQUIRE(mouse);
  REQUIRE(std::get<game::Monster>(mouse->kind).alert);
  const auto description = scenes::describe_tile(world, mouse->position);
  REQUIRE(description);
  REQUIRE_FALSE(description->facts.empty());
  CHECK(description->facts.back().text == "Hunting you.");
  CHECK(description->facts.back().tone == scenes::FactTone::Warning);
}

TEST_CASE("a sleeping monster says it is asleep, and the monster panel calls it so") {
  TempDataFolder folder;
  folder.replace("monsters.json", "\"defence\": 1,", "\"defence\": 1, \"asleep\": 100,");  // the Micro Mouse
  const auto content = library_from(folder.path());
  game::World world(42, content->factory());
  REQUIRE(world.setup().spawn("Micro Mouse", kSeed42Start + Point{1, 0}));
  world.perform(game::Action::wait());  // beside the player, it would see them, were it awake
  const auto description = scenes::describe_tile(world, kSeed42Start + Point{1, 0});
  REQUIRE(description);
  CHECK(description->facts.back().text == "Asleep.");
  CHECK(description->facts.back().tone == scenes::FactTone::Plain);
  const auto& monster = std::get<game::Monster>(world.floor().entity_at(kSeed42Start + Point{1, 0})->kind);
  CHECK(scenes::monster_state(monster) == "asleep");
}

TEST_CASE("a fleeing monster says so, before its alertness") {
  game::Monster monster;
  monster.alert = true;
  monster.fleeing = true;
  CHECK(scenes::monster_state(monster) == "fleeing");
  CHECK(scenes::monster_facts(monster, game::Danger{}).back().text == "Fleeing from you.");
}

TEST_CASE("every state has its word, and the panel's words are the ones the layout leaves room for") {
  game::Monster monster;
  CHECK(scenes::monster_state(monster) == "wandering");
  CHECK(scenes::monster_facts(monster, game::Danger{}).back().text == "Wandering, unaware of you.");
  monster.search_spot = core::Point{3, 4};
  CHECK(scenes::monster_state(monster) == "searching");
  CHECK(scenes::monster_facts(monster, game::Danger{}).back().text == "Searching for you.");
  monster.alert = true;
  CHECK(scenes::monster_state(monster) == "hunting you");
  CHECK(scenes::monster_facts(monster, game::Danger{}).back().text == "Hunting you.");
  game::Monster sleeper;
  sleeper.sleeping = true;
  game::Monster runner;
  runner.fleeing = true;
  game::Monster turret;
  turret.traits.stationary = true;
  CHECK(scenes::monster_state(turret) == "on guard");
  CHECK(scenes::monster_facts(turret, game::Danger{}).back().text == "On guard, unaware of you.");
  for (const game::Monster* state : {&monster, &sleeper, &runner, &turret}) {
    const std::string word = scenes::monster_state(*state);
    CHECK(std::find(std::begin(scenes::kMonsterStates), std::end(scenes::kMonsterStates), word) !=
          std::end(scenes::kMonsterStates));
  }
}

TEST_CASE("a stunned, confused or poisoned monster says so in its state and hover text, not \"hunting you\"") {
  for (const auto& [status, word, sentence] :
       {std::tuple{content::StatusKind::Stunned, "stunned", "Stunned for 2 more turns."},
        std::tuple{content::StatusKind::Confused, "confused", "Confused for 2 more turns."},
        std::tuple{content::StatusKind::Poisoned, "poisoned", "Poisoned for 2 more turns."}}) {
    game::Monster monster;
    monster.alert = true;
    monster.statuses.push_back({status, 2});
    CHECK(scenes::monster_state(monster) == word);
    CHECK(std::find(std::begin(scenes::kMonsterStates), std::end(scenes::kMonsterStates),
                    scenes::monster_state(monster)) != std::end(scenes::kMonsterStates));
    CHECK(scenes::monster_facts(monster, game::Danger{}).back().text == std::string("Hunting you. ") + sentence);
  }
  game::Monster sleeper;
  sleeper.sleeping = true;
  sleeper.statuses.push_back({content::StatusKind::Poisoned, 1});
  CHECK(scenes::monster_state(sleeper) == "asleep");
  CHECK(scenes::monster_facts(sleeper, game::Danger{}).back().text == "Asleep. Poisoned for 1 more turn.");
}

TEST_CASE("a monster that shoots says what, how hard and how far, and one that keeps away or never moves says so") {
  game::Monster spitter;
  spitter.alert = true;
  content::Ability spit;
  spit.kind = content::AbilityKind::Projectile;
  spit.name = "spit";
  spit.range = 6;
  spit.cooldown = 3;
  spit.damage = {5, 8};
  spit.inflicts = {{content::StatusKind::Poisoned, 20, {2, 3}}};
  spitter.traits.abilities = {spit};
  spitter.traits.keep_distance = 3;
  game::Player player;
  player.stats.defence = 4;
  const game::Danger danger = game::assess_danger(player, spitter, 100);
  // No bite: nothing of a bite is told, and the statuses told are the spit's own. 5-8 less a defence of 4.
  const std::vector<std::string> facts_of_spitter = texts_of(scenes::monster_facts(spitter, danger));
  REQUIRE(facts_of_spitter.size() == 4);
  CHECK(facts_of_spitter[0] ==
        "Shoots its spit for 1-4 at up to 6 tiles, at most every 3 turns. A hit may leave you poisoned (20%).");
  CHECK(facts_of_spitter[1] == "Keeps 3 steps from you.");
  CHECK(facts_of_spitter[3] == "Hunting you.");

  game::Monster turret = spitter;
  turret.traits.keep_distance = 0;
  turret.traits.stationary = true;
  turret.traits.abilities = {content::plain_bite(), spit};
  turret.traits.attack = {1, 2};
  const std::vector<std::string> facts =
      texts_of(scenes::monster_facts(turret, game::assess_danger(player, turret, 100)));
  CHECK(facts.front() == "Cannot hurt you (your defence 4 stops 4).");
  CHECK(std::ranges::find(facts, "Never moves.") != facts.end());

  game::Monster caller;
  content::Ability call;
  call.kind = content::AbilityKind::Summon;
  call.summon = {.monster = "Micro Mouse", .count = {1, 2}, .max_alive = 3, .dies_with_summoner = true};
  caller.traits.abilities = {call};
  const std::vector<std::string> caller_facts =
      texts_of(scenes::monster_facts(caller, game::assess_danger(player, caller, 100)));
  CHECK(caller_facts.front() == "Calls the Micro Mouse to its side, up to 3 at a time; they vanish with it.");
}

TEST_CASE("hovering your own tile says what lies under you, and that a click there searches and a right-click waits") {
  game::World world(42, shipped_content()->factory());
  auto under_you = [&world] { return texts(*scenes::describe_tile(world, world.player().position)); };
  const std::string search = "Click here to search for traps, right-click to wait: a turn each.";
  CHECK(under_you() == std::vector<std::string>{"Nothing lies under you.", search});
  const game::Entity* stairs = world.floor().stairs(game::StairsDirection::Up);
  REQUIRE(stairs);
  REQUIRE(world.setup().place_player(stairs->position));
  CHECK(under_you() == std::vector<std::string>{"Under you: " + stairs->name + ".", search});
  CHECK(scenes::describe_tile(world, world.player().position)->name == "You");
}

TEST_CASE("a wall or a floor tile has no facts and no HP bar") {
  game::World world(42, shipped_content()->factory());
  const auto floor_tile = scenes::describe_tile(world, kSeed42Start + Point{1, 1});
  REQUIRE(floor_tile);
  CHECK(floor_tile->facts.empty());
  CHECK_FALSE(floor_tile->health);
}

TEST_CASE("in a --debug run, what stands on a tile ends its facts with where its definition is written") {
  game::World world(42, shipped_content()->factory());
  world.setup().mark_debug_run();
  REQUIRE(world.setup().spawn("Tough Mouse", kSeed42Start + Point{2, 0}));
  const auto description = scenes::describe_tile(world, kSeed42Start + Point{2, 0});
  REQUIRE(description);
  CHECK(texts(*description).back() == "Defined at data/monsters.json:29:15");
}

TEST_CASE("an ability used only below some HP says so in the monster's facts") {
  game::Monster board;
  content::Ability call;
  call.kind = content::AbilityKind::Summon;
  call.summon = {.monster = "Spark Drone", .count = {1, 2}, .max_alive = 4, .dies_with_summoner = true};
  content::Ability second_call = call;
  second_call.when.hp_below_percent = 50;
  board.traits.abilities = {call, second_call};
  const std::vector<std::string> facts = texts_of(scenes::monster_facts(board, game::Danger{}));
  CHECK(facts[0] == "Calls the Spark Drone to its side, up to 4 at a time; they vanish with it.");
  CHECK(facts[1] ==
        "Calls the Spark Drone to its side, up to 4 at a time; they vanish with it. Only below 50% of its HP.");
}
