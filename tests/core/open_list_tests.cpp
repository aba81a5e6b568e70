#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "core/open_list.h"
#include "core/rng.h"

TEST_CASE("the open list hands out tiles smallest key first") {
  core::Rng rng(3);
  core::OpenList list;
  for (int tile = 0; tile < 500; ++tile) list.push(static_cast<std::uint64_t>(rng.uniform_int(0, 99)), tile);
  std::uint64_t previous = 0;
  int popped = 0;
  while (!list.empty()) {
    const core::OpenList::Entry entry = list.pop();
    REQUIRE(entry.key >= previous);
    previous = entry.key;
    ++popped;
  }
  CHECK(popped == 500);
}

TEST_CASE("an open list refilled after clearing holds only the new tiles") {
  core::OpenList list;
  list.push(5, 1);
  list.push(1, 2);
  list.clear();
  list.push(9, 3);
  CHECK(list.pop().tile == 3);
  CHECK(list.empty());
}
