// SPDX-License-Identifier: MIT
#include "game/rules/monster_reactions.h"

#include <algorithm>
#include <string>

#include "core/line_of_sight.h"
#include "game/rules/monster_summons.h"

namespace game {

namespace {

bool free_for_copy(const Floor& floor, core::Point from, core::Point direction, core::Point player) {
  const core::Point to = from + direction;
  if (!floor.is_floor(to) || to == player || squeezes_between_walls(floor, from, direction)) return false;
  return std::ranges::none_of(floor.entities,
                              [to](const Entity& entity) { return entity.solid && entity.position == to; });
}

}  // namespace

const content::Ability* first_ability(const content::MonsterTraits& traits, content::AbilityKind kind) {
  const auto found = std::ranges::find(traits.abilities, kind, &content::Ability::kind);
  return found == traits.abilities.end() ? nullptr : &*found;
}

std::optional<SplitOff> split_after_hit(const Floor& floor, EntityId id, core::Point player,
                                        const EntityFactory& factory, core::Rng& rng) {
  const auto entity = std::ranges::find(floor.entities, id, &Entity::id);
  const auto* monster = entity == floor.entities.end() ? nullptr : std::get_if<Monster>(&entity->kind);
  if (monster == nullptr || monster->hp <= 0) return std::nullopt;
  const content::Ability* split = first_ability(monster->traits, content::AbilityKind::Split);
  if (split == nullptr || monster->hp < split->split.min_hp) return std::nullopt;
  if (alive_of_kind(floor, entity->definition) >= split->split.max_alive) return std::nullopt;
  const auto direction = std::ranges::find_if(
      core::kDirections8, [&](core::Point step) { return free_for_copy(floor, entity->position, step, player); });
  if (direction == std::end(core::kDirections8)) return std::nullopt;
  CreateResult created = factory.create(entity->definition, {floor.number, rng});
  if (!created.entity) return std::nullopt;
  auto& copy = std::get<Monster>(created.entity->kind);
  copy.max_hp = monster->max_hp;
  copy.hp = monster->hp / 2;
  copy.alert = monster->alert;
  copy.memory = monster->memory;
  return SplitOff{std::move(*created.entity), entity->position + *direction};
}

bool burst_reaches(const Floor& floor, core::Point at, int radius, core::Point target) {
  if (core::chebyshev_distance(at, target) > radius) return false;
  return at == target || core::bresenham_line_clear(floor.opaque, at, target);
}

}  // namespace game
