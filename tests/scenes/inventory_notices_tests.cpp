// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "scenes/inventory/inventory_notices.h"

namespace {

std::vector<std::string> texts(const std::vector<scenes::NoticeLine>& lines) {
  std::vector<std::string> found;
  for (const scenes::NoticeLine& line : lines) found.push_back(line.text);
  return found;
}

}  // namespace

TEST_CASE("the notice box drops an older notice whole rather than show its tail without its start") {
  const std::vector<std::vector<std::string>> wrapped{
      {"You use the Health Pack and recover 5", "HP."},
      {"The Micro Mouse's squeak misses you."},
  };
  const std::vector<scenes::NoticeLine> lines = scenes::notices_that_fit(wrapped, 2);
  CHECK(texts(lines) == std::vector<std::string>{"The Micro Mouse's squeak misses you."});
  CHECK(lines.front().newest);
}

TEST_CASE("the notice box shows every notice that fits, the newest marked") {
  const std::vector<std::vector<std::string>> wrapped{{"Equipped the Crowbar."}, {"Dropped the Key."}};
  const std::vector<scenes::NoticeLine> lines = scenes::notices_that_fit(wrapped, 3);
  CHECK(texts(lines) == std::vector<std::string>{"Equipped the Crowbar.", "Dropped the Key."});
  CHECK_FALSE(lines[0].newest);
  CHECK(lines[1].newest);
}

TEST_CASE("a newest notice longer than the box keeps its first lines and says there is more") {
  const std::vector<std::vector<std::string>> wrapped{{"one", "two", "three"}};
  CHECK(texts(scenes::notices_that_fit(wrapped, 2)) == std::vector<std::string>{"one", "two ..."});
  CHECK(scenes::notices_that_fit(wrapped, 0).empty());
}
