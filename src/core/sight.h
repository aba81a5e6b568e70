// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

#include "core/grid.h"
#include "core/point.h"

namespace core {

// The rules of sight the game knows, each in a file of its own that says where it comes from and how it
// behaves: shadowcast.h (the default), line_of_sight.h and ray_cast.h.
enum class SightRule : std::uint8_t { Shadowcast, LineOfSight, RayCast };

inline constexpr int kDefaultRaySpacing = 16;  // degrees, as in the post ray casting comes from

// How a viewer's sight is worked out: the rule, and for ray casting the angle between two rays.
struct Sight {
  SightRule rule = SightRule::Shadowcast;
  int ray_spacing_degrees = kDefaultRaySpacing;

  friend bool operator==(const Sight&, const Sight&) = default;
};

// Sets visible[p] = 1 for every tile `sight` sees from origin within `radius` (<= 0: unlimited), leaving
// the others as they were; returns a box holding every tile it set. An origin outside the grid, or a
// `visible` of another size than `opaque`, sees nothing: an empty box and no change.
Rect light_sight(const Sight& sight, const Grid<std::uint8_t>& opaque, Point origin, int radius,
                 Grid<std::uint8_t>& visible);

// The same on a cleared `visible`, which takes opaque's size if it had another.
void compute_sight(const Sight& sight, const Grid<std::uint8_t>& opaque, Point origin, int radius,
                   Grid<std::uint8_t>& visible);

// Whether a viewer at `viewer` sees `target` within `radius` under `sight`; both must lie in the grid.
// Under shadowcasting this is the same as the target seeing the viewer.
bool sees(const Sight& sight, const Grid<std::uint8_t>& opaque, Point viewer, Point target, int radius);

}  // namespace core
