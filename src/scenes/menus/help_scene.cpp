// SPDX-License-Identifier: MIT
#include "scenes/menus/help_scene.h"

#include <algorithm>
#include <string>

#include "render/color.h"

namespace scenes {

namespace {

namespace colors = render::colors;
using render::Align;
using render::TextSize;

constexpr int kHelpPadding = 24;
constexpr int kHelpHeaderHeight = 56;
constexpr int kHelpColumnGap = 32;
constexpr int kActionWidth = 240;  // the keys start at least this far into a column
constexpr int kActionGap = 12;     // between the widest action and the keys
constexpr int kColumnHeight = HelpScene::kPanel.h - kHelpHeaderHeight - kHelpPadding;
constexpr int kColumnWidth =
    (HelpScene::kPanel.w - 2 * kHelpPadding - (HelpScene::kColumns - 1) * kHelpColumnGap) / HelpScene::kColumns;

}  // namespace

HelpScene::HelpScene(render::SceneRequests& requests, Controls controls)
    : requests_(requests),
      keys_(controls.keys),
      buttons_(controls.buttons),
      close_(controls, Command::Help),
      sheet_(help_sheet(controls)),
      pages_(help_pages(sheet_, kColumns, kColumnHeight)) {}

void HelpScene::show_names_for(render::Prompts prompts) {
  if (prompts == prompts_) return;
  prompts_ = prompts;
  sheet_ = help_sheet({keys_, buttons_}, prompts);
  pages_ = help_pages(sheet_, kColumns, kColumnHeight);
  page_ = std::clamp(page_, 0, std::max(0, page_count() - 1));
}

void HelpScene::logic(const render::Input& input) {
  show_names_for(input.prompts());
  if (close_.key_pressed(input) || input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) ||
      OverlayClose::clicked_outside(input, kPanel)) {
    requests_.pop();
    return;
  }
  int delta = 0;
  if (input.pressed_or_repeated(SDLK_RIGHT) || input.pressed_or_repeated(SDLK_PAGEDOWN)) ++delta;
  if (input.pressed_or_repeated(SDLK_LEFT) || input.pressed_or_repeated(SDLK_PAGEUP)) --delta;
  page_ = std::clamp(page_ + delta, 0, std::max(0, page_count() - 1));
}

void HelpScene::draw(render::Canvas& canvas) {
  canvas.fill_rect(canvas.whole_screen(), {0, 0, 0, 170});
  canvas.fill_rect(kPanel, colors::palette().panel);
  canvas.outline_rect(kPanel, colors::palette().panel_border);
  const bool controller = prompts_.device == render::InputDevice::Controller;
  canvas.text(controller ? "Buttons" : "Keys", {kPanel.x + kHelpPadding, kPanel.y + 14}, colors::palette().accent,
              TextSize::Large);
  std::string hint = close_.keys_text(prompts_) + " closes   Options on the title screen change the " +
                     (controller ? "buttons" : "keys");
  if (page_count() > 1) {
    hint = "Page " + std::to_string(page_ + 1) + " of " + std::to_string(page_count()) + "   " +
           (controller ? "D-pad left/right" : "Left/Right") + ": turn   " + hint;
  }
  canvas.text(hint, {kPanel.x + kPanel.w - kHelpPadding, kPanel.y + 22}, colors::palette().text_dim, TextSize::Small,
              Align::Right);
  if (pages_.empty()) return;
  const HelpPage& page = pages_[page_];
  const int action_width = keys_offset(canvas);
  for (int column = 0; column < static_cast<int>(page.size()); ++column) {
    core::Point at{kPanel.x + kHelpPadding + column * (kColumnWidth + kHelpColumnGap), kPanel.y + kHelpHeaderHeight};
    for (int group : page[column]) {
      draw_group(canvas, sheet_[group], at, kColumnWidth, action_width);
      at.y += help_group_height(sheet_[group]);
    }
  }
}

// Where the keys start in a column: past the widest action of the whole sheet, so that every
// action is read whole and the keys line up on every page.
int HelpScene::keys_offset(render::Canvas& canvas) const {
  int widest = 0;
  for (const HelpGroup& group : sheet_) {
    for (const HelpLine& line : group.lines) widest = std::max(widest, canvas.measure_text(line.action).x);
  }
  return std::max(kActionWidth, widest + kActionGap);
}

void HelpScene::draw_group(render::Canvas& canvas, const HelpGroup& group, core::Point top_left, int width,
                           int action_width) const {
  canvas.text(group.heading, {top_left.x, top_left.y + 6}, colors::palette().accent);
  canvas.fill_rect({top_left.x, top_left.y + kHelpHeadingHeight - 6, width, 1}, colors::palette().panel_border);
  int y = top_left.y + kHelpHeadingHeight;
  for (const HelpLine& line : group.lines) {
    const int text_y = y + (kHelpLineHeight - canvas.line_height()) / 2;
    canvas.text(canvas.fit_text(line.action, action_width - kActionGap), {top_left.x, text_y}, colors::palette().text);
    const bool unbound = line.keys == "(none)";
    canvas.text(canvas.fit_text(line.keys, width - action_width), {top_left.x + action_width, text_y},
                unbound ? colors::palette().text_dim : colors::palette().accent);
    y += kHelpLineHeight;
  }
}

}  // namespace scenes
