// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <tuple>
#include <vector>

#include "core/rng.h"
#include "game/replay/replay.h"
#include "game/replay/replay_keyframes.h"
#include "game/replay/state_hash.h"
#include "shipped_content.h"

namespace {

// A checked-in replay and the content it plays on (the every_ability ones need their mod).
struct CheckedInReplay {
  std::filesystem::path file;
  std::shared_ptr<const game::EntityFactory> factory;
};

std::vector<CheckedInReplay> checked_in_replays() {
  const std::filesystem::path folder = MOUSEKING_TEST_REPLAYS_DIR;
  static const auto every_ability = std::make_shared<game::ContentLibrary>(
      content::ContentSources{MOUSEKING_SHIPPED_DATA_DIR,
                              {std::filesystem::path(MOUSEKING_TEST_MODS_DIR) / "every_ability"}},
      content::SpriteCheck{});
  static const bool every_ability_loaded = every_ability->load();
  REQUIRE_MESSAGE(every_ability_loaded, every_ability->diagnostics().to_string());
  std::vector<CheckedInReplay> replays;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() == ".json") replays.push_back({entry.path(), shipped_factory()});
  }
  for (const auto& entry : std::filesystem::directory_iterator(folder / "every_ability")) {
    if (entry.path().extension() == ".json") replays.push_back({entry.path(), every_ability->factory()});
  }
  return replays;
}

game::Replay loaded(const std::filesystem::path& file) {
  core::Result<game::Replay> replay = game::load_replay(file);
  REQUIRE_MESSAGE(replay.ok(), replay.error());
  return std::move(replay).value();
}

// The first `count` actions of `replay`, played forwards from the start with no keyframes.
game::Replay prefix_of(game::Replay replay, std::size_t count) {
  replay.actions.resize(count);
  return replay;
}

// The positions, hashes and states of `keyframes`' keyframes, to compare two readings of one replay.
std::vector<std::tuple<std::size_t, std::uint64_t, std::vector<std::uint8_t>>> keyframes_taken(
    const game::ReplayKeyframes& keyframes) {
  std::vector<std::tuple<std::size_t, std::uint64_t, std::vector<std::uint8_t>>> all;
  for (const game::Keyframe& keyframe : keyframes.keyframes())
    all.emplace_back(keyframe.position, keyframe.hash, keyframe.state);
  return all;
}

}  // namespace

TEST_CASE("a replay's keyframes are read a slice at a time: a slice plays only as many actions as it is given") {
  const game::Replay replay =
      loaded(std::filesystem::path(MOUSEKING_TEST_REPLAYS_DIR) / "seed59-death-on-floor-8.json");
  game::ReplayKeyframes keyframes(replay, shipped_factory());
  CHECK(keyframes.built() == 0);
  CHECK(keyframes.keyframes().size() == 1);  // the start's
  CHECK(keyframes.floor_starts().size() == 1);
  CHECK(keyframes.percent_read() == 0);
  keyframes.read_more(120);
  CHECK(keyframes.built() == 120);
  CHECK(keyframes.keyframes().size() == 3);  // at actions 0, 50 and 100
  CHECK_FALSE(keyframes.complete());
  CHECK(keyframes.percent_read() == static_cast<int>(120 * 100 / replay.actions.size()));
  // A world past what is read is still the replay's, played on from the last keyframe read.
  CHECK(game::state_hash(keyframes.world_at(300)) ==
        game::state_hash(game::play_replay(prefix_of(replay, 300), shipped_factory())));
  keyframes.read_more(replay.actions.size());
  CHECK(keyframes.complete());
  CHECK(keyframes.built() == replay.actions.size());
  CHECK(keyframes.percent_read() == 100);
}

TEST_CASE("keyframes read in small slices are the ones read at once, with the same floor starts and end") {
  const game::Replay replay = loaded(std::filesystem::path(MOUSEKING_TEST_REPLAYS_DIR) / "seed3-three-floors.json");
  game::ReplayKeyframes at_once(replay, shipped_factory());
  at_once.read_all();
  game::ReplayKeyframes in_slices(replay, shipped_factory());
  int slices = 0;
  for (; !in_slices.complete(); ++slices) in_slices.read_more(7);
  CHECK(slices == static_cast<int>((replay.actions.size() + 6) / 7));
  CHECK(keyframes_taken(in_slices) == keyframes_taken(at_once));
  REQUIRE(in_slices.floor_starts().size() == at_once.floor_starts().size());
  for (std::size_t i = 0; i < at_once.floor_starts().size(); ++i) {
    CHECK(in_slices.floor_starts()[i].position == at_once.floor_starts()[i].position);
    CHECK(in_slices.floor_starts()[i].floor == at_once.floor_starts()[i].floor);
  }
  CHECK(game::state_hash(in_slices.world_at(replay.actions.size())) == replay.final_hash);
}

TEST_CASE("a replay of no actions is read from the start") {
  game::ReplayKeyframes keyframes(game::Replay{.seed = 3}, shipped_factory());
  CHECK(keyframes.complete());
  CHECK(keyframes.percent_read() == 100);
  CHECK(keyframes.keyframes().size() == 1);
}

