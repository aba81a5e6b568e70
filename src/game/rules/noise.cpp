// SPDX-License-Identifier: MIT
#include "game/rules/noise.h"

#include <algorithm>
#include <deque>
#include <variant>

#include "core/grid.h"
#include "game/rules/monster_search.h"

namespace game {

namespace {

Monster* sleeper(Entity& entity) {
  auto* monster = std::get_if<Monster>(&entity.kind);
  return monster && monster->sleeping && monster->hp > 0 ? monster : nullptr;
}

// An awake monster, unaware of the player, of a kind that goes to look where it hears something.
Monster* listener(Entity& entity) {
  auto* monster = std::get_if<Monster>(&entity.kind);
  const bool listens = monster && monster->hp > 0 && !monster->sleeping && !monster->alert && !monster->fleeing &&
                       monster->traits.search_turns > 0;
  return listens ? monster : nullptr;
}

// Wakes the monsters at `first` (indices into the floor's entities) and every sleeper next to one woken,
// each once, all heading for `heard_at`. The sleepers are found on a grid built once, so a floor of
// thousands of sleepers wakes in time proportional to their number.
int wake_with_neighbours(WakeContext& context, const std::vector<std::size_t>& first, core::Point heard_at) {
  Floor& floor = context.floor;
  core::Grid<int> sleeper_at(floor.width(), floor.height(), -1);
  for (std::size_t i = 0; i < floor.entities.size(); ++i) {
    if (sleeper(floor.entities[i])) sleeper_at[floor.entities[i].position] = static_cast<int>(i);
  }
  std::deque<std::size_t> waking(first.begin(), first.end());
  for (const std::size_t index : first) sleeper_at[floor.entities[index].position] = -1;
  int woken = 0;
  while (!waking.empty()) {
    Entity& entity = floor.entities[waking.front()];
    waking.pop_front();
    Monster& monster = std::get<Monster>(entity.kind);
    monster.sleeping = false;
    monster.patrol_target = heard_at;
    begin_search(monster, heard_at);  // a kind that searches goes to look where it heard it
    ++woken;
    if (floor.in_view(entity.position)) context.messages.add("The " + entity.name + " wakes up.", context.turn);
    for (const core::Point direction : core::kDirections8) {
      const core::Point next = entity.position + direction;
      if (!sleeper_at.in_bounds(next) || sleeper_at[next] < 0) continue;
      waking.push_back(static_cast<std::size_t>(sleeper_at[next]));
      sleeper_at[next] = -1;
    }
  }
  return woken;
}

}  // namespace

int noise_range(const content::NoiseRanges& ranges, NoiseKind kind) {
  switch (kind) {
    case NoiseKind::Step: return ranges.step;
    case NoiseKind::Fight: return ranges.fight;
    case NoiseKind::Door: return ranges.door;
    case NoiseKind::Throw: return ranges.thrown;
  }
  return 0;
}

int player_noise_range(const content::NoiseRanges& ranges, NoiseKind kind, const Player& player) {
  const int range = noise_range(ranges, kind);
  if (kind == NoiseKind::Door || kind == NoiseKind::Throw) return range;
  const auto slot = kind == NoiseKind::Step ? content::EquipmentSlot::Armour : content::EquipmentSlot::Weapon;
  const std::optional<Entity>& piece = player.equipped_in(slot);
  const auto* equipment = piece ? std::get_if<Equipment>(&piece->kind) : nullptr;
  if (equipment == nullptr) return range;
  // Within kNoiseLimit: a range of at most 200 times at most 500 percent, capped.
  return std::min(content::kNoiseLimit, range * equipment->traits.noise_percent / 100);
}

int wake_chance(int range, int distance) {
  if (range <= 0 || distance > range) return 0;
  const int certain_within = range / 2;
  if (distance <= certain_within) return 100;
  return 100 * (range + 1 - distance) / (range + 1 - certain_within);
}

int make_noise(WakeContext& context, core::Point at, int range) {
  std::vector<std::size_t> heard;
  for (std::size_t i = 0; i < context.floor.entities.size(); ++i) {
    Entity& entity = context.floor.entities[i];
    Monster* awake = listener(entity);
    if (!sleeper(entity) && awake == nullptr) continue;
    const int chance = wake_chance(range, core::chebyshev_distance(entity.position, at));
    if (chance == 0 || !context.rng.percent(chance)) continue;
    if (awake != nullptr) {
      begin_search(*awake, at);
    } else {
      heard.push_back(i);
    }
  }
  return heard.empty() ? 0 : wake_with_neighbours(context, heard, at);
}

int wake_by_blow(WakeContext& context, EntityId target) {
  std::vector<Entity>& entities = context.floor.entities;
  for (std::size_t i = 0; i < entities.size(); ++i) {
    if (entities[i].id == target && sleeper(entities[i]))
      return wake_with_neighbours(context, {i}, entities[i].position);
  }
  return 0;
}

}  // namespace game
