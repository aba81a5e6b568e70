// SPDX-License-Identifier: MIT
#include "statistics.h"

#include <algorithm>
#include <cstddef>

namespace bench {

double median_of(std::vector<double> values) {
  if (values.empty()) return 0.0;
  const std::size_t middle = values.size() / 2;
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(middle), values.end());
  const double upper = values[middle];
  if (values.size() % 2 == 1) return upper;
  // nth_element leaves every smaller value before the middle, so the lower middle is their maximum.
  const double lower = *std::max_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(middle));
  return (lower + upper) / 2.0;
}

Spread summarize(const std::vector<double>& samples) {
  if (samples.empty()) return {};
  const auto [smallest, largest] = std::minmax_element(samples.begin(), samples.end());
  return {median_of(samples), *smallest, *largest};
}

}  // namespace bench
