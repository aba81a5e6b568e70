// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "content/abilities.h"
#include "content/field_reader.h"

namespace content {

// A monster's "abilities" list (see data/README.md, "Abilities"); empty when it is left out, which the
// monster's reader turns into its plain bite.
std::vector<Ability> read_abilities(FieldReader& reader);

}  // namespace content
