// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "game/model/floor.h"
#include "game/rules/monster_turn_work.h"

namespace game {

// The monsters of one round of turns by id, and the packs by leader, so that a member finds its leader,
// and a pack its members, without a scan of the floor's whole list for each turn. Built at the start of
// a round: summons are appended and nothing is erased during it, so the indices into floor.entities stay
// valid, and those appended since are looked through as the list itself would be.
class MonsterRoster {
 public:
  // Notes the floor's monsters, and their packs when `with_packs` (else pack_of knows none).
  void note_all(const Floor& floor, bool with_packs);

  // Every monster noted, as (id, index into floor.entities), in the order of the ids: the order of turns.
  const std::vector<std::pair<EntityId, std::size_t>>& by_id() const { return by_id_; }

  // The index of the monster with `id`, if there is one.
  std::optional<std::size_t> index_of(EntityId id, const Floor& floor, MonsterTurnWork* work) const;

  // The indices of the monsters noted as the pack led by `leader`, the leader itself among them, in the
  // order of the floor's list, then those appended since that name it their leader or are it.
  std::vector<std::size_t> pack_of(EntityId leader, const Floor& floor, MonsterTurnWork* work) const;

 private:
  std::vector<std::pair<EntityId, std::size_t>> by_id_;
  std::vector<std::pair<EntityId, std::size_t>> by_pack_;  // (leader's id, index); each monster under its own id too
  std::size_t noted_ = 0;                                  // how many entities the floor held when noted
};

}  // namespace game
