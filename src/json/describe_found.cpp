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

}  // namespace json
