// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <string_view>

#include "core/enum_table.h"
#include "core/point.h"

namespace render {

// Everything on a game controller that can be bound to a command: SDL's
// buttons, the two triggers pulled past half way, and each stick pushed one of
// eight ways (the left stick) or four (the right), counted as buttons so that
// a binding never cares which it is.
enum class PadButton {
  A,
  B,
  X,
  Y,
  Back,
  Guide,
  Start,
  LeftStickClick,
  RightStickClick,
  LeftShoulder,
  RightShoulder,
  DpadUp,
  DpadDown,
  DpadLeft,
  DpadRight,
  LeftTrigger,
  RightTrigger,
  StickUp,
  StickDown,
  StickLeft,
  StickRight,
  StickUpLeft,
  StickUpRight,
  StickDownLeft,
  StickDownRight,
  RightStickUp,
  RightStickDown,
  RightStickLeft,
  RightStickRight,
};

// "left_shoulder": the settings file's name; "LB": what the screen shows for an Xbox-style
// controller (see button_label for the others).
inline constexpr auto kPadButtonNames = core::enum_table<PadButton>({
    {PadButton::A, "a", "A"},
    {PadButton::B, "b", "B"},
    {PadButton::X, "x", "X"},
    {PadButton::Y, "y", "Y"},
    {PadButton::Back, "back", "Back"},
    {PadButton::Guide, "guide", "Guide"},
    {PadButton::Start, "start", "Start"},
    {PadButton::LeftStickClick, "left_stick_click", "L3"},
    {PadButton::RightStickClick, "right_stick_click", "R3"},
    {PadButton::LeftShoulder, "left_shoulder", "LB"},
    {PadButton::RightShoulder, "right_shoulder", "RB"},
    {PadButton::DpadUp, "dpad_up", "D-pad \u2191"},
    {PadButton::DpadDown, "dpad_down", "D-pad \u2193"},
    {PadButton::DpadLeft, "dpad_left", "D-pad \u2190"},
    {PadButton::DpadRight, "dpad_right", "D-pad \u2192"},
    {PadButton::LeftTrigger, "left_trigger", "LT"},
    {PadButton::RightTrigger, "right_trigger", "RT"},
    {PadButton::StickUp, "left_stick_up", "Stick \u2191"},
    {PadButton::StickDown, "left_stick_down", "Stick \u2193"},
    {PadButton::StickLeft, "left_stick_left", "Stick \u2190"},
    {PadButton::StickRight, "left_stick_right", "Stick \u2192"},
    {PadButton::StickUpLeft, "left_stick_up_left", "Stick \u2196"},
    {PadButton::StickUpRight, "left_stick_up_right", "Stick \u2197"},
    {PadButton::StickDownLeft, "left_stick_down_left", "Stick \u2199"},
    {PadButton::StickDownRight, "left_stick_down_right", "Stick \u2198"},
    {PadButton::RightStickUp, "right_stick_up", "R-stick \u2191"},
    {PadButton::RightStickDown, "right_stick_down", "R-stick \u2193"},
    {PadButton::RightStickLeft, "right_stick_left", "R-stick \u2190"},
    {PadButton::RightStickRight, "right_stick_right", "R-stick \u2192"},
});

// How a controller's maker prints its buttons. SDL reports buttons by where they sit (A is the
// bottom face button on every controller), so one binding fits all; only the names differ.
enum class PadStyle { Xbox, PlayStation, Nintendo };

// The style of a controller of SDL's type (Xbox for every type SDL does not tell apart).
PadStyle pad_style_of(SDL_GameControllerType type);

// What the screen calls `button` on a controller of `style`: "Cross" for A on a PlayStation pad.
std::string_view button_label(PadButton button, PadStyle style);

// The button SDL's event names, or nullopt for one the game does not use (paddles, touchpad).
std::optional<PadButton> pad_button_of(SDL_GameControllerButton button);

// The left stick's button for a step ((0,-1) is up), or nullopt for no step.
std::optional<PadButton> stick_button_of(std::optional<core::Point> step);
// The right stick's button for a straight step, or nullopt.
std::optional<PadButton> right_stick_button_of(std::optional<core::Point> step);

}  // namespace render
