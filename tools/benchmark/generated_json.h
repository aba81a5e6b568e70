// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

namespace bench {

// The JSON the benchmark writes: keys stay in the order they are set, so a file reads like a hand-made one.
using Json = nlohmann::ordered_json;

inline constexpr int kJsonIndent = 2;

// { "min": min, "max": max }, as content files write a range.
inline Json range(int min, int max) {
  return Json{{"min", min}, {"max", max}};
}

}  // namespace bench
