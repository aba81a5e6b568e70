// SPDX-License-Identifier: MIT
#include "content/floor_references.h"

#include <algorithm>
#include <optional>

namespace content {

namespace {

// Each rule of the list `list` names a thing at `field` (rules[i].*member): an error where one names
// nothing known, saying it is not `a_kind` ("an item", "a trap").
template <class Rule>
void check_named_things(FieldReader& reader, const char* list, const char* field, std::string Rule::*member,
                        KnownNames& known, const std::vector<Rule>& rules, const std::string& a_kind) {
  std::vector<FieldReader> written = reader.object_list(list, {});
  for (std::size_t i = 0; i < rules.size() && i < written.size(); ++i) {
    const std::string& name = rules[i].*member;
    if (name.empty() || known.contains(name)) continue;
    written[i].error_at(field, "names \"" + name + "\", which is not " + a_kind + known.did_you_mean(name));
  }
}

void check_trap_references(FieldReader& band, KnownNames& traps, const std::vector<FloorTrapRule>& rules) {
  check_named_things(band, "traps", "trap", &FloorTrapRule::trap, traps, rules, "a trap");
}

// Each room a band names, where it is written: it must be a room of rooms.json that may appear on one of
// the band's floors.
void check_band_rooms(FieldReader& band_reader, const FloorBand& band, const std::vector<RoomDefinition>& rooms,
                      KnownNames& known) {
  for (std::size_t i = 0; i < band.rooms->size(); ++i) {
    const std::string& name = (*band.rooms)[i];
    const auto room = std::ranges::find_if(rooms, [&](const RoomDefinition& r) { return r.look.name == name; });
    if (room == rooms.end()) {
      band_reader.error_at("rooms", i, "names \"" + name + "\", which is not a room" + known.did_you_mean(name));
    } else if (room->floors.max < band.floors.min || room->floors.min > band.floors.max) {
      band_reader.error_at("rooms", i,
                           "names \"" + name + "\", whose floors (" + std::to_string(room->floors.min) + "-" +
                               std::to_string(room->floors.max) + ") are none of the band's");
    }
  }
}

}  // namespace

void check_monster_reference(FieldReader reader, KnownNames& monsters, const std::string& field,
                             const std::string& name) {
  if (name.empty() || monsters.contains(name)) return;
  reader.error_at(field, "names \"" + name + "\", which is not a monster" + monsters.did_you_mean(name));
}

// Each pack's leader and members, where each is written.
void check_pack_references(FieldReader& floors, KnownNames& monsters, const std::vector<PackRule>& packs) {
  if (packs.empty()) return;
  std::vector<FieldReader> written = floors.object_list("packs", {});
  for (std::size_t i = 0; i < packs.size() && i < written.size(); ++i) {
    check_monster_reference(written[i], monsters, "leader", packs[i].leader);
    std::vector<FieldReader> members = written[i].object_list("members", {});
    for (std::size_t m = 0; m < packs[i].members.size() && m < members.size(); ++m)
      check_monster_reference(members[m], monsters, "monster", packs[i].members[m].monster);
  }
}

// Each item rule's item, where each is written.
void check_item_references(FieldReader& floors, KnownNames& items, const std::vector<FloorItemRule>& rules) {
  check_named_things(floors, "items", "item", &FloorItemRule::item, items, rules, "an item");
}

// The names a band and the guardians give, where each is written.
void check_band_references(FieldReader& floors, KnownNames* monsters, KnownNames* items, KnownNames* traps,
                           const std::vector<RoomDefinition>* rooms, const FloorRules& rules) {
  std::vector<FieldReader> bands = floors.object_list("bands", {});
  std::optional<KnownNames> room_names;
  if (rooms) room_names.emplace(names_of(*rooms));
  for (std::size_t b = 0; b < rules.bands.size() && b < bands.size(); ++b) {
    const FloorBand& band = rules.bands[b];
    if (monsters && band.monsters) {
      std::vector<FieldReader> table = bands[b].object("monsters", {}).object_list("table", {});
      for (std::size_t i = 0; i < band.monsters->table.size() && i < table.size(); ++i)
        check_monster_reference(table[i], *monsters, "monster", band.monsters->table[i].monster);
    }
    if (monsters && band.packs) check_pack_references(bands[b], *monsters, *band.packs);
    if (items && band.items) check_item_references(bands[b], *items, *band.items);
    if (traps && band.traps) check_trap_references(bands[b], *traps, *band.traps);
    if (rooms && band.rooms) check_band_rooms(bands[b], band, *rooms, *room_names);
  }
  if (!monsters) return;
  std::vector<FieldReader> guardians = floors.object_list("guardians", {});
  for (std::size_t i = 0; i < rules.guardians.size() && i < guardians.size(); ++i)
    check_monster_reference(guardians[i], *monsters, "monster", rules.guardians[i].monster);
}

}  // namespace content
