// SPDX-License-Identifier: MIT
#include "scenes/menus/game_over_scene.h"

#include <SDL.h>

#include <algorithm>
#include <ctime>
#include <set>
#include <utility>

#include "core/hexadecimal.h"
#include "game/replay/replay_archive.h"
#include "game/saving/run_summary_files.h"
#include "render/color.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/failed_save_notice.h"
#include "scenes/menus/notice_lines.h"
#include "scenes/menus/run_summary_scene.h"
#include "scenes/menus/title_scene.h"

namespace scenes {

namespace {

constexpr int kPanelWidth = 1100;
constexpr int kGameOverPadding = 20;
// Tops of the panel's lines, from the panel's top edge.
constexpr int kTitleTop = 12;
constexpr int kCauseTop = 94;
constexpr int kStatsTop = 134;
constexpr int kScoreTop = 162;
constexpr int kNoticesTop = 196;
constexpr int kNoticeLineHeight = 18;
constexpr int kLinesPerNotice = 2;  // a warning names two file paths; two lines hold it
constexpr int kGap = 14;
constexpr int kGameOverButtonWidth = 220;
constexpr int kGameOverButtonHeight = 44;
constexpr int kGameOverHintHeight = 18;

constexpr SDL_Color kDeathFade{120, 0, 10, 165};
constexpr SDL_Color kVictoryFade{200, 150, 30, 125};

std::string ordinal(int number) {
  const int last_two = number % 100;
  if (last_two >= 11 && last_two <= 13) return std::to_string(number) + "th";
  switch (number % 10) {
    case 1: return std::to_string(number) + "st";
    case 2: return std::to_string(number) + "nd";
    case 3: return std::to_string(number) + "rd";
    default: return std::to_string(number) + "th";
  }
}

// Labels in the dim colour, values bright, the whole row centred on `centre_x`.
void draw_summary_row(render::Canvas& canvas, const std::vector<std::pair<std::string, std::string>>& stats,
                      int centre_x, int y) {
  constexpr int kLabelGap = 8;
  constexpr int kStatGap = 36;
  int total = kStatGap * (static_cast<int>(stats.size()) - 1);
  for (const auto& [label, value] : stats) {
    total += canvas.measure_text(label).x + kLabelGap + canvas.measure_text(value).x;
  }
  int x = centre_x - total / 2;
  for (const auto& [label, value] : stats) {
    x += canvas.text(label, {x, y}, render::colors::palette().text_dim).x + kLabelGap;
    x += canvas.text(value, {x, y}, render::colors::palette().text).x + kStatGap;
  }
}

// Why a run stays out of the high-score table, to follow "This run"; empty when it counts. A --debug run
// could have had anything for free; a scenario's start was chosen rather than played, and its seed and
// actions would not replay it; a run on other or changed data was not played with the game's numbers.
std::string why_kept_out(const game::RunSummary& summary, const GameOptions& options) {
  if (summary.debug_run) return "was made with --debug";
  if (summary.staged) return "was set up by a scenario";
  if (summary.data_changed) return "had its data changed while it was played (F5)";
  if (!options.other_data_reason.empty()) return options.other_data_reason;
  return "";
}

}  // namespace

GameOverScene::GameOverScene(SceneContext context, game::RunSummary summary, std::optional<game::Replay> replay,
                             std::optional<RunStory> story)
    : context_(std::move(context)), summary_(std::move(summary)), replay_(std::move(replay)), story_(std::move(story)) {
  record_run();
  // Every notice goes to the log too, whichever way the run was recorded (or kept out).
  for (const std::string& notice : notices_) SDL_Log("%s", notice.c_str());
  const int notice_lines = static_cast<int>(notices_.size()) * kLinesPerNotice;
  const int table_top = kNoticesTop + notice_lines * kNoticeLineHeight;
  const int button_top = table_top + HighScoreTableView::kHeight + kGap;
  const int height = button_top + kGameOverButtonHeight + 8 + kGameOverHintHeight + kGameOverPadding;
  panel_ = {(render::kDesignWidth - kPanelWidth) / 2, (render::kDesignHeight - height) / 2, kPanelWidth, height};
  table_view_ =
      HighScoreTableView(panel_.x + kGameOverPadding, panel_.y + table_top, kPanelWidth - 2 * kGameOverPadding);
  play_again_ = {{(render::kDesignWidth - kGameOverButtonWidth) / 2, panel_.y + button_top, kGameOverButtonWidth,
                  kGameOverButtonHeight},
                 "Play again"};
}

// Every finished run's summary goes to the runs folder, in or out of the high-score table; not from a game
// that may not write the player's folder, nor without one (a test).
void GameOverScene::write_summary() {
  const std::filesystem::path& user_dir = context_.options.user_dir;
  if (!story_ || user_dir.empty() || !context_.options.read_only_reason.empty()) return;
  core::Result<std::string> written = game::write_run_summary(user_dir, story_->when, summary_.seed, story_->text);
  if (written)
    summary_file_ = std::move(written).value();
  else
    notices_.push_back("The run's summary could not be written: " + written.error());
}

// The oldest summaries go, but never one that a run in either table names.
void GameOverScene::prune_summaries(const std::filesystem::path& user_dir) const {
  std::set<std::string> named;
  for (const game::HighScore& entry : table_.entries()) named.insert(entry.summary);
  for (const game::HighScore& entry : table_.daily_entries()) named.insert(entry.summary);
  game::prune_run_summaries(user_dir, named);
}

void GameOverScene::record_run() {
  write_summary();
  const std::filesystem::path& user_dir = context_.options.user_dir;
  if (const std::string reason = why_kept_out(summary_, context_.options); !reason.empty()) {
    show_table_only(user_dir);
    notices_.push_back("This run " + reason + ", so it does not enter the high-score table.");
    return;
  }
  // Another game writes the table; its replays are not this game's to keep or prune either.
  if (const std::string& reason = context_.options.read_only_reason; !reason.empty()) {
    show_table_only(user_dir);
    notices_.push_back(read_only_game_over(reason));
    return;
  }
  game::HighScore entry = game::from_summary(summary_, story_ ? story_->when : utc_date_time_now());
  entry.mods = loaded_mods(context_);
  entry.data = data_digest(context_);
  entry.summary = summary_file_;
  // No user folder (a test): nothing is written, least of all into the current folder.
  if (user_dir.empty()) {
    rank_ = table_.insert(std::move(entry));
    return;
  }
  const std::filesystem::path path = game::high_scores_path(user_dir);
  game::LoadedTable loaded = game::HighScoreTable::load(path);
  table_ = std::move(loaded.table);
  if (!loaded.warning.empty()) notices_.push_back(loaded.warning);
  if (replay_) {
    core::Result<std::string> archived = game::archive_replay(user_dir, summary_, *replay_);
    if (archived)
      entry.replay = std::move(archived).value();
    else
      notices_.push_back("The run's replay could not be kept: " + archived.error());
  }
  rank_ = table_.insert(std::move(entry));
  bool saved = !rank_;
  if (rank_ && loaded.safe_to_save) {
    const core::Result<void> written = table_.save(path);
    saved = written.ok();
    if (!written) notices_.push_back("Your score could not be saved: " + written.error());
  }
  // Only a table read and written whole says which replays are no longer needed.
  if (saved && loaded.warning.empty()) {
    game::prune_archived_replays(user_dir, table_);
    prune_summaries(user_dir);
  }
}

// A run kept out of the table is shown the table as it stands, which is not written (nor is its replay kept).
void GameOverScene::show_table_only(const std::filesystem::path& user_dir) {
  if (user_dir.empty()) return;
  const std::filesystem::path path = game::high_scores_path(user_dir);
  game::LoadedTable loaded =
      context_.options.read_only_reason.empty() ? game::HighScoreTable::load(path) : game::HighScoreTable::read(path);
  table_ = std::move(loaded.table);
  if (!loaded.warning.empty()) notices_.push_back(loaded.warning);
}

void GameOverScene::logic(const render::Input& input) {
  mouse_ = input.mouse_position();
  keys_ = MenuKeyNames::of(input);
  if (ticks_ < kFadeTicks) {
    ++ticks_;
    return;
  }
  // The summary comes first, once; the table is under it when it is closed.
  if (story_ && !summary_shown_) {
    summary_shown_ = true;
    return context_.requests.push(std::make_unique<RunSummaryScene>(context_, story_->text, replay_));
  }
  // Esc means "leave", as everywhere else: only Space and Enter start another run.
  if (input.was_pressed(SDLK_ESCAPE)) return context_.requests.switch_to(std::make_unique<TitleScene>(context_));
  const bool key = input.was_pressed(SDLK_SPACE) || input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER);
  if (key || play_again_.clicked(input)) play_again();
}

