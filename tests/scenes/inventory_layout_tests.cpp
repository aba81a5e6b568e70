// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "rect_checks.h"
#include "render/button.h"
#include "render/canvas.h"
#include "scenes/inventory/inventory_layout.h"

namespace layout = scenes::inventory_layout;
using scenes::InventoryTarget;

TEST_CASE("every slot, box and button is hit at its centre and at its corners, and nowhere else") {
  for (const InventoryTarget& target : layout::focusable_targets()) {
    const SDL_Rect rect = layout::target_rect(target);
    CHECK(layout::hit_test({rect.x + rect.w / 2, rect.y + rect.h / 2}, false) == target);
    CHECK(layout::hit_test({rect.x, rect.y}, false) == target);
    CHECK(layout::hit_test({rect.x + rect.w - 1, rect.y + rect.h - 1}, false) == target);
    CHECK(layout::hit_test({rect.x + rect.w, rect.y + rect.h}, false) != target);
  }
}

TEST_CASE("the 32 cells form an 8 x 4 grid, row by row") {
  CHECK(layout::kSlotsPerPage == 32);
  CHECK(layout::slot_rect(1).x > layout::slot_rect(0).x);
  CHECK(layout::slot_rect(8).y > layout::slot_rect(0).y);
  CHECK(layout::slot_rect(8).x == layout::slot_rect(0).x);
  CHECK(layout::slot_rect(31).y == layout::slot_rect(24).y);
}

TEST_CASE("nothing on the inventory overlaps, and everything is inside the panel and the canvas") {
  std::vector<SDL_Rect> rects;
  for (const InventoryTarget& target : layout::focusable_targets()) rects.push_back(layout::target_rect(target));
  for (const SDL_Rect& rect : {layout::stats_rect(), layout::notice_rect(), layout::details_rect(),
                               layout::previous_page_rect(), layout::next_page_rect()}) {
    rects.push_back(rect);
  }
  for (auto slot : core::values_of(content::kEquipmentSlotNames)) rects.push_back(layout::box_caption_rect(slot));
  const SDL_Rect panel = layout::panel();
  CHECK(inside({0, 0, render::kDesignWidth, render::kDesignHeight}, panel));
  for (std::size_t i = 0; i < rects.size(); ++i) {
    CHECK(inside(panel, rects[i]));
    for (std::size_t j = i + 1; j < rects.size(); ++j) CHECK_FALSE(overlap(rects[i], rects[j]));
  }
}

TEST_CASE("page arrows are hit only while they are shown") {
  const SDL_Rect next = layout::next_page_rect();
  const core::Point middle{next.x + next.w / 2, next.y + next.h / 2};
  CHECK(layout::hit_test(middle, true).kind == InventoryTarget::Kind::NextPage);
  CHECK(layout::hit_test(middle, false).kind == InventoryTarget::Kind::None);
}
