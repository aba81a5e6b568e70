// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/parse_error.h"

namespace sounds {

// The shape of one period of a voice's tone.
enum class Wave { Sine, Square, Saw, Triangle, Noise };

// One voice of a sound, in the spirit of sfxr: a wave whose pitch starts somewhere, slides and may
// jump once, shaped by an attack-hold-release envelope. Times are in seconds, pitches in Hz.
struct Voice {
  double start = 0.0;  // when the voice begins, from the start of the sound
  Wave wave = Wave::Square;
  double pitch = 440.0;
  double slide = 0.0;       // pitch change per second, in Hz; the pitch never falls below kMinPitch
  double jump_ratio = 1.0;  // the pitch is multiplied by this once jump_at seconds have passed
  double jump_at = 0.0;
  double duty = 0.5;   // a square wave's share of each period spent high
  double noise = 0.0;  // share of white noise mixed into a tonal wave (0..1)
  double attack = 0.01;
  double hold = 0.1;
  double release = 0.1;
  double volume = 0.5;
  double tremolo_rate = 0.0;   // Hz of a slow swell in loudness; 0: none
  double tremolo_depth = 0.0;  // how much of the loudness the swell takes away at its lowest (0..1)

  double length() const { return attack + hold + release; }
};

// A sound: one or more voices mixed together.
struct Recipe {
  std::string name;
  std::vector<Voice> voices;

  // Seconds from the start to the end of the last voice.
  double length() const;
};

struct RecipeResult {
  std::optional<Recipe> recipe;
  std::vector<core::ParseError> errors;
};

// The longest sound a recipe may make, so that a mistyped number cannot fill the disk.
inline constexpr double kMaxSoundSeconds = 30.0;
// The most voices a recipe may have, and the most seconds its voices may last together: the
// time to synthesise a sound grows with each second of each voice. The game's own use at most
// 5 voices and 24 voice-seconds (the ambient loop); within both a sound is made in milliseconds.
inline constexpr std::size_t kMaxVoices = 16;
inline constexpr double kMaxVoiceSeconds = 32.0;
inline constexpr double kMinPitch = 20.0;
inline constexpr double kMaxPitch = 20000.0;

// Reads a recipe: ';' comment lines and blank lines anywhere, and one setting a line, `key value`
// ("pitch 440", "wave noise", "jump 1.5 0.1"). `voice START` begins another voice, starting START
// seconds in; the settings before the first `voice` line are the first voice's, starting at 0.
// `file_name` names the file in errors and gives the sound its name ("hit.txt" -> "hit").
RecipeResult parse_recipe(std::string_view text, const std::string& file_name);

// The words a recipe line may start with, for messages and documentation.
std::string recipe_keys_text();

}  // namespace sounds