TEST_CASE("stepping back 1, 10 and 100 actions from random points of every checked-in replay gives the forward state") {
  const std::vector<CheckedInReplay> replays = checked_in_replays();
  REQUIRE(replays.size() >= 5);
  core::Rng picks(30);  // fixed, so a failure names a point that fails again
  for (const CheckedInReplay& checked_in : replays) {
    CAPTURE(checked_in.file.filename().string());
    const game::Replay replay = loaded(checked_in.file);
    game::ReplayKeyframes keyframes(replay, checked_in.factory);
    keyframes.read_all();
    const int length = static_cast<int>(replay.actions.size());
    for (int pick = 0; pick < 3; ++pick) {
      const std::size_t from = static_cast<std::size_t>(picks.uniform_int(0, length));
      for (const std::size_t back : {1u, 10u, 100u}) {
        const std::size_t to = from >= back ? from - back : 0;
        CAPTURE(from);
        CAPTURE(to);
        const game::World scrubbed = keyframes.world_at(to);
        CHECK(scrubbed.actions().size() == to);  // what a save or a replay made from it would hold
        CHECK(game::state_hash(scrubbed) ==
              game::state_hash(game::play_replay(prefix_of(replay, to), checked_in.factory)));
      }
    }
    CHECK(game::state_hash(keyframes.world_at(replay.actions.size())) == replay.final_hash);
    CHECK(keyframes.problems().empty());
  }
}

TEST_CASE("a replay's floor starts are where the player first stands on each new floor") {
  const game::Replay replay =
      loaded(std::filesystem::path(MOUSEKING_TEST_REPLAYS_DIR) / "seed59-death-on-floor-8.json");
  game::ReplayKeyframes keyframes(replay, shipped_factory());
  keyframes.read_all();
  const std::vector<game::FloorStart>& starts = keyframes.floor_starts();
  REQUIRE(starts.size() >= 9);  // floor 0, then the climb to floor 8
  CHECK(starts.front().position == 0);
  CHECK(starts.back().floor == 8);
  for (std::size_t i = 1; i < starts.size(); ++i) {
    CAPTURE(i);
    CHECK(keyframes.world_at(starts[i].position).floor_number() == starts[i].floor);
    CHECK(keyframes.world_at(starts[i].position - 1).floor_number() != starts[i].floor);
  }
}

TEST_CASE("jumping to the next and previous floor goes from floor start to floor start") {
  const game::Replay replay = loaded(std::filesystem::path(MOUSEKING_TEST_REPLAYS_DIR) / "seed3-three-floors.json");
  game::ReplayKeyframes keyframes(replay, shipped_factory());
  keyframes.read_all();
  const std::vector<game::FloorStart>& starts = keyframes.floor_starts();
  REQUIRE(starts.size() >= 3);
  CHECK(keyframes.next_floor_start(0) == starts[1].position);
  CHECK(keyframes.next_floor_start(starts[1].position) == starts[2].position);
  CHECK(keyframes.previous_floor_start(starts[2].position) == starts[1].position);
  CHECK(keyframes.previous_floor_start(starts[1].position + 1) == starts[1].position);
  CHECK(keyframes.previous_floor_start(0) == std::nullopt);
  CHECK(keyframes.next_floor_start(replay.actions.size()) == std::nullopt);
}

TEST_CASE("a keyframe whose stored hash does not match its state is reported and an earlier one used") {
  const game::Replay replay = loaded(std::filesystem::path(MOUSEKING_TEST_REPLAYS_DIR) / "seed3-three-floors.json");
  game::ReplayKeyframes keyframes(replay, shipped_factory(), 20);
  keyframes.read_all();
  REQUIRE(keyframes.keyframes().size() > 3);
  keyframes.corrupt_hash_for_test(2);
  const std::uint64_t scrubbed = game::state_hash(keyframes.world_at(45));
  CHECK(scrubbed == game::state_hash(game::play_replay(prefix_of(replay, 45), shipped_factory())));
  REQUIRE(keyframes.problems().size() == 1);
  CHECK(keyframes.problems().front() ==
        "The keyframe at action 40 does not have the state hash recorded with it; it is played again from an "
        "earlier point instead.");
}

TEST_CASE("a keyframe that cannot be read is a failure, not a crash") {
  game::World world(3, shipped_factory());
  game::Keyframe keyframe = game::make_keyframe(world, 0);
  keyframe.state.resize(keyframe.state.size() / 2);
  const core::Result<game::World> restored = game::restore_keyframe(keyframe, world.actions(), shipped_factory());
  REQUIRE_FALSE(restored.ok());
  CHECK(restored.error() == "The keyframe at action 0 cannot be read.");
}

TEST_CASE("a keyframe restores a world with the hash it was taken with") {
  game::World world(3, shipped_factory());
  for (int i = 0; i < 5; ++i) world.perform(game::Action::wait());
  const game::Keyframe keyframe = game::make_keyframe(world, 5);
  const core::Result<game::World> restored = game::restore_keyframe(keyframe, world.actions(), shipped_factory());
  REQUIRE_MESSAGE(restored.ok(), restored.error());
  CHECK(game::state_hash(*restored) == game::state_hash(world));
  CHECK(restored->actions().size() == 5);
}
