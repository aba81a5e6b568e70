// SPDX-License-Identifier: MIT
#include "scenes/dungeon/hover_panel.h"

#include <algorithm>
#include <limits>
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

// The facts, each wrapped to the panel's width, as many whole ones as `max_lines` hold.
std::vector<PanelLine> fact_lines(render::Canvas& canvas, const TileDescription& hovered, int width,
                                  int max_lines = std::numeric_limits<int>::max()) {
  std::vector<PanelLine> lines;
  for (const DescriptionLine& fact : hovered.facts) {
    const std::vector<std::string> wrapped = canvas.wrap_text(fact.text, width, render::TextSize::Small);
    if (static_cast<int>(lines.size() + wrapped.size()) > max_lines) break;
    for (const std::string& line : wrapped) lines.push_back({line, hover_colour_of(fact.tone)});
  }
  return lines;
}

// The whole facts that fit, then the description when `with_description`, in at most `max_lines`: the last
// description line is cut short with "..." when it does not fit, and it is left out when not one
// line of it does.
std::vector<PanelLine> body_lines(render::Canvas& canvas, const TileDescription& hovered, int width, int max_lines,
                                  bool with_description) {
  std::vector<PanelLine> lines = fact_lines(canvas, hovered, width, max_lines);
  if (!with_description) return lines;
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

// The height an entry needs to be read whole in a box `width` wide.
int whole_height(render::Canvas& canvas, const TileDescription& hovered, int width) {
  const int text_width = width - 2 * kHoverPadding;
  const int lines = static_cast<int>(fact_lines(canvas, hovered, text_width).size() +
                                     canvas.wrap_text(hovered.description, text_width, render::TextSize::Small).size());
  return kHoverPadding + canvas.line_height(render::TextSize::Large) + 2 +
         lines * canvas.line_height(render::TextSize::Small) + kHoverPadding / 2;
}

void draw_box(render::Canvas& canvas, const SDL_Rect& box) {
  canvas.fill_rect(box, render::colors::palette().panel);
  canvas.outline_rect({box.x - 1, box.y, box.w + 1, box.h}, render::colors::palette().panel_border);
}

// The heading, then the body in the lines the box has left.
void draw_entry(render::Canvas& canvas, const SDL_Rect& box, const TileDescription& hovered, bool with_description) {
  const int x = box.x + kHoverPadding;
  const int width = box.w - 2 * kHoverPadding;
  const int first_line_y = draw_heading(canvas, hovered, {x, box.y + kHoverPadding}, width);
  const int line_height = canvas.line_height(render::TextSize::Small);
  const int max_lines = std::max(1, (box.y + box.h - kHoverPadding / 2 - first_line_y) / line_height);
  const std::vector<PanelLine> lines = body_lines(canvas, hovered, width, max_lines, with_description);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i].text, {x, first_line_y + static_cast<int>(i) * line_height}, lines[i].colour,
                render::TextSize::Small);
  }
}

}  // namespace

std::optional<SDL_Rect> hover_box(render::Canvas& canvas, const SDL_Rect& panel, const TileDescription& hovered,
                                  const SDL_Rect& map, std::optional<SDL_Rect> pointed) {
  const int needed = whole_height(canvas, hovered, panel.w);
  if (needed <= panel.h) return std::nullopt;
  constexpr int kMargin = 8;
  const int height = std::min(needed, map.h - 2 * kMargin);
  const bool pointed_right = pointed && pointed->x + pointed->w / 2 >= map.x + map.w / 2;
  const int x = pointed_right ? map.x + kMargin : map.x + map.w - kMargin - panel.w;
  return SDL_Rect{x, map.y + map.h - kMargin - height, panel.w, height};
}

void draw_hover_panel(render::Canvas& canvas, const SDL_Rect& area, const std::optional<TileDescription>& hovered,
                      const SDL_Rect& map, std::optional<SDL_Rect> pointed) {
  draw_box(canvas, area);
  if (!hovered) {
    canvas.text("Point at a tile to look at it.", {area.x + kHoverPadding, area.y + kHoverPadding},
                render::colors::palette().text_dim);
    return;
  }
  const std::optional<SDL_Rect> box = hover_box(canvas, area, *hovered, map, pointed);
  draw_entry(canvas, area, *hovered, !box);
  if (!box) return;
  draw_box(canvas, *box);
  draw_entry(canvas, *box, *hovered, true);
}

}  // namespace scenes
