// SPDX-License-Identifier: MIT
#include "scenes/menus/title_scene.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/set_aside.h"
#include "game/model/daily_run.h"
#include "game/saving/daily_record.h"
#include "game/saving/save_file.h"
#include "game/session/run_keeper.h"
#include "render/color.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/failed_save_notice.h"
#include "scenes/menus/high_scores_scene.h"
#include "scenes/menus/menu_sounds.h"
#include "scenes/menus/mods_scene.h"
#include "scenes/menus/options_scene.h"

namespace scenes {

namespace {

// Top to bottom: the name, the tagline, the parade, a notice, the menu, the hint.
constexpr int kTitleY = 90;
constexpr int kTaglineY = 172;
constexpr int kParadeY = 226;
constexpr int kNoticeTop = 304;
constexpr int kNoticeLines = 4;
constexpr int kNoticeMargin = 160;
constexpr int kNoticePadding = 6;
constexpr int kTitleButtonWidth = 360;  // room for "Daily run — 2026-12-04"
// Seven buttons (with Continue) end above the hint.
constexpr int kTitleButtonHeight = 36;
constexpr int kFirstButtonY = 384;
constexpr int kTitleButtonGap = 6;
constexpr int kHintFromBottom = 30;

const char* const kParade[] = {"micro_mouse", "neo_mouse",  "tough_mouse", "mouse_king",
                               "rabid_mouse", "meta_mouse", "player"};

}  // namespace

TitleScene::TitleScene(SceneContext context) : context_(std::move(context)) {
  game::SavedRun saved;
  // No user folder (as in tests): no saved run to look for. Another game's
  // user folder: its save is that game's live run, not one to continue here.
  if (!context_.options.read_only_reason.empty()) {
    saved.notice = read_only_on_title(context_.options.read_only_reason);
  } else if (!context_.options.user_dir.empty()) {
    saved = game::load_saved_run(game::save_path(context_.options.user_dir), context_.data->content().factory());
  }
  saved_run_ = std::move(saved.world);
  notice_ = std::move(saved.notice);
  save_kept_in_place_ = saved.kept_in_place;
  if (!notice_.empty()) SDL_Log("%s", notice_.c_str());
  read_daily_record();
  build_menu();
}

TitleScene::TitleScene(SceneContext context, UnsavedRun unsaved)
    : context_(std::move(context)),
      saved_run_(std::move(unsaved.world)),
      saved_run_is_unsaved_(true),
      unsaved_run_save_on_disk_(unsaved.save_on_disk),
      notice_(std::move(unsaved.notice)) {
  read_daily_record();
  build_menu();
}

// Which date's daily run was started last; a broken file is told on the title, under any notice.
void TitleScene::read_daily_record() {
  today_ = todays_date(context_.options);
  if (context_.options.user_dir.empty()) return;
  const game::BrokenDailyRecord broken = context_.options.read_only_reason.empty()
                                             ? game::BrokenDailyRecord::SetAside
                                             : game::BrokenDailyRecord::LeaveAlone;
  game::DailyRecord record = game::load_daily_record(game::daily_record_path(context_.options.user_dir), broken);
  daily_started_ = record.last_started;
  if (record.warning.empty()) return;
  SDL_Log("%s", record.warning.c_str());
  notice_ += (notice_.empty() ? "" : " ") + record.warning;
}

void TitleScene::build_menu() {
  for (Choice choice : core::values_of(kChoiceNames)) {
    if (choice != Choice::Continue || saved_run_) choices_.push_back(choice);
  }
  const int x = (render::kDesignWidth - kTitleButtonWidth) / 2;
  for (Choice choice : choices_) {
    const int y = kFirstButtonY + static_cast<int>(buttons_.size()) * (kTitleButtonHeight + kTitleButtonGap);
    std::string label(core::label_of(kChoiceNames, choice));
    if (choice == Choice::DailyRun) label += " \u2014 " + game::to_text(today_);
    buttons_.push_back({{x, y, kTitleButtonWidth, kTitleButtonHeight}, std::move(label)});
  }
}

void TitleScene::logic(const render::Input& input) {
  ++ticks_;
  keys_ = MenuKeyNames::of(input);
  mouse_ = input.mouse_position();
  const int count = static_cast<int>(buttons_.size());
  const int focused_before = focused_;
  if (input.mouse_moved()) {
    for (int i = 0; i < count; ++i) {
      if (buttons_[i].hovered_by(mouse_)) focused_ = i;
    }
  }
  if (input.pressed_or_repeated(SDLK_DOWN) || input.was_pressed(SDLK_TAB)) focused_ = (focused_ + 1) % count;
  if (input.pressed_or_repeated(SDLK_UP)) focused_ = (focused_ + count - 1) % count;
  if (focused_ != focused_before) context_.sounds->play(kMenuMoveSound);
  for (int i = 0; i < count; ++i) {
    if (buttons_[i].clicked(input)) return choose(choices_[static_cast<std::size_t>(i)]);
  }
  const bool confirm =
      input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER) || input.was_pressed(SDLK_SPACE);
  if (confirm) return choose(choices_[static_cast<std::size_t>(focused_)]);
  if (input.was_pressed(SDLK_ESCAPE) || input.was_pressed(SDLK_q)) choose(Choice::Quit);
}

