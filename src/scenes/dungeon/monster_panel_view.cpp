// SPDX-License-Identifier: MIT
// Drawing the column of monsters in view (see monster_panel.h).
#include <algorithm>
#include <string>
#include <variant>

#include "render/color.h"
#include "scenes/dungeon/monster_glance.h"
#include "scenes/dungeon/monster_panel.h"
#include "scenes/dungeon/stat_bar.h"

namespace scenes::monster_panel {

namespace {

constexpr int kSpriteSize = 32;
constexpr int kTextX = kPadding + kSpriteSize + 8;  // from the row's left edge
constexpr int kRowBarMaxWidth = 112;
constexpr int kStateGap = 8;  // between the bar and the state
constexpr int kRowBarHeight = 16;

// As wide as leaves room for the longest state beside it, so every row's bar has the same width.
int bar_width(render::Canvas& canvas, const SDL_Rect& row) {
  int widest_state = 0;
  for (const char* state : kMonsterStates)
    widest_state = std::max(widest_state, canvas.measure_text(state, render::TextSize::Small).x);
  return std::min(kRowBarMaxWidth, row.w - kTextX - kPadding - kStateGap - widest_state);
}

void draw_row(render::Canvas& canvas, const Row& row, bool highlighted) {
  const game::Entity& entity = *row.monster;
  const auto& monster = std::get<game::Monster>(entity.kind);
  const SDL_Rect& r = row.rect;
  canvas.fill_rect(r, highlighted ? render::colors::palette().button_hover : render::colors::palette().button);
  if (highlighted) canvas.outline_rect(r, render::colors::palette().accent, 2);
  canvas.sprite(entity.sprite, {r.x + kPadding / 2, r.y + (r.h - kSpriteSize) / 2, kSpriteSize, kSpriteSize});

  const int text_width = r.w - kTextX - kPadding / 2;
  canvas.text(canvas.fit_text(entity.name, text_width), {r.x + kTextX, r.y + 3}, render::colors::palette().text);
  const SDL_Rect bar{r.x + kTextX, r.y + r.h - kRowBarHeight - 5, bar_width(canvas, r), kRowBarHeight};
  draw_stat_bar(canvas, bar, monster.hp, monster.max_hp, health_colour(monster.hp, monster.max_hp),
                std::to_string(monster.hp) + " / " + std::to_string(monster.max_hp));
  const int state_y = bar.y + (bar.h - canvas.line_height(render::TextSize::Small)) / 2;
  canvas.text(monster_state(monster), {r.x + r.w - kPadding, state_y},
              monster.alert ? render::colors::palette().bad : render::colors::palette().text_dim,
              render::TextSize::Small, render::Align::Right);
}

}  // namespace

void draw(render::Canvas& canvas, const Layout& layout, std::optional<game::EntityId> highlighted) {
  const SDL_Rect& area = layout.area;
  canvas.fill_rect(area, render::colors::palette().panel);
  canvas.outline_rect(area, render::colors::palette().panel_border);
  const int heading_y = area.y + (kHeadingHeight - canvas.line_height()) / 2;
  canvas.text("Monsters in view", {area.x + kPadding + 4, heading_y}, render::colors::palette().accent);
  if (layout.rows.empty()) {
    canvas.text("None.", {area.x + kPadding + 4, row_rect(area, 0).y + 4}, render::colors::palette().text_dim);
    return;
  }
  for (const Row& row : layout.rows) draw_row(canvas, row, highlighted == row.monster->id);
  if (layout.more > 0) {
    const SDL_Rect more = more_rect(area, static_cast<int>(layout.rows.size()));
    canvas.text("+" + std::to_string(layout.more) + " more", {more.x + kPadding, more.y + 4},
                render::colors::palette().text_dim);
  }
}

void draw_map_highlight(render::Canvas& canvas, const MapView& map_view, core::Point tile) {
  const render::Canvas::PixelUnits in_pixels(canvas);
  const SDL_Rect box = map_view.tile_rect(tile);
  const int frame = std::max(2, canvas.screen().to_pixels(2));
  canvas.clip_to(map_view.viewport());
  canvas.outline_rect({box.x - frame, box.y - frame, box.w + 2 * frame, box.h + 2 * frame},
                      render::colors::palette().accent, frame);
  canvas.clip_to_screen();
}

}  // namespace scenes::monster_panel
