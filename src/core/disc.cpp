// SPDX-License-Identifier: MIT
#include "core/disc.h"

#include <cmath>

namespace core {

int disc_half_width(int depth, int radius) {
  const int remaining = radius * radius - depth * depth;
  int half_width = static_cast<int>(std::sqrt(static_cast<double>(remaining)));
  while (half_width * half_width > remaining) --half_width;
  while ((half_width + 1) * (half_width + 1) <= remaining) ++half_width;
  return half_width;
}

}  // namespace core
