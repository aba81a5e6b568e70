// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace render {

// Keys or buttons that went down, are held and repeat, tick by tick: what a key
// and a controller's button have in common. Presses gathered between two ticks
// are seen by exactly one tick, so a press is never handled twice and never lost.
template <typename Button>
class HeldPresses {
 public:
  // Ticks a press must be held before it repeats, and ticks between repeats (at 60 Hz).
  static constexpr int kRepeatDelayTicks = 15;
  static constexpr int kRepeatIntervalTicks = 5;

  void press(Button button) {
    down_.insert(button);
    pressed_.insert(button);
    latest_ = button;
    held_ticks_[button] = 0;
  }
  void release(Button button) {
    down_.erase(button);
    held_ticks_.erase(button);
  }
  // Everything let go at once (the window lost the focus, the controller went away).
  void release_all() {
    down_.clear();
    held_ticks_.clear();
  }
  // After each logic tick: forgets this tick's presses and counts the held ones on.
  void end_tick() {
    pressed_.clear();
    latest_.reset();
    for (auto& [button, ticks] : held_ticks_) ++ticks;
  }

  bool is_down(Button button) const { return down_.contains(button); }
  bool was_pressed(Button button) const { return pressed_.contains(button); }
  bool any_pressed() const { return !pressed_.empty(); }
  std::optional<Button> latest() const { return latest_; }
  // Pressed this tick, or held long enough to repeat (for movement).
  bool pressed_or_repeated(Button button) const {
    if (pressed_.contains(button)) return true;
    const auto held = held_ticks_.find(button);
    if (held == held_ticks_.end() || held->second < kRepeatDelayTicks) return false;
    return (held->second - kRepeatDelayTicks) % kRepeatIntervalTicks == 0;
  }

 private:
  std::unordered_set<Button> down_;
  std::unordered_set<Button> pressed_;
  std::unordered_map<Button, int> held_ticks_;
  std::optional<Button> latest_;
};

}  // namespace render
