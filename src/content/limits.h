// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

namespace content {

// The largest values the game's data may hold. The save codecs read with the
// same constants (or with bounds derived from them and checked at compile
// time), so whatever the data lets into a run can be saved and read back.

// The largest number any stat may take, so sums of stats never overflow.
inline constexpr int kStatLimit = 100000;
// The most experience a monster may give and the most a level may ask for.
inline constexpr int kXpLimit = 100'000'000;
// The highest level the player may reach: xp_thresholds lists at most one less. With the
// largest per-level bonus every stat stays far inside an int (100 x kStatLimit).
inline constexpr int kLevelLimit = 100;
// The longest name of a definition, in bytes of UTF-8: room for a few words
// in any script, and short enough for every message that quotes it.
inline constexpr std::size_t kNameLimit = 200;
// An article a definition writes for its name ("some", "the"), in bytes.
inline constexpr std::size_t kArticleLimit = 20;
// The longest description (of a definition or a mod), in bytes of UTF-8: a
// paragraph the hover panel shows whole, wrapped.
inline constexpr std::size_t kDescriptionLimit = 1000;
// The most pack rules floors.json may hold, kinds of member a pack may list, and members of one kind.
inline constexpr std::size_t kPackRuleLimit = 100;
inline constexpr std::size_t kPackKindLimit = 8;
inline constexpr int kPackMemberLimit = 20;
// The most monsters one summon calls at once, and the most of a kind it keeps alive.
inline constexpr int kSummonCountLimit = 8;
inline constexpr int kSummonAliveLimit = 100;
// The most of a kind a split keeps alive on a floor, and the widest burst, in tiles.
inline constexpr int kSplitAliveLimit = 100;
inline constexpr int kBurstRadiusLimit = 10;
// The most abilities a monster may have.
inline constexpr std::size_t kAbilityLimit = 100;
// The most a percentage field may be.
inline constexpr int kMaxPercent = 100;
// The most tiles anything sees.
inline constexpr int kSightLimit = 100;
// The farthest a thing flies when thrown or fired, in tiles, and the widest area it strikes around where
// it comes down.
inline constexpr int kThrowRangeLimit = 30;
inline constexpr int kAreaLimit = 5;
// The farthest any noise carries, in tiles: across the largest floor.
inline constexpr int kNoiseLimit = 200;
// The most a piece of equipment may scale the noise it makes, in percent.
inline constexpr int kNoisePercentLimit = 500;
// The most turns a status lasts and a monster remembers the player.
inline constexpr int kTurnsLimit = 1000;
// The widest angle between two rays of ray-cast sight, in degrees: four rays.
inline constexpr int kMaxRaySpacing = 90;
// The largest bonus a floor adds to equipment, and the most random steps a
// microchip takes, per floor: what made things gain beyond their data.
inline constexpr int kBonusPerFloorLimit = 100;
inline constexpr int kChipStepsPerFloorLimit = 100;
// The largest room of rooms.json, in tiles: it must fit a floor (85 by 48) with room to spare for the
// rest of the floor; the most glyphs of its own legend, copies of it on one floor and keys outside it.
inline constexpr int kRoomWidthLimit = 30;
inline constexpr int kRoomHeightLimit = 20;
inline constexpr std::size_t kRoomLegendLimit = 20;
inline constexpr int kRoomCopiesLimit = 5;
inline constexpr int kRoomKeysLimit = 5;

}  // namespace content
