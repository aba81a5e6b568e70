// SPDX-License-Identifier: MIT
#include "content/band_readers.h"

#include <algorithm>

#include "content/common_readers.h"
#include "content/limits.h"
#include "content/pack_readers.h"
#include "json/field_wording.h"

namespace content {

namespace {

// The most bands and guardians floors.json may list, and lines of a band's monster table: far more than
// thirteen floors need, few enough that a hostile file cannot make generation slow.
constexpr std::size_t kBandLimit = kHighestFloor + 1;
constexpr std::size_t kMonsterTableLimit = 200;

FloorGenerator read_generator(FieldReader& reader) {
  FloorGenerator generator;
  generator.kind = read_enum(reader, "kind", kGeneratorKindNames,
                             "How its floors are carved: rooms and corridors, caves, or either (mixed).");
  generator.rooms_percent =
      reader.integer_or("rooms_percent", 0, kMaxPercent, 50, "For mixed: the percent of its floors carved as rooms.");
  generator.rooms.max_rooms =
      reader.integer_or("max_rooms", 1, 200, generator.rooms.max_rooms, "For rooms: how many rooms it tries to place.");
  generator.rooms.min_room_size =
      reader.integer_or("min_room_size", 3, 40, generator.rooms.min_room_size, "For rooms: the smallest side.");
  generator.rooms.max_room_size =
      reader.integer_or("max_room_size", generator.rooms.min_room_size, 40,
                        std::max(generator.rooms.min_room_size, generator.rooms.max_room_size),
                        "For rooms: the largest side, at least min_room_size.");
  generator.caves.floor_percent = reader.integer_or("floor_percent", 10, 70, generator.caves.floor_percent,
                                                    "For caves: the percent of the floor dug out.");
  return generator;
}

BandMonsters read_band_monsters(FieldReader& reader) {
  BandMonsters monsters;
  monsters.count = reader.range("count", 0, 2000, "Monsters on each of its floors.");
  for (FieldReader& line :
       reader.object_list("table", "The monsters its floors draw from, each draw choosing by weight.")) {
    WeightedMonster entry{line.string("monster", "A monster: a name from monsters.json."),
                          line.integer_or("weight", 1, 1000000, 1, "Its share of the draws."),
                          {0, kHighestFloor}};
    if (line.has("floors"))
      entry.floors = line.pair("floors", 0, kHighestFloor,
                               "The floors it is drawn on: [first, last]; all the band's when left out.");
    monsters.table.push_back(std::move(entry));
  }
  if (monsters.table.empty()) reader.error_at("table", "is empty; a band's monsters need at least one line");
  if (monsters.table.size() > kMonsterTableLimit)
    reader.error_at("table", json::too_many(monsters.table.size(), kMonsterTableLimit));
  return monsters;
}

// A floor of the band on which no line of its table is drawn would get no monsters by mistake.
void check_every_floor_drawn(FieldReader& reader, const BandMonsters& monsters, IntRange floors) {
  if (monsters.table.empty() || monsters.count.max == 0) return;  // told already, or none wanted
  for (int floor = floors.min; floor <= floors.max; ++floor) {
    const bool drawn = std::ranges::any_of(monsters.table, [floor](const WeightedMonster& line) {
      return floor >= line.floors.min && floor <= line.floors.max;
    });
    if (drawn) continue;
    reader.error_at("table", "draws no monster on floor " + std::to_string(floor) +
                                 ", one of the band's; give a line that floor (or \"count\" 0-0 for none)");
    return;
  }
}

// A band, and whether its floors were read.
FloorBand read_band(FieldReader& reader, bool& floors_read) {
  FloorBand band;
  band.name = reader.string("name", 100, "What the player is told on arriving: \"Floor 4: The labs.\"");
  const int errors_before = reader.errors_so_far();
  band.floors = reader.pair("floors", 1, kHighestFloor - 1, "Its first and last floor: [first, last].");
  floors_read = reader.errors_so_far() == errors_before;
  if (!floors_read) band.floors = {1, 0};  // no floor: its fallback must not look like a band's floors
  band.tint = read_tint(reader);
  if (auto generator =
          reader.optional_object("generator", "How its floors are laid out; as any floor's when left out."))
    band.generator = read_generator(*generator);
  if (auto monsters = reader.optional_object(
          "monsters", "Its own monster table, in place of the spawn roll; the roll's when left out.")) {
    band.monsters = read_band_monsters(*monsters);
    check_every_floor_drawn(*monsters, *band.monsters, band.floors);
  }
  if (reader.has("packs")) band.packs = read_packs(reader);
  if (reader.has("items")) band.items = read_floor_items(reader);
  if (reader.has("traps")) band.traps = read_floor_traps(reader);
  if (reader.has("rooms"))
    band.rooms = reader.name_list("rooms",
                                  "The special rooms of rooms.json its floors may get, each as its own \"floors\" "
                                  "and \"chance\" say. A room that no band lists comes on every floor its own "
                                  "\"floors\" hold.");
  return band;
}

}  // namespace

std::optional<Tint> read_tint(FieldReader& reader) {
  if (!reader.has("tint")) return std::nullopt;
  const std::string text =
      reader.string("tint", "The colour its walls and floors are drawn through, as \"#RRGGBB\"; none when left out.");
  std::optional<Tint> tint = parse_tint(text);
  if (!tint && !text.empty())
    reader.error_at("tint", "is \"" + text + "\"; expected a colour written \"#\" and six hexadecimal digits");
  return tint;
}

std::vector<FloorBand> read_bands(FieldReader& reader) {
  std::vector<FloorBand> bands;
  std::vector<FieldReader> written = reader.object_list(
      "bands", "Floors that belong together, each with its name, look, layout and monsters; none when left out.");
  for (FieldReader& entry : written) {
    bool floors_read = false;
    FloorBand band = read_band(entry, floors_read);
    // A broken "floors" is told already; its fallback is not also reported as an overlap.
    const auto earlier = std::ranges::find_if(bands, [&](const FloorBand& other) {
      return other.floors.min <= band.floors.max && band.floors.min <= other.floors.max;
    });
    if (floors_read && earlier != bands.end())
      entry.error_at("floors", "shares floors with the band \"" + earlier->name + "\"; a floor belongs to one band");
    bands.push_back(std::move(band));
  }
  if (bands.size() > kBandLimit) reader.error_at("bands", json::too_many(bands.size(), kBandLimit));
  return bands;
}

std::vector<Guardian> read_guardians(FieldReader& reader, int top_floor) {
  std::vector<Guardian> guardians;
  for (FieldReader& entry : reader.object_list(
           "guardians", "Monsters that guard a floor's stairs up, placed beside them; none when left out.")) {
    Guardian guardian{
        entry.integer("floor", 1, kHighestFloor, "The floor whose stairs up it guards: below the boss's."),
        entry.string("monster", "The guardian: a name from monsters.json. Its death does not end the run.")};
    if (guardian.floor >= top_floor) {
      entry.error_at("floor", "is " + std::to_string(guardian.floor) + ", not below the boss's floor " +
                                  std::to_string(top_floor) +
                                  ": that has no stairs up to guard, and no floor above it is built");
    }
    for (const Guardian& earlier : guardians) {
      if (earlier.floor == guardian.floor)
        entry.error_at("floor",
                       "is guarded twice; floor " + std::to_string(guardian.floor) + " has a guardian already");
    }
    guardians.push_back(std::move(guardian));
  }
  if (guardians.size() > kBandLimit) reader.error_at("guardians", json::too_many(guardians.size(), kBandLimit));
  return guardians;
}

}  // namespace content
