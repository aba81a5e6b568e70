// SPDX-License-Identifier: MIT
#include "core/distance_map.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <utility>
#include <vector>

namespace core {

namespace {

bool is_diagonal(Point direction) {
  return direction.x != 0 && direction.y != 0;
}

// The corner rule: a diagonal step is blocked when both tiles beside it are blocked.
template <class IsBlocked>
bool squeezes_between_walls(Point from, Point direction, IsBlocked is_blocked) {
  return is_diagonal(direction) && is_blocked(Point{from.x + direction.x, from.y}) &&
         is_blocked(Point{from.x, from.y + direction.y});
}

std::uint8_t is_open(std::uint8_t cell) {
  return cell != 0 ? 1 : 0;
}

// The bit order of steps_of's result is kDirections8's.
static_assert(kDirections8[0] == Point{0, -1} && kDirections8[1] == Point{1, 0} && kDirections8[2] == Point{0, 1} &&
              kDirections8[3] == Point{-1, 0} && kDirections8[4] == Point{1, -1} && kDirections8[5] == Point{1, 1} &&
              kDirections8[6] == Point{-1, 1} && kDirections8[7] == Point{-1, -1});

// The steps of tile x of a row (see DistanceFlood::steps_), read from the framed rows above, on
// and below it, which start one column left of the row's first tile.
inline std::uint8_t steps_of(const std::uint8_t* above, const std::uint8_t* on, const std::uint8_t* below,
                             std::size_t x) {
  const std::uint8_t north = is_open(above[x + 1]);
  const std::uint8_t east = is_open(on[x + 2]);
  const std::uint8_t south = is_open(below[x + 1]);
  const std::uint8_t west = is_open(on[x]);
  // The corner rule: a diagonal is open when its tile is and at least one of the two beside it.
  const std::uint8_t north_east = is_open(above[x + 2]) & (north | east);
  const std::uint8_t south_east = is_open(below[x + 2]) & (south | east);
  const std::uint8_t south_west = is_open(below[x]) & (south | west);
  const std::uint8_t north_west = is_open(above[x]) & (north | west);
  const auto all = static_cast<std::uint8_t>(north | east << 1 | south << 2 | west << 3 | north_east << 4 |
                                             south_east << 5 | south_west << 6 | north_west << 7);
  return static_cast<std::uint8_t>(all * is_open(on[x + 1]));
}

// steps_of for kStepsBlock tiles from `x` on. The block works on local copies of the rows, which
// nothing else can write, and has no branch, so that the compiler works out its tiles at once:
// a floor's steps then cost little more than reading it.
constexpr std::size_t kStepsBlock = 16;
void find_block_steps(const std::uint8_t* above, const std::uint8_t* on, const std::uint8_t* below, std::uint8_t* steps,
                      std::size_t x) {
  std::array<std::uint8_t, kStepsBlock + 2> rows[3];
  std::copy_n(above + x, rows[0].size(), rows[0].begin());
  std::copy_n(on + x, rows[1].size(), rows[1].begin());
  std::copy_n(below + x, rows[2].size(), rows[2].begin());
  std::array<std::uint8_t, kStepsBlock> block;
  for (std::size_t i = 0; i < kStepsBlock; ++i) block[i] = steps_of(rows[0].data(), rows[1].data(), rows[2].data(), i);
  std::copy(block.begin(), block.end(), steps + x);
}

void find_row_steps(const std::uint8_t* above, const std::uint8_t* on, const std::uint8_t* below, std::uint8_t* steps,
                    std::size_t width) {
  std::size_t x = 0;
  for (; x + kStepsBlock <= width; x += kStepsBlock) find_block_steps(above, on, below, steps, x);
  for (; x < width; ++x) steps[x] = steps_of(above, on, below, x);
}

}  // namespace

Grid<int> distance_map(const Grid<std::uint8_t>& walkable, std::span<const Point> goals) {
  DistanceFlood flood;
  flood.start(walkable, goals);
  flood.reach(kUnreachable);
  return flood.take_distances();
}

void DistanceFlood::start(const Grid<std::uint8_t>& walkable, std::span<const Point> goals) {
  prepare(walkable);
  for (const Point goal : goals) {
    if (!walkable.in_bounds(goal) || walkable[goal] == 0 || distances_[goal] == 0) continue;
    distances_[goal] = 0;
    queue_[tail_++] = static_cast<int>(walkable.index(goal));
  }
}

// Forgets the last flood: only the tiles it reached are reset, so a short flood stays cheap.
void DistanceFlood::prepare(const Grid<std::uint8_t>& walkable) {
  if (!is_framed_copy_of(walkable) || distances_.cells().empty()) {
    frame(walkable);
    find_steps();
    distances_ = Grid<int>(walkable.width(), walkable.height(), kUnreachable);
    queue_ = std::make_unique_for_overwrite<int[]>(walkable.cells().size());
  } else {
    std::vector<int>& distances = distances_.cells();
    for (std::size_t i = 0; i < tail_; ++i) distances[static_cast<std::size_t>(queue_[i])] = kUnreachable;
  }
  head_ = 0;
  tail_ = 0;
}

bool DistanceFlood::is_framed_copy_of(const Grid<std::uint8_t>& walkable) const {
  if (framed_walkable_.width() != walkable.width() + 2 || framed_walkable_.height() != walkable.height() + 2)
    return false;
  const auto width = static_cast<std::size_t>(walkable.width());
  for (int y = 0; y < walkable.height(); ++y) {
    const auto row = walkable.cells().begin() + static_cast<std::ptrdiff_t>(walkable.index({0, y}));
    const auto framed_row =
        framed_walkable_.cells().begin() + static_cast<std::ptrdiff_t>(framed_walkable_.index({1, y + 1}));
    if (!std::equal(row, row + static_cast<std::ptrdiff_t>(width), framed_row)) return false;
  }
  return true;
}

void DistanceFlood::frame(const Grid<std::uint8_t>& walkable) {
  framed_walkable_ = Grid<std::uint8_t>(walkable.width() + 2, walkable.height() + 2, 0);
  for (int y = 0; y < walkable.height(); ++y) {
    const auto row = walkable.cells().begin() + static_cast<std::ptrdiff_t>(walkable.index({0, y}));
    std::copy(row, row + walkable.width(),
              framed_walkable_.cells().begin() + static_cast<std::ptrdiff_t>(framed_walkable_.index({1, y + 1})));
  }
  for (std::size_t i = 0; i < neighbour_offsets_.size(); ++i)
    neighbour_offsets_[i] = kDirections8[i].y * walkable.width() + kDirections8[i].x;
}

void DistanceFlood::find_steps() {
  const int width = framed_walkable_.width() - 2;
  const int height = framed_walkable_.height() - 2;
  steps_ = Grid<std::uint8_t>(width, height, 0);
  const std::uint8_t* framed = framed_walkable_.cells().data();
  const auto framed_width = static_cast<std::size_t>(framed_walkable_.width());
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* above = framed + static_cast<std::size_t>(y) * framed_width;
    find_row_steps(above, above + framed_width, above + 2 * framed_width, steps_.cells().data() + steps_.index({0, y}),
                   static_cast<std::size_t>(width));
  }
}

