// SPDX-License-Identifier: MIT
#include "game/rules/monster_turns.h"

#include <algorithm>
#include <array>

#include "core/distance_map.h"
#include "core/sight.h"
#include "game/rules/combat.h"
#include "game/rules/noise.h"
#include "game/rules/status_effects.h"

namespace game {

namespace {

// What one round of turns computes once and shares between all monsters.
struct SharedView {
  core::Grid<std::uint8_t> walkable;
  // Under a symmetric rule, what sees the player is what the player sees: one field of view from the
  // player, as far as the keenest monster sees, answers for every monster. Empty under the other rules,
  // where each monster looks.
  core::Grid<std::uint8_t> player_sight;
  // Distances towards the player, flooded only as far as the monsters that chase or flee ask.
  core::DistanceFlood to_player;
  core::Grid<std::uint8_t> occupied;  // solid entities and the player
};

// How far the keenest monster on the floor sees; sleepers count, since noise may wake them mid-round.
int keenest_sight(const Floor& floor) {
  int sight = 0;
  for (const Entity& entity : floor.entities) {
    if (const auto* monster = std::get_if<Monster>(&entity.kind)) sight = std::max(sight, monster->traits.sight);
  }
  return sight;
}

// Kept between rounds, so that its buffers, and the flood's steps while the floor stays the same,
// are not made again every turn.
SharedView& shared_view(const Floor& floor, const Player& player, const core::Sight& monster_sight) {
  thread_local SharedView view;
  view.walkable = monster_walkable(floor);
  if (monster_sight.rule == core::SightRule::Shadowcast) {
    // A radius of 0 would mean no limit; no monster sees beyond the keenest one anyway.
    core::compute_sight(monster_sight, floor.opaque, player.position, std::max(keenest_sight(floor), 1),
                        view.player_sight);
  }
  const std::array<core::Point, 1> goal{player.position};
  view.to_player.start(view.walkable, goal);
  if (view.occupied.width() != floor.width() || view.occupied.height() != floor.height()) {
    view.occupied = core::Grid<std::uint8_t>(floor.width(), floor.height(), 0);
  } else {
    view.occupied.fill(0);
  }
  for (const Entity& entity : floor.entities) {
    if (entity.solid) view.occupied[entity.position] = 1;
  }
  view.occupied[player.position] = 1;
  return view;
}

// Where each monster stands in the floor's entity list. Built once a round:
// summons are appended and nothing is erased during monster turns, so the
// indices stay valid, and finding a monster costs O(1) instead of a scan.
std::vector<std::pair<EntityId, std::size_t>> monster_order(const Floor& floor) {
  std::vector<std::pair<EntityId, std::size_t>> order;
  for (std::size_t i = 0; i < floor.entities.size(); ++i) {
    if (std::holds_alternative<Monster>(floor.entities[i].kind)) order.emplace_back(floor.entities[i].id, i);
  }
  std::sort(order.begin(), order.end());
  return order;
}

bool sees_player(const Monster& monster, core::Point at, const MonsterTurnContext& context, const SharedView& view) {
  const core::Sight& sight = context.rules.monster_sight;
  const core::Point player = context.player.position;
  if (sight.rule != core::SightRule::Shadowcast)
    return core::sees(sight, context.floor.opaque, at, player, monster.traits.sight);
  const core::Point d = player - at;
  return d.x * d.x + d.y * d.y <= monster.traits.sight * monster.traits.sight && view.player_sight[at] != 0;
}

bool can_step(const Floor& floor, const SharedView& view, core::Point from, core::Point direction) {
  const core::Point to = from + direction;
  return view.walkable.in_bounds(to) && view.walkable[to] && !view.occupied[to] &&
         !squeezes_between_walls(floor, from, direction);
}

void move_monster(Entity& entity, core::Point to, MonsterTurnContext& context, SharedView& view) {
  view.occupied[entity.position] = 0;
  view.occupied[to] = 1;
  const int floor = context.floor.number;
  context.report.moves.push_back({Actor::of(entity.id), entity.position, to, floor, floor});
  entity.position = to;
}

// Downhill on the shared map; when every downhill tile is taken, a sidestep
// that keeps the distance lets monsters flow around one another.
std::optional<core::Point> chase_step(const Floor& floor, SharedView& view, core::Point from) {
  const int here = view.to_player.distance(from);
  std::optional<core::Point> best;
  int best_distance = here;
  std::optional<core::Point> sidestep;
  for (core::Point direction : core::kDirections8) {
    if (!can_step(floor, view, from, direction)) continue;
    // Exact when no farther than `here`, and nothing farther changes the step.
    const int distance = view.to_player.known_distance(from + direction);
    if (distance < best_distance) {
      best_distance = distance;
      best = from + direction;
    } else if (distance == here && !sidestep) {
      sidestep = from + direction;
    }
  }
  return best ? best : sidestep;
}

// One greedy step towards a patrol spot; a new spot when it is reached or blocked.
void wander(Entity& entity, Monster& monster, MonsterTurnContext& context, SharedView& view) {
  if (!context.rng.percent(context.rules.monster_wander_percent)) return;
  if (!monster.patrol_target || *monster.patrol_target == entity.position) {
    const core::Point target{context.rng.uniform_int(1, context.floor.width() - 2),
                             context.rng.uniform_int(1, context.floor.height() - 2)};
    monster.patrol_target = target;
  }
  const core::Point to = *monster.patrol_target;
  const core::Point direction{(to.x > entity.position.x) - (to.x < entity.position.x),
                              (to.y > entity.position.y) - (to.y < entity.position.y)};
  if (can_step(context.floor, view, entity.position, direction)) {
    move_monster(entity, entity.position + direction, context, view);
  } else {
    monster.patrol_target.reset();
  }
}

void inflict_statuses(const Entity& entity, const Monster& monster, MonsterTurnContext& context) {
  for (const content::Infliction& infliction : monster.traits.inflicts) {
    if (!context.rng.percent(infliction.chance)) continue;
    const bool already = has_status(context.player, infliction.status);
    add_status(context.player, infliction.status, context.rng.uniform_int(infliction.turns.min, infliction.turns.max));
    if (already) continue;
    context.messages.add("You are " + std::string(core::id_of(content::kStatusKindNames, infliction.status)) + "!",
                         context.turn);
    context.report.sounds.push_back({TurnSound::Cue::Status, entity.definition});
  }
}

// Returns true when the bite killed the player.
bool attack_player(const Entity& entity, const Monster& monster, MonsterTurnContext& context) {
  const AttackRoll attack =
      roll_attack(monster.traits.attack, context.player.stats.defence, context.rules.defence_percent, context.rng);
  context.report.attacks.push_back({Actor::of(entity.id), Actor::player(), entity.position, context.player.position,
                                    !attack.missed(), attack.damage});
  WakeContext wake{context.floor, context.rng, context.messages, context.turn};
  make_noise(wake, context.player.position, noise_range(context.rules.noise, NoiseKind::Fight));
  if (attack.missed()) {
    context.messages.add("The " + entity.name + " misses you.", context.turn);
    context.report.events.push_back({TurnEvent::Kind::Miss, context.player.position, 0, entity.position});
    context.report.sounds.push_back({TurnSound::Cue::Miss, entity.definition});
    return false;
  }
  if (!context.player_invulnerable) context.player.hp -= attack.damage;
  context.messages.add("The " + entity.name + " bites you for " + std::to_string(attack.damage) +
                           (context.player_invulnerable ? " (god mode: no harm done)." : "."),
                       context.turn);
  context.report.events.push_back({TurnEvent::Kind::Damage, context.player.position, attack.damage, entity.position});
  context.report.sounds.push_back({TurnSound::Cue::Hurt, entity.definition});
  if (context.player.hp <= 0) return true;
  inflict_statuses(entity, monster, context);
  return false;
}

// A boss calls one more helper every so many turns, next to itself.
void summon_help(const Entity& boss, const Monster& monster, MonsterTurnContext& context, SharedView& view) {
  const std::optional<content::Summon>& summon = monster.traits.summon;
  if (!summon || !monster.alert || context.turn % summon->every_turns != 0) return;
  const int alive = static_cast<int>(std::count_if(context.floor.entities.begin(), context.floor.entities.end(),
                                                   [&](const Entity& e) { return e.definition == summon->monster; }));
  if (alive >= summon->max_alive) return;
  for (core::Point direction : core::kDirections8) {
    if (!can_step(context.floor, view, boss.position, direction)) continue;
    CreateResult created = context.factory.create(summon->monster, {context.floor.number, context.rng});
    if (!created.entity) return;
    std::get<Monster>(created.entity->kind).alert = true;
    view.occupied[boss.position + direction] = 1;
    context.messages.add("The " + boss.name + " squeaks, and a " + created.entity->name + " comes running!",
                         context.turn);
    context.floor.place(std::move(*created.entity), boss.position + direction);
    return;
  }
}

// An erratic monster spends some of its awake turns on a step in a random direction instead of chasing
// or biting; a blocked step spends the turn all the same. Nothing is rolled for a steady monster, so
// the dice of runs without erratic ones stay as they were.
bool stumbles(Entity& entity, const Monster& monster, MonsterTurnContext& context, SharedView& view) {
  const int percent = monster.traits.erratic;
  if (percent == 0 || !context.rng.percent(percent)) return false;
  const core::Point direction =
      core::kDirections8[context.rng.uniform_int(0, static_cast<int>(std::size(core::kDirections8)) - 1)];
  if (can_step(context.floor, view, entity.position, direction))
    move_monster(entity, entity.position + direction, context, view);
  return true;
}

// A monster of a kind that flees starts to below its threshold and stops once healed to the other, or
// once it has lost the player; it says so when the player sees it turn.
void update_fear(const Entity& entity, Monster& monster, MonsterTurnContext& context) {
  const std::optional<content::Flee>& flee = monster.traits.flee;
  if (!flee || !monster.alert) {
    monster.fleeing = false;
    return;
  }
  const int percent = monster.hp * 100 / monster.max_hp;
  if (!monster.fleeing && percent < flee->below_hp_percent) {
    monster.fleeing = true;
    if (context.floor.in_view(entity.position))
      context.messages.add("The " + entity.name + " turns to flee!", context.turn);
  } else if (monster.fleeing && percent >= flee->resume_hp_percent) {
    monster.fleeing = false;
  }
}

// The step that takes it farthest from the player along the shared map, if any takes it farther.
std::optional<core::Point> flee_step(const Floor& floor, SharedView& view, core::Point from) {
  std::optional<core::Point> best;
  int best_distance = view.to_player.distance(from);
  for (core::Point direction : core::kDirections8) {
    if (!can_step(floor, view, from, direction)) continue;
    // Asked, not read as known: a step away may be farther than any tile the flood has reached.
    const int distance = view.to_player.distance(from + direction);
    if (distance != core::kUnreachable && distance > best_distance) {
      best_distance = distance;
      best = from + direction;
    }
  }
  return best;
}

// Whether the monster stands next to the player, with no wall corners between them.
bool can_bite(const Entity& entity, const MonsterTurnContext& context) {
  const core::Point offset = context.player.position - entity.position;
  return core::chebyshev_distance(entity.position, context.player.position) == 1 &&
         !squeezes_between_walls(context.floor, entity.position, offset);
}

// Returns true when this monster killed the player.
bool take_turn(std::size_t index, MonsterTurnContext& context, SharedView& view) {
  Entity* entity = &context.floor.entities[index];
  auto* monster = std::get_if<Monster>(&entity->kind);
  if (monster == nullptr || monster->hp <= 0) return false;  // the dead never act
  if (monster->sleeping) return false;                       // until noise or a blow wakes it

  if (sees_player(*monster, entity->position, context, view)) {
    monster->alert = true;
    monster->memory = context.rules.monster_memory_turns;
  } else if (monster->alert && --monster->memory <= 0) {
    monster->alert = false;
  }
  if (!monster->alert) {
    wander(*entity, *monster, context, view);
    return false;
  }
  update_fear(*entity, *monster, context);
  if (monster->fleeing) {
    if (const auto step = flee_step(context.floor, view, entity->position)) {
      move_monster(*entity, *step, context, view);
      return false;
    }
    // Cornered: it fights.
    return can_bite(*entity, context) && attack_player(*entity, *monster, context);
  }
  const bool stumbled = stumbles(*entity, *monster, context, view);
  if (!stumbled && can_bite(*entity, context)) return attack_player(*entity, *monster, context);
  if (!stumbled) {
    if (const auto step = chase_step(context.floor, view, entity->position))
      move_monster(*entity, *step, context, view);
  }
  // Last: a summon adds to the floor's entities, which may move `entity` in memory.
  summon_help(*entity, *monster, context, view);
  return false;
}

}  // namespace

core::Grid<std::uint8_t> monster_walkable(const Floor& floor) {
  core::Grid<std::uint8_t> walkable = core::walkable_mask(floor.cells);
  for (const Entity& entity : floor.entities) {
    if (const auto* door = std::get_if<Door>(&entity.kind); door && door->locked) walkable[entity.position] = 0;
  }
  return walkable;
}

std::optional<std::string> take_monster_turns(MonsterTurnContext& context) {
  SharedView& view = shared_view(context.floor, context.player, context.rules.monster_sight);
  for (const auto& [id, index] : monster_order(context.floor)) {
    if (take_turn(index, context, view)) return context.floor.entities[index].name;
  }
  return std::nullopt;
}

}  // namespace game
