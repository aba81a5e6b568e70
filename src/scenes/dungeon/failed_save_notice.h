// SPDX-License-Identifier: MIT
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

// Why a game saves nothing when another holds the user folder, as the end of a sentence.
inline constexpr const char* kAnotherGameRunning = "another Mouse King is running with this user folder";

// What a game that may not write the user folder says, given why (`reason`,
// as the end of a sentence): on its title from the start,
std::string read_only_on_title(const std::string& reason);
// in the message log of each run it starts,
std::string read_only_run_message(const std::string& reason);
// on the title after Esc, where Continue resumes the run from memory,
std::string read_only_run_on_title(const std::string& reason);
// and when a run ends, instead of a place in the high-score table.
std::string read_only_game_over(const std::string& reason);

}  // namespace scenes
