// SPDX-License-Identifier: MIT
#include "generation_figures.h"

#include <array>
#include <cstdint>
#include <string>

#include "core/dungeon.h"
#include "core/rng.h"
#include "game/generation/floor_builder.h"
#include "game/session/content_library.h"
#include "run_seed.h"

namespace bench {

namespace {

// Layouts vary a lot in cost, so each batch cycles through the same fixed seeds.
constexpr std::array<std::uint64_t, 16> kLayoutSeeds{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
constexpr int kFirstFloor = 1;
constexpr int kLastFloor = 12;

template <class Generate>
Spread time_generator(const SamplingPlan& plan, Generate generate) {
  return measure(plan, std::ssize(kLayoutSeeds), [&] {
    for (const std::uint64_t seed : kLayoutSeeds) {
      core::Rng rng(seed);
      const core::DungeonMap map = generate(game::kFloorWidth, game::kFloorHeight, rng);
      keep(static_cast<std::uint64_t>(map.start.x));
    }
  });
}

Spread time_build_floor(const game::EntityFactory& factory, const SamplingPlan& plan) {
  return measure(plan, kLastFloor - kFirstFloor + 1, [&] {
    const auto ids = std::make_shared<game::EntityIds>();
    for (int number = kFirstFloor; number <= kLastFloor; ++number) {
      const game::Floor floor = game::build_floor(number, kRunSeed, factory, ids);
      keep(static_cast<std::uint64_t>(floor.entities.size()));
    }
  });
}

// Floors are populated from the game's content, so build_floor is timed with the real data folder of the
// source tree (sprites unchecked: nothing is drawn): with its special rooms, and beside that without them,
// for what placing and checking the rooms costs.
std::vector<FigureRow> build_floor_rows(const SamplingPlan& plan) {
  const std::string floors =
      "game::build_floor, floors " + std::to_string(kFirstFloor) + ".." + std::to_string(kLastFloor);
  const std::string note = "per floor, run seed " + std::to_string(kRunSeed) + ", content from data/";
  FigureRow with_rooms{.figure = floors, .note = note};
  FigureRow without_rooms{.figure = floors + ", no special rooms", .note = note + " less rooms.json's rooms"};
  game::ContentLibrary content(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  if (!content.load()) {
    with_rooms.ours = without_rooms.ours = missing("content failed to load");
    with_rooms.note =
        std::to_string(content.diagnostics().error_count()) + " errors in " + MOUSEKING_BENCHMARK_DATA_DIR;
    return {with_rooms, without_rooms};
  }
  content::Database bare = content.factory()->database();
  bare.rooms.clear();
  const game::EntityFactory bare_factory(std::move(bare));
  with_rooms.ours = measured(time_build_floor(*content.factory(), plan));
  without_rooms.ours = measured(time_build_floor(bare_factory, plan));
  return {with_rooms, without_rooms};
}

std::string floor_size() {
  return std::to_string(game::kFloorWidth) + "x" + std::to_string(game::kFloorHeight);
}

}  // namespace

std::vector<FigureRow> generation_figures(const SamplingPlan& plan) {
  const auto rooms = [](int width, int height, core::Rng& rng) {
    return core::generate_rooms_and_corridors(width, height, rng);
  };
  const auto random_walk = [](int width, int height, core::Rng& rng) {
    return core::generate_random_walk(width, height, rng);
  };
  const std::string seeds_note = "per floor, " + std::to_string(kLayoutSeeds.size()) + " seeds";
  std::vector<FigureRow> rows{
      {"Generate " + floor_size() + " rooms_and_corridors", measured(time_generator(plan, rooms)), std::nullopt,
       seeds_note},
      {"Generate " + floor_size() + " random_walk", measured(time_generator(plan, random_walk)), std::nullopt,
       seeds_note},
  };
  for (FigureRow& row : build_floor_rows(plan)) rows.push_back(std::move(row));
  return rows;
}

}  // namespace bench
