// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "content/definitions.h"
#include "content/field_reader.h"
#include "content/known_names.h"

// The names floors.json gives (monsters, items, traps, rooms), checked where each is written: the
// loader's cross-reference pass for the floor rules (see loading.cpp).
namespace content {

// An error at `field` of `reader` when `name` is no monster; an empty name is left to the reader.
void check_monster_reference(FieldReader reader, KnownNames& monsters, const std::string& field,
                             const std::string& name);
// Each pack's leader and members, where each is written.
void check_pack_references(FieldReader& floors, KnownNames& monsters, const std::vector<PackRule>& packs);
// Each item rule's item, where each is written.
void check_item_references(FieldReader& floors, KnownNames& items, const std::vector<FloorItemRule>& rules);
// The names a band and the guardians give, where each is written; a kind of name whose files could not all
// be read is not checked (null).
void check_band_references(FieldReader& floors, KnownNames* monsters, KnownNames* items, KnownNames* traps,
                           const std::vector<RoomDefinition>* rooms, const FloorRules& rules);

}  // namespace content
