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
#include "game/generation/floor_builder.h"
#include "game/rules/monster_abilities.h"
#include "game/rules/monster_turns.h"
#include "game/rules/player_stats.h"
#include "game/session/content_library.h"
#include "random_walk_floor.h"
#include "run_seed.h"

namespace bench {

namespace {

constexpr std::uint64_t kPlacementSeed = 11;
// How many monsters each row on the big floor holds, and the time wanted of it (empty: none).
struct RandomWalkRow {
  int monsters;
  const char* target;
};
constexpr RandomWalkRow kRandomWalkRows[] = {{50, "0.2 ms"}, {500, ""}, {2000, "1 ms"}};
// The row of the behaviours issue: many monsters, each choosing among three abilities every turn.
constexpr int kAbilityRowMonsters = 500;
// A floor of the size the game plays on, built as the game builds it, with as many monsters
// as a busy one holds.
constexpr int kBuiltFloorNumber = 6;
constexpr int kBuiltFloorMonsters = 20;
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

// Every floor tile with nothing on it but `taken`, in a random order (Fisher-Yates with the game's dice).
std::vector<core::Point> shuffled_free_tiles(const game::Floor& floor, core::Point taken, core::Rng& rng) {
  std::vector<core::Point> tiles;
  for (std::size_t index = 0; index < floor.cells.cells().size(); ++index) {
    const core::Point tile = floor.cells.point_at(index);
    if (floor.is_floor(tile) && tile != taken && floor.entity_at(tile) == nullptr) tiles.push_back(tile);
  }
  for (int i = static_cast<int>(tiles.size()) - 1; i > 0; --i) std::swap(tiles[i], tiles[rng.uniform_int(0, i)]);
  return tiles;
}

// The kinds that spawn on ordinary floors; a boss would summon and change the workload.
std::vector<std::string> ordinary_monster_names(const content::Database& database) {
  std::vector<std::string> names;
  for (const content::MonsterDefinition& monster : database.monsters) {
    if (!monster.traits.boss && !game::has_ability(monster.traits, content::AbilityKind::Summon))
      names.push_back(monster.look.name);
  }
  return names;
}

// The big open floor, empty, with the player at its start.
TurnState random_walk_start(const game::EntityFactory& factory) {
  TurnState state{.floor = random_walk_floor(kRandomWalkSide, kRandomWalkSeed), .rng = core::Rng(kPlacementSeed)};
  state.player = unkillable_player(factory.database(), state.floor.player_start);
  return state;
}

// Floor kBuiltFloorNumber of the benchmark's run as the game builds it (rooms, doors, items and
// stairs), its own monsters taken off, with the player just arrived by the stairs.
TurnState built_floor_start(const game::EntityFactory& factory) {
  TurnState state{.floor = game::build_floor(kBuiltFloorNumber, kRunSeed, factory, std::make_shared<game::EntityIds>()),
                  .rng = core::Rng(kPlacementSeed)};
  std::erase_if(state.floor.entities,
                [](const game::Entity& entity) { return std::holds_alternative<game::Monster>(entity.kind); });
  state.player = unkillable_player(factory.database(), game::arrival_on(state.floor, game::StairsDirection::Down));
  return state;
}

// `state` with monsters of every ordinary kind in turn on free tiles, every second one alert;
// nullopt when the factory refuses one or the floor has too few free tiles.
std::optional<TurnState> populated_state(TurnState state, const game::EntityFactory& factory, int monster_count) {
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

// A bite, a spit that waits two turns between uses, and a shot kept for when allies are in view: each
// turn a monster works out the conditions and lines of fire of all three.
std::vector<content::Ability> three_abilities() {
  content::Ability spit;
  spit.kind = content::AbilityKind::Projectile;
  spit.name = "spit";
  spit.range = 6;
  spit.cooldown = 2;
  spit.priority = 1;
  spit.damage = {1, 4};
  spit.sprite = "acid_spit";
  content::Ability volley = spit;
  volley.name = "volley";
  volley.cooldown = 0;
  volley.priority = 0;
  volley.when.allies_in_view_at_least = 2;
  return {content::plain_bite(), spit, volley};
}

std::optional<TurnState> with_three_abilities(std::optional<TurnState> state) {
  if (!state) return state;
  for (game::Entity& entity : state->floor.entities) {
    if (auto* monster = std::get_if<game::Monster>(&entity.kind)) monster->traits.abilities = three_abilities();
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

std::string turn_figure_name(int monster_count, int width, int height) {
  return "Monster turns, " + std::to_string(monster_count) + " monsters on " + std::to_string(width) + "x" +
         std::to_string(height);
}

std::string random_walk_figure_name(int monster_count) {
  return turn_figure_name(monster_count, kRandomWalkSide, kRandomWalkSide);
}

std::string built_floor_figure_name() {
  return turn_figure_name(kBuiltFloorMonsters, game::kFloorWidth, game::kFloorHeight);
}

// Times the turn from `start`; `what` says what the monsters stand on, `target` the time wanted, if any.
FigureRow monster_turn_row(std::string figure, const std::optional<TurnState>& start, int monster_count,
                           const std::string& what, const std::string& target, const game::EntityFactory& factory,
                           const SamplingPlan& plan) {
  FigureRow row{.figure = std::move(figure)};
  if (!start) {
    row.ours = missing("not set up");
    row.note = "could not place " + std::to_string(monster_count) + " monsters";
    return row;
  }
  const CpuSpread spread = time_monster_turns(*start, plan, factory);
  row.ours = measured(spread.cpu);
  row.note = "CPU per take_monster_turns (wall " + duration_text(spread.wall_median) + ")" + what +
             ", half alert, fresh untimed copy per call";
  if (!target.empty()) row.note += ", target < " + target;
  return row;
}

FigureRow random_walk_row(const game::EntityFactory& factory, const RandomWalkRow& wanted, const SamplingPlan& plan) {
  return monster_turn_row(random_walk_figure_name(wanted.monsters),
                          populated_state(random_walk_start(factory), factory, wanted.monsters), wanted.monsters, "",
                          wanted.target, factory, plan);
}

FigureRow ability_row(const game::EntityFactory& factory, const SamplingPlan& plan) {
  return monster_turn_row(
      random_walk_figure_name(kAbilityRowMonsters) + ", 3 abilities each",
      with_three_abilities(populated_state(random_walk_start(factory), factory, kAbilityRowMonsters)),
      kAbilityRowMonsters, ", each a bite, a spit with a cooldown and a shot kept for when allies are in view", "2 ms",
      factory, plan);
}

FigureRow built_floor_row(const game::EntityFactory& factory, const SamplingPlan& plan) {
  return monster_turn_row(
      built_floor_figure_name(), populated_state(built_floor_start(factory), factory, kBuiltFloorMonsters),
      kBuiltFloorMonsters, ", floor " + std::to_string(kBuiltFloorNumber) + " of run seed " + std::to_string(kRunSeed),
      "0.1 ms", factory, plan);
}

}  // namespace

std::vector<FigureRow> monster_turn_figures(const SamplingPlan& plan) {
  game::ContentLibrary content(MOUSEKING_BENCHMARK_DATA_DIR, content::SpriteCheck{});
  std::vector<FigureRow> rows;
  if (!content.load()) {
    const std::string errors = std::to_string(content.diagnostics().error_count()) + " errors in data/";
    for (const RandomWalkRow& wanted : kRandomWalkRows)
      rows.push_back(
          {random_walk_figure_name(wanted.monsters), missing("content failed to load"), std::nullopt, errors});
    rows.push_back({random_walk_figure_name(kAbilityRowMonsters) + ", 3 abilities each",
                    missing("content failed to load"), std::nullopt, errors});
    rows.push_back({built_floor_figure_name(), missing("content failed to load"), std::nullopt, errors});
    return rows;
  }
  for (const RandomWalkRow& wanted : kRandomWalkRows) rows.push_back(random_walk_row(*content.factory(), wanted, plan));
  rows.push_back(ability_row(*content.factory(), plan));
  rows.push_back(built_floor_row(*content.factory(), plan));
  return rows;
}

}  // namespace bench
