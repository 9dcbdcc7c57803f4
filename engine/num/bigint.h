// garnet::num::BigInt — arbitrary-precision signed integers backing Ruby's
// Integer once a value leaves the int64 fast path. A value-semantics wrapper
// around GMP's mpz_t (decision 034): GMP does the arithmetic, division,
// powers, roots, radix conversion and bit operations with its subquadratic
// algorithms; this class adds Ruby's rules on top (floored division, infinite
// two's-complement bit ops, half-even to_double). GMP allocates through C++'s
// operator new (set once in bigint.cpp), so its buffers count toward the
// running isolate's next collection like any C++ allocation. Never throws.
#pragma once

#include <gmp.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace garnet::num {

class BigInt {
 public:
  // The word of magnitude() and from_magnitude(): 32 bits whatever GMP's own
  // limb size is (64 natively, 32 on wasm32), so that Marshal's and Random's
  // views of a magnitude are the same on every target.
  using Limb = uint32_t;

  BigInt() { mpz_init(v_); }  // zero; allocates nothing
  explicit BigInt(int64_t value);
  BigInt(const BigInt& other) { mpz_init_set(v_, other.v_); }
  BigInt(BigInt&& other) noexcept {
    mpz_init(v_);
    mpz_swap(v_, other.v_);
  }
  BigInt& operator=(const BigInt& other) {
    mpz_set(v_, other.v_);
    return *this;
  }
  BigInt& operator=(BigInt&& other) noexcept {
    mpz_swap(v_, other.v_);
    return *this;
  }
  ~BigInt() { mpz_clear(v_); }

  static BigInt from_uint64(uint64_t value);
  // Truncates toward zero. The caller ensures `value` is finite.
  static BigInt from_double(double value);
  // Optional '+'/'-' then one or more digits of `base` (2..36), nothing else.
  static bool parse(std::string_view text, int base, BigInt& out);

  bool fits_int64() const;
  int64_t to_int64() const;  // precondition: fits_int64()
  bool fits_uint64() const;  // 0 <= value < 2**64
  uint64_t low_uint64() const;  // low 64 bits of the two's-complement form
  // Correctly rounded (half-even) like CRuby's big2dbl; ±HUGE_VAL on overflow.
  double to_double() const;
  // `base` 2..36, lowercase digits, '-' prefix for negatives.
  std::string to_string(int base = 10) const;

  int sign() const { return mpz_sgn(v_); }
  bool is_zero() const { return mpz_sgn(v_) == 0; }
  bool is_negative() const { return mpz_sgn(v_) < 0; }
  bool is_even() const { return mpz_even_p(v_); }
  size_t hash() const;

  int compare(const BigInt& other) const;  // -1, 0 or 1
  int compare_magnitude(const BigInt& other) const;

  BigInt operator-() const;
  BigInt abs() const;
  BigInt& operator+=(const BigInt& other);
  BigInt& operator-=(const BigInt& other);
  BigInt& operator*=(const BigInt& other);

  // Ruby's Integer#divmod: floored quotient, remainder takes the sign of b.
  // Precondition: b != 0 (the caller raises ZeroDivisionError).
  static void divmod_floor(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r);
  // Truncated quotient, remainder takes the sign of a (Integer#remainder).
  static void divmod_trunc(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r);
  static BigInt div_floor(const BigInt& a, const BigInt& b);
  static BigInt mod_floor(const BigInt& a, const BigInt& b);

  BigInt pow(uint64_t exponent) const;
  // Integer#pow(exp, mod): exp >= 0, mod != 0; result has the sign of mod.
  static BigInt pow_mod(const BigInt& base, const BigInt& exp, const BigInt& mod);
  BigInt isqrt() const;  // floor(sqrt(self)); precondition: self >= 0
  static BigInt gcd(const BigInt& a, const BigInt& b);  // always >= 0

  // Bit operations view negatives as infinite two's complement, like Ruby.
  BigInt operator~() const;
  friend BigInt operator&(const BigInt& a, const BigInt& b);
  friend BigInt operator|(const BigInt& a, const BigInt& b);
  friend BigInt operator^(const BigInt& a, const BigInt& b);
  // Precondition for a non-zero value: the result fits in memory (callers cap
  // results at 2**31 bits, CRuby's limit, so `bits` fits GMP's bit counts).
  BigInt shift_left(uint64_t bits) const;
  BigInt shift_right(uint64_t bits) const;  // arithmetic: floors negatives
  bool test_bit(uint64_t index) const;
  uint64_t bit_length() const;  // Integer#bit_length

  friend bool operator==(const BigInt& a, const BigInt& b) { return mpz_cmp(a.v_, b.v_) == 0; }
  friend bool operator!=(const BigInt& a, const BigInt& b) { return !(a == b); }
  friend bool operator<(const BigInt& a, const BigInt& b) { return a.compare(b) < 0; }
  friend bool operator<=(const BigInt& a, const BigInt& b) { return a.compare(b) <= 0; }
  friend bool operator>(const BigInt& a, const BigInt& b) { return a.compare(b) > 0; }
  friend bool operator>=(const BigInt& a, const BigInt& b) { return a.compare(b) >= 0; }

  friend BigInt operator+(const BigInt& a, const BigInt& b);
  friend BigInt operator-(const BigInt& a, const BigInt& b);
  friend BigInt operator*(const BigInt& a, const BigInt& b);

  // Little-endian 32-bit words of the magnitude (no high zero words; empty
  // for zero), and back.
  std::vector<Limb> magnitude() const;
  static BigInt from_magnitude(const std::vector<Limb>& magnitude, bool negative);

 private:
  mpz_t v_;
};

}  // namespace garnet::num
