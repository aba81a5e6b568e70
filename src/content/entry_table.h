// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "content/content_file.h"
#include "content/list_changes.h"

namespace content {

// A list field that "extend" or "delete" changed, and where the change is written.
struct ChangedList {
  ListWithOrigins list;
  json::Origin origin;  // not whole: its elements are written where `list` says
};

// One field of a resolved entry: the entry that writes it and, when "extend" or "delete" changed it,
// the list it became. Keys view the documents' own keys, which outlive the table.
struct EntryField {
  std::string_view key;
  std::size_t owner = 0;
  const ChangedList* changed = nullptr;
};

// Sorted by key. Entries that set nothing but their name and copy-from share their parent's.
using EntryFields = std::shared_ptr<const std::vector<EntryField>>;

// One entry of one layer's file, as it is written.
struct TableEntry {
  const ContentFile* file = nullptr;
  std::size_t list_index = 0;  // where it stands in its file's list
  const nlohmann::json* object = nullptr;
  EntryFields fields;  // set once its copy-from is resolved
};

// Every entry of one list in every layer, as the copy-from resolver and the list changes build it up.
struct EntryTable {
  std::string list_key;
  std::vector<TableEntry> entries;
  std::vector<std::unique_ptr<ChangedList>> changed_lists;

  JsonPointer pointer_of(std::size_t entry) const { return JsonPointer{} / list_key / entries[entry].list_index; }
  // "monsters[1] \"Neo Mouse\"".
  std::string label_of(std::size_t entry) const;
  // The entry's name, or "" when it has none that is a string.
  std::string name_of(std::size_t entry) const;
  // Whether the entry is { "name": N, "delete": true }, which removes N rather than being an entry.
  bool deletes(std::size_t entry) const;
  const nlohmann::json& value_of(const EntryField& field) const;
  // The field's elements and where each is written; `copied` as seen from entry `reader`.
  ListWithOrigins list_of(const EntryField& field, std::size_t reader) const;
  json::Origin origin_of(const EntryField& field, std::size_t reader) const;
  void error(std::size_t entry, const JsonPointer& pointer, const std::string& message,
             json::Diagnostics& diagnostics) const;
};

}  // namespace content
