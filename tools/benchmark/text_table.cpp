// SPDX-License-Identifier: MIT
#include "text_table.h"

#include <algorithm>
#include <utility>

namespace bench {

namespace {

constexpr const char* kColumnGap = "  ";

std::string padded(const std::string& text, std::size_t width, Align align) {
  const std::string padding(width > text.size() ? width - text.size() : 0, ' ');
  return align == Align::Left ? text + padding : padding + text;
}

}  // namespace

TextTable::TextTable(std::vector<Column> columns) : columns_(std::move(columns)) {}

void TextTable::add_row(std::vector<std::string> cells) {
  cells.resize(columns_.size());
  rows_.push_back(std::move(cells));
}

std::vector<std::size_t> TextTable::column_widths() const {
  std::vector<std::size_t> widths;
  for (const Column& column : columns_) widths.push_back(column.heading.size());
  for (const std::vector<std::string>& row : rows_) {
    for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], row[i].size());
  }
  return widths;
}

std::string TextTable::render_line(const std::vector<std::string>& cells,
                                   const std::vector<std::size_t>& widths) const {
  std::string line;
  for (std::size_t i = 0; i < columns_.size(); ++i) {
    if (i > 0) line += kColumnGap;
    line += padded(cells[i], widths[i], columns_[i].align);
  }
  // A padded last column would leave trailing blanks on every line.
  line.erase(line.find_last_not_of(' ') + 1);
  return line + "\n";
}

std::string TextTable::render() const {
  const std::vector<std::size_t> widths = column_widths();
  std::vector<std::string> headings;
  std::vector<std::string> rules;
  for (std::size_t i = 0; i < columns_.size(); ++i) {
    headings.push_back(columns_[i].heading);
    rules.push_back(std::string(widths[i], '-'));
  }
  std::string text = render_line(headings, widths) + render_line(rules, widths);
  for (const std::vector<std::string>& row : rows_) text += render_line(row, widths);
  return text;
}

}  // namespace bench
