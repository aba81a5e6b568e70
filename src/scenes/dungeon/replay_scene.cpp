// SPDX-License-Identifier: MIT
#include "scenes/dungeon/replay_scene.h"

#include <SDL.h>

#include <algorithm>
#include <array>

#include "core/hexadecimal.h"
#include "game/replay/state_dump.h"
#include "game/replay/state_hash.h"
#include "render/app.h"
#include "render/color.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/in_view.h"
#include "scenes/dungeon/monster_panel.h"
#include "scenes/dungeon/replay_timeline.h"

namespace scenes {

namespace {

constexpr std::array kSpeeds{1, 2, 4, 8, 15, 30, 60};  // actions per second
constexpr int kStartingSpeed = 3;                      // 8 actions a second
using replay_timeline::kStatusHeight;
constexpr std::size_t kPreviousFloorGrace = 10;  // actions: over a second at the starting speed

bool pressed_any(const render::Input& input, std::initializer_list<SDL_Keycode> keys) {
  return std::any_of(keys.begin(), keys.end(), [&](SDL_Keycode key) { return input.pressed_or_repeated(key); });
}

}  // namespace

ReplayScene::ReplayScene(SceneContext context, game::Replay replay, OnEscape on_escape)
    : context_(std::move(context)),
      on_escape_(on_escape),
      keyframes_(std::move(replay), context_.data->content().factory()),
      world_(keyframes_.replay().seed, context_.data->content().factory()),
      map_view_(hud::full_map_viewport()),
      speed_index_(kStartingSpeed),
      content_notice_(game::content_notice(keyframes_.replay(), *context_.data->content().factory())),
      paused_(!content_notice_.empty()) {
  if (!content_notice_.empty()) SDL_Log("%s", content_notice_.c_str());
  note_end_hash();
  follow_player();
}

void ReplayScene::follow_player() {
  map_view_.follow(world_.player().position, {world_.floor().width(), world_.floor().height()},
                   motion_.player_offset(map_view_.tile_pixels()));
}

int ReplayScene::actions_per_second() const {
  return kSpeeds[static_cast<std::size_t>(speed_index_)];
}

void ReplayScene::logic(const render::Input& input) {
  keys_ = MenuKeyNames::of(input);
  if (input.was_pressed(SDLK_ESCAPE)) {
    return on_escape_ == OnEscape::QuitGame ? context_.requests.quit() : context_.requests.pop();
  }
  keyframes_.read_more(kActionsReadPerTick);
  make_waiting_jump();
  effects_.tick();
  flights_.tick();
  motion_.tick();
  motion_.set_speed(context_.settings->settings.animations);
  handle_keys(input);
  handle_timeline(input);
  // A jump that waits for the reading holds the replay where it is, as a drag does.
  if (paused_ || dragging_ || waiting_jump_) return;
  // Each tick earns the speed's worth of sixtieths of an action, so every speed is exact.
  earned_ += actions_per_second();
  for (; earned_ >= render::App::kTicksPerSecond && !finished(); earned_ -= render::App::kTicksPerSecond) {
    play_next_action();
  }
}

void ReplayScene::handle_keys(const render::Input& input) {
  const int speed_before = speed_index_;
  if (input.was_pressed(SDLK_SPACE)) {
    paused_ = !paused_;
    earned_ = 0;
  }
  if (paused_ && !finished() && input.pressed_or_repeated(SDLK_RIGHT)) play_next_action();
  // Going back pauses: the viewer wants to look at where they went, not watch it play on.
  if (input.pressed_or_repeated(SDLK_LEFT) && next_action_ > 0) {
    paused_ = true;
    go_to(next_action_ - 1);
  }
  if (pressed_any(input, {SDLK_PAGEUP, SDLK_RIGHTBRACKET})) go_to_next_floor(next_action_);
  if (pressed_any(input, {SDLK_PAGEDOWN, SDLK_LEFTBRACKET})) {
    // Just after a floor's start (a press a moment ago, and the replay played on), it goes to the one before.
    const std::size_t from = next_action_ > kPreviousFloorGrace ? next_action_ - kPreviousFloorGrace : 0;
    go_to(keyframes_.previous_floor_start(from).value_or(0));
  }
  if (input.was_pressed(SDLK_HOME)) go_to(0);
  if (input.was_pressed(SDLK_END)) go_to(action_count());
  const int last_speed = static_cast<int>(kSpeeds.size()) - 1;
  // The right stick up and down stand for + and - on a controller, as they zoom in the dungeon.
  const bool faster =
      pressed_any(input, {SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS}) || input.pad_pressed(render::PadButton::RightStickUp);
  const bool slower =
      pressed_any(input, {SDLK_MINUS, SDLK_KP_MINUS}) || input.pad_pressed(render::PadButton::RightStickDown);
  if (faster) speed_index_ = std::min(speed_index_ + 1, last_speed);
  if (slower) speed_index_ = std::max(speed_index_ - 1, 0);
  if (speed_index_ != speed_before) earned_ = 0;
  if (input.wheel() != 0) map_view_.change_zoom(input.wheel());
}

// A press on the timeline goes to the action under it; until the button is let go, the replay follows
// the pointer along the bar and does not play on.
void ReplayScene::handle_timeline(const render::Input& input) {
  const replay_timeline::Layout layout = replay_timeline::lay_out(input.screen().size);
  const std::size_t count = action_count();
  if (input.was_clicked(render::MouseButton::Left)) {
    const std::optional<std::size_t> clicked = replay_timeline::position_at(layout, input.mouse_position(), count);
    dragging_ = clicked.has_value();
    if (clicked) go_to(*clicked);
    return;
  }
  if (!dragging_) return;
  // The last move and the release may come in one tick: the drag ends where the pointer was let go.
  dragging_ = input.is_mouse_down(render::MouseButton::Left);
  const std::size_t dragged_to = replay_timeline::position_along(layout, input.mouse_position().x, count);
  if (dragged_to != next_action_) go_to(dragged_to);
}

void ReplayScene::play_next_action() {
  const game::TurnReport report = world_.perform(replay().actions[next_action_++]);
  note_end_hash();
  effects_.add(report.events);
  flights_.add(report.shots);
  motion_.add(report);
  // A replay sounds as the run did; at the fastest speeds one action's sounds follow the last's at once.
  sounds_.play(report, world_.shared_factory(), *context_.sounds);
  follow_player();
}

void ReplayScene::go_to(std::size_t position) {
  waiting_jump_.reset();
  if (position <= keyframes_.built()) return show_at(position);
  waiting_jump_ = WaitingJump{.position = position};
}

void ReplayScene::go_to_next_floor(std::size_t from) {
  waiting_jump_.reset();
  if (const std::optional<std::size_t> next = keyframes_.next_floor_start(from)) return show_at(*next);
  if (!keyframes_.complete()) waiting_jump_ = WaitingJump{.position = from, .to_next_floor = true};
}

// The floor starts and the keyframes are found in order, so a jump can be made as soon as the reading
// has passed where it goes.
void ReplayScene::make_waiting_jump() {
  if (!waiting_jump_) return;
  if (waiting_jump_->to_next_floor) return go_to_next_floor(waiting_jump_->position);
  if (waiting_jump_->position <= keyframes_.built()) go_to(waiting_jump_->position);
}

std::optional<std::size_t> ReplayScene::waiting_jump() const {
  if (!waiting_jump_) return std::nullopt;
  return waiting_jump_->position;
}

void ReplayScene::show_at(std::size_t position) {
  world_ = keyframes_.world_at(position);
  next_action_ = std::min(position, action_count());
  note_end_hash();
  effects_ = TurnEffects{};
  flights_.clear();
  motion_.finish();
  earned_ = 0;
  for (; problems_logged_ < keyframes_.problems().size(); ++problems_logged_) {
    SDL_Log("%s", keyframes_.problems()[problems_logged_].c_str());
  }
  follow_player();
}

void ReplayScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  // The window may have changed size since the last frame: the map takes what there is.
  map_view_.set_viewport(hud::full_map_viewport(canvas.size()), canvas.screen());
  follow_player();
  map_view_.set_terrain_tint(world_.floor_look().tint);
  map_view_.draw(canvas, world_.floor(), {world_.player().position, world_.content().player.sprite}, std::nullopt,
                 &motion_);
  flights_.draw(canvas, map_view_, context_.settings->settings.animations != AnimationSpeed::Off);
  effects_.draw(canvas, map_view_);
  monster_panel::draw(canvas, monster_panel::lay_out(monsters_in_view(world_), canvas.size()), std::nullopt);
  hud::draw_top_bar(canvas, world_);
  hud::draw_bottom_panel(canvas, world_, std::nullopt);
  replay_timeline::draw(canvas, replay_timeline::lay_out(canvas.size()), keyframes_.floor_starts(), next_action_,
                        action_count(), keyframes_.built());
  draw_status_line(canvas);
  draw_content_notice(canvas);
  draw_keyframe_problem(canvas);
  draw_reading_progress(canvas);
}

