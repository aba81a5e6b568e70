// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "game/debug/behaviour_text.h"
#include "game/rules/danger.h"
#include "game/rules/monster_buffs.h"
#include "game/saving/save_file.h"
#include "monster_arena.h"
#include "neo_mouse_run.h"
#include "reloaded_world.h"

namespace {

// An ability of `kind` reaching `range` tiles, its other fields as the data leaves them.
content::Ability ability_of(content::AbilityKind kind, int range) {
  content::Ability ability;
  ability.kind = kind;
  ability.range = range;
  return ability;
}

content::Ability blink_ability(int range, bool toward) {
  content::Ability ability = ability_of(content::AbilityKind::Blink, range);
  ability.toward = toward;
  return ability;
}

content::Ability heal_ability(int range, content::IntRange heal) {
  content::Ability ability = ability_of(content::AbilityKind::HealAllies, range);
  ability.heal = heal;
  return ability;
}

content::Ability buff_ability(int range, content::AllyBuff buff) {
  content::Ability ability = ability_of(content::AbilityKind::BuffAllies, range);
  ability.buff = buff;
  return ability;
}

// A projectile that the tests see in the report's shots when it is chosen instead.
content::Ability thrown_pebble() {
  content::Ability ability = ability_of(content::AbilityKind::Projectile, 10);
  ability.name = "pebble";
  ability.damage = {0, 0};
  ability.sprite = "acid_spit";
  return ability;
}

void plant_turret(game::Monster& monster, std::vector<content::Ability> abilities) {
  monster.traits.abilities = std::move(abilities);
  monster.traits.stationary = true;
}

// A wide room: the player on the left, a monster's tile ('M') six steps to the right.
const std::vector<std::string> kWideRoom{
    "###############", "#.............#", "#.@.....M.....#", "#.............#", "###############",
};

void light_up(Arena& arena) {
  arena.floor.visible.compute(arena.floor.opaque, arena.player.position, 30);
}

bool told(const Arena& arena, const std::string& text) {
  return std::ranges::any_of(arena.messages.all(), [&text](const auto& message) { return message.text == text; });
}

}  // namespace

TEST_CASE("a blink toward the player lands on a free tile nearer it, within range, and is told when seen") {
  Arena arena(kWideRoom);
  light_up(arena);
  const core::Point start = find_mark(kWideRoom, 'M');
  const auto neo = arena.add("Neo Mouse", start);
  plant_turret(arena.changed(neo), {blink_ability(3, true)});
  arena.round();
  const core::Point landed = arena.entity(neo).position;
  CHECK(core::chebyshev_distance(landed, start) <= 3);
  CHECK(core::chebyshev_distance(landed, arena.player.position) <
        core::chebyshev_distance(start, arena.player.position));
  CHECK(landed != arena.player.position);
  REQUIRE(arena.report.moves.size() == 1);
  CHECK(arena.report.moves.front().from == start);
  CHECK(arena.report.moves.front().to == landed);
  CHECK(told(arena, "The Neo Mouse blinks closer!"));
}

TEST_CASE("a blink away lands farther from the player, and the run's dice choose the tile the same way each time") {
  std::vector<core::Point> landings;
  for (int run = 0; run < 2; ++run) {
    Arena arena(kWideRoom);
    const core::Point start = find_mark(kWideRoom, 'M');
    const auto neo = arena.add("Neo Mouse", start);
    plant_turret(arena.changed(neo), {blink_ability(4, false)});
    arena.round();
    const core::Point landed = arena.entity(neo).position;
    CHECK(core::chebyshev_distance(landed, arena.player.position) >
          core::chebyshev_distance(start, arena.player.position));
    landings.push_back(landed);
    CHECK(arena.messages.all().empty());  // nobody saw it: the floor is dark
  }
  CHECK(landings[0] == landings[1]);
}