void GameOverScene::play_again() {
  context_.requests.switch_to(std::make_unique<DungeonScene>(context_, choose_seed(context_.options)));
}

void GameOverScene::draw(render::Canvas& canvas) {
  draw_fade(canvas);
  if (ticks_ < kFadeTicks) return;
  const bool won = summary_.outcome == game::RunOutcome::Won;
  // Opaque, unlike the HUD's panels: the faded dungeon behind the table would only be noise.
  canvas.fill_rect(panel_, render::colors::palette().panel);
  canvas.outline_rect(panel_, won ? render::colors::palette().accent : render::colors::palette().bad, 2);
  draw_summary(canvas, panel_);
  draw_notices(canvas, panel_.y + kNoticesTop);
  table_view_.draw(canvas, shown_entries(), rank_);
  play_again_.draw(canvas, mouse_, true);
  const std::string hint = keys_.controller ? keys_.confirm + ": play again    " + keys_.cancel + ": back to the title"
                                            : "Space or Enter: play again    Esc: back to the title";
  canvas.text(hint, {panel_.x + panel_.w / 2, play_again_.rect.y + kGameOverButtonHeight + 8},
              render::colors::palette().text_dim, render::TextSize::Small, render::Align::Center);
}

const std::vector<game::HighScore>& GameOverScene::shown_entries() const {
  return summary_.daily.empty() ? table_.entries() : table_.daily_entries();
}

