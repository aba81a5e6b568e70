// SPDX-License-Identifier: MIT
#include "content/copy_from_resolver.h"

#include <algorithm>
#include <iterator>

#include "content/entry_changes.h"
#include "json/field_wording.h"

namespace content {

namespace {

constexpr const char* kCopyFrom = "copy-from";

// What an entry writes that is not one of its fields: its name, and how it is made from others.
bool is_field(const std::string& key) {
  return key != "name" && key != kCopyFrom && key != "extend" && key != "delete";
}

// The words that go with a name, how prose says one and several of it: a copy has a name of its own, so
// it does not take its parent's "Micro Mice".
bool goes_with_the_name(const EntryField& field) {
  return field.key == "article" || field.key == "plural";
}

EntryFields without_name_words(const EntryFields& fields) {
  if (std::none_of(fields->begin(), fields->end(), goes_with_the_name)) return fields;
  std::vector<EntryField> kept;
  std::remove_copy_if(fields->begin(), fields->end(), std::back_inserter(kept), goes_with_the_name);
  return std::make_shared<const std::vector<EntryField>>(std::move(kept));
}

}  // namespace

CopyFromResolver::CopyFromResolver(EntryTable& table, std::size_t begin,
                                   const std::map<std::string, std::size_t>& earlier, json::Diagnostics& diagnostics)
    : table_(table), begin_(begin), earlier_(earlier), diagnostics_(diagnostics) {
  for (std::size_t i = begin_; i < table_.entries.size(); ++i) {
    const std::string name = table_.name_of(i);
    if (!name.empty() && !table_.deletes(i)) index_by_name_.emplace(name, i);
  }
  state_.assign(table_.entries.size() - begin_, State::Unresolved);
}

void CopyFromResolver::resolve_all() {
  for (std::size_t i = begin_; i < table_.entries.size(); ++i) resolve_chain(i);
}

// Climbs from `start` to the first entry that is resolved or copies from nothing, then fills in
// the fields from there down, so that every parent is complete before its child copies it.
void CopyFromResolver::resolve_chain(std::size_t start) {
  std::vector<Link> chain;
  for (std::size_t at = start; in_layer(at) && state(at) == State::Unresolved;) {
    state(at) = State::Resolving;
    chain.push_back({at, find_parent(at)});
    if (!chain.back().parent) break;
    at = *chain.back().parent;
  }
  for (auto link = chain.rbegin(); link != chain.rend(); ++link) {
    table_.entries[link->entry].fields = fields_of(link->entry, link->parent);
    state(link->entry) = State::Resolved;
  }
}

// The entry's own fields over its parent's (both sorted by key), then its list changes.
EntryFields CopyFromResolver::fields_of(std::size_t index, std::optional<std::size_t> parent) const {
  std::vector<EntryField> own;
  // The document's own map, so that each key viewed stays where it is.
  for (const auto& [key, value] : table_.entries[index].object->get_ref<const nlohmann::json::object_t&>()) {
    if (is_field(key)) own.push_back({key, index});
  }
  EntryFields fields;
  if (!parent) {
    fields = std::make_shared<const std::vector<EntryField>>(std::move(own));
  } else if (own.empty()) {
    fields = without_name_words(table_.entries[*parent].fields);
  } else {
    const EntryFields inherited = without_name_words(table_.entries[*parent].fields);
    std::vector<EntryField> merged;
    merged.reserve(own.size() + inherited->size());
    const auto by_key = [](const EntryField& a, const EntryField& b) { return a.key < b.key; };
    // Own fields come first, so that where both have a key, the entry's own is the one kept.
    std::set_union(own.begin(), own.end(), inherited->begin(), inherited->end(), std::back_inserter(merged), by_key);
    fields = std::make_shared<const std::vector<EntryField>>(std::move(merged));
  }
  return apply_list_changes(table_, index, std::move(fields), diagnostics_);
}

// The entry `index` copies from, or nothing when it copies from none or names a parent it cannot have.
std::optional<std::size_t> CopyFromResolver::find_parent(std::size_t index) {
  const nlohmann::json& object = *table_.entries[index].object;
  const auto parent_field = object.find(kCopyFrom);
  if (parent_field == object.end()) return std::nullopt;
  const nlohmann::json& parent_name = *parent_field;
  if (!parent_name.is_string()) {
    error_at(index, json::must_be("the name of another entry in this list", &parent_name, json::Found::AsWritten));
    return std::nullopt;
  }
  const std::string name = parent_name.get<std::string>();
  const std::optional<std::size_t> found = find_named(name, index);
  if (!found) {
    const std::string where = begin_ == 0 ? "in this list" : "in this list nor in the lists this mod is loaded over";
    error_at(index, "names \"" + name + "\", which is not " + where + suggestion_for(name));
    return std::nullopt;
  }
  if (in_layer(*found) && state(*found) == State::Resolving) {
    error_at(index, "names \"" + name + "\", which copies back from this entry: copy-from cannot go in a circle");
    return std::nullopt;
  }
  return found;
}

// The layer's own entry of that name, but never the entry itself: an entry copying its own name copies
// the earlier layer's entry it replaces.
std::optional<std::size_t> CopyFromResolver::find_named(const std::string& name, std::size_t index) const {
  if (const auto own = index_by_name_.find(name); own != index_by_name_.end() && own->second != index) {
    return own->second;
  }
  if (const auto earlier = earlier_.find(name); earlier != earlier_.end()) return earlier->second;
  if (const auto own = index_by_name_.find(name); own != index_by_name_.end()) return own->second;
  return std::nullopt;
}

void CopyFromResolver::error_at(std::size_t index, const std::string& message) {
  table_.error(index, table_.pointer_of(index) / kCopyFrom, "\"" + std::string(kCopyFrom) + "\" " + message,
               diagnostics_);
}

std::string CopyFromResolver::suggestion_for(const std::string& name) {
  if (!known_names_) {
    std::vector<std::string> names;
    for (const auto& [known, ignored] : index_by_name_) names.push_back(known);
    for (const auto& [known, ignored] : earlier_) names.push_back(known);
    known_names_.emplace(std::move(names));
  }
  return known_names_->did_you_mean(name);
}

}  // namespace content
