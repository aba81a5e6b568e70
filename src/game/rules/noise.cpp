// SPDX-License-Identifier: MIT
#include "game/rules/noise.h"

#include <algorithm>
#include <deque>
#include <numeric>
#include <optional>
#include <unordered_set>
#include <utility>
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

void count_hearers(const WakeContext& context, std::size_t looked_at) {
  if (context.work != nullptr) context.work->hearers_looked_at += static_cast<long long>(looked_at);
}

// Where a waking finds the sleepers next to those it wakes: on the round's places when they hold one
// monster a tile, else on a grid of the floor's sleepers built for this waking.
class SleeperLookup {
 public:
  explicit SleeperLookup(WakeContext& context) : floor_(context.floor) {
    if (context.places != nullptr && context.places->one_a_tile()) {
      places_ = context.places;
      return;
    }
    grid_ = core::Grid<int>(floor_.width(), floor_.height(), -1);
    for (std::size_t i = 0; i < floor_.entities.size(); ++i) {
      if (sleeper(floor_.entities[i])) grid_[floor_.entities[i].position] = static_cast<int>(i);
    }
    count_hearers(context, floor_.entities.size());
  }

  // The sleeper on `tile` that no one has taken yet, taken now; nullopt when there is none.
  std::optional<std::size_t> take(core::Point tile) {
    if (places_ == nullptr) {
      if (!grid_.in_bounds(tile) || grid_[tile] < 0) return std::nullopt;
      return static_cast<std::size_t>(std::exchange(grid_[tile], -1));
    }
    const std::optional<std::size_t> index = places_->on(tile);
    if (!index || !sleeper(floor_.entities[*index]) || !taken_.insert(*index).second) return std::nullopt;
    return index;
  }

  // `index`, waking already, is not to be found again.
  void take_waking(std::size_t index) {
    if (places_ != nullptr) {
      taken_.insert(index);
    } else {
      grid_[floor_.entities[index].position] = -1;
    }
  }

 private:
  Floor& floor_;
  const MonsterPlaces* places_ = nullptr;
  core::Grid<int> grid_;                   // without places: the index of the sleeper on each tile, or -1
  std::unordered_set<std::size_t> taken_;  // with places: those waking, to be woken once
};

void wake(Entity& entity, Monster& monster, WakeContext& context, core::Point heard_at) {
  monster.sleeping = false;
  monster.patrol_target = heard_at;
  begin_search(monster, heard_at);  // a kind that searches goes to look where it heard it
  if (context.floor.in_view(entity.position)) context.messages.add("The " + entity.name + " wakes up.", context.turn);
}

// Wakes the monsters at `first` (indices into the floor's entities) and every sleeper next to one woken,
// each once, all heading for `heard_at`, so a floor of thousands of sleepers wakes in time proportional
// to the number woken.
int wake_with_neighbours(WakeContext& context, const std::vector<std::size_t>& first, core::Point heard_at) {
  Floor& floor = context.floor;
  SleeperLookup sleepers(context);
  std::deque<std::size_t> waking(first.begin(), first.end());
  for (const std::size_t index : first) sleepers.take_waking(index);
  int woken = 0;
  while (!waking.empty()) {
    Entity& entity = floor.entities[waking.front()];
    waking.pop_front();
    wake(entity, std::get<Monster>(entity.kind), context, heard_at);
    ++woken;
    for (const core::Point direction : core::kDirections8) {
      if (const std::optional<std::size_t> next = sleepers.take(entity.position + direction)) waking.push_back(*next);
    }
  }
  return woken;
}

// The indices of the entities a noise of `range` at `at` may reach, in the order of the floor's list.
std::vector<std::size_t> within_earshot(const WakeContext& context, core::Point at, int range) {
  if (context.places != nullptr) return context.places->near(context.floor, at, range);
  std::vector<std::size_t> all(context.floor.entities.size());
  std::iota(all.begin(), all.end(), std::size_t{0});
  return all;
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
  const std::vector<std::size_t> reached = within_earshot(context, at, range);
  count_hearers(context, reached.size());
  for (const std::size_t i : reached) {
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
