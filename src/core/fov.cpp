#include "core/fov.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace core {

namespace {

// A slope num/den (columns per row) of a line from the origin, exact, together with where
// that line crosses the current row: depth * num == whole * den + rest, 0 <= rest < den.
// Carrying the crossing along makes moving one row deeper an addition, not a division.
struct Slope {
  int num = 0;
  int den = 1;  // > 0, and |num| <= den: every slope stays inside the quadrant
  int whole = 0;
  int rest = 0;

  void deepen() {
    rest += num;
    // Branch-free, because whether the line crosses into another column is close to random.
    const int carry = (rest >= den ? 1 : 0) - (rest < 0 ? 1 : 0);
    whole += carry;
    rest -= carry * den;
  }
  Slope deepened() const {
    Slope next = *this;
    next.deepen();
    return next;
  }
};

// The line through the origin and the near-left corner of the tile at (depth, column):
// (2 * column - 1) / (2 * depth), which crosses its own row at column - 1/2.
Slope left_edge_slope(int depth, int column) {
  return {2 * column - 1, 2 * depth, column - 1, depth};
}

// A row of a quadrant waiting to be scanned, with the sector of it that light can reach.
struct Row {
  int depth = 0;
  Slope start;
  Slope end;

  void deepen() {
    ++depth;
    start.deepen();
    end.deepen();
  }
};

// How one quadrant's (depth, column) coordinates map onto the grid's row-major cells.
struct Quadrant {
  std::ptrdiff_t origin_index = 0;
  std::ptrdiff_t depth_step = 0;
  std::ptrdiff_t column_step = 0;
  int max_depth = 0;   // the deepest row inside both the grid and the radius
  int min_column = 0;  // columns outside [min_column, max_column] are outside the grid
  int max_column = 0;
};

// The grids a scan reads and writes, as raw row-major cells.
struct FovCells {
  const std::uint8_t* opaque = nullptr;
  std::uint8_t* visible = nullptr;
  int radius = 0;
};

enum class Previous { None, Floor, Wall };

// The first column a start line reaches (Ford's round_ties_up). A line through the corner
// between two tiles is a tie; it is broken as libtcod breaks it (half away from zero) so
// that visible sets match libtcod's FOV_SYMMETRIC_SHADOWCAST; Ford would round up.
int first_column(const Slope& start) {
  if (2 * start.rest == start.den) return start.whole < 0 ? start.whole : start.whole + 1;
  return start.whole + (2 * start.rest > start.den ? 1 : 0);
}

// The last column an end line reaches (Ford's round_ties_down); ties go half toward zero,
// as in libtcod, where Ford would round down.
int last_column(const Slope& end) {
  if (2 * end.rest == end.den) return end.whole < 0 ? end.whole + 1 : end.whole;
  return end.whole + (2 * end.rest > end.den ? 1 : 0);
}

// Floor is lit only when its centre is inside the sector; this is what makes FOV symmetric.
int lowest_lit_floor(const Slope& start) {
  return start.whole + (start.rest > 0 ? 1 : 0);
}
int highest_lit_floor(const Slope& end) {
  return end.whole;
}

// The largest |column| of a row that is still within the radius.
int half_width_in_radius(int depth, int radius) {
  if (radius <= 0) return std::numeric_limits<int>::max();
  const int remaining = radius * radius - depth * depth;
  int half_width = static_cast<int>(std::sqrt(static_cast<double>(remaining)));
  while (half_width * half_width > remaining) --half_width;
  while ((half_width + 1) * (half_width + 1) <= remaining) ++half_width;
  return half_width;
}

// One row being scanned: where its tiles are and which of them get lit.
struct RowScan {
  const std::uint8_t* opaque = nullptr;  // column 0 of the row
  std::uint8_t* visible = nullptr;
  std::ptrdiff_t column_step = 0;
  int lit_wall_min = 0;
  int lit_wall_max = 0;
  int lit_floor_min = 0;
  int lit_floor_max = 0;

  bool is_wall(int column) const { return opaque[column * column_step] != 0; }

