// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <array>
#include <functional>
#include <optional>
#include <string>

#include "core/point.h"
#include "render/canvas.h"
#include "scenes/settings/controls.h"

// The row of buttons under the dungeon's map, as Brogue has: everything a player does with a
// key of their own there, a mouse-only player does here. Each button names its command and its
// key as bound, and does what that key does.
namespace scenes::button_bar {

// The commands on the bar, left to right.
// Fire is here so that a ranged weapon can be aimed and fired with the mouse alone; Menu opens the
// game menu, which holds every other command and the way back to the title.
inline constexpr std::array kCommands{
    Command::Explore,   Command::Rest,       Command::Fire, Command::TravelStairsUp, Command::TravelStairsDown,
    Command::Inventory, Command::MessageLog, Command::Help, Command::GameMenu};

struct Layout {
  SDL_Rect bar{};
  std::array<SDL_Rect, kCommands.size()> buttons{};
};

// The buttons share the bar's width up to the hover panel, in equal parts.
Layout lay_out(int message_lines, core::Point screen);

// The command of the button at `point`, if any.
std::optional<Command> command_at(const Layout& layout, core::Point point);

// "Explore", "Downstairs": what a button says above its key.
std::string label_of(Command command);

// Draws the bar; `enabled` says which commands can be done now (a dimmed button does nothing).
// Under each label: its first key, or its first button after a controller press (`prompts`).
void draw(render::Canvas& canvas, const Layout& layout, Controls controls, render::Prompts prompts, core::Point mouse,
          const std::function<bool(Command)>& enabled);

}  // namespace scenes::button_bar
