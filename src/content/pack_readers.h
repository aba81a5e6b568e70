// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "content/definitions.h"
#include "content/field_reader.h"

namespace content {

// floors.json's "items" list (see data/README.md, "floors.json"); empty when it is left out.
std::vector<FloorItemRule> read_floor_items(FieldReader& reader);

// A band's "traps" list (see data/README.md, "Traps"); empty when it is left out.
std::vector<FloorTrapRule> read_floor_traps(FieldReader& reader);

// floors.json's "packs" list (see data/README.md, "Packs"); empty when it is left out.
std::vector<PackRule> read_packs(FieldReader& reader);

}  // namespace content
