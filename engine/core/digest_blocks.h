// digest_blocks.h — what the block hash functions of digest.h share: words
// read and written in either byte order, rotations, and BlockHasher, which
// cuts the input into blocks for an algorithm's compression function and
// pads the last one with a 1 bit, zeros and the message's length in bits.
#pragma once

#include <cstdint>
#include <cstring>

#include "core/digest.h"

namespace garnet::core::digest {

inline uint32_t load_le32(const uint8_t* p) {
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}
inline uint32_t load_be32(const uint8_t* p) {
  return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | uint32_t(p[3]);
}
inline uint64_t load_be64(const uint8_t* p) { return uint64_t(load_be32(p)) << 32 | load_be32(p + 4); }
inline void store_le32(uint8_t* p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = uint8_t(v >> (8 * i));
}
inline void store_be32(uint8_t* p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = uint8_t(v >> (24 - 8 * i));
}
inline void store_le64(uint8_t* p, uint64_t v) {
  for (int i = 0; i < 8; i++) p[i] = uint8_t(v >> (8 * i));
}
inline void store_be64(uint8_t* p, uint64_t v) {
  for (int i = 0; i < 8; i++) p[i] = uint8_t(v >> (56 - 8 * i));
}
inline uint32_t rotl32(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }
inline uint32_t rotr32(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }
inline uint64_t rotr64(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

// An algorithm (Spec) supplies:
//   kBlockLength, kDigestLength      in bytes
//   kLengthBytes                     the bit count's size at the end of the padding (8 or 16)
//   kBigEndian                       the byte order of that count
//   State, initialize(State&), compress(State&, const uint8_t* block),
//   write_digest(const State&, uint8_t* out)
template <class Spec>
class BlockHasher final : public HashFunction {
 public:
  BlockHasher() { reset(); }

  size_t digest_length() const override { return Spec::kDigestLength; }
  size_t block_length() const override { return Spec::kBlockLength; }

  void reset() override {
    Spec::initialize(state_);
    buffered_ = 0;
    total_bytes_ = 0;
  }

  void update(std::string_view bytes) override {
    const uint8_t* p = reinterpret_cast<const uint8_t*>(bytes.data());
    size_t n = bytes.size();
    total_bytes_ += n;
    if (buffered_ > 0) {
      size_t take = n < kBlock - buffered_ ? n : kBlock - buffered_;
      std::memcpy(buffer_ + buffered_, p, take);
      buffered_ += take;
      p += take;
      n -= take;
      if (buffered_ < kBlock) return;
      Spec::compress(state_, buffer_);
      buffered_ = 0;
    }
    for (; n >= kBlock; p += kBlock, n -= kBlock) Spec::compress(state_, p);
    std::memcpy(buffer_, p, n);
    buffered_ = n;
  }

  std::string finish() override {
    uint64_t bits_low = total_bytes_ << 3, bits_high = total_bytes_ >> 61;
    buffer_[buffered_++] = 0x80;
    if (buffered_ > kBlock - Spec::kLengthBytes) {
      std::memset(buffer_ + buffered_, 0, kBlock - buffered_);
      Spec::compress(state_, buffer_);
      buffered_ = 0;
    }
    std::memset(buffer_ + buffered_, 0, kBlock - buffered_);
    if (Spec::kBigEndian) {
      if (Spec::kLengthBytes == 16) store_be64(buffer_ + kBlock - 16, bits_high);
      store_be64(buffer_ + kBlock - 8, bits_low);
    } else {
      store_le64(buffer_ + kBlock - 8, bits_low);
    }
    Spec::compress(state_, buffer_);
    std::string out(Spec::kDigestLength, '\0');
    Spec::write_digest(state_, reinterpret_cast<uint8_t*>(out.data()));
    reset();
    return out;
  }

  std::unique_ptr<HashFunction> copy() const override { return std::make_unique<BlockHasher>(*this); }

 private:
  static constexpr size_t kBlock = Spec::kBlockLength;
  typename Spec::State state_;
  uint8_t buffer_[kBlock];
  size_t buffered_;
  uint64_t total_bytes_;
};

} // namespace garnet::core::digest