void TitleScene::choose(Choice choice) {
  context_.sounds->play(kMenuSelectSound);
  if (choice == Choice::Quit) return context_.requests.quit();
  // Pushed, so Back returns to this title with the same button focused.
  if (choice == Choice::HighScores) return context_.requests.push(std::make_unique<HighScoresScene>(context_));
  if (choice == Choice::Options) return context_.requests.push(std::make_unique<OptionsScene>(context_));
  if (choice == Choice::Mods) return context_.requests.push(std::make_unique<ModsScene>(context_));
  if (choice == Choice::Continue) {
    game::World run = std::move(*saved_run_);
    saved_run_.reset();
    const bool save_on_disk = !saved_run_is_unsaved_ || unsaved_run_save_on_disk_;
    return context_.requests.switch_to(DungeonScene::continued(context_, std::move(run), save_on_disk));
  }
  if (choice == Choice::DailyRun) return start_daily_run();
  start_new_game();
}

void TitleScene::start_new_game() {
  if (!abandon_saved_run(Choice::NewGame)) return;
  context_.requests.switch_to(std::make_unique<DungeonScene>(context_, choose_seed(context_.options)));
}

// Today's seed, once: the date is recorded before the run begins, so quitting and starting
// again cannot give a second try. A run with --mod is allowed, and its score names the mods.
void TitleScene::start_daily_run() {
  if (std::string refusal = daily_refusal(); !refusal.empty()) {
    notice_ = std::move(refusal);
    return;
  }
  if (saved_run_ && confirm_abandon_ != Choice::DailyRun) {
    abandon_saved_run(Choice::DailyRun);  // asks first
    return;
  }
  if (context_.options.saves_to_user_dir()) {
    const core::Result<void> recorded =
        game::save_daily_record(game::daily_record_path(context_.options.user_dir), today_);
    if (!recorded) {
      notice_ =
          "The daily run could not start: the game could not note that today's was played (" + recorded.error() + ").";
      return;
    }
  }
  if (!abandon_saved_run(Choice::DailyRun)) return;
  daily_started_ = today_;
  context_.requests.switch_to(
      std::make_unique<DungeonScene>(context_, game::daily_seed(today_), game::to_text(today_)));
}

// Why today's daily run cannot start, in the player's words; empty when it can.
std::string TitleScene::daily_refusal() const {
  const std::string today = game::to_text(today_);
  if (saved_run_ && saved_run_->daily_date() == today)
    return "Today's daily run (" + today + ") is your saved run: choose Continue to play on.";
  if (daily_started_ == today_)
    return "Today's daily run (" + today + ") has been played; a new one starts at 00:00 UTC.";
  // A game that may not write the folder could not note the attempt, so it would not be once a day.
  if (!context_.options.read_only_reason.empty())
    return "The daily run cannot start here: " + context_.options.read_only_reason +
           ", so this game could not note that today's was played.";
  return "";
}

