// SPDX-License-Identifier: MIT
// How the Mods screen looks: a title, the list of mods with their switches and arrows, what the latest
// change did, and the Back button.
#include <algorithm>

#include "render/color.h"
#include "scenes/menus/mods_scene.h"

namespace scenes {

namespace {

constexpr int kModsTitleY = 50;
constexpr int kIntroY = 128;
constexpr int kStatusGap = 20;  // between the list and what the latest change did
constexpr int kEmptyTop = 260;
constexpr int kEmptyStatusTop = 420;
constexpr int kStatusLines = 4;
constexpr int kStatusWidth = 1000;
constexpr int kTextLeft = 56;    // from the row's left edge, past the switch
constexpr int kTextRight = 120;  // from the row's right edge, before the arrows
constexpr SDL_Color kRowFill{26, 31, 42, 255};

// A box with a tick when on: "on" is read from the tick and the word beside it, not from colour alone.
void draw_switch(render::Canvas& canvas, const SDL_Rect& box, bool on) {
  canvas.fill_rect(box, render::colors::palette().panel);
  canvas.outline_rect(box, on ? render::colors::palette().good : render::colors::palette().text_dim, 2);
  if (!on) return;
  const int x = box.x;
  const int y = box.y;
  for (int thick = 0; thick < 3; ++thick) {
    canvas.line({x + 6, y + 13 + thick}, {x + 11, y + 18 + thick}, render::colors::palette().good);
    canvas.line({x + 11, y + 18 + thick}, {x + 20, y + 7 + thick}, render::colors::palette().good);
  }
}

// An arrow button: a triangle pointing up or down, dimmed where the mod cannot move further.
void draw_arrow(render::Canvas& canvas, const SDL_Rect& box, bool up, bool enabled, core::Point mouse) {
  const bool hovered = enabled && render::contains(box, mouse);
  canvas.fill_rect(box, hovered ? render::colors::palette().panel_border : render::colors::palette().panel);
  canvas.outline_rect(box, render::colors::palette().panel_border);
  const SDL_Color colour = enabled ? render::colors::palette().text : render::colors::palette().panel_border;
  const int centre = box.x + box.w / 2;
  for (int row = 0; row < 7; ++row) {
    const int y = up ? box.y + 8 + row : box.y + box.h - 9 - row;
    canvas.line({centre - row, y}, {centre + row, y}, colour);
  }
}

std::string requirement_text(const content::ModInfo& info) {
  if (info.required.empty()) return "";
  std::string text = "   needs: ";
  for (std::size_t i = 0; i < info.required.size(); ++i) text += (i == 0 ? "" : ", ") + info.required[i];
  return text;
}

}  // namespace

void ModsScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  const int centre = render::kDesignWidth / 2;
  canvas.text("MODS", {centre, kModsTitleY}, render::colors::palette().accent, render::TextSize::Title,
              render::Align::Center);
  canvas.text(
      canvas.fit_text("The mods in " + folder_.string() + ". A change loads at once, sprites and all.", kStatusWidth),
      {centre, kIntroY}, render::colors::palette().text_dim, render::TextSize::Normal, render::Align::Center);
  if (arranged_.empty()) {
    draw_empty(canvas);
  } else {
    const int first = first_shown();
    const int last = std::min(first + kVisibleRows, static_cast<int>(arranged_.size()));
    for (int i = first; i < last; ++i) draw_row(canvas, i);
  }
  draw_status(canvas);
  back_.draw(canvas, mouse_, arranged_.empty());
  const std::string hint = mods_hint();
  canvas.text(hint, {centre, render::kDesignHeight - 40}, render::colors::palette().text_dim, render::TextSize::Small,
              render::Align::Center);
}

