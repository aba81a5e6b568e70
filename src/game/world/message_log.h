#pragma once

#include <string>
#include <vector>

namespace game {

// Everything the game has told the player this run, oldest first.
class MessageLog {
 public:
  struct Message {
    std::string text;
    int turn = 0;
  };

  void add(std::string text, int turn) { messages_.push_back({std::move(text), turn}); }
  const std::vector<Message>& all() const { return messages_; }
  bool empty() const { return messages_.empty(); }

 private:
  std::vector<Message> messages_;
};

}  // namespace game
