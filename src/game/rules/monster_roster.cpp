// SPDX-License-Identifier: MIT
#include "game/rules/monster_roster.h"

#include <algorithm>
#include <variant>

namespace game {

namespace {

void count_looked_at(MonsterTurnWork* work, std::size_t looked_at) {
  if (work != nullptr) work->pack_looked_at += static_cast<long long>(looked_at);
}

bool in_pack(const Entity& entity, EntityId leader) {
  const auto* monster = std::get_if<Monster>(&entity.kind);
  return monster != nullptr && (entity.id == leader || monster->leader == leader);
}

}  // namespace

void MonsterRoster::note_all(const Floor& floor, bool with_packs) {
  by_id_.clear();
  by_pack_.clear();
  noted_ = floor.entities.size();
  for (std::size_t i = 0; i < floor.entities.size(); ++i) {
    const Entity& entity = floor.entities[i];
    const auto* monster = std::get_if<Monster>(&entity.kind);
    if (monster == nullptr) continue;
    by_id_.emplace_back(entity.id, i);
    if (!with_packs) continue;
    // A leader that follows another is in both packs, as in_pack says.
    by_pack_.emplace_back(entity.id, i);
    if (monster->leader && *monster->leader != entity.id) by_pack_.emplace_back(*monster->leader, i);
  }
  std::ranges::sort(by_id_);
  std::ranges::sort(by_pack_);
}

std::optional<std::size_t> MonsterRoster::index_of(EntityId id, const Floor& floor, MonsterTurnWork* work) const {
  count_looked_at(work, 1);
  const auto noted = std::ranges::lower_bound(by_id_, std::pair{id, std::size_t{0}});
  if (noted != by_id_.end() && noted->first == id) return noted->second;
  for (std::size_t i = noted_; i < floor.entities.size(); ++i) {
    count_looked_at(work, 1);
    if (floor.entities[i].id == id) return i;
  }
  return std::nullopt;
}

std::vector<std::size_t> MonsterRoster::pack_of(EntityId leader, const Floor& floor, MonsterTurnWork* work) const {
  std::vector<std::size_t> pack;
  // std::lower_bound rather than std::ranges::equal_range, whose subrange clang 14 (the fuzzers' compiler)
  // cannot take apart with libstdc++ 12.
  const auto before_leader = [](const std::pair<EntityId, std::size_t>& entry, EntityId id) {
    return entry.first < id;
  };
  for (auto it = std::lower_bound(by_pack_.begin(), by_pack_.end(), leader, before_leader);
       it != by_pack_.end() && it->first == leader; ++it)
    pack.push_back(it->second);
  for (std::size_t i = noted_; i < floor.entities.size(); ++i) {
    if (in_pack(floor.entities[i], leader)) pack.push_back(i);
  }
  count_looked_at(work, pack.size() + (floor.entities.size() - noted_));
  return pack;
}

}  // namespace game
