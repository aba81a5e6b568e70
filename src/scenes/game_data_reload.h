#pragma once

#include <string>

#include "content/database.h"
#include "game/world/content_library.h"
#include "render/sprite_library.h"

namespace scenes {

// The check content is loaded with: a sprite name must be one of `built`'s.
// When the sprites could not be built, nothing is checked (their own errors say why).
content::SpriteCheck sprite_check_of(const render::SpriteBuild& built);

// F5: reads the sprite layers (when `sprites` is given) and then the data again,
// and draws and plays with both only when neither has errors and `fits` finds
// nothing; otherwise the sprites and the data in use stay as they were.
// Returns the errors to show, one a line; empty when everything was reloaded.
std::string reload_game_data(game::ContentLibrary& content, render::SpriteLibrary* sprites,
                             const game::ContentLibrary::FitCheck& fits);

}  // namespace scenes
