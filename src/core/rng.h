// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>

namespace core {

// The game's only source of randomness: xoshiro256** seeded through
// splitmix64. Unlike std::uniform_int_distribution, every result is defined
// here, so the same seed gives the same game with every compiler and library.
class Rng {
 public:
  using State = std::array<std::uint64_t, 4>;

  explicit Rng(std::uint64_t seed = 0);

  std::uint64_t next_u64();

  // A uniformly distributed integer in [lo, hi]; returns lo when hi <= lo.
  int uniform_int(int lo, int hi);

  // True with probability 1/n (always true for n <= 1).
  bool one_in(int n);

  // True with probability percent/100.
  bool percent(int percent);

  // The full state, for saves and state hashes.
  const State& state() const { return state_; }
  void set_state(const State& state) { state_ = state; }

  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  State state_{};
};

// Mixes a value into a well-spread 64-bit number; used to derive
// independent seeds (one per floor) from the run's seed.
std::uint64_t mix_seed(std::uint64_t value);

}  // namespace core
