// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "render/canvas.h"

namespace scenes {

// A notice wrapped to `width`, in at most `most_lines` lines; when it needs more, the last one shown
// ends in "..." so that nobody takes what is shown for the whole notice (the log has it all).
std::vector<std::string> notice_lines(render::Canvas& canvas, const std::string& notice, int width, int most_lines);

}  // namespace scenes
