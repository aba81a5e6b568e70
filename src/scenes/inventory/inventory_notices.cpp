// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_notices.h"

namespace scenes {

std::vector<NoticeLine> notices_that_fit(const std::vector<std::vector<std::string>>& wrapped, std::size_t max_lines) {
  std::vector<NoticeLine> lines;
  if (max_lines == 0) return lines;
  for (std::size_t i = wrapped.size(); i-- > 0;) {
    const bool newest = i + 1 == wrapped.size();
    if (!newest && lines.size() + wrapped[i].size() > max_lines) break;
    std::vector<NoticeLine> notice;
    for (const std::string& text : wrapped[i]) notice.push_back({text, newest});
    lines.insert(lines.begin(), notice.begin(), notice.end());
  }
  if (lines.size() > max_lines) {
    lines.resize(max_lines);
    lines.back().text += " ...";
  }
  return lines;
}

}  // namespace scenes
