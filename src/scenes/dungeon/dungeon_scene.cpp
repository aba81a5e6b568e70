// SPDX-License-Identifier: MIT
#include "scenes/dungeon/dungeon_scene.h"

#include <SDL.h>

#include <algorithm>

#include "game/debug/console_commands.h"
#include "game/replay/state_dump.h"
#include "game/saving/reload_check.h"
#include "render/color.h"
#include "scenes/dungeon/command_input.h"
#include "scenes/dungeon/failed_save_notice.h"
#include "scenes/dungeon/hud.h"
#include "scenes/dungeon/in_view.h"
#include "scenes/dungeon/intent_overlay.h"
#include "scenes/dungeon/sight_overlay.h"
#include "scenes/inventory/inventory_scene.h"
#include "scenes/menus/content_errors_box.h"
#include "scenes/menus/game_menu_scene.h"
#include "scenes/menus/game_over_scene.h"
#include "scenes/menus/help_scene.h"
#include "scenes/menus/message_log_scene.h"
#include "scenes/menus/run_story.h"
#include "scenes/menus/title_scene.h"

namespace scenes {

DungeonScene::DungeonScene(SceneContext context, std::uint64_t seed, std::string daily_date)
    : context_(std::move(context)),
      world_(seed, context_.data->content().factory()),
      map_view_(hud::dungeon_map_viewport(context_.settings->settings.message_lines),
                context_.settings->settings.zoom) {
  if (context_.options.debug) world_.setup().mark_debug_run();
  // Before the first save, so a daily run continued later is still one.
  if (!daily_date.empty()) world_.setup().mark_daily_run(std::move(daily_date));
  if (context_.options.saves_to_user_dir()) keeper_.emplace(context_.options.user_dir);
  if (const std::string& reason = context_.options.read_only_reason; !reason.empty())
    world_.tell(read_only_run_message(reason));
  if (keeper_) {
    if (const core::Result<void> begun = keeper_->begin(world_); !begun)
      SDL_Log("The new run could not be saved: %s", begun.error().c_str());
  }
  SDL_Log("New run with seed %llu", static_cast<unsigned long long>(seed));
  map_view_.follow(world_.player().position, {world_.floor().width(), world_.floor().height()});
}

DungeonScene::DungeonScene(SceneContext context, game::World world)
    : context_(std::move(context)),
      world_(std::move(world)),
      map_view_(hud::dungeon_map_viewport(context_.settings->settings.message_lines),
                context_.settings->settings.zoom) {
  // A saved run continued with --debug stops counting too; one saved in a debug run stays marked.
  if (context_.options.debug) world_.setup().mark_debug_run();
  SDL_Log("Run set up beforehand, seed %llu", static_cast<unsigned long long>(world_.seed()));
  map_view_.follow(world_.player().position, {world_.floor().width(), world_.floor().height()});
}

std::unique_ptr<DungeonScene> DungeonScene::continued(SceneContext context, game::World saved, bool save_on_disk) {
  SDL_Log("Continuing the saved run with seed %llu", static_cast<unsigned long long>(saved.seed()));
  auto scene = std::make_unique<DungeonScene>(std::move(context), std::move(saved));
  if (scene->context_.options.saves_to_user_dir())
    scene->keeper_.emplace(scene->context_.options.user_dir, save_on_disk);
  return scene;
}

void DungeonScene::logic(const render::Input& input) {
  mouse_ = input.mouse_position();
  prompts_ = input.prompts();
  if (handle_debug_console(input)) return;
  // While looking or aiming, Esc leaves that mode, not the run.
  const bool looking = look_.active();
  const bool aiming = aim_.active();
  if (!looking && !aiming && command_pressed(input, controls(), Command::Menu)) return leave_to_title();
  if (command_pressed(input, controls(), Command::ReloadData)) reload_content();
  effects_.tick();
  attack_clicks_.tick();
  flights_.tick();
  motion_.tick();
  motion_.set_speed(context_.settings->settings.animations);
  if (world_.run_over()) {
    show_run_end();  // the run may have ended in an overlay, by a turn spent in the inventory
    return;
  }
  handle_zoom(input);
  // A held key repeats only what its own press began (handle_movement sees that press again),
  // and no motion ever makes a key wait.
  if (input.anything_pressed() || input.was_clicked(render::MouseButton::Left)) {
    held_.forget();
    motion_.finish();
  }
  if (looking) {
    handle_look(input);
  } else if (aiming) {
    handle_targeting(input);
  } else if (walk_.active()) {
    continue_walk(input);
  } else {
    handle_panels(input);
    handle_look_commands(input);
    handle_target_commands(input);
    handle_walk_commands(input);
    if (!handle_button_bar(input)) handle_map_click(input);
    if (!walk_.active()) handle_movement(input);
  }
  show_run_end();
  fit_map_to(input.screen());
  update_pointed(input);
  update_path_preview();
}

// The options may have changed how many message lines there are, and the window its size: the map
// takes the room left between the panels.
// The camera stays still while the player walks within sight of the view's edges, so a click lands
// where it was aimed; a new floor or zoom starts centred again.
void DungeonScene::fit_map_to(const render::Screen& screen) {
  map_view_.set_viewport(hud::dungeon_map_viewport(context_.settings->settings.message_lines, screen.size), screen);
  const core::Point floor_size{world_.floor().width(), world_.floor().height()};
  const core::Point shift = motion_.player_offset(map_view_.tile_pixels());
  if (camera_floor_ != world_.floor_number() || camera_zoom_ != map_view_.zoom()) {
    camera_floor_ = world_.floor_number();
    camera_zoom_ = map_view_.zoom();
    map_view_.follow(world_.player().position, floor_size, shift);
  }
  std::vector<core::Point> in_view;
  for (const game::Entity* monster : monsters_in_view(world_)) in_view.push_back(monster->position);
  map_view_.keep_in_view(world_.player().position, floor_size, shift, world_.player().sight_radius, in_view);
}

void DungeonScene::handle_movement(const render::Input& input) {
  // One action per tick, however many keys are held.
  for (Command command : all_commands()) {
    const std::optional<core::Point> step = movement_of(command);
    if (!step && command != Command::Wait) continue;
    if (command_pressed(input, controls(), command)) {
      held_.pressed(world_, command, step);
      return perform_held();
    }
    if (command_pressed_or_repeated(input, controls(), command) && held_.may_repeat(world_, command, stop_settings()))
      return perform_held();
  }
}

void DungeonScene::perform_held() {
  const game::RepeatedStep::Outcome outcome = held_.perform(world_, stop_settings());
  take_report(outcome.report);
  if (outcome.stop) note_stop(*outcome.stop);
}

void DungeonScene::perform(const game::Action& action) {
  take_report(world_.perform(action));
}

void DungeonScene::take_report(const game::TurnReport& report) {
  effects_.add(report.events);
  flights_.add(report.shots);
  turn_sounds_.play(report, world_.shared_factory(), *context_.sounds);
  // A walk's steps slide no longer than the walk waits between them.
  motion_.add(report, walk_.active() ? std::optional(walk_.ticks_per_step()) : std::nullopt);
  if (keeper_) keeper_->after_action(world_, report);
}

void DungeonScene::handle_panels(const render::Input& input) {
  for (Command command : {Command::MessageLog, Command::Help, Command::Inventory, Command::GameMenu}) {
    if (command_pressed(input, controls(), command)) run_command(command);
  }
}

void DungeonScene::open_panel(Command command) {
  if (command == Command::MessageLog)
    context_.requests.push(std::make_unique<MessageLogScene>(context_.requests, world_.messages(), controls()));
  if (command == Command::Help) context_.requests.push(std::make_unique<HelpScene>(context_.requests, controls()));
  if (command == Command::Inventory)
    context_.requests.push(std::make_unique<InventoryScene>(
        context_.requests, world_, [this](const game::TurnReport& report) { take_report(report); }, context_.sounds,
        controls(), [this](std::size_t pack_index) { aim_from_pack(pack_index); }));
}

// What a command of the button bar's does, whether its key or its button asked.
void DungeonScene::run_command(Command command) {
  switch (command) {
    case Command::Explore: return explore();
    case Command::Rest: return start_walk(game::Walk::rest(world_, stop_settings()));
    case Command::Search: return perform(game::Action::search());
    case Command::TravelStairsUp: return travel_to_stairs(game::StairsDirection::Up);
    case Command::TravelStairsDown: return travel_to_stairs(game::StairsDirection::Down);
    case Command::Inventory:
    case Command::MessageLog:
    case Command::Help: return open_panel(command);
    case Command::Menu: return leave_to_title();
    case Command::Throw:
    case Command::Fire: return open_targeting(command);
    case Command::GameMenu: return open_game_menu();
    case Command::Look:
    case Command::NextInView: return start_looking(command == Command::NextInView);
    case Command::ZoomIn: return map_view_.change_zoom(1);
    case Command::ZoomOut: return map_view_.change_zoom(-1);
    case Command::ReloadData: return reload_content();
    case Command::DebugConsole: return open_debug_console();
    default: return;
  }
}

void DungeonScene::open_game_menu() {
  context_.requests.push(std::make_unique<GameMenuScene>(
      context_.requests, controls(), [this](Command chosen) { run_command(chosen); }, context_.options.debug));
}

button_bar::Layout DungeonScene::bar_layout(const render::Screen& screen) const {
  return button_bar::lay_out(context_.settings->settings.message_lines, screen.size);
}

// A stairs button is dimmed until those stairs are known, and Fire while nothing can be fired; the others
// always work (a refusal says why).
bool DungeonScene::bar_command_enabled(Command command) const {
  if (command == Command::Fire) return fire_choice(world_).launch.has_value();
  if (command != Command::TravelStairsUp && command != Command::TravelStairsDown) return true;
  const game::Entity* stairs = world_.floor().stairs(command == Command::TravelStairsUp ? game::StairsDirection::Up
                                                                                        : game::StairsDirection::Down);
  return stairs && world_.floor().seen[stairs->position];
}

// A left click on an enabled button runs its command; returns whether the click was the bar's.
bool DungeonScene::handle_button_bar(const render::Input& input) {
  if (!input.was_clicked(render::MouseButton::Left)) return false;
  const button_bar::Layout layout = bar_layout(input.screen());
  if (!render::contains(layout.bar, input.mouse_position())) return false;
  const std::optional<Command> command = button_bar::command_at(layout, input.mouse_position());
  // A dimmed Fire still says why it is dimmed ("You wield nothing that fires."); dimmed stairs are not there.
  if (command && (bar_command_enabled(*command) || *command == Command::Fire)) run_command(*command);
  return true;
}

// Overlays at the map's foot (the console, the look hint) stand above the button bar.
SDL_Rect DungeonScene::map_area_above_bar(const render::Screen& screen) const {
  SDL_Rect area = hud::full_map_viewport(screen.size);
  const int bar_top = bar_layout(screen).bar.y;
  area.h = std::min(area.h, bar_top - area.y);
  return area;
}

// A run that could not be saved goes to the title in memory, with the reason,
// so Continue still resumes it as it stood and not an older save.
void DungeonScene::leave_to_title() {
  const std::string& read_only_reason = context_.options.read_only_reason;
  const std::string problem = keeper_ ? keeper_->keep(world_).error() : "";
  const bool unsaved = !problem.empty() || (!read_only_reason.empty() && !world_.run_over());
  if (!unsaved) return context_.requests.switch_to(std::make_unique<TitleScene>(context_));
  const std::string notice =
      keeper_ ? failed_save_on_title(problem, keeper_->has_save()) : read_only_run_on_title(read_only_reason);
  SDL_Log("%s", notice.c_str());
  const bool save_on_disk = keeper_ && keeper_->has_save();
  context_.requests.switch_to(
      std::make_unique<TitleScene>(context_, UnsavedRun{std::move(world_), notice, save_on_disk}));
  handed_over_ = true;
}

void DungeonScene::show_run_end() {
  if (world_.run_over() && !run_end_shown_) {
    run_end_shown_ = true;
    std::optional<game::Replay> replay;
    if (world_.replayable()) replay = game::replay_of(world_);
    context_.requests.push(
        std::make_unique<GameOverScene>(context_, world_.summary(), std::move(replay), story_of(world_, context_)));
  }
}

void DungeonScene::reload_content() {
  game_data::GameData& data = *context_.data;
  // A reload that would leave the run unsaveable is refused like broken data.
  failed_reload_ = data.reload([this](const auto& next) { return game::reload_problems(world_, next); });
  if (failed_reload_) return;
  context_.sounds->use_sounds(data.sound_files());
  const game::ContentLibrary& content = data.content();
  world_.set_factory(content.factory());
  const int warnings = content.diagnostics().warning_count();
  const std::size_t mods = content.mods().size();
  world_.tell("Reloaded the game data from " + content.data_dir().string() +
              (mods > 0 ? " and " + std::to_string(mods) + (mods == 1 ? " mod" : " mods") : "") +
              (warnings > 0 ? " (" + std::to_string(warnings) + " warnings, see the log)." : "."));
  if (warnings > 0) SDL_Log("%s", content.diagnostics().to_string().c_str());
}

void DungeonScene::open_debug_console() {
  if (!context_.options.debug) return;
  held_.forget();
  walk_.stop();
  console_.open();
}

// The key that opened the console closes it again, as in the games it is borrowed from, unless
// it is one that types a command's letters (a rebinding to "c" must still type "c").
bool DungeonScene::console_key_closes(const render::Input& input) const {
  const auto types_commands = [](SDL_Keycode key) { return key >= ' ' && key < 127 && key != '`' && key != '~'; };
  return !console_.just_opened() &&
         std::ranges::any_of(controls().keys.keys(Command::DebugConsole),
                             [&](SDL_Keycode key) { return !types_commands(key) && input.was_pressed(key); });
}

bool DungeonScene::handle_debug_console(const render::Input& input) {
  if (!context_.options.debug) return false;
  if (!console_.is_open()) {
    if (!command_pressed(input, controls(), Command::DebugConsole)) return false;
    open_debug_console();
  }
  // Typing needs a keyboard; a controller player who opened it from the game menu leaves it as Esc would.
  if (controller_cancel_pressed(input) || console_key_closes(input)) {
    console_.close();
    return true;
  }
  if (const std::optional<std::string> line = console_.type(input, world_)) run_console_line(*line);
  effects_.tick();
  flights_.tick();
  motion_.tick();
  return true;
}

// What a console line changed is shown at once: the view follows the player
// (who may be on another floor); it is no turn, so nothing slides.
void DungeonScene::run_console_line(const std::string& line) {
  const game::debug::ConsoleReply reply = game::debug::run_console_command(world_, line);
  SDL_Log("Debug console: %s -> %s", line.c_str(), reply.text.c_str());
  if (reply.overlay_changed) sight_overlay_ = reply.overlay;
  if (reply.intent_overlay) intent_overlay_ = *reply.intent_overlay;
  if (reply.reload_requested) {
    reload_content();
    const bool reloaded = !failed_reload_;
    game::debug::ConsoleReply outcome;
    outcome.ok = reloaded;
    outcome.text = reloaded ? "Reloaded the game data and the sprites." : "The data has errors: see the red box.";
    console_.show(outcome);
  } else {
    console_.show(reply);
  }
  map_view_.follow(world_.player().position, {world_.floor().width(), world_.floor().height()});
  update_path_preview();
}

void DungeonScene::handle_zoom(const render::Input& input) {
  int steps = input.wheel();
  if (command_pressed(input, controls(), Command::ZoomIn)) ++steps;
  if (command_pressed(input, controls(), Command::ZoomOut)) --steps;
  if (steps != 0) map_view_.change_zoom(steps);
}

std::optional<core::Point> DungeonScene::map_tile_at(core::Point point) const {
  if (hud::map_hides_under_panels(point, map_view_.screen().size)) return std::nullopt;
  return map_view_.tile_at(point);
}

void DungeonScene::draw(render::Canvas& canvas) {
  canvas.clear(render::colors::palette().background);
  if (handed_over_) return;
  fit_map_to(canvas.screen());
  map_view_.set_terrain_tint(world_.floor_look().tint);
  map_view_.draw(canvas, world_.floor(), {world_.player().position, world_.content().player.sprite}, hovered_tile_,
                 &motion_);
  if (sight_overlay_) draw_sight_overlay(canvas, map_view_, world_, *sight_overlay_);
  if (intent_overlay_) draw_intent_overlay(canvas, map_view_, world_, sight_overlay_ ? 1 : 0);
  draw_path_preview(canvas);
  draw_line_of_fire(canvas);
  flights_.draw(canvas, map_view_, context_.settings->settings.animations != AnimationSpeed::Off);
  effects_.draw(canvas, map_view_, context_.settings->settings.animations != AnimationSpeed::Off);
  draw_look_hint(canvas);
  draw_target_hint(canvas);
  draw_monster_panel(canvas);
  console_.draw(canvas, map_area_above_bar(canvas.screen()));
  hud::draw_top_bar(canvas, world_);
  button_bar::draw(canvas, bar_layout(canvas.screen()), controls(), prompts_, mouse_,
                   [this](Command command) { return bar_command_enabled(command); });
  const std::optional<SDL_Rect> pointed =
      hovered_tile_ ? std::optional(map_view_.tile_rect(*hovered_tile_)) : std::nullopt;
  hud::draw_bottom_panel(canvas, world_, hovered_description(), context_.settings->settings.message_lines, pointed);
  if (failed_reload_) draw_content_errors(canvas, *failed_reload_);
}

// The hovered tile's description; while a throw or shot is aimed, a monster's fight is told by it.
std::optional<TileDescription> DungeonScene::hovered_description() const {
  if (!hovered_tile_) return std::nullopt;
  return describe_tile(world_, *hovered_tile_,
                       aim_.active() ? aimed_attack(world_, aim_.launch()) : std::optional<AimedAttack>{});
}

// What the screen shows beyond the world, for the end-to-end tests: the hovered
// tile and its path preview, how much of the floor is known, the message line.
void DungeonScene::add_screen_state(nlohmann::json& state) const {
  if (hovered_tile_) {
    state["hovered_tile"] = {{"x", hovered_tile_->x}, {"y", hovered_tile_->y}};
    if (const auto hovered = hovered_description()) {
      state["hover"] = {{"name", hovered->name}, {"description", hovered->description}};
    }
  }
  state["path_preview_steps"] = path_preview_ ? nlohmann::json(path_preview_->size()) : nlohmann::json(nullptr);
  const std::vector<std::uint8_t>& seen = world_.floor().seen.cells();
  state["seen_tiles"] = std::count(seen.begin(), seen.end(), std::uint8_t{1});
  state["last_message"] = world_.messages().empty() ? "" : world_.messages().all().back().text;
  state["content_errors"] = content_errors();
  // Whose names the hints give: the keys', or the controller's after a controller press.
  state["hints_name"] = prompts_.device == render::InputDevice::Controller ? "buttons" : "keys";
  add_targeting_state(state);
}

std::string DungeonScene::content_errors() const {
  return failed_reload_ ? content_errors_text(*failed_reload_) : "";
}

std::string DungeonScene::on_quit() {
  if (handed_over_) return "";
  const std::string problem = keeper_ ? keeper_->keep(world_).error() : "";
  nlohmann::json state = game::state_dump(world_);
  add_screen_state(state);
  write_state_dump(context_.options, state.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
  return problem.empty() ? "" : failed_save_on_quit(problem, keeper_->has_save());
}

}  // namespace scenes
