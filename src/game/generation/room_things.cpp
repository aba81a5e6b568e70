// SPDX-License-Identifier: MIT
#include "game/generation/room_things.h"

#include "content/floor_bands.h"
#include "game/spawning/spawn_rules.h"

namespace game {

namespace {

using namespace content::room_glyph;

// One of `kinds` at random; none when there are none.
std::optional<KindId> any_of(const std::vector<KindId>& kinds, core::Rng& rng) {
  if (kinds.empty()) return std::nullopt;
  return kinds[static_cast<std::size_t>(rng.uniform_int(0, static_cast<int>(kinds.size()) - 1))];
}

}  // namespace

RoomThings::RoomThings(const EntityFactory& factory, int floor, core::Rng& rng)
    : factory_(factory), floor_(floor), rng_(rng), spawns_(floor_spawns(factory, floor)) {}

std::optional<KindId> RoomThings::kind_of(char glyph, std::size_t index, bool& asleep) {
  const content::RoomDefinition& room = factory_.database().rooms[index];
  asleep = false;
  switch (glyph) {
    case kDoor: return factory_.builtins().open_door;
    case kLockedDoor: return factory_.builtins().locked_door;
    case kKey: return factory_.floor_kinds().key;
    case kTrap: return drawn(content::RoomTag::Trap);
    case kWall:
    case kFloor:
    case kOutside: return std::nullopt;
    default: break;
  }
  for (std::size_t i = 0; i < room.legend.size(); ++i) {
    const content::RoomPlaceholder& entry = room.legend[i];
    if (entry.glyph != glyph) continue;
    asleep = entry.asleep;
    return entry.tag ? drawn(*entry.tag) : factory_.floor_kinds().rooms[index].legend[i];
  }
  return std::nullopt;
}

std::optional<KindId> RoomThings::drawn(content::RoomTag tag) {
  switch (tag) {
    case content::RoomTag::Monster:
      return spawns_.monster_table ? draw_monster(*spawns_.monster_table, floor_, rng_)
                                   : roll_monster(factory_, floor_, rng_);
    case content::RoomTag::Equipment: return any_of(equipment(), rng_);
    case content::RoomTag::Item: return any_of(floor_items(), rng_);
    case content::RoomTag::Trap: return any_of(floor_traps(), rng_);
  }
  return std::nullopt;
}

std::vector<KindId> RoomThings::equipment() const {
  std::vector<KindId> kinds = factory_.floor_kinds().weapons;
  kinds.insert(kinds.end(), factory_.floor_kinds().armour.begin(), factory_.floor_kinds().armour.end());
  const std::vector<KindId>& chips = factory_.definitions().microchips;
  kinds.insert(kinds.end(), chips.begin(), chips.end());
  return kinds;
}

std::vector<KindId> RoomThings::floor_items() const {
  std::vector<KindId> kinds;
  const auto add = [&kinds](const std::vector<FloorItemKind>& items) {
    for (const FloorItemKind& item : items) {
      if (item.kind && !item.is_key) kinds.push_back(*item.kind);
    }
  };
  add(spawns_.item_kinds);
  if (spawns_.band_item_kinds) add(*spawns_.band_item_kinds);
  return kinds;
}

std::vector<KindId> RoomThings::floor_traps() const {
  const content::FloorRules& rules = factory_.database().floors;
  const content::FloorBand* band = content::band_of_floor(rules.bands, floor_);
  std::vector<KindId> kinds;
  if (band != nullptr) {
    for (const FloorTrapKind& rule :
         factory_.floor_kinds().bands[static_cast<std::size_t>(band - rules.bands.data())].traps)
      if (rule.kind) kinds.push_back(*rule.kind);
  }
  return kinds.empty() ? factory_.definitions().traps : kinds;
}

}  // namespace game
