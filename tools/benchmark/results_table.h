// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <vector>

#include "figure_row.h"

namespace bench {

// The benchmark's one table: per figure our median and min..max, libtcod's, their
// ratio (libtcod / ours: how many times faster we are) and the note.
std::string results_table_text(const std::vector<FigureRow>& rows);

}  // namespace bench
