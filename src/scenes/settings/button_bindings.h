// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/input.h"
#include "render/pad_button.h"
#include "scenes/settings/command_table.h"
#include "scenes/settings/commands.h"

namespace scenes {

// The two things every menu needs from a controller: the options screen and
// the settings file can rebind them but never leave either without a button.
enum class MenuRole { Confirm, Cancel };
inline constexpr auto kMenuRoleNames = core::enum_table<MenuRole>({
    {MenuRole::Confirm, "confirm", "Confirm (menus)"},
    {MenuRole::Cancel, "cancel", "Cancel (menus)"},
});

// The commands a controller player cannot do without: the game menu (which
// reaches every command without a button of its own), the inventory and the
// eight directions.
bool is_essential_on_controller(Command command);

// Which controller buttons trigger which command in the dungeon, and which
// buttons confirm and cancel in the menus. As with keys, a button triggers at
// most one command; the menus' two are apart, so A can wait a turn in the
// dungeon and confirm in a menu.
class ButtonBindings {
 public:
  static ButtonBindings defaults() { return ButtonBindings(); }

  const std::vector<render::PadButton>& buttons(Command command) const { return table_.of(command); }
  std::optional<Command> command_of(render::PadButton button) const { return table_.command_of(button); }
  std::optional<Command> add(Command command, render::PadButton button) { return table_.add(command, button); }
  std::optional<Command> replace(Command command, render::PadButton button) { return table_.replace(command, button); }
  void clear(Command command) { table_.set(command, {}); }
  void reset(Command command);
  std::optional<Command> essential_left_without(Command command, render::PadButton button) const;
  std::vector<Command> restore_essential_buttons();

  const render::MenuButtons& menu() const { return menu_; }
  const std::vector<render::PadButton>& buttons(MenuRole role) const;
  // Makes `button` the only one of `role`. Refused, with the reason, when it is the other role's
  // only button; a button the other role shares is taken from it.
  std::optional<std::string> set(MenuRole role, render::PadButton button);
  // The role `button` confirms or cancels in menus, if any.
  std::optional<MenuRole> role_of(render::PadButton button) const;

  friend bool operator==(const ButtonBindings&, const ButtonBindings&) = default;

 private:
  ButtonBindings();
  std::vector<render::PadButton>& buttons_of(MenuRole role);

  CommandTable<render::PadButton> table_;
  render::MenuButtons menu_;
};

// A button's name in the settings file ("left_shoulder"), and the button a name means.
std::string_view button_id(render::PadButton button);
std::optional<render::PadButton> button_from_id(std::string_view id);

}  // namespace scenes
