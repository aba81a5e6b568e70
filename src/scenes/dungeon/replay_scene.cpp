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

namespace scenes {

namespace {

constexpr std::array kSpeeds{1, 2, 4, 8, 15, 30, 60};  // actions per second
constexpr int kStartingSpeed = 3;                      // 8 actions a second
constexpr int kStatusHeight = 30;

bool pressed_any(const render::Input& input, std::initializer_list<SDL_Keycode> keys) {
  return std::any_of(keys.begin(), keys.end(), [&](SDL_Keycode key) { return input.pressed_or_repeated(key); });
}

}  // namespace

ReplayScene::ReplayScene(SceneContext context, game::Replay replay, OnEscape on_escape)
    : context_(std::move(context)),
      on_escape_(on_escape),
      replay_(std::move(replay)),
      world_(replay_.seed, context_.data->content().factory()),
      map_view_(hud::full_map_viewport()),
      speed_index_(kStartingSpeed),
      content_notice_(game::content_notice(replay_, *context_.data->content().factory())),
      paused_(!content_notice_.empty()) {
  if (!content_notice_.empty()) SDL_Log("%s", content_notice_.c_str());
  map_view_.follow(world_.player().position, {world_.floor().width(), world_.floor().height()});
}

int ReplayScene::actions_per_second() const {
  return kSpeeds[static_cast<std::size_t>(speed_index_)];
}

void ReplayScene::logic(const render::Input& input) {
  if (input.was_pressed(SDLK_ESCAPE)) {
    return on_escape_ == OnEscape::QuitGame ? context_.requests.quit() : context_.requests.pop();
  }
  handle_keys(input);
  effects_.tick();
  flights_.tick();
  if (paused_) return;
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
  const int last_speed = static_cast<int>(kSpeeds.size()) - 1;
  if (pressed_any(input, {SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS})) speed_index_ = std::min(speed_index_ + 1, last_speed);
  if (pressed_any(input, {SDLK_MINUS, SDLK_KP_MINUS})) speed_index_ = std::max(speed_index_ - 1, 0);
  if (speed_index_ != speed_before) earned_ = 0;
  if (input.wheel() != 0) map_view_.change_zoom(input.wheel());
}

void ReplayScene::play_next_action() {
  const game::TurnReport report = world_.perform(replay_.actions[next_action_++]);
  effects_.add(report.events);
  flights_.add(report.shots);
  // A replay sounds as the run did; at the fastest speeds one action's sounds follow the last's at once.
  sounds_.play(report, world_.shared_factory(), *context_.sounds);
  map_view_.follow(world_.player().position, {world_.floor().width(), world_.floor().height()});
}

void ReplayScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  // The window may have changed size since the last frame: the map takes what there is.
  map_view_.set_viewport(hud::full_map_viewport(canvas.size()), canvas.screen());
  map_view_.follow(world_.player().position, {world_.floor().width(), world_.floor().height()});
  map_view_.draw(canvas, world_.floor(), {world_.player().position, world_.content().player.sprite}, std::nullopt);
  flights_.draw(canvas, map_view_, context_.settings->settings.animations != AnimationSpeed::Off);
  effects_.draw(canvas, map_view_);
  monster_panel::draw(canvas, monster_panel::lay_out(monsters_in_view(world_), canvas.size()), std::nullopt);
  hud::draw_top_bar(canvas, world_);
  hud::draw_bottom_panel(canvas, world_, std::nullopt);
  draw_status_line(canvas);
  draw_content_notice(canvas);
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
    const std::string where = "REPLAY  seed " + std::to_string(replay_.seed) + "   action " +
                              std::to_string(next_action_) + " of " + std::to_string(replay_.actions.size()) + "   " +
                              (paused_ ? "paused" : std::to_string(actions_per_second()) + " actions/s") +
                              "      Space: pause   Right: step   +/-: speed   Esc: " + escape_label();
    canvas.text(where, text_at, render::colors::palette().text, render::TextSize::Small);
    return;
  }
  const std::uint64_t hash = game::state_hash(world_);
  const bool recorded = replay_.final_hash.has_value();
  const bool matches = recorded && *replay_.final_hash == hash;
  const std::string verdict =
      !recorded ? "no hash was recorded"
      : matches ? "the same as recorded"
                : "DIFFERENT from the recorded " + core::to_hexadecimal(*replay_.final_hash) +
                      (content_notice_.empty() ? "" : "; the game data has changed since it was recorded");
  canvas.text(
      "Replay finished. State hash " + core::to_hexadecimal(hash) + ": " + verdict + ".   Esc: " + escape_label(),
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
  write_state_dump(context_.options, state.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
  return "";
}

}  // namespace scenes
