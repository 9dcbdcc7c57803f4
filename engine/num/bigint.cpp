// garnet::num::BigInt implementation over GMP's mpz functions: GMP's memory
// hooks (operator new), conversions between mpz and int64/double/32-bit
// words, and Ruby's semantics where they differ from a plain mpz call.
#include "num/bigint.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <new>

namespace garnet::num {

namespace {

using Limb = BigInt::Limb;

static_assert(GMP_NAIL_BITS == 0, "GMP built without nails");
static_assert(GMP_NUMB_BITS == 32 || GMP_NUMB_BITS == 64, "GMP limbs of 32 or 64 bits");
constexpr int kLimbBits = GMP_NUMB_BITS;
constexpr int kLimbsPer64 = 64 / kLimbBits;    // 1 natively, 2 on wasm32
constexpr int kWordsPerLimb = kLimbBits / 32;  // 32-bit words of magnitude()
constexpr uint64_t kMaxBitCount = ~mp_bitcnt_t{0};

// ---- GMP's memory goes through C++'s operator new ----
//
// In Garnet's executables operator new is the collector's
// (gc/allocation.cpp): the bytes count toward the running isolate's next
// collection, and a failed allocation is served from the reserve, the
// isolate then raising NoMemoryError at its next safepoint. GMP has no way to
// report a failure to its caller, so when even the reserve cannot serve it,
// operator new ends the process (docs/decisions/034-gmp.md). GMP's
// reallocation passes the old size, so a copy into a new block is exact.

void* gmp_allocate(size_t bytes) { return ::operator new(bytes); }

void* gmp_reallocate(void* old, size_t old_bytes, size_t new_bytes) {
  void* block = ::operator new(new_bytes);
  std::memcpy(block, old, std::min(old_bytes, new_bytes));
  ::operator delete(old);
  return block;
}

void gmp_free(void* block, size_t) { ::operator delete(block); }

// Installed during static initialization, before any BigInt holds memory
// (an mpz_init allocates nothing), once for the whole process.
[[maybe_unused]] const bool kAllocatorInstalled = [] {
  mp_set_memory_functions(gmp_allocate, gmp_reallocate, gmp_free);
  return true;
}();

// ---- limbs ----

// z = ±v.
void set_magnitude64(mpz_t z, uint64_t v, bool negative) {
  mp_limb_t* d = mpz_limbs_write(z, kLimbsPer64);
  for (int i = 0; i < kLimbsPer64; ++i) d[i] = static_cast<mp_limb_t>(v >> (i * kLimbBits));
  mpz_limbs_finish(z, negative ? -kLimbsPer64 : kLimbsPer64);  // drops high zero limbs
}

// Low 64 bits of |z|.
uint64_t low_magnitude64(const mpz_t z) {
  const size_t n = std::min<size_t>(mpz_size(z), kLimbsPer64);
  uint64_t v = 0;
  for (size_t i = 0; i < n; ++i) v |= uint64_t{mpz_getlimbn(z, static_cast<mp_size_t>(i))} << (i * kLimbBits);
  return v;
}

uint64_t magnitude_bits(const mpz_t z) { return mpz_sgn(z) == 0 ? 0 : mpz_sizeinbase(z, 2); }

// Bits [shift, shift + 64) of |z| as an integer.
uint64_t magnitude_bits_at(const mpz_t z, uint64_t shift) {
  const size_t n = mpz_size(z);
  const mp_limb_t* d = mpz_limbs_read(z);
  uint64_t result = 0;
  for (uint64_t i = shift / kLimbBits; i < n; ++i) {
    const uint64_t position = i * kLimbBits;  // of this limb's bit 0
    const uint64_t limb = d[i];
    if (position < shift) {
      result |= limb >> (shift - position);
    } else if (position - shift < 64) {
      result |= limb << (position - shift);
    } else {
      break;
    }
  }
  return result;
}

// Whether any of the bits below `shift` is set (the same in |z| and in z's
// two's complement: both have the same lowest set bit).
bool any_bits_below(const mpz_t z, uint64_t shift) {
  return shift > 0 && mpz_sgn(z) != 0 && mpz_scan1(z, 0) < shift;
}

// Calls f with each 32-bit word of |z|, least significant first, without
// the high zero words of the top limb.
template <typename F>
void for_each_word(const mpz_t z, F f) {
  const size_t n = mpz_size(z);
  const mp_limb_t* d = mpz_limbs_read(z);
  for (size_t i = 0; i < n; ++i) {
    uint64_t limb = d[i];
    for (int k = 0; k < kWordsPerLimb; ++k, limb >>= 32) {
      if (k > 0 && i == n - 1 && limb == 0) break;
      f(static_cast<Limb>(limb));
    }
  }
}

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

int normalized(int comparison) { return (comparison > 0) - (comparison < 0); }

}  // namespace

// ---- construction and conversion ----

BigInt::BigInt(int64_t value) {
  mpz_init(v_);
  const uint64_t magnitude = value < 0 ? ~static_cast<uint64_t>(value) + 1 : static_cast<uint64_t>(value);
  set_magnitude64(v_, magnitude, value < 0);
}

BigInt BigInt::from_uint64(uint64_t value) {
  BigInt r;
  set_magnitude64(r.v_, value, false);
  return r;
}

BigInt BigInt::from_double(double value) {
  BigInt r;
  mpz_set_d(r.v_, value);  // truncates
  return r;
}

BigInt BigInt::from_magnitude(const std::vector<Limb>& magnitude, bool negative) {
  BigInt r;
  mpz_import(r.v_, magnitude.size(), -1, sizeof(Limb), 0, 0, magnitude.data());
  if (negative) mpz_neg(r.v_, r.v_);
  return r;
}

std::vector<Limb> BigInt::magnitude() const {
  std::vector<Limb> words;
  words.reserve((magnitude_bits(v_) + 31) / 32);
  for_each_word(v_, [&](Limb w) { words.push_back(w); });
  return words;
}

bool BigInt::parse(std::string_view text, int base, BigInt& out) {
  if (base < 2 || base > 36) return false;
  bool negative = false;
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  if (text.empty()) return false;
  for (char c : text) {
    if (digit_value(c) >= base) return false;
  }
  const std::string digits(text);  // GMP reads a NUL-terminated string
  mpz_set_str(out.v_, digits.c_str(), base);
  if (negative) mpz_neg(out.v_, out.v_);
  return true;
}

bool BigInt::fits_int64() const {
  if (mpz_size(v_) > kLimbsPer64) return false;
  const uint64_t v = low_magnitude64(v_);
  return is_negative() ? v <= (uint64_t{1} << 63) : v < (uint64_t{1} << 63);
}

int64_t BigInt::to_int64() const { return static_cast<int64_t>(low_uint64()); }

bool BigInt::fits_uint64() const { return !is_negative() && mpz_size(v_) <= kLimbsPer64; }

uint64_t BigInt::low_uint64() const {
  const uint64_t v = low_magnitude64(v_);
  return is_negative() ? ~v + 1 : v;
}

double BigInt::to_double() const {
  const uint64_t bits = magnitude_bits(v_);
  double magnitude;
  if (bits <= 64) {
    magnitude = static_cast<double>(low_magnitude64(v_));  // hardware rounds half-even
  } else if (bits > 1100) {
    magnitude = HUGE_VAL;
  } else {
    // Keep the top 64 bits and fold everything below into a sticky bit; with
    // 11 spare bits the single hardware rounding is then exact half-even.
    const uint64_t shift = bits - 64;
    uint64_t top = magnitude_bits_at(v_, shift);
    if (any_bits_below(v_, shift)) top |= 1;
    magnitude = std::ldexp(static_cast<double>(top), static_cast<int>(shift));
  }
  return is_negative() ? -magnitude : magnitude;
}

std::string BigInt::to_string(int base) const {
  if (base < 2 || base > 36) base = 10;
  std::string out(mpz_sizeinbase(v_, base) + 2, '\0');  // digits, sign, NUL
  mpz_get_str(out.data(), base, v_);                    // lowercase digits
  out.resize(std::strlen(out.data()));
  return out;
}

size_t BigInt::hash() const {
  uint64_t h = is_negative() ? 0x9E3779B97F4A7C15ull : 0x243F6A8885A308D3ull;
  for_each_word(v_, [&](Limb w) {
    h ^= w;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 29;
  });
  return static_cast<size_t>(h ^ (h >> 32));
}

// ---- comparison and arithmetic ----

int BigInt::compare(const BigInt& other) const { return normalized(mpz_cmp(v_, other.v_)); }

int BigInt::compare_magnitude(const BigInt& other) const { return normalized(mpz_cmpabs(v_, other.v_)); }

BigInt BigInt::operator-() const {
  BigInt r;
  mpz_neg(r.v_, v_);
  return r;
}

BigInt BigInt::abs() const {
  BigInt r;
  mpz_abs(r.v_, v_);
  return r;
}

BigInt& BigInt::operator+=(const BigInt& other) {
  mpz_add(v_, v_, other.v_);
  return *this;
}

BigInt& BigInt::operator-=(const BigInt& other) {
  mpz_sub(v_, v_, other.v_);
  return *this;
}

BigInt& BigInt::operator*=(const BigInt& other) {
  mpz_mul(v_, v_, other.v_);
  return *this;
}

BigInt operator+(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_add(r.v_, a.v_, b.v_);
  return r;
}

BigInt operator-(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_sub(r.v_, a.v_, b.v_);
  return r;
}

BigInt operator*(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_mul(r.v_, a.v_, b.v_);
  return r;
}

// GMP accepts outputs that alias inputs (q and r must differ from each other).
void BigInt::divmod_trunc(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r) {
  mpz_tdiv_qr(q.v_, r.v_, a.v_, b.v_);
}

void BigInt::divmod_floor(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r) {
  mpz_fdiv_qr(q.v_, r.v_, a.v_, b.v_);
}

BigInt BigInt::div_floor(const BigInt& a, const BigInt& b) {
  BigInt q;
  mpz_fdiv_q(q.v_, a.v_, b.v_);
  return q;
}

BigInt BigInt::mod_floor(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_fdiv_r(r.v_, a.v_, b.v_);
  return r;
}

BigInt BigInt::pow(uint64_t exponent) const {
  // Beyond GMP's unsigned long (32 bits on wasm32) only 0, 1 and -1 have a
  // result that fits in memory: keep the exponent's parity and non-zeroness.
  if (exponent > ULONG_MAX) exponent = 2 - (exponent & 1);
  BigInt r;
  mpz_pow_ui(r.v_, v_, static_cast<unsigned long>(exponent));
  return r;
}

BigInt BigInt::pow_mod(const BigInt& base, const BigInt& exp, const BigInt& mod) {
  const BigInt m = mod.abs();
  BigInt r;
  mpz_powm(r.v_, base.v_, exp.v_, m.v_);  // 0 <= r < |mod|
  if (mod.is_negative() && !r.is_zero()) r += mod;
  return r;
}

BigInt BigInt::isqrt() const {
  BigInt r;
  if (sign() > 0) mpz_sqrt(r.v_, v_);
  return r;
}

BigInt BigInt::gcd(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_gcd(r.v_, a.v_, b.v_);
  return r;
}

// ---- bits (GMP's logical functions already use two's complement) ----

BigInt BigInt::operator~() const {
  BigInt r;
  mpz_com(r.v_, v_);
  return r;
}

BigInt operator&(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_and(r.v_, a.v_, b.v_);
  return r;
}

BigInt operator|(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_ior(r.v_, a.v_, b.v_);
  return r;
}

BigInt operator^(const BigInt& a, const BigInt& b) {
  BigInt r;
  mpz_xor(r.v_, a.v_, b.v_);
  return r;
}

BigInt BigInt::shift_left(uint64_t bits) const {
  BigInt r;
  if (is_zero()) return r;
  mpz_mul_2exp(r.v_, v_, static_cast<mp_bitcnt_t>(std::min(bits, kMaxBitCount)));
  return r;
}

BigInt BigInt::shift_right(uint64_t bits) const {
  if (bits > kMaxBitCount) return BigInt(is_negative() ? -1 : 0);
  BigInt r;
  mpz_fdiv_q_2exp(r.v_, v_, static_cast<mp_bitcnt_t>(bits));  // floors
  return r;
}

bool BigInt::test_bit(uint64_t index) const {
  if (index > kMaxBitCount) return is_negative();
  return mpz_tstbit(v_, static_cast<mp_bitcnt_t>(index)) != 0;
}

uint64_t BigInt::bit_length() const {
  const uint64_t bits = magnitude_bits(v_);
  if (!is_negative()) return bits;
  // Of ~self = |self| - 1: one bit fewer when |self| is a power of two.
  return mpz_scan1(v_, 0) == bits - 1 ? bits - 1 : bits;
}

}  // namespace garnet::num