Grid<int> DistanceFlood::take_distances() {
  Grid<int> distances = std::move(distances_);
  distances_ = Grid<int>();
  head_ = 0;
  tail_ = 0;
  return distances;
}

void DistanceFlood::reach(int limit) {
  flood_while([limit](int distance) { return distance < limit; });
}

int DistanceFlood::distance(Point p) {
  const int& wanted = distances_[p];
  flood_while([&wanted](int) { return wanted == kUnreachable; });
  reach(wanted);
  return wanted;
}

// Takes tiles off the queue while there are any and `go_on(distance of the next one)`, giving
// each of their neighbours not reached yet the next distance. This loop is the flood's whole
// cost, so it works on local copies of the members, which it would otherwise read again after
// every store.
template <class GoOn>
void DistanceFlood::flood_while(GoOn go_on) {
  int* const queue = queue_.get();
  int* const distances = distances_.cells().data();
  const std::uint8_t* const steps = steps_.cells().data();
  const std::array<int, 8> offsets = neighbour_offsets_;
  std::size_t head = head_;
  std::size_t tail = tail_;
  for (; head < tail && go_on(distances[queue[head]]); ++head) {
    const int tile = queue[head];
    const int next_distance = distances[tile] + 1;
    for (unsigned left = steps[tile]; left != 0; left &= left - 1) {
      const int there = tile + offsets[static_cast<std::size_t>(std::countr_zero(left))];
      if (distances[there] != kUnreachable) continue;
      distances[there] = next_distance;
      queue[tail++] = there;
    }
  }
  head_ = head;
  tail_ = tail;
}

Point farthest_reachable(const Grid<int>& distances) {
  Point farthest{-1, -1};
  int farthest_distance = -1;
  const std::vector<int>& cells = distances.cells();
  for (std::size_t index = 0; index < cells.size(); ++index) {
    if (cells[index] == kUnreachable || cells[index] <= farthest_distance) continue;
    farthest_distance = cells[index];
    farthest = distances.point_at(index);
  }
  return farthest;
}

std::optional<Point> step_downhill(const Grid<int>& distances, Point from) {
  if (!distances.in_bounds(from)) return std::nullopt;
  const auto is_blocked = [&](Point p) { return !distances.in_bounds(p) || distances[p] == kUnreachable; };
  std::optional<Point> best;
  int best_distance = distances[from];
  // kDirections8 lists orthogonal directions first, and only a strictly smaller distance
  // replaces the best, so orthogonal steps win ties.
  for (const Point direction : kDirections8) {
    const Point there = from + direction;
    if (is_blocked(there) || distances[there] >= best_distance) continue;
    if (squeezes_between_walls(from, direction, is_blocked)) continue;
    best = there;
    best_distance = distances[there];
  }
  return best;
}

}  // namespace core
