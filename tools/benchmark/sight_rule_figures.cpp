// SPDX-License-Identifier: MIT
#include "sight_rule_figures.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/field_of_view.h"
#include "core/sight.h"

namespace bench {

namespace {

struct NamedSight {
  const char* name;
  core::Sight sight;
};

const NamedSight kOtherRules[] = {
    {"line_of_sight", {core::SightRule::LineOfSight}},
    {"ray_cast 16 deg", {core::SightRule::RayCast, 16}},
    {"ray_cast 1 deg", {core::SightRule::RayCast, 1}},
};

Spread time_rule(const FovCase& fov_case, const core::Sight& sight, const SamplingPlan& plan) {
  const std::vector<core::Point>& origins = fov_case.map.origins;
  core::FieldOfView view(fov_case.map.opaque.width(), fov_case.map.opaque.height());
  return measure(plan, std::ssize(origins), [&] {
    for (const core::Point origin : origins) view.compute(fov_case.map.opaque, origin, fov_case.radius, sight);
    keep(view[origins.back()]);
  });
}

// Tiles seen by one rule and not the other, or the other way round, per origin.
double mean_differing_tiles(const FovCase& fov_case, const core::Sight& sight) {
  const core::Grid<std::uint8_t>& opaque = fov_case.map.opaque;
  core::Grid<std::uint8_t> shadowcast;
  core::Grid<std::uint8_t> other;
  long differing = 0;
  for (const core::Point origin : fov_case.map.origins) {
    core::compute_sight({}, opaque, origin, fov_case.radius, shadowcast);
    core::compute_sight(sight, opaque, origin, fov_case.radius, other);
    for (std::size_t i = 0; i < shadowcast.cells().size(); ++i) differing += shadowcast.cells()[i] != other.cells()[i];
  }
  return static_cast<double>(differing) / static_cast<double>(fov_case.map.origins.size());
}

FigureRow rule_row(const FovCase& fov_case, const NamedSight& rule, const SamplingPlan& plan) {
  std::array<char, 96> note{};
  std::snprintf(note.data(), note.size(), "%.1f tiles a view differ from shadowcasting",
                mean_differing_tiles(fov_case, rule.sight));
  return {std::string(rule.name) + " " + fov_case_label(fov_case), measured(time_rule(fov_case, rule.sight, plan)),
          std::nullopt, note.data()};
}

}  // namespace

std::vector<FigureRow> sight_rule_figures(const std::vector<FovCase>& cases, const SamplingPlan& plan) {
  std::vector<FigureRow> rows;
  for (const FovCase& fov_case : cases) {
    if (fov_case.radius <= 0) continue;
    for (const NamedSight& rule : kOtherRules) rows.push_back(rule_row(fov_case, rule, plan));
  }
  return rows;
}

}  // namespace bench
