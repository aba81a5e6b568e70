// SPDX-License-Identifier: MIT
#include "render/app.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "render/pixel_surface.h"
#include "render/screenshot.h"
#include "render/sdl_libraries.h"

namespace render {

namespace {

// More logic ticks than this in one frame means we fell far behind (a debugger
// pause, a suspended laptop); drop the backlog instead of fast-forwarding.
constexpr int kMaxTicksPerFrame = 5;

RendererPtr create_renderer(SDL_Window* window) {
  RendererPtr renderer(SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
  if (!renderer) renderer.reset(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE));
  return renderer;
}

// Without its icon the window still opens; the icon is read like every other file, so a
// named pipe in its place cannot stall start-up.
void set_window_icon(SDL_Window* window, const std::filesystem::path& resource_dir) {
  std::string problem;
  SurfacePtr icon = load_image_surface(resource_dir / "icon.png", problem);
  if (icon) SDL_SetWindowIcon(window, icon.get());
}

}  // namespace

std::unique_ptr<App> App::create(const AppConfig& config, std::string& error) {
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest");
  const Uint32 flags =
      SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | (config.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  WindowPtr window(SDL_CreateWindow(config.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                    config.window_width, config.window_height, flags));
  if (!window) {
    error = std::string("Could not open a window: ") + SDL_GetError();
    return nullptr;
  }
  RendererPtr renderer = create_renderer(window.get());
  if (!renderer) {
    error = std::string("Could not create a renderer: ") + SDL_GetError();
    return nullptr;
  }
  SDL_SetWindowMinimumSize(window.get(), kMinimumWindowWidth, kMinimumWindowHeight);
  set_window_icon(window.get(), config.resource_dir);

  std::optional<TextureAtlas> atlas =
      config.sprites ? TextureAtlas::from_pixels(renderer.get(), config.sprites->image, config.sprites->index, error)
                     : TextureAtlas::load(renderer.get(), config.resource_dir, error);
  if (!atlas) return nullptr;
  const std::optional<std::filesystem::path> font_file = find_font(config.resource_dir);
  if (!font_file) {
    error =
        "The font DejaVu Sans Mono (DejaVuSansMono.ttf) is missing. Install it with: apt-get install fonts-dejavu-core";
    return nullptr;
  }
  std::optional<Text> text = Text::open(renderer.get(), *font_file, error);
  if (!text) return nullptr;
  auto app = std::make_unique<App>(ConstructionKey{}, std::move(window), std::move(renderer), std::move(*atlas),
                                   std::move(*text), config.quit_after_frames);
  app->set_app_keys(config.keys);
  app->controllers_ = std::make_unique<Controllers>(config.controller_mappings);
  if (!app->controllers_->mapping_problem().empty()) app->notice_.show(app->controllers_->mapping_problem(), true);
  if (!config.virtual_controller.empty() && app->controllers_->available()) {
    app->virtual_controller_ = std::make_unique<VirtualControllerFeed>(config.virtual_controller);
  }
  app->screenshot_dir_ = config.screenshot_dir;
  app->windowed_size_ = {config.window_width, config.window_height};
  app->ui_scale_percent_ = config.ui_scale_percent;
  app->update_screen();
  if (!config.startup_notice.empty()) app->notice_.show(config.startup_notice, true);
  return app;
}

App::App(ConstructionKey, WindowPtr window, RendererPtr renderer, TextureAtlas atlas, Text text, int quit_after_frames)
    : window_(std::move(window)),
      renderer_(std::move(renderer)),
      atlas_(std::move(atlas)),
      text_(std::move(text)),
      canvas_(std::make_unique<Canvas>(renderer_.get(), atlas_, text_)),
      quit_after_frames_(quit_after_frames),
      tick_length_(SDL_GetPerformanceFrequency() / kTicksPerSecond) {}

void App::switch_to(std::unique_ptr<Scene> next) {
  pending_changes_.push_back({SceneChange::Kind::Switch, std::move(next)});
}

void App::push(std::unique_ptr<Scene> next) {
  pending_changes_.push_back({SceneChange::Kind::Push, std::move(next)});
}

void App::pop() {
  pending_changes_.push_back({SceneChange::Kind::Pop, nullptr});
}

void App::apply_scene_changes() {
  for (SceneChange& change : pending_changes_) {
    if (change.kind == SceneChange::Kind::Switch) scenes_.clear();
    if (change.kind == SceneChange::Kind::Pop) {
      // The last scene is never popped: there must always be something to show.
      if (scenes_.size() > 1) scenes_.pop_back();
      continue;
    }
    scenes_.push_back(std::move(change.scene));
  }
  pending_changes_.clear();
}

int App::run(std::unique_ptr<Scene> first_scene) {
  scenes_.push_back(std::move(first_scene));
  previous_counter_ = SDL_GetPerformanceCounter();
  int frames = 0;
  while (!quit_requested_) {
    pump_events();
    if (input_.quit_requested()) break;
    run_logic_ticks();
    draw_frame();
    apply_scene_changes();
    if (quit_after_frames_ > 0 && ++frames >= quit_after_frames_) break;
    wait_for_next_tick();
  }
  // Every scene may keep what it must (the dungeon below an overlay included).
  for (auto& scene : scenes_) {
    const std::string parting_words = scene->on_quit();
    // A box waits for a click: only when the player closed the game, never on a signal nobody watches.
    const bool player_closed = quit_requested_ || input_.window_closed();
    if (!parting_words.empty()) report_to_player("Mouse King", parting_words, player_closed);
  }
  return 0;
}

void App::update_screen() {
  core::Point drawable;
  SDL_GetRendererOutputSize(renderer_.get(), &drawable.x, &drawable.y);
  SDL_GetWindowSize(window_.get(), &window_points_.x, &window_points_.y);
  const int ratio = window_points_.x > 0 ? static_cast<int>(std::lround(1.0 * drawable.x / window_points_.x)) : 1;
  screen_ = screen_for(drawable, ratio, ui_scale_percent_);
  canvas_->set_screen(screen_);
  input_.set_screen(screen_);
}

void App::convert_mouse_position(SDL_Event& event) const {
  const auto to_units = [this](Sint32& x, Sint32& y) {
    const core::Point drawable = screen_.pixel_size();
    const core::Point pixels{window_points_.x > 0 ? static_cast<int>(1LL * x * drawable.x / window_points_.x) : x,
                             window_points_.y > 0 ? static_cast<int>(1LL * y * drawable.y / window_points_.y) : y};
    const core::Point units = screen_.to_units(pixels);
    x = units.x;
    y = units.y;
  };
  if (event.type == SDL_MOUSEMOTION) to_units(event.motion.x, event.motion.y);
  if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) to_units(event.button.x, event.button.y);
}

void App::pump_events() {
  update_screen();
  if (virtual_controller_) virtual_controller_->poll();
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    if (is_controller_event(event)) {
      handle_controller_event(event);
      continue;
    }
    handle_window_keys(event);
    if (event.type == SDL_WINDOWEVENT) update_screen();
    convert_mouse_position(event);
    input_.handle_event(event);
  }
  input_.settle_sticks();
}

