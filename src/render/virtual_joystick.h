// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <memory>
#include <optional>
#include <string>

namespace render {

// A game controller made in software: SDL's virtual joystick, which SDL maps as a standard
// controller, plugged in for as long as this lives and pulled out when it goes. Its buttons and
// axes are set by the program; SDL turns them into events as if a hand had moved them. For the
// tests, the benchmark and --virtual-controller. Needs SDL's game-controller subsystem (see
// Controllers) to be up for all its life.
class VirtualJoystick {
 public:
  // Plugged in, or nullopt with SDL's reason in `problem`. Of another type than a game controller,
  // SDL maps it only when it is given a mapping for its GUID.
  static std::optional<VirtualJoystick> plug_in(std::string& problem,
                                                SDL_JoystickType type = SDL_JOYSTICK_TYPE_GAMECONTROLLER);

  // Sets a button or an axis, then has SDL make its events at once: a press let go before SDL's
  // next update of the joysticks (which a frame may skip) would otherwise be lost.
  void set_button(SDL_GameControllerButton button, bool down);
  void set_axis(SDL_GameControllerAxis axis, Sint16 value);
  // Both axes of a stick in one change, as a thumb moves them.
  void set_stick(SDL_GameControllerAxis x_axis, Sint16 x, SDL_GameControllerAxis y_axis, Sint16 y);

 private:
  // Closes the joystick and pulls the device out.
  struct Unplug {
    void operator()(SDL_Joystick* joystick) const;
  };
  explicit VirtualJoystick(SDL_Joystick* joystick) : joystick_(joystick) {}

  std::unique_ptr<SDL_Joystick, Unplug> joystick_;
};

}  // namespace render
