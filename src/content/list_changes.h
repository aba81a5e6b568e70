// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "content/content_file.h"
#include "json/diagnostics.h"
#include "json/object_reader.h"

namespace content {

// A list value and where each of its elements is written: after "extend" or "delete" a list holds
// elements of several entries, perhaps of several files.
struct ListWithOrigins {
  nlohmann::json value = nlohmann::json::array();
  std::vector<json::Origin> elements;
};

// Where a list change is written, for its messages: the "extend" or "delete" object of an entry.
struct ChangeSite {
  const ContentFile* file = nullptr;
  JsonPointer pointer;  // of the "extend" or "delete" object
  std::string label;    // the entry, as messages name it
};

// The changes an entry's "extend" and "delete" objects make, each field to the list of values it adds
// or removes; nothing when the object is malformed (reported).
const nlohmann::json* change_object(const nlohmann::json& entry, const std::string& change, const ChangeSite& site,
                                    json::Diagnostics& diagnostics);

// Whether `current` (a field's value, or nullptr when the entry has none) may be changed as a list;
// reports why not.
bool is_changeable_list(const nlohmann::json* current, const std::string& field, const ChangeSite& site,
                        json::Diagnostics& diagnostics);

// Removes every element that one of `values` matches: a value equal to it, or for an object, one whose
// fields include every field of the value with the same value. A value that matches nothing is a warning.
void delete_elements(ListWithOrigins& list, const std::string& field, const nlohmann::json& values,
                     const ChangeSite& site, json::Diagnostics& diagnostics);

// Appends `values`, each written at `site`'s pointer / field / index.
void extend_elements(ListWithOrigins& list, const std::string& field, const nlohmann::json& values,
                     const ChangeSite& site);

}  // namespace content
