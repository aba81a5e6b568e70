// SPDX-License-Identifier: MIT
#pragma once

#include "content/int_range.h"
#include "core/enum_table.h"

namespace content {

// What a hit can do to the player besides damage, for some turns.
enum class StatusKind { Stunned, Confused, Poisoned };
// "poisoned" in files and in the messages' prose, "Poisoned" in the HUD.
inline constexpr auto kStatusKindNames = core::enum_table<StatusKind>({
    {StatusKind::Stunned, "stunned", "Stunned"},
    {StatusKind::Confused, "confused", "Confused"},
    {StatusKind::Poisoned, "poisoned", "Poisoned"},
});

// A status a monster's bite may cause: how likely (percent) and for how many turns.
struct Infliction {
  StatusKind status = StatusKind::Stunned;
  int chance = 0;
  IntRange turns;
  friend bool operator==(const Infliction&, const Infliction&) = default;
};

}  // namespace content
