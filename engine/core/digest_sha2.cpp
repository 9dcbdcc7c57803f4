// digest_sha2.cpp — SHA-256, SHA-384 and SHA-512 (FIPS 180-4 sections 6.2,
// 6.4 and 6.5): SHA-256 on 64-byte blocks of 32-bit words; SHA-512 on
// 128-byte blocks of 64-bit words, and SHA-384 as SHA-512 from other
// initial values with its digest cut to 48 bytes.
#include <array>

#include "core/digest_blocks.h"

namespace garnet::core::digest {

namespace {

// The first 32 bits of the fractional parts of the cube roots of the first
// 64 primes (FIPS 180-4 4.2.2).
constexpr uint32_t kRound256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// The first 64 bits of the fractional parts of the cube roots of the first
// 80 primes (FIPS 180-4 4.2.3).
constexpr uint64_t kRound512[80] = {
    0x428a2f98d728ae22ull, 0x7137449123ef65cdull, 0xb5c0fbcfec4d3b2full, 0xe9b5dba58189dbbcull,
    0x3956c25bf348b538ull, 0x59f111f1b605d019ull, 0x923f82a4af194f9bull, 0xab1c5ed5da6d8118ull,
    0xd807aa98a3030242ull, 0x12835b0145706fbeull, 0x243185be4ee4b28cull, 0x550c7dc3d5ffb4e2ull,
    0x72be5d74f27b896full, 0x80deb1fe3b1696b1ull, 0x9bdc06a725c71235ull, 0xc19bf174cf692694ull,
    0xe49b69c19ef14ad2ull, 0xefbe4786384f25e3ull, 0x0fc19dc68b8cd5b5ull, 0x240ca1cc77ac9c65ull,
    0x2de92c6f592b0275ull, 0x4a7484aa6ea6e483ull, 0x5cb0a9dcbd41fbd4ull, 0x76f988da831153b5ull,
    0x983e5152ee66dfabull, 0xa831c66d2db43210ull, 0xb00327c898fb213full, 0xbf597fc7beef0ee4ull,
    0xc6e00bf33da88fc2ull, 0xd5a79147930aa725ull, 0x06ca6351e003826full, 0x142929670a0e6e70ull,
    0x27b70a8546d22ffcull, 0x2e1b21385c26c926ull, 0x4d2c6dfc5ac42aedull, 0x53380d139d95b3dfull,
    0x650a73548baf63deull, 0x766a0abb3c77b2a8ull, 0x81c2c92e47edaee6ull, 0x92722c851482353bull,
    0xa2bfe8a14cf10364ull, 0xa81a664bbc423001ull, 0xc24b8b70d0f89791ull, 0xc76c51a30654be30ull,
    0xd192e819d6ef5218ull, 0xd69906245565a910ull, 0xf40e35855771202aull, 0x106aa07032bbd1b8ull,
    0x19a4c116b8d2d0c8ull, 0x1e376c085141ab53ull, 0x2748774cdf8eeb99ull, 0x34b0bcb5e19b48a8ull,
    0x391c0cb3c5c95a63ull, 0x4ed8aa4ae3418acbull, 0x5b9cca4f7763e373ull, 0x682e6ff3d6b2b8a3ull,
    0x748f82ee5defb2fcull, 0x78a5636f43172f60ull, 0x84c87814a1f0ab72ull, 0x8cc702081a6439ecull,
    0x90befffa23631e28ull, 0xa4506cebde82bde9ull, 0xbef9a3f7b2c67915ull, 0xc67178f2e372532bull,
    0xca273eceea26619cull, 0xd186b8c721c0c207ull, 0xeada7dd6cde0eb1eull, 0xf57d4f7fee6ed178ull,
    0x06f067aa72176fbaull, 0x0a637dc5a2c898a6ull, 0x113f9804bef90daeull, 0x1b710b35131c471bull,
    0x28db77f523047d84ull, 0x32caab7b40c72493ull, 0x3c9ebe0a15c9bebcull, 0x431d67c49c100d4cull,
    0x4cc5d4becb3e42b6ull, 0x597f299cfc657e2aull, 0x5fcb6fab3ad6faecull, 0x6c44198c4a475817ull,
};

struct Sha256 {
  static constexpr size_t kBlockLength = 64, kDigestLength = 32, kLengthBytes = 8;
  static constexpr bool kBigEndian = true;
  using State = std::array<uint32_t, 8>;

  // The first 32 bits of the fractional parts of the square roots of the
  // first 8 primes (5.3.3).
  static void initialize(State& s) {
    s = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  }

