// SPDX-License-Identifier: MIT
#include "game/rules/monster_turns.h"

#include <algorithm>
#include <array>

#include "core/distance_map.h"
#include "core/sight.h"
#include "game/rules/monster_abilities.h"
#include "game/rules/monster_buffs.h"
#include "game/rules/monster_search.h"
#include "game/rules/monster_statuses.h"
#include "game/rules/monster_thefts.h"
#include "game/rules/monster_view.h"

namespace game {

namespace {

// How far a pack's member strays from its leader while it is idle.
constexpr int kPackRadius = 3;

// How far the keenest monster on the floor sees; sleepers count, since noise may wake them mid-round.
int keenest_sight(const Floor& floor) {
  int sight = 0;
  for (const Entity& entity : floor.entities) {
    if (const auto* monster = std::get_if<Monster>(&entity.kind)) sight = std::max(sight, monster->traits.sight);
  }
  return sight;
}

// A grid of the floor's size, all 0, keeping its buffer when the size is the same.
void clear_to_size(core::Grid<std::uint8_t>& grid, const Floor& floor) {
  if (grid.width() != floor.width() || grid.height() != floor.height()) {
    grid = core::Grid<std::uint8_t>(floor.width(), floor.height(), 0);
  } else {
    grid.fill(0);
  }
}

// Kept between rounds, so that its buffers, and the flood's steps while the floor stays the same,
// are not made again every turn.
MonsterView& shared_view(const Floor& floor, const Player& player, const core::Sight& monster_sight) {
  thread_local MonsterView view;
  view.walkable = monster_walkable(floor);
  if (monster_sight.rule == core::SightRule::Shadowcast) {
    // A radius of 0 would mean no limit; no monster sees beyond the keenest one anyway.
    core::compute_sight(monster_sight, floor.opaque, player.position, std::max(keenest_sight(floor), 1),
                        view.player_sight);
  }
  const std::array<core::Point, 1> goal{player.position};
  view.to_player.start(view.walkable, goal);
  clear_to_size(view.occupied, floor);
  clear_to_size(view.trapped, floor);
  for (const Entity& trap : floor.traps) view.trapped[trap.position] = 1;
  view.has_packs = false;
  for (const Entity& entity : floor.entities) {
    if (entity.solid) view.occupied[entity.position] = 1;
    if (const auto* monster = std::get_if<Monster>(&entity.kind); monster && monster->leader) view.has_packs = true;
  }
  view.occupied[player.position] = 1;
  view.monster_places.note_all(floor);
  view.roster.note_all(floor, view.has_packs);
  return view;
}

bool sees_player(const Monster& monster, core::Point at, const MonsterTurnContext& context, const MonsterView& view) {
  const core::Sight& sight = context.rules.monster_sight;
  const core::Point player = context.player.position;
  if (sight.rule != core::SightRule::Shadowcast)
    return core::sees(sight, context.floor.opaque, at, player, monster.traits.sight);
  const core::Point d = player - at;
  return d.x * d.x + d.y * d.y <= monster.traits.sight * monster.traits.sight && view.player_sight[at] != 0;
}

// Whether the step is free, a trap's tile counting as free.
bool can_step_onto_trap(const Floor& floor, const MonsterView& view, core::Point from, core::Point direction) {
  const core::Point to = from + direction;
  return view.walkable.in_bounds(to) && view.walkable[to] && !view.occupied[to] &&
         !squeezes_between_walls(floor, from, direction);
}

// Whether the step is free, and no trap lies there.
bool can_step(const Floor& floor, const MonsterView& view, core::Point from, core::Point direction) {
  return can_step_onto_trap(floor, view, from, direction) && !view.trapped[from + direction];
}

void move_monster(Entity& entity, core::Point to, MonsterTurnContext& context, MonsterView& view) {
  note_monster_move(view, entity.position, to);
  const int floor = context.floor.number;
  context.report.moves.push_back({Actor::of(entity.id), entity.position, to, floor, floor});
  entity.position = to;
}

// Downhill on `flood`; when every downhill tile is taken, a sidestep that keeps the distance lets
// monsters flow around one another. A trap's tile is the last choice: taken only when it is the one way
// on (a trap in a corridor), which is how the player lures a chaser onto it.
std::optional<core::Point> downhill_step(const Floor& floor, const MonsterView& view, core::DistanceFlood& flood,
                                         core::Point from) {
  const int here = flood.distance(from);
  std::optional<core::Point> best;
  int best_distance = here;
  std::optional<core::Point> sidestep;
  std::optional<core::Point> onto_trap;
  int trap_distance = here;
  for (core::Point direction : core::kDirections8) {
    if (!can_step_onto_trap(floor, view, from, direction)) continue;
    // Exact when no farther than `here`, and nothing farther changes the step.
    const int distance = flood.known_distance(from + direction);
    if (view.trapped[from + direction]) {
      if (distance < trap_distance) {
        trap_distance = distance;
        onto_trap = from + direction;
      }
    } else if (distance < best_distance) {
      best_distance = distance;
      best = from + direction;
    } else if (distance == here && !sidestep) {
      sidestep = from + direction;
    }
  }
  if (best) return best;
  return sidestep ? sidestep : onto_trap;
}

std::optional<core::Point> chase_step(const Floor& floor, MonsterView& view, core::Point from) {
  return downhill_step(floor, view, view.to_player, from);
}

// Where the living leader of a pack member stands on this floor, if it does.
std::optional<core::Point> leader_position(const Monster& monster, const MonsterTurnContext& context,
                                           const MonsterView& view) {
  if (!monster.leader) return std::nullopt;
  const std::optional<std::size_t> index = view.roster.index_of(*monster.leader, context.floor, context.work);
  if (!index) return std::nullopt;
  const Entity& entity = context.floor.entities[*index];
  const auto* leader = std::get_if<Monster>(&entity.kind);
  if (leader && leader->hp > 0) return entity.position;
  return std::nullopt;
}

// One greedy step straight towards `to`, when that tile is free. Returns whether it stepped.
bool step_towards(Entity& entity, core::Point to, MonsterTurnContext& context, MonsterView& view) {
  const core::Point direction{(to.x > entity.position.x) - (to.x < entity.position.x),
                              (to.y > entity.position.y) - (to.y < entity.position.y)};
  if (!can_step(context.floor, view, entity.position, direction)) return false;
  move_monster(entity, entity.position + direction, context, view);
  return true;
}

// One greedy step towards a patrol spot; a new spot when it is reached or blocked. A pack's member
// strays no farther than kPackRadius from its leader: beyond that, its leader is its spot.
void wander(Entity& entity, Monster& monster, MonsterTurnContext& context, MonsterView& view) {
  if (!context.rng.percent(context.rules.monster_wander_percent)) return;
  if (const std::optional<core::Point> leader = leader_position(monster, context, view);
      leader && core::chebyshev_distance(*leader, entity.position) > kPackRadius) {
    monster.patrol_target = *leader;
  }
  if (!monster.patrol_target || *monster.patrol_target == entity.position) {
    const core::Point target{context.rng.uniform_int(1, context.floor.width() - 2),
                             context.rng.uniform_int(1, context.floor.height() - 2)};
    monster.patrol_target = target;
  }
  if (!step_towards(entity, *monster.patrol_target, context, view)) monster.patrol_target.reset();
}

core::Point random_direction(core::Rng& rng) {
  return core::kDirections8[rng.uniform_int(0, static_cast<int>(std::size(core::kDirections8)) - 1)];
}

// An erratic monster spends some of its awake turns on a step in a random direction instead of chasing
// or biting; a blocked step spends the turn all the same. Nothing is rolled for a steady monster, so
// the dice of runs without erratic ones stay as they were.
bool stumbles(Entity& entity, const Monster& monster, MonsterTurnContext& context, MonsterView& view) {
  const int percent = monster.traits.erratic;
  if (percent == 0 || monster.traits.stationary || !context.rng.percent(percent)) return false;
  const core::Point direction = random_direction(context.rng);
  if (can_step(context.floor, view, entity.position, direction))
    move_monster(entity, entity.position + direction, context, view);
  return true;
}

// A monster of a kind that flees starts to below its threshold and stops once healed to the other, or
// once it has lost the player; it says so when the player sees it turn.
void update_fear(const Entity& entity, Monster& monster, MonsterTurnContext& context) {
  // A thief runs with what it stole for as long as it sees the player; a member of a routed pack, whose
  // leader is dead, never turns to fight again.
  if (is_thief(monster) || monster.routed) {
    monster.fleeing = true;
    return;
  }
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
std::optional<core::Point> flee_step(const Floor& floor, MonsterView& view, core::Point from) {
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

// The pack that `entity` belongs to (its leader's, or its own as a leader) turns on the player with it:
// every member wakes and hunts.
void alert_pack(const Entity& entity, const Monster& monster, MonsterTurnContext& context, const MonsterView& view) {
  const EntityId pack = monster.leader.value_or(entity.id);
  for (const std::size_t index : view.roster.pack_of(pack, context.floor, context.work)) {
    Entity& other = context.floor.entities[index];
    auto* member = std::get_if<Monster>(&other.kind);
    if (member == nullptr || member->hp <= 0 || (other.id != pack && member->leader != pack)) continue;
    member->sleeping = false;
    member->alert = true;
    member->memory = context.rules.monster_memory_turns;
  }
}

// Whether a monster that keeps its distance is nearer than it likes, by the steps it would walk.
bool too_close(const Entity& entity, const Monster& monster, MonsterView& view) {
  return monster.traits.keep_distance > 0 && view.to_player.distance(entity.position) < monster.traits.keep_distance;
}

// A step away from the player, if it may move and one leads away.
bool back_away(Entity& entity, const Monster& monster, MonsterTurnContext& context, MonsterView& view) {
  if (monster.traits.stationary) return false;
  const auto step = flee_step(context.floor, view, entity.position);
  if (step) move_monster(entity, *step, context, view);
  return step.has_value();
}

// A step towards the player, unless it never moves or is already as near as it likes to be.
void close_in(Entity& entity, const Monster& monster, MonsterTurnContext& context, MonsterView& view) {
  if (monster.traits.stationary) return;
  if (monster.traits.keep_distance > 0 && view.to_player.distance(entity.position) <= monster.traits.keep_distance)
    return;
  const std::optional<core::Point> step = chase_step(context.floor, view, entity.position);
  if (!step) return;
  // A member on a leash walks back to its leader once beyond it, and holds at its end rather than step past.
  if (const int leash = monster.traits.follows_leader; leash > 0) {
    if (const std::optional<core::Point> leader = leader_position(monster, context, view)) {
      if (core::chebyshev_distance(*leader, entity.position) > leash) {
        step_towards(entity, *leader, context, view);
        return;
      }
      if (core::chebyshev_distance(*leader, *step) > leash) return;
    }
  }
  move_monster(entity, *step, context, view);
}

// A member whose leader died and whose pack scatters runs from the player, heeding nothing, then wanders
// off having forgotten it.
void run_off(Entity& entity, Monster& monster, MonsterTurnContext& context, MonsterView& view) {
  if (--monster.scattering == 0) monster.fleeing = false;
  if (!back_away(entity, monster, context, view) && !monster.traits.stationary) wander(entity, monster, context, view);
}

// An alert monster that does not see the player: one of a kind that searches goes to look where it lost
// them (where they stand now, one step from where it last saw them), unless it is running from them;
// any other follows them for the rules' memory turns, then forgets them. With no memory turns it forgets
// at once; the count stops at 0, which is what a save holds.
void lose_sight(Monster& monster, const MonsterTurnContext& context) {
  if (monster.traits.search_turns > 0) {
    monster.alert = false;
    if (!monster.fleeing) begin_search(monster, context.player.position);
    return;
  }
  monster.memory = std::max(0, monster.memory - 1);
  if (monster.memory == 0) monster.alert = false;
}

// One step nearer `spot` by the walk, if one is free. Returns whether it stepped.
bool walk_towards(Entity& entity, core::Point spot, MonsterTurnContext& context, MonsterView& view) {
  const std::array<core::Point, 1> goal{spot};
  view.to_spot.start(view.walkable, goal);
  const std::optional<core::Point> step = downhill_step(context.floor, view, view.to_spot, entity.position);
  if (!step || view.to_spot.known_distance(*step) >= view.to_spot.distance(entity.position)) return false;
  move_monster(entity, *step, context, view);
  return true;
}

// A searching monster walks to its spot, then looks around it, a step at a time in a direction the dice
// choose, for its search_turns; a turn it cannot get nearer counts too, so a spot it cannot reach ends the
// search rather than holding it. Then it wanders as before.
void search(Entity& entity, Monster& monster, MonsterTurnContext& context, MonsterView& view) {
  const core::Point spot = *monster.search_spot;
  if (!view.walkable.in_bounds(spot)) {
    monster.search_spot.reset();  // a saved spot beyond a floor that has changed size
    return;
  }
  const bool arrived = core::chebyshev_distance(entity.position, spot) <= kSearchRadius;
  if (monster.traits.stationary) {
    // A turret only looks.
  } else if (!arrived) {
    if (walk_towards(entity, spot, context, view)) return;
  } else {
    const core::Point direction = random_direction(context.rng);
    if (can_step(context.floor, view, entity.position, direction) &&
        core::chebyshev_distance(entity.position + direction, spot) <= kSearchRadius)
      move_monster(entity, entity.position + direction, context, view);
  }
  if (--monster.search_left <= 0) {
    monster.search_spot.reset();
    monster.search_left = 0;
  }
}

// Returns true when this monster killed the player.
bool take_turn(std::size_t index, MonsterTurnContext& context, MonsterView& view) {
  Entity* entity = &context.floor.entities[index];
  auto* monster = std::get_if<Monster>(&entity->kind);
  if (monster == nullptr || monster->hp <= 0) return false;  // the dead never act
  wear_buff(*monster);                                       // an ally's bonus lasts its turns, asleep too
  if (monster->sleeping) return false;                       // until noise or a blow wakes it
  if (held_by_status(*monster)) return false;                // stunned or confused by the player's throw
  cool_down(*monster);
  if (monster->scattering > 0) {
    run_off(*entity, *monster, context, view);
    return false;
  }

  if (sees_player(*monster, entity->position, context, view)) {
    const bool noticed_now = !monster->alert;
    monster->alert = true;
    monster->memory = context.rules.monster_memory_turns;
    monster->search_spot.reset();
    if (noticed_now && view.has_packs) alert_pack(*entity, *monster, context, view);
  } else if (monster->alert) {
    lose_sight(*monster, context);
  }
  if (!monster->alert) {
    if (monster->search_spot) {
      search(*entity, *monster, context, view);
    } else if (!monster->traits.stationary) {
      wander(*entity, *monster, context, view);
    }
    return false;
  }
  update_fear(*entity, *monster, context);
  if (monster->fleeing) {
    if (back_away(*entity, *monster, context, view)) return false;
    // Cornered: it fights where it stands.
    return use_best_ability(*entity, *monster, context, view) == AbilityUse::KilledPlayer;
  }
  const bool moved_aside = stumbles(*entity, *monster, context, view) ||
                           (too_close(*entity, *monster, view) && back_away(*entity, *monster, context, view));
  if (moved_aside) return false;
  const AbilityUse use = use_best_ability(*entity, *monster, context, view);
  if (use != AbilityUse::None) return use == AbilityUse::KilledPlayer;
  close_in(*entity, *monster, context, view);
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
  MonsterView& view = shared_view(context.floor, context.player, context.rules.monster_sight);
  for (const auto& [id, index] : view.roster.by_id()) {
    if (take_turn(index, context, view)) return context.floor.entities[index].name;
  }
  return std::nullopt;
}

}  // namespace game
