// SPDX-License-Identifier: MIT
#include "scenes/menus/high_scores_scene.h"

#include <SDL.h>

#include <algorithm>

#include "game/saving/run_summary_files.h"
#include "render/color.h"
#include "scenes/dungeon/replay_scene.h"
#include "scenes/menus/notice_lines.h"
#include "scenes/menus/run_summary_scene.h"

namespace scenes {

namespace {

constexpr int kTableWidth = 1200;
constexpr int kTableTop = 190;
constexpr int kScoresButtonWidth = 220;
constexpr int kScoresButtonHeight = 44;
constexpr int kScoresButtonGap = 20;
constexpr int kWarningLineHeight = 18;
constexpr int kNoticeLines = 2;  // what the room between the table and the buttons holds
constexpr int kSubtitleY = 122;
constexpr int kTabTop = 150;
constexpr int kTabWidth = 160;
constexpr int kTabHeight = 32;
constexpr int kTabGap = 10;

SDL_Rect tab_rect(int index) {
  const int left = (render::kDesignWidth - 2 * kTabWidth - kTabGap) / 2;
  return {left + index * (kTabWidth + kTabGap), kTabTop, kTabWidth, kTabHeight};
}

constexpr int kScoresButtons = 3;

SDL_Rect button_rect(int index, int top) {
  const int left =
      (render::kDesignWidth - kScoresButtons * kScoresButtonWidth - (kScoresButtons - 1) * kScoresButtonGap) / 2;
  return {left + index * (kScoresButtonWidth + kScoresButtonGap), top, kScoresButtonWidth, kScoresButtonHeight};
}

}  // namespace

HighScoresScene::HighScoresScene(SceneContext context)
    : context_(std::move(context)),
      table_view_((render::kDesignWidth - kTableWidth) / 2, kTableTop, kTableWidth),
      watch_{button_rect(0, kTableTop + HighScoreTableView::kHeight + 50), "Watch replay", false},
      summary_{button_rect(1, kTableTop + HighScoreTableView::kHeight + 50), "Summary", false},
      back_{button_rect(2, kTableTop + HighScoreTableView::kHeight + 50), "Back"},
      all_time_tab_{tab_rect(0), "All-time"},
      daily_tab_{tab_rect(1), "Daily runs"} {
  // Without a folder of the player's there is no table to read (never one in the current folder).
  const std::filesystem::path& user_dir = context_.options.user_dir;
  // A game that may not write the folder leaves even a broken table where it is.
  const bool may_write = context_.options.read_only_reason.empty();
  game::LoadedTable loaded = user_dir.empty() ? game::LoadedTable{}
                             : may_write      ? game::HighScoreTable::load(game::high_scores_path(user_dir))
                                              : game::HighScoreTable::read(game::high_scores_path(user_dir));
  table_ = std::move(loaded.table);
  warning_ = std::move(loaded.warning);
  if (!warning_.empty()) SDL_Log("%s", warning_.c_str());
}

void HighScoresScene::logic(const render::Input& input) {
  mouse_ = input.mouse_position();
  keys_ = MenuKeyNames::of(input);
  switch_tables(input);
  select(input);
  const bool confirm =
      input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) || input.was_pressed(SDLK_SPACE);
  if ((confirm && watch_.enabled) || (watch_.enabled && watch_.clicked(input))) return watch();
  // S, or the controller's Y, which no key stands for.
  const bool summary = input.was_pressed(SDLK_s) || input.pad_pressed(render::PadButton::Y) || summary_.clicked(input);
  if (summary_.enabled && summary) return open_summary();
  // The title pushed this scene; popping returns to it as it was left.
  if (input.was_pressed(SDLK_ESCAPE) || (confirm && !selected_) || back_.clicked(input)) context_.requests.pop();
}

const std::vector<game::HighScore>& HighScoresScene::shown_entries() const {
  return showing_daily_ ? table_.daily_entries() : table_.entries();
}

// Left/Right or a click on a tab; a run picked in one table is not one of the other.
void HighScoresScene::switch_tables(const render::Input& input) {
  if (input.was_pressed(SDLK_LEFT) || all_time_tab_.clicked(input)) show_daily(false);
  if (input.was_pressed(SDLK_RIGHT) || daily_tab_.clicked(input)) show_daily(true);
}

void HighScoresScene::show_daily(bool daily) {
  if (showing_daily_ == daily) return;
  showing_daily_ = daily;
  selected_.reset();
  selected_replay_.reset();
  replay_notice_.clear();
  replay_is_broken_ = false;
  replay_is_changed_ = false;
  watch_.enabled = false;
  summary_.enabled = false;
}

void HighScoresScene::select(const render::Input& input) {
  const int count = static_cast<int>(shown_entries().size());
  if (count == 0) return;
  if (input.pressed_or_repeated(SDLK_DOWN)) pick(selected_ ? std::min(*selected_ + 1, count - 1) : 0);
  if (input.pressed_or_repeated(SDLK_UP)) pick(selected_ ? std::max(*selected_ - 1, 0) : count - 1);
  if (!input.was_clicked(render::MouseButton::Left)) return;
  for (int rank = 0; rank < count; ++rank) {
    if (render::contains(table_view_.row_rect(rank), input.mouse_position())) pick(rank);
  }
}

