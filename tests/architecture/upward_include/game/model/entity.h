// SPDX-License-Identifier: MIT
// A fixture for the layer check: the ground floor reaching up to the world, which the check must refuse.
#pragma once

#include "game/world/world.h"
