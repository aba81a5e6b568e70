#include "game/replay/state_hash.h"

#include "game/saving/world_codec.h"

namespace game {

namespace {

// 64-bit FNV-1a: simple, defined byte by byte, the same on every platform.
std::uint64_t fnv1a(const std::string& bytes) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char byte : bytes) {
    hash ^= byte;
    hash *= 0x100000001b3ull;
  }
  return hash;
}

}  // namespace

std::uint64_t state_hash(const World& world) {
  // nlohmann::json keeps object keys sorted, so the text is canonical.
  return fnv1a(WorldCodec::play_state(world).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

}  // namespace game
