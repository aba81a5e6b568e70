// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "render/sound_output.h"

// Keeps the name of every sound a scene plays, in order, instead of playing it.
class RecordingSounds : public render::SoundOutput {
 public:
  void play(std::string_view name) override { played.emplace_back(name); }
  void set_levels(const render::SoundLevels& next) override { levels = next; }
  void use_sounds(const std::map<std::string, std::filesystem::path>& files) override { used = files; }

  bool heard(std::string_view name) const {
    for (const std::string& sound : played) {
      if (sound == name) return true;
    }
    return false;
  }

  std::vector<std::string> played;
  render::SoundLevels levels;
  std::map<std::string, std::filesystem::path> used;
};
