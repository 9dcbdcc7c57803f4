// digest.h — the message digests behind Ruby's Digest::MD5, SHA1, SHA256,
// SHA384, SHA512 and RMD160: incremental hash functions, fed bytes in any
// pieces and finished into their digest (digest_*.cpp, written from RFC 1321,
// FIPS 180-4 and the RIPEMD-160 paper). digest.cpp gives them to Ruby.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace garnet::core::digest {

class HashFunction {
 public:
  virtual ~HashFunction() = default;
  virtual size_t digest_length() const = 0; // bytes
  virtual size_t block_length() const = 0;  // bytes
  virtual void reset() = 0;
  virtual void update(std::string_view bytes) = 0;
  // The digest of the bytes fed since the last reset; the function is reset
  // afterwards.
  virtual std::string finish() = 0;
  virtual std::unique_ptr<HashFunction> copy() const = 0;
};

std::unique_ptr<HashFunction> new_md5();
std::unique_ptr<HashFunction> new_sha1();
std::unique_ptr<HashFunction> new_sha256();
std::unique_ptr<HashFunction> new_sha384();
std::unique_ptr<HashFunction> new_sha512();
std::unique_ptr<HashFunction> new_rmd160();

} // namespace garnet::core::digest