void ModsScene::draw_row(render::Canvas& canvas, int index) const {
  const content::ArrangedMod& mod = arranged_[static_cast<std::size_t>(index)];
  const SDL_Rect row = row_rect(index);
  const bool focused = index == focused_;
  canvas.fill_rect(row, kRowFill);
  canvas.outline_rect(row, focused ? render::colors::palette().accent : render::colors::palette().panel_border,
                      focused ? 2 : 1);
  draw_switch(canvas, switch_rect(index), mod.enabled);
  const int text_width = row.w - kTextLeft - kTextRight;
  const std::string heading = std::to_string(index + 1) + ". " + mod.info.name + "  " + mod.info.version +
                              (mod.enabled ? "" : "   (off)") + requirement_text(mod.info);
  canvas.text(canvas.fit_text(heading, text_width), {row.x + kTextLeft, row.y + 6},
              mod.enabled ? render::colors::palette().text : render::colors::palette().text_dim);
  const std::string about = mod.info.description.empty() ? mod.info.id : mod.info.description;
  canvas.text(canvas.fit_text(about, text_width, render::TextSize::Small), {row.x + kTextLeft, row.y + 30},
              render::colors::palette().text_dim, render::TextSize::Small);
  const int count = static_cast<int>(arranged_.size());
  draw_arrow(canvas, up_rect(index), true, index > 0, mouse_);
  draw_arrow(canvas, down_rect(index), false, index + 1 < count, mouse_);
}

void ModsScene::draw_empty(render::Canvas& canvas) const {
  const int centre = render::kDesignWidth / 2;
  canvas.text("No mods found.", {centre, kEmptyTop}, render::colors::palette().text, render::TextSize::Large,
              render::Align::Center);
  const std::string how = folder_.empty() ? "There is no folder for the player's files, so no mods can be found."
                                          : "Put a mod's folder, holding its mod.json, in the folder above; "
                                            "data/README.md says how to make one.";
  int y = kEmptyTop + 50;
  for (const std::string& line : canvas.wrap_text(how, kStatusWidth)) {
    canvas.text(line, {centre, y}, render::colors::palette().text_dim, render::TextSize::Normal, render::Align::Center);
    y += canvas.line_height();
  }
}

// What the latest change did: a failed load's errors in red (the words say it failed too), else the count.
void ModsScene::draw_status(render::Canvas& canvas) const {
  std::vector<std::string> lines;
  const auto add = [&](const std::string& text) {
    for (std::string& line : canvas.wrap_text(text, kStatusWidth, render::TextSize::Small)) lines.push_back(line);
  };
  if (!arranged_.empty()) add(status_);
  if (failed_load_) {
    for (const json::Diagnostic& problem : failed_load_->all()) add(problem.to_string());
  }
  if (!found_problems_.empty()) add("Not listed, as its mod.json cannot be read: " + found_problems_);
  const int line_height = canvas.line_height(render::TextSize::Small);
  const int shown = std::min(static_cast<int>(arranged_.size()), kVisibleRows);
  const int top = shown == 0 ? kEmptyStatusTop : row_rect(first_shown() + shown - 1).y + row_rect(0).h + kStatusGap;
  const SDL_Color colour = failed_load_ ? render::colors::palette().bad : render::colors::palette().text_dim;
  for (int i = 0; i < std::min<int>(kStatusLines, static_cast<int>(lines.size())); ++i) {
    canvas.text(canvas.fit_text(lines[static_cast<std::size_t>(i)], kStatusWidth, render::TextSize::Small),
                {render::kDesignWidth / 2, top + i * line_height}, colour, render::TextSize::Small,
                render::Align::Center);
  }
}

std::string ModsScene::mods_hint() const {
  if (arranged_.empty()) {
    return keys_.controller ? keys_.confirm + " or " + keys_.cancel + ": back to the title"
                            : "Enter or Esc: back to the title";
  }
  if (!keys_.controller) return "Up/Down: pick   Space or Enter: on/off   Shift+Up/Down: move   Esc: back";
  return keys_.move + ": pick   " + keys_.confirm + ": on/off   hold " + keys_.page_up + " + " + keys_.move +
         ": move   " + keys_.cancel + ": back";
}

}  // namespace scenes
