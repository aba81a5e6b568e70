// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace game {

// A 95% interval of a proportion (0 to 1) or of a difference.
struct Interval {
  double low = 0;
  double high = 0;
  // Whether the interval leaves zero out: a difference that the runs measured, not noise.
  bool excludes_zero() const { return low > 0 || high < 0; }
};

// Wilson's score interval for `successes` of `trials`: unlike the plain normal interval it stays within
// 0 and 1 and is honest for the few wins of a few hundred runs. [0, 1] when there were no trials.
Interval wilson_interval(int successes, int trials);

// Newcombe's hybrid score interval (his method 10) for the difference of two proportions, B's minus A's,
// built from the two Wilson intervals.
Interval proportion_difference_interval(int successes_a, int trials_a, int successes_b, int trials_b);

// Welch's interval for the difference of two means, B's minus A's, with the normal quantile: the samples
// are hundreds of runs, where Student's t and the normal agree. A sample of one has no spread to measure,
// and gives an interval of every number.
Interval mean_difference_interval(const std::vector<double>& a, const std::vector<double>& b);

double mean_of(const std::vector<double>& sample);

}  // namespace game
