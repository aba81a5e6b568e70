// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "core/enum_table.h"

namespace game {

// Something the player would hear in the latest action, for the sound player: what happened, and
// the definition of the thing it happened to or came from ("Neo Mouse", "Health Pack"), whose data
// may name its own sound for it (see data/README.md, "Sounds"). The world only tells; which sound
// plays is the interface's choice, so sound never touches the rules, saves or the state hash.
struct TurnSound {
  enum class Cue {
    Step,
    Hit,
    Miss,
    Hurt,
    Kill,
    Pickup,
    Equip,
    Use,
    Unlock,
    Stairs,
    LevelUp,
    Status,
    Death,
    Victory,
    Trap
  };
  Cue cue = Cue::Step;
  std::string definition;  // empty when nobody's own sound applies (a step, the stairs, a level)

  friend bool operator==(const TurnSound&, const TurnSound&) = default;
};

// Each cue's id is also the name of the game's own sound for it (assets/sounds/<id>.txt).
inline constexpr auto kTurnSoundCueNames = core::enum_table<TurnSound::Cue>({
    {TurnSound::Cue::Step, "step", "the player steps"},
    {TurnSound::Cue::Hit, "hit", "the player's blow lands"},
    {TurnSound::Cue::Miss, "miss", "the player misses"},
    {TurnSound::Cue::Hurt, "hurt", "a monster hits the player"},
    {TurnSound::Cue::Kill, "kill", "a monster dies"},
    {TurnSound::Cue::Pickup, "pickup", "something is picked up"},
    {TurnSound::Cue::Equip, "equip", "a piece is equipped"},
    {TurnSound::Cue::Use, "use", "an item is used"},
    {TurnSound::Cue::Unlock, "unlock", "a locked door opens"},
    {TurnSound::Cue::Stairs, "stairs", "the player takes the stairs"},
    {TurnSound::Cue::LevelUp, "level_up", "the player reaches a new level"},
    {TurnSound::Cue::Status, "status", "a status takes hold of the player"},
    {TurnSound::Cue::Death, "death", "the player dies"},
    {TurnSound::Cue::Victory, "victory", "the Mouse King falls"},
    {TurnSound::Cue::Trap, "trap", "a trap springs"},
});

}  // namespace game
