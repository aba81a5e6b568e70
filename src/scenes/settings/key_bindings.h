// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "scenes/settings/command_table.h"
#include "scenes/settings/commands.h"

namespace scenes {

// The commands a run cannot do without (back to the title, the inventory, the
// message log, the help, the eight directions): neither the options screen nor
// the settings file may leave one of them without a key.
bool is_essential(Command command);

// Which keys trigger which command. A key triggers at most one command; a
// command may have several keys (arrows, numpad and vi keys all move).
class KeyBindings {
 public:
  // The keys the game has always used.
  static KeyBindings defaults() { return KeyBindings(); }

  const std::vector<SDL_Keycode>& keys(Command command) const { return table_.of(command); }
  std::optional<Command> command_of(SDL_Keycode key) const { return table_.command_of(key); }

  // Makes `key` one of `command`'s keys, taking it from whatever command had it
  // before; returns that command, if the key was moved.
  std::optional<Command> add(Command command, SDL_Keycode key) { return table_.add(command, key); }
  // Makes `key` the only key of `command`; returns the command it was taken from, if any.
  std::optional<Command> replace(Command command, SDL_Keycode key) { return table_.replace(command, key); }
  void clear(Command command) { table_.set(command, {}); }
  void reset(Command command);

  // The essential command whose last key `key` is, if giving `key` to
  // `command` would leave it without one.
  std::optional<Command> essential_left_without(Command command, SDL_Keycode key) const;
  // Gives every essential command without a key its default keys back
  // (taken from other commands if need be); returns the commands that got them.
  std::vector<Command> restore_essential_keys();

  friend bool operator==(const KeyBindings&, const KeyBindings&) = default;

 private:
  KeyBindings();

  CommandTable<SDL_Keycode> table_;
};

// A key's name as SDL spells it ("Up", "Keypad 8", "H"), which the settings file uses.
std::string key_name(SDL_Keycode key);
// The key a name means (any letter case), or nullopt for a name SDL does not know.
std::optional<SDL_Keycode> key_from_name(std::string_view name);

}  // namespace scenes
