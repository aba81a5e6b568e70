// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/autoplay/autoplay.h"
#include "game/replay/replay.h"
#include "game/replay/state_hash.h"
#include "result_checks.h"
#include "shipped_content.h"
#include "temp_folder.h"

TEST_CASE("every kind of action reads back from the words a replay keeps") {
  using content::EquipmentSlot;
  for (const game::Action& action :
       {game::Action::move({1, -1}), game::Action::move({0, 1}), game::Action::wait(), game::Action::use(3),
        game::Action::drop(0), game::Action::unequip(EquipmentSlot::Armour),
        game::Action::drop_equipped(EquipmentSlot::Microchip)}) {
    CAPTURE(game::to_text(action));
    CHECK(game::action_from_text(game::to_text(action)) == action);
  }
  for (const char* nonsense : {"", "move 2 0", "move 1", "use -1", "use x", "unequip hat", "wait 1", "fly"}) {
    CAPTURE(nonsense);
    CHECK_FALSE(game::action_from_text(nonsense));
  }
}

TEST_CASE("the same seed and the same actions give the same state hash") {
  const game::World played = game::play_autoplay_run(9, shipped_factory(), 500);
  const game::Replay replay = game::replay_of(played);
  REQUIRE(replay.actions.size() >= 400);
  const game::World again = game::play_replay(replay, shipped_factory());
  CHECK(game::state_hash(again) == game::state_hash(played));
  CHECK(again.turn() == played.turn());
  CHECK(game::state_hash(again) == replay.final_hash);
}

TEST_CASE("a replay written to a file reads back whole") {
  TempFolder folder("replay");
  const game::Replay replay = game::replay_of(game::play_autoplay_run(4, shipped_factory(), 60));
  const std::filesystem::path path = game::last_run_replay_path(folder.path);
  REQUIRE_OK(game::write_replay(replay, path));
  const core::Result<game::Replay> read = game::load_replay(path);
  REQUIRE_MESSAGE(read, read.error());
  CHECK(read->seed == replay.seed);
  CHECK(read->actions == replay.actions);
  CHECK(read->final_hash == replay.final_hash);
}

TEST_CASE("a broken replay names what is wrong") {
  CHECK(game::read_replay("{\"format\": \"Mouse King replay\", \"version\": 1, \"seed\": 3, \"actions\": [\"wait\", "
                          "\"jump\"]}")
            .error() == "actions[1]: \"jump\" is not an action");
  CHECK(
      game::read_replay("{\"format\": \"Mouse King replay\", \"version\": 9, \"seed\": 3, \"actions\": []}").error() ==
      "version: is 9; this game plays replays of version 1");
  CHECK(game::read_replay("[1, 2").error().starts_with("line 1, column 6: "));
}

TEST_CASE("a run changed outside its actions is not replayable") {
  game::World world(8, shipped_factory());
  CHECK(world.replayable());
  world.perform(game::Action::wait());
  CHECK(world.replayable());
  REQUIRE(world.setup().give("Key"));
  CHECK_FALSE(world.replayable());
}
