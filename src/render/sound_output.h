// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>

namespace render {

// How loud each kind of sound plays, in percent, as the options screen sets them.
struct SoundLevels {
  int master = 80;
  int effects = 100;
  int music = 50;
  bool muted = false;

  friend bool operator==(const SoundLevels&, const SoundLevels&) = default;
};

// Where scenes send what the player should hear: the mixer in the game, nothing in tests and on
// machines without an audio device.
class SoundOutput {
 public:
  virtual ~SoundOutput() = default;
  // Plays the sound of that name once; a name with no sound plays nothing.
  virtual void play(std::string_view name) = 0;
  virtual void set_levels(const SoundLevels& levels) = 0;
  // The sounds by name, read again (start-up, F5, the Mods screen); the one named "ambient" loops as music.
  virtual void use_sounds(const std::map<std::string, std::filesystem::path>& files) = 0;
};

// Plays nothing: tests, and a game that has no audio device.
class SilentSounds : public SoundOutput {
 public:
  void play(std::string_view) override {}
  void set_levels(const SoundLevels&) override {}
  void use_sounds(const std::map<std::string, std::filesystem::path>&) override {}
};

}  // namespace render
