// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/sight.h"
#include "game/session/run_keeper.h"
#include "game/travel/explore_request.h"
#include "game/travel/recent_stops.h"
#include "game/world/world.h"
#include "json/diagnostics.h"
#include "render/scene.h"
#include "scenes/dungeon/button_bar.h"
#include "scenes/dungeon/click_guard.h"
#include "scenes/dungeon/current_travel_map.h"
#include "scenes/dungeon/debug_console.h"
#include "scenes/dungeon/flight_view.h"
#include "scenes/dungeon/held_move.h"
#include "scenes/dungeon/look_cursor.h"
#include "scenes/dungeon/map_view.h"
#include "scenes/dungeon/motion.h"
#include "scenes/dungeon/target_mode.h"
#include "scenes/dungeon/turn_effects.h"
#include "scenes/dungeon/turn_sounds.h"
#include "scenes/dungeon/walk_in_progress.h"
#include "scenes/scene_context.h"
#include "scenes/settings/controls.h"

namespace scenes {

// The main game screen: the map around the player, the HUD, and the keys and
// mouse that move the researcher through the dungeon.
class DungeonScene : public render::Scene {
 public:
  // A new run, kept on disk as it goes; `daily_date` ("2026-12-04") when it is that day's daily run.
  DungeonScene(SceneContext context, std::uint64_t seed, std::string daily_date = {});
  // A run loaded from its save (or held in memory after a failed one), kept on
  // disk as it goes; `save_on_disk`: the save file there is this run's.
  static std::unique_ptr<DungeonScene> continued(SceneContext context, game::World saved, bool save_on_disk = true);
  // A run set up beforehand, such as from a --scenario file; it is never
  // saved, so trying a scenario cannot overwrite the player's own run.
  DungeonScene(SceneContext context, game::World world);

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  std::string on_quit() override;
  // The controller's buttons are read through their bindings here (Settings::buttons).
  bool reads_controller_as_menu_keys() const override { return false; }

  const game::World& world() const { return world_; }
  const MapView& map_view() const { return map_view_; }
  const Motion& motion() const { return motion_; }
  const DebugConsole& debug_console() const { return console_; }
  // The rule the debug console's `sight` overlay compares with the game's own, while it is on.
  const std::optional<core::Sight>& sight_overlay() const { return sight_overlay_; }
  bool intent_overlay() const { return intent_overlay_; }
  const FlightView& flights() const { return flights_; }
  // The way a click on the hovered tile would travel, if there is one.
  const std::optional<std::vector<core::Point>>& path_preview() const { return path_preview_; }
  bool walking() const { return walk_.active(); }
  // What the latest F5 that failed found (errors, then warnings), shown over the map until one succeeds.
  std::string content_errors() const;
  // The keyboard's look cursor, while look mode is on.
  std::optional<core::Point> look_cursor() const {
    return look_.active() ? std::optional(look_.position()) : std::nullopt;
  }
  // The throw or shot being aimed, while the targeting mode is on.
  const TargetMode& targeting() const { return aim_; }
  // Whether the button bar draws the command's button lit: stairs not yet found and a Fire with
  // nothing to fire are dimmed.
  bool bar_command_enabled(Command command) const;
  // The hovered tile's description, as the bottom panel shows it; while a throw or shot is aimed, a
  // monster's fight is told by what flies.
  std::optional<TileDescription> hovered_description() const;

