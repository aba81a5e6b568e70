#pragma once

#include <doctest/doctest.h>

#include "render/headless_canvas.h"

// The headless canvas with the atlas and font the build packs; a test that
// cannot open it stops at once, saying why.
class TestCanvas : public render::HeadlessCanvas {
 public:
  TestCanvas() : HeadlessCanvas(MOUSEKING_TEST_RESOURCE_DIR) { REQUIRE_MESSAGE(error().empty(), error()); }
};
