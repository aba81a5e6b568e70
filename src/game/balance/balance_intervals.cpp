// SPDX-License-Identifier: MIT
#include "game/balance/balance_intervals.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace game {

namespace {

constexpr double kZ95 = 1.959963984540054;  // the normal quantile of 97.5%

// The unbiased variance of a sample of at least two.
double variance_of(const std::vector<double>& sample) {
  const double mean = mean_of(sample);
  double sum = 0;
  for (const double value : sample) sum += (value - mean) * (value - mean);
  return sum / static_cast<double>(sample.size() - 1);
}

}  // namespace

double mean_of(const std::vector<double>& sample) {
  if (sample.empty()) return 0;
  return std::accumulate(sample.begin(), sample.end(), 0.0) / static_cast<double>(sample.size());
}

Interval wilson_interval(int successes, int trials) {
  if (trials <= 0) return {0, 1};
  const double n = trials;
  const double p = successes / n;
  const double z2 = kZ95 * kZ95;
  const double denominator = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denominator;
  const double half = kZ95 * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Interval proportion_difference_interval(int successes_a, int trials_a, int successes_b, int trials_b) {
  if (trials_a <= 0 || trials_b <= 0) return {-1, 1};
  const double p_a = static_cast<double>(successes_a) / trials_a;
  const double p_b = static_cast<double>(successes_b) / trials_b;
  const Interval a = wilson_interval(successes_a, trials_a);
  const Interval b = wilson_interval(successes_b, trials_b);
  const double difference = p_b - p_a;
  return {difference - std::hypot(p_b - b.low, a.high - p_a), difference + std::hypot(b.high - p_b, p_a - a.low)};
}

Interval mean_difference_interval(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() < 2 || b.size() < 2) {
    const double infinity = std::numeric_limits<double>::infinity();
    return {-infinity, infinity};
  }
  const double difference = mean_of(b) - mean_of(a);
  const double spread =
      std::sqrt(variance_of(a) / static_cast<double>(a.size()) + variance_of(b) / static_cast<double>(b.size()));
  return {difference - kZ95 * spread, difference + kZ95 * spread};
}

}  // namespace game
