// SPDX-License-Identifier: MIT
#include "game/balance/run_trace.h"

#include <variant>

#include "game/model/run_record.h"
#include "game/world/world.h"

namespace game {

namespace {

void note_player(const World& world, RunTrace& trace) {
  const Player& player = world.player();
  trace.hp_percent.push_back(hp_percent(player.hp, player.stats.max_hp));
  trace.levels.push_back(player.level);
}

// The items (not equipment) left in the pack, by name: what the run never used.
void note_unused_items(const World& world, RunTrace& trace) {
  for (const Entity& thing : world.player().inventory) {
    if (const auto* item = std::get_if<Item>(&thing.kind)) trace.items_unused[thing.definition] += item->count;
  }
}

}  // namespace

RunTrace play_traced_run(std::uint64_t seed, const std::shared_ptr<const EntityFactory>& factory, int turn_limit) {
  World world(seed, factory);
  RunTrace trace;
  note_player(world, trace);
  int last_turn = world.turn();
  autoplay_until(world, turn_limit, [&world, &trace, &last_turn](const TurnReport&) {
    // The turns of an action count on the floor it ended on; taking the stairs costs one there.
    trace.turns_on_floor[world.floor_number()] += world.turn() - last_turn;
    for (int turn = last_turn + 1; turn <= world.turn(); ++turn) {
      if (turn % kTraceEvery == 0) note_player(world, trace);
    }
    last_turn = world.turn();
  });
  trace.result = autoplay_result(world);
  trace.items_used = world.record().items_used;
  note_unused_items(world, trace);
  return trace;
}

}  // namespace game
