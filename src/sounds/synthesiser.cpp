// SPDX-License-Identifier: MIT
#include "sounds/synthesiser.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sounds {

namespace {

// White noise from a fixed-seed xorshift: each voice's noise starts from the same state, so a
// recipe always makes the same samples.
class NoiseSource {
 public:
  double next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    return static_cast<double>(state_ >> 11) / static_cast<double>(1ull << 53) * 2.0 - 1.0;
  }

 private:
  std::uint64_t state_ = 0x9E3779B97F4A7C15ull;
};

// The wave's value at `phase` (0..1 through one period), from -1 to 1.
double wave_at(Wave wave, double phase, double duty) {
  switch (wave) {
    case Wave::Sine: return std::sin(2.0 * std::numbers::pi * phase);
    case Wave::Square: return phase < duty ? 1.0 : -1.0;
    case Wave::Saw: return 2.0 * phase - 1.0;
    case Wave::Triangle: return phase < 0.5 ? 4.0 * phase - 1.0 : 3.0 - 4.0 * phase;
    case Wave::Noise: return 0.0;  // drawn from the noise source instead
  }
  return 0.0;
}

// How loud the voice is `t` seconds after it starts: rising, holding, then falling to nothing.
double envelope_at(const Voice& voice, double t) {
  if (t < voice.attack) return t / voice.attack;
  t -= voice.attack;
  if (t < voice.hold) return 1.0;
  t -= voice.hold;
  if (t < voice.release) return 1.0 - t / voice.release;
  return 0.0;
}

double tremolo_at(const Voice& voice, double t) {
  if (voice.tremolo_rate <= 0.0) return 1.0;
  const double swell = 0.5 + 0.5 * std::cos(2.0 * std::numbers::pi * voice.tremolo_rate * t);
  return 1.0 - voice.tremolo_depth * (1.0 - swell);
}

double pitch_at(const Voice& voice, double t) {
  double pitch = voice.pitch + voice.slide * t;
  if (voice.jump_at > 0.0 && t >= voice.jump_at) pitch *= voice.jump_ratio;
  return std::clamp(pitch, kMinPitch, kMaxPitch);
}

// Adds one voice into `mix`, from its start.
void add_voice(const Voice& voice, std::vector<double>& mix) {
  const auto first = static_cast<std::size_t>(std::lround(voice.start * kSampleRate));
  const auto count = static_cast<std::size_t>(std::lround(voice.length() * kSampleRate));
  NoiseSource noise;
  // Noise is held for a period of the pitch, as sfxr does, so the pitch colours it (a low hiss or a high one).
  double held_noise = noise.next();
  double phase = 0.0;
  for (std::size_t i = 0; i < count && first + i < mix.size(); ++i) {
    const double t = static_cast<double>(i) / kSampleRate;
    phase += pitch_at(voice, t) / kSampleRate;
    if (phase >= 1.0) {
      phase -= std::floor(phase);
      held_noise = noise.next();
    }
    const double tone = voice.wave == Wave::Noise ? held_noise : wave_at(voice.wave, phase, voice.duty);
    const double sample = voice.wave == Wave::Noise ? tone : tone * (1.0 - voice.noise) + noise.next() * voice.noise;
    mix[first + i] += sample * voice.volume * envelope_at(voice, t) * tremolo_at(voice, t);
  }
}

}  // namespace

std::vector<std::int16_t> synthesise(const Recipe& recipe) {
  std::vector<double> mix(static_cast<std::size_t>(std::lround(recipe.length() * kSampleRate)), 0.0);
  for (const Voice& voice : recipe.voices) add_voice(voice, mix);
  double peak = 0.0;
  for (const double sample : mix) peak = std::max(peak, std::abs(sample));
  const double scale = peak > 1.0 ? 1.0 / peak : 1.0;
  std::vector<std::int16_t> samples;
  samples.reserve(mix.size());
  for (const double sample : mix) samples.push_back(static_cast<std::int16_t>(std::lround(sample * scale * 32767.0)));
  return samples;
}

}  // namespace sounds
