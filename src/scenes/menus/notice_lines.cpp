// SPDX-License-Identifier: MIT
#include "scenes/menus/notice_lines.h"

#include <algorithm>

namespace scenes {

std::vector<std::string> notice_lines(render::Canvas& canvas, const std::string& notice, int width, int most_lines) {
  std::vector<std::string> lines = canvas.wrap_text(notice, width, render::TextSize::Small);
  const auto shown = static_cast<std::size_t>(std::max(most_lines, 1));
  if (lines.size() <= shown) return lines;
  // The next line joined on cannot fit, so fit_text cuts it and ends it in dots.
  lines[shown - 1] = canvas.fit_text(lines[shown - 1] + " " + lines[shown], width, render::TextSize::Small);
  lines.resize(shown);
  return lines;
}

}  // namespace scenes
