// SPDX-License-Identifier: MIT
#include "content/entry_changes.h"

#include <algorithm>

namespace content {

namespace {

constexpr const char* kExtend = "extend";
constexpr const char* kDelete = "delete";

ChangeSite site_of(const EntryTable& table, std::size_t index, const std::string& change) {
  return {table.entries[index].file, table.pointer_of(index) / change, table.label_of(index)};
}

const EntryField* find_field(const std::vector<EntryField>& fields, const std::string& key) {
  const auto found =
      std::lower_bound(fields.begin(), fields.end(), key,
                       [](const EntryField& field, const std::string& wanted) { return field.key < wanted; });
  return found != fields.end() && found->key == key ? &*found : nullptr;
}

// The keys either change names, each viewed in the document that writes it.
std::vector<std::string_view> changed_keys(const nlohmann::json* deleted, const nlohmann::json* extended) {
  std::vector<std::string_view> keys;
  for (const nlohmann::json* change : {deleted, extended}) {
    if (!change) continue;
    for (const auto& [key, values] : change->get_ref<const nlohmann::json::object_t&>()) keys.push_back(key);
  }
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return keys;
}

// Reports an entry that changes lists without copying any, and says how to change the earlier entry.
bool copies_what_it_changes(const EntryTable& table, std::size_t index, json::Diagnostics& diagnostics) {
  const nlohmann::json& object = *table.entries[index].object;
  if (object.contains("copy-from")) return true;
  const std::string change = object.contains(kExtend) ? kExtend : kDelete;
  const std::string name = table.name_of(index);
  table.error(
      index, table.pointer_of(index) / change,
      "\"" + change + "\" changes the lists the entry copies, so it needs \"copy-from\"" +
          (name.empty() ? "" : " (to change the earlier \"" + name + "\", add \"copy-from\": \"" + name + "\")"),
      diagnostics);
  return false;
}

class ListChanger {
 public:
  ListChanger(EntryTable& table, std::size_t index, json::Diagnostics& diagnostics)
      : table_(table), index_(index), diagnostics_(diagnostics) {
    const nlohmann::json& object = *table.entries[index].object;
    deleted_ = change_object(object, kDelete, site_of(table, index, kDelete), diagnostics);
    extended_ = change_object(object, kExtend, site_of(table, index, kExtend), diagnostics);
  }

  bool has_changes() const { return deleted_ || extended_; }

  EntryFields apply(const std::vector<EntryField>& fields) {
    std::vector<EntryField> changed;
    for (const std::string_view key : changed_keys(deleted_, extended_)) {
      const EntryField* current = find_field(fields, std::string(key));
      if (auto field = change(key, current)) changed.push_back(*field);
    }
    std::vector<EntryField> merged;
    const auto by_key = [](const EntryField& a, const EntryField& b) { return a.key < b.key; };
    std::set_union(changed.begin(), changed.end(), fields.begin(), fields.end(), std::back_inserter(merged), by_key);
    return std::make_shared<const std::vector<EntryField>>(std::move(merged));
  }

 private:
  std::optional<EntryField> change(std::string_view key, const EntryField* current) {
    const std::string field(key);
    const ChangeSite where = site_of(table_, index_, extended_ && extended_->contains(field) ? kExtend : kDelete);
    if (!is_changeable_list(current ? &table_.value_of(*current) : nullptr, field, where, diagnostics_)) {
      return std::nullopt;
    }
    auto result = std::make_unique<ChangedList>();
    if (current) result->list = table_.list_of(*current, index_);
    if (deleted_ && deleted_->contains(field)) {
      delete_elements(result->list, field, deleted_->at(field), site_of(table_, index_, kDelete), diagnostics_);
    }
    if (extended_ && extended_->contains(field)) {
      extend_elements(result->list, field, extended_->at(field), site_of(table_, index_, kExtend));
    }
    result->origin = json::Origin{&table_.entries[index_].file->document, where.pointer / field, false};
    table_.changed_lists.push_back(std::move(result));
    return EntryField{key, index_, table_.changed_lists.back().get()};
  }

  EntryTable& table_;
  std::size_t index_;
  json::Diagnostics& diagnostics_;
  const nlohmann::json* deleted_ = nullptr;
  const nlohmann::json* extended_ = nullptr;
};

}  // namespace

EntryFields apply_list_changes(EntryTable& table, std::size_t index, EntryFields fields,
                               json::Diagnostics& diagnostics) {
  const nlohmann::json& object = *table.entries[index].object;
  const auto deletes = object.find(kDelete);
  const bool deletes_elements = deletes != object.end() && !deletes->is_boolean();
  if (!object.contains(kExtend) && !deletes_elements) return fields;
  if (!copies_what_it_changes(table, index, diagnostics)) return fields;
  ListChanger changer(table, index, diagnostics);
  if (!changer.has_changes()) return fields;
  return changer.apply(*fields);
}

}  // namespace content
