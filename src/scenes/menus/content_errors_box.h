// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "json/diagnostics.h"
#include "render/canvas.h"

namespace scenes {

// The box over the map after a failed reload (F5): the errors that kept the new data out, in a red
// frame, then apart from them, in an amber frame, the warnings, which alone would not have.
void draw_content_errors(render::Canvas& canvas, const json::Diagnostics& diagnostics);

// What the box lists, as text (for the state dump): the errors, then the warnings, one a line.
std::string content_errors_text(const json::Diagnostics& diagnostics);

}  // namespace scenes
