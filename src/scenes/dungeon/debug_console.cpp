// SPDX-License-Identifier: MIT
#include "scenes/dungeon/debug_console.h"

#include <SDL.h>

#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

#include "core/utf8.h"
#include "render/color.h"

namespace scenes {

namespace {

constexpr int kConsolePadding = 10;
constexpr SDL_Color kConsoleBackground{24, 14, 16, 255};  // the red of the DEBUG tag, dark: opaque like every panel

bool any_pressed(const render::Input& input, std::initializer_list<SDL_Keycode> keys) {
  for (SDL_Keycode key : keys)
    if (input.was_pressed(key)) return true;
  return false;
}

// The line without its last character (a whole UTF-8 sequence, never half of one).
void erase_last_character(std::string& line) {
  while (!line.empty()) {
    const auto byte = static_cast<unsigned char>(line.back());
    line.pop_back();
    if ((byte & 0xC0) != 0x80) return;  // not a continuation byte: the character's first byte is gone
  }
}

}  // namespace

void DebugConsole::open() {
  open_ = true;
  opened_this_tick_ = true;
  recalled_ = history_.size();
}

std::optional<std::string> DebugConsole::type(const render::Input& input, const game::World& world) {
  if (input.was_pressed(SDLK_ESCAPE)) {
    open_ = false;
    return std::nullopt;
  }
  // No command holds a backquote: the console key's character, which SDL may send a frame after
  // its press, is never typed.
  if (!opened_this_tick_)
    std::ranges::copy_if(input.text_typed(), std::back_inserter(line_), [](char c) { return c != '`'; });
  opened_this_tick_ = false;
  if (input.pressed_or_repeated(SDLK_BACKSPACE)) erase_last_character(line_);
  if (input.was_pressed(SDLK_UP)) recall(-1);
  if (input.was_pressed(SDLK_DOWN)) recall(+1);
  if (input.was_pressed(SDLK_TAB)) complete(world);
  if (!any_pressed(input, {SDLK_RETURN, SDLK_KP_ENTER}) || line_.empty()) return std::nullopt;
  std::string entered = std::move(line_);
  line_.clear();
  if (history_.empty() || history_.back() != entered) history_.push_back(entered);
  recalled_ = history_.size();
  return entered;
}

void DebugConsole::show(const game::debug::ConsoleReply& reply) {
  reply_ = reply.text;
  reply_ok_ = reply.ok;
}

void DebugConsole::recall(int step) {
  if (history_.empty()) return;
  const auto next = static_cast<std::ptrdiff_t>(recalled_) + step;
  if (next < 0 || next > static_cast<std::ptrdiff_t>(history_.size())) return;
  recalled_ = static_cast<std::size_t>(next);
  line_ = recalled_ == history_.size() ? "" : history_[recalled_];
}

void DebugConsole::complete(const game::World& world) {
  const game::debug::Completion completion = game::debug::complete_console_line(world, line_);
  line_ = completion.line;
  if (completion.candidates.empty()) return;
  std::string list;
  for (const std::string& candidate : completion.candidates) list += (list.empty() ? "" : ", ") + candidate;
  reply_ = list;
  reply_ok_ = true;
}

void DebugConsole::draw(render::Canvas& canvas, const SDL_Rect& map_viewport) {
  if (!open_) return;
  const int width = map_viewport.w - 2 * kConsolePadding;
  const std::string shown =
      reply_.empty() ? "Debug console: help lists the commands; Tab completes; Esc closes" : reply_;
  // The reply is read whole, wrapped over as many lines as it needs, as far as the map has room.
  std::vector<std::string> reply_lines = canvas.wrap_text(shown, width);
  const int most_lines = std::max(1, (map_viewport.h - 8) / kLineHeight - 1);
  if (static_cast<int>(reply_lines.size()) > most_lines) reply_lines.resize(static_cast<std::size_t>(most_lines));
  const int height = (static_cast<int>(reply_lines.size()) + 1) * kLineHeight + 8;
  const SDL_Rect box{map_viewport.x, map_viewport.y + map_viewport.h - height, map_viewport.w, height};
  canvas.fill_rect(box, kConsoleBackground);
  canvas.outline_rect(box, render::colors::palette().bad);
  int y = box.y + 4 + (kLineHeight - canvas.line_height()) / 2;
  const SDL_Color reply_colour = reply_.empty() ? render::colors::palette().text_dim
                                 : reply_ok_    ? render::colors::palette().good
                                                : render::colors::palette().bad;
  for (const std::string& line : reply_lines) {
    canvas.text(line, {box.x + kConsolePadding, y}, reply_colour);
    y += kLineHeight;
  }
  const int reply_y = y - kLineHeight;
  const std::string prompt = "> " + line_ + "_";
  // A long line shows its end, where the typing is.
  std::string visible = prompt;
  while (visible.size() > 2 && canvas.measure_text(visible).x > width)
    visible.erase(0, std::max<std::size_t>(1, core::utf8_character_length(visible, 0)));
  canvas.text(visible, {box.x + kConsolePadding, reply_y + kLineHeight}, render::colors::palette().accent);
}

}  // namespace scenes