// A saved run is only given up on a second press of the same choice, and then its save goes.
// False when the run is kept (the player was asked, or its save could not be moved).
bool TitleScene::abandon_saved_run(Choice again) {
  if (saved_run_ && confirm_abandon_ != again) {
    confirm_abandon_ = again;
    notice_ = std::string(saved_run_is_unsaved_ ? "You have an unsaved run" : "You have a saved run") + " on floor " +
              std::to_string(saved_run_->floor_number()) + ". Choose " +
              std::string(core::label_of(kChoiceNames, again)) + " again to abandon it, or Continue.";
    return false;
  }
  if (saved_run_ && context_.options.saves_to_user_dir()) game::delete_save(game::save_path(context_.options.user_dir));
  // The new run's first save would overwrite it: it goes aside, whole, as a broken save does.
  if (save_kept_in_place_) {
    const core::Result<std::filesystem::path> moved = core::set_file_aside(game::save_path(context_.options.user_dir));
    if (!moved) {
      notice_ = "The saved run could not be set aside for a new game: it " + moved.error() + ".";
      return false;
    }
    save_kept_in_place_ = false;
  }
  return true;
}

void TitleScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  const int centre = render::kDesignWidth / 2;
  canvas.text("MOUSE KING", {centre, kTitleY}, render::colors::palette().accent, render::TextSize::Title,
              render::Align::Center);
  canvas.text("The lab mice escaped with microchips in their brains. Bring them back.", {centre, kTaglineY},
              render::colors::palette().text_dim, render::TextSize::Normal, render::Align::Center);
  draw_parade(canvas);
  draw_notice(canvas);
  for (int i = 0; i < static_cast<int>(buttons_.size()); ++i) buttons_[i].draw(canvas, mouse_, i == focused_);
  const std::string hint = keys_.controller ? keys_.move + " or stick, and " + keys_.confirm + "."
                                            : "Arrows and Enter, or click.   F11: fullscreen";
  canvas.text(hint, {centre, render::kDesignHeight - kHintFromBottom}, render::colors::palette().text_dim,
              render::TextSize::Small, render::Align::Center);
}

// The cast of the game in a row, bobbing gently.
void TitleScene::draw_parade(render::Canvas& canvas) const {
  constexpr int kSize = 64;
  constexpr int kGap = 24;
  const int count = static_cast<int>(std::size(kParade));
  const int left = (render::kDesignWidth - count * kSize - (count - 1) * kGap) / 2;
  for (int i = 0; i < count; ++i) {
    const int bob = ((ticks_ / 12 + i) % 4 == 0) ? -4 : 0;
    canvas.sprite(kParade[i], {left + i * (kSize + kGap), kParadeY + bob, kSize, kSize});
  }
}

// Between the parade and the menu, in the warning colour on a panel, as the
// app's own notices are; long notices wrap.
void TitleScene::draw_notice(render::Canvas& canvas) const {
  if (notice_.empty()) return;
  std::vector<std::string> lines =
      canvas.wrap_text(notice_, render::kDesignWidth - 2 * kNoticeMargin, render::TextSize::Small);
  if (lines.size() > kNoticeLines) lines.resize(kNoticeLines);
  const int line_height = canvas.line_height(render::TextSize::Small);
  int widest = 0;
  for (const std::string& line : lines) widest = std::max(widest, canvas.measure_text(line, render::TextSize::Small).x);
  const int height = static_cast<int>(lines.size()) * line_height + 2 * kNoticePadding;
  const SDL_Rect box{(render::kDesignWidth - widest) / 2 - kNoticePadding, kNoticeTop - kNoticePadding,
                     widest + 2 * kNoticePadding, height};
  canvas.fill_rect(box, render::colors::palette().panel);
  canvas.outline_rect(box, render::colors::palette().accent);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i], {render::kDesignWidth / 2, kNoticeTop + static_cast<int>(i) * line_height},
                render::colors::palette().accent, render::TextSize::Small, render::Align::Center);
  }
}

// What a test of the whole game checks on the title: the menu offered and the notice above it.
nlohmann::json TitleScene::state_dump() const {
  nlohmann::json choices = nlohmann::json::array();
  for (Choice choice : choices_) choices.push_back(std::string(core::id_of(kChoiceNames, choice)));
  return {{"scene", "title"}, {"choices", std::move(choices)}, {"notice", notice_}, {"today", game::to_text(today_)}};
}

std::string TitleScene::on_quit() {
  write_state_dump(context_.options, state_dump().dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
  if (!saved_run_is_unsaved_ || !saved_run_ || !context_.options.saves_to_user_dir()) return "";
  // The last chance to keep the run that failed to save on the way here.
  game::RunKeeper keeper(context_.options.user_dir, unsaved_run_save_on_disk_);
  const core::Result<void> kept = keeper.keep(*saved_run_);
  return kept ? "" : failed_save_on_quit(kept.error(), keeper.has_save());
}

}  // namespace scenes
