// SPDX-License-Identifier: MIT
#include "game/saving/action_list_codec.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string_view>
#include <unordered_map>

#include "core/utf8.h"

namespace game {

namespace {

constexpr char kSeparator = ',';
constexpr char kRepeat = '*';
// "throw 65535 1000 1000": the longest action's words, with a count and a comma after it.
constexpr std::size_t kLongestPackedAction = 40;

void append_run(std::string& text, const Action& action, std::size_t count) {
  if (!text.empty()) text += kSeparator;
  text += to_text(action);
  if (count > 1) text += kRepeat + std::to_string(count);
}

// One packed entry: its action and how many times it repeats.
struct PackedRun {
  Action action;
  std::size_t count = 1;
};

std::optional<PackedRun> run_from_text(std::string_view entry) {
  PackedRun run;
  if (const std::size_t star = entry.rfind(kRepeat); star != std::string_view::npos) {
    const std::string_view digits = entry.substr(star + 1);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), run.count);
    if (error != std::errc{} || end != digits.data() + digits.size() || run.count < 2) return std::nullopt;
    entry = entry.substr(0, star);
  }
  const std::optional<Action> action = action_from_text(entry);
  if (!action) return std::nullopt;
  run.action = *action;
  return run;
}

// A run's few kinds of entry, each read once: a walk is the same few moves again and again.
class EntryReader {
 public:
  std::optional<PackedRun> read(std::string_view entry) {
    if (const auto known = read_before_.find(entry); known != read_before_.end()) return known->second;
    if (read_before_.size() >= kMostRemembered) read_before_.clear();
    return read_before_[entry] = run_from_text(entry);
  }

 private:
  static constexpr std::size_t kMostRemembered = 4096;
  std::unordered_map<std::string_view, std::optional<PackedRun>> read_before_;  // views into the text read
};

std::vector<Action> unpack(SavedJsonReader& reader, const std::string& key, std::string_view text, std::size_t limit) {
  std::vector<Action> actions;
  // Every entry is one action or more: as many as there are entries, at least, and rarely many more.
  actions.reserve(std::min(limit, static_cast<std::size_t>(std::ranges::count(text, kSeparator)) + 1));
  EntryReader entries;
  std::size_t entry_number = 0;
  while (!text.empty()) {
    const std::size_t comma = text.find(kSeparator);
    const std::string_view entry = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    const std::optional<PackedRun> run = entries.read(entry);
    if (!run) {
      reader.fail(key, "entry " + std::to_string(entry_number + 1) + ", " + core::quoted(std::string(entry)) +
                           ", is not an action (nor an action and its count, as in \"wait*40\")");
      return {};
    }
    if (run->count > limit - actions.size()) {
      reader.fail(key, "holds more than " + std::to_string(limit) + " actions, the most a run records");
      return {};
    }
    actions.insert(actions.end(), run->count, run->action);
    ++entry_number;
  }
  return actions;
}

std::vector<Action> from_list(SavedJsonReader& reader, const std::string& key, std::size_t limit) {
  std::vector<Action> actions;
  const std::vector<std::string> texts = reader.string_list(key, limit, kLongestPackedAction);
  actions.reserve(texts.size());
  for (const std::string& text : texts) {
    const std::optional<Action> action = action_from_text(text);
    if (!action) {
      reader.fail(key + "[" + std::to_string(actions.size()) + "]", core::quoted(text) + " is not an action");
      return {};
    }
    actions.push_back(*action);
  }
  return actions;
}

}  // namespace

std::string packed_actions(std::span<const Action> actions) {
  std::string text;
  std::size_t run_start = 0;
  for (std::size_t i = 1; i <= actions.size(); ++i) {
    if (i < actions.size() && actions[i] == actions[run_start]) continue;
    append_run(text, actions[run_start], i - run_start);
    run_start = i;
  }
  return text;
}

std::size_t longest_packed_text(std::size_t count) {
  return count * kLongestPackedAction;
}

std::vector<Action> read_actions(SavedJsonReader& reader, const std::string& key, std::size_t limit) {
  if (!reader.holds_text(key)) return from_list(reader, key, limit);
  const std::string text = reader.string(key, longest_packed_text(limit));
  if (!reader.ok()) return {};
  return unpack(reader, key, text, limit);
}

}  // namespace game
