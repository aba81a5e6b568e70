// SPDX-License-Identifier: MIT
#include "game/travel/stop_rules.h"

#include <algorithm>
#include <cstdint>
#include <variant>

#include "core/point.h"
#include "game/model/prose.h"
#include "game/model/stacks.h"
#include "game/travel/walk_threats.h"

namespace game {

namespace {

bool is_living_monster(const Entity& entity) {
  const auto* monster = std::get_if<Monster>(&entity.kind);
  return monster && monster->hp > 0;
}

// Whether a monster struck or shot at the player during the step: a miss is as much a reason to stop as a hit.
bool struck_at(const TurnReport& report) {
  return std::any_of(report.attacks.begin(), report.attacks.end(), [](const TurnAttack& attack) {
    return attack.target.is_player() && !attack.attacker.is_player();
  });
}

bool harmless_in(const WalkWatch& watched, EntityId id) {
  return watched.monsters_in_view.contains(id) && !watched.threats_in_view.contains(id);
}

// The nearest threatening monster in view now that was not in view when the walk began nor harmless in
// view before the step (that one is turned_threat's), and that has not lately stopped a walk from as near
// or nearer.
const Entity* newcomer(const WalkWatch& start, const WalkWatch& before, const World& world, const RecentStops* recent) {
  const Entity* nearest = nullptr;
  const core::Point here = world.player().position;
  for (const Entity& entity : world.floor().entities) {
    if (!is_living_monster(entity) || !world.floor().visible[entity.position]) continue;
    if (start.monsters_in_view.contains(entity.id) || harmless_in(before, entity.id)) continue;
    if (!threatens(world, entity)) continue;
    const int distance = core::chebyshev_distance(entity.position, here);
    if (recent && !recent->is_news(entity.id, distance, world.turn())) continue;
    if (!nearest || distance < core::chebyshev_distance(nearest->position, here)) nearest = &entity;
  }
  return nearest;
}

std::optional<content::StatusKind> new_status(const WalkWatch& before, const WalkWatch& now) {
  for (content::StatusKind status : now.statuses) {
    if (std::find(before.statuses.begin(), before.statuses.end(), status) == before.statuses.end()) return status;
  }
  return std::nullopt;
}

std::string comes_into_view(const Entity& monster, const World& world) {
  return with_article(world.content(), monster.name, true) + " comes into view.";
}

// A monster a walk went on past, harmless before the step, that threatens the player now: it woke, turned,
// or the player came within its reach.
std::optional<WalkStop> turned_threat(const WalkWatch& before, const World& world) {
  for (const Entity& entity : world.floor().entities) {
    if (!is_living_monster(entity) || !world.floor().visible[entity.position]) continue;
    if (!harmless_in(before, entity.id) || !threatens(world, entity)) continue;
    const std::string said = within_reach(world, entity) ? "You come within reach of the " + entity.name + "."
                                                         : "The " + entity.name + " is after you now.";
    return WalkStop{WalkEnd::ThreatNear, said, entity.id};
  }
  return std::nullopt;
}

}  // namespace

bool below_low_mark(int hp, int max_hp, const StopSettings& settings) {
  // In 64 bits: a modded max HP times 100 would overflow an int.
  return static_cast<std::int64_t>(hp) * 100 < static_cast<std::int64_t>(max_hp) * settings.low_hp_percent;
}

std::optional<WalkStop> monster_came_into_view(const WalkWatch& start, const WalkWatch& before, const World& world,
                                               const StopSettings& settings) {
  if (const Entity* monster = newcomer(start, before, world, settings.recent_stops))
    return WalkStop{WalkEnd::MonsterInView, comes_into_view(*monster, world), monster->id};
  return turned_threat(before, world);
}

WalkWatch watch(const World& world) {
  WalkWatch watched;
  const Floor& floor = world.floor();
  for (const Entity& entity : floor.entities) {
    if (is_living_monster(entity) && floor.visible[entity.position]) {
      watched.monsters_in_view.insert(entity.id);
      if (threatens(world, entity)) watched.threats_in_view.insert(entity.id);
    }
    const auto* door = std::get_if<Door>(&entity.kind);
    if (door && door->locked) ++watched.locked_doors;
  }
  const Player& player = world.player();
  watched.hp = player.hp;
  for (const StatusEffect& status : player.statuses) watched.statuses.push_back(status.kind);
  // Counted item by item: a pickup that joins a stack takes no new slot.
  watched.things_carried = things_carried(player);
  return watched;
}

std::optional<WalkStop> stop_reason(const WalkWatch& start, const WalkWatch& before, const World& world,
                                    const TurnReport& report, const StopSettings& settings) {
  if (report.run_over) return WalkStop{WalkEnd::RunOver, ""};
  if (report.floor_changed) return WalkStop{WalkEnd::FloorChanged, ""};
  if (const Entity* monster = newcomer(start, before, world, settings.recent_stops)) {
    // A kind seen for the first time was told by the world already ("You see
    // a Neo Mouse."); a second line about the same mouse would only repeat it.
    const bool told = std::find(report.first_sightings.begin(), report.first_sightings.end(), monster->id) !=
                      report.first_sightings.end();
    return WalkStop{WalkEnd::MonsterInView, told ? "" : comes_into_view(*monster, world), monster->id};
  }
  if (std::optional<WalkStop> turned = turned_threat(before, world)) return turned;
  const WalkWatch now = watch(world);
  const int max_hp = world.player().stats.max_hp;
  if (below_low_mark(now.hp, max_hp, settings) && !below_low_mark(before.hp, max_hp, settings)) {
    return WalkStop{WalkEnd::LowHp, "You stop: your HP is low."};
  }
  if (now.hp < before.hp) return WalkStop{WalkEnd::Hurt, ""};
  // The world's message has told the miss ("The Micro Mouse's squeak misses you.").
  if (struck_at(report)) return WalkStop{WalkEnd::Attacked, ""};
  if (new_status(before, now)) return WalkStop{WalkEnd::StatusEffect, ""};
  if (now.things_carried > before.things_carried) return WalkStop{WalkEnd::PickedUp, ""};
  if (now.locked_doors < before.locked_doors) return WalkStop{WalkEnd::DoorOpened, ""};
  if (!report.done) return WalkStop{WalkEnd::Refused, "You stop: the way is blocked."};
  return std::nullopt;
}

}  // namespace game