void GameOverScene::draw_fade(render::Canvas& canvas) const {
  SDL_Color fade = summary_.outcome == game::RunOutcome::Won ? kVictoryFade : kDeathFade;
  fade.a = static_cast<Uint8>(fade.a * std::min(ticks_, kFadeTicks) / kFadeTicks);
  canvas.fill_rect(canvas.whole_screen(), fade);
}

void GameOverScene::draw_summary(render::Canvas& canvas, const SDL_Rect& panel) {
  const bool won = summary_.outcome == game::RunOutcome::Won;
  const int centre = panel.x + panel.w / 2;
  canvas.text(won ? "Victory!" : "You died", {centre, panel.y + kTitleTop},
              won ? render::colors::palette().accent : render::colors::palette().bad, render::TextSize::Title,
              render::Align::Center);
  canvas.text(summary_.cause.empty() ? "The run is over." : summary_.cause, {centre, panel.y + kCauseTop},
              render::colors::palette().text, render::TextSize::Large, render::Align::Center);
  std::vector<std::pair<std::string, std::string>> stats{
      {"Level", std::to_string(summary_.level)},
      {"XP", std::to_string(summary_.xp)},
      {"Turns", std::to_string(summary_.turns)},
      {"Deepest floor", std::to_string(std::max(summary_.floor, summary_.deepest_floor))},
      {"Seed", std::to_string(summary_.seed)}};
  if (!summary_.daily.empty()) stats.emplace_back("Daily run", summary_.daily);
  draw_summary_row(canvas, stats, centre, panel.y + kStatsTop);
  canvas.text(score_line(), {centre, panel.y + kScoreTop}, render::colors::palette().accent, render::TextSize::Normal,
              render::Align::Center);
}

std::string GameOverScene::score_line() const {
  const std::string score = "Score " + std::to_string(game::score_for(summary_));
  if (!why_kept_out(summary_, context_.options).empty()) return score + ": not entered in the high-score table";
  // A daily run is ranked among the daily runs, and says so.
  const std::string runs = summary_.daily.empty() ? "run" : "daily run";
  if (!rank_)
    return score + ": not among the best " + std::to_string(game::HighScoreTable::kMaxEntries) + " " + runs + "s";
  if (*rank_ == 0) return score + ": the best " + runs + " yet!";
  return score + ": " + ordinal(*rank_ + 1) + " best " + runs;
}

void GameOverScene::draw_notices(render::Canvas& canvas, int top) {
  const int width = panel_.w - 2 * kGameOverPadding;
  int y = top;
  for (const std::string& notice : notices_) {
    const auto lines = notice_lines(canvas, notice, width, kLinesPerNotice);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      canvas.text(lines[i], {panel_.x + kGameOverPadding, y + static_cast<int>(i) * kNoticeLineHeight},
                  render::colors::palette().bad, render::TextSize::Small);
    }
    y += kLinesPerNotice * kNoticeLineHeight;
  }
}

}  // namespace scenes
