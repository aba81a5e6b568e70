// SPDX-License-Identifier: MIT
#include "content/list_changes.h"

#include "json/describe_found.h"
#include "json/field_wording.h"

namespace content {

namespace {

// An element matches a value written to delete it when it is the same, or, for objects, when it has
// every field the value names with the same value: { "status": "poisoned" } removes every poisoning.
bool matches(const nlohmann::json& element, const nlohmann::json& value) {
  if (!value.is_object() || !element.is_object()) return element == value;
  for (const auto& [key, wanted] : value.items()) {
    const auto found = element.find(key);
    if (found == element.end() || *found != wanted) return false;
  }
  return true;
}

void report(json::Diagnostics& diagnostics, const ChangeSite& site, const JsonPointer& pointer,
            const std::string& message, bool is_error = true) {
  const json::TextPosition position = site.file->document.position_of(pointer);
  if (is_error) {
    diagnostics.error(site.file->display_name, position, site.label + ": " + message);
  } else {
    diagnostics.warning(site.file->display_name, position, site.label + ": " + message);
  }
}

}  // namespace

const nlohmann::json* change_object(const nlohmann::json& entry, const std::string& change, const ChangeSite& site,
                                    json::Diagnostics& diagnostics) {
  const auto found = entry.find(change);
  if (found == entry.end()) return nullptr;
  if (!found->is_object()) {
    report(diagnostics, site, site.pointer,
           "\"" + change + "\" " + json::must_be("an object { \"field\": [values] }", &*found, json::Found::AsWritten));
    return nullptr;
  }
  for (const auto& [field, values] : found->items()) {
    if (values.is_array()) continue;
    report(diagnostics, site, site.pointer / field,
           "\"" + change + "." + field + "\" " + json::must_be("a list of values", &values, json::Found::AsWritten));
    return nullptr;
  }
  return &*found;
}

bool is_changeable_list(const nlohmann::json* current, const std::string& field, const ChangeSite& site,
                        json::Diagnostics& diagnostics) {
  if (current == nullptr || current->is_array()) return true;
  report(diagnostics, site, site.pointer / field,
         "\"" + field + "\" is " + json::describe_found(*current) + ", not a list: only lists can be changed so");
  return false;
}

void delete_elements(ListWithOrigins& list, const std::string& field, const nlohmann::json& values,
                     const ChangeSite& site, json::Diagnostics& diagnostics) {
  for (std::size_t v = 0; v < values.size(); ++v) {
    ListWithOrigins kept;
    for (std::size_t i = 0; i < list.value.size(); ++i) {
      if (matches(list.value[i], values[v])) continue;
      kept.value.push_back(list.value[i]);
      kept.elements.push_back(list.elements[i]);
    }
    if (kept.value.size() == list.value.size()) {
      report(diagnostics, site, site.pointer / field / v,
             "\"delete." + field + "\": " + json::describe_found(values[v]) + " removes nothing: no element of \"" +
                 field + "\" matches it",
             false);
    }
    list = std::move(kept);
  }
}

void extend_elements(ListWithOrigins& list, const std::string& field, const nlohmann::json& values,
                     const ChangeSite& site) {
  for (std::size_t i = 0; i < values.size(); ++i) {
    list.value.push_back(values[i]);
    list.elements.push_back(json::Origin{&site.file->document, site.pointer / field / i});
  }
}

}  // namespace content