void App::set_app_keys(AppKeys keys) {
  keys_ = std::move(keys);
  input_.set_menu_buttons(keys_.menu_buttons);
}

void App::handle_window_keys(const SDL_Event& event) {
  if (event.type != SDL_KEYDOWN || event.key.repeat != 0) return;
  const SDL_Keycode key = event.key.keysym.sym;
  const auto bound = [key](const std::vector<SDL_Keycode>& keys) { return std::ranges::find(keys, key) != keys.end(); };
  answer_app_key(bound(keys_.fullscreen) || is_alt_enter(key, event.key.keysym.mod), bound(keys_.screenshot),
                 bound(keys_.mute));
}

// Plugging and unplugging is told on screen; only the driving controller's buttons reach the scenes.
void App::handle_controller_event(const SDL_Event& event) {
  const std::string notice = controllers_->route(event, input_);
  if (!notice.empty()) notice_.show(notice);
  if (event.type != SDL_CONTROLLERBUTTONDOWN || !controllers_->from_driver(event)) return;
  const std::optional<PadButton> button = pad_button_of(static_cast<SDL_GameControllerButton>(event.cbutton.button));
  const auto bound = [button](const std::vector<PadButton>& buttons) {
    return button && std::ranges::find(buttons, *button) != buttons.end();
  };
  answer_app_key(bound(keys_.fullscreen_buttons), bound(keys_.screenshot_buttons), bound(keys_.mute_buttons));
}