// Reads the picked run's replay once, so the button knows whether there is
// one to watch, and the screen can say why not.
void HighScoresScene::pick(int rank) {
  if (selected_ == rank) return;
  selected_ = rank;
  selected_replay_.reset();
  replay_notice_.clear();
  replay_is_broken_ = false;
  replay_is_changed_ = false;
  const std::string& file = shown_entries()[static_cast<std::size_t>(rank)].replay;
  if (file.empty()) {
    replay_notice_ = "This run kept no replay.";
  } else {
    const std::filesystem::path path = game::replays_dir(context_.options.user_dir) / file;
    core::Result<game::Replay> read = game::load_replay(path);
    replay_is_broken_ = !read;
    if (replay_is_broken_) {
      replay_notice_ = "This run's replay cannot be watched: " + path.string() + ": " + read.error() + ".";
    } else {
      selected_replay_ = std::move(read).value();
      replay_notice_ = game::content_notice(*selected_replay_, *context_.data->content().factory());
    }
    replay_is_changed_ = !replay_is_broken_ && !replay_notice_.empty();
  }
  if (replay_is_broken_ || replay_is_changed_) SDL_Log("%s", replay_notice_.c_str());
  watch_.enabled = selected_replay_.has_value();
  pick_summary(shown_entries()[static_cast<std::size_t>(rank)].summary);
}

// Reads the picked run's summary once, so the button knows whether there is one to open.
void HighScoresScene::pick_summary(const std::string& file) {
  selected_summary_.reset();
  if (!file.empty()) {
    core::Result<std::string> read = game::read_run_summary(context_.options.user_dir, file);
    if (read)
      selected_summary_ = std::move(read).value();
    else
      SDL_Log("%s", ("The run's summary cannot be opened: " + read.error()).c_str());
  }
  summary_.enabled = selected_summary_.has_value();
}

void HighScoresScene::open_summary() {
  context_.requests.push(std::make_unique<RunSummaryScene>(context_, *selected_summary_, selected_replay_));
}

void HighScoresScene::watch() {
  context_.requests.push(std::make_unique<ReplayScene>(context_, *selected_replay_, ReplayScene::OnEscape::GoBack));
}

void HighScoresScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  const int centre = render::kDesignWidth / 2;
  canvas.text("HIGH SCORES", {centre, 50}, render::colors::palette().accent, render::TextSize::Title,
              render::Align::Center);
  canvas.text(showing_daily_ ? "The best daily runs on this computer: one seed a day, the same on every computer."
                             : "The best runs on this computer. Climb higher, fight harder, beat the Mouse King.",
              {centre, kSubtitleY}, render::colors::palette().text_dim, render::TextSize::Normal,
              render::Align::Center);
  all_time_tab_.draw(canvas, mouse_, !showing_daily_);
  daily_tab_.draw(canvas, mouse_, showing_daily_);
  table_view_.draw(canvas, shown_entries(), selected_);
  const int below_table = table_view_.panel().y + table_view_.panel().h;
  if (!warning_.empty()) {
    const auto lines = notice_lines(canvas, warning_, kTableWidth, kNoticeLines);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      canvas.text(lines[i], {table_view_.panel().x, below_table + 6 + static_cast<int>(i) * kWarningLineHeight},
                  render::colors::palette().bad, render::TextSize::Small);
    }
  }
  watch_.draw(canvas, mouse_, watch_.enabled);
  summary_.draw(canvas, mouse_);
  back_.draw(canvas, mouse_, !watch_.enabled);
  draw_replay_notice(canvas);
  const std::string hint =
      keys_.controller
          ? keys_.move + " left/right: all-time or daily   up/down: pick a run   " + keys_.confirm +
                ": watch its replay   " + keys_.extra + ": its summary   " + keys_.cancel + ": back"
          : "Left/Right: all-time or daily   Up/Down or click: pick a run   Enter: watch its replay   S: its summary   "
            "Esc: back";
  canvas.text(hint, {centre, render::kDesignHeight - 40}, render::colors::palette().text_dim, render::TextSize::Small,
              render::Align::Center);
}

// Under the buttons, centred: a broken replay in red, one recorded with other data in amber, none kept dimmed.
void HighScoresScene::draw_replay_notice(render::Canvas& canvas) const {
  if (replay_notice_.empty()) return;
  const auto lines = notice_lines(canvas, replay_notice_, kTableWidth, kNoticeLines);
  const int top = watch_.rect.y + watch_.rect.h + 14;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i], {render::kDesignWidth / 2, top + static_cast<int>(i) * kWarningLineHeight},
                replay_is_broken_    ? render::colors::palette().bad
                : replay_is_changed_ ? render::colors::palette().warning
                                     : render::colors::palette().text_dim,
                render::TextSize::Small, render::Align::Center);
  }
}

}  // namespace scenes
