// SPDX-License-Identifier: MIT
#include "game/travel/walk.h"

#include <algorithm>
#include <utility>
#include <variant>

#include "game/travel/exploration.h"
#include "game/travel/route_map.h"
#include "game/travel/stairs_walk.h"
#include "game/travel/travel_map.h"
#include "game/travel/walk_threats.h"

namespace game {

namespace {

const Entity* monster_in_view(const Floor& floor, core::Point tile) {
  for (const Entity& entity : floor.entities) {
    if (entity.position == tile && std::holds_alternative<Monster>(entity.kind) && floor.visible[tile]) return &entity;
  }
  return nullptr;
}

}  // namespace

Walk::Walk(Kind kind, const World& world, StopSettings settings)
    : kind_(kind),
      settings_(settings),
      start_(watch(world)),
      before_step_(start_),
      started_with_statuses_(!world.player().statuses.empty()) {}

Walk Walk::travel(const World& world, core::Point destination, StopSettings settings) {
  Walk walk(Kind::Travel, world, settings);
  walk.destination_ = destination;
  if (const Entity* monster = monster_in_view(world.floor(), destination)) walk.chased_ = monster->id;
  return walk;
}

Walk Walk::explore(const World& world, StopSettings settings) {
  Walk walk(Kind::Explore, world, settings);
  // Exploring past a monster walks into its bites; the player deals with it first. What cannot hurt
  // the player yet (asleep, fleeing, unable to come, far weaker) is walked past, and said once.
  if (!walk.start_.threats_in_view.empty()) {
    walk.end(WalkEnd::MonsterNearby, "You cannot explore with a monster in view.");
  } else {
    walk.tell_harmless(world);
  }
  return walk;
}

Walk Walk::to_stairs(const World& world, StairsDirection direction, StopSettings settings) {
  const StairsWalk stairs = stairs_walk(world, direction);
  if (stairs.destination) return travel(world, *stairs.destination, settings);
  return asking(world, settings, WalkEnd::NoStairs, stairs.refusal);
}

Walk Walk::asking(const World& world, StopSettings settings, WalkEnd why, std::string message) {
  Walk walk(Kind::Travel, world, settings);
  walk.end(why, std::move(message));
  return walk;
}

Walk Walk::rest(const World& world, StopSettings settings) {
  Walk walk(Kind::Rest, world, settings);
  const Player& player = world.player();
  walk.rests_for_hp_ = world.content().rules.regeneration_turns > 0 && player.hp < player.stats.max_hp;
  // Resting next to a monster would only let it bite.
  if (!walk.start_.threats_in_view.empty()) {
    walk.end(WalkEnd::MonsterNearby, "You cannot rest with a monster in view.");
  } else if (world.content().rules.regeneration_turns == 0 && player.hp < player.stats.max_hp &&
             player.statuses.empty()) {
    // Said before a turn passes: the rest would wait a hundred turns for HP that never comes.
    walk.end(WalkEnd::NoRegeneration, "Resting brings no HP back in this game: heal with items.");
  } else {
    walk.tell_harmless(world);
  }
  return walk;
}

std::optional<Action> Walk::next_action(const World& world) {
  if (over()) return std::nullopt;
  if (world.run_over()) return end(WalkEnd::RunOver);
  // Something may have come into view between two steps, not only during one.
  if (std::optional<WalkStop> monster = monster_came_into_view(start_, before_step_, world, settings_);
      monster && !is_chase_end(*monster)) {
    return end(std::move(*monster));
  }
  before_step_ = watch(world);
  switch (kind_) {
    case Kind::Travel: return next_travel_step(world);
    case Kind::Explore: return next_explore_step(world);
    case Kind::Rest: return next_rest(world);
  }
  return std::nullopt;
}

void Walk::after_step(const World& world, const TurnReport& report) {
  ++steps_;
  if (std::optional<WalkStop> stop = stop_reason(start_, before_step_, world, report, settings_);
      stop && !is_chase_end(*stop)) {
    end(std::move(*stop));
  } else {
    tell_harmless(world);
  }
}

// Coming within reach of the monster a travel walks towards is the walk's own end, said by follow_chased.
bool Walk::is_chase_end(const WalkStop& stop) const {
  return stop.why == WalkEnd::ThreatNear && chased_ && stop.monster == chased_;
}

// "You go on past the Litter Mouse (asleep)." once a walk for each monster in view it does not stop for.
void Walk::tell_harmless(const World& world) {
  std::vector<std::string> past;
  for (const Entity& entity : world.floor().entities) {
    if (!std::holds_alternative<Monster>(entity.kind) || !world.floor().visible[entity.position]) continue;
    if (told_harmless_.contains(entity.id)) continue;
    if (const std::optional<std::string> why = why_harmless(world, entity)) {
      told_harmless_.insert(entity.id);
      past.push_back("the " + entity.name + " (" + *why + ")");
    }
  }
  if (past.empty()) return;
  std::string list;
  for (std::size_t i = 0; i < past.size(); ++i) list += (i == 0 ? "" : i + 1 == past.size() ? " and " : ", ") + past[i];
  notices_.push_back("You go on past " + list + ".");
}

std::vector<std::string> Walk::take_notices() {
  return std::exchange(notices_, {});
}

std::optional<Action> Walk::next_travel_step(const World& world) {
  if (chased_ && !follow_chased(world)) return std::nullopt;
  if (world.player().position == destination_) return end(WalkEnd::Arrived);
  const auto path = TravelMap(world.floor(), world.player()).path_to(destination_);
  if (!path || path->empty()) return end(WalkEnd::NoKnownWay, "You stop: there is no known way there.");
  return Action::move(path->front() - world.player().position);
}

// A walk towards a monster follows it while it stays in view, and ends beside
// it: whether to strike is the player's next click or key, never the walk's.
bool Walk::follow_chased(const World& world) {
  const Floor& floor = world.floor();
  const auto monster = std::find_if(floor.entities.begin(), floor.entities.end(),
                                    [this](const Entity& entity) { return entity.id == *chased_; });
  if (monster == floor.entities.end() || !floor.visible[monster->position]) {
    end(WalkEnd::Arrived, "You lose sight of it.");
    return false;
  }
  destination_ = monster->position;
  const int distance = core::chebyshev_distance(monster->position, world.player().position);
  if (distance <= 1) {
    end(WalkEnd::Arrived, "The " + monster->name + " is next to you.");
    return false;
  }
  // One that backs away as fast as the player walks would be chased for ever.
  if (steps_ == 0 || distance < chase_nearest_) {
    chase_nearest_ = distance;
    chase_steps_no_nearer_ = 0;
  } else if (++chase_steps_no_nearer_ >= kChaseGiveUpSteps) {
    end(WalkEnd::KeptAway, "The " + monster->name + " keeps away from you.");
    return false;
  }
  return true;
}

// Exploring goes round the traps the player found; when what is left lies past one, it walks up to it
// and stops there, leaving the step onto it to the player.
std::optional<Action> Walk::next_explore_step(const World& world) {
  const Floor& floor = world.floor();
  const Player& player = world.player();
  std::optional<core::Point> step = exploring_.next_step(floor, player, walk_tiles(floor, player));
  if (!step) step = exploring_.next_step(floor, player, walk_tiles(floor, player, FoundTraps::WalkOver));
  if (!step) return end(WalkEnd::ExploredAll, explored_all());
  if (const Entity* trap = floor.trap_at(player.position + *step); trap && std::get<Trap>(trap->kind).found) {
    return end(WalkEnd::TrapInTheWay,
               "What is left to explore lies past the " + trap->name + ": step onto it yourself to go on.");
  }
  return Action::move(*step);
}

std::string Walk::explored_all() const {
  const std::string& stairs = settings_.keys.stairs_up;
  return "Nothing is left to explore here." + (stairs.empty() ? "" : " " + stairs + " to go to the stairs up.");
}

// A player who rests hurt in data without regeneration would otherwise wait for HP that never comes.
std::string Walk::rested_longest(const World& world) const {
  std::string message = "You rest for " + std::to_string(kLongestRest) + " turns.";
  const Player& player = world.player();
  if (world.content().rules.regeneration_turns == 0 && player.hp < player.stats.max_hp)
    message += " Resting brings no HP back in this game: heal with items.";
  return message;
}

std::optional<Action> Walk::next_rest(const World& world) {
  if (steps_ >= kLongestRest) return end(WalkEnd::RestedLongest, rested_longest(world));
  // A rest ends when what it waited for is over: the statuses it began with
  // worn off, and with regeneration on, the HP back to full.
  const Player& player = world.player();
  const bool statuses_over = !started_with_statuses_ || player.statuses.empty();
  const bool hp_full = !rests_for_hp_ || player.hp >= player.stats.max_hp;
  if ((started_with_statuses_ || rests_for_hp_) && statuses_over && hp_full) {
    if (rests_for_hp_) return end(WalkEnd::HpFull, "You rest until your HP is full.");
    return end(WalkEnd::Recovered, "You feel yourself again.");
  }
  return Action::wait();
}

std::nullopt_t Walk::end(WalkEnd why, std::string message) {
  return end(WalkStop{why, std::move(message)});
}

std::nullopt_t Walk::end(WalkStop stop) {
  if (!ending_) ending_ = std::move(stop);
  return std::nullopt;
}

}  // namespace game
