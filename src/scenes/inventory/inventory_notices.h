// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace scenes {

// One line of the inventory's notice box, and whether it belongs to the newest notice (drawn brightest).
struct NoticeLine {
  std::string text;
  bool newest = false;
};

// The lines the notice box shows of `wrapped` (each notice as its wrapped lines, oldest first), on at most
// `max_lines`: the newest notices that fit whole, so that no older one shows its tail without its start.
// The newest alone too long keeps its first lines, the last ending with " ...".
std::vector<NoticeLine> notices_that_fit(const std::vector<std::vector<std::string>>& wrapped, std::size_t max_lines);

}  // namespace scenes
