// SPDX-License-Identifier: MIT
#include "fov_figures.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/disc.h"
#include "core/field_of_view.h"
#include "duration_text.h"
#include "libtcod_comparison.h"

namespace bench {

namespace {

using VisionGrid = core::Grid<std::uint8_t>;

// Times FieldOfView, which the game uses for the player: each computation also clears what
// the one before it lit.
Spread time_compute_fov(const FovCase& fov_case, const SamplingPlan& plan) {
  const std::vector<core::Point>& origins = fov_case.map.origins;
  core::FieldOfView view(fov_case.map.opaque.width(), fov_case.map.opaque.height());
  return measure(plan, std::ssize(origins), [&] {
    for (const core::Point origin : origins) view.compute(fov_case.map.opaque, origin, fov_case.radius);
    keep(view[origins.back()]);
  });
}

// The disc's half-width for each depth 0..radius. Made once per case, outside the timing:
// the disc's shape depends only on the radius, so any FOV can know it in advance, and a
// square root per row would make the bound slower than the pass it stands for.
std::vector<int> disc_half_widths(int radius) {
  std::vector<int> half_widths;
  for (int depth = 0; depth <= radius; ++depth) half_widths.push_back(core::disc_half_width(depth, radius));
  return half_widths;
}

// The least any FOV must do: read each tile's opacity within the radius (the whole grid
// for radius 0) and write its visibility, here by copying one into the other.
void touch_tiles_in_range(const VisionGrid& opaque, core::Point origin, const std::vector<int>& half_widths,
                          VisionGrid& visible) {
  const int radius = static_cast<int>(half_widths.size()) - 1;
  if (radius <= 0) {
    std::copy(opaque.cells().begin(), opaque.cells().end(), visible.cells().begin());
    return;
  }
  const int first_row = std::max(0, origin.y - radius);
  const int last_row = std::min(opaque.height() - 1, origin.y + radius);
  for (int y = first_row; y <= last_row; ++y) {
    const int half_width = half_widths[static_cast<std::size_t>(std::abs(y - origin.y))];
    const int first_column = std::max(0, origin.x - half_width);
    const int last_column = std::min(opaque.width() - 1, origin.x + half_width);
    const auto begin = static_cast<std::ptrdiff_t>(opaque.index({first_column, y}));
    std::copy_n(opaque.cells().begin() + begin, last_column - first_column + 1, visible.cells().begin() + begin);
  }
}

Spread time_lower_bound(const FovCase& fov_case, const SamplingPlan& plan) {
  const std::vector<core::Point>& origins = fov_case.map.origins;
  VisionGrid visible(fov_case.map.opaque.width(), fov_case.map.opaque.height());
  const std::vector<int> half_widths = disc_half_widths(std::max(fov_case.radius, 0));
  return measure(plan, std::ssize(origins), [&] {
    for (const core::Point origin : origins) touch_tiles_in_range(fov_case.map.opaque, origin, half_widths, visible);
    keep(visible.cells().back());
  });
}

std::string difference_note(const LibtcodFovResult& result) {
  return std::to_string(result.differing_tiles) + " tiles differ (" + std::to_string(result.differing_tiles_own_rules) +
         " with libtcod's own radius rule)";
}

FigureRow fov_row(const FovCase& fov_case, const SamplingPlan& plan) {
  FigureRow row{.figure = "FOV " + fov_case_label(fov_case), .ours = measured(time_compute_fov(fov_case, plan))};
  if (const std::optional<LibtcodFovResult> libtcod = run_libtcod_fov(fov_case, plan)) {
    row.libtcod = measured(libtcod->time);
    row.note = difference_note(*libtcod);
  } else {
    row.libtcod = missing("libtcod not available");
  }
  return row;
}

FigureRow lower_bound_row(const FovCase& fov_case, const FigureRow& fov, const SamplingPlan& plan) {
  const Spread bound = time_lower_bound(fov_case, plan);
  const std::string shape = fov_case.radius > 0 ? "disc" : "whole map";
  return {"Lower bound " + fov_case_label(fov_case), measured(bound), std::nullopt,
          "one copy pass over the " + shape + "; our FOV takes " + ratio_text(fov.ours.spread->median, bound.median)};
}

}  // namespace

std::vector<FigureRow> fov_figures(const std::vector<FovCase>& cases, const SamplingPlan& plan) {
  std::vector<FigureRow> rows;
  for (const FovCase& fov_case : cases) rows.push_back(fov_row(fov_case, plan));
  for (std::size_t i = 0; i < cases.size(); ++i) rows.push_back(lower_bound_row(cases[i], rows[i], plan));
  return rows;
}

}  // namespace bench
