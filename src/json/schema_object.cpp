// SPDX-License-Identifier: MIT
#include "json/schema_object.h"

#include <algorithm>

namespace json {

SchemaObject::Property& SchemaObject::add(const std::string& key, std::string_view about, Presence presence) {
  const auto [found, inserted] = properties_.try_emplace(key);
  if (inserted) order_.push_back(key);
  Property& added = found->second;
  if (!about.empty() && !added.shape.contains("description")) added.shape["description"] = std::string(about);
  if (presence == Presence::Optional) {
    optional_.insert(key);
  } else if (std::ranges::find(required_, key) == required_.end()) {
    required_.push_back(key);
  }
  return added;
}

void SchemaObject::property(const std::string& key, const nlohmann::ordered_json& shape, std::string_view about,
                            Presence presence) {
  if (owner_) {
    // Read only under a condition: optional in the object, required where the condition holds.
    owner_->property(key, shape, about, Presence::Optional);
    if (presence == Presence::Required && std::ranges::find(required_, key) == required_.end())
      required_.push_back(key);
    return;
  }
  add(key, about, presence).shape.update(shape);
}

void SchemaObject::mark_optional(const std::string& key) {
  optional_.insert(key);
}

void SchemaObject::allow(const std::string& key) {
  if (!properties_.contains(key)) add(key, {}, Presence::Optional);
}

SchemaObject& SchemaObject::object(const std::string& key, std::string_view about, Presence presence) {
  if (owner_) return owner_->object(key, about, Presence::Optional);
  Property& found = add(key, about, presence);
  if (!found.object) found.object = std::make_unique<SchemaObject>();
  return *found.object;
}

SchemaObject& SchemaObject::list_item(const std::string& key, std::string_view about) {
  if (owner_) return owner_->list_item(key, about);
  Property& found = add(key, about, Presence::Optional);
  found.shape["type"] = "array";
  found.list = true;
  if (!found.object) found.object = std::make_unique<SchemaObject>();
  return *found.object;
}

SchemaObject& SchemaObject::when(const std::string& key, const std::string& value) {
  for (Condition& condition : conditions_) {
    if (condition.key == key && condition.value == value) return *condition.then;
  }
  conditions_.push_back({key, value, std::make_unique<SchemaObject>()});
  conditions_.back().then->owner_ = this;
  return *conditions_.back().then;
}

nlohmann::ordered_json SchemaObject::required_list() const {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const std::string& key : required_) {
    if (!optional_.contains(key)) list.push_back(key);
  }
  return list;
}

nlohmann::ordered_json SchemaObject::property_json(const Property& property) const {
  nlohmann::ordered_json shape = property.shape;
  if (!property.object) return shape;
  if (property.list) {
    shape["items"] = property.object->to_json();
  } else {
    const nlohmann::ordered_json object = property.object->to_json();
    for (const auto& [word, value] : object.items()) shape[word] = value;
  }
  return shape;
}

nlohmann::ordered_json SchemaObject::to_json() const {
  nlohmann::ordered_json schema{{"type", "object"}, {"properties", nlohmann::ordered_json::object()}};
  for (const std::string& key : order_) schema["properties"][key] = property_json(properties_.at(key));
  if (const nlohmann::ordered_json required = required_list(); !required.empty()) schema["required"] = required;
  schema["additionalProperties"] = false;
  for (const Condition& condition : conditions_) {
    nlohmann::ordered_json test{{"properties", {{condition.key, {{"const", condition.value}}}}},
                                {"required", nlohmann::ordered_json::array({condition.key})}};
    schema["allOf"].push_back({{"if", test}, {"then", {{"required", condition.then->required_list()}}}});
  }
  return schema;
}

}  // namespace json
