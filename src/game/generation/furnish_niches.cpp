// SPDX-License-Identifier: MIT
#include "game/generation/furnish_niches.h"

#include <array>

#include "core/distance_map.h"

namespace game {

namespace {

// Walking steps from the arrival to a niche's entrance for it to count as far.
constexpr int kFarFromArrival = 12;
// Tiles between the inner tiles of two niches for them to count as apart.
constexpr int kApart = 10;
constexpr int kRanks = 4;

bool off_border(const core::Grid<core::Cell>& cells, core::Point p) {
  return p.x > 0 && p.y > 0 && p.x < cells.width() - 1 && p.y < cells.height() - 1;
}

}  // namespace

NicheCarver::NicheCarver(const core::Grid<core::Cell>& cells, core::Point arrival)
    : used_(cells.width(), cells.height(), 0) {
  const std::array<core::Point, 1> goals{arrival};
  steps_from_arrival_ = core::distance_map(core::walkable_mask(cells), goals);
}

bool NicheCarver::fits(const core::Grid<core::Cell>& cells, const Niche& niche) const {
  if (!cells.in_bounds(niche.entrance) || cells[niche.entrance] != core::Cell::Floor) return false;
  if (used_[niche.entrance] || steps_from_arrival_[niche.entrance] == core::kUnreachable) return false;
  if (!off_border(cells, niche.inner())) return false;
  // The niche's own tiles, each with the wall on both sides, then the wall closing its far end.
  const core::Point side{niche.direction.y, niche.direction.x};
  for (int steps = 1; steps <= niche.depth() + 1; ++steps) {
    const core::Point middle = niche.tile(steps);
    for (const core::Point tile : {middle - side, middle, middle + side}) {
      if (cells[tile] != core::Cell::Wall) return false;
    }
  }
  return true;
}

int NicheCarver::placement_rank(const Niche& niche) const {
  const bool far = steps_from_arrival_[niche.entrance] >= kFarFromArrival;
  bool apart = true;
  for (const core::Point other : carved_) apart = apart && core::chebyshev_distance(other, niche.inner()) >= kApart;
  return (far ? 0 : 2) + (apart ? 0 : 1);
}

std::optional<Niche> NicheCarver::carve(core::Grid<core::Cell>& cells, NicheKind kind, core::Rng& rng) {
  std::array<std::vector<Niche>, kRanks> ranked;
  for (std::size_t i = 0; i < cells.cells().size(); ++i) {
    for (const core::Point direction : core::kDirections4) {
      const Niche niche{kind, cells.point_at(i), direction};
      if (fits(cells, niche)) ranked[placement_rank(niche)].push_back(niche);
    }
  }
  for (const std::vector<Niche>& candidates : ranked) {
    if (candidates.empty()) continue;
    const Niche chosen = candidates[rng.uniform_int(0, static_cast<int>(candidates.size()) - 1)];
    used_[chosen.entrance] = 1;
    for (int steps = 1; steps <= chosen.depth(); ++steps) {
      cells[chosen.tile(steps)] = core::Cell::Floor;
      used_[chosen.tile(steps)] = 1;
    }
    carved_.push_back(chosen.inner());
    return chosen;
  }
  return std::nullopt;
}

}  // namespace game
