// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace bench {

// The typical value of a set of timing samples and how far the samples strayed from it.
struct Spread {
  double median = 0.0;
  double min = 0.0;
  double max = 0.0;
};

// The middle value (the mean of the two middle ones for an even count); 0 when empty.
double median_of(std::vector<double> values);

// Median, smallest and largest sample; all 0 when there are no samples.
Spread summarize(const std::vector<double>& samples);

}  // namespace bench
