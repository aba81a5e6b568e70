// SPDX-License-Identifier: MIT
#include "scenes/settings/button_bindings.h"

#include <algorithm>

namespace scenes {

namespace {

using render::PadButton;

// The default layout (see the README's controls table). A command added without its buttons
// fails to compile: the switch names every command and has no default. Those left without a
// button are in the game menu (Start).
std::vector<PadButton> default_buttons(Command command) {
  switch (command) {
    case Command::MoveUp: return {PadButton::DpadUp, PadButton::StickUp};
    case Command::MoveDown: return {PadButton::DpadDown, PadButton::StickDown};
    case Command::MoveLeft: return {PadButton::DpadLeft, PadButton::StickLeft};
    case Command::MoveRight: return {PadButton::DpadRight, PadButton::StickRight};
    case Command::MoveUpLeft: return {PadButton::StickUpLeft};
    case Command::MoveUpRight: return {PadButton::StickUpRight};
    case Command::MoveDownLeft: return {PadButton::StickDownLeft};
    case Command::MoveDownRight: return {PadButton::StickDownRight};
    case Command::Wait: return {PadButton::A};
    case Command::Explore: return {PadButton::X};
    case Command::Rest: return {PadButton::LeftStickClick};
    case Command::Search: return {PadButton::RightStickClick};
    case Command::TravelStairsUp: return {PadButton::LeftShoulder};
    case Command::TravelStairsDown: return {PadButton::RightShoulder};
    case Command::Look: return {PadButton::LeftTrigger};
    case Command::NextInView: return {PadButton::RightTrigger};
    case Command::Throw: return {PadButton::RightStickLeft};
    case Command::Fire: return {PadButton::RightStickRight};
    case Command::Inventory: return {PadButton::Y};
    case Command::MessageLog: return {PadButton::Back};
    case Command::Help: return {};
    case Command::ZoomIn: return {PadButton::RightStickUp};
    case Command::ZoomOut: return {PadButton::RightStickDown};
    case Command::ReloadData: return {};
    case Command::DebugConsole: return {};
    case Command::Screenshot: return {};
    case Command::Fullscreen: return {};
    case Command::Mute: return {};
    case Command::Menu: return {};
    case Command::GameMenu: return {PadButton::Start};
  }
  return {};
}

}  // namespace

bool is_essential_on_controller(Command command) {
  return command == Command::GameMenu || command == Command::Inventory || movement_of(command).has_value();
}

ButtonBindings::ButtonBindings() : table_(default_buttons) {}

void ButtonBindings::reset(Command command) {
  table_.set(command, default_buttons(command));
}

std::optional<Command> ButtonBindings::essential_left_without(Command command, PadButton button) const {
  return table_.essential_left_without(command, button, is_essential_on_controller);
}

std::vector<Command> ButtonBindings::restore_essential_buttons() {
  return table_.restore_essentials(default_buttons, is_essential_on_controller);
}

const std::vector<PadButton>& ButtonBindings::buttons(MenuRole role) const {
  return role == MenuRole::Confirm ? menu_.confirm : menu_.cancel;
}

std::vector<PadButton>& ButtonBindings::buttons_of(MenuRole role) {
  return role == MenuRole::Confirm ? menu_.confirm : menu_.cancel;
}

std::optional<std::string> ButtonBindings::set(MenuRole role, PadButton button) {
  const MenuRole other = role == MenuRole::Confirm ? MenuRole::Cancel : MenuRole::Confirm;
  std::vector<PadButton>& others = buttons_of(other);
  if (std::ranges::find(others, button) != others.end()) {
    if (others.size() == 1) {
      return std::string(render::button_label(button, render::PadStyle::Xbox)) + " is the only button that " +
             std::string(other == MenuRole::Confirm ? "confirms" : "cancels") +
             " in menus; give that another button first";
    }
    std::erase(others, button);
  }
  buttons_of(role) = {button};
  return std::nullopt;
}

std::optional<MenuRole> ButtonBindings::role_of(PadButton button) const {
  for (MenuRole role : core::values_of(kMenuRoleNames)) {
    if (std::ranges::find(buttons(role), button) != buttons(role).end()) return role;
  }
  return std::nullopt;
}

std::string_view button_id(PadButton button) {
  return core::id_of(render::kPadButtonNames, button);
}

std::optional<PadButton> button_from_id(std::string_view id) {
  return core::from_id(render::kPadButtonNames, id);
}

}  // namespace scenes
