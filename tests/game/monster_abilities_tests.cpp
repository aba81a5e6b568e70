// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "game/rules/status_effects.h"
#include "game/saving/save_file.h"
#include "monster_arena.h"
#include "neo_mouse_run.h"
#include "reloaded_world.h"

namespace {

// A projectile that always hits hard enough to get through the researcher's defence.
content::Ability spit(int range, const std::string& name = "spit") {
  content::Ability ability;
  ability.kind = content::AbilityKind::Projectile;
  ability.name = name;
  ability.range = range;
  ability.damage = {20, 20};
  ability.sprite = "acid_spit";
  return ability;
}

// A monster that never moves and can do only `abilities`.
void make_turret(game::Monster& monster, std::vector<content::Ability> abilities) {
  monster.traits.abilities = std::move(abilities);
  monster.traits.stationary = true;
}

// An open room: the player on the left, a monster's tile ('M') four steps to the right.
const std::vector<std::string> kOpenRoom{
    "###########", "#.........#", "#.@...M...#", "#.........#", "###########",
};

int shots_looking_like(const Arena& arena, const std::string& sprite) {
  int count = 0;
  for (const game::TurnShot& shot : arena.report.shots) count += shot.sprite == sprite ? 1 : 0;
  return count;
}

}  // namespace

TEST_CASE("a monster with a projectile shoots the player along a clear line, and the shot flies in the report") {
  Arena arena(kOpenRoom);
  const auto neo = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  make_turret(arena.changed(neo), {content::plain_bite(), spit(6)});
  const int hp = arena.player.hp;
  arena.round();
  REQUIRE(arena.report.shots.size() == 1);
  const game::TurnShot& shot = arena.report.shots.front();
  CHECK(shot.shooter == game::Actor::of(neo));
  CHECK(shot.from == find_mark(kOpenRoom, 'M'));
  CHECK(shot.path.back() == arena.player.position);
  CHECK(shot.path.size() == 4);
  CHECK(shot.sprite == "acid_spit");
  REQUIRE(arena.report.attacks.size() == 1);
  CHECK(arena.player.hp == hp - arena.report.attacks.front().damage);
  CHECK(arena.messages.all().back().text.starts_with("The Neo Mouse's spit hits you for "));
}

TEST_CASE("a monster never shoots through another monster, nor beyond its range") {
  const std::vector<std::string> rows{
      "###########", "#.........#", "#.@.B.M...#", "#.........#", "###########",
  };
  Arena arena(rows);
  const auto shooter = arena.add("Neo Mouse", find_mark(rows, 'M'));
  const auto blocker = arena.add("Neo Mouse", find_mark(rows, 'B'));
  make_turret(arena.changed(shooter), {spit(6)});
  make_turret(arena.changed(blocker), {});
  for (int i = 0; i < 5; ++i) arena.round();
  CHECK(arena.report.shots.empty());

  Arena far(kOpenRoom);
  const auto short_sighted = far.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  make_turret(far.changed(short_sighted), {spit(3)});
  for (int i = 0; i < 5; ++i) far.round();
  CHECK(far.report.shots.empty());
}

TEST_CASE("a stationary monster never moves, whether it is idle or has seen the player") {
  Arena arena(kOpenRoom);
  const auto turret = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  arena.changed(turret).traits.stationary = true;
  for (int i = 0; i < 30; ++i) arena.round();
  CHECK(arena.monster(turret).alert);
  CHECK(arena.entity(turret).position == find_mark(kOpenRoom, 'M'));
  CHECK(arena.report.moves.empty());
  CHECK(arena.report.attacks.empty());
}

TEST_CASE("a monster that keeps its distance backs away in open floor, and fights once caught in a dead end") {
  const std::vector<std::string> rows{
      "############",
      "#@.M.......#",
      "############",
  };
  Arena arena(rows);
  const auto kiter = arena.add("Neo Mouse", find_mark(rows, 'M'));
  const core::Point kDeadEnd{10, 1};
  arena.changed(kiter).traits.keep_distance = 3;
  arena.player.hp = 1'000'000;
  int rounds_in_the_open = 0;
  while (arena.report.attacks.empty() && rounds_in_the_open < 40) {
    arena.round();
    const int distance = core::chebyshev_distance(arena.entity(kiter).position, arena.player.position);
    const bool room_behind = arena.entity(kiter).position.x < kDeadEnd.x;
    if (room_behind) CHECK(distance >= 3);
    // The player follows one step, as someone chasing it would.
    const core::Point ahead = arena.player.position + core::Point{1, 0};
    if (ahead != arena.entity(kiter).position) arena.player.position = ahead;
    ++rounds_in_the_open;
  }
  CHECK(arena.entity(kiter).position == kDeadEnd);
  REQUIRE_FALSE(arena.report.attacks.empty());
  CHECK(arena.report.attacks.back().attacker == game::Actor::of(kiter));
}

