// SPDX-License-Identifier: MIT
#include "game/model/message_log.h"

#include <algorithm>

#include "core/utf8.h"

namespace game {

std::string MessageLog::Message::repeats() const {
  return count > 1 ? " (x" + std::to_string(count) + ")" : "";
}

void MessageLog::add(std::string text, int turn, int times) {
  times = std::clamp(times, 1, kMostRepeats);
  // A name or a path in a message may be anything; what the log keeps must save as it is.
  if (!core::is_valid_utf8(text)) text = core::valid_utf8(text);
  if (text.size() > kLongestText) text = core::utf8_prefix(text, kLongestText);
  added_ += static_cast<std::size_t>(times);
  if (!messages_.empty() && messages_.back().text == text && messages_.back().count <= kMostRepeats - times) {
    messages_.back().count += times;
    messages_.back().turn = turn;
    return;
  }
  if (messages_.size() == kLongest) messages_.pop_front();
  messages_.push_back({std::move(text), turn, times});
}

// Each line took as many of the messages said as its count, so walking back
// from the newest line until the counts cover what was said since `count`
// finds every line written since, the one folded into included.
std::vector<MessageLog::Message> MessageLog::since(std::size_t count) const {
  std::size_t said_since = added_ - std::min(count, added_);
  auto first = messages_.end();
  while (said_since > 0 && first != messages_.begin()) {
    --first;
    said_since -= std::min(said_since, static_cast<std::size_t>(first->count));
  }
  return {first, messages_.end()};
}

}  // namespace game
