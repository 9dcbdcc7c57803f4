// digest_md5.cpp — MD5 (RFC 1321): four rounds of sixteen steps over a
// 64-byte block of little-endian words, a 128-bit digest.
#include <array>

#include "core/digest_blocks.h"

namespace garnet::core::digest {

namespace {

// T[i] = floor(2^32 * |sin(i + 1)|), RFC 1321 section 3.4.
constexpr uint32_t kSineTable[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};

// Each round's four rotation amounts, used in turn by its sixteen steps.
constexpr int kShifts[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

struct Md5 {
  static constexpr size_t kBlockLength = 64, kDigestLength = 16, kLengthBytes = 8;
  static constexpr bool kBigEndian = false;
  using State = std::array<uint32_t, 4>;

  static void initialize(State& s) { s = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476}; }

  static void compress(State& s, const uint8_t* block) {
    uint32_t x[16];
    for (int i = 0; i < 16; i++) x[i] = load_le32(block + 4 * i);
    uint32_t a = s[0], b = s[1], c = s[2], d = s[3];
    for (int i = 0; i < 64; i++) {
      int round = i / 16;
      uint32_t f;
      int word;
      switch (round) {
        case 0: f = (b & c) | (~b & d), word = i; break;
        case 1: f = (b & d) | (c & ~d), word = (5 * i + 1) % 16; break;
        case 2: f = b ^ c ^ d, word = (3 * i + 5) % 16; break;
        default: f = c ^ (b | ~d), word = (7 * i) % 16; break;
      }
      uint32_t rotated = b + rotl32(a + f + x[word] + kSineTable[i], kShifts[round][i % 4]);
      a = d;
      d = c;
      c = b;
      b = rotated;
    }
    s[0] += a;
    s[1] += b;
    s[2] += c;
    s[3] += d;
  }

  static void write_digest(const State& s, uint8_t* out) {
    for (int i = 0; i < 4; i++) store_le32(out + 4 * i, s[size_t(i)]);
  }
};

} // namespace

std::unique_ptr<HashFunction> new_md5() { return std::make_unique<BlockHasher<Md5>>(); }

} // namespace garnet::core::digest
