// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <optional>

#include "core/enum_table.h"
#include "core/point.h"

namespace scenes {

// Everything in the game a player can bind keys or controller buttons to.
// Menus keep their own fixed keys (arrows, Enter, Esc) so a bad binding can
// never lock the player out.
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
  GameMenu,
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
    {Command::GameMenu, "game_menu", "Game menu"},
});

inline constexpr int kCommandCount = static_cast<int>(kCommandNames.size());

// Every command, in the order of kCommandNames.
constexpr std::array<Command, kCommandCount> all_commands() {
  return core::values_of(kCommandNames);
}

// The step a movement command asks for; nullopt for every other command.
constexpr std::optional<core::Point> movement_of(Command command) {
  switch (command) {
    case Command::MoveUp: return core::Point{0, -1};
    case Command::MoveDown: return core::Point{0, 1};
    case Command::MoveLeft: return core::Point{-1, 0};
    case Command::MoveRight: return core::Point{1, 0};
    case Command::MoveUpLeft: return core::Point{-1, -1};
    case Command::MoveUpRight: return core::Point{1, -1};
    case Command::MoveDownLeft: return core::Point{-1, 1};
    case Command::MoveDownRight: return core::Point{1, 1};
    default: return std::nullopt;
  }
}

}  // namespace scenes
