#include "core/open_list.h"

#include <cassert>
#include <cstddef>

namespace core {

void OpenList::push(std::uint64_t key, int tile) {
  // Sift up: move parents down into the hole until the new entry fits.
  std::size_t hole = entries_.size();
  entries_.push_back({key, tile});
  while (hole > 0) {
    const std::size_t parent = (hole - 1) / 2;
    if (entries_[parent].key <= key) break;
    entries_[hole] = entries_[parent];
    hole = parent;
  }
  entries_[hole] = {key, tile};
}

OpenList::Entry OpenList::pop() {
  assert(!entries_.empty());
  const Entry top = entries_.front();
  const Entry last = entries_.back();
  entries_.pop_back();
  const std::size_t size = entries_.size();
  if (size == 0) return top;
  // Sift down: move the smaller child up into the hole until the last entry fits.
  std::size_t hole = 0;
  for (std::size_t child = 1; child < size; child = 2 * hole + 1) {
    if (child + 1 < size && entries_[child + 1].key < entries_[child].key) ++child;
    if (last.key <= entries_[child].key) break;
    entries_[hole] = entries_[child];
    hole = child;
  }
  entries_[hole] = last;
  return top;
}

}  // namespace core
