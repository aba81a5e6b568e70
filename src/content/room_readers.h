// SPDX-License-Identifier: MIT
#pragma once

#include "content/definitions.h"
#include "content/field_reader.h"

namespace content {

// A room of rooms.json (see data/README.md, "Special rooms"). Every problem of its map is an error at its
// place: a glyph no legend knows at its line and column, a row of another width, a room too large, a
// room without a way in or with a part that cannot be reached, a locked door no key opens.
RoomDefinition read_room(FieldReader& reader);

}  // namespace content
