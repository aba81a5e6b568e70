// SPDX-License-Identifier: MIT
#include "results_table.h"

#include "byte_text.h"
#include "duration_text.h"
#include "text_table.h"

namespace bench {

namespace {

constexpr const char* kNothing = "-";

std::string median_cell(const Timing& timing) {
  if (!timing.spread) return timing.missing_reason;
  const double median = timing.spread->median;
  return timing.quantity == Quantity::Bytes ? megabytes_text(median) : duration_text(median);
}

std::string spread_cell(const Timing& timing) {
  if (!timing.spread) return kNothing;
  const Spread& spread = *timing.spread;
  return timing.quantity == Quantity::Bytes ? megabytes_range_text(spread.min, spread.max)
                                            : range_text(spread.min, spread.max, spread.median);
}

std::string ratio_cell(const FigureRow& row) {
  if (!row.same_work || !row.ours.spread || !row.libtcod || !row.libtcod->spread) return kNothing;
  return ratio_text(row.libtcod->spread->median, row.ours.spread->median);
}

std::vector<std::string> row_cells(const FigureRow& row) {
  return {row.figure,
          median_cell(row.ours),
          spread_cell(row.ours),
          row.libtcod ? median_cell(*row.libtcod) : kNothing,
          row.libtcod ? spread_cell(*row.libtcod) : kNothing,
          ratio_cell(row),
          row.note};
}

}  // namespace

std::string results_table_text(const std::vector<FigureRow>& rows) {
  TextTable table({{"Figure", Align::Left},
                   {"Ours", Align::Right},
                   {"(min..max)", Align::Right},
                   {"libtcod", Align::Right},
                   {"(min..max)", Align::Right},
                   {"libtcod/ours", Align::Right},
                   {"Notes", Align::Left}});
  for (const FigureRow& row : rows) table.add_row(row_cells(row));
  return table.render();
}

}  // namespace bench
