// SPDX-License-Identifier: MIT
#pragma once

#include "content/abilities.h"
#include "content/field_reader.h"

namespace content {

// The fields of the abilities that move the monster or help its allies (see data/README.md,
// "Abilities"): blink, heal_allies and buff_allies. Each reads into `ability` only what its kind has.
void read_blink(FieldReader& reader, Ability& ability);
void read_heal_allies(FieldReader& reader, Ability& ability);
void read_buff_allies(FieldReader& reader, Ability& ability);

}  // namespace content
