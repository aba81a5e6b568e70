// SPDX-License-Identifier: MIT
#include "json/describe_found.h"

#include "core/utf8.h"

namespace json {

namespace {

constexpr std::size_t kLongestFoundValue = 40;

}  // namespace

std::string describe_found(const nlohmann::json& value) {
  std::string text = value.is_string() ? "\"" + value.get<std::string>() + "\""
                                       : value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (text.size() > kLongestFoundValue) text = core::utf8_prefix(text, kLongestFoundValue) + "...";
  return text;
}

std::string describe_kind_found(const nlohmann::json& value) {
  if (value.is_string()) return "a text";
  // A number or true/false says what is wrong ("found 9") and cannot carry another file's text.
  if (value.is_boolean() || value.is_number()) return describe_found(value);
  if (value.is_array()) return "a list";
  if (value.is_object()) return "an object";
  return "null";
}

}  // namespace json
