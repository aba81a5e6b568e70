// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "content/content_file.h"
#include "content/field_reader.h"
#include "json/diagnostics.h"

namespace content {

// The object of files shaped { "object_key": { ... } }, one per layer, base data first, merged: a later
// layer sets what it writes and keeps the rest. An object it writes is merged member by member with the
// earlier one; any other value (a number, a list) replaces the earlier value. At the top, "extend" and
// "delete" { "field": [values] } add to and remove from a list field, as in a list file. Each field keeps
// the place of the file that wrote it. The files must outlive the entry.
std::optional<EntrySource> read_layered_single(const std::vector<const ContentFile*>& layers,
                                               const std::string& object_key, json::Diagnostics& diagnostics);

}  // namespace content
