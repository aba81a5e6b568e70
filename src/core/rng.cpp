// SPDX-License-Identifier: MIT
#include "core/rng.h"

namespace core {

namespace {

std::uint64_t rotate_left(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

std::uint64_t mix_seed(std::uint64_t value) {
  std::uint64_t z = value + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
  for (auto& word : state_) {
    seed = mix_seed(seed);
    word = seed;
  }
}

std::uint64_t Rng::next_u64() {
  const std::uint64_t result = rotate_left(state_[1] * 5, 7) * 9;
  const std::uint64_t t = state_[1] << 17;
  state_[2] ^= state_[0];
  state_[3] ^= state_[1];
  state_[1] ^= state_[2];
  state_[0] ^= state_[3];
  state_[2] ^= t;
  state_[3] = rotate_left(state_[3], 45);
  return result;
}

int Rng::uniform_int(int lo, int hi) {
  if (hi <= lo) return lo;
  const std::uint64_t span = static_cast<std::uint64_t>(static_cast<std::int64_t>(hi) - lo) + 1;
  // Rejection sampling removes the modulo bias.
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % span;
  std::uint64_t roll = next_u64();
  while (roll >= limit) roll = next_u64();
  return static_cast<int>(static_cast<std::int64_t>(lo) + static_cast<std::int64_t>(roll % span));
}

bool Rng::one_in(int n) {
  return n <= 1 || uniform_int(0, n - 1) == 0;
}

bool Rng::percent(int percent) {
  return uniform_int(0, 99) < percent;
}

}  // namespace core
