// SPDX-License-Identifier: MIT
#include "json/schema_shapes.h"

namespace json::shape {

Shape integer(long long min, long long max) {
  return {{"type", "integer"}, {"minimum", min}, {"maximum", max}};
}

Shape text(std::size_t max_length) {
  Shape shape{{"type", "string"}, {"minLength", 1}};
  // A reader counts bytes of UTF-8, the schema characters: a name within the bytes is within the characters.
  if (max_length > 0) shape["maxLength"] = max_length;
  return shape;
}

Shape boolean() {
  return {{"type", "boolean"}};
}

Shape one_of(const std::vector<std::string>& allowed) {
  return {{"type", "string"}, {"enum", allowed}};
}

Shape list_of(const Shape& item, bool non_empty) {
  Shape shape{{"type", "array"}, {"items", item}};
  if (non_empty) shape["minItems"] = 1;
  return shape;
}

Shape range(int min, int max) {
  Shape low = integer(min, max);
  low["description"] = "The smallest value, included.";
  Shape high = integer(min, max);
  high["description"] = "The largest value, included; not below \"min\".";
  return {{"type", "object"},
          {"properties", {{"min", low}, {"max", high}}},
          {"required", Shape::array({"min", "max"})},
          {"additionalProperties", false}};
}

Shape pair(int min, int max) {
  return {{"type", "array"},
          {"prefixItems", {integer(min, max), integer(min, max)}},
          {"minItems", 2},
          {"maxItems", 2},
          {"items", false}};
}

Shape with_default(Shape shape, const nlohmann::ordered_json& fallback) {
  shape["default"] = fallback;
  return shape;
}

}  // namespace json::shape
