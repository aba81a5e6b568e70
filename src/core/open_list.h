#pragma once

#include <cstdint>
#include <vector>

namespace core {

// A binary min-heap of tiles keyed by a 64-bit priority, written out rather than taken
// from <algorithm> so that the order among equal keys is this code's, the same with
// every standard library: path finding's output must not change with the platform.
class OpenList {
 public:
  struct Entry {
    std::uint64_t key;
    int tile;
  };

  bool empty() const { return entries_.empty(); }
  void clear() { entries_.clear(); }
  void push(std::uint64_t key, int tile);
  // The entry with the smallest key; the list must not be empty.
  Entry pop();

 private:
  std::vector<Entry> entries_;
};

}  // namespace core