TEST_CASE("a blink never passes a wall: with no free tile it sees on the wanted side, it does not apply") {
  const std::vector<std::string> rows{
      "###########",
      "#@.M#.....#",
      "###########",
  };
  Arena arena(rows);
  const auto neo = arena.add("Neo Mouse", find_mark(rows, 'M'));
  plant_turret(arena.changed(neo), {blink_ability(6, false), thrown_pebble()});
  for (int i = 0; i < 5; ++i) arena.round();
  CHECK(arena.entity(neo).position == find_mark(rows, 'M'));
  CHECK(arena.report.moves.empty());
  CHECK(arena.report.shots.size() == 5);  // the turn went to what it could do
}

TEST_CASE("an escape blink waits for its condition: HP below a share of its most") {
  Arena arena(kWideRoom);
  const core::Point start = find_mark(kWideRoom, 'M');
  const auto neo = arena.add("Neo Mouse", start);
  content::Ability escape = blink_ability(3, false);
  escape.when.hp_below_percent = 50;
  escape.priority = 1;
  plant_turret(arena.changed(neo), {escape, thrown_pebble()});
  arena.changed(neo).max_hp = 10;
  arena.changed(neo).hp = 10;
  arena.round();
  CHECK(arena.entity(neo).position == start);
  arena.changed(neo).hp = 4;
  arena.round();
  CHECK(arena.entity(neo).position != start);
  CHECK(arena.report.shots.size() == 1);
}

TEST_CASE("heal_allies heals each hurt ally it sees in range, never above its most, and only when one is hurt") {
  const std::vector<std::string> rows{
      "###############", "#.............#", "#.@.....M.A.#B#", "#.............#", "###############",
  };
  Arena arena(rows);
  light_up(arena);
  const auto healer = arena.add("Neo Mouse", find_mark(rows, 'M'));
  const auto near = arena.add("Neo Mouse", find_mark(rows, 'A'));
  const auto walled_off = arena.add("Neo Mouse", find_mark(rows, 'B'));
  plant_turret(arena.changed(healer), {heal_ability(6, {1'000'000'000, 1'000'000'000}), thrown_pebble()});
  arena.changed(healer).traits.abilities[0].priority = 1;
  plant_turret(arena.changed(near), {});
  plant_turret(arena.changed(walled_off), {});

  arena.round();  // nobody hurt: it shoots instead of wasting the turn
  CHECK(arena.report.shots.size() == 1);

  arena.changed(near).hp = 1;
  arena.changed(walled_off).hp = 1;
  arena.round();
  CHECK(arena.monster(near).hp == arena.monster(near).max_hp);
  CHECK(arena.monster(walled_off).hp == 1);  // behind a wall it does not see
  CHECK(arena.report.shots.size() == 1);
  CHECK(std::ranges::any_of(arena.report.events, [&](const game::TurnEvent& event) {
    return event.kind == game::TurnEvent::Kind::Heal && event.position == find_mark(rows, 'A');
  }));
  CHECK(told(arena, "The Neo Mouse tends to its allies' wounds."));
}

TEST_CASE(
    "buff_allies gives its allies in view one bonus that combat reads, refreshed, never stacked, and it wears off") {
  Arena arena(kWideRoom);
  light_up(arena);
  const auto rallier = arena.add("Neo Mouse", find_mark(kWideRoom, 'M'));
  const auto ally = arena.add("Neo Mouse", find_mark(kWideRoom, 'M') + core::Point{2, 0});
  plant_turret(arena.changed(rallier), {buff_ability(5, {.attack = 7, .defence = 3, .turns = 2}), thrown_pebble()});
  arena.changed(rallier).traits.abilities[0].priority = 1;
  arena.changed(rallier).traits.abilities[0].cooldown = 10;
  plant_turret(arena.changed(ally), {});
  const game::Danger before = game::assess_danger(arena.player, arena.monster(ally), arena.rules.defence_percent);
  const content::IntRange base = arena.monster(ally).traits.attack;

  arena.round();
  REQUIRE(arena.monster(ally).buff);
  CHECK(told(arena, "The Neo Mouse rallies its allies!"));
  CHECK(game::bite_roll(arena.monster(ally)).min == base.min + 7);
  CHECK(game::defence_of(arena.monster(ally)) == arena.monster(ally).traits.defence + 3);
  const game::Danger after = game::assess_danger(arena.player, arena.monster(ally), arena.rules.defence_percent);
  CHECK(after.its_blow.most == before.its_blow.most + 7);
  CHECK(after.your_blow.most < before.your_blow.most);
  CHECK_FALSE(arena.monster(rallier).buff);  // never itself

  // The ally's turn of the first round was one of its two; the next is the other, then it is gone. The
  // rallier is cooling down meanwhile.
  arena.round();
  CHECK(arena.monster(ally).buff);
  arena.round();
  CHECK_FALSE(arena.monster(ally).buff);

  // A rally for a newcomer replaces the first ally's bonus, on its last turn, rather than adding to it.
  arena.changed(ally).buff = content::AllyBuff{7, 3, 0};
  const auto newcomer = arena.add("Neo Mouse", find_mark(kWideRoom, 'M') + core::Point{-2, 1});
  plant_turret(arena.changed(newcomer), {});
  arena.changed(rallier).cooldowns.clear();
  arena.round();
  REQUIRE(arena.monster(newcomer).buff);
  REQUIRE(arena.monster(ally).buff);
  CHECK(arena.monster(ally).buff->attack == 7);
  CHECK(arena.monster(ally).buff->turns == 1);
}

