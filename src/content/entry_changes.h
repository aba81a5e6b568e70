// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include "content/entry_table.h"
#include "json/diagnostics.h"

namespace content {

// The fields of entry `index` once its "delete" and then its "extend" have changed the lists it has
// (so one entry can swap an element: delete the old, extend with the new). They change what the entry
// copies, so an entry with either and no "copy-from" is an error.
EntryFields apply_list_changes(EntryTable& table, std::size_t index, EntryFields fields,
                               json::Diagnostics& diagnostics);

}  // namespace content
