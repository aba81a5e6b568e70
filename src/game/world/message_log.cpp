#include "game/world/message_log.h"

#include <algorithm>

#include "core/utf8.h"

namespace game {

void MessageLog::add(std::string text, int turn) {
  // A name or a path in a message may be anything; what the log keeps must save as it is.
  if (!core::is_valid_utf8(text)) text = core::valid_utf8(text);
  if (text.size() > kLongestText) text = core::utf8_prefix(text, kLongestText);
  if (messages_.size() == kLongest) messages_.pop_front();
  messages_.push_back({std::move(text), turn});
  ++added_;
}

std::vector<MessageLog::Message> MessageLog::since(std::size_t count) const {
  const std::size_t wanted = std::min(added_ - std::min(count, added_), messages_.size());
  return {messages_.end() - static_cast<std::ptrdiff_t>(wanted), messages_.end()};
}

}  // namespace game
