// SPDX-License-Identifier: MIT
#include "render/message_box.h"

#include <SDL.h>
#include <pthread.h>
#include <unistd.h>

#include <csignal>
#include <mutex>

#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace render {

namespace {

// Read by the handlers below, which may only touch lock-free atomics and call async-signal-safe functions.
volatile std::sig_atomic_t box_is_shown = 0;
pid_t game_process = 0;

extern "C" void end_game_at_once(int signal_number) {
  _exit(128 + signal_number);
}

// SDL draws its X11 message box in a child process it forks: ended with the game, that child would
// leave the box on screen, so while a box is shown every child asks to be killed when the game ends.
extern "C" void end_child_with_game() {
  if (box_is_shown == 0) return;
#ifdef __linux__
  prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
  // The game may have ended between the fork and the line above; then nobody would send the signal.
  if (getppid() != game_process) _exit(1);
}

// While alive, SIGTERM and SIGINT end the game at once; the handlers before (SDL's) come back after.
class SignalsEndTheGame {
 public:
  SignalsEndTheGame() {
    static std::once_flag registered;
    std::call_once(registered, [] { pthread_atfork(nullptr, nullptr, end_child_with_game); });
    game_process = getpid();
    struct sigaction ending {};
    ending.sa_handler = end_game_at_once;
    sigemptyset(&ending.sa_mask);
    sigaction(SIGTERM, &ending, &terminate_before_);
    sigaction(SIGINT, &ending, &interrupt_before_);
    // A game started in the background of a shell ignores Ctrl-C there, and keeps ignoring it.
    if (interrupt_before_.sa_handler == SIG_IGN) sigaction(SIGINT, &interrupt_before_, nullptr);
    box_is_shown = 1;
  }
  ~SignalsEndTheGame() {
    box_is_shown = 0;
    sigaction(SIGTERM, &terminate_before_, nullptr);
    sigaction(SIGINT, &interrupt_before_, nullptr);
  }
  SignalsEndTheGame(const SignalsEndTheGame&) = delete;
  SignalsEndTheGame& operator=(const SignalsEndTheGame&) = delete;

 private:
  struct sigaction terminate_before_ {};
  struct sigaction interrupt_before_ {};
};

}  // namespace

void show_error_box(const std::string& title, const std::string& message) {
  const SignalsEndTheGame signals_end_the_game;
  SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title.c_str(), message.c_str(), nullptr);
}

}  // namespace render
