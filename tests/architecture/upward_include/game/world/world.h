// SPDX-License-Identifier: MIT
// A fixture for the layer check: the world standing on the ground floor, as it may.
#pragma once

#include "game/model/entity.h"
