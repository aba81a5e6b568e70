// SPDX-License-Identifier: MIT
#include "render/pad_button.h"

namespace render {

PadStyle pad_style_of(SDL_GameControllerType type) {
  switch (type) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5: return PadStyle::PlayStation;
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO: return PadStyle::Nintendo;
    default: return PadStyle::Xbox;
  }
}

namespace {

std::optional<std::string_view> playstation_label(PadButton button) {
  switch (button) {
    case PadButton::A: return "Cross";
    case PadButton::B: return "Circle";
    case PadButton::X: return "Square";
    case PadButton::Y: return "Triangle";
    case PadButton::Back: return "Share";
    case PadButton::Guide: return "PS";
    case PadButton::Start: return "Options";
    case PadButton::LeftShoulder: return "L1";
    case PadButton::RightShoulder: return "R1";
    case PadButton::LeftTrigger: return "L2";
    case PadButton::RightTrigger: return "R2";
    default: return std::nullopt;
  }
}

// A Nintendo controller prints B on the bottom face button, A on the right, Y on the left and X on top.
std::optional<std::string_view> nintendo_label(PadButton button) {
  switch (button) {
    case PadButton::A: return "B";
    case PadButton::B: return "A";
    case PadButton::X: return "Y";
    case PadButton::Y: return "X";
    case PadButton::Back: return "-";
    case PadButton::Guide: return "Home";
    case PadButton::Start: return "+";
    case PadButton::LeftShoulder: return "L";
    case PadButton::RightShoulder: return "R";
    case PadButton::LeftTrigger: return "ZL";
    case PadButton::RightTrigger: return "ZR";
    default: return std::nullopt;
  }
}

}  // namespace

std::string_view button_label(PadButton button, PadStyle style) {
  std::optional<std::string_view> own;
  if (style == PadStyle::PlayStation) own = playstation_label(button);
  if (style == PadStyle::Nintendo) own = nintendo_label(button);
  return own ? *own : core::label_of(kPadButtonNames, button);
}

std::optional<PadButton> pad_button_of(SDL_GameControllerButton button) {
  switch (button) {
    case SDL_CONTROLLER_BUTTON_A: return PadButton::A;
    case SDL_CONTROLLER_BUTTON_B: return PadButton::B;
    case SDL_CONTROLLER_BUTTON_X: return PadButton::X;
    case SDL_CONTROLLER_BUTTON_Y: return PadButton::Y;
    case SDL_CONTROLLER_BUTTON_BACK: return PadButton::Back;
    case SDL_CONTROLLER_BUTTON_GUIDE: return PadButton::Guide;
    case SDL_CONTROLLER_BUTTON_START: return PadButton::Start;
    case SDL_CONTROLLER_BUTTON_LEFTSTICK: return PadButton::LeftStickClick;
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return PadButton::RightStickClick;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return PadButton::LeftShoulder;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return PadButton::RightShoulder;
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return PadButton::DpadUp;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return PadButton::DpadDown;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return PadButton::DpadLeft;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return PadButton::DpadRight;
    default: return std::nullopt;
  }
}

namespace {

struct StepButton {
  core::Point step;
  PadButton button;
};

constexpr StepButton kLeftStick[] = {
    {{0, -1}, PadButton::StickUp},       {{0, 1}, PadButton::StickDown},      {{-1, 0}, PadButton::StickLeft},
    {{1, 0}, PadButton::StickRight},     {{-1, -1}, PadButton::StickUpLeft},  {{1, -1}, PadButton::StickUpRight},
    {{-1, 1}, PadButton::StickDownLeft}, {{1, 1}, PadButton::StickDownRight},
};
constexpr StepButton kRightStick[] = {
    {{0, -1}, PadButton::RightStickUp},
    {{0, 1}, PadButton::RightStickDown},
    {{-1, 0}, PadButton::RightStickLeft},
    {{1, 0}, PadButton::RightStickRight},
};

template <std::size_t N>
std::optional<PadButton> button_for(const StepButton (&buttons)[N], std::optional<core::Point> step) {
  for (const StepButton& entry : buttons) {
    if (step == entry.step) return entry.button;
  }
  return std::nullopt;
}

}  // namespace

std::optional<PadButton> stick_button_of(std::optional<core::Point> step) {
  return button_for(kLeftStick, step);
}

std::optional<PadButton> right_stick_button_of(std::optional<core::Point> step) {
  return button_for(kRightStick, step);
}

}  // namespace render
