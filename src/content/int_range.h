// SPDX-License-Identifier: MIT
#pragma once

namespace content {

// An inclusive range of whole numbers, such as hit points 4-17.
struct IntRange {
  int min = 0;
  int max = 0;
  friend bool operator==(const IntRange&, const IntRange&) = default;
};

}  // namespace content
