// SPDX-License-Identifier: MIT
#include "content/entry_list.h"

#include <algorithm>
#include <limits>
#include <map>

#include "content/content_file.h"
#include "content/copy_from_resolver.h"
#include "content/known_names.h"
#include "json/describe_found.h"

namespace content {

namespace {

constexpr std::size_t kRemoved = std::numeric_limits<std::size_t>::max();

}  // namespace

// Builds the list layer by layer: each layer's entries are read from its file, resolved against the
// list as it stood, then take their places in it.
class ListLayering {
 public:
  ListLayering(EntryList& list, json::Diagnostics& diagnostics) : list_(list), diagnostics_(diagnostics) {}

  void add_layer(const ContentFile& file, bool last) {
    const std::size_t begin = list_.table_.entries.size();
    if (!collect(file)) {
      list_.every_layer_listed_ = false;
      return;
    }
    CopyFromResolver(list_.table_, begin, earlier_, diagnostics_).resolve_all();
    for (std::size_t i = begin; i < list_.table_.entries.size(); ++i) place(i, begin);
    compact();
    // The names are only needed by a layer still to come; a list of 350,000 entries is spared the map.
    if (!last) index_names();
  }

 private:
  // The objects of the file's list; false when the file has no list.
  bool collect(const ContentFile& file) {
    const std::string& key = list_.table_.list_key;
    warn_unknown_top_members(file, key, diagnostics_);
    const nlohmann::json& root = file.document.root();
    if (!root.is_object() || !root.contains(key) || !root.at(key).is_array()) {
      diagnostics_.error(file.display_name, file.document.position_of(JsonPointer{}),
                         "the file must hold an object with a list \"" + key + "\": { \"" + key + "\": [ ... ] }");
      return false;
    }
    const nlohmann::json& entries = root.at(key);
    for (std::size_t i = 0; i < entries.size(); ++i) {
      if (entries[i].is_object()) {
        list_.table_.entries.push_back({&file, i, &entries[i], nullptr});
        continue;
      }
      diagnostics_.error(
          file.display_name, file.document.position_of(JsonPointer{} / key / i),
          key + "[" + std::to_string(i) + "] must be an object, found " + json::describe_found(entries[i]));
    }
    return true;
  }

  // An entry replaces the earlier layer's entry of its name where it stands, or comes at the end. Two
  // entries of one name in one layer both stay, for the database to report.
  void place(std::size_t entry, std::size_t layer_begin) {
    const std::string name = list_.table_.name_of(entry);
    if (list_.table_.deletes(entry)) return remove(entry, name);
    const auto earlier = slot_of_name_.find(name);
    if (!name.empty() && earlier != slot_of_name_.end() && list_.order_[earlier->second] < layer_begin) {
      list_.order_[earlier->second] = entry;
      return;
    }
    list_.order_.push_back(entry);
  }

  void remove(std::size_t entry, const std::string& name) {
    const EntryTable& table = list_.table_;
    const nlohmann::json& object = *table.entries[entry].object;
    if (object.size() > 2) {
      table.error(entry, table.pointer_of(entry),
                  "an entry that deletes another holds nothing but its \"name\" and \"delete\": true", diagnostics_);
    }
    const auto earlier = slot_of_name_.find(name);
    if (earlier == slot_of_name_.end() || list_.order_[earlier->second] == kRemoved) {
      table.error(entry, table.pointer_of(entry) / "delete",
                  "\"delete\": true removes an entry of an earlier layer, but none before this file is called \"" +
                      name + "\"" + suggestion_for(name),
                  diagnostics_);
      return;
    }
    list_.order_[earlier->second] = kRemoved;
  }

  std::string suggestion_for(const std::string& name) {
    std::vector<std::string> names;
    for (const auto& [known, ignored] : earlier_) names.push_back(known);
    return KnownNames(std::move(names)).did_you_mean(name);
  }

  void compact() { std::erase(list_.order_, kRemoved); }

  void index_names() {
    slot_of_name_.clear();
    earlier_.clear();
    for (std::size_t slot = 0; slot < list_.order_.size(); ++slot) {
      const std::string name = list_.table_.name_of(list_.order_[slot]);
      if (name.empty()) continue;
      slot_of_name_.emplace(name, slot);
      earlier_.emplace(name, list_.order_[slot]);
    }
  }

  EntryList& list_;
  json::Diagnostics& diagnostics_;
  std::map<std::string, std::size_t> slot_of_name_;  // the list before the layer: name -> place in it
  std::map<std::string, std::size_t> earlier_;       // the list before the layer: name -> entry
};

bool EntryList::written_whole(std::size_t at) const {
  const TableEntry& entry = table_.entries[at];
  const bool all_own = std::all_of(entry.fields->begin(), entry.fields->end(), [&](const EntryField& field) {
    return field.owner == at && field.changed == nullptr;
  });
  // Anything else in the object (copy-from, extend) is not a field and must not be read as one.
  return all_own && entry.object->size() == entry.fields->size() + (entry.object->contains("name") ? 1 : 0);
}

EntrySource EntryList::entry(std::size_t index) const {
  const std::size_t at = order_[index];
  const TableEntry& entry = table_.entries[at];
  const JsonPointer pointer = table_.pointer_of(at);
  EntrySource source{&entry.file->document,
                     entry.file->display_name,
                     table_.label_of(at),
                     nullptr,
                     nlohmann::json::object(),
                     {},
                     pointer,
                     entry.file->mod_id};
  if (written_whole(at)) {
    source.written_whole = entry.object;
    return source;
  }
  for (const EntryField& field : *entry.fields) add_field(source, field, at);
  if (const auto name = entry.object->find("name"); name != entry.object->end()) {
    source.merged.emplace("name", *name);
    source.field_origins.emplace("name", json::Origin{&entry.file->document, pointer / "name"});
  }
  return source;
}

// The fields come sorted by key, so each goes in at the end of both maps without a search.
void EntryList::add_field(EntrySource& source, const EntryField& field, std::size_t reader) const {
  auto& members = source.merged.get_ref<nlohmann::json::object_t&>();
  std::string key(field.key);
  members.emplace_hint(members.end(), key, table_.value_of(field));
  if (field.changed) {
    const ListWithOrigins list = table_.list_of(field, reader);
    for (std::size_t i = 0; i < list.elements.size(); ++i) {
      source.field_origins.emplace(key + "[" + std::to_string(i) + "]", list.elements[i]);
    }
  }
  source.field_origins.emplace(std::move(key), table_.origin_of(field, reader));
}

EntryList read_layered_list(const std::vector<const ContentFile*>& layers, const std::string& list_key,
                            json::Diagnostics& diagnostics) {
  EntryList list(list_key);
  ListLayering layering(list, diagnostics);
  for (std::size_t i = 0; i < layers.size(); ++i) layering.add_layer(*layers[i], i + 1 == layers.size());
  return list;
}

EntryList read_entry_list(const ContentFile& file, const std::string& list_key, json::Diagnostics& diagnostics) {
  return read_layered_list({&file}, list_key, diagnostics);
}

}  // namespace content
