// SPDX-License-Identifier: MIT
#include "render/canvas.h"

#include <algorithm>
#include <cmath>

#include "core/text_fitting.h"

namespace render {

void Canvas::set_screen(const Screen& screen) {
  screen_ = screen;
  pixels_per_unit_ = screen.scale;
  text_.set_scale(screen.scale);
  use_design_frame(framed_);
}

void Canvas::use_design_frame(bool framed) {
  framed_ = framed;
  origin_ = framed ? design_frame_origin(screen_) : core::Point{0, 0};
}

// The screen's own conversion, at the current units (1 while PixelUnits lives).
int Canvas::pixels(int units) const {
  return Screen{screen_.size, pixels_per_unit_, screen_.pixel_ratio}.to_pixels(units);
}

core::Point Canvas::pixels(core::Point units) const {
  return Screen{screen_.size, pixels_per_unit_, screen_.pixel_ratio}.to_pixels(units + origin_);
}

SDL_Rect Canvas::pixels(const SDL_Rect& units) const {
  const SDL_Rect placed{units.x + origin_.x, units.y + origin_.y, units.w, units.h};
  return Screen{screen_.size, pixels_per_unit_, screen_.pixel_ratio}.to_pixels(placed);
}

// Rounded up, so what is laid out around a text never falls short of it.
int Canvas::units(int pixels) const {
  return static_cast<int>(std::ceil(pixels / pixels_per_unit_ - 1e-6));
}

void Canvas::clear(SDL_Color color) {
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  SDL_RenderClear(renderer_);
}

void Canvas::fill_rect(const SDL_Rect& rect, SDL_Color color) {
  SDL_SetRenderDrawBlendMode(renderer_, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  const SDL_Rect target = pixels(rect);
  SDL_RenderFillRect(renderer_, &target);
}

// Drawn in pixels, so a border is as crisp and as even at 150% as at 100%.
void Canvas::outline_rect(const SDL_Rect& rect, SDL_Color color, int thickness) {
  if (log_ && pixel_units_depth_ == 0) {
    log_->outlines.push_back({rect.x + origin_.x, rect.y + origin_.y, rect.w, rect.h});
  }
  const SDL_Rect r = pixels(rect);
  const int t = std::max(1, pixels(thickness));
  SDL_SetRenderDrawBlendMode(renderer_, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  const SDL_Rect sides[] = {{r.x, r.y, r.w, t},
                            {r.x, r.y + r.h - t, r.w, t},
                            {r.x, r.y + t, t, r.h - 2 * t},
                            {r.x + r.w - t, r.y + t, t, r.h - 2 * t}};
  SDL_RenderFillRects(renderer_, sides, 4);
}

void Canvas::sprite(const std::string& name, const SDL_Rect& target, SDL_Color tint) {
  if (log_ && pixel_units_depth_ == 0) {
    log_->sprites.push_back({name, {target.x + origin_.x, target.y + origin_.y, target.w, target.h}});
  }
  atlas_.draw(name, pixels(target), tint);
}

void Canvas::clip_to(const SDL_Rect& area) {
  const SDL_Rect target = pixels(area);
  SDL_RenderSetClipRect(renderer_, &target);
}

void Canvas::clip_to_screen() {
  SDL_RenderSetClipRect(renderer_, nullptr);
}

core::Point Canvas::text(const std::string& line, core::Point position, SDL_Color color, TextSize size, Align align) {
  const core::Point drawn = text_.draw(line, pixels(position), color, size, align);
  const core::Point drawn_units{units(drawn.x), units(drawn.y)};
  if (log_ && pixel_units_depth_ == 0 && !line.empty()) log_ink(line, position, drawn, color, size, align);
  return drawn_units;
}

// Where the letters' ink fell, in the screen's UI units, rounded outwards.
void Canvas::log_ink(const std::string& line, core::Point position, core::Point drawn, SDL_Color color, TextSize size,
                     Align align) {
  const core::Point start = pixels(position);
  int left = start.x;
  if (align == Align::Center) left -= drawn.x / 2;
  if (align == Align::Right) left -= drawn.x;
  const SDL_Rect ink = text_.ink(line, size, color);
  const double scale = pixels_per_unit_;
  const int x0 = static_cast<int>(std::floor((left + ink.x) / scale));
  const int y0 = static_cast<int>(std::floor((start.y + ink.y) / scale));
  const int x1 = static_cast<int>(std::ceil((left + ink.x + ink.w) / scale));
  const int y1 = static_cast<int>(std::ceil((start.y + ink.y + ink.h) / scale));
  log_->texts.push_back({line, {x0, y0, x1 - x0, y1 - y0}});
}

core::Point Canvas::measure_text(const std::string& line, TextSize size) {
  const core::Point measured = text_.measure(line, size);
  return {units(measured.x), units(measured.y)};
}

int Canvas::line_height(TextSize size) const {
  return units(text_.line_height(size));
}

void Canvas::line(core::Point from, core::Point to, SDL_Color color) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  const core::Point a = pixels(from);
  const core::Point b = pixels(to);
  SDL_RenderDrawLine(renderer_, a.x, a.y, b.x, b.y);
}

std::vector<std::string> Canvas::wrap_text(const std::string& text, int width, TextSize size) {
  std::vector<std::string> lines;
  std::string current;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    const std::string candidate = current.empty() ? word : current + " " + word;
    if (!current.empty() && measure_text(candidate, size).x > width) {
      lines.push_back(current);
      current = word;
    } else {
      current = candidate;
    }
    start = end + 1;
  }
  if (!current.empty()) lines.push_back(current);
  return lines;
}

std::string Canvas::fit_text(const std::string& text, int width, TextSize size) {
  FitKey key{text, width, size, pixels_per_unit_};
  auto found = fitted_.find(key);
  if (found == fitted_.end()) {
    if (fitted_.size() >= kFittedTextsKept) fitted_.clear();
    found = fitted_.emplace(std::move(key), shortened_to_fit(text, width, size)).first;
  }
  if (log_ && found->second != text) log_->shortened.push_back(found->second);
  return found->second;
}

std::string Canvas::shortened_to_fit(const std::string& text, int width, TextSize size) {
  if (measure_text(text, size).x <= width) return text;
  const std::size_t kept = core::longest_fitting_start(
      text, [&](std::string_view start) { return measure_text(std::string(start) + "...", size).x <= width; });
  std::string shortened = text.substr(0, kept);
  // "Killed by a..." reads as cut; "Killed by a ..." reads as a gap.
  while (!shortened.empty() && shortened.back() == ' ') shortened.pop_back();
  return shortened + "...";
}

SurfacePtr Canvas::read_pixels() const {
  int width = 0;
  int height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888));
  if (!surface) return surface;
  SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, surface->pixels, surface->pitch);
  return surface;
}

}  // namespace render
