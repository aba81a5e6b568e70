// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "game/replay/replay.h"
#include "game/replay/replay_keyframes.h"
#include "game/world/world.h"
#include "render/scene.h"
#include "scenes/dungeon/flight_view.h"
#include "scenes/dungeon/map_view.h"
#include "scenes/dungeon/motion.h"
#include "scenes/dungeon/turn_effects.h"
#include "scenes/dungeon/turn_sounds.h"
#include "scenes/menus/menu_hints.h"
#include "scenes/scene_context.h"

namespace scenes {

// Plays a recorded run back in the window (--replay FILE, or a run picked in
// the high-score table): the dungeon as the player saw it, one action at a
// time, at a speed the viewer sets. Space pauses, Right steps while paused,
// Left steps back, Page Up / Page Down (or ] and [) jump to the next or the
// previous floor, Home and End to the start and the end, a click or a drag on
// the timeline bar goes anywhere; + and - change the speed, Escape leaves.
// Going back or jumping restores the nearest keyframe (game::ReplayKeyframes)
// and shows the new state at once; playing and stepping forward move as play
// does. The keyframes are read a slice per tick while the replay already
// shows and plays ("Reading the replay: 40%"); a jump past what is read waits
// for the reading to get there. At the end it says whether the run reached
// the state hash it was recorded with. A replay recorded with other game data says which files
// changed and waits, paused, for Space.
class ReplayScene : public render::Scene {
 public:
  // What Escape does: quit the game (a replay from the command line), or go
  // back to the scene below (a replay opened from the high-score table).
  enum class OnEscape { QuitGame, GoBack };

  ReplayScene(SceneContext context, game::Replay replay, OnEscape on_escape = OnEscape::QuitGame);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  std::string on_quit() override;

  const game::World& world() const { return world_; }
  bool finished() const { return next_action_ >= action_count(); }
  // How many of the replay's actions the world shown has played.
  std::size_t position() const { return next_action_; }
  const game::ReplayKeyframes& keyframes() const { return keyframes_; }
  const Motion& motion() const { return motion_; }
  bool paused() const { return paused_; }
  // Said before playing when the replay was recorded with other game data; empty when not.
  const std::string& content_notice() const { return content_notice_; }
  int actions_per_second() const;
  // How many of the replay's actions one tick reads to take keyframes: at 30-40 us an action with its
  // share of keyframes (the benchmark's "open it for scrubbing" over its actions), 6-8 ms of a tick's 16.
  // A count, not a time, so that what is read by a given tick is the same on every machine.
  static constexpr std::size_t kActionsReadPerTick = 200;
  // The action a jump past what is read so far waits to go to; nullopt when none waits.
  std::optional<std::size_t> waiting_jump() const;
  // The state hash of the world at the end, worked out once when it gets there; nullopt before the end.
  std::optional<std::uint64_t> end_hash() const { return end_hash_; }

 private:
  void handle_keys(const render::Input& input);
  void handle_timeline(const render::Input& input);
  void play_next_action();
  // Goes to the world after `position` actions, at once when the reading has got that far, else when it
  // does; and to the next floor's start after `from`, as soon as the reading finds it.
  void go_to(std::size_t position);
  void go_to_next_floor(std::size_t from);
  void make_waiting_jump();
  // Shows the world after `position` actions at once, with nothing still moving.
  void show_at(std::size_t position);
  void note_end_hash();
  std::size_t action_count() const { return keyframes_.action_count(); }
  const game::Replay& replay() const { return keyframes_.replay(); }
  void follow_player();
  void draw_status_line(render::Canvas& canvas) const;
  void draw_content_notice(render::Canvas& canvas) const;
  void draw_keyframe_problem(render::Canvas& canvas) const;
  void draw_reading_progress(render::Canvas& canvas) const;
  std::string waiting_jump_text() const;
  std::string escape_label() const;

  SceneContext context_;
  OnEscape on_escape_;
  game::ReplayKeyframes keyframes_;  // holds the replay
  game::World world_;
  MapView map_view_;
  TurnEffects effects_;
  FlightView flights_;
  TurnSounds sounds_;
  Motion motion_;
  std::size_t next_action_ = 0;
  int speed_index_;
  MenuKeyNames keys_;  // the hints' names: keys, or the controller's buttons after a controller press
  std::string content_notice_;
  bool paused_ = false;
  bool dragging_ = false;  // the timeline's handle follows the pointer until the button is let go
  std::size_t problems_logged_ = 0;
  int earned_ = 0;  // in sixtieths of an action
  // A jump past what is read so far: to an action, or to the first floor start after one.
  struct WaitingJump {
    std::size_t position = 0;
    bool to_next_floor = false;
  };
  std::optional<WaitingJump> waiting_jump_;
  std::optional<std::uint64_t> end_hash_;
};

}  // namespace scenes
