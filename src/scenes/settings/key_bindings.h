// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "core/enum_table.h"
#include "core/point.h"

namespace scenes {

// Everything in the game a player can bind keys to. Menus keep their own fixed
// keys (arrows, Enter, Esc) so a bad binding can never lock the player out.
// (The options screen calls these "actions"; in the code they are commands, so
// that they are never mistaken for the game::Action a turn is made of.)
enum class Command {
  MoveUp,
  MoveDown,
  MoveLeft,
  MoveRight,
  MoveUpLeft,
  MoveUpRight,
  MoveDownLeft,
  MoveDownRight,
  Wait,
  Explore,
  Rest,
  Search,
  TravelStairsUp,
  TravelStairsDown,
  Look,
  NextInView,
  Throw,
  Fire,
  Inventory,
  MessageLog,
  Help,
  ZoomIn,
  ZoomOut,
  ReloadData,
  DebugConsole,
  Screenshot,
  Fullscreen,
  Mute,
  Menu,
};

// "move_up": the settings file's key; "Move up": what the options screen shows.
// Their order is the order the options screen and the settings file list them.
inline constexpr auto kCommandNames = core::enum_table<Command>({
    {Command::MoveUp, "move_up", "Move up"},
    {Command::MoveDown, "move_down", "Move down"},
    {Command::MoveLeft, "move_left", "Move left"},
    {Command::MoveRight, "move_right", "Move right"},
    {Command::MoveUpLeft, "move_up_left", "Move up-left"},
    {Command::MoveUpRight, "move_up_right", "Move up-right"},
    {Command::MoveDownLeft, "move_down_left", "Move down-left"},
    {Command::MoveDownRight, "move_down_right", "Move down-right"},
    {Command::Wait, "wait", "Wait a turn"},
    {Command::Explore, "explore", "Explore"},
    {Command::Rest, "rest", "Rest"},
    {Command::Search, "search", "Search for traps"},
    {Command::TravelStairsUp, "travel_stairs_up", "Walk to stairs up"},
    {Command::TravelStairsDown, "travel_stairs_down", "Walk to stairs down"},
    {Command::Look, "look", "Look"},
    {Command::NextInView, "next_in_view", "Next in view"},
    {Command::Throw, "throw", "Throw"},
    {Command::Fire, "fire", "Fire"},
    {Command::Inventory, "inventory", "Inventory"},
    {Command::MessageLog, "message_log", "Message log"},
    {Command::Help, "help", "Help: the keys"},
    {Command::ZoomIn, "zoom_in", "Zoom in"},
    {Command::ZoomOut, "zoom_out", "Zoom out"},
    {Command::ReloadData, "reload_data", "Reload data"},
    {Command::DebugConsole, "debug_console", "Debug console (--debug)"},
    {Command::Screenshot, "screenshot", "Screenshot"},
    {Command::Fullscreen, "fullscreen", "Fullscreen"},
    {Command::Mute, "mute", "Mute / unmute"},
    {Command::Menu, "menu", "Back to title"},
});

inline constexpr int kCommandCount = static_cast<int>(kCommandNames.size());

// Every command, in the order of kCommandNames.
constexpr std::array<Command, kCommandCount> all_commands() {
  return core::values_of(kCommandNames);
}

// The commands a run cannot do without (back to the title, the inventory, the
// message log, the help, the eight directions): neither the options screen nor
// the settings file may leave one of them without a key.
bool is_essential(Command command);

// The step a movement command asks for; nullopt for every other command.
std::optional<core::Point> movement_of(Command command);

// Which keys trigger which command. A key triggers at most one command; a
// command may have several keys (arrows, numpad and vi keys all move).
class KeyBindings {
 public:
  // The keys the game has always used.
  static KeyBindings defaults();

  const std::vector<SDL_Keycode>& keys(Command command) const { return keys_[index(command)]; }
  std::optional<Command> command_of(SDL_Keycode key) const;

  // Makes `key` one of `command`'s keys, taking it from whatever command had it
  // before; returns that command, if the key was moved.
  std::optional<Command> add(Command command, SDL_Keycode key);
  // Makes `key` the only key of `command`; returns the command it was taken from, if any.
  std::optional<Command> replace(Command command, SDL_Keycode key);
  void clear(Command command) { keys_[index(command)].clear(); }
  void reset(Command command) { keys_[index(command)] = defaults().keys(command); }

  // The essential command whose last key `key` is, if giving `key` to
  // `command` would leave it without one.
  std::optional<Command> essential_left_without(Command command, SDL_Keycode key) const;
  // Gives every essential command without a key its default keys back
  // (taken from other commands if need be); returns the commands that got them.
  std::vector<Command> restore_essential_keys();

  friend bool operator==(const KeyBindings&, const KeyBindings&) = default;

 private:
  static std::size_t index(Command command) { return static_cast<std::size_t>(command); }

  std::array<std::vector<SDL_Keycode>, kCommandCount> keys_;
};

// A key's name as SDL spells it ("Up", "Keypad 8", "H"), which the settings file uses.
std::string key_name(SDL_Keycode key);
// The key a name means (any letter case), or nullopt for a name SDL does not know.
std::optional<SDL_Keycode> key_from_name(std::string_view name);

}  // namespace scenes
