// SPDX-License-Identifier: MIT
#include "core/open_list.h"

#include <algorithm>

namespace core {

void OpenList::clear() {
  // Only the buckets between the lowest and the highest used can hold entries.
  for (std::size_t estimate = lowest_; estimate <= highest_used_; ++estimate) buckets_[estimate].clear();
  size_ = 0;
  lowest_ = kNoBucket;
  highest_used_ = 0;
}

void OpenList::push(int estimate, Entry entry) {
  const auto bucket = static_cast<std::size_t>(std::max(estimate, 0));
  if (bucket >= buckets_.size()) buckets_.resize(bucket + 1);
  buckets_[bucket].push_back(entry);
  lowest_ = std::min(lowest_, bucket);
  highest_used_ = std::max(highest_used_, bucket);
  ++size_;
}

std::optional<OpenList::Entry> OpenList::pop() {
  if (size_ == 0) return std::nullopt;
  while (buckets_[lowest_].empty()) ++lowest_;
  std::vector<Entry>& bucket = buckets_[lowest_];
  const Entry entry = bucket.back();
  bucket.pop_back();
  --size_;
  return entry;
}

}  // namespace core
