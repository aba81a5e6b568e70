// SPDX-License-Identifier: MIT
#include "scenes/menus/content_errors_box.h"

#include <algorithm>
#include <vector>

#include "render/color.h"
#include "scenes/dungeon/hud.h"

namespace scenes {

namespace {

constexpr int kBoxPadding = 12;
constexpr int kBoxSectionGap = 8;
// Errors come first and get most of the room; a few warning lines still show below them.
constexpr int kMaxErrorLines = 10;
constexpr int kMaxBoxWarningLines = 4;
constexpr int kBoxMargin = 40;

// One framed part of the box: a heading in the part's colour over its messages.
struct Section {
  std::string heading;
  SDL_Color colour;
  std::vector<std::string> messages;
  int max_lines = 0;
};

std::vector<std::string> messages_of(const json::Diagnostics& diagnostics, json::Severity severity) {
  std::vector<std::string> messages;
  for (const json::Diagnostic& diagnostic : diagnostics.all()) {
    if (diagnostic.severity == severity) messages.push_back(diagnostic.to_string());
  }
  return messages;
}

std::vector<std::string> wrapped(render::Canvas& canvas, const std::vector<std::string>& messages, int width) {
  std::vector<std::string> lines;
  for (const std::string& message : messages) {
    for (std::string& line : canvas.wrap_text(message, width, render::TextSize::Small)) {
      lines.push_back(canvas.fit_text(line, width, render::TextSize::Small));
    }
  }
  return lines;
}

// Draws the section with its top edge at `top`, as tall as its lines need; returns its bottom edge.
int draw_section(render::Canvas& canvas, int top, const Section& section) {
  const SDL_Rect area{kBoxMargin, 0, canvas.size().x - 2 * kBoxMargin, 0};
  const int width = area.w - 2 * kBoxPadding;
  const std::vector<std::string> lines = wrapped(canvas, section.messages, width);
  const int shown = std::min(section.max_lines, static_cast<int>(lines.size()));
  const int line_height = canvas.line_height(render::TextSize::Small) + 2;
  const int first_line_y = top + kBoxPadding + canvas.line_height() + 8;
  const SDL_Rect panel{area.x, top, area.w, first_line_y - top + shown * line_height + kBoxPadding};
  canvas.fill_rect(panel, {30, 10, 14, 240});
  canvas.outline_rect(panel, section.colour, 2);
  canvas.text(section.heading, {panel.x + kBoxPadding, panel.y + kBoxPadding}, section.colour);
  for (int i = 0; i < shown; ++i) {
    const bool more = i == shown - 1 && static_cast<int>(lines.size()) > shown;
    canvas.text(more ? "... and more: run mouseking --check-data for the full list" : lines[i],
                {panel.x + kBoxPadding, first_line_y + i * line_height}, render::colors::palette().text,
                render::TextSize::Small);
  }
  return panel.y + panel.h;
}

}  // namespace

void draw_content_errors(render::Canvas& canvas, const json::Diagnostics& diagnostics) {
  const int errors_bottom =
      draw_section(canvas, hud::kTopBarHeight + 20,
                   {"The game data has errors; still playing with the previous data. Fix them and press F5.",
                    render::colors::palette().bad, messages_of(diagnostics, json::Severity::Error), kMaxErrorLines});
  std::vector<std::string> warnings = messages_of(diagnostics, json::Severity::Warning);
  if (warnings.empty()) return;
  draw_section(canvas, errors_bottom + kBoxSectionGap,
               {"Warnings (these alone would not keep the new data out):", render::colors::palette().warning,
                std::move(warnings), kMaxBoxWarningLines});
}

std::string content_errors_text(const json::Diagnostics& diagnostics) {
  std::string text;
  for (const json::Severity severity : {json::Severity::Error, json::Severity::Warning}) {
    for (const std::string& message : messages_of(diagnostics, severity)) text += message + "\n";
  }
  return text;
}

}  // namespace scenes
