// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "game/autoplay/autoplay.h"
#include "game/balance/run_trace.h"
#include "game/spawning/entity_factory.h"

namespace game {

// The seeds a balance study plays: first to last, both included.
struct SeedRange {
  std::uint64_t first = 1;
  std::uint64_t last = 200;
  std::size_t size() const { return static_cast<std::size_t>(last - first + 1); }
};

// How a balance study plays its runs.
struct BalancePlay {
  SeedRange seeds;
  int turn_limit = kDefaultAutoplayTurns;
  int jobs = 1;  // runs played at once, each on its own thread
  // When set (by Ctrl+C), no more seeds are handed out; the runs under way finish.
  const std::atomic<bool>* stop = nullptr;
  // Told after each finished run, one call at a time: the runs finished so far, and the runs in all.
  std::function<void(std::size_t, std::size_t)> progress;
};

// Plays every seed of `play.seeds` with the bot on `factory`, `play.jobs` runs at a time, and returns
// their traces in seed order, the same whatever the number of jobs. A study stopped early returns the
// runs of the seeds before the first one it did not play: seeds are handed out in order, and a run under
// way is played to its end.
std::vector<RunTrace> play_balance_runs(const std::shared_ptr<const EntityFactory>& factory, const BalancePlay& play);

}  // namespace game