// Only the world at the end is checked against the recorded hash: hashing serialises the whole world,
// too much to do for every frame it stays there.
void ReplayScene::note_end_hash() {
  end_hash_ = finished() ? std::optional(game::state_hash(world_)) : std::nullopt;
}

// What a waiting jump will do, said after the reading's progress.
std::string ReplayScene::waiting_jump_text() const {
  if (!waiting_jump_) return "";
  if (waiting_jump_->to_next_floor) return "; then going to the next floor";
  if (waiting_jump_->position >= action_count()) return "; then going to the end";
  return "; then going to action " + std::to_string(waiting_jump_->position);
}

// Over the right of the timeline, where the floor marks of what is not read yet will go, until the
// reading is done; on the panel's colour, so that a floor's number found late does not run into it.
void ReplayScene::draw_reading_progress(render::Canvas& canvas) const {
  if (keyframes_.complete()) return;
  constexpr int kMargin = 12;
  const SDL_Rect bar = replay_timeline::lay_out(canvas.size()).bar;
  const std::string progress =
      "Reading the replay: " + std::to_string(keyframes_.percent_read()) + "%" + waiting_jump_text();
  const core::Point size = canvas.measure_text(progress, render::TextSize::Small);
  const int right = bar.x + bar.w - kMargin;
  canvas.fill_rect({right - size.x - 4, bar.y + 1, size.x + 8, size.y}, render::colors::palette().panel);
  canvas.text(progress, {right, bar.y + 1}, render::colors::palette().text, render::TextSize::Small,
              render::Align::Right);
}

