// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "render/input.h"
#include "scenes/settings/controls.h"

namespace scenes {

// One line of the help screen: what a key does, and the keys that do it.
struct HelpLine {
  std::string action;
  std::string keys;
};

// A heading of the help screen and its lines.
struct HelpGroup {
  std::string heading;
  std::vector<HelpLine> lines;
};

// Every command under its heading, with its keys as `controls` binds them
// ("(none)" for a command without a key), then what the mouse does; or, when
// the player's latest press came from the controller, its buttons and what the
// controller does in menus.
std::vector<HelpGroup> help_sheet(Controls controls, render::Prompts prompts = {});

// The groups (indices into the sheet) of each column of each page, top to
// bottom: groups are kept whole and laid out in order, a column holding as
// many as fit in `column_height` pixels. A group taller than a column gets a
// column to itself.
using HelpColumn = std::vector<int>;
using HelpPage = std::vector<HelpColumn>;
std::vector<HelpPage> help_pages(const std::vector<HelpGroup>& sheet, int columns_per_page, int column_height);

// How tall a group is drawn: its heading, then a row per line.
inline constexpr int kHelpHeadingHeight = 34;
inline constexpr int kHelpLineHeight = 20;
inline constexpr int kHelpGroupGap = 12;
inline int help_group_height(const HelpGroup& group) {
  return kHelpHeadingHeight + static_cast<int>(group.lines.size()) * kHelpLineHeight + kHelpGroupGap;
}

}  // namespace scenes
