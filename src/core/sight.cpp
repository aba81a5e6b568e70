// SPDX-License-Identifier: MIT
#include "core/sight.h"

#include "core/line_of_sight.h"
#include "core/ray_cast.h"
#include "core/shadowcast.h"

namespace core {

Rect light_sight(const Sight& sight, const Grid<std::uint8_t>& opaque, Point origin, int radius,
                 Grid<std::uint8_t>& visible) {
  switch (sight.rule) {
    case SightRule::LineOfSight: return light_line_of_sight(opaque, origin, radius, visible);
    case SightRule::RayCast: return light_ray_cast(opaque, origin, radius, sight.ray_spacing_degrees, visible);
    case SightRule::Shadowcast: break;
  }
  return light_shadowcast(opaque, origin, radius, visible);
}

void compute_sight(const Sight& sight, const Grid<std::uint8_t>& opaque, Point origin, int radius,
                   Grid<std::uint8_t>& visible) {
  if (visible.width() != opaque.width() || visible.height() != opaque.height()) {
    visible = Grid<std::uint8_t>(opaque.width(), opaque.height());
  } else {
    visible.fill(0);
  }
  light_sight(sight, opaque, origin, radius, visible);
}

bool sees(const Sight& sight, const Grid<std::uint8_t>& opaque, Point viewer, Point target, int radius) {
  if (viewer == target) return true;
  // One line, where the rule is a line a tile; the others are worked out whole.
  if (sight.rule == SightRule::LineOfSight) return line_of_sight_sees(opaque, viewer, target, radius);
  Grid<std::uint8_t> visible(opaque.width(), opaque.height());
  light_sight(sight, opaque, viewer, radius, visible);
  return visible[target] != 0;
}

}  // namespace core
