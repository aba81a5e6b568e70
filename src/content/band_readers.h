// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

#include "content/definitions.h"
#include "content/field_reader.h"

namespace content {

// floors.json's "bands" (see data/README.md, "Floor bands"); empty when left out. Two bands that share a
// floor are an error at the later one's "floors".
std::vector<FloorBand> read_bands(FieldReader& reader);

// A band's or the boss floor's "tint"; none when left out or wrong, which is an error at "tint".
std::optional<Tint> read_tint(FieldReader& reader);

// floors.json's "guardians"; empty when left out. Two on one floor, or one on or above `top_floor` (the
// boss's, which has no stairs up), are errors at its "floor".
std::vector<Guardian> read_guardians(FieldReader& reader, int top_floor);

}  // namespace content
