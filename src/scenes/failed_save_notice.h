#pragma once

#include <string>

namespace scenes {

// What the player is told when their run could not be saved, in words that
// say why (`problem`, as the system gave it) and what is left: the previous
// save when `previous_save_kept`, and, on the title, the run itself in memory.

// On the title after Esc: Continue still resumes the run as it stood.
std::string failed_save_on_title(const std::string& problem, bool previous_save_kept);
// As the game closes: only what is on disk is left.
std::string failed_save_on_quit(const std::string& problem, bool previous_save_kept);

}  // namespace scenes
