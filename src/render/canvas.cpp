#include "render/canvas.h"

namespace render {

void Canvas::clear(SDL_Color color) {
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  SDL_RenderClear(renderer_);
}

void Canvas::fill_rect(const SDL_Rect& rect, SDL_Color color) {
  SDL_SetRenderDrawBlendMode(renderer_, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  SDL_RenderFillRect(renderer_, &rect);
}

void Canvas::outline_rect(const SDL_Rect& rect, SDL_Color color, int thickness) {
  fill_rect({rect.x, rect.y, rect.w, thickness}, color);
  fill_rect({rect.x, rect.y + rect.h - thickness, rect.w, thickness}, color);
  fill_rect({rect.x, rect.y + thickness, thickness, rect.h - 2 * thickness}, color);
  fill_rect({rect.x + rect.w - thickness, rect.y + thickness, thickness, rect.h - 2 * thickness}, color);
}

void Canvas::line(core::Point from, core::Point to, SDL_Color color) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, color.r, color.g, color.b, color.a);
  SDL_RenderDrawLine(renderer_, from.x, from.y, to.x, to.y);
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
  if (measure_text(text, size).x <= width) return text;
  std::string shortened = text;
  const auto drop_last_character = [&shortened] {
    while (!shortened.empty() && (static_cast<unsigned char>(shortened.back()) & 0xC0) == 0x80) shortened.pop_back();
    if (!shortened.empty()) shortened.pop_back();
  };
  while (!shortened.empty() && measure_text(shortened + "...", size).x > width) drop_last_character();
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
  // With a logical size set, a null rect reads the whole output.
  SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, surface->pixels, surface->pitch);
  return surface;
}

}  // namespace render
