// digest_rmd160.cpp — RIPEMD-160 (Dobbertin, Bosselaers and Preneel, 1996):
// two parallel lines of five sixteen-step rounds over a 64-byte block of
// little-endian words, combined into a 160-bit digest.
#include <array>

#include "core/digest_blocks.h"

namespace garnet::core::digest {

namespace {

// The message word each step reads, left line then right line.
constexpr uint8_t kLeftWord[80] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8,
    3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12,
    1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2,
    4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13,
};
constexpr uint8_t kRightWord[80] = {
    5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12,
    6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2,
    15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13,
    8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14,
    12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11,
};
// The rotation each step makes, left line then right line.
constexpr uint8_t kLeftShift[80] = {
    11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8,
    7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12,
    11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5,
    11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12,
    9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6,
};
constexpr uint8_t kRightShift[80] = {
    8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6,
    9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11,
    9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5,
    15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8,
    8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11,
};
// Each round's additive constant: the left line's from the square roots of
// 2, 3, 5 and 7, the right line's from their cube roots.
constexpr uint32_t kLeftConstant[5] = {0x00000000, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xa953fd4e};
constexpr uint32_t kRightConstant[5] = {0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x7a6d76e9, 0x00000000};

// The five boolean functions; the left line uses them in order, the right
// line in reverse.
uint32_t mix(int function, uint32_t x, uint32_t y, uint32_t z) {
  switch (function) {
    case 0: return x ^ y ^ z;
    case 1: return (x & y) | (~x & z);
    case 2: return (x | ~y) ^ z;
    case 3: return (x & z) | (y & ~z);
    default: return x ^ (y | ~z);
  }
}

struct Rmd160 {
  static constexpr size_t kBlockLength = 64, kDigestLength = 20, kLengthBytes = 8;
  static constexpr bool kBigEndian = false;
  using State = std::array<uint32_t, 5>;

  static void initialize(State& s) { s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0}; }

  static void compress(State& s, const uint8_t* block) {
    uint32_t x[16];
    for (int i = 0; i < 16; i++) x[i] = load_le32(block + 4 * i);
    State left = s, right = s; // a..e of each line
    for (int j = 0; j < 80; j++) {
      int round = j / 16;
      step(left, mix(round, left[1], left[2], left[3]) + x[kLeftWord[j]] + kLeftConstant[round], kLeftShift[j]);
      step(right, mix(4 - round, right[1], right[2], right[3]) + x[kRightWord[j]] + kRightConstant[round],
           kRightShift[j]);
    }
    uint32_t combined = s[1] + left[2] + right[3];
    s[1] = s[2] + left[3] + right[4];
    s[2] = s[3] + left[4] + right[0];
    s[3] = s[4] + left[0] + right[1];
    s[4] = s[0] + left[1] + right[2];
    s[0] = combined;
  }

  // One step of a line: A' = E, B' = rotl(A + addend, shift) + E, C' = B,
  // D' = rotl(C, 10), E' = D.
  static void step(State& v, uint32_t addend, int shift) {
    uint32_t t = rotl32(v[0] + addend, shift) + v[4];
    v = {v[4], t, v[1], rotl32(v[2], 10), v[3]};
  }

  static void write_digest(const State& s, uint8_t* out) {
    for (size_t i = 0; i < 5; i++) store_le32(out + 4 * i, s[i]);
  }
};

} // namespace

std::unique_ptr<HashFunction> new_rmd160() { return std::make_unique<BlockHasher<Rmd160>>(); }

} // namespace garnet::core::digest
