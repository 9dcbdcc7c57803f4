// garnet::num::BigInt — arbitrary-precision signed integers backing Ruby's
// Integer once a value leaves the int64 fast path. Sign + magnitude with
// 32-bit limbs (portable to wasm32); Karatsuba multiplication, Knuth
// division, Ruby's floored division and infinite two's-complement bit ops.
// Never throws; no global mutable state.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace garnet::num {

class BigInt {
 public:
  using Limb = uint32_t;

  BigInt() = default;
  explicit BigInt(int64_t value);
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

  int sign() const { return mag_.empty() ? 0 : (negative_ ? -1 : 1); }
  bool is_zero() const { return mag_.empty(); }
  bool is_negative() const { return negative_; }
  bool is_even() const { return mag_.empty() || (mag_[0] & 1) == 0; }
  size_t limb_count() const { return mag_.size(); }
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
  BigInt shift_left(uint64_t bits) const;
  BigInt shift_right(uint64_t bits) const;  // arithmetic: floors negatives
  bool test_bit(uint64_t index) const;
  uint64_t bit_length() const;  // Integer#bit_length

  friend bool operator==(const BigInt& a, const BigInt& b) {
    return a.negative_ == b.negative_ && a.mag_ == b.mag_;
  }
  friend bool operator!=(const BigInt& a, const BigInt& b) { return !(a == b); }
  friend bool operator<(const BigInt& a, const BigInt& b) { return a.compare(b) < 0; }
  friend bool operator<=(const BigInt& a, const BigInt& b) { return a.compare(b) <= 0; }
  friend bool operator>(const BigInt& a, const BigInt& b) { return a.compare(b) > 0; }
  friend bool operator>=(const BigInt& a, const BigInt& b) { return a.compare(b) >= 0; }

  friend BigInt operator+(BigInt a, const BigInt& b) { return a += b; }
  friend BigInt operator-(BigInt a, const BigInt& b) { return a -= b; }
  friend BigInt operator*(const BigInt& a, const BigInt& b);

  // Little-endian magnitude limbs (no high zero limbs; empty for zero).
  const std::vector<Limb>& magnitude() const { return mag_; }
  static BigInt from_magnitude(std::vector<Limb> magnitude, bool negative);

 private:
  void normalize();
  void add_signed(const BigInt& other, bool negate_other);

  bool negative_ = false;
  std::vector<Limb> mag_;
};

}  // namespace garnet::num