TEST_CASE("a kiter at its distance holds there and shoots instead of closing in") {
  Arena arena(kOpenRoom);
  const auto kiter = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  arena.changed(kiter).traits.keep_distance = 4;
  arena.changed(kiter).traits.abilities = {content::plain_bite(), spit(6)};
  arena.player.hp = 1'000'000;
  for (int i = 0; i < 5; ++i) arena.round();
  CHECK(arena.entity(kiter).position == find_mark(kOpenRoom, 'M'));
  CHECK(arena.report.shots.size() == 5);
}

TEST_CASE("the highest priority that is ready is used, and a lower one while it cools down") {
  Arena arena(kOpenRoom);
  const auto neo = arena.add("Neo Mouse", arena.player.position + core::Point{1, 0});
  content::Ability strong = spit(6, "dart");
  strong.priority = 1;
  strong.cooldown = 3;
  arena.changed(neo).traits.abilities = {content::plain_bite(), strong};
  arena.player.hp = 1'000'000;
  std::vector<std::size_t> shots_after;
  for (int i = 0; i < 7; ++i) {
    arena.round();
    shots_after.push_back(arena.report.shots.size());
  }
  // Shot on turns 1, 4 and 7; bitten on the others.
  CHECK(shots_after == std::vector<std::size_t>{1, 1, 1, 2, 2, 2, 3});
  CHECK(arena.report.attacks.size() == 7);
}

TEST_CASE("abilities of equal priority share the turns by weight, so that neither starves") {
  Arena arena(kOpenRoom);
  const auto neo = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  content::Ability light = spit(6, "pebble");
  content::Ability heavy = spit(6, "dart");
  heavy.sprite = "key";
  heavy.weight = 3;
  make_turret(arena.changed(neo), {light, heavy});
  arena.player.hp = 1'000'000'000;
  for (int i = 0; i < 400; ++i) arena.round();
  const int pebbles = shots_looking_like(arena, "acid_spit");
  const int darts = shots_looking_like(arena, "key");
  CHECK(pebbles + darts == 400);
  CHECK(pebbles > 60);
  CHECK(darts > 3 * pebbles / 2);
}

TEST_CASE("an ability's conditions each keep it unused until they hold") {
  SUBCASE("its own HP below a share of its most") {
    Arena arena(kOpenRoom);
    const auto neo = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
    content::Ability desperate = spit(6);
    desperate.when.hp_below_percent = 50;
    make_turret(arena.changed(neo), {desperate});
    arena.changed(neo).max_hp = 10;
    arena.changed(neo).hp = 5;
    arena.round();
    CHECK(arena.report.shots.empty());
    arena.changed(neo).hp = 4;
    arena.round();
    CHECK(arena.report.shots.size() == 1);
  }
  SUBCASE("the player farther than a distance") {
    Arena arena(kOpenRoom);
    const auto neo = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
    content::Ability far_only = spit(6);
    far_only.when.distance_min = 5;
    make_turret(arena.changed(neo), {far_only});
    arena.round();
    CHECK(arena.report.shots.empty());
    arena.player.position = arena.player.position + core::Point{-1, 0};
    arena.round();
    CHECK(arena.report.shots.size() == 1);
  }
  SUBCASE("the player with a status") {
    Arena arena(kOpenRoom);
    const auto neo = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
    content::Ability finisher = spit(6);
    finisher.when.target_has_status = content::StatusKind::Stunned;
    make_turret(arena.changed(neo), {finisher});
    arena.round();
    CHECK(arena.report.shots.empty());
    game::add_status(arena.player, content::StatusKind::Stunned, 5);
    arena.round();
    CHECK(arena.report.shots.size() == 1);
  }
  SUBCASE("other monsters in its view") {
    Arena arena(kOpenRoom);
    const auto neo = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
    content::Ability brave = spit(6);
    brave.when.allies_in_view_at_least = 1;
    make_turret(arena.changed(neo), {brave});
    arena.round();
    CHECK(arena.report.shots.empty());
    const auto ally = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M') + core::Point{2, -1});
    make_turret(arena.changed(ally), {});
    arena.round();
    CHECK(arena.report.shots.size() == 1);
  }
}

