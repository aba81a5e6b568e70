// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/debug/console_commands.h"
#include "game/world/world.h"
#include "render/canvas.h"
#include "render/input.h"

namespace scenes {

// The one-line debug console of a --debug run, drawn over the bottom of the
// dungeon view: typing, Backspace, Up/Down through the lines run before, Tab
// completion, Enter runs, Esc closes. It only types and shows; the commands
// are game::debug's and the dungeon scene runs them.
class DebugConsole {
 public:
  // Where it is drawn: the bottom edge of the map, over it.
  static constexpr int kLineHeight = 26;
  // Its height with a one-line reply; a longer reply wraps and makes it taller.
  static constexpr int kHeight = 2 * kLineHeight + 8;

  bool is_open() const { return open_; }
  void open();
  void close() { open_ = false; }
  // Opened in this tick, by a key still down: that key's press and character are not the console's.
  bool just_opened() const { return opened_this_tick_; }
  // One tick of typing; returns the line to run when Enter was pressed (the line is then cleared).
  std::optional<std::string> type(const render::Input& input, const game::World& world);
  // Shows what the line that ran did, until the next one.
  void show(const game::debug::ConsoleReply& reply);
  void draw(render::Canvas& canvas, const SDL_Rect& map_viewport);

  const std::string& line() const { return line_; }
  const std::string& reply() const { return reply_; }

 private:
  void recall(int step);
  void complete(const game::World& world);

  bool open_ = false;
  bool opened_this_tick_ = false;  // the key that opened the console also typed its character
  std::string line_;
  std::string reply_;
  bool reply_ok_ = true;
  std::vector<std::string> history_;  // oldest first
  std::size_t recalled_ = 0;          // history_.size() when no earlier line is shown
};

}  // namespace scenes
