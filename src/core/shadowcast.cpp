// SPDX-License-Identifier: MIT
#include "core/shadowcast.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <limits>
#include <vector>

#include "core/disc.h"

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
  Point depth_direction;  // the same steps as grid offsets, to report what a scan reached
  Point column_direction;
};

// The rows and columns of a quadrant that a scan looked at; every tile it lit is inside.
struct ScannedExtent {
  int max_depth = 0;
  int min_column = 0;
  int max_column = 0;

  void include(int depth, int first, int last) {
    max_depth = std::max(max_depth, depth);
    min_column = std::min(min_column, first);
    max_column = std::max(max_column, last);
  }
};

// The grids a scan reads and writes, as raw row-major cells, and how far the radius reaches.
struct FovCells {
  const std::uint8_t* opaque = nullptr;
  std::uint8_t* visible = nullptr;
  const int* reach = nullptr;  // largest |column| within the radius at each depth; null: unlimited
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

// disc_half_width for every depth 0..radius. Kept between calls, because callers
// nearly always ask for the same radius again, and a square root per row is a large part
// of a row's cost.
const std::vector<int>& reach_by_depth(int radius) {
  thread_local std::vector<int> reach;
  if (std::ssize(reach) != radius + 1) {
    reach.clear();
    for (int depth = 0; depth <= radius; ++depth) reach.push_back(disc_half_width(depth, radius));
  }
  return reach;
}

int reach_at(const FovCells& cells, int depth) {
  return cells.reach != nullptr ? cells.reach[depth] : std::numeric_limits<int>::max();
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

// What a scan does after a row.
enum class NextRow {
  Deeper,    // the row continues one deeper, behind its last run of floor
  Replaced,  // the row was replaced by the one behind its last run of floor, already deeper
  Done,      // nothing lies behind the row; take the next pending one
};

// Scans one row: lights what it sees and finds the rows behind its runs of floor that a wall
// ends. The last of those is scanned next straight away rather than queued: a row pushed and
// popped at once makes the processor wait for the stored row to reach memory.
NextRow scan_row(const Quadrant& quadrant, const FovCells& cells, Row& row, std::vector<Row>& pending,
                 ScannedExtent& extent) {
  const int depth = row.depth;
  const int begin = std::max(first_column(row.start), quadrant.min_column);
  const int stop = std::min(last_column(row.end), quadrant.max_column);
  // An empty row, or one beyond the grid's edge, ends this part of the scan for good.
  if (begin > stop) return NextRow::Done;
  extent.include(depth, begin, stop);

  const int reach = reach_at(cells, depth);
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
  const bool has_deeper = depth < quadrant.max_depth;
  bool holds_behind = false;  // whether `behind` is a row still to be scanned
  Row behind;

  int column = begin;
  while (column <= stop) {
    if (scan.is_wall(column)) {
      if (previous == Previous::Floor && has_deeper) {
        if (holds_behind) pending.push_back(behind);
        behind = {depth + 1, row.start.deepened(), left_edge_slope(depth, column).deepened()};
        holds_behind = true;
      }
      column = scan.pass_run<true>(column, stop, scan.lit_wall_min, scan.lit_wall_max);
      previous = Previous::Wall;
    } else {
      if (previous == Previous::Wall) row.start = left_edge_slope(depth, column);
      column = scan.pass_run<false>(column, stop, scan.lit_floor_min, scan.lit_floor_max);
      previous = Previous::Floor;
    }
  }
  if (previous == Previous::Floor) {
    if (holds_behind) pending.push_back(behind);
    return has_deeper ? NextRow::Deeper : NextRow::Done;
  }
  if (!holds_behind) return NextRow::Done;
  row = behind;
  return NextRow::Replaced;
}

ScannedExtent scan_quadrant(const Quadrant& quadrant, const FovCells& cells, std::vector<Row>& pending) {
  ScannedExtent extent;
  if (quadrant.max_depth < 1) return extent;
  pending.clear();
  Row row{1, {-1, 1, -1, 0}, {1, 1, 1, 0}};
  while (true) {
    const NextRow next = scan_row(quadrant, cells, row, pending, extent);
    if (next == NextRow::Deeper) {
      row.deepen();
    } else if (next == NextRow::Done) {
      if (pending.empty()) return extent;
      row = pending.back();
      pending.pop_back();
    }
  }
}

// The smallest box holding `box` and the tile at `p`.
Rect including(const Rect& box, Point p) {
  if (box.w == 0) return {p.x, p.y, 1, 1};
  const int left = std::min(box.x, p.x);
  const int top = std::min(box.y, p.y);
  const int right = std::max(box.x + box.w, p.x + 1);
  const int bottom = std::max(box.y + box.h, p.y + 1);
  return {left, top, right - left, bottom - top};
}

// Grows `box` (which holds the origin) to hold every tile one quadrant scanned: those lie
// in depths 1..max_depth and columns min_column..max_column, a box in the quadrant's own
// coordinates whose far corners are enough to find it on the grid.
Rect including_extent(Rect box, Point origin, const Quadrant& quadrant, const ScannedExtent& extent) {
  if (extent.max_depth == 0) return box;
  const auto tile_at = [&](int depth, int column) {
    return Point{origin.x + depth * quadrant.depth_direction.x + column * quadrant.column_direction.x,
                 origin.y + depth * quadrant.depth_direction.y + column * quadrant.column_direction.y};
  };
  box = including(box, tile_at(extent.max_depth, extent.min_column));
  return including(box, tile_at(extent.max_depth, extent.max_column));
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
      {origin_index, 1, width, limit(tiles_right), -tiles_up, tiles_down, {1, 0}, {0, 1}},
      {origin_index, width, 1, limit(tiles_down), -tiles_left, tiles_right, {0, 1}, {1, 0}},
      {origin_index, -width, -1, limit(tiles_up), -tiles_right, tiles_left, {0, -1}, {-1, 0}},
      {origin_index, -1, -width, limit(tiles_left), -tiles_down, tiles_up, {-1, 0}, {0, -1}},
  }};
}

}  // namespace

Rect light_shadowcast(const Grid<std::uint8_t>& opaque, Point origin, int radius, Grid<std::uint8_t>& visible) {
  const int width = opaque.width();
  const int height = opaque.height();
  if (!opaque.in_bounds(origin) || visible.width() != width || visible.height() != height) return {};

  // A radius that reaches every tile is the same as none, and keeps radius * radius small.
  if (radius > width + height) radius = 0;
  visible[origin] = 1;
  const FovCells cells{opaque.cells().data(), visible.cells().data(),
                       radius > 0 ? reach_by_depth(radius).data() : nullptr};
  // Reused between calls so that computing FOV does not allocate.
  thread_local std::vector<Row> pending;
  Rect lit{origin.x, origin.y, 1, 1};
  for (const Quadrant& quadrant : quadrants_around(origin, width, height, radius)) {
    lit = including_extent(lit, origin, quadrant, scan_quadrant(quadrant, cells, pending));
  }
  return lit;
}

}  // namespace core
