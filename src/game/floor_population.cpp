#include "game/floor_population.h"

#include <array>
#include <vector>

#include "core/distance_map.h"
#include "game/spawn_rules.h"

namespace game {

namespace {

// Hands out free floor tiles at random, each at most once.
class FreeTiles {
 public:
  FreeTiles(const Floor& floor, core::Point arrival, int min_distance) {
    const std::array<core::Point, 1> goals{arrival};
    const core::Grid<int> distances = core::distance_map(core::walkable_mask(floor.cells), goals);
    for (std::size_t i = 0; i < distances.cells().size(); ++i) {
      const core::Point p = distances.point_at(i);
      const int distance = distances.cells()[i];
      if (distance == core::kUnreachable || floor.entity_at(p) != nullptr) continue;
      (distance >= min_distance ? far_ : near_).push_back(p);
    }
  }

  // A free tile at least min_distance from the arrival, or any free tile when those run out.
  std::optional<core::Point> take_far(core::Rng& rng) { return take(far_.empty() ? near_ : far_, rng); }
  std::optional<core::Point> take_any(core::Rng& rng) {
    const bool from_far = !far_.empty() && (near_.empty() || rng.uniform_int(0, static_cast<int>(far_.size() + near_.size()) - 1) <
                                                              static_cast<int>(far_.size()));
    return take(from_far ? far_ : near_, rng);
  }

 private:
  static std::optional<core::Point> take(std::vector<core::Point>& tiles, core::Rng& rng) {
    if (tiles.empty()) return std::nullopt;
    const int index = rng.uniform_int(0, static_cast<int>(tiles.size()) - 1);
    const core::Point chosen = tiles[index];
    tiles[index] = tiles.back();
    tiles.pop_back();
    return chosen;
  }

  std::vector<core::Point> far_;
  std::vector<core::Point> near_;
};

void spawn(Floor& floor, const std::string& name, std::optional<core::Point> position, const EntityFactory& factory,
           const SpawnContext& context, EntityId& next_entity_id) {
  if (!position) return;
  CreateResult created = factory.create(name, context);
  if (!created.entity) return;  // the database was validated, so every referenced name exists
  created.entity->id = next_entity_id++;
  created.entity->position = *position;
  floor.entities.push_back(std::move(*created.entity));
}

// One of the named definitions, each as likely as the others.
const std::string& pick(const std::vector<content::EquipmentDefinition>& definitions, core::Rng& rng) {
  return definitions[rng.uniform_int(0, static_cast<int>(definitions.size()) - 1)].look.name;
}

void place_equipment(Floor& floor, FreeTiles& tiles, const EntityFactory& factory, const SpawnContext& context,
                     EntityId& next_entity_id) {
  const content::Database& db = factory.database();
  for (int i = 0; i < db.floors.weapons_per_floor && !db.weapons.empty(); ++i) {
    spawn(floor, pick(db.weapons, context.rng), tiles.take_any(context.rng), factory, context, next_entity_id);
  }
  for (int i = 0; i < db.floors.armour_per_floor && !db.armour.empty(); ++i) {
    spawn(floor, pick(db.armour, context.rng), tiles.take_any(context.rng), factory, context, next_entity_id);
  }
  for (int i = 0; i < db.floors.microchips_per_floor && !db.microchips.empty(); ++i) {
    const auto& chip = db.microchips[context.rng.uniform_int(0, static_cast<int>(db.microchips.size()) - 1)];
    spawn(floor, chip.look.name, tiles.take_any(context.rng), factory, context, next_entity_id);
  }
}

void place_items(Floor& floor, FreeTiles& tiles, const EntityFactory& factory, const SpawnContext& context,
                 EntityId& next_entity_id) {
  for (const content::FloorItemRule& rule : factory.database().floors.items) {
    if (!context.rng.percent(rule.chance)) continue;
    const int count = context.rng.uniform_int(rule.count.min, rule.count.max);
    for (int i = 0; i < count; ++i) {
      spawn(floor, rule.item, tiles.take_any(context.rng), factory, context, next_entity_id);
    }
  }
}

}  // namespace

void populate_floor(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng,
                    EntityId& next_entity_id) {
  const content::FloorRules& rules = factory.database().floors;
  if (floor.number < rules.populated_floors.min || floor.number > rules.populated_floors.max) return;
  const SpawnContext context{floor.number, rng};
  FreeTiles tiles(floor, arrival, rules.min_monster_distance);
  const int monsters = rng.uniform_int(rules.monster_count.min, rules.monster_count.max);
  for (int i = 0; i < monsters; ++i) {
    const std::string& name = roll_monster(factory.database(), floor.number, rng);
    spawn(floor, name, tiles.take_far(rng), factory, context, next_entity_id);
  }
  place_equipment(floor, tiles, factory, context, next_entity_id);
  place_items(floor, tiles, factory, context, next_entity_id);
}

void place_boss(Floor& floor, core::Point arrival, const EntityFactory& factory, core::Rng& rng,
                EntityId& next_entity_id) {
  const content::FloorRules& rules = factory.database().floors;
  if (floor.number != rules.boss_floor || rules.boss_monster.empty()) return;
  const std::array<core::Point, 1> goals{arrival};
  const core::Point lair = core::farthest_reachable(core::distance_map(core::walkable_mask(floor.cells), goals));
  spawn(floor, rules.boss_monster, lair, factory, SpawnContext{floor.number, rng}, next_entity_id);
}

}  // namespace game
