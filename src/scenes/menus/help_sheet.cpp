// SPDX-License-Identifier: MIT
#include "scenes/menus/help_sheet.h"

#include <array>

#include "core/enum_table.h"
#include "scenes/menus/game_menu_scene.h"

namespace scenes {

namespace {

enum class CommandGroup { Moving, Walks, Screens, MapAndWindow };
// The help screen's headings, in the order it shows them.
constexpr auto kCommandGroupNames = core::enum_table<CommandGroup>({
    {CommandGroup::Moving, "moving", "Moving and fighting"},
    {CommandGroup::Walks, "walks", "Walks of many steps"},
    {CommandGroup::Screens, "screens", "Screens"},
    {CommandGroup::MapAndWindow, "map_and_window", "Map and window"},
});

// A command added without a heading fails to compile: the switch names every
// command and has no default, so no key is ever left off the help screen.
CommandGroup group_of(Command command) {
  switch (command) {
    case Command::MoveUp:
    case Command::MoveDown:
    case Command::MoveLeft:
    case Command::MoveRight:
    case Command::MoveUpLeft:
    case Command::MoveUpRight:
    case Command::MoveDownLeft:
    case Command::MoveDownRight:
    case Command::Wait:
    case Command::Search:
    case Command::Throw:
    case Command::Fire: return CommandGroup::Moving;
    case Command::Explore:
    case Command::Rest:
    case Command::TravelStairsUp:
    case Command::TravelStairsDown: return CommandGroup::Walks;
    case Command::Inventory:
    case Command::MessageLog:
    case Command::Help:
    case Command::Menu:
    case Command::GameMenu: return CommandGroup::Screens;
    case Command::Look:
    case Command::NextInView:
    case Command::ZoomIn:
    case Command::ZoomOut:
    case Command::ReloadData:
    case Command::DebugConsole:
    case Command::Screenshot:
    case Command::Fullscreen:
    case Command::Mute: return CommandGroup::MapAndWindow;
  }
  return CommandGroup::Screens;
}

// What no binding changes: the mouse, and the keys the game keeps for itself.
HelpGroup fixed_controls() {
  return {"Mouse, and keys of their own",
          {{"Describe a tile", "point at it"},
           {"Show the way there", "point at a tile you know"},
           {"Walk there", "click a tile you know"},
           {"Attack", "walk into it, or click it"},
           {"Search, by mouse", "click yourself"},
           {"Wait, by mouse", "right-click yourself"},
           {"Keep walking", "hold a move key"},
           {"Stop a walk", "any key or click"},
           {"Look: go to cursor", "Enter"},
           {"Leave look mode", "Esc"},
           {"Zoom the map", "mouse wheel"},
           {"Fullscreen, always", "Alt+Enter"}}};
}

// A command's keys, or its buttons; one without a button may still be in the game menu.
std::string names_of(Controls controls, Command command, render::Prompts prompts) {
  const bool controller = prompts.device == render::InputDevice::Controller;
  if (controller && controls.buttons.buttons(command).empty() && is_in_game_menu(command)) return "game menu";
  return binding_names(controls, command, prompts);
}

// What the controller does wherever no binding reaches: the menus, the inventory, look and aim.
HelpGroup fixed_buttons(Controls controls, render::Prompts prompts) {
  const std::string confirm = button_name(controls.buttons.buttons(MenuRole::Confirm).front(), prompts);
  const std::string cancel = button_name(controls.buttons.buttons(MenuRole::Cancel).front(), prompts);
  const std::string x = button_name(render::PadButton::X, prompts);
  return {"Menus and the inventory",
          {{"Move the focus", "stick or d-pad"},
           {"Choose, press", confirm},
           {"Back, close", cancel},
           {"Turn a page", button_name(render::PadButton::LeftShoulder, prompts) + ", " +
                               button_name(render::PadButton::RightShoulder, prompts)},
           {"Inventory: pick up, put down", confirm},
           {"Inventory: use at once", x},
           {"Look: go to cursor", confirm},
           {"Leave look or aim", cancel},
           {"Keep walking", "hold the stick"},
           {"Stop a walk", "any button"}}};
}

}  // namespace

std::vector<HelpGroup> help_sheet(Controls controls, render::Prompts prompts) {
  std::vector<HelpGroup> sheet;
  for (CommandGroup group : core::values_of(kCommandGroupNames)) {
    HelpGroup lines{std::string(core::label_of(kCommandGroupNames, group)), {}};
    for (Command command : all_commands()) {
      if (group_of(command) == group)
        lines.lines.push_back(
            {std::string(core::label_of(kCommandNames, command)), names_of(controls, command, prompts)});
    }
    sheet.push_back(std::move(lines));
  }
  const bool controller = prompts.device == render::InputDevice::Controller;
  sheet.push_back(controller ? fixed_buttons(controls, prompts) : fixed_controls());
  return sheet;
}

std::vector<HelpPage> help_pages(const std::vector<HelpGroup>& sheet, int columns_per_page, int column_height) {
  std::vector<HelpPage> pages;
  int used = column_height;  // as if a full column came before the first group
  for (int index = 0; index < static_cast<int>(sheet.size()); ++index) {
    const int height = help_group_height(sheet[index]);
    const bool fits = used + height <= column_height;
    if (!fits) {
      if (pages.empty() || static_cast<int>(pages.back().size()) == columns_per_page) pages.emplace_back();
      pages.back().emplace_back();
      used = 0;
    }
    pages.back().back().push_back(index);
    used += height;
  }
  return pages;
}

}  // namespace scenes
