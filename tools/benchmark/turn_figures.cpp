// SPDX-License-Identifier: MIT
#include "turn_figures.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/rng.h"
#include "cpu_clock.h"
#include "duration_text.h"
#include "game/rules/monster_turns.h"
#include "game/rules/player_stats.h"
#include "game/session/content_library.h"
#include "random_walk_floor.h"

namespace bench {

namespace {

constexpr std::uint64_t kPlacementSeed = 11;
constexpr int kMonsterCounts[] = {50, 500, 2000};
constexpr int kTargetedCount = 2000;
constexpr int kUnkillableHp = 1'000'000;
// Long enough that no alert monster calms down during the timed turn.
constexpr int kChaseMemory = 1000;
// Copies are made in batches before they are timed; this bounds their memory.
constexpr std::int64_t kCopiesPerBatch = 16;

// Everything one round of monster turns reads and changes, so that a copy of it is a
// fresh start.
struct TurnState {
  game::Floor floor;
  game::Player player = {};
  core::Rng rng;
  game::MessageLog messages = {};
  game::TurnReport report = {};
};

game::Player unkillable_player(const content::Database& database, core::Point position) {
  game::Player player;
  player.position = position;
  game::refresh_player(player, database.player);
  player.hp = kUnkillableHp;
  return player;
}

// Every floor tile but `taken`, in a random order (Fisher-Yates with the game's dice).
std::vector<core::Point> shuffled_free_tiles(const game::Floor& floor, core::Point taken, core::Rng& rng) {
  std::vector<core::Point> tiles;
  for (std::size_t index = 0; index < floor.cells.cells().size(); ++index) {
    const core::Point tile = floor.cells.point_at(index);
    if (floor.is_floor(tile) && tile != taken) tiles.push_back(tile);
  }
  for (int i = static_cast<int>(tiles.size()) - 1; i > 0; --i) std::swap(tiles[i], tiles[rng.uniform_int(0, i)]);
  return tiles;
}

// The kinds that spawn on ordinary floors; a boss would summon and change the workload.
std::vector<std::string> ordinary_monster_names(const content::Database& database) {
  std::vector<std::string> names;
  for (const content::MonsterDefinition& monster : database.monsters) {
    if (!monster.traits.boss && !monster.traits.summon) names.push_back(monster.look.name);
  }
  return names;
}

// Monsters of every ordinary kind in turn, every second one alert; nullopt when the
// factory refuses one or the floor has too few free tiles.
std::optional<TurnState> populated_state(const game::EntityFactory& factory, int monster_count) {
  TurnState state{.floor = random_walk_floor(kRandomWalkSide, kRandomWalkSeed), .rng = core::Rng(kPlacementSeed)};
  state.player = unkillable_player(factory.database(), state.floor.player_start);
  const std::vector<std::string> names = ordinary_monster_names(factory.database());
  const std::vector<core::Point> tiles = shuffled_free_tiles(state.floor, state.player.position, state.rng);
  if (names.empty() || std::ssize(tiles) < monster_count) return std::nullopt;
  for (int i = 0; i < monster_count; ++i) {
    game::CreateResult created = factory.create(names[i % names.size()], {state.floor.number, state.rng});
    if (!created.entity) return std::nullopt;
    auto& monster = std::get<game::Monster>(created.entity->kind);
    monster.alert = i % 2 == 0;
    monster.memory = monster.alert ? kChaseMemory : 0;
    state.floor.place(std::move(*created.entity), tiles[i]);
  }
  return state;
}

void take_turns(TurnState& state, const content::RulesDefinition& rules, const game::EntityFactory& factory) {
  game::MonsterTurnContext context{state.floor, state.player,   state.rng,    rules,
                                   factory,     state.messages, state.report, 1};
  const std::optional<std::string> killer = game::take_monster_turns(context);
  keep(static_cast<std::uint64_t>(state.report.events.size() + (killer ? 1 : 0)));
}

// Times one call on each of `copies` fresh copies of `start`; the copies are made first
// and are not part of the time.
CpuAndWall time_on_fresh_copies(const TurnState& start, std::int64_t copies, const game::EntityFactory& factory) {
  std::vector<TurnState> states(static_cast<std::size_t>(copies), start);
  const content::RulesDefinition& rules = factory.database().rules;
  const CpuAndWall begin = read_clocks();
  for (TurnState& state : states) take_turns(state, rules, factory);
  return read_clocks() - begin;
}

// Batches of fresh copies until plan.min_sample_time of CPU time is timed; batches bound
// the memory the copies take. Returns the time per call.
CpuAndWall time_turns_sample(const TurnState& start, const SamplingPlan& plan, const game::EntityFactory& factory) {
  const auto min_nanoseconds = static_cast<double>(plan.min_sample_time.count());
  CpuAndWall total;
  std::int64_t calls = 0;
  while (total.cpu_nanoseconds < min_nanoseconds) {
    total += time_on_fresh_copies(start, kCopiesPerBatch, factory);
    calls += kCopiesPerBatch;
  }
  return total / static_cast<double>(calls);
}

CpuSpread time_monster_turns(const TurnState& start, const SamplingPlan& plan, const game::EntityFactory& factory) {
  time_turns_sample(start, plan, factory);  // warms caches and branch predictors
  std::vector<CpuAndWall> samples;
  for (int sample = 0; sample < plan.samples; ++sample) samples.push_back(time_turns_sample(start, plan, factory));
  return summarize_cpu(samples);
}

std::string turn_figure_name(int monster_count) {
  return "Monster turns, " + std::to_string(monster_count) + " monsters on " + std::to_string(kRandomWalkSide) + "x" +
         std::to_string(kRandomWalkSide);
}

FigureRow monster_turn_row(const game::EntityFactory& factory, int monster_count, const SamplingPlan& plan) {
  FigureRow row{.figure = turn_figure_name(monster_count)};
  const std::optional<TurnState> start = populated_state(factory, monster_count);
  if (!start) {
    row.ours = missing("not set up");
    row.note = "could not place " + std::to_string(monster_count) + " monsters";
    return row;
  }
  const CpuSpread spread = time_monster_turns(*start, plan, factory);
  row.ours = measured(spread.cpu);
  row.note = "CPU per take_monster_turns (wall " + duration_text(spread.wall_median) +
             "), half alert, fresh untimed copy per call";
  if (monster_count == kTargetedCount) row.note += ", target < 1 ms";
  return row;
}

}  // namespace

std::vector<FigureRow> monster_turn_figures(const SamplingPlan& plan) {
  game::ContentLibrary content(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  std::vector<FigureRow> rows;
  if (!content.load()) {
    for (const int count : kMonsterCounts) {
      rows.push_back({turn_figure_name(count), missing("content failed to load"), std::nullopt,
                      std::to_string(content.diagnostics().error_count()) + " errors in data/"});
    }
    return rows;
  }
  for (const int count : kMonsterCounts) rows.push_back(monster_turn_row(*content.factory(), count, plan));
  return rows;
}

}  // namespace bench
