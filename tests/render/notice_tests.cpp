// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "render/notice.h"

TEST_CASE("a notice shows for a few seconds of logic ticks, then goes") {
  render::Notice notice;
  CHECK_FALSE(notice.visible());
  notice.show("Screenshot saved to shots/a.png");
  CHECK(notice.visible());
  CHECK(notice.text() == "Screenshot saved to shots/a.png");
  for (int tick = 0; tick < render::Notice::kShownTicks - 1; ++tick) notice.tick();
  CHECK(notice.visible());
  notice.tick();
  CHECK_FALSE(notice.visible());
}

TEST_CASE("a new notice replaces the old one and starts its time again") {
  render::Notice notice;
  notice.show("first");
  for (int tick = 0; tick < render::Notice::kShownTicks - 1; ++tick) notice.tick();
  notice.show("Could not write shots/b.png", true);
  notice.tick();
  CHECK(notice.visible());
  CHECK(notice.text() == "Could not write shots/b.png");
}
