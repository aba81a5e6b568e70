// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "json/value_count.h"

namespace {

// The values of a parsed document, counted the slow way: the root and everything inside it.
std::size_t values_in(const nlohmann::json& value) {
  std::size_t count = 1;
  if (value.is_structured()) {
    for (const nlohmann::json& child : value) count += values_in(child);
  }
  return count;
}

}  // namespace

TEST_CASE("the values a JSON text holds are counted exactly from its punctuation") {
  for (const std::string text : {
           R"(1)",
           R"([])",
           R"({})",
           R"([ ])",
           R"([1, 2, [3, []], {}])",
           R"({"a": 1, "b": [1, 2, 3], "c": {"d": [], "e": {"f": "g"}}})",
           R"({"tricky: \"quote\", [comma]": ["a,b", "c:d", "\\"], "x": [ {"y": [ 1 ]} ]})",
           "{\"monsters\": [\n{\"name\": \"M1\", \"copy-from\": \"M2\"},\n{\"name\": \"M2\"}\n]}\n",
       }) {
    CAPTURE(text);
    CHECK(json::count_values(text) == values_in(nlohmann::json::parse(text)));
  }
}

TEST_CASE("broken text gives a count no larger than its bytes, never a failure") {
  CHECK(json::count_values("") == 0);
  CHECK(json::count_values(",,,,") <= 4);
  CHECK(json::count_values("\"unterminated , : [") == 1);
  CHECK(json::count_values("]]]}}},:,") <= 9);
}
