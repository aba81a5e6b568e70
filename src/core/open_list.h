// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

namespace core {

// The tiles an A* search has yet to expand, by their estimate (steps so far plus steps
// left, a whole number): the lowest estimate first and, among equal estimates, the tile
// pushed last, which is the one the search reached most recently and so, with unit
// steps, one nearest the goal. A bucket per estimate makes push and pop take constant
// time where a heap takes log n, and the order among equals is this code's, the same
// with every standard library: path finding's output must not change with the platform.
class OpenList {
 public:
  struct Entry {
    int tile = 0;
    int steps = 0;  // the steps to the tile when it was pushed, to tell an outdated entry
  };

  bool empty() const { return size_ == 0; }
  // Empties the list and keeps its memory for the next search.
  void clear();
  // estimate >= 0. A consistent heuristic never pushes below the estimate last popped,
  // but a lower one is still handed out in order.
  void push(int estimate, Entry entry);
  // The entry with the lowest estimate, pushed last among those; nullopt when empty.
  std::optional<Entry> pop();

 private:
  static constexpr std::size_t kNoBucket = std::numeric_limits<std::size_t>::max();

  std::vector<std::vector<Entry>> buckets_;  // buckets_[estimate]
  std::size_t lowest_ = kNoBucket;           // no bucket below it holds an entry; kNoBucket: none was used
  std::size_t highest_used_ = 0;             // no bucket above it holds an entry
  std::size_t size_ = 0;
};

}  // namespace core
