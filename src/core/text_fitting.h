// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>

namespace core {

// The length in bytes of the longest start of `text`, cut between UTF-8
// characters, for which `fits` holds; 0 when no character fits. `fits` must
// hold for every shorter start when it holds for a longer one (text measured
// by its width). It is asked about log2(characters) + 1 starts at most, so a
// line of a million characters is fitted in about twenty measurements.
std::size_t longest_fitting_start(std::string_view text, const std::function<bool(std::string_view)>& fits);

}  // namespace core
