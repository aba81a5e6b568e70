// SPDX-License-Identifier: MIT
#pragma once

#include "sprites/pixel_image.h"

// Two plain colours the sprite tests paint with.
inline constexpr sprites::Rgba kRed{0xff, 0, 0, 0xff};
inline constexpr sprites::Rgba kBlue{0, 0, 0xff, 0xff};