void App::answer_app_key(bool fullscreen, bool screenshot, bool mute) {
  if (fullscreen) toggle_fullscreen();
  if (screenshot) screenshot_requested_ = true;
  if (mute && turn_mute_over_) notice_.show(turn_mute_over_());
}

void App::toggle_fullscreen() {
  const bool fullscreen = (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
  set_fullscreen(!fullscreen);
}

WindowState App::window_state() const {
  const bool fullscreen = (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
  if (fullscreen) return {true, windowed_size_};
  core::Point size;
  SDL_GetWindowSize(window_.get(), &size.x, &size.y);
  return {false, size};
}

void App::set_fullscreen(bool fullscreen) {
  const bool was_fullscreen = (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
  if (fullscreen == was_fullscreen) return;
  if (fullscreen) SDL_GetWindowSize(window_.get(), &windowed_size_.x, &windowed_size_.y);
  SDL_SetWindowFullscreen(window_.get(), fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  // Without a window manager the X server gives the window its old size back but SDL is
  // never told, and keeps drawing for the screen's size: only the corner of the frame shows
  // and clicks land off their buttons. Asking for the old size again tells it.
  if (!fullscreen) SDL_SetWindowSize(window_.get(), windowed_size_.x, windowed_size_.y);
}

void App::set_window_size(int width, int height) {
  windowed_size_ = {width, height};  // in fullscreen, the size to go back to
  SDL_SetWindowSize(window_.get(), width, height);
  SDL_SetWindowPosition(window_.get(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
}

// Reads the frame before the notice is drawn, so no screenshot shows the
// previous screenshot's message.
void App::take_screenshot() {
  screenshot_requested_ = false;
  if (screenshot_dir_.empty()) return notice_.show("Screenshots cannot be saved: there is no folder for them.", true);
  const core::Result<std::filesystem::path> shot = save_screenshot(*canvas_, screenshot_dir_);
  if (!shot) {
    SDL_Log("%s", shot.error().c_str());
    return notice_.show(shot.error(), true);
  }
  notice_.show("Screenshot saved to " + shot->string());
}

void App::run_logic_ticks() {
  const Uint64 now = SDL_GetPerformanceCounter();
  accumulated_ = std::min(accumulated_ + (now - previous_counter_), tick_length_ * kMaxTicksPerFrame);
  previous_counter_ = now;
  // Once a scene has asked to switch, the old scene runs no further ticks.
  while (accumulated_ >= tick_length_ && pending_changes_.empty() && !quit_requested_) {
    input_.set_origin(top().lays_out_at_design_size() ? design_frame_origin(screen_) : core::Point{0, 0});
    input_.set_controller_as_keys(top().reads_controller_as_menu_keys());
    top().logic(input_);
    input_.end_tick();
    notice_.tick();
    accumulated_ -= tick_length_;
  }
}

void App::draw_frame() {
  update_screen();
  canvas_->clear({0, 0, 0, 255});
  // Draw from the deepest scene that the overlays above it let show through.
  std::size_t first = scenes_.size() - 1;
  while (first > 0 && scenes_[first]->is_overlay()) --first;
  for (std::size_t i = first; i < scenes_.size(); ++i) {
    canvas_->use_design_frame(scenes_[i]->lays_out_at_design_size());
    scenes_[i]->draw(*canvas_);
  }
  canvas_->use_design_frame(false);
  if (screenshot_requested_) take_screenshot();
  notice_.draw(*canvas_);
  SDL_RenderPresent(renderer_.get());
  text_.end_frame();
}

void App::wait_for_next_tick() const {
  const Uint64 elapsed = SDL_GetPerformanceCounter() - previous_counter_ + accumulated_;
  if (elapsed >= tick_length_) return;
  const Uint64 remaining_ms = (tick_length_ - elapsed) * 1000 / SDL_GetPerformanceFrequency();
  // Sleeps until the next tick is due, or earlier if the player does something.
  if (remaining_ms >= 1) SDL_WaitEventTimeout(nullptr, static_cast<int>(remaining_ms));
}

}  // namespace render
