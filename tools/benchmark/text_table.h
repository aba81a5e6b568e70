// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace bench {

enum class Align { Left, Right };

// One column of a TextTable: its heading and which side its cells line up on.
struct Column {
  std::string heading;
  Align align = Align::Left;
};

// Rows of text cells laid out in aligned columns, with a rule under the headings.
class TextTable {
 public:
  explicit TextTable(std::vector<Column> columns);

  // Cells beyond the number of columns are dropped; missing ones stay blank.
  void add_row(std::vector<std::string> cells);

  std::string render() const;

 private:
  std::vector<std::size_t> column_widths() const;
  std::string render_line(const std::vector<std::string>& cells, const std::vector<std::size_t>& widths) const;

  std::vector<Column> columns_;
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace bench
