// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "scenes/settings/commands.h"

namespace scenes {

// Which keys (or controller buttons) trigger which command: the rules both
// kinds of binding share. One key triggers at most one command; a command may
// have several keys.
template <typename Binding>
class CommandTable {
 public:
  using Defaults = std::function<std::vector<Binding>(Command)>;
  using Essential = std::function<bool(Command)>;

  explicit CommandTable(const Defaults& defaults) {
    for (Command command : all_commands()) bindings_[index(command)] = defaults(command);
  }

  const std::vector<Binding>& of(Command command) const { return bindings_[index(command)]; }

  std::optional<Command> command_of(Binding binding) const {
    for (Command command : all_commands()) {
      if (std::ranges::find(of(command), binding) != of(command).end()) return command;
    }
    return std::nullopt;
  }

  // Makes `binding` one of `command`'s, taking it from whatever command had it
  // before; returns that command, if it was moved.
  std::optional<Command> add(Command command, Binding binding) {
    const std::optional<Command> previous = command_of(binding);
    if (previous == command) return std::nullopt;
    // A key that meant two things would make one of them unreachable.
    if (previous) std::erase(bindings_[index(*previous)], binding);
    bindings_[index(command)].push_back(binding);
    return previous;
  }

  // Makes `binding` the only one of `command`; returns the command it was taken from, if any.
  std::optional<Command> replace(Command command, Binding binding) {
    const std::optional<Command> previous = command_of(binding);
    if (previous && previous != command) std::erase(bindings_[index(*previous)], binding);
    bindings_[index(command)] = {binding};
    return previous == command ? std::nullopt : previous;
  }

  void set(Command command, std::vector<Binding> bindings) { bindings_[index(command)] = std::move(bindings); }

  // The essential command whose last binding `binding` is, if giving it to
  // `command` would leave that one without any.
  std::optional<Command> essential_left_without(Command command, Binding binding, const Essential& essential) const {
    const std::optional<Command> owner = command_of(binding);
    if (!owner || *owner == command || !essential(*owner) || of(*owner).size() > 1) return std::nullopt;
    return owner;
  }

  // Gives every essential command without a binding its defaults back (taken
  // from other commands if need be); returns the commands that got them.
  std::vector<Command> restore_essentials(const Defaults& defaults, const Essential& essential) {
    std::vector<Command> restored;
    // Each pass gives essential commands their own defaults, which are
    // distinct, so a binding taken here is never taken back: one pass per
    // essential command is enough.
    for (int pass = 0; pass < kCommandCount; ++pass) {
      bool changed = false;
      for (Command command : all_commands()) {
        if (!essential(command) || !of(command).empty()) continue;
        for (Binding binding : defaults(command)) add(command, binding);
        if (std::ranges::find(restored, command) == restored.end()) restored.push_back(command);
        changed = true;
      }
      if (!changed) break;
    }
    return restored;
  }

  friend bool operator==(const CommandTable& a, const CommandTable& b) { return a.bindings_ == b.bindings_; }

 private:
  static std::size_t index(Command command) { return static_cast<std::size_t>(command); }

  std::array<std::vector<Binding>, kCommandCount> bindings_;
};

}  // namespace scenes
