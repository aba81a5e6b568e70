#include "scenes/failed_save_notice.h"

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

}  // namespace scenes
