// SPDX-License-Identifier: MIT
#include "game/autoplay/autoplay_bot.h"

#include <algorithm>

#include "game/autoplay/autoplay_equipment.h"
#include "game/autoplay/autoplay_fight.h"
#include "game/autoplay/autoplay_ranged.h"
#include "game/rules/monster_abilities.h"
#include "game/rules/status_effects.h"
#include "game/travel/exploration.h"
#include "game/travel/route_map.h"

namespace game {

namespace {

constexpr int kHealBelowPercent = 40;
// After this many turns on one floor the bot stops exploring and climbs.
constexpr int kFloorTurnBudget = 1500;
// A monster that shoots from afar is chased down for at most this many turns; one that keeps away for
// longer is left to be met again. The count is kept while it is out of view: a shooter that backs off
// out of sight and comes back would otherwise draw the bot to and fro for good.
constexpr int kMaxTurnsChasingAShooter = 40;
// Waiting lets a chasing monster step next to the bot and take the first
// blow; a few waits at most, in case it never comes.
constexpr int kMaxWaitsInARow = 2;
// Spare equipment is dropped only when the pack nears full: a dropped piece
// picked up again on the way would only be dropped again.
constexpr int kFreeSlotsToKeep = 4;

std::optional<std::size_t> find_item(const Player& player, content::ItemEffect effect) {
  for (std::size_t i = 0; i < player.inventory.size(); ++i) {
    const auto* item = std::get_if<Item>(&player.inventory[i].kind);
    if (item && item->traits.effect == effect) return i;
  }
  return std::nullopt;
}

const Monster* monster_of(const Entity& entity) {
  return std::get_if<Monster>(&entity.kind);
}

// Monsters the player can hit from where they stand (a diagonal between two walls is no way through).
std::vector<const Entity*> adjacent_monsters(const World& world) {
  const core::Point here = world.player().position;
  std::vector<const Entity*> foes;
  for (const Entity& entity : world.floor().entities) {
    if (!monster_of(entity) || core::chebyshev_distance(entity.position, here) != 1) continue;
    if (!squeezes_between_walls(world.floor(), here, entity.position - here)) foes.push_back(&entity);
  }
  return foes;
}

// The monster closest to death, the oldest first among equals.
const Entity* weakest(const std::vector<const Entity*>& foes) {
  return *std::min_element(foes.begin(), foes.end(), [](const Entity* a, const Entity* b) {
    if (monster_of(*a)->hp != monster_of(*b)->hp) return monster_of(*a)->hp < monster_of(*b)->hp;
    return a->id < b->id;
  });
}

int strongest_bite(const std::vector<const Entity*>& foes, int player_defence, int defence_percent) {
  int strongest = 0;
  for (const Entity* foe : foes) {
    strongest = std::max(strongest, monster_of(*foe)->traits.attack.max - player_defence * defence_percent / 100);
  }
  return strongest;
}

std::vector<const Entity*> foes_the_player_can_hurt(const World& world, const std::vector<const Entity*>& foes) {
  const Stats& stats = world.player().stats;
  std::vector<const Entity*> hurtable;
  for (const Entity* foe : foes) {
    const int reduction = monster_of(*foe)->traits.defence * world.content().rules.defence_percent / 100;
    if (stats.attack_max > reduction) hurtable.push_back(foe);
  }
  return hurtable;
}

bool thing_lies_at(const Floor& floor, core::Point at) {
  return std::ranges::any_of(floor.entities, [at](const Entity& entity) {
    return entity.position == at &&
           (std::holds_alternative<Item>(entity.kind) || std::holds_alternative<Equipment>(entity.kind));
  });
}

// Things lying under a monster in view that the player cannot hurt (a throw came down on it, say): going
// for them, the bot would only walk up to it, back off from a fight it cannot win, and come again.
std::vector<core::Point> guarded_things(const World& world) {
  const Floor& floor = world.floor();
  std::vector<const Entity*> guards;
  for (const Entity& entity : floor.entities) {
    if (monster_of(entity) && floor.visible[entity.position] && thing_lies_at(floor, entity.position))
      guards.push_back(&entity);
  }
  std::vector<core::Point> tiles;
  const std::vector<const Entity*> hurtable = foes_the_player_can_hurt(world, guards);
  for (const Entity* guard : guards) {
    if (std::ranges::find(hurtable, guard) == hurtable.end()) tiles.push_back(guard->position);
  }
  return tiles;
}

std::vector<core::Point> occupied_tiles(const std::vector<const Entity*>& foes) {
  std::vector<core::Point> tiles;
  for (const Entity* foe : foes) tiles.push_back(foe->position);
  return tiles;
}

bool losing_fight(const World& world, const std::vector<const Entity*>& foes) {
  std::vector<const Monster*> monsters;
  for (const Entity* foe : foes) monsters.push_back(monster_of(*foe));
  return damage_taken_killing(world.player(), monsters, world.content().rules.defence_percent) >= world.player().hp;
}

bool alert_monster_two_steps_away(const World& world) {
  const Floor& floor = world.floor();
  return std::any_of(floor.entities.begin(), floor.entities.end(), [&](const Entity& entity) {
    const Monster* monster = monster_of(entity);
    return monster && monster->alert && floor.visible[entity.position] &&
           core::chebyshev_distance(entity.position, world.player().position) == 2;
  });
}

// The nearest monster in view that has seen the player and could shoot them from where it stands, or
// from a step or two nearer.
const Entity* nearest_shooter(const World& world) {
  const Floor& floor = world.floor();
  const core::Point here = world.player().position;
  const Entity* nearest = nullptr;
  for (const Entity& entity : floor.entities) {
    const Monster* monster = monster_of(entity);
    if (!monster || !monster->alert || !floor.visible[entity.position]) continue;
    const int range = shooting_range(monster->traits);
    const int distance = core::chebyshev_distance(entity.position, here);
    if (range == 0 || distance > range + 2) continue;
    if (!nearest || distance < core::chebyshev_distance(nearest->position, here)) nearest = &entity;
  }
  return nearest;
}

std::optional<core::Point> seen_stairs_up(const Floor& floor) {
  const Entity* stairs = floor.stairs(StairsDirection::Up);
  if (!stairs || !floor.seen[stairs->position]) return std::nullopt;
  return stairs->position;
}

std::vector<core::Point> visible_bosses(const Floor& floor) {
  std::vector<core::Point> bosses;
  for (const Entity& entity : floor.entities) {
    const Monster* monster = monster_of(entity);
    if (monster && monster->traits.boss && floor.visible[entity.position]) bosses.push_back(entity.position);
  }
  return bosses;
}

}  // namespace

TurnReport AutoplayBot::act(World& world) {
  report_ = {};
  if (world.run_over()) return report_;
  note_floor(world);
  if (drink_antivenom(world) || heal(world) || equip_upgrade(world)) return report_;
  drop_spare_equipment(world);
  if (fight_or_flee(world) || shoot_or_throw(world) || close_in_on_shooter(world) || hold_ground(world) ||
      wait_out_confusion(world))
    return report_;
  waits_in_a_row_ = 0;
  if (!walk(world, {})) perform(world, Action::wait());
  return report_;
}

bool AutoplayBot::perform(World& world, const Action& action) {
  report_ = world.perform(action);
  return report_.done;
}

void AutoplayBot::note_floor(const World& world) {
  if (world.floor_number() == floor_) return;
  floor_ = world.floor_number();
  arrived_on_turn_ = world.turn();
  chased_shooter_ = 0;
  turns_chasing_shooter_ = 0;
}

bool AutoplayBot::drink_antivenom(World& world) {
  if (!has_status(world.player(), content::StatusKind::Poisoned)) return false;
  const auto vial = find_item(world.player(), content::ItemEffect::CurePoison);
  return vial && perform(world, Action::use(*vial));
}

bool AutoplayBot::heal(World& world) {
  const Player& player = world.player();
  const auto pack = find_item(player, content::ItemEffect::Heal);
  if (!pack) return false;
  const int missing = player.stats.max_hp - player.hp;
  const bool low = player.hp * 100 < player.stats.max_hp * kHealBelowPercent;
  // A bite that may kill is worth a pack only when the pack is not mostly wasted.
  const int pack_amount = std::get<Item>(player.inventory[*pack].kind).traits.amount;
  const bool in_danger = player.hp <= strongest_bite(adjacent_monsters(world), player.stats.defence,
                                                     world.content().rules.defence_percent) &&
                         missing * 2 >= pack_amount;
  return (low || in_danger) && perform(world, Action::use(*pack));
}

bool AutoplayBot::equip_upgrade(World& world) {
  const auto upgrade = best_upgrade(world.player(), world.content().player, world.content().rules.defence_percent);
  return upgrade && perform(world, Action::use(*upgrade));
}

void AutoplayBot::drop_spare_equipment(World& world) {
  const Player& player = world.player();
  if (player.inventory_capacity - static_cast<int>(player.inventory.size()) > kFreeSlotsToKeep) return;
  for (std::size_t index : spare_equipment(player)) {
    perform(world, Action::drop(index));
  }
}

bool AutoplayBot::fight_or_flee(World& world) {
  const std::vector<const Entity*> foes = adjacent_monsters(world);
  if (foes.empty()) return false;
  const std::vector<const Entity*> hurtable = foes_the_player_can_hurt(world, foes);
  const bool has_pack = find_item(world.player(), content::ItemEffect::Heal).has_value();
  if (hurtable.empty() || (!has_pack && losing_fight(world, foes))) {
    if (flee_to_stairs(world)) return true;
    // Trading misses forever helps nobody: walk on, and let it follow.
    if (hurtable.empty() && walk(world, occupied_tiles(foes))) return true;
  }
  perform(world, Action::move(weakest(hurtable.empty() ? foes : hurtable)->position - world.player().position));
  return true;
}

// What it carries to throw or fire is worth most before a monster reaches it; every throw uses one up,
// so this never holds the bot in one place for long.
bool AutoplayBot::shoot_or_throw(World& world) {
  const std::optional<Action> attack = ranged_attack(world);
  return attack && perform(world, *attack);
}

// Exploring under fire only gets the bot shot: it walks at the nearest shooter it can beat, which a
// monster that keeps its distance answers by backing off, and so stops shooting, until it is cornered.
bool AutoplayBot::close_in_on_shooter(World& world) {
  const Entity* shooter = nearest_shooter(world);
  if (!shooter || over_floor_budget(world)) return false;
  if (shooter->id != chased_shooter_) {
    chased_shooter_ = shooter->id;
    turns_chasing_shooter_ = 0;
  }
  const std::vector<const Entity*> foe{shooter};
  if (foes_the_player_can_hurt(world, foe).empty() || losing_fight(world, foe)) return false;
  if (++turns_chasing_shooter_ > kMaxTurnsChasingAShooter) return false;
  const Floor& floor = world.floor();
  const core::Point here = world.player().position;
  const auto step =
      RouteMap(floor, known_walkable(floor, carries_key(world.player())), here).first_step({shooter->position});
  return step && perform(world, Action::move(*step));
}

// Monsters follow as fast as the player walks, so only the stairs up shake them off.
bool AutoplayBot::flee_to_stairs(World& world) {
  const Floor& floor = world.floor();
  const auto stairs = seen_stairs_up(floor);
  if (!stairs) return false;
  const core::Point here = world.player().position;
  const auto step = RouteMap(floor, known_walkable(floor, false), here).first_step({*stairs});
  if (!step) return false;
  const Entity* in_the_way = floor.entity_at(here + *step);
  if (in_the_way && in_the_way->solid) return false;
  perform(world, Action::move(*step));
  return true;
}

// A confused step goes anywhere, down the stairs too; nothing is lost by waiting it out.
bool AutoplayBot::wait_out_confusion(World& world) {
  if (!has_status(world.player(), content::StatusKind::Confused)) return false;
  perform(world, Action::wait());
  return true;
}

bool AutoplayBot::hold_ground(World& world) {
  if (waits_in_a_row_ >= kMaxWaitsInARow || !alert_monster_two_steps_away(world)) return false;
  ++waits_in_a_row_;
  perform(world, Action::wait());
  return true;
}

// Round the traps it found while there is a way round; over one when it bars the only way on.
bool AutoplayBot::walk(World& world, const std::vector<core::Point>& avoid) {
  core::Grid<std::uint8_t> walkable = known_walkable(world.floor(), carries_key(world.player()));
  for (core::Point tile : avoid) walkable[tile] = 0;
  core::Grid<std::uint8_t> round_traps = walkable;
  block_found_traps(world.floor(), round_traps);
  std::optional<core::Point> step =
      next_step(world, RouteMap(world.floor(), std::move(round_traps), world.player().position));
  if (!step) step = next_step(world, RouteMap(world.floor(), std::move(walkable), world.player().position));
  if (!step) return false;
  perform(world, Action::move(*step));
  return true;
}

// Goals in the order the bot wants them: the boss on sight, the stairs when
// the floor has taken too long, then what exploring wants (the same rule as
// the player's auto-explore), and the stairs once nothing else is left.
std::optional<core::Point> AutoplayBot::next_step(const World& world, const RouteMap& routes) {
  const Floor& floor = world.floor();
  const auto stairs = seen_stairs_up(floor);
  if (const auto step = routes.first_step(visible_bosses(floor))) return step;
  if (stairs && over_floor_budget(world)) {
    if (const auto step = routes.first_step({*stairs})) return step;
  }
  if (const auto step = exploring_.next_step(floor, world.player(), routes.walkable(), guarded_things(world)))
    return step;
  if (!stairs) return std::nullopt;
  // Back on the stairs up after a stumble down them: off and on again.
  return *stairs == world.player().position ? routes.step_aside() : routes.first_step({*stairs});
}

bool AutoplayBot::over_floor_budget(const World& world) const {
  return world.turn() - arrived_on_turn_ > kFloorTurnBudget;
}

}  // namespace game