TEST_CASE("buff_allies does not apply while every ally in view holds a bonus, nor with none in view") {
  Arena arena(kWideRoom);
  const auto rallier = arena.add("Neo Mouse", find_mark(kWideRoom, 'M'));
  plant_turret(arena.changed(rallier), {buff_ability(5, {.attack = 1, .defence = 1, .turns = 1000}), thrown_pebble()});
  arena.changed(rallier).traits.abilities[0].priority = 1;
  arena.round();
  CHECK(arena.report.shots.size() == 1);  // alone: it shoots
  const auto ally = arena.add("Neo Mouse", find_mark(kWideRoom, 'M') + core::Point{1, 1});
  plant_turret(arena.changed(ally), {});
  arena.round();
  CHECK(arena.report.shots.size() == 1);
  REQUIRE(arena.monster(ally).buff);
  arena.round();  // the ally holds a bonus: it shoots rather than top it up
  CHECK(arena.report.shots.size() == 2);
}

namespace {

constexpr const char* kRallyingNeo =
    " \"stationary\": true, \"abilities\": [{ \"kind\": \"buff_allies\", \"range\": 4, \"cooldown\": 50, "
    "\"buff\": { \"attack\": 2, \"defence\": 1, \"turns\": 30 } }],";

}  // namespace

TEST_CASE("a buff is saved only while it lasts, and read back") {
  NeoMouseRun run(kRallyingNeo);
  const std::optional<game::EntityId> ally =
      run.world->setup().spawn("Micro Mouse", run.world->player().position + core::Point{3, 1});
  REQUIRE(ally);
  CHECK(game::save_text(*run.world).find("\"buff\":{") == std::string::npos);
  run.world->perform(game::Action::wait());
  REQUIRE(monster_with_id(*run.world, *ally).buff);
  CHECK(game::save_text(*run.world).find("\"buff\":{") != std::string::npos);
  const game::World loaded = reloaded(*run.world, run.library.factory());
  CHECK(monster_with_id(loaded, *ally).buff == monster_with_id(*run.world, *ally).buff);
}

TEST_CASE("the console's ai NAME tells a blink's way, a heal's roll and a buff's bonus") {
  content::MonsterDefinition monster;
  monster.look.name = "Helper Mouse";
  monster.traits.abilities = {blink_ability(5, false), heal_ability(4, {2, 6}),
                              buff_ability(3, {.attack = 2, .defence = 1, .turns = 5})};
  const std::string text = game::debug::behaviour_text(monster, nullptr);
  CHECK(text.find("blink (away, up to 5 steps)") != std::string::npos);
  CHECK(text.find("heal_allies (2-6 HP to each hurt ally in view up to 4 steps away)") != std::string::npos);
  CHECK(text.find("buff_allies (+2 attack, +1 defence for 5 turns to each ally in view up to 3 steps away)") !=
        std::string::npos);
}
