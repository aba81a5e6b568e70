// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bench {

// "2.46 MB": sizes of files and of memory, in decimal megabytes.
std::string megabytes_text(double bytes);

// "101.23..102.50 MB".
std::string megabytes_range_text(double low_bytes, double high_bytes);

}  // namespace bench
