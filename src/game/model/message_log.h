// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <vector>

namespace game {

// What the game has told the player this run, oldest first: the newest
// kLongest lines, each at most kLongestText bytes of valid UTF-8. The caps
// keep a long run's log (and its save) bounded, and are what a save reads
// back, so any log the game keeps it can save and load.
//
// A message equal to the newest line folds into it, whatever the turn (as in
// Brogue and DCSS: a fight of misses is one line, "The Micro Mouse misses
// you. (x3)"), so the line keeps the text once, how many times it was said
// and the turn it was said last.
class MessageLog {
 public:
  struct Message {
    std::string text;
    int turn = 0;   // when it was said last
    int count = 1;  // how many times in a row it was said
    // What the player reads: the text, and " (x3)" after it when it was said three times.
    std::string shown() const { return text + repeats(); }
    // " (x3)" for a line said three times; empty for a line said once.
    std::string repeats() const;
  };
  using Messages = std::deque<Message>;

  // Far more than a whole run to the top says, yet a few megabytes.
  static constexpr std::size_t kLongest = 100'000;
  static constexpr std::size_t kLongestText = 2000;
  // A line folds no more repeats than this; the next one starts a new line.
  static constexpr int kMostRepeats = 1'000'000'000;

  // Says `text` (made valid UTF-8 and cut to kLongestText) `times` times in a
  // row (1 to kMostRepeats): folded into the newest line when it says the
  // same, else a new line, dropping the oldest one when full.
  void add(std::string text, int turn, int times = 1);
  const Messages& all() const { return messages_; }
  bool empty() const { return messages_.empty(); }
  // How many messages were ever said, counting each repeat folded into a line
  // and the lines dropped since.
  std::size_t added() const { return added_; }
  // The lines written since added() was `count`, oldest first, as far as the
  // log still holds them: the new lines, and the line a repeat was folded
  // into (with its count as it is now), so a repeat still shows as news.
  std::vector<Message> since(std::size_t count) const;

 private:
  Messages messages_;
  std::size_t added_ = 0;
};

}  // namespace game
