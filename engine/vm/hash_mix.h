// hash_mix.h — the two bit mixers the engine's hashes are built from:
// mix(h) scrambles one 64-bit word (MurmurHash3's finalizer: Hash keys,
// Integer#hash, Float#hash, Object#hash...), mix(h, v) folds a value into a
// running hash (Array#hash, Hash#hash, Range#hash). String bytes have a hash
// of their own (string_hash, core/string.cpp).
#pragma once

#include <cstdint>

namespace garnet::vm {

inline uint64_t mix(uint64_t h) {
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 33;
  return h;
}

// The Fixnum a #hash method answers for the mixed word h.
inline int64_t hash_fixnum(uint64_t h) { return int64_t(h >> 2) - (int64_t(1) << 60); }

inline uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  return h;
}

} // namespace garnet::vm
