// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_table.h"
#include "render/pad_button.h"
#include "scenes/settings/button_bindings.h"
#include "scenes/settings/key_bindings.h"

// The settings file's two kinds of binding, for its reader and its writer (settings_file.cpp and
// settings_writer.cpp); not for other code.
namespace scenes::binding_kinds {

inline const std::vector<std::string>& known_key_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> list;
    for (int code = 0; code < SDL_NUM_SCANCODES; ++code) {
      const char* name = SDL_GetScancodeName(static_cast<SDL_Scancode>(code));
      if (name != nullptr && *name != '\0') list.emplace_back(name);
    }
    return list;
  }();
  return names;
}

// What the settings file says about keys, and what it says about a controller's buttons: the two
// kinds of binding are read, described and written by the same code.
struct KeyKind {
  using Binding = SDL_Keycode;
  using Table = KeyBindings;
  static constexpr const char* kMember = "keys";
  static constexpr const char* kAbout =
      "The keys of each action; an action left out keeps its default keys. Key names are SDL's, such as \"Up\", "
      "\"Keypad 8\", \"K\" or \"F5\".";
  static constexpr const char* kNoun = "key";
  static constexpr const char* kListExample = "a list of key names such as [\"Up\", \"Keypad 8\", \"K\"]";
  static constexpr const char* kNameExample = "a key name such as \"Up\", \"Keypad 8\", \"H\" or \"F5\"";
  static std::optional<Binding> from_name(std::string_view name) { return key_from_name(name); }
  static std::string name(Binding key) { return key_name(key); }
  static const std::vector<std::string>& known_names() { return known_key_names(); }
  static const std::vector<Binding>& of(const Table& table, Command command) { return table.keys(command); }
  static std::vector<Command> restore(Table& table) { return table.restore_essential_keys(); }
};

struct ButtonKind {
  using Binding = render::PadButton;
  using Table = ButtonBindings;
  static constexpr const char* kMember = "buttons";
  static constexpr const char* kAbout =
      "The game controller's buttons of each action in the dungeon; an action left out keeps its default "
      "buttons. Button names are \"a\", \"b\", \"x\", \"y\", \"back\", \"start\", \"left_shoulder\", "
      "\"left_trigger\", \"dpad_up\", \"left_stick_up_left\", \"right_stick_down\" and the like.";
  static constexpr const char* kNoun = "button";
  static constexpr const char* kListExample = "a list of button names such as [\"dpad_up\", \"left_stick_up\"]";
  static constexpr const char* kNameExample = "a button name such as \"a\", \"left_shoulder\" or \"dpad_up\"";
  static std::optional<Binding> from_name(std::string_view name) { return button_from_id(name); }
  static std::string name(Binding button) { return std::string(button_id(button)); }
  static const std::vector<std::string>& known_names() {
    static const std::vector<std::string> names = core::ids_of(render::kPadButtonNames);
    return names;
  }
  static const std::vector<Binding>& of(const Table& table, Command command) { return table.buttons(command); }
  static std::vector<Command> restore(Table& table) { return table.restore_essential_buttons(); }
};

}  // namespace scenes::binding_kinds
