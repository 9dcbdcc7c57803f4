// digest_sha1.cpp — SHA-1 (FIPS 180-4 section 6.1): eighty steps over a
// 64-byte block of big-endian words expanded to eighty, a 160-bit digest.
#include <array>

#include "core/digest_blocks.h"

namespace garnet::core::digest {

namespace {

struct Sha1 {
  static constexpr size_t kBlockLength = 64, kDigestLength = 20, kLengthBytes = 8;
  static constexpr bool kBigEndian = true;
  using State = std::array<uint32_t, 5>;

  static void initialize(State& s) { s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0}; }

  static void compress(State& s, const uint8_t* block) {
    uint32_t w[80];
    for (int t = 0; t < 16; t++) w[t] = load_be32(block + 4 * t);
    for (int t = 16; t < 80; t++) w[t] = rotl32(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
    uint32_t a = s[0], b = s[1], c = s[2], d = s[3], e = s[4];
    for (int t = 0; t < 80; t++) {
      uint32_t f, k;
      if (t < 20) f = (b & c) ^ (~b & d), k = 0x5a827999;
      else if (t < 40) f = b ^ c ^ d, k = 0x6ed9eba1;
      else if (t < 60) f = (b & c) ^ (b & d) ^ (c & d), k = 0x8f1bbcdc;
      else f = b ^ c ^ d, k = 0xca62c1d6;
      uint32_t next = rotl32(a, 5) + f + e + k + w[t];
      e = d;
      d = c;
      c = rotl32(b, 30);
      b = a;
      a = next;
    }
    s[0] += a;
    s[1] += b;
    s[2] += c;
    s[3] += d;
    s[4] += e;
  }

  static void write_digest(const State& s, uint8_t* out) {
    for (int i = 0; i < 5; i++) store_be32(out + 4 * i, s[size_t(i)]);
  }
};

} // namespace

std::unique_ptr<HashFunction> new_sha1() { return std::make_unique<BlockHasher<Sha1>>(); }

} // namespace garnet::core::digest
