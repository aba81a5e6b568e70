// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace json {

// Whether a reader needs a field to be written.
enum class Presence { Required, Optional };

// The JSON Schema (draft 2020-12) of one object, written by the reader of that object while it runs in
// describe mode. The reader asks for each field as it always does, and each request adds a property:
// its shape (type, range, allowed values, default, as json/schema_shapes.h words them) and the reader's
// description of it. The schema is therefore what the reader reads, field for field, and cannot drift
// from it; nobody keeps a second list. An object's schema allows no member it does not list, as the
// readers warn about every field nobody read.
class SchemaObject {
 public:
  SchemaObject() = default;
  SchemaObject(const SchemaObject&) = delete;
  SchemaObject& operator=(const SchemaObject&) = delete;

  // Adds the property `key`, or refines the one already there: a later shape adds to the earlier one,
  // the first description given stays, and a field asked for as optional once is never required.
  void property(const std::string& key, const nlohmann::ordered_json& shape, std::string_view about, Presence presence);
  // A reader asked whether `key` is written before reading it: a field it can do without.
  void mark_optional(const std::string& key);
  // A field that is allowed but read as nothing in particular.
  void allow(const std::string& key);

  // The schema of the object in the property `key`, and of each object in the list `key` (never required).
  SchemaObject& object(const std::string& key, std::string_view about, Presence presence);
  SchemaObject& list_item(const std::string& key, std::string_view about);
  // What must be written when the field `key` holds `value` (JSON Schema's if/then). The fields read
  // through it are properties of this object, listed here whatever `key` holds.
  SchemaObject& when(const std::string& key, const std::string& value);

  nlohmann::ordered_json to_json() const;

 private:
  struct Condition {
    std::string key;
    std::string value;
    std::unique_ptr<SchemaObject> then;
  };
  // One field: its shape, and the schema of the object it holds (or of each object of its list).
  struct Property {
    nlohmann::ordered_json shape = nlohmann::ordered_json::object();
    std::unique_ptr<SchemaObject> object;
    bool list = false;
  };

  Property& add(const std::string& key, std::string_view about, Presence presence);
  nlohmann::ordered_json required_list() const;
  nlohmann::ordered_json property_json(const Property& property) const;

  SchemaObject* owner_ = nullptr;   // a condition's fields are shaped in the object it belongs to
  std::vector<std::string> order_;  // properties as the reader asked for them
  std::map<std::string, Property> properties_;
  std::vector<std::string> required_;
  std::set<std::string> optional_;
  std::vector<Condition> conditions_;
};

}  // namespace json
