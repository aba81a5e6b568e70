// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/sight.h"
#include "game/world/world.h"

// The debug console's commands (mouseking --debug): what a content designer
// types to try new content at once. Pure rules, no SDL: the scene types, this runs.
namespace game::debug {

// What one console line did: the line the console shows back, whether it
// worked, and whether the content must be read again, which only the scene
// can do (it owns the content library and its reload check).
struct ConsoleReply {
  bool ok = false;
  std::string text;
  bool reload_requested = false;
  // `sight`: the scene's sight overlay changes to `overlay` (nothing: off). Only the scene draws it.
  bool overlay_changed = false;
  std::optional<core::Sight> overlay;
  // `intent on` / `intent off`: the scene's overlay of each monster's state and target.
  std::optional<bool> intent_overlay;
};

// The most copies one `spawn` makes.
inline constexpr int kMostSpawned = 100;

// Runs one line: `spawn NAME [N]`, `give NAME`, `floor N`, `reveal`, `heal`,
// `god`, `where NAME`, `ai NAME`, `intent on|off`, `sight RULE [SPACING]` or `sight off`, `reload`, `help`. Names are
// matched exactly, or in any letter case when only one name matches so. Nothing takes a turn; everything made goes
// through the world's EntityFactory, as in play. A mistake changes nothing and says what was wrong, with the closest
// command or name.
ConsoleReply run_console_command(World& world, std::string_view line);

// The command words, in the order `help` and Tab list them.
const std::vector<std::string>& console_command_words();

// What Tab makes of a line: the line completed as far as every candidate
// agrees, and the candidates when more than one is left.
struct Completion {
  std::string line;
  std::vector<std::string> candidates;
};

// Completes the command word, then (after `spawn`, `give`, `where` or `ai`) the
// name of anything the factory makes, matching letters in any case.
Completion complete_console_line(const World& world, std::string_view line);

}  // namespace game::debug
