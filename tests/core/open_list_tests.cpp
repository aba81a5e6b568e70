// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <optional>
#include <vector>

#include "core/open_list.h"
#include "core/rng.h"

TEST_CASE("the open list hands out tiles lowest estimate first") {
  core::Rng rng(3);
  core::OpenList list;
  std::vector<int> estimate_of(500);
  for (int tile = 0; tile < 500; ++tile) {
    estimate_of[tile] = rng.uniform_int(0, 99);
    list.push(estimate_of[tile], {tile, 0});
  }
  int previous = 0;
  int popped = 0;
  while (const std::optional<core::OpenList::Entry> entry = list.pop()) {
    REQUIRE(estimate_of[entry->tile] >= previous);
    previous = estimate_of[entry->tile];
    ++popped;
  }
  CHECK(popped == 500);
  CHECK(list.empty());
}

TEST_CASE(
    "among equal estimates the tile pushed last comes out first, and a lower estimate pushed later still comes first") {
  core::OpenList list;
  list.push(7, {1, 3});
  list.push(7, {2, 4});
  list.push(9, {3, 5});
  CHECK(list.pop()->tile == 2);
  list.push(5, {4, 1});
  CHECK(list.pop()->tile == 4);
  const std::optional<core::OpenList::Entry> last_seven = list.pop();
  REQUIRE(last_seven);
  CHECK(last_seven->tile == 1);
  CHECK(last_seven->steps == 3);
  CHECK(list.pop()->tile == 3);
  CHECK_FALSE(list.pop());
}

TEST_CASE("an open list refilled after clearing holds only the new tiles") {
  core::OpenList list;
  list.push(5, {1, 0});
  list.push(1, {2, 0});
  list.push(300, {5, 0});
  list.clear();
  CHECK(list.empty());
  list.push(9, {3, 0});
  CHECK(list.pop()->tile == 3);
  CHECK(list.empty());
  CHECK_FALSE(list.pop());
}