 private:
  void handle_movement(const render::Input& input);
  // The step or wait of the movement key just pressed, or held.
  void perform_held();
  // In dungeon_scene_walks.cpp: the walks of many turns, and what a walk leaves alone.
  void handle_walk_commands(const render::Input& input);
  void explore();
  void handle_map_click(const render::Input& input);
  bool act_on_tile(core::Point tile);
  void travel_to_stairs(game::StairsDirection direction);
  void start_walk(game::Walk walk);
  // What stops a walk, as the options screen set it.
  game::StopSettings stop_settings() const;
  void note_stop(const game::WalkStop& stop);
  void continue_walk(const render::Input& input);
  void update_path_preview();
  void draw_path_preview(render::Canvas& canvas) const;
  void fit_map_to(const render::Screen& screen);
  // In dungeon_scene_look.cpp: look mode and the column of monsters in view.
  void handle_look_commands(const render::Input& input);
  void handle_look(const render::Input& input);
  void update_pointed(const render::Input& input);
  void draw_monster_panel(render::Canvas& canvas) const;
  void draw_look_hint(render::Canvas& canvas) const;
  // In dungeon_scene_targeting.cpp: aiming a throw or a shot, and the line of fire it draws.
  void handle_target_commands(const render::Input& input);
  void open_targeting(Command command);
  // The inventory's Throw or Fire: the mode opens with the pack's item at `pack_index`.
  void aim_from_pack(std::size_t pack_index);
  void handle_targeting(const render::Input& input);
  void launch_at_cursor();
  void draw_line_of_fire(render::Canvas& canvas) const;
  void draw_target_hint(render::Canvas& canvas) const;
  void add_targeting_state(nlohmann::json& state) const;
  // With --debug: the console's key opens it; while open it takes every key. Returns whether it took this tick.
  bool handle_debug_console(const render::Input& input);
  bool console_key_closes(const render::Input& input) const;
  void run_console_line(const std::string& line);
  void handle_zoom(const render::Input& input);
  // The map tile drawn at a canvas point; nullopt off the map or where a panel covers it.
  std::optional<core::Point> map_tile_at(core::Point point) const;
  void handle_panels(const render::Input& input);
  void open_panel(Command command);
  void run_command(Command command);
  void open_game_menu();
  // Look mode, on the researcher or on the first thing in view.
  void start_looking(bool at_next_in_view);
  void open_debug_console();
  // The button bar under the map (button_bar.h).
  button_bar::Layout bar_layout(const render::Screen& screen) const;
  bool handle_button_bar(const render::Input& input);
  SDL_Rect map_area_above_bar(const render::Screen& screen) const;
  void perform(const game::Action& action);
  // What an action did, here or in the inventory: its effects are shown and the run is kept on disk.
  void take_report(const game::TurnReport& report);
  // Shows the game over once the run has ended.
  void show_run_end();
  // F5: reads the data folder again; on errors the game goes on with the old content.
  void reload_content();
  void leave_to_title();
  void add_screen_state(nlohmann::json& state) const;
  // Read afresh each tick: the options screen may have changed them.
  const KeyBindings& keys() const { return context_.settings->settings.keys; }
  Controls controls() const { return {context_.settings->settings.keys, context_.settings->settings.buttons}; }
  // A hint's name for a command's key, or its button after a controller press.
  std::string binding_name(Command command, std::string_view unbound = "no key") const {
    return first_binding_name(controls(), command, prompts_, unbound);
  }

  // "Press Z or click Explore": how a walk's message tells the player to give a command on the bar.
  std::string how_to_give(Command command) const;

  SceneContext context_;
  game::World world_;
  MapView map_view_;
  int camera_floor_ = -1;  // the floor and zoom the camera was last centred for
  int camera_zoom_ = 0;
  std::optional<core::Point> hovered_tile_;  // the mouse's or the look cursor's
  core::Point mouse_{-1, -1};                // where the pointer is, for the button bar's highlight
  render::Prompts prompts_;                  // whose names the hints use: the keys', or the controller's
  LookCursor look_;
  TargetMode aim_;
  std::optional<game::EntityId> panel_pointed_;  // the monster whose row the mouse is on
  WalkInProgress walk_;
  CurrentTravelMap travel_map_;
  HeldMove held_;
  AttackClickGuard attack_clicks_;
  std::optional<std::vector<core::Point>> path_preview_;
  game::RecentStops recent_stops_;                  // the monsters that lately stopped a walk
  std::optional<json::Diagnostics> failed_reload_;  // the latest failed reload's findings, until one succeeds
  DebugConsole console_;
  std::optional<core::Sight> sight_overlay_;
  bool intent_overlay_ = false;  // the debug console's `intent` overlay
  TurnEffects effects_;
  FlightView flights_;
  TurnSounds turn_sounds_;
  Motion motion_;
  bool run_end_shown_ = false;
  game::ExploreRequest explore_request_;
  std::optional<game::RunKeeper> keeper_;  // nullopt for runs that are not saved
  // The run went to the title after a failed save: until the switch (one more
  // frame is drawn first) this scene has nothing left to show or keep.
  bool handed_over_ = false;
};

}  // namespace scenes