// A keyframe that failed its hash check is said over the timeline, in the warning colour, for as long as
// the replay is open: what is shown was played again from an earlier point, but the replay's keyframes are
// not what they were when it opened.
void ReplayScene::draw_keyframe_problem(render::Canvas& canvas) const {
  if (keyframes_.problems().empty()) return;
  const SDL_Rect bar = replay_timeline::lay_out(canvas.size()).bar;
  const int height = canvas.line_height(render::TextSize::Small) + 4;
  const SDL_Rect box{bar.x, bar.y - height, bar.w, height};
  canvas.fill_rect(box, render::colors::palette().panel);
  canvas.text(canvas.fit_text(keyframes_.problems().back(), box.w - 24, render::TextSize::Small),
              {box.x + 12, box.y + 2}, render::colors::palette().warning, render::TextSize::Small);
}

// Over the top of the map until the replay has begun, in the warning colour on a panel, as the title's
// notices are.
void ReplayScene::draw_content_notice(render::Canvas& canvas) const {
  if (content_notice_.empty() || next_action_ > 0) return;
  constexpr int kMargin = 24;
  constexpr int kPadding = 8;
  const SDL_Rect map = hud::full_map_viewport(canvas.size());
  std::vector<std::string> lines = canvas.wrap_text(content_notice_ + " Space: play it anyway.",
                                                    map.w - 2 * (kMargin + kPadding), render::TextSize::Small);
  const int line_height = canvas.line_height(render::TextSize::Small);
  const SDL_Rect box{map.x + kMargin, map.y + kMargin, map.w - 2 * kMargin,
                     static_cast<int>(lines.size()) * line_height + 2 * kPadding};
  canvas.fill_rect(box, render::colors::palette().panel);
  canvas.fill_rect({box.x, box.y, box.w, 1}, render::colors::palette().warning);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    canvas.text(lines[i], {box.x + kPadding, box.y + kPadding + static_cast<int>(i) * line_height},
                render::colors::palette().warning, render::TextSize::Small);
  }
}

