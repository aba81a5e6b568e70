// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bench {

// "850 ns", "12.3 us", "4.56 ms", "1.20 s": three significant digits in the unit that fits.
std::string duration_text(double nanoseconds);

// "11.9..13.0 us": both ends written in the unit that `typical` is written in, so a
// range never mixes units.
std::string range_text(double low_nanoseconds, double high_nanoseconds, double typical_nanoseconds);

// "3.40x": how many times longer the first time is than the second.
std::string ratio_text(double numerator, double denominator);

}  // namespace bench
