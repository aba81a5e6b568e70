// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <vector>

#include "statistics.h"

namespace bench {

// How many samples each figure takes, and how long one sample must at least last so that
// the clock's resolution and the loop around the work vanish from the per-operation time.
struct SamplingPlan {
  int samples = 15;
  std::chrono::nanoseconds min_sample_time = std::chrono::milliseconds(20);
  int process_runs = 15;  // for figures that time a whole child process, one run per sample
};

// The plan for real measurements, and a far cheaper one that only proves everything runs.
SamplingPlan full_sampling();
SamplingPlan quick_sampling();

// Makes a result observable, so the optimiser cannot drop the work that produced it.
void keep(std::uint64_t value);

namespace detail {

using Clock = std::chrono::steady_clock;

template <class Batch>
std::chrono::nanoseconds time_repeated(Batch& batch, std::int64_t repetitions) {
  const Clock::time_point start = Clock::now();
  for (std::int64_t i = 0; i < repetitions; ++i) batch();
  return Clock::now() - start;
}

// How many repetitions of batch last about plan.min_sample_time. Grows the count until a
// run is long enough to scale from; these runs also warm caches and branch predictors.
template <class Batch>
std::int64_t repetitions_per_sample(const SamplingPlan& plan, Batch& batch) {
  std::int64_t repetitions = 1;
  std::chrono::nanoseconds elapsed = time_repeated(batch, repetitions);
  while (elapsed < plan.min_sample_time / 8) {
    repetitions *= 2;
    elapsed = time_repeated(batch, repetitions);
  }
  const double scale = static_cast<double>(plan.min_sample_time.count()) /
                       static_cast<double>(std::max<std::int64_t>(elapsed.count(), 1));
  return std::max(repetitions, static_cast<std::int64_t>(std::ceil(static_cast<double>(repetitions) * scale)));
}

}  // namespace detail

// Times `runs` runs of run(), each work of seconds that a batch of repetitions would not fit;
// returns nanoseconds per run.
template <class Run>
Spread time_runs(int runs, Run run) {
  std::vector<double> samples;
  for (int i = 0; i < runs; ++i) {
    const detail::Clock::time_point start = detail::Clock::now();
    run();
    samples.push_back(static_cast<double>((detail::Clock::now() - start).count()));
  }
  return summarize(samples);
}

// Times batch(), which performs operations_per_batch operations, in plan.samples samples
// of at least plan.min_sample_time each; returns nanoseconds per operation.
template <class Batch>
Spread measure(const SamplingPlan& plan, std::int64_t operations_per_batch, Batch batch) {
  const std::int64_t repetitions = detail::repetitions_per_sample(plan, batch);
  const double operations = static_cast<double>(repetitions * operations_per_batch);
  std::vector<double> nanoseconds_per_operation;
  for (int sample = 0; sample < plan.samples; ++sample) {
    const std::chrono::nanoseconds elapsed = detail::time_repeated(batch, repetitions);
    nanoseconds_per_operation.push_back(static_cast<double>(elapsed.count()) / operations);
  }
  return summarize(nanoseconds_per_operation);
}

}  // namespace bench
