// SPDX-License-Identifier: MIT
#include "content/floor_references.h"

#include <algorithm>
#include <optional>

namespace content {

namespace {

// Each trap rule's trap, where each is written.
void check_trap_references(FieldReader& band, KnownNames& traps, const std::vector<FloorTrapRule>& rules) {
  std::vector<FieldReader> written = band.object_list("traps", {});
  for (std::size_t i = 0; i < rules.size() && i < written.size(); ++i) {
    const std::string& name = rules[i].trap;
    if (name.empty() || traps.contains(name)) continue;
    written[i].error_at("trap", "names \"" + name + "\", which is not a trap" + traps.did_you_mean(name));
  }
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
  std::vector<FieldReader> written = floors.object_list("items", {});
  for (std::size_t i = 0; i < rules.size() && i < written.size(); ++i) {
    const std::string& name = rules[i].item;
    if (name.empty() || items.contains(name)) continue;
    written[i].error_at("item", "names \"" + name + "\", which is not an item" + items.did_you_mean(name));
  }
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
