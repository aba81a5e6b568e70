// SPDX-License-Identifier: MIT
#pragma once

#include <SDL_mixer.h>

#include <memory>
#include <string>

#include "render/sound_output.h"

namespace render {

// unique_ptr owners for the mixer's resources.
struct MixerDeleter {
  void operator()(Mix_Chunk* chunk) const { Mix_FreeChunk(chunk); }
  void operator()(Mix_Music* music) const { Mix_FreeMusic(music); }
};
using ChunkPtr = std::unique_ptr<Mix_Chunk, MixerDeleter>;
using MusicPtr = std::unique_ptr<Mix_Music, MixerDeleter>;

// The game's sound through SDL2_mixer: effects on a pool of channels, the ambient loop as music.
// Only open_sound_output makes one, once the audio device is open. An effect is read (and a recipe
// synthesised) when it is first played, so start-up costs the same whatever sounds the data brings.
class MixerSounds : public SoundOutput {
 public:
  struct Opened {};  // proof that the device was opened, which only open_sound_output has
  explicit MixerSounds(Opened);
  ~MixerSounds() override;
  MixerSounds(const MixerSounds&) = delete;
  MixerSounds& operator=(const MixerSounds&) = delete;

  void play(std::string_view name) override;
  void set_levels(const SoundLevels& levels) override;
  void use_sounds(const std::map<std::string, std::filesystem::path>& files) override;

 private:
  void start_ambient(const std::filesystem::path& file);
  void apply_levels() const;
  // The effect of that name, loaded on first use; nullptr when there is none or it cannot be played
  // (said once on stderr).
  Mix_Chunk* effect(std::string_view name);

  std::map<std::string, std::filesystem::path, std::less<>> effect_files_;
  std::map<std::string, ChunkPtr, std::less<>> effects_;  // those played so far (nullptr: could not be)
  std::string ambient_bytes_;                             // music is streamed from memory, which must outlive it
  MusicPtr ambient_;
  SoundLevels levels_;
};

// The mixer when an audio device opens; otherwise sound that plays nothing, after one line on
// stderr saying why (no device, or SDL's dummy driver). Never an error box: sound is not needed to play.
std::unique_ptr<SoundOutput> open_sound_output();

}  // namespace render
