// SPDX-License-Identifier: MIT
#include "duration_text.h"

#include <array>
#include <cstdio>

namespace bench {

namespace {

struct Unit {
  const char* name;
  double nanoseconds;
};

// The largest unit in which `nanoseconds` is at least 1.
Unit unit_for(double nanoseconds) {
  if (nanoseconds >= 1e9) return {"s", 1e9};
  if (nanoseconds >= 1e6) return {"ms", 1e6};
  if (nanoseconds >= 1e3) return {"us", 1e3};
  return {"ns", 1.0};
}

// Three significant digits for values from 1 to 999; fewer digits would hide the spread.
std::string three_digits(double value) {
  std::array<char, 32> text{};
  const char* format = value >= 100.0 ? "%.0f" : value >= 10.0 ? "%.1f" : "%.2f";
  std::snprintf(text.data(), text.size(), format, value);
  return text.data();
}

}  // namespace

std::string duration_text(double nanoseconds) {
  const Unit unit = unit_for(nanoseconds);
  return three_digits(nanoseconds / unit.nanoseconds) + " " + unit.name;
}

std::string range_text(double low_nanoseconds, double high_nanoseconds, double typical_nanoseconds) {
  const Unit unit = unit_for(typical_nanoseconds);
  return three_digits(low_nanoseconds / unit.nanoseconds) + ".." + three_digits(high_nanoseconds / unit.nanoseconds) +
         " " + unit.name;
}

std::string ratio_text(double numerator, double denominator) {
  if (denominator <= 0.0) return "-";
  return three_digits(numerator / denominator) + "x";
}

}  // namespace bench