TEST_CASE("a monster whose abilities never apply still closes in, and never hangs a round") {
  Arena arena(kOpenRoom);
  const auto neo = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  content::Ability never = spit(6);
  never.when.distance_min = 10;
  never.when.distance_max = 10;
  arena.changed(neo).traits.abilities = {never};
  for (int i = 0; i < 10; ++i) arena.round();
  CHECK(core::chebyshev_distance(arena.entity(neo).position, arena.player.position) == 1);
  CHECK(arena.report.attacks.empty());
}

namespace {

constexpr const char* kSpittingNeo =
    " \"stationary\": true, \"abilities\": [{ \"kind\": \"melee\" }, { \"kind\": \"projectile\", \"name\": \"spit\", "
    "\"range\": 6, \"damage\": { \"min\": 20, \"max\": 20 }, \"sprite\": \"acid_spit\", \"cooldown\": 5 }],";

}  // namespace

TEST_CASE("a monster's abilities are read from monsters.json, and one cooling down is still cooling after a save") {
  NeoMouseRun run(kSpittingNeo);
  const std::vector<content::Ability>& abilities = monster_with_id(*run.world, run.neo).traits.abilities;
  REQUIRE(abilities.size() == 2);
  CHECK(abilities[1].kind == content::AbilityKind::Projectile);
  CHECK(abilities[1].cooldown == 5);
  CHECK(game::save_text(*run.world).find("cooldowns") == std::string::npos);

  const game::TurnReport report = run.world->perform(game::Action::wait());
  REQUIRE(report.shots.size() == 1);
  CHECK(monster_with_id(*run.world, run.neo).cooldowns == std::vector<int>{0, 5});
  const game::World loaded = reloaded(*run.world, run.library.factory());
  CHECK(monster_with_id(loaded, run.neo).cooldowns == std::vector<int>{0, 5});
}

TEST_CASE("a saved cooldown beyond what any ability may have is refused, naming the field") {
  NeoMouseRun run(kSpittingNeo);
  run.world->perform(game::Action::wait());
  std::string saved = game::save_text(*run.world);
  const std::size_t at = saved.find("\"cooldowns\":[0,5]");
  REQUIRE(at != std::string::npos);
  saved.replace(at, std::string("\"cooldowns\":[0,5]").size(), "\"cooldowns\":[0,1001]");
  const game::SaveRead read = game::read_save(saved, run.library.factory());
  REQUIRE_FALSE(read.ok());
  CHECK(read.error().find("cooldowns[1]") != std::string::npos);
  CHECK(read.error().find("from 0 to 1000, found 1001") != std::string::npos);
}

namespace {

content::Ability call_micro_mice(int max_alive, bool dies_with_summoner) {
  content::Ability ability;
  ability.kind = content::AbilityKind::Summon;
  ability.summon = {
      .monster = "Micro Mouse", .count = {2, 2}, .max_alive = max_alive, .dies_with_summoner = dies_with_summoner};
  return ability;
}

int micro_mice_on(const game::Floor& floor) {
  return static_cast<int>(
      std::ranges::count_if(floor.entities, [](const game::Entity& e) { return e.name == "Micro Mouse"; }));
}

}  // namespace

TEST_CASE("a summoner calls its monsters beside it, hunting, and stops at its most alive") {
  Arena arena(kOpenRoom);
  const auto caller = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  make_turret(arena.changed(caller), {call_micro_mice(3, false)});
  arena.round();
  CHECK(micro_mice_on(arena.floor) == 2);
  for (const game::Entity& entity : arena.floor.entities) {
    if (entity.name != "Micro Mouse") continue;
    CHECK(core::chebyshev_distance(entity.position, find_mark(kOpenRoom, 'M')) == 1);
    CHECK(std::get<game::Monster>(entity.kind).alert);
  }
  for (int i = 0; i < 10; ++i) arena.round();
  CHECK(micro_mice_on(arena.floor) == 3);
}

