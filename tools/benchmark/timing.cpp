// SPDX-License-Identifier: MIT
#include "timing.h"

namespace bench {

namespace {

// Written through a volatile, which the compiler must assume somebody reads.
volatile std::uint64_t kept_value = 0;

}  // namespace

SamplingPlan full_sampling() {
  return {15, std::chrono::milliseconds(20), 15};
}

SamplingPlan quick_sampling() {
  return {3, std::chrono::milliseconds(1), 3};
}

void keep(std::uint64_t value) {
  kept_value = kept_value + value;
}

}  // namespace bench
