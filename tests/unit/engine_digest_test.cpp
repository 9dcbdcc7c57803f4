// engine_digest_test.cpp — the hash functions behind Ruby's Digest classes
// (core/digest.h): published test vectors, input fed in pieces, copies
// that go on independently, and finish leaving a fresh state.
#include <gtest/gtest.h>

#include "core/digest.h"

namespace garnet::core::digest {
namespace {

std::string hex(const std::string& bytes) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : bytes) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

std::string hex_digest(std::unique_ptr<HashFunction> hash, const std::string& input) {
  hash->update(input);
  return hex(hash->finish());
}

TEST(Digest, Md5MatchesRfc1321) {
  EXPECT_EQ(hex_digest(new_md5(), ""), "d41d8cd98f00b204e9800998ecf8427e");
  EXPECT_EQ(hex_digest(new_md5(), "abc"), "900150983cd24fb0d6963f7d28e17f72");
  EXPECT_EQ(hex_digest(new_md5(), "12345678901234567890123456789012345678901234567890123456789012345678901234567890"),
            "57edf4a22be3c955ac49da2e2107b67a");
}

TEST(Digest, Sha1MatchesFips180) {
  EXPECT_EQ(hex_digest(new_sha1(), "abc"), "a9993e364706816aba3e25717850c26c9cd0d89d");
  EXPECT_EQ(hex_digest(new_sha1(), "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
}

TEST(Digest, Sha2FamilyMatchesFips180) {
  EXPECT_EQ(hex_digest(new_sha256(), "abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hex_digest(new_sha384(), "abc"),
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7");
  EXPECT_EQ(hex_digest(new_sha512(), "abc"),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
            "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
}

TEST(Digest, Rmd160MatchesItsPaper) {
  EXPECT_EQ(hex_digest(new_rmd160(), ""), "9c1185a5c5e9fc54612808977ee8f548b2258d31");
  EXPECT_EQ(hex_digest(new_rmd160(), "abc"), "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc");
}

TEST(Digest, PiecesGiveTheDigestOfTheWhole) {
  std::string text;
  for (int i = 0; i < 300; i++) text += char(i * 7);
  for (auto make : {new_md5, new_sha1, new_sha256, new_sha384, new_sha512, new_rmd160}) {
    std::string whole = hex_digest(make(), text);
    for (size_t cut : {size_t(1), size_t(63), size_t(64), size_t(127), size_t(128), size_t(299)}) {
      auto hash = make();
      hash->update(std::string_view(text).substr(0, cut));
      hash->update(std::string_view(text).substr(cut));
      EXPECT_EQ(hex(hash->finish()), whole) << "cut at " << cut;
    }
  }
}

TEST(Digest, CopiesGoOnIndependentlyAndFinishStartsOver) {
  auto hash = new_sha256();
  hash->update("ab");
  auto copy = hash->copy();
  copy->update("c");
  EXPECT_EQ(hex(copy->finish()), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  hash->update("c");
  EXPECT_EQ(hex(hash->finish()), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hex(hash->finish()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hash->digest_length(), 32u);
  EXPECT_EQ(new_sha384()->block_length(), 128u);
}

} // namespace
} // namespace garnet::core::digest
