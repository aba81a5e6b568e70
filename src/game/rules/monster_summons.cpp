// SPDX-License-Identifier: MIT
#include "game/rules/monster_summons.h"

#include <algorithm>
#include <string>
#include <vector>

#include "game/model/prose.h"

namespace game {

namespace {

bool free_beside(const Floor& floor, const MonsterView& view, core::Point from, core::Point direction) {
  const core::Point to = from + direction;
  return view.walkable.in_bounds(to) && view.walkable[to] && !view.occupied[to] &&
         !squeezes_between_walls(floor, from, direction);
}

}  // namespace

int alive_of_kind(const Floor& floor, const std::string& kind) {
  return static_cast<int>(std::ranges::count_if(floor.entities, [&kind](const Entity& entity) {
    const auto* monster = std::get_if<Monster>(&entity.kind);
    return monster && monster->hp > 0 && entity.definition == kind;
  }));
}

bool can_summon(const Entity& summoner, const content::SummonCall& call, const MonsterTurnContext& context,
                const MonsterView& view) {
  const bool room = std::ranges::any_of(core::kDirections8, [&](core::Point direction) {
    return free_beside(context.floor, view, summoner.position, direction);
  });
  return room && alive_of_kind(context.floor, call.monster) < call.max_alive;
}

void summon_monsters(const Entity& summoner, const content::SummonCall& call, MonsterTurnContext& context,
                     MonsterView& view) {
  // Copied first: placing a monster may move the summoner in memory.
  const EntityId summoner_id = summoner.id;
  const core::Point at = summoner.position;
  const std::string name = summoner.name;
  const int room = call.max_alive - alive_of_kind(context.floor, call.monster);
  const int wanted = std::min(room, context.rng.uniform_int(call.count.min, call.count.max));
  int called = 0;
  std::string called_name;
  for (core::Point direction : core::kDirections8) {
    if (called == wanted) break;
    if (!free_beside(context.floor, view, at, direction)) continue;
    CreateResult created = context.factory.create(call.monster, {context.floor.number, context.rng});
    if (!created.entity) return;
    auto& monster = std::get<Monster>(created.entity->kind);
    monster.alert = true;
    monster.memory = context.rules.monster_memory_turns;
    if (call.dies_with_summoner) monster.bound_to = summoner_id;
    called_name = created.entity->name;
    view.occupied[at + direction] = 1;
    context.floor.place(std::move(*created.entity), at + direction);
    view.monster_places.note_arrival(context.floor.entities.size() - 1, at + direction);
    ++called;
  }
  if (called == 0 || !context.floor.in_view(at)) return;
  context.messages.add("The " + name + " " + call.call + ", and " +
                           counted(context.factory.database(), called, called_name) +
                           (called == 1 ? " comes" : " come") + " running!",
                       context.turn);
}

int remove_bound_summons(Floor& floor, EntityId summoner, std::vector<TurnKill>& kills) {
  int vanished = 0;
  for (const Entity& entity : floor.entities) {
    const auto* monster = std::get_if<Monster>(&entity.kind);
    if (monster == nullptr || monster->bound_to != summoner) continue;
    kills.push_back({entity.id, entity.position, entity.sprite, floor.visible[entity.position] != 0});
    ++vanished;
  }
  std::erase_if(floor.entities, [summoner](const Entity& entity) {
    const auto* monster = std::get_if<Monster>(&entity.kind);
    return monster != nullptr && monster->bound_to == summoner;
  });
  return vanished;
}

}  // namespace game
