// SPDX-License-Identifier: MIT
#include "render/virtual_joystick.h"

namespace render {

std::optional<VirtualJoystick> VirtualJoystick::plug_in(std::string& problem, SDL_JoystickType type) {
  const int device = SDL_JoystickAttachVirtual(type, SDL_CONTROLLER_AXIS_MAX, SDL_CONTROLLER_BUTTON_MAX, 0);
  SDL_Joystick* joystick = device >= 0 ? SDL_JoystickOpen(device) : nullptr;
  if (joystick == nullptr) {
    problem = std::string("the virtual controller could not be plugged in: ") + SDL_GetError();
    if (device >= 0) SDL_JoystickDetachVirtual(device);
    return std::nullopt;
  }
  return VirtualJoystick(joystick);
}

void VirtualJoystick::Unplug::operator()(SDL_Joystick* joystick) const {
  const SDL_JoystickID instance = SDL_JoystickInstanceID(joystick);
  SDL_JoystickClose(joystick);
  // The device's index among SDL's joysticks, found again: others may have come and gone since.
  for (int index = 0; index < SDL_NumJoysticks(); ++index) {
    if (SDL_JoystickGetDeviceInstanceID(index) == instance) {
      SDL_JoystickDetachVirtual(index);
      break;
    }
  }
}

void VirtualJoystick::set_button(SDL_GameControllerButton button, bool down) {
  SDL_JoystickSetVirtualButton(joystick_.get(), button, down ? 1 : 0);
  SDL_JoystickUpdate();
}

void VirtualJoystick::set_axis(SDL_GameControllerAxis axis, Sint16 value) {
  SDL_JoystickSetVirtualAxis(joystick_.get(), axis, value);
  SDL_JoystickUpdate();
}

void VirtualJoystick::set_stick(SDL_GameControllerAxis x_axis, Sint16 x, SDL_GameControllerAxis y_axis, Sint16 y) {
  SDL_JoystickSetVirtualAxis(joystick_.get(), x_axis, x);
  SDL_JoystickSetVirtualAxis(joystick_.get(), y_axis, y);
  SDL_JoystickUpdate();
}

}  // namespace render
