// SPDX-License-Identifier: MIT
// A monster of a kind with search_turns: it goes to look where it lost the player or heard a noise,
// looks around there for its turns, then wanders; a kind without it plays as before.

#include <doctest/doctest.h>

#include "game/rules/monster_search.h"
#include "game/rules/noise.h"
#include "game/saving/entity_codec.h"
#include "game/saving/saved_json_reader.h"
#include "monster_arena.h"

namespace {

// A hall on the left where the monster and the researcher start, and a sealed room on the right ('H')
// where the researcher can be put out of every monster's sight.
const std::vector<std::string> kHideout{
    "######################", "#..........#.........#", "#.M........#.....H...#",
    "#..........#.........#", "#......@...#.........#", "######################",
};

constexpr int kSearchTurns = 5;

struct Hideout {
  Arena arena{kHideout};
  game::EntityId mouse = arena.add("Micro Mouse", find_mark(kHideout, 'M'));

  explicit Hideout(int search_turns) {
    arena.player.hp = 1'000'000;  // the tests are about where it goes, not what it does
    arena.changed(mouse).traits.search_turns = search_turns;
  }

  void hide_player() { arena.player.position = find_mark(kHideout, 'H'); }
  const game::Monster& monster() const { return arena.monster(mouse); }
  core::Point at() const { return arena.entity(mouse).position; }

  game::WakeContext wake_context() { return {arena.floor, arena.rng, arena.messages, arena.turn}; }
};

}  // namespace

TEST_CASE("a searcher that loses sight of the player searches where they were, no longer hunting") {
  Hideout hideout(kSearchTurns);
  hideout.arena.round();
  REQUIRE(hideout.monster().alert);
  hideout.hide_player();
  hideout.arena.round();
  CHECK_FALSE(hideout.monster().alert);
  CHECK(game::is_searching(hideout.monster()));
  CHECK(hideout.monster().search_spot == hideout.arena.player.position);
}

TEST_CASE("a kind without search_turns follows the player unseen for the memory turns, as before") {
  Hideout hideout(0);
  hideout.arena.round();
  hideout.hide_player();
  hideout.arena.round();
  CHECK(hideout.monster().alert);
  CHECK_FALSE(hideout.monster().search_spot.has_value());
  for (int round = 1; round < hideout.arena.rules.monster_memory_turns; ++round) hideout.arena.round();
  CHECK_FALSE(hideout.monster().alert);
  CHECK_FALSE(game::is_searching(hideout.monster()));
}

TEST_CASE("a searcher walks to its spot, looks around it for its turns, then wanders") {
  Hideout hideout(kSearchTurns);
  hideout.hide_player();
  const core::Point spot{8, 3};
  game::begin_search(hideout.arena.changed(hideout.mouse), spot);
  int walked = 0;
  while (core::chebyshev_distance(hideout.at(), spot) > game::kSearchRadius) {
    const int before = core::chebyshev_distance(hideout.at(), spot);
    hideout.arena.round();
    REQUIRE(core::chebyshev_distance(hideout.at(), spot) < before);
    REQUIRE(++walked < 20);
  }
  CHECK(hideout.monster().search_left == kSearchTurns);  // walking there costs none of its search
  for (int turn = 0; turn < kSearchTurns; ++turn) {
    CHECK(game::is_searching(hideout.monster()));
    hideout.arena.round();
    CHECK(core::chebyshev_distance(hideout.at(), spot) <= game::kSearchRadius);
  }
  CHECK_FALSE(game::is_searching(hideout.monster()));
  CHECK_FALSE(hideout.monster().alert);
}

TEST_CASE("a spot it cannot reach ends the search after its turns instead of holding it") {
  Hideout hideout(kSearchTurns);
  hideout.hide_player();
  game::begin_search(hideout.arena.changed(hideout.mouse), find_mark(kHideout, 'H'));
  const core::Point start = hideout.at();
  for (int turn = 0; turn < kSearchTurns; ++turn) hideout.arena.round();
  CHECK_FALSE(game::is_searching(hideout.monster()));
  CHECK(core::chebyshev_distance(hideout.at(), start) <= kSearchTurns);
}

TEST_CASE("a searcher that sees the player again hunts them") {
  Hideout hideout(kSearchTurns);
  game::begin_search(hideout.arena.changed(hideout.mouse), {8, 3});
  hideout.arena.round();  // the researcher stands in the hall, in its sight
  CHECK(hideout.monster().alert);
  CHECK_FALSE(hideout.monster().search_spot.has_value());
}

TEST_CASE("a noise draws an awake searcher unaware of the player to where it was made") {
  Hideout hideout(kSearchTurns);
  hideout.hide_player();
  game::WakeContext context = hideout.wake_context();
  SUBCASE("within half its range it always hears") {
    CHECK(game::make_noise(context, {8, 3}, 12) == 0);  // nothing woke: it was awake
    CHECK(hideout.monster().search_spot == core::Point{8, 3});
  }
  SUBCASE("beyond its range it hears nothing") {
    game::make_noise(context, {8, 3}, 3);
    CHECK_FALSE(hideout.monster().search_spot.has_value());
  }
}

TEST_CASE("a noise leaves a kind that does not search where it was, as before") {
  Hideout hideout(0);
  hideout.hide_player();
  game::WakeContext context = hideout.wake_context();
  game::make_noise(context, {8, 3}, 12);
  CHECK_FALSE(hideout.monster().search_spot.has_value());
  CHECK_FALSE(hideout.monster().patrol_target.has_value());
}

TEST_CASE("a sleeping searcher woken by a noise goes to search where it heard it") {
  Hideout hideout(kSearchTurns);
  hideout.arena.changed(hideout.mouse).sleeping = true;
  game::WakeContext context = hideout.wake_context();
  CHECK(game::make_noise(context, {8, 3}, 12) == 1);
  CHECK(game::is_searching(hideout.monster()));
  CHECK(hideout.monster().search_spot == core::Point{8, 3});
}

TEST_CASE("a save keeps a search under way, and a monster not searching writes none of it") {
  Hideout hideout(kSearchTurns);
  const game::Entity& entity = hideout.arena.entity(hideout.mouse);
  CHECK_FALSE(game::entity_to_json(entity)["monster"].contains("search_spot"));
  game::begin_search(hideout.arena.changed(hideout.mouse), {8, 3});
  hideout.arena.changed(hideout.mouse).search_left = 2;
  const nlohmann::json saved = game::entity_to_json(entity);
  std::string problem;
  game::SavedJsonReader reader(saved, problem);
  const std::optional<game::Entity> loaded = game::entity_from_json(reader, *shipped_factory());
  REQUIRE(loaded);
  CHECK(problem.empty());
  const auto& back = std::get<game::Monster>(loaded->kind);
  CHECK(back.search_spot == core::Point{8, 3});
  CHECK(back.search_left == 2);
  CHECK(back.traits.search_turns == kSearchTurns);
}

TEST_CASE("a saved search spot beyond the floor ends the search instead of reading outside the map") {
  Hideout hideout(kSearchTurns);
  hideout.hide_player();
  game::Monster& mouse = hideout.arena.changed(hideout.mouse);
  game::begin_search(mouse, {5000, 5000});
  hideout.arena.round();
  CHECK_FALSE(hideout.monster().search_spot.has_value());
}
