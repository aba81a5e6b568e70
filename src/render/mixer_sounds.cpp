// SPDX-License-Identifier: MIT
#include "render/mixer_sounds.h"

#include <SDL.h>

#include <algorithm>
#include <iostream>

#include "sounds/sound_file_bytes.h"

namespace render {

namespace {

constexpr const char* kAmbientSound = "ambient";
constexpr int kEffectChannels = 16;  // enough for a turn's sounds to overlap without cutting each other off
constexpr int kDeviceRate = 44100;
// About 12 ms a buffer: a hit is heard with the blow, and closing the device (which SDL lets play out
// two buffers) keeps quitting quick.
constexpr int kDeviceChunkFrames = 512;

// Effects at full volume play at this share of the mixer's full scale: a blow, a bite and a kill in
// one turn overlap, and without the headroom their sum clipped (heard as a crackle).
constexpr int kEffectsHeadroomPercent = 45;

// A mixer volume (0..MIX_MAX_VOLUME) from percentages that multiply.
int mixer_volume(int master_percent, int part_percent, int headroom_percent = 100) {
  return std::clamp(master_percent, 0, 100) * std::clamp(part_percent, 0, 100) * headroom_percent * MIX_MAX_VOLUME /
         1000000;
}

void say_silent(const std::string& why) {
  std::cerr << "mouseking: no sound (" << why << "); the game plays silently\n";
}

ChunkPtr load_effect(const std::string& name, const std::filesystem::path& file) {
  const sounds::SoundBytes read = sounds::sound_file_bytes(file);
  if (!read.problem.empty()) {
    std::cerr << "mouseking: the sound \"" << name << "\" is left out: " << read.problem << "\n";
    return nullptr;
  }
  ChunkPtr chunk(Mix_LoadWAV_RW(SDL_RWFromConstMem(read.bytes.data(), static_cast<int>(read.bytes.size())), 1));
  if (!chunk) {
    std::cerr << "mouseking: the sound \"" << name << "\" is left out: " << file.string() << ": " << Mix_GetError()
              << "\n";
  }
  return chunk;
}

}  // namespace

MixerSounds::MixerSounds(Opened) {
  Mix_AllocateChannels(kEffectChannels);
  apply_levels();
}

MixerSounds::~MixerSounds() {
  Mix_HaltChannel(-1);
  Mix_HaltMusic();
  ambient_.reset();
  effects_.clear();
  Mix_CloseAudio();
  Mix_Quit();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void MixerSounds::play(std::string_view name) {
  if (levels_.muted) return;
  Mix_Chunk* chunk = effect(name);
  // With every channel busy the sound is dropped: a later one matters more than a stale one would.
  if (chunk != nullptr) Mix_PlayChannel(-1, chunk, 0);
}

Mix_Chunk* MixerSounds::effect(std::string_view name) {
  if (const auto loaded = effects_.find(name); loaded != effects_.end()) return loaded->second.get();
  const auto file = effect_files_.find(name);
  if (file == effect_files_.end()) return nullptr;
  ChunkPtr chunk = load_effect(file->first, file->second);
  return effects_.emplace(file->first, std::move(chunk)).first->second.get();
}

void MixerSounds::set_levels(const SoundLevels& levels) {
  levels_ = levels;
  apply_levels();
}

void MixerSounds::apply_levels() const {
  const int master = levels_.muted ? 0 : levels_.master;
  Mix_Volume(-1, mixer_volume(master, levels_.effects, kEffectsHeadroomPercent));
  Mix_VolumeMusic(mixer_volume(master, levels_.music));
}

void MixerSounds::use_sounds(const std::map<std::string, std::filesystem::path>& files) {
  Mix_HaltChannel(-1);
  effects_.clear();
  effect_files_ = {files.begin(), files.end()};
  effect_files_.erase(kAmbientSound);
  const auto ambient = files.find(kAmbientSound);
  if (ambient != files.end()) start_ambient(ambient->second);
}

void MixerSounds::start_ambient(const std::filesystem::path& file) {
  Mix_HaltMusic();
  ambient_.reset();
  sounds::SoundBytes read = sounds::sound_file_bytes(file);
  if (!read.problem.empty()) {
    std::cerr << "mouseking: the ambient loop is left out: " << read.problem << "\n";
    return;
  }
  ambient_bytes_ = std::move(read.bytes);
  ambient_.reset(Mix_LoadMUS_RW(SDL_RWFromConstMem(ambient_bytes_.data(), static_cast<int>(ambient_bytes_.size())), 1));
  if (!ambient_) {
    std::cerr << "mouseking: the ambient loop is left out: " << file.string() << ": " << Mix_GetError() << "\n";
    return;
  }
  Mix_PlayMusic(ambient_.get(), -1);
  apply_levels();
}

std::unique_ptr<SoundOutput> open_sound_output() {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    say_silent(std::string("no audio device: ") + SDL_GetError());
    return std::make_unique<SilentSounds>();
  }
  Mix_Init(MIX_INIT_OGG);
  if (Mix_OpenAudio(kDeviceRate, AUDIO_S16SYS, 2, kDeviceChunkFrames) != 0) {
    say_silent(std::string("the audio device did not open: ") + Mix_GetError());
    Mix_Quit();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return std::make_unique<SilentSounds>();
  }
  const char* driver = SDL_GetCurrentAudioDriver();
  if (driver != nullptr && std::string(driver) == "dummy") say_silent("SDL's audio driver is \"dummy\"");
  return std::make_unique<MixerSounds>(MixerSounds::Opened{});
}

}  // namespace render