// A bar along the bottom of the map: where the replay is, or how it ended.
void ReplayScene::draw_status_line(render::Canvas& canvas) const {
  const SDL_Rect map = hud::full_map_viewport(canvas.size());
  const SDL_Rect bar{map.x, map.y + map.h - kStatusHeight, map.w, kStatusHeight};
  canvas.fill_rect(bar, render::colors::palette().panel);
  canvas.fill_rect({bar.x, bar.y, bar.w, 1}, render::colors::palette().panel_border);
  const core::Point text_at{bar.x + 12, bar.y + 6};
  if (!finished()) {
    // Where the replay is, whole, on the left; the keys in the room left on the right, dimmer.
    const std::string where = "REPLAY  seed " + std::to_string(replay().seed) + "  action " +
                              std::to_string(next_action_) + "/" + std::to_string(action_count()) + "  floor " +
                              std::to_string(world_.floor_number()) + "  " +
                              (paused_ ? "paused" : std::to_string(actions_per_second()) + "/s");
    const int where_width = canvas.text(where, text_at, render::colors::palette().text, render::TextSize::Small).x;
    const std::string keys = keys_.controller
                                 ? keys_.other + " pause  " + keys_.move + " step  " + keys_.page_up + "/" +
                                       keys_.page_down + " floor  R-stick speed  " + keys_.cancel + " " + escape_label()
                                 : "Space pause  Left/Right step  PgUp/PgDn floor  +/- speed  Esc " + escape_label();
    const int room = bar.w - 24 - where_width - 16;
    if (room > 0) {
      canvas.text(canvas.fit_text(keys, room, render::TextSize::Small), {bar.x + bar.w - 12, text_at.y},
                  render::colors::palette().text_dim, render::TextSize::Small, render::Align::Right);
    }
    return;
  }
  const std::uint64_t hash = end_hash_.value_or(0);
  const std::optional<std::uint64_t>& recorded_hash = replay().final_hash;
  const bool recorded = recorded_hash.has_value();
  const bool matches = recorded && *recorded_hash == hash;
  const std::string verdict =
      !recorded ? "no hash was recorded"
      : matches ? "the same as recorded"
                : "DIFFERENT from the recorded " + core::to_hexadecimal(*recorded_hash) +
                      (content_notice_.empty() ? "" : "; the game data has changed since it was recorded");
  canvas.text("Replay finished. State hash " + core::to_hexadecimal(hash) + ": " + verdict + ".   " + keys_.cancel +
                  ": " + escape_label(),
              text_at, matches || !recorded ? render::colors::palette().good : render::colors::palette().bad,
              render::TextSize::Small);
}

std::string ReplayScene::escape_label() const {
  return on_escape_ == OnEscape::QuitGame ? "quit" : "back";
}

std::string ReplayScene::on_quit() {
  nlohmann::json state = game::state_dump(world_);
  state["scene"] = "replay";
  state["replay_actions_played"] = next_action_;
  state["replay_actions_read"] = keyframes_.built();
  write_state_dump(context_.options, state.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
  return "";
}

}  // namespace scenes
