// SPDX-License-Identifier: MIT
#include "game/balance/balance_runs.h"

#include <algorithm>
#include <mutex>
#include <optional>
#include <thread>

namespace game {

namespace {

// What the threads of one study share: the next seed to hand out, the results by seed, the progress.
struct SharedRuns {
  SharedRuns(const std::shared_ptr<const EntityFactory>& runs_factory, const BalancePlay& how)
      : factory(runs_factory), play(how), results(how.seeds.size()) {}

  const std::shared_ptr<const EntityFactory>& factory;
  const BalancePlay& play;
  std::atomic<std::size_t> next{0};
  std::vector<std::optional<RunTrace>> results;
  std::mutex progress_lock;
  std::size_t finished = 0;

  bool stopping() const { return play.stop != nullptr && play.stop->load(); }

  void work() {
    for (std::size_t index = next++; index < results.size() && !stopping(); index = next++) {
      results[index] = play_traced_run(play.seeds.first + index, factory, play.turn_limit);
      const std::lock_guard<std::mutex> lock(progress_lock);
      ++finished;
      if (play.progress) play.progress(finished, results.size());
    }
  }
};

}  // namespace

std::vector<RunTrace> play_balance_runs(const std::shared_ptr<const EntityFactory>& factory, const BalancePlay& play) {
  SharedRuns shared(factory, play);
  const int jobs = std::clamp(play.jobs, 1, static_cast<int>(std::max<std::size_t>(1, play.seeds.size())));
  std::vector<std::thread> threads;
  for (int i = 1; i < jobs; ++i) threads.emplace_back([&shared] { shared.work(); });
  shared.work();
  for (std::thread& thread : threads) thread.join();

  std::vector<RunTrace> played;
  for (std::optional<RunTrace>& result : shared.results) {
    if (!result) break;
    played.push_back(std::move(*result));
  }
  return played;
}

}  // namespace game