  // Moves past the run of walls (kWalls) or floor that starts at `column`, lighting its
  // tiles in [lit_min, lit_max]; returns the first column after the run. Unlit tiles only
  // occur at a row's ends, so splitting the run in three keeps the long middle loop bare.
  template <bool kWalls>
  int pass_run(int column, int stop, int lit_min, int lit_max) const {
    while (column <= stop && column < lit_min && is_wall(column) == kWalls) ++column;
    const int lit_stop = std::min(stop, lit_max);
    for (; column <= lit_stop && is_wall(column) == kWalls; ++column) visible[column * column_step] = 1;
    while (column <= stop && is_wall(column) == kWalls) ++column;
    return column;
  }
};

// Scans one row: lights what it sees, queues the row behind every run of floor that a wall
// ends, and returns true when the row behind the last run of floor should be scanned too.
bool scan_row(const Quadrant& quadrant, const FovCells& cells, Row& row, std::vector<Row>& pending) {
  const int depth = row.depth;
  const int begin = std::max(first_column(row.start), quadrant.min_column);
  const int stop = std::min(last_column(row.end), quadrant.max_column);
  // An empty row, or one beyond the grid's edge, ends this part of the scan for good.
  if (begin > stop) return false;

  const int reach = half_width_in_radius(depth, cells.radius);
  const std::ptrdiff_t row_index = quadrant.origin_index + depth * quadrant.depth_step;
  // Start slopes raised later in the row pass left of the columns they apply to, so the
  // floor bounds taken from the row's first start slope stay right for the whole row.
  RowScan scan{cells.opaque + row_index,
               cells.visible + row_index,
               quadrant.column_step,
               -reach,
               reach,
               std::max(lowest_lit_floor(row.start), -reach),
               std::min(highest_lit_floor(row.end), reach)};
  // Where the grid's edge cuts a row short, the row simply starts or stops there: libtcod
  // skips such tiles, and any row they would add to the scan lies wholly outside the grid.
  Previous previous = Previous::None;

  int column = begin;
  while (column <= stop) {
    if (scan.is_wall(column)) {
      if (previous == Previous::Floor && depth < quadrant.max_depth) {
        pending.push_back({depth + 1, row.start.deepened(), left_edge_slope(depth, column).deepened()});
      }
      column = scan.pass_run<true>(column, stop, scan.lit_wall_min, scan.lit_wall_max);
      previous = Previous::Wall;
    } else {
      if (previous == Previous::Wall) row.start = left_edge_slope(depth, column);
      column = scan.pass_run<false>(column, stop, scan.lit_floor_min, scan.lit_floor_max);
      previous = Previous::Floor;
    }
  }
  return previous == Previous::Floor;
}

void scan_quadrant(const Quadrant& quadrant, const FovCells& cells, std::vector<Row>& pending) {
  if (quadrant.max_depth < 1) return;
  pending.clear();
  pending.push_back({1, {-1, 1, -1, 0}, {1, 1, 1, 0}});
  while (!pending.empty()) {
    Row row = pending.back();
    pending.pop_back();
    while (scan_row(quadrant, cells, row, pending) && row.depth < quadrant.max_depth) row.deepen();
  }
}

// The four quadrants around the origin. Tie-breaking depends on which way columns run, so
// they run as in libtcod: east and south towards +y and +x, north and west towards -x and -y.
std::array<Quadrant, 4> quadrants_around(Point origin, int width, int height, int radius) {
  const std::ptrdiff_t origin_index = std::ptrdiff_t{origin.y} * width + origin.x;
  const auto limit = [radius](int rows_in_grid) { return radius > 0 ? std::min(rows_in_grid, radius) : rows_in_grid; };
  const int tiles_left = origin.x;
  const int tiles_right = width - 1 - origin.x;
  const int tiles_up = origin.y;
  const int tiles_down = height - 1 - origin.y;
  return {{
      {origin_index, 1, width, limit(tiles_right), -tiles_up, tiles_down},
      {origin_index, width, 1, limit(tiles_down), -tiles_left, tiles_right},
      {origin_index, -width, -1, limit(tiles_up), -tiles_right, tiles_left},
      {origin_index, -1, -width, limit(tiles_left), -tiles_down, tiles_up},
  }};
}

}  // namespace

void compute_fov(const Grid<std::uint8_t>& opaque, Point origin, int radius, Grid<std::uint8_t>& visible) {
  const int width = opaque.width();
  const int height = opaque.height();
  if (visible.width() != width || visible.height() != height) visible = Grid<std::uint8_t>(width, height);
  std::fill(visible.cells().begin(), visible.cells().end(), std::uint8_t{0});
  if (!opaque.in_bounds(origin)) return;

  // A radius that reaches every tile is the same as none, and keeps radius * radius small.
  if (radius > width + height) radius = 0;
  visible[origin] = 1;
  const FovCells cells{opaque.cells().data(), visible.cells().data(), radius};
  // Reused between calls so that computing FOV does not allocate.
  thread_local std::vector<Row> pending;
  for (const Quadrant& quadrant : quadrants_around(origin, width, height, radius)) {
    scan_quadrant(quadrant, cells, pending);
  }
}

}  // namespace core
