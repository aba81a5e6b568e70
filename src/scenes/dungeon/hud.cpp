// SPDX-License-Identifier: MIT
#include "scenes/dungeon/hud.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "game/model/player.h"
#include "render/color.h"
#include "scenes/dungeon/hover_panel.h"
#include "scenes/dungeon/stat_bar.h"

namespace scenes::hud {

namespace {

constexpr int kHudPadding = 12;
// Where the statuses start in the top bar, and the room kept each side of the band's name.
constexpr int kStatusX = 745;
constexpr int kBandGap = 24;

void draw_panel(render::Canvas& canvas, const SDL_Rect& rect) {
  canvas.fill_rect(rect, render::colors::palette().panel);
  canvas.outline_rect(rect, render::colors::palette().panel_border);
}

// XP gathered towards the next level, and how much that level needs.
std::pair<int, int> xp_towards_next_level(const game::World& world) {
  const auto& thresholds = world.content().player.xp_thresholds;
  const int level = world.player().level;
  const int previous = level >= 2 ? thresholds[level - 2] : 0;
  if (level - 1 >= static_cast<int>(thresholds.size())) return {1, 1};
  return {world.player().xp - previous, thresholds[level - 1] - previous};
}

std::string status_line(const game::Player& player) {
  std::string line;
  for (const game::StatusEffect& status : player.statuses) {
    const std::string name(core::label_of(content::kStatusKindNames, status.kind));
    line += (line.empty() ? "" : "  ") + name + " " + std::to_string(status.turns_left);
  }
  return line;
}

// A folded line's count stays in sight however long its text is.
std::string fit_message(render::Canvas& canvas, const game::MessageLog::Message& message, int width) {
  const std::string repeats = message.repeats();
  return canvas.fit_text(message.text, width - canvas.measure_text(repeats, render::TextSize::Normal).x) + repeats;
}

}  // namespace

namespace {

// "DEBUG" (and "GOD" while god mode is on) framed in red, ending at `right`: this run does not count.
// Returns where its frame begins.
int draw_debug_tag(render::Canvas& canvas, const game::World& world, int right) {
  const std::string tag = world.god_mode() ? "DEBUG  GOD" : "DEBUG";
  constexpr int kTagPadding = 8;
  constexpr int kTagGap = 16;
  const core::Point size = canvas.measure_text(tag);
  const SDL_Rect box{right - kTagGap - size.x - 2 * kTagPadding, (kTopBarHeight - size.y) / 2 - 3,
                     size.x + 2 * kTagPadding, size.y + 6};
  canvas.fill_rect(box, {70, 20, 22, 255});
  canvas.outline_rect(box, render::colors::palette().bad);
  canvas.text(tag, {box.x + kTagPadding, box.y + 3}, render::colors::palette().bad);
  return box.x;
}

}  // namespace

void draw_top_bar(render::Canvas& canvas, const game::World& world) {
  const int width = canvas.size().x;
  const SDL_Rect bar{0, 0, width, kTopBarHeight};
  draw_panel(canvas, bar);
  const game::Player& player = world.player();
  const int text_y = (kTopBarHeight - canvas.line_height(render::TextSize::Large)) / 2;
  canvas.text("Floor " + std::to_string(world.floor_number()), {kHudPadding, text_y}, render::colors::palette().accent,
              render::TextSize::Large);

  const SDL_Rect hp_bar{140, 9, 190, 22};
  draw_stat_bar(canvas, hp_bar, player.hp, player.stats.max_hp, health_colour(player.hp, player.stats.max_hp),
                "HP " + std::to_string(player.hp) + " / " + std::to_string(player.stats.max_hp));
  const auto [xp_now, xp_needed] = xp_towards_next_level(world);
  const SDL_Rect xp_bar{344, 9, 190, 22};
  draw_stat_bar(canvas, xp_bar, xp_now, xp_needed, render::colors::palette().xp_bar,
                "Level " + std::to_string(player.level) + "  XP " + std::to_string(player.xp));

  const int small_y = (kTopBarHeight - canvas.line_height()) / 2;
  const std::string fighting = "ATK " + std::to_string(player.stats.attack_min) + "-" +
                               std::to_string(player.stats.attack_max) + "  DEF " +
                               std::to_string(player.stats.defence);
  canvas.text(fighting, {550, small_y}, render::colors::palette().text);
  const std::string statuses = status_line(player);
  canvas.text(statuses, {kStatusX, small_y}, render::colors::palette().bad);
  const std::string clock = top_bar_clock(world);
  canvas.text(clock, {width - kHudPadding, small_y}, render::colors::palette().text_dim, render::TextSize::Normal,
              render::Align::Right);
  int right = width - kHudPadding - canvas.measure_text(clock).x;
  if (world.debug_run()) right = draw_debug_tag(canvas, world, right);
  // The band's name left of the clock (and the debug tag), where the statuses leave it room; the log told
  // it on arrival.
  if (const std::string band = world.floor_look().name; !band.empty()) {
    const int band_right = right - kBandGap;
    const int band_left = band_right - canvas.measure_text(band).x;
    if (band_left >= kStatusX + canvas.measure_text(statuses).x + kBandGap)
      canvas.text(band, {band_right, small_y}, render::colors::palette().accent, render::TextSize::Normal,
                  render::Align::Right);
  }
}

std::string top_bar_clock(const game::World& world) {
  const std::string run =
      world.daily_date().empty() ? "Seed " + std::to_string(world.seed()) : "Daily " + world.daily_date();
  return "Turn " + std::to_string(world.turn()) + "   " + run;
}

void draw_bottom_panel(render::Canvas& canvas, const game::World& world, const std::optional<TileDescription>& hovered,
                       int message_lines, std::optional<SDL_Rect> pointed) {
  const int height = message_panel_height(message_lines);
  const int top = canvas.size().y - height;
  const SDL_Rect hover = hover_panel(canvas.size());
  const int messages_width = hover.x;
  draw_panel(canvas, {0, top, messages_width, height});

  // Newest message at the bottom, brightest; older ones fade upwards.
  const auto& messages = world.messages().all();
  const int count = std::min({kMessageLines, std::max(1, message_lines), static_cast<int>(messages.size())});
  const int line = canvas.line_height() + 4;
  for (int i = 0; i < count; ++i) {
    const auto& message = messages[messages.size() - count + i];
    const bool newest = i == count - 1;
    canvas.text(fit_message(canvas, message, messages_width - 2 * kHudPadding),
                {kHudPadding, top + kHudPadding + i * line},
                newest ? render::colors::palette().text : render::colors::palette().text_dim);
  }

  draw_hover_panel(canvas, hover, hovered, dungeon_map_viewport(message_lines, canvas.size()), pointed);
}

}  // namespace scenes::hud