TEST_CASE("a monster that summons its own kind stops at its most alive, so a chain of summoners stays bounded") {
  Arena arena(kOpenRoom);
  const auto first = arena.add("Neo Mouse", find_mark(kOpenRoom, 'M'));
  content::Ability call_own = call_micro_mice(5, false);
  call_own.summon.monster = "Neo Mouse";
  arena.changed(first).traits.abilities = {call_own};
  for (int i = 0; i < 50; ++i) arena.round();
  const auto neo_mice =
      std::ranges::count_if(arena.floor.entities, [](const game::Entity& e) { return e.name == "Neo Mouse"; });
  CHECK(neo_mice == 5);
}

TEST_CASE("a summoner's call says what the data says it does: a machine beeps, a mouse squeaks") {
  for (const std::string call : {"", "beeps"}) {
    CAPTURE(call);
    MonsterRun run("Micro Mouse", "\"defence\": 1,",
                   " \"stationary\": true, \"abilities\": [{ \"kind\": \"summon\", \"monster\": \"Neo Mouse\", "
                   "\"max_alive\": 1" +
                       (call.empty() ? std::string() : ", \"call\": \"" + call + "\"") + " }],");
    game::World& world = *run.world;
    world.setup().set_god_mode(true);
    world.perform(game::Action::wait());
    const std::string said =
        "The Micro Mouse " + (call.empty() ? std::string("squeaks") : call) + ", and a Neo Mouse comes running!";
    CHECK(std::ranges::any_of(world.messages().all(),
                              [&said](const game::MessageLog::Message& message) { return message.text == said; }));
  }
}

TEST_CASE("a summoner's call names several of what came by the plural its data writes") {
  MonsterRun run("Neo Mouse", "\"defence\": 8,",
                 " \"stationary\": true, \"abilities\": [{ \"kind\": \"summon\", \"monster\": \"Micro Mouse\", "
                 "\"count\": { \"min\": 2, \"max\": 2 }, \"max_alive\": 2 }],");
  game::World& world = *run.world;
  world.setup().set_god_mode(true);
  world.perform(game::Action::wait());
  const std::string said = "The Neo Mouse squeaks, and 2 Micro Mice come running!";
  CHECK(std::ranges::any_of(world.messages().all(),
                            [&said](const game::MessageLog::Message& message) { return message.text == said; }));
}

TEST_CASE("what a summoner called vanishes with it when the data says so, and stays when it does not") {
  for (const bool bound : {true, false}) {
    CAPTURE(bound);
    // A Micro Mouse, which the researcher kills in a few blows, calling two Neo Mice.
    MonsterRun run("Micro Mouse", "\"defence\": 1,",
                   std::string(" \"stationary\": true, \"abilities\": [{ \"kind\": \"summon\", \"monster\": \"Neo "
                               "Mouse\", \"count\": { \"min\": 2, \"max\": 2 }, \"max_alive\": 2") +
                       (bound ? ", \"dies_with_summoner\": true" : "") + " }],");
    game::World& world = *run.world;
    world.setup().set_god_mode(true);  // the Neo Mice bite hard; the test is about what vanishes
    world.perform(game::Action::wait());
    const auto neo_mice = [&world] {
      return std::ranges::count_if(world.floor().entities, [](const game::Entity& e) { return e.name == "Neo Mouse"; });
    };
    REQUIRE(neo_mice() == 2);
    CHECK(std::ranges::count_if(reloaded(world, run.library.factory()).floor().entities,
                                [](const game::Entity& e) { return e.name == "Neo Mouse"; }) == 2);

    REQUIRE(world.setup().place_player(world.player().position + core::Point{1, 0}));  // beside the summoner
    bool killed = false;
    for (int blow = 0; blow < 40 && !killed; ++blow) {
      const game::TurnReport report = world.perform(game::Action::move({1, 0}));
      killed = std::ranges::any_of(report.kills, [&run](const game::TurnKill& kill) { return kill.id == run.spawned; });
      if (killed) CHECK((report.kills.size() == 3) == bound);
    }
    REQUIRE(killed);
    CHECK(neo_mice() == (bound ? 0 : 2));
  }
}
