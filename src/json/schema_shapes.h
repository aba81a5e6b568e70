// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

// The JSON Schema (draft 2020-12) words for the kinds of value the game's readers accept, so that every
// reader describes an integer, a range or a list of names the same way. Each is the shape of one value;
// json::SchemaObject adds the description and whether it is required.
namespace json::shape {

using Shape = nlohmann::ordered_json;

// An integer from `min` to `max`, both included.
Shape integer(long long min, long long max);
// A non-empty string of at most `max_length` characters (0: of any length).
Shape text(std::size_t max_length = 0);
Shape boolean();
// A string that must be one of `allowed`.
Shape one_of(const std::vector<std::string>& allowed);
// A list of `item`s, at least one when `non_empty`.
Shape list_of(const Shape& item, bool non_empty);
// { "min": A, "max": B } with both from `min` to `max`.
Shape range(int min, int max);
// [first, last], both from `min` to `max`.
Shape pair(int min, int max);
// `shape` with the value a reader takes when the field is left out.
Shape with_default(Shape shape, const nlohmann::ordered_json& fallback);

}  // namespace json::shape
