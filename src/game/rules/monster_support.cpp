// SPDX-License-Identifier: MIT
#include "game/rules/monster_support.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "core/line_of_sight.h"
#include "game/rules/monster_buffs.h"

namespace game {

namespace {

// How far it sees and reaches at once: an ability never reaches past its sight.
int reach(const Entity& entity, const content::Ability& ability) {
  return std::min(ability.range, std::get<Monster>(entity.kind).traits.sight);
}

bool sees_tile(const Entity& entity, core::Point tile, int reach, const Floor& floor) {
  return core::chebyshev_distance(entity.position, tile) <= reach &&
         core::bresenham_line_clear(floor.opaque, entity.position, tile);
}

bool lands_well(core::Point tile, bool toward, int distance_now, core::Point player) {
  const int distance = core::chebyshev_distance(tile, player);
  return toward ? distance < distance_now : distance > distance_now;
}

// The free tiles it may blink to, row by row, so the dice choose among them the same way every run.
std::vector<core::Point> blink_targets(const Entity& entity, const content::Ability& blink,
                                       const MonsterTurnContext& context, const MonsterView& view) {
  std::vector<core::Point> targets;
  const int r = reach(entity, blink);
  const core::Point at = entity.position;
  const int distance_now = core::chebyshev_distance(at, context.player.position);
  for (int y = std::max(0, at.y - r); y <= std::min(view.walkable.height() - 1, at.y + r); ++y) {
    for (int x = std::max(0, at.x - r); x <= std::min(view.walkable.width() - 1, at.x + r); ++x) {
      const core::Point tile{x, y};
      if (!view.walkable[tile] || view.occupied[tile]) continue;
      if (!lands_well(tile, blink.toward, distance_now, context.player.position)) continue;
      if (sees_tile(entity, tile, r, context.floor)) targets.push_back(tile);
    }
  }
  return targets;
}

void count_looked_at(MonsterTurnWork* work) {
  if (work != nullptr) ++work->allies_looked_at;
}

// `other` as an ally of `entity`: another monster, living; else nullptr. A const entity gives a const one.
template <typename EntityOrConst>
auto* as_ally(const Entity& entity, EntityOrConst& other) {
  auto* ally = std::get_if<Monster>(&other.kind);
  return &other == &entity || ally == nullptr || ally->hp <= 0 ? nullptr : ally;
}

bool sees_ally(const Entity& entity, const Entity& ally, int reach, const Floor& floor, MonsterTurnWork* work) {
  if (core::chebyshev_distance(entity.position, ally.position) > reach) return false;
  if (work != nullptr) ++work->ally_lines_traced;
  return core::bresenham_line_clear(floor.opaque, entity.position, ally.position);
}

// The other living monsters within its reach that it sees, in the order of the floor's list.
// A const floor visits const monsters.
template <typename FloorOrConst, typename Visit>
void for_each_ally(const Entity& entity, const content::Ability& ability, FloorOrConst& floor, const MonsterView& view,
                   MonsterTurnWork* work, Visit visit) {
  const int r = reach(entity, ability);
  for (const std::size_t index : view.monster_places.near(floor, entity.position, r)) {
    auto& other = floor.entities[index];
    count_looked_at(work);
    auto* ally = as_ally(entity, other);
    if (ally != nullptr && sees_ally(entity, other, r, floor, work)) visit(other, *ally);
  }
}

// Whether it sees an ally within its reach that is `wanted`. Asked every turn of a healer, so the cheap
// question comes first: a line is traced only to an ally that is wanted, and none after the first seen.
bool any_ally(const Entity& entity, const content::Ability& ability, const Floor& floor, const MonsterView& view,
              MonsterTurnWork* work, bool (*wanted)(const Monster&, const content::Ability&)) {
  const int r = reach(entity, ability);
  for (const std::size_t index : view.monster_places.near(floor, entity.position, r)) {
    const Entity& other = floor.entities[index];
    count_looked_at(work);
    const Monster* ally = as_ally(entity, other);
    if (ally != nullptr && wanted(*ally, ability) && sees_ally(entity, other, r, floor, work)) return true;
  }
  return false;
}

bool hurt(const Monster& ally, const content::Ability&) {
  return ally.hp < ally.max_hp;
}

bool wants_buff(const Monster& ally, const content::Ability&) {
  return !ally.buff;
}

}  // namespace

bool can_blink(const Entity& entity, const content::Ability& blink, const MonsterTurnContext& context,
               const MonsterView& view) {
  return !blink_targets(entity, blink, context, view).empty();
}

void blink(Entity& entity, const content::Ability& blink, MonsterTurnContext& context, MonsterView& view) {
  const std::vector<core::Point> targets = blink_targets(entity, blink, context, view);
  if (targets.empty()) return;
  const core::Point from = entity.position;
  const core::Point to =
      targets[static_cast<std::size_t>(context.rng.uniform_int(0, static_cast<int>(targets.size()) - 1))];
  note_monster_move(view, from, to);
  context.report.moves.push_back({Actor::of(entity.id), from, to, context.floor.number, context.floor.number});
  entity.position = to;
  if (context.floor.in_view(from) || context.floor.in_view(to))
    context.messages.add("The " + entity.name + (blink.toward ? " blinks closer!" : " blinks away!"), context.turn);
}

bool has_hurt_ally(const Entity& entity, const content::Ability& heal, const MonsterTurnContext& context,
                   const MonsterView& view) {
  return any_ally(entity, heal, context.floor, view, context.work, hurt);
}

void heal_allies(const Entity& entity, const content::Ability& heal, MonsterTurnContext& context,
                 const MonsterView& view) {
  int healed = 0;
  for_each_ally(entity, heal, context.floor, view, context.work, [&](const Entity& other, Monster& ally) {
    if (!hurt(ally, heal)) return;
    const int before = ally.hp;
    // Added as what is missing at most, so no roll overflows the HP.
    ally.hp += std::min(ally.max_hp - ally.hp, context.rng.uniform_int(heal.heal.min, heal.heal.max));
    ++healed;
    if (context.floor.in_view(other.position))
      context.report.events.push_back({TurnEvent::Kind::Heal, other.position, ally.hp - before, other.position});
  });
  if (healed > 0 && context.floor.in_view(entity.position))
    context.messages.add("The " + entity.name + " tends to its allies' wounds.", context.turn);
}

bool has_ally_to_buff(const Entity& entity, const content::Ability& buff, const MonsterTurnContext& context,
                      const MonsterView& view) {
  return any_ally(entity, buff, context.floor, view, context.work, wants_buff);
}

void buff_allies(const Entity& entity, const content::Ability& buff, MonsterTurnContext& context,
                 const MonsterView& view) {
  for_each_ally(entity, buff, context.floor, view, context.work,
                [&](const Entity&, Monster& ally) { give_buff(ally, buff.buff); });
  if (context.floor.in_view(entity.position))
    context.messages.add("The " + entity.name + " rallies its allies!", context.turn);
}

}  // namespace game
