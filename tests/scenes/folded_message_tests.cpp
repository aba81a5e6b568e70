// SPDX-License-Identifier: MIT
// A folded message shows its count, "(x3)", in the message line and in the
// message log, drawn exactly as that text would be.
#include <doctest/doctest.h>

#include <string>

#include "scene_test_fixture.h"
#include "scenes/dungeon/hud.h"
#include "scenes/menus/message_log_scene.h"

namespace {

constexpr SDL_Rect kBottomPanel{0, render::kDesignHeight - scenes::hud::kBottomPanelHeight, render::kDesignWidth,
                                scenes::hud::kBottomPanelHeight};

// The message line of a fresh run after `messages` were said.
void draw_messages(TestCanvas& canvas, const std::vector<std::string>& messages) {
  game::World world(42, shipped_factory());
  for (const std::string& message : messages) world.tell(message);
  canvas.canvas().clear({0, 0, 0, 255});
  scenes::hud::draw_bottom_panel(canvas.canvas(), world, std::nullopt, 4);
}

void draw_log(TestCanvas& canvas, const game::MessageLog& log) {
  RecordingRequests requests;
  scenes::MessageLogScene scene(requests, log);
  canvas.canvas().clear({0, 0, 0, 255});
  scene.draw(canvas.canvas());
}

}  // namespace

TEST_CASE("the message line shows a message said three times as one line ending in (x3)") {
  const std::string miss = "The Micro Mouse misses you.";
  TestCanvas folded;
  draw_messages(folded, {miss, miss, miss});
  TestCanvas written_out;
  draw_messages(written_out, {miss + " (x3)"});
  TestCanvas said_once;
  draw_messages(said_once, {miss});
  CHECK(same(block(folded, kBottomPanel), block(written_out, kBottomPanel)));
  CHECK_FALSE(same(block(folded, kBottomPanel), block(said_once, kBottomPanel)));
}

TEST_CASE("a long folded message is cut before its count, so the count stays in sight") {
  const std::string rant(400, 'm');
  TestCanvas folded;
  draw_messages(folded, {rant, rant});
  TestCanvas said_once;
  draw_messages(said_once, {rant});
  // Both are cut with "..."; only the folded one ends in "(x2)", at the right of the line.
  CHECK_FALSE(same(block(folded, kBottomPanel), block(said_once, kBottomPanel)));
}

TEST_CASE("the message log shows a folded line with its count") {
  game::MessageLog folded;
  for (int i = 0; i < 3; ++i) folded.add("The Neo Mouse misses you.", 2);
  game::MessageLog written_out;
  written_out.add("The Neo Mouse misses you. (x3)", 2);
  game::MessageLog said_once;
  said_once.add("The Neo Mouse misses you.", 2);
  TestCanvas a;
  draw_log(a, folded);
  TestCanvas b;
  draw_log(b, written_out);
  TestCanvas c;
  draw_log(c, said_once);
  const SDL_Rect whole{0, 0, render::kDesignWidth, render::kDesignHeight};
  CHECK(same(block(a, whole), block(b, whole)));
  CHECK_FALSE(same(block(a, whole), block(c, whole)));
}
