// SPDX-License-Identifier: MIT
#include "content/support_ability_readers.h"

#include "content/limits.h"

namespace content {

namespace {

// The most HP one heal gives back and the most a buff adds to a bite or a defence: a stat's most.
constexpr int kHealLimit = kStatLimit;
constexpr int kBuffLimit = kStatLimit;

int read_reach(FieldReader& reader, const char* about) {
  return reader.integer("range", 1, kSightLimit, about);
}

}  // namespace

void read_blink(FieldReader& reader, Ability& ability) {
  ability.range = read_reach(reader, "How far it jumps, in steps of eight directions, to a free tile it sees.");
  ability.toward = true;
  if (std::optional<FieldReader> blink =
          reader.optional_object("blink", "Which way it jumps; toward the player when left out.")) {
    ability.toward = blink->boolean_or("toward", true,
                                       "true: to a tile nearer the player, to close in; false: to one farther "
                                       "away, to escape.");
  }
}

void read_heal_allies(FieldReader& reader, Ability& ability) {
  ability.range = read_reach(reader, "How far the allies it heals may be, in steps; it must also see them.");
  ability.heal =
      reader.range("heal", 1, kHealLimit, "The HP each hurt ally gets back, rolled for each, never above its most.");
}

void read_buff_allies(FieldReader& reader, Ability& ability) {
  ability.range = read_reach(reader, "How far the allies it rallies may be, in steps; it must also see them.");
  FieldReader buff = reader.object("buff", "What each ally gets: one at a time, a new one replacing the old.");
  ability.buff.attack = buff.integer_or("attack", 0, kBuffLimit, 0, "Added to both ends of the ally's bite roll.");
  ability.buff.defence = buff.integer_or("defence", 0, kBuffLimit, 0, "Added to the ally's defence.");
  ability.buff.turns = buff.integer("turns", 1, kTurnsLimit, "For how many of the ally's turns it lasts.");
}

}  // namespace content
