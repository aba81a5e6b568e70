// SPDX-License-Identifier: MIT
#include "scenes/dungeon/hover_panel.h"

#include <algorithm>
#include <string>
#include <vector>

#include "render/color.h"
#include "scenes/dungeon/stat_bar.h"

namespace scenes {

namespace {

constexpr int kHoverPadding = 12;
constexpr int kHoverBarWidth = 120;
constexpr int kHoverBarHeight = 20;

SDL_Color hover_colour_of(FactTone tone) {
  switch (tone) {
    case FactTone::Warning: return render::colors::palette().bad;
    case FactTone::Reassuring: return render::colors::palette().good;
    case FactTone::Plain: break;
  }
  return render::colors::palette().text;
}

struct PanelLine {
  std::string text;
  SDL_Color colour;
};

// Every fact, each wrapped to the panel's width.
std::vector<PanelLine> fact_lines(render::Canvas& canvas, const TileDescription& hovered, int width) {
  std::vector<PanelLine> lines;
  for (const DescriptionLine& fact : hovered.facts) {
    for (std::string& line : canvas.wrap_text(fact.text, width, render::TextSize::Small)) {
      lines.push_back({std::move(line), hover_colour_of(fact.tone)});
    }
  }
  return lines;
}

// The facts first, then the description in the lines left: cut short with "..." when it does
// not fit, left out when not one line of it does. A fact is never cut for the description
// (the panel grows to hold every fact: see draw_hover_panel).
std::vector<PanelLine> body_lines(render::Canvas& canvas, const TileDescription& hovered, int width, int max_lines) {
  std::vector<PanelLine> lines = fact_lines(canvas, hovered, width);
  // Under facts, the description is flavour and steps back.
  const SDL_Color colour = hovered.facts.empty() ? render::colors::palette().text : render::colors::palette().text_dim;
  const std::vector<std::string> description = canvas.wrap_text(hovered.description, width, render::TextSize::Small);
  const int room = max_lines - static_cast<int>(lines.size());
  for (int i = 0; i < std::min<int>(room, static_cast<int>(description.size())); ++i) {
    const bool cut = i == room - 1 && static_cast<int>(description.size()) > room;
    lines.push_back(
        {cut ? canvas.fit_text(description[i] + " ...", width, render::TextSize::Small) : description[i], colour});
  }
  return lines;
}

// The name in large letters; a monster's HP bar takes the right end of its line.
int draw_heading(render::Canvas& canvas, const TileDescription& hovered, core::Point at, int width) {
  int name_width = width;
  if (hovered.health) {
    const int bar_y = at.y + (canvas.line_height(render::TextSize::Large) - kHoverBarHeight) / 2;
    const SDL_Rect bar{at.x + width - kHoverBarWidth, bar_y, kHoverBarWidth, kHoverBarHeight};
    draw_stat_bar(canvas, bar, hovered.health->hp, hovered.health->max_hp,
                  health_colour(hovered.health->hp, hovered.health->max_hp),
                  "HP " + std::to_string(hovered.health->hp) + " / " + std::to_string(hovered.health->max_hp));
    name_width -= kHoverBarWidth + 8;
  }
  canvas.text(canvas.fit_text(hovered.name, name_width, render::TextSize::Large), at, render::colors::palette().accent,
              render::TextSize::Large);
  return at.y + canvas.line_height(render::TextSize::Large) + 2;
}

// The panel's place: `area`, or taller, growing up over the map, when the facts need more lines
// than it has (a monster in a debug run says where it is defined, too); at most `tallest` high.
SDL_Rect panel_for(render::Canvas& canvas, const SDL_Rect& area, const std::optional<TileDescription>& hovered,
                   int tallest) {
  if (!hovered) return area;
  const int width = area.w - 2 * kHoverPadding;
  const int needed =
      kHoverPadding + canvas.line_height(render::TextSize::Large) + 2 +
      static_cast<int>(fact_lines(canvas, *hovered, width).size()) * canvas.line_height(render::TextSize::Small) +
      kHoverPadding / 2;
  const int height = std::clamp(needed, area.h, std::max(area.h, tallest));
  return {area.x, area.y + area.h - height, area.w, height};
}

}  // namespace

void draw_hover_panel(render::Canvas& canvas, const SDL_Rect& given_area, const std::optional<TileDescription>& hovered,
                      int tallest) {
  const SDL_Rect area = panel_for(canvas, given_area, hovered, tallest);
  canvas.fill_rect(area, render::colors::palette().panel);
  canvas.outline_rect({area.x - 1, area.y, area.w + 1, area.h}, render::colors::palette().panel_border);
  const int x = area.x + kHoverPadding;
  const int width = area.w - 2 * kHoverPadding;
  if (!hovered) {
    canvas.text("Point at a tile to look at it.", {x, area.y + kHoverPadding}, render::colors::palette().text_dim);
    return;
  }
  const int first_line_y = draw_heading(canvas, *hovered, {x, area.y + kHoverPadding}, width);
  const int line_height = canvas.line_height(render::TextSize::Small);
  const int max_lines = std::max(1, (area.y + area.h - kHoverPadding / 2 - first_line_y) / line_height);
  const std::vector<PanelLine> lines = body_lines(canvas, *hovered, width, max_lines);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i].text, {x, first_line_y + static_cast<int>(i) * line_height}, lines[i].colour,
                render::TextSize::Small);
  }
}

}  // namespace scenes