  static void compress(State& s, const uint8_t* block) {
    uint32_t w[64];
    for (int t = 0; t < 16; t++) w[t] = load_be32(block + 4 * t);
    for (int t = 16; t < 64; t++) {
      uint32_t sigma0 = rotr32(w[t - 15], 7) ^ rotr32(w[t - 15], 18) ^ (w[t - 15] >> 3);
      uint32_t sigma1 = rotr32(w[t - 2], 17) ^ rotr32(w[t - 2], 19) ^ (w[t - 2] >> 10);
      w[t] = sigma1 + w[t - 7] + sigma0 + w[t - 16];
    }
    State v = s; // a..h
    for (int t = 0; t < 64; t++) {
      uint32_t big_sigma1 = rotr32(v[4], 6) ^ rotr32(v[4], 11) ^ rotr32(v[4], 25);
      uint32_t choose = (v[4] & v[5]) ^ (~v[4] & v[6]);
      uint32_t t1 = v[7] + big_sigma1 + choose + kRound256[t] + w[t];
      uint32_t big_sigma0 = rotr32(v[0], 2) ^ rotr32(v[0], 13) ^ rotr32(v[0], 22);
      uint32_t majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
      uint32_t t2 = big_sigma0 + majority;
      v = {t1 + t2, v[0], v[1], v[2], v[3] + t1, v[4], v[5], v[6]};
    }
    for (size_t i = 0; i < 8; i++) s[i] += v[i];
  }

  static void write_digest(const State& s, uint8_t* out) {
    for (size_t i = 0; i < 8; i++) store_be32(out + 4 * i, s[i]);
  }
};

// SHA-512's compression, shared by SHA-384.
struct Sha512Rounds {
  static constexpr size_t kBlockLength = 128, kLengthBytes = 16;
  static constexpr bool kBigEndian = true;
  using State = std::array<uint64_t, 8>;

  static void compress(State& s, const uint8_t* block) {
    uint64_t w[80];
    for (int t = 0; t < 16; t++) w[t] = load_be64(block + 8 * t);
    for (int t = 16; t < 80; t++) {
      uint64_t sigma0 = rotr64(w[t - 15], 1) ^ rotr64(w[t - 15], 8) ^ (w[t - 15] >> 7);
      uint64_t sigma1 = rotr64(w[t - 2], 19) ^ rotr64(w[t - 2], 61) ^ (w[t - 2] >> 6);
      w[t] = sigma1 + w[t - 7] + sigma0 + w[t - 16];
    }
    State v = s; // a..h
    for (int t = 0; t < 80; t++) {
      uint64_t big_sigma1 = rotr64(v[4], 14) ^ rotr64(v[4], 18) ^ rotr64(v[4], 41);
      uint64_t choose = (v[4] & v[5]) ^ (~v[4] & v[6]);
      uint64_t t1 = v[7] + big_sigma1 + choose + kRound512[t] + w[t];
      uint64_t big_sigma0 = rotr64(v[0], 28) ^ rotr64(v[0], 34) ^ rotr64(v[0], 39);
      uint64_t majority = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
      uint64_t t2 = big_sigma0 + majority;
      v = {t1 + t2, v[0], v[1], v[2], v[3] + t1, v[4], v[5], v[6]};
    }
    for (size_t i = 0; i < 8; i++) s[i] += v[i];
  }

  // The first `length` bytes of the state's big-endian words.
  static void write_words(const State& s, uint8_t* out, size_t length) {
    for (size_t i = 0; i * 8 < length; i++) store_be64(out + 8 * i, s[i]);
  }
};

struct Sha512 : Sha512Rounds {
  static constexpr size_t kDigestLength = 64;
  // The square roots of the first 8 primes (5.3.5).
  static void initialize(State& s) {
    s = {0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
         0x510e527fade682d1ull, 0x9b05688c2b3e6c1full, 0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull};
  }
  static void write_digest(const State& s, uint8_t* out) { write_words(s, out, kDigestLength); }
};

struct Sha384 : Sha512Rounds {
  static constexpr size_t kDigestLength = 48;
  // The square roots of the ninth through sixteenth primes (5.3.4).
  static void initialize(State& s) {
    s = {0xcbbb9d5dc1059ed8ull, 0x629a292a367cd507ull, 0x9159015a3070dd17ull, 0x152fecd8f70e5939ull,
         0x67332667ffc00b31ull, 0x8eb44a8768581511ull, 0xdb0c2e0d64f98fa7ull, 0x47b5481dbefa4fa4ull};
  }
  static void write_digest(const State& s, uint8_t* out) { write_words(s, out, kDigestLength); }
};

} // namespace

std::unique_ptr<HashFunction> new_sha256() { return std::make_unique<BlockHasher<Sha256>>(); }
std::unique_ptr<HashFunction> new_sha384() { return std::make_unique<BlockHasher<Sha384>>(); }
std::unique_ptr<HashFunction> new_sha512() { return std::make_unique<BlockHasher<Sha512>>(); }

} // namespace garnet::core::digest
