// SPDX-License-Identifier: MIT
#include "scenes/dungeon/failed_save_notice.h"

#include <cctype>

namespace scenes {

namespace {

// The system's reason ends without a full stop ("... File too large").
std::string sentence(const std::string& problem) {
  return problem.ends_with('.') ? problem : problem + ".";
}

}  // namespace

std::string failed_save_on_title(const std::string& problem, bool previous_save_kept) {
  const std::string on_disk =
      previous_save_kept ? " The previous save is kept on disk." : " There is no earlier save on disk.";
  return "Your run could not be saved: " + sentence(problem) + on_disk +
         " Continue goes on from where you left off, as long as the game stays open.";
}

std::string failed_save_on_quit(const std::string& problem, bool previous_save_kept) {
  const std::string left = previous_save_kept ? " The previous save is kept; Continue resumes the run from there."
                                              : " There is no earlier save, so this run cannot be continued.";
  return "Your run could not be saved as the game closed: " + sentence(problem) + left;
}

std::string read_only_on_title(const std::string& reason) {
  std::string text = reason;
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text + ", so this game saves nothing: no run, high score or setting is kept (screenshots are).";
}

std::string read_only_run_message(const std::string& reason) {
  return "This run is not saved: " + reason + ".";
}

std::string read_only_run_on_title(const std::string& reason) {
  return "This run was not saved: " + reason +
         ". Continue goes on from where you left off, as long as the game stays open.";
}

std::string read_only_game_over(const std::string& reason) {
  return "This run does not enter the high-score table: " + reason + ".";
}

}  // namespace scenes
