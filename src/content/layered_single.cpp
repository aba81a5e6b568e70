// SPDX-License-Identifier: MIT
#include "content/layered_single.h"

#include "content/content_file.h"
#include "content/list_changes.h"

namespace content {

namespace {

bool is_change(const std::string& path, const std::string& key) {
  return path.empty() && (key == "extend" || key == "delete");
}

// Forgets where the members and elements of `path` were written, once something replaced it whole.
void forget_below(json::Origins& origins, const std::string& path) {
  for (const std::string& prefix : {path + ".", path + "["}) {
    auto at = origins.lower_bound(prefix);
    while (at != origins.end() && at->first.starts_with(prefix)) at = origins.erase(at);
  }
}

// An object written whole so far is about to get members from elsewhere: each of its members gets
// an origin of its own.
void split(json::Origins& origins, const std::string& path, const nlohmann::json& object) {
  json::Origin& origin = origins[path];
  if (!origin.whole) return;
  origin.whole = false;
  const json::Origin whole = origin;
  for (const auto& [key, value] : object.items()) origins[path + "." + key] = {whole.document, whole.pointer / key};
}

// Merges `over` (written at `at`) into `into`, whose members' origins are under `path` ("" or "levels.").
void merge(nlohmann::json& into, json::Origins& origins, const std::string& path, const nlohmann::json& over,
           const json::Origin& at) {
  for (const auto& [key, value] : over.items()) {
    if (is_change(path, key)) continue;
    const std::string member = path + key;
    const json::Origin origin{at.document, at.pointer / key};
    const auto existing = into.find(key);
    if (value.is_object() && existing != into.end() && existing->is_object()) {
      split(origins, member, *existing);
      origins[member] = {at.document, at.pointer / key, false};
      merge(*existing, origins, member + ".", value, origin);
      continue;
    }
    forget_below(origins, member);
    into[key] = value;
    origins[member] = origin;
  }
}

ListWithOrigins list_of(const nlohmann::json& value, const json::Origins& origins, const std::string& field) {
  ListWithOrigins list;
  if (!value.is_array()) return list;
  list.value = value;
  const json::Origin& origin = origins.at(field);
  for (std::size_t i = 0; i < value.size(); ++i) {
    const auto element = origins.find(field + "[" + std::to_string(i) + "]");
    list.elements.push_back(origin.whole || element == origins.end() ? json::Origin{origin.document, origin.pointer / i}
                                                                     : element->second);
  }
  return list;
}

// Applies one layer's top-level "delete" and then "extend" to the merged object.
void change_lists(nlohmann::json& into, json::Origins& origins, const ContentFile& file, const nlohmann::json& over,
                  const JsonPointer& pointer, const std::string& label, json::Diagnostics& diagnostics) {
  for (const std::string& change : {std::string("delete"), std::string("extend")}) {
    const ChangeSite site{&file, pointer / change, label};
    const nlohmann::json* changes = change_object(over, change, site, diagnostics);
    if (!changes) continue;
    for (const auto& [field, values] : changes->items()) {
      const nlohmann::json* current = into.contains(field) ? &into.at(field) : nullptr;
      if (!is_changeable_list(current, field, site, diagnostics)) continue;
      ListWithOrigins list = current ? list_of(*current, origins, field) : ListWithOrigins{};
      if (change == "delete") delete_elements(list, field, values, site, diagnostics);
      if (change == "extend") extend_elements(list, field, values, site);
      forget_below(origins, field);
      into[field] = list.value;
      origins[field] = {&file.document, site.pointer / field, false};
      for (std::size_t i = 0; i < list.elements.size(); ++i) {
        origins[field + "[" + std::to_string(i) + "]"] = list.elements[i];
      }
    }
  }
}

// The layer's object, or nullptr when the file is not shaped so (reported).
const nlohmann::json* object_of(const ContentFile& file, const std::string& key, json::Diagnostics& diagnostics) {
  warn_unknown_top_members(file, key, diagnostics);
  const nlohmann::json& root = file.document.root();
  if (root.is_object() && root.contains(key) && root.at(key).is_object()) return &root.at(key);
  diagnostics.error(file.display_name, file.document.position_of(JsonPointer{}),
                    "the file must hold an object \"" + key + "\": { \"" + key + "\": { ... } }");
  return nullptr;
}

}  // namespace

std::optional<EntrySource> read_layered_single(const std::vector<const ContentFile*>& layers,
                                               const std::string& object_key, json::Diagnostics& diagnostics) {
  if (layers.empty()) return std::nullopt;
  const ContentFile& base = *layers.front();
  const JsonPointer pointer = JsonPointer{} / object_key;
  const nlohmann::json* base_object = object_of(base, object_key, diagnostics);
  if (!base_object) return std::nullopt;
  EntrySource entry{&base.document, base.display_name, object_key, nullptr, nlohmann::json::object(), {},
                    pointer,        base.mod_id};
  for (const ContentFile* layer : layers) {
    const ContentFile& file = *layer;
    const nlohmann::json* over = &file == &base ? base_object : object_of(file, object_key, diagnostics);
    if (!over) continue;
    merge(entry.merged, entry.field_origins, "", *over, {&file.document, pointer});
    change_lists(entry.merged, entry.field_origins, file, *over, pointer, object_key, diagnostics);
  }
  return entry;
}

}  // namespace content
