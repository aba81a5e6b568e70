#pragma once

#include <optional>

#include "content/database.h"
#include "game/world/content_library.h"
#include "json/diagnostics.h"
#include "render/sprite_library.h"

namespace scenes {

// The check content is loaded with: a sprite name must be one of `built`'s.
// When the sprites could not be built, nothing is checked (their own errors say why).
content::SpriteCheck sprite_check_of(const render::SpriteBuild& built);

// F5: reads the sprite layers (when `sprites` is given) and then the data again,
// and draws and plays with both only when neither has errors and `fits` finds
// nothing; otherwise the sprites and the data in use stay as they were.
// Returns what kept the new sprites or data out (errors, and the data's warnings beside them); nullopt
// when everything was reloaded.
std::optional<json::Diagnostics> reload_game_data(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                                                  const game::ContentLibrary::FitCheck& fits);

}  // namespace scenes
