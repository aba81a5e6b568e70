#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <vector>

namespace game {

// What the game has told the player this run, oldest first: the newest
// kLongest messages, each at most kLongestText bytes of valid UTF-8. The caps
// keep a long run's log (and its save) bounded, and are what a save reads
// back, so any log the game keeps it can save and load.
class MessageLog {
 public:
  struct Message {
    std::string text;
    int turn = 0;
  };
  using Messages = std::deque<Message>;

  // Far more than a whole run to the top says, yet a few megabytes.
  static constexpr std::size_t kLongest = 100'000;
  static constexpr std::size_t kLongestText = 2000;

  // Keeps `text` (made valid UTF-8 and cut to kLongestText), dropping the oldest message when full.
  void add(std::string text, int turn);
  const Messages& all() const { return messages_; }
  bool empty() const { return messages_.empty(); }
  // How many messages were ever added, including those dropped since.
  std::size_t added() const { return added_; }
  // The messages added since added() was `count`, as far as the log still holds them.
  std::vector<Message> since(std::size_t count) const;

 private:
  Messages messages_;
  std::size_t added_ = 0;
};

}  // namespace game
