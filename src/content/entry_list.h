// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "content/content_file.h"
#include "content/entry_table.h"
#include "content/field_reader.h"
#include "json/diagnostics.h"

namespace content {

// The entries of one list of content over its layers (the base data's file, then each mod's), with every
// "copy-from", "extend" and "delete" resolved, in the order the game sees them. Each entry is made into
// an EntrySource only when asked for, so a list of 350,000 entries that each copy ten fields never holds
// three and a half million copies at once. It reads the files in place: they must outlive it, unchanged.
class EntryList {
 public:
  std::size_t size() const { return order_.size(); }
  // The entry at `index` of the list: its own fields and the ones it copies, each placed where it is
  // written, in whichever layer's file that is.
  EntrySource entry(std::size_t index) const;
  // Whether every layer's file held its list, so that every name the list defines could be read.
  bool every_layer_listed() const { return every_layer_listed_; }

 private:
  friend EntryList read_layered_list(const std::vector<const ContentFile*>&, const std::string&, json::Diagnostics&);
  friend class ListLayering;

  explicit EntryList(std::string list_key) { table_.list_key = std::move(list_key); }
  void add_field(EntrySource& source, const EntryField& field, std::size_t reader) const;
  // Whether entry `at` of the table is exactly as written: every field its own and unchanged, and
  // nothing else in its object but its name.
  bool written_whole(std::size_t at) const;

  EntryTable table_;
  std::vector<std::size_t> order_;  // entries of the table, in list order
  bool every_layer_listed_ = true;
};

// The list `list_key` of files shaped { "list_key": [ {...}, ... ] }, one per layer, base data first.
// In each layer an entry may copy from ("copy-from") an entry of its own file, wherever it stands, or of
// an earlier layer; an entry named as an earlier layer's replaces it in its place, a new name comes at
// the end, and { "name": N, "delete": true } removes N. The files must outlive the list.
EntryList read_layered_list(const std::vector<const ContentFile*>& layers, const std::string& list_key,
                            json::Diagnostics& diagnostics);

// The same for one file alone.
EntryList read_entry_list(const ContentFile& file, const std::string& list_key, json::Diagnostics& diagnostics);
EntryList read_entry_list(ContentFile&&, const std::string&, json::Diagnostics&) = delete;

}  // namespace content
