// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content/entry_table.h"
#include "content/known_names.h"
#include "json/diagnostics.h"

namespace content {

// Resolves the copy-from of one layer's entries (the table's entries from `begin` on), giving each entry
// the table of the fields it ends up with. A parent is another entry of the layer's own file, wherever it
// stands, or else the entry of that name the list held before the layer (`earlier`: name -> entry, all
// resolved). A chain is as long as the modder writes it, so it is walked with a list of its links
// rather than by recursion, which a chain of some ten thousand entries would take past the end of
// the stack.
class CopyFromResolver {
 public:
  CopyFromResolver(EntryTable& table, std::size_t begin, const std::map<std::string, std::size_t>& earlier,
                   json::Diagnostics& diagnostics);

  void resolve_all();

 private:
  enum class State { Unresolved, Resolving, Resolved };

  // One entry of a chain being resolved and the entry it copies from, if any.
  struct Link {
    std::size_t entry = 0;
    std::optional<std::size_t> parent;
  };

  State& state(std::size_t entry) { return state_[entry - begin_]; }
  bool in_layer(std::size_t entry) const { return entry >= begin_; }
  void resolve_chain(std::size_t start);
  EntryFields fields_of(std::size_t index, std::optional<std::size_t> parent) const;
  std::optional<std::size_t> find_parent(std::size_t index);
  std::optional<std::size_t> find_named(const std::string& name, std::size_t index) const;
  void error_at(std::size_t index, const std::string& message);
  std::string suggestion_for(const std::string& name);

  EntryTable& table_;
  std::size_t begin_;
  const std::map<std::string, std::size_t>& earlier_;
  json::Diagnostics& diagnostics_;
  std::map<std::string, std::size_t> index_by_name_;  // the layer's own entries
  std::vector<State> state_;
  std::optional<KnownNames> known_names_;  // made at the first unknown parent, for suggestions
};

}  // namespace content
