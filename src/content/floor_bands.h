// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "content/int_range.h"
#include "core/dungeon.h"
#include "core/enum_table.h"

namespace content {

struct FloorItemRule;
struct FloorTrapRule;
struct PackRule;

// Which of the two layouts a band's floors are carved with.
enum class GeneratorKind { Rooms, Caves, Mixed };
// A band's "generator.kind" in floors.json.
inline constexpr auto kGeneratorKindNames = core::enum_table<GeneratorKind>({
    {GeneratorKind::Rooms, "rooms", "Rooms and corridors"},
    {GeneratorKind::Caves, "caves", "Caves"},
    {GeneratorKind::Mixed, "mixed", "Rooms or caves"},
});

// How a band's floors are laid out, with the knobs of each layout.
struct FloorGenerator {
  GeneratorKind kind = GeneratorKind::Mixed;
  int rooms_percent = 50;  // for Mixed: the share of floors carved as rooms
  core::RoomsParams rooms = {};
  core::RandomWalkParams caves = {};
};

// One line of a band's monster table: a kind, its share of the draws, and the band's floors it is drawn
// on (all of them unless the line says), so a band can bring a kind in on its later floors.
struct WeightedMonster {
  std::string monster;
  int weight = 1;
  IntRange floors{0, 13};
};

// How many monsters a band's floors get and which, drawn by weight.
struct BandMonsters {
  IntRange count;
  std::vector<WeightedMonster> table;
};

// A colour a band's walls and floors are drawn through.
struct Tint {
  std::uint8_t red = 255;
  std::uint8_t green = 255;
  std::uint8_t blue = 255;
  friend bool operator==(const Tint&, const Tint&) = default;
};

// Floors that belong together: a name the player is told on arrival, a look, a layout and what lives
// there. What a band leaves out, its floors take from floors.json's top-level rules; its items come
// besides the top-level ones.
struct FloorBand {
  std::string name;
  IntRange floors;
  std::optional<Tint> tint;
  std::optional<FloorGenerator> generator;
  std::optional<BandMonsters> monsters;
  std::optional<std::vector<PackRule>> packs;
  std::optional<std::vector<FloorItemRule>> items;
  std::optional<std::vector<FloorTrapRule>> traps;  // hidden on its floors; none when left out
  // The special rooms of rooms.json its floors may get; a room no band lists comes wherever its own floors say.
  std::optional<std::vector<std::string>> rooms;
};

// A monster that guards a floor's stairs up, placed beside them awake; not a boss: its death is a kill.
struct Guardian {
  int floor = 0;
  std::string monster;
};

// How a floor is named and drawn: its band's name and tint, or the boss floor's own.
struct FloorLook {
  std::string name;  // empty: the floor has none
  std::optional<Tint> tint;
};

// The band `floor` belongs to, if any.
const FloorBand* band_of_floor(const std::vector<FloorBand>& bands, int floor);

// "#1e8c82" as a tint; nothing when it is not "#" and six hexadecimal digits.
std::optional<Tint> parse_tint(const std::string& text);

}  // namespace content
