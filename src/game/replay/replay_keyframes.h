// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/result.h"
#include "game/replay/replay.h"
#include "game/world/world.h"

namespace game {

// A whole world state taken after `position` actions of a replay, and the state hash it had then.
struct Keyframe {
  std::size_t position = 0;
  std::vector<std::uint8_t> state;  // WorldCodec::to_json as MessagePack: compact, and parsed faster than text
  std::uint64_t hash = 0;
};

// Takes a keyframe of `world` as it stands after `position` actions. The actions themselves are left
// out: the replay holds them, and kept in every keyframe they would make the keyframes grow as the square
// of the replay's length.
Keyframe make_keyframe(const World& world, std::size_t position);
// The world a keyframe holds, rebuilt on `factory`, with `actions_before` (the replay's first `position`
// actions) as the actions it has taken; a failure when it cannot be read or when the rebuilt world's
// state hash is not the one recorded with it (then playing on from it would show another run).
core::Result<World> restore_keyframe(const Keyframe& keyframe, std::span<const Action> actions_before,
                                     std::shared_ptr<const EntityFactory> factory);

// Where the player arrives on a floor: after `position` actions the player stands on floor `floor`.
struct FloorStart {
  std::size_t position = 0;
  int floor = 0;
};

// A replay that can be entered at any action: keyframes every kKeyframeInterval actions, so that going to
// an action restores the nearest keyframe at or before it and plays forwards from there, and the places
// where each floor begins, for floor jumps. Both are made by playing the replay through once, a slice of
// actions at a time (read_more), so a window can draw between slices; how far that has got is built().
// Every keyframe's hash is checked when it is restored; a keyframe that fails is reported and the one
// before it (or the start) is used instead.
class ReplayKeyframes {
 public:
  // Memory against step-back time, measured by the benchmark's "replays" figures on
  // seed16-death-on-floor-8 (3,430 actions): restoring a keyframe costs about 1.5-2 ms and playing an
  // action about 10 us, so a step back of 100 actions takes a median of about 2 ms whether a keyframe is
  // kept every 10 actions (21 MB of keyframes), 25 (8.6 MB), 50 (4.2 MB) or 100 (2.2 MB) (the medians move
  // by a millisecond from run to run on a busy machine). Every 50 keeps a fifth of the memory
  // of every 10 for no time a viewer could notice; the target is 50 ms.
  static constexpr std::size_t kKeyframeInterval = 50;
  // A replay far longer than any played by hand (the recording holds up to 10 million actions) keeps
  // keyframes further apart rather than without bound: at about 60 KB each, at most some 120 MB.
  static constexpr std::size_t kMostKeyframes = 2000;

  // Holds only the keyframe of the start: nothing of the replay has been played yet.
  ReplayKeyframes(Replay replay, std::shared_ptr<const EntityFactory> factory,
                  std::size_t interval = kKeyframeInterval);

  // Plays up to `action_budget` more of the replay's actions, taking the keyframes and the floor starts
  // they pass; a count rather than a time, so what a slice holds is the same on every machine.
  void read_more(std::size_t action_budget);
  // Plays the rest of the replay at once: for tools and tests, which have no window to keep drawing.
  void read_all();
  // How many of the replay's actions have been played to take keyframes and floor starts so far.
  std::size_t built() const { return reader_ ? reader_->played : replay_.actions.size(); }
  bool complete() const { return !reader_.has_value(); }
  // How much of the replay has been read, in whole percent (100 once complete).
  int percent_read() const;

  // The world after the first `position` actions (clamped to the replay's length).
  World world_at(std::size_t position);

  // The floor starts found so far (up to built()).
  const std::vector<FloorStart>& floor_starts() const { return floor_starts_; }
  // The first floor start after `position`, and the last one before it, of those found so far; nullopt
  // when there is none.
  std::optional<std::size_t> next_floor_start(std::size_t position) const;
  std::optional<std::size_t> previous_floor_start(std::size_t position) const;

  const std::vector<Keyframe>& keyframes() const { return keyframes_; }
  std::size_t interval() const { return interval_; }
  std::size_t action_count() const { return replay_.actions.size(); }
  const Replay& replay() const { return replay_; }
  // What went wrong restoring keyframes so far, one sentence each ("The keyframe at action 250 ...").
  const std::vector<std::string>& problems() const { return problems_; }
  // For tests: a keyframe whose stored hash no longer matches its state, as a damaged one would.
  void corrupt_hash_for_test(std::size_t keyframe_index) { keyframes_.at(keyframe_index).hash ^= 1; }

 private:
  // A world and how many of the replay's actions it has played.
  struct Restored {
    World world;
    std::size_t played;
  };
  Restored restore_nearest(std::size_t position);

  // The world that plays the replay through to take the keyframes; gone once it has reached the end.
  struct Reader {
    World world;
    std::size_t played = 0;
  };

  Replay replay_;
  std::shared_ptr<const EntityFactory> factory_;
  std::size_t interval_;
  std::vector<Keyframe> keyframes_;
  std::vector<FloorStart> floor_starts_;
  std::vector<std::string> problems_;
  std::optional<Reader> reader_;
};

}  // namespace game
