// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "game/model/entity.h"
#include "game/model/entity_ids.h"
#include "game/model/player.h"

namespace game {

// Identical items share one pack slot, with a count. Whether a thing stacks
// follows from its definition: an item is made from its definition alone,
// with nothing rolled (make_item), so two Health Packs are the same thing; a
// weapon or armour may roll a floor bonus and a microchip rolls its steps, so
// each piece of equipment keeps its own slot.

// The most items one stack holds. Every item of a stack was once an entity
// with its own id and a run hands out fewer ids than this (kEntityIdLimit),
// so play never reaches it; it bounds what a save may claim.
inline constexpr int kStackLimit = 1'000'000'000;

// How many things `entity` stands for: a stack's count, otherwise 1.
int stack_count(const Entity& entity);

// Whether `item` can join `stack` in one slot: both items of the same
// definition, name and numbers (an F5 may change a Health Pack's amount for
// packs made afterwards), together within kStackLimit.
bool joins_stack(const Entity& stack, const Entity& item);

// The pack slot `item` would join, if any.
std::optional<std::size_t> stack_to_join(const std::vector<Entity>& pack, const Entity& item);

// Whether the pack takes `item`: something carriable, with a stack to join or a free slot.
bool can_carry(const Player& player, const Entity& item);
// Whether `thing` is something a pack holds at all: an item or a piece of equipment, never a
// monster, a door or stairs.
bool is_carriable(const Entity& thing);

// Puts `item` into the pack, onto its stack or into a new slot at the end;
// the caller has checked can_carry. Returns the slot it went into.
std::size_t add_to_pack(Player& player, Entity item);

// Uses up one item of the slot `index`; the slot goes with its last item.
void use_up_one(std::vector<Entity>& pack, std::size_t index);

// Takes one item from the slot `index`: the entity itself when it was the
// last, else a copy of count 1 with a new id from `ids`, the stack keeping its own.
Entity take_one(std::vector<Entity>& pack, std::size_t index, EntityIds& ids);

// Everything the player carries and wears, each item of a stack counted.
std::size_t things_carried(const Player& player);

}  // namespace game
