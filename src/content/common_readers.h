// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "content/field_reader.h"
#include "content/statuses.h"
#include "core/enum_table.h"

namespace content {

// Readers of the fields that several kinds of definition share.

// A string field that must be one of the table's ids; after a reported error, the table's first value.
template <typename Enum, std::size_t N>
Enum read_enum(FieldReader& reader, const std::string& key, const core::EnumTable<Enum, N>& table,
               std::string_view about) {
  return core::from_id(table, reader.choice(key, core::ids_of(table), about)).value_or(table.front().value);
}

// The "inflicts" list: statuses a hit may cause, each with its chance and turns; none when left out.
std::vector<Infliction> read_inflictions(FieldReader& reader);

}  // namespace content
