// garnet::num::BigInt implementation: magnitude kernels (add, subtract,
// schoolbook + Karatsuba multiply, Knuth algorithm D), radix conversion and
// the signed / two's-complement operations built on them.
#include "num/bigint.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

namespace garnet::num {

namespace {

using Limb = BigInt::Limb;
using Mag = std::vector<Limb>;

constexpr int kLimbBits = 32;
constexpr uint64_t kLimbBase = uint64_t{1} << kLimbBits;
constexpr size_t kKaratsubaThreshold = 40;

// ---- magnitude kernels (little-endian limb arrays) ----

size_t trimmed_size(const Limb* a, size_t n) {
  while (n > 0 && a[n - 1] == 0) --n;
  return n;
}

void trim(Mag& m) { m.resize(trimmed_size(m.data(), m.size())); }

int compare_mag(const Limb* a, size_t na, const Limb* b, size_t nb) {
  if (na != nb) return na < nb ? -1 : 1;
  for (size_t i = na; i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

int compare_mag(const Mag& a, const Mag& b) {
  return compare_mag(a.data(), a.size(), b.data(), b.size());
}

// acc += src << (offset limbs); grows acc as needed.
void add_into(Mag& acc, const Limb* src, size_t n, size_t offset) {
  if (acc.size() < offset + n) acc.resize(offset + n, 0);
  uint64_t carry = 0;
  size_t i = 0;
  for (; i < n; ++i) {
    uint64_t sum = uint64_t{acc[offset + i]} + src[i] + carry;
    acc[offset + i] = static_cast<Limb>(sum);
    carry = sum >> kLimbBits;
  }
  for (size_t k = offset + i; carry != 0; ++k) {
    if (k == acc.size()) {
      acc.push_back(static_cast<Limb>(carry));
      break;
    }
    uint64_t sum = uint64_t{acc[k]} + carry;
    acc[k] = static_cast<Limb>(sum);
    carry = sum >> kLimbBits;
  }
}

// a -= b; precondition a >= b. Result is trimmed.
void sub_in_place(Mag& a, const Limb* b, size_t nb) {
  int64_t borrow = 0;
  size_t i = 0;
  for (; i < nb; ++i) {
    int64_t diff = int64_t{a[i]} - int64_t{b[i]} - borrow;
    borrow = diff < 0 ? 1 : 0;
    a[i] = static_cast<Limb>(diff + (borrow << kLimbBits));
  }
  for (; borrow != 0 && i < a.size(); ++i) {
    borrow = a[i] == 0 ? 1 : 0;
    a[i] -= 1;
  }
  trim(a);
}

Mag add_mag(const Limb* a, size_t na, const Limb* b, size_t nb) {
  if (na < nb) {
    std::swap(a, b);
    std::swap(na, nb);
  }
  Mag out(a, a + na);
  add_into(out, b, nb, 0);
  trim(out);
  return out;
}

// a = a * m + add, in place.
void mul_small_add(Mag& a, Limb m, Limb add) {
  uint64_t carry = add;
  for (Limb& limb : a) {
    uint64_t prod = uint64_t{limb} * m + carry;
    limb = static_cast<Limb>(prod);
    carry = prod >> kLimbBits;
  }
  if (carry != 0) a.push_back(static_cast<Limb>(carry));
  trim(a);
}

// a /= divisor in place (trimmed), returns the remainder. The divisor is a
// template parameter for the hot radix-10 case so the compiler can replace
// the 64-bit division with a multiplication.
template <Limb Divisor>
Limb divmod_small_const(Mag& a) {
  uint64_t rem = 0;
  for (size_t i = a.size(); i-- > 0;) {
    uint64_t cur = (rem << kLimbBits) | a[i];
    a[i] = static_cast<Limb>(cur / Divisor);
    rem = cur % Divisor;
  }
  trim(a);
  return static_cast<Limb>(rem);
}

Limb divmod_small(Mag& a, Limb divisor) {
  uint64_t rem = 0;
  for (size_t i = a.size(); i-- > 0;) {
    uint64_t cur = (rem << kLimbBits) | a[i];
    a[i] = static_cast<Limb>(cur / divisor);
    rem = cur % divisor;
  }
  trim(a);
  return static_cast<Limb>(rem);
}

void schoolbook_mul(const Limb* a, size_t na, const Limb* b, size_t nb, Limb* out) {
  std::fill(out, out + na + nb, 0);
  for (size_t j = 0; j < nb; ++j) {
    uint64_t carry = 0;
    const uint64_t bj = b[j];
    if (bj == 0) continue;
    for (size_t i = 0; i < na; ++i) {
      uint64_t t = a[i] * bj + out[i + j] + carry;
      out[i + j] = static_cast<Limb>(t);
      carry = t >> kLimbBits;
    }
    out[na + j] = static_cast<Limb>(carry);
  }
}

Mag mul_mag(const Limb* a, size_t na, const Limb* b, size_t nb) {
  na = trimmed_size(a, na);
  nb = trimmed_size(b, nb);
  if (na < nb) {
    std::swap(a, b);
    std::swap(na, nb);
  }
  if (nb == 0) return {};
  if (nb < kKaratsubaThreshold) {
    Mag out(na + nb);
    schoolbook_mul(a, na, b, nb, out.data());
    trim(out);
    return out;
  }
  const size_t half = (na + 1) / 2;
  if (nb <= half) {  // unbalanced: split only the longer operand
    Mag out = mul_mag(a, half, b, nb);
    Mag high = mul_mag(a + half, na - half, b, nb);
    add_into(out, high.data(), high.size(), half);
    trim(out);
    return out;
  }
  // Karatsuba: (a1 B + a0)(b1 B + b0) = z2 B^2 + (z1 - z2 - z0) B + z0.
  Mag z0 = mul_mag(a, half, b, half);
  Mag z2 = mul_mag(a + half, na - half, b + half, nb - half);
  Mag a_sum = add_mag(a, trimmed_size(a, half), a + half, na - half);
  Mag b_sum = add_mag(b, trimmed_size(b, half), b + half, nb - half);
  Mag z1 = mul_mag(a_sum.data(), a_sum.size(), b_sum.data(), b_sum.size());
  sub_in_place(z1, z0.data(), z0.size());
  sub_in_place(z1, z2.data(), z2.size());
  Mag out(na + nb + 1, 0);
  std::copy(z0.begin(), z0.end(), out.begin());
  add_into(out, z1.data(), z1.size(), half);
  add_into(out, z2.data(), z2.size(), 2 * half);
  trim(out);
  return out;
}

Mag mul_mag(const Mag& a, const Mag& b) { return mul_mag(a.data(), a.size(), b.data(), b.size()); }

// Knuth's algorithm D (TAOCP 4.3.1) after Hacker's Delight `divmnu`.
// Preconditions: v.size() >= 2, both trimmed, u >= v.
void divmod_knuth(const Mag& u, const Mag& v, Mag& q, Mag& r) {
  const size_t n = v.size();
  const size_t m = u.size() - n;
  const int s = std::countl_zero(v.back());
  Mag vn(n), un(u.size() + 1);
  for (size_t i = n - 1; i > 0; --i) {
    vn[i] = s == 0 ? v[i] : (v[i] << s) | (v[i - 1] >> (kLimbBits - s));
  }
  vn[0] = v[0] << s;
  un[u.size()] = s == 0 ? 0 : u.back() >> (kLimbBits - s);
  for (size_t i = u.size() - 1; i > 0; --i) {
    un[i] = s == 0 ? u[i] : (u[i] << s) | (u[i - 1] >> (kLimbBits - s));
  }
  un[0] = u[0] << s;

  q.assign(m + 1, 0);
  const uint64_t v_top = vn[n - 1];
  const uint64_t v_next = vn[n - 2];
  for (size_t j = m + 1; j-- > 0;) {
    uint64_t numerator = (uint64_t{un[j + n]} << kLimbBits) | un[j + n - 1];
    uint64_t qhat = numerator / v_top;
    uint64_t rhat = numerator % v_top;
    while (qhat >= kLimbBase || qhat * v_next > ((rhat << kLimbBits) | un[j + n - 2])) {
      --qhat;
      rhat += v_top;
      if (rhat >= kLimbBase) break;
    }
    int64_t borrow = 0;
    for (size_t i = 0; i < n; ++i) {
      uint64_t product = qhat * vn[i];
      int64_t t = int64_t{un[i + j]} - borrow - static_cast<int64_t>(product & 0xFFFFFFFFu);
      un[i + j] = static_cast<Limb>(t);
      borrow = static_cast<int64_t>(product >> kLimbBits) - (t >> kLimbBits);
    }
    int64_t t = int64_t{un[j + n]} - borrow;
    un[j + n] = static_cast<Limb>(t);
    if (t < 0) {  // qhat was one too large: add the divisor back
      --qhat;
      uint64_t carry = 0;
      for (size_t i = 0; i < n; ++i) {
        uint64_t sum = uint64_t{un[i + j]} + vn[i] + carry;
        un[i + j] = static_cast<Limb>(sum);
        carry = sum >> kLimbBits;
      }
      un[j + n] = static_cast<Limb>(un[j + n] + carry);
    }
    q[j] = static_cast<Limb>(qhat);
  }
  trim(q);
  r.assign(n, 0);
  for (size_t i = 0; i < n; ++i) {
    r[i] = s == 0 ? un[i] : (un[i] >> s) | (un[i + 1] << (kLimbBits - s));
  }
  trim(r);
}

// Magnitude division with truncation; divisor non-zero.
void divmod_mag(const Mag& u, const Mag& v, Mag& q, Mag& r) {
  if (compare_mag(u, v) < 0) {
    r = u;
    q.clear();
  } else if (v.size() == 1) {
    q = u;
    Limb rem = divmod_small(q, v[0]);
    r.clear();
    if (rem != 0) r.push_back(rem);
  } else {
    divmod_knuth(u, v, q, r);
  }
}

uint64_t mag_bit_length(const Mag& m) {
  if (m.empty()) return 0;
  return (m.size() - 1) * uint64_t{kLimbBits} + (kLimbBits - std::countl_zero(m.back()));
}

bool mag_bit(const Mag& m, uint64_t index) {
  uint64_t limb = index / kLimbBits;
  if (limb >= m.size()) return false;
  return (m[limb] >> (index % kLimbBits)) & 1;
}

// Bits [shift, shift + 64) of m as an integer.
uint64_t mag_bits_at(const Mag& m, uint64_t shift) {
  uint64_t result = 0;
  for (int k = 0; k < 3; ++k) {
    uint64_t limb_index = shift / kLimbBits + k;
    if (limb_index >= m.size()) break;
    uint64_t bit_pos = limb_index * kLimbBits;  // position of this limb's bit 0
    uint64_t limb = m[limb_index];
    if (bit_pos >= shift) {
      uint64_t offset = bit_pos - shift;
      if (offset < 64) result |= limb << offset;
    } else {
      result |= limb >> (shift - bit_pos);
    }
  }
  return result;
}

bool mag_any_bits_below(const Mag& m, uint64_t shift) {
  uint64_t whole = std::min<uint64_t>(shift / kLimbBits, m.size());
  for (uint64_t i = 0; i < whole; ++i) {
    if (m[i] != 0) return true;
  }
  uint64_t rest = shift % kLimbBits;
  if (rest == 0 || whole >= m.size()) return false;
  return (m[whole] & ((Limb{1} << rest) - 1)) != 0;
}

Mag mag_shift_left(const Mag& m, uint64_t bits) {
  if (m.empty()) return {};
  const size_t limbs = bits / kLimbBits;
  const int rest = static_cast<int>(bits % kLimbBits);
  Mag out(m.size() + limbs + 1, 0);
  for (size_t i = 0; i < m.size(); ++i) {
    uint64_t shifted = uint64_t{m[i]} << rest;
    out[i + limbs] |= static_cast<Limb>(shifted);
    out[i + limbs + 1] |= static_cast<Limb>(shifted >> kLimbBits);
  }
  trim(out);
  return out;
}

Mag mag_shift_right(const Mag& m, uint64_t bits) {
  const uint64_t limbs = bits / kLimbBits;
  if (limbs >= m.size()) return {};
  const int rest = static_cast<int>(bits % kLimbBits);
  Mag out(m.size() - limbs);
  for (size_t i = 0; i < out.size(); ++i) {
    uint64_t pair = m[i + limbs];
    if (i + limbs + 1 < m.size()) pair |= uint64_t{m[i + limbs + 1]} << kLimbBits;
    out[i] = static_cast<Limb>(pair >> rest);
  }
  trim(out);
  return out;
}

void increment_mag(Mag& m) {
  for (Limb& limb : m) {
    if (++limb != 0) return;
  }
  m.push_back(1);
}

Mag mag_from_uint64(uint64_t v) {
  Mag m;
  if (v != 0) m.push_back(static_cast<Limb>(v));
  if ((v >> kLimbBits) != 0) m.push_back(static_cast<Limb>(v >> kLimbBits));
  return m;
}

uint64_t mag_low_uint64(const Mag& m) {
  uint64_t v = m.empty() ? 0 : m[0];
  if (m.size() > 1) v |= uint64_t{m[1]} << kLimbBits;
  return v;
}

// ---- radix helpers ----

constexpr char kDigitChars[] = "0123456789abcdefghijklmnopqrstuvwxyz";

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

// Largest power base^k that fits in a limb, with its k.
struct RadixChunk {
  Limb power;
  int digits;
};

RadixChunk radix_chunk(int base) {
  uint64_t power = static_cast<uint64_t>(base);
  int digits = 1;
  while (power * static_cast<uint64_t>(base) < kLimbBase) {
    power *= static_cast<uint64_t>(base);
    ++digits;
  }
  return {static_cast<Limb>(power), digits};
}

int log2_of_power_of_two_base(int base) {
  return (base & (base - 1)) == 0 ? std::countr_zero(static_cast<unsigned>(base)) : 0;
}

// Digits are validated by the caller; `digits` holds values < base.
Mag mag_from_pow2_digits(std::string_view digits, int bits_per_digit) {
  Mag m((digits.size() * bits_per_digit + kLimbBits - 1) / kLimbBits + 1, 0);
  uint64_t bit = 0;
  for (size_t i = digits.size(); i-- > 0; bit += bits_per_digit) {
    uint64_t value = static_cast<uint64_t>(digit_value(digits[i])) << (bit % kLimbBits);
    m[bit / kLimbBits] |= static_cast<Limb>(value);
    if ((value >> kLimbBits) != 0) m[bit / kLimbBits + 1] |= static_cast<Limb>(value >> kLimbBits);
  }
  trim(m);
  return m;
}

Mag mag_from_digits(std::string_view digits, int base) {
  if (int bits = log2_of_power_of_two_base(base)) return mag_from_pow2_digits(digits, bits);
  const RadixChunk chunk = radix_chunk(base);
  Mag m;
  m.reserve(digits.size() / chunk.digits + 2);
  size_t first = digits.size() % chunk.digits;
  if (first == 0) first = chunk.digits;
  for (size_t pos = 0; pos < digits.size();) {
    size_t len = pos == 0 ? first : chunk.digits;
    Limb value = 0, scale = 1;
    for (size_t i = 0; i < len; ++i) {
      value = value * base + digit_value(digits[pos + i]);
      scale *= base;
    }
    mul_small_add(m, scale, value);
    pos += len;
  }
  return m;
}

void append_pow2_digits(const Mag& m, int bits_per_digit, std::string& out) {
  const uint64_t total_bits = mag_bit_length(m);
  const uint64_t count = (total_bits + bits_per_digit - 1) / bits_per_digit;
  const size_t start = out.size();
  out.resize(start + count);
  const uint64_t mask = (uint64_t{1} << bits_per_digit) - 1;
  for (uint64_t i = 0; i < count; ++i) {
    out[start + count - 1 - i] = kDigitChars[mag_bits_at(m, i * bits_per_digit) & mask];
  }
}

// Writes the chunk's digits right-aligned into [end - width, end).
void write_chunk(Limb value, int base, int width, char* end) {
  for (int i = 0; i < width; ++i) {
    *--end = kDigitChars[value % base];
    value /= base;
  }
}

void append_chunked_digits(Mag m, int base, std::string& out) {
  const RadixChunk chunk = radix_chunk(base);
  std::vector<Limb> chunks;  // least significant first
  chunks.reserve(m.size() * kLimbBits / (chunk.digits * 3) + 2);
  while (!m.empty()) {
    chunks.push_back(base == 10 ? divmod_small_const<1000000000u>(m) : divmod_small(m, chunk.power));
  }
  // The most significant chunk is written without leading zeros.
  Limb top = chunks.back();
  char buffer[40];
  char* end = buffer + sizeof buffer;
  char* p = end;
  do {
    *--p = kDigitChars[top % base];
    top /= base;
  } while (top != 0);
  out.append(p, end);
  size_t pos = out.size();
  out.resize(pos + (chunks.size() - 1) * chunk.digits);
  for (size_t i = chunks.size() - 1; i-- > 0; pos += chunk.digits) {
    write_chunk(chunks[i], base, chunk.digits, out.data() + pos + chunk.digits);
  }
}

// ---- two's complement views for bitwise operations ----

Mag to_twos_complement(const BigInt& x, size_t limbs) {
  Mag t(limbs, 0);
  const Mag& m = x.magnitude();
  std::copy(m.begin(), m.end(), t.begin());
  if (x.is_negative()) {
    for (Limb& limb : t) limb = ~limb;
    increment_mag(t);
    t.resize(limbs);
  }
  return t;
}

BigInt from_twos_complement(Mag t) {
  const bool negative = !t.empty() && (t.back() >> (kLimbBits - 1)) != 0;
  if (negative) {
    for (Limb& limb : t) limb = ~limb;
    increment_mag(t);
  }
  trim(t);
  return BigInt::from_magnitude(std::move(t), negative);
}

template <typename Op>
BigInt bitwise(const BigInt& a, const BigInt& b, Op op) {
  const size_t limbs = std::max(a.limb_count(), b.limb_count()) + 1;
  Mag ta = to_twos_complement(a, limbs);
  Mag tb = to_twos_complement(b, limbs);
  for (size_t i = 0; i < limbs; ++i) ta[i] = op(ta[i], tb[i]);
  return from_twos_complement(std::move(ta));
}

uint64_t mulmod_u64(uint64_t a, uint64_t b, uint64_t m) {
#ifdef __SIZEOF_INT128__
  return static_cast<uint64_t>((static_cast<unsigned __int128>(a) * b) % m);
#else
  if (m <= 0xFFFFFFFFu) return (a * b) % m;
  uint64_t result = 0;  // double-and-add keeps every step below 2m
  a %= m;
  while (b != 0) {
    if (b & 1) result = result >= m - a ? result - (m - a) : result + a;
    a = a >= m - a ? a - (m - a) : a + a;
    b >>= 1;
  }
  return result;
#endif
}

}  // namespace

// ---- construction and conversion ----

BigInt::BigInt(int64_t value)
    : negative_(value < 0),
      mag_(mag_from_uint64(value < 0 ? ~static_cast<uint64_t>(value) + 1 : static_cast<uint64_t>(value))) {}

BigInt BigInt::from_uint64(uint64_t value) { return from_magnitude(mag_from_uint64(value), false); }

BigInt BigInt::from_magnitude(std::vector<Limb> magnitude, bool negative) {
  BigInt r;
  r.mag_ = std::move(magnitude);
  r.negative_ = negative;
  r.normalize();
  return r;
}

void BigInt::normalize() {
  trim(mag_);
  if (mag_.empty()) negative_ = false;
}

BigInt BigInt::from_double(double value) {
  double t = std::trunc(value);
  if (std::fabs(t) < 9223372036854775808.0) return BigInt(static_cast<int64_t>(t));
  int exponent = 0;
  double fraction = std::frexp(std::fabs(t), &exponent);  // t = fraction * 2^exponent
  uint64_t mantissa = static_cast<uint64_t>(std::ldexp(fraction, 53));
  BigInt r = from_uint64(mantissa).shift_left(static_cast<uint64_t>(exponent - 53));
  r.negative_ = t < 0;
  return r;
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
  out = from_magnitude(mag_from_digits(text, base), negative);
  return true;
}

bool BigInt::fits_int64() const {
  if (mag_.size() > 2) return false;
  uint64_t v = mag_low_uint64(mag_);
  return negative_ ? v <= (uint64_t{1} << 63) : v < (uint64_t{1} << 63);
}

int64_t BigInt::to_int64() const {
  uint64_t v = mag_low_uint64(mag_);
  return static_cast<int64_t>(negative_ ? ~v + 1 : v);
}

bool BigInt::fits_uint64() const { return !negative_ && mag_.size() <= 2; }

uint64_t BigInt::low_uint64() const {
  uint64_t v = mag_low_uint64(mag_);
  return negative_ ? ~v + 1 : v;
}

double BigInt::to_double() const {
  const uint64_t bits = mag_bit_length(mag_);
  double magnitude;
  if (bits <= 64) {
    magnitude = static_cast<double>(mag_low_uint64(mag_));  // hardware rounds half-even
  } else if (bits > 1100) {
    magnitude = HUGE_VAL;
  } else {
    // Keep the top 64 bits and fold everything below into a sticky bit; with
    // 11 spare bits the single hardware rounding is then exact half-even.
    const uint64_t shift = bits - 64;
    uint64_t top = mag_bits_at(mag_, shift);
    if (mag_any_bits_below(mag_, shift)) top |= 1;
    magnitude = std::ldexp(static_cast<double>(top), static_cast<int>(shift));
  }
  return negative_ ? -magnitude : magnitude;
}

std::string BigInt::to_string(int base) const {
  if (base < 2 || base > 36) base = 10;
  if (mag_.empty()) return "0";
  std::string out;
  if (negative_) out.push_back('-');
  if (int bits = log2_of_power_of_two_base(base)) {
    append_pow2_digits(mag_, bits, out);
  } else if (mag_.size() == 1 && base == 10) {
    out += std::to_string(mag_[0]);
  } else {
    append_chunked_digits(mag_, base, out);
  }
  return out;
}

size_t BigInt::hash() const {
  uint64_t h = negative_ ? 0x9E3779B97F4A7C15ull : 0x243F6A8885A308D3ull;
  for (Limb limb : mag_) {
    h ^= limb;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 29;
  }
  return static_cast<size_t>(h ^ (h >> 32));
}

// ---- comparison and arithmetic ----

int BigInt::compare_magnitude(const BigInt& other) const { return compare_mag(mag_, other.mag_); }

int BigInt::compare(const BigInt& other) const {
  if (negative_ != other.negative_) return negative_ ? -1 : 1;
  int c = compare_mag(mag_, other.mag_);
  return negative_ ? -c : c;
}

BigInt BigInt::operator-() const {
  BigInt r = *this;
  if (!r.mag_.empty()) r.negative_ = !r.negative_;
  return r;
}

BigInt BigInt::abs() const {
  BigInt r = *this;
  r.negative_ = false;
  return r;
}

void BigInt::add_signed(const BigInt& other, bool negate_other) {
  const bool other_negative = other.negative_ != negate_other;
  if (negative_ == other_negative) {
    add_into(mag_, other.mag_.data(), other.mag_.size(), 0);
  } else if (compare_mag(mag_, other.mag_) >= 0) {
    sub_in_place(mag_, other.mag_.data(), other.mag_.size());
  } else {
    Mag result = other.mag_;
    sub_in_place(result, mag_.data(), mag_.size());
    mag_ = std::move(result);
    negative_ = other_negative;
  }
  normalize();
}

BigInt& BigInt::operator+=(const BigInt& other) {
  if (this == &other) return *this = shift_left(1);
  add_signed(other, false);
  return *this;
}

BigInt& BigInt::operator-=(const BigInt& other) {
  if (this == &other) return *this = BigInt();
  add_signed(other, true);
  return *this;
}

BigInt operator*(const BigInt& a, const BigInt& b) {
  const bool negative = a.negative_ != b.negative_;
  if (a.mag_.size() == 1 || b.mag_.size() == 1) {
    const bool a_small = a.mag_.size() == 1;
    Mag m = a_small ? b.mag_ : a.mag_;
    mul_small_add(m, a_small ? a.mag_[0] : b.mag_[0], 0);
    return BigInt::from_magnitude(std::move(m), negative);
  }
  return BigInt::from_magnitude(mul_mag(a.mag_, b.mag_), negative);
}

BigInt& BigInt::operator*=(const BigInt& other) { return *this = *this * other; }

void BigInt::divmod_trunc(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r) {
  Mag qm, rm;
  divmod_mag(a.mag_, b.mag_, qm, rm);
  const bool q_negative = a.negative_ != b.negative_;
  const bool r_negative = a.negative_;
  q = from_magnitude(std::move(qm), q_negative);
  r = from_magnitude(std::move(rm), r_negative);
}

void BigInt::divmod_floor(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r) {
  BigInt divisor = b;  // b may alias q or r
  divmod_trunc(a, divisor, q, r);
  if (!r.is_zero() && r.negative_ != divisor.negative_) {
    q -= BigInt(1);
    r += divisor;
  }
}

BigInt BigInt::div_floor(const BigInt& a, const BigInt& b) {
  BigInt q, r;
  divmod_floor(a, b, q, r);
  return q;
}

BigInt BigInt::mod_floor(const BigInt& a, const BigInt& b) {
  BigInt q, r;
  divmod_floor(a, b, q, r);
  return r;
}

BigInt BigInt::pow(uint64_t exponent) const {
  const bool negative = negative_ && (exponent & 1) != 0;
  if (exponent == 0) return BigInt(1);
  if (mag_.empty()) return BigInt();
  const uint64_t bits = mag_bit_length(mag_);
  if (std::has_single_bit(mag_.back()) && !mag_any_bits_below(mag_, bits - 1)) {
    BigInt r = BigInt(1).shift_left((bits - 1) * exponent);  // (2^k)^e
    r.negative_ = negative;
    return r;
  }
  Mag result{1};
  for (int i = 63 - std::countl_zero(exponent); i >= 0; --i) {
    result = mul_mag(result, result);
    if ((exponent >> i) & 1) {
      if (mag_.size() == 1) {
        mul_small_add(result, mag_[0], 0);
      } else {
        result = mul_mag(result, mag_);
      }
    }
  }
  return from_magnitude(std::move(result), negative);
}

BigInt BigInt::pow_mod(const BigInt& base, const BigInt& exp, const BigInt& mod) {
  const BigInt m = mod.abs();
  BigInt result;
  if (m.fits_uint64()) {
    const uint64_t mv = m.low_uint64();
    uint64_t b = mod_floor(base, m).low_uint64();
    uint64_t acc = 1 % mv;
    for (uint64_t i = mag_bit_length(exp.mag_); i-- > 0;) {
      acc = mulmod_u64(acc, acc, mv);
      if (mag_bit(exp.mag_, i)) acc = mulmod_u64(acc, b, mv);
    }
    result = from_uint64(acc);
  } else {
    BigInt b = mod_floor(base, m);
    BigInt acc(1);
    for (uint64_t i = mag_bit_length(exp.mag_); i-- > 0;) {
      acc = mod_floor(acc * acc, m);
      if (mag_bit(exp.mag_, i)) acc = mod_floor(acc * b, m);
    }
    result = std::move(acc);
  }
  if (mod.negative_ && !result.is_zero()) result += mod;
  return result;
}

BigInt BigInt::isqrt() const {
  if (mag_.empty() || negative_) return BigInt();
  const uint64_t bits = mag_bit_length(mag_);
  // Start from an over-estimate built from the top bits, then run Newton's
  // iteration, which decreases monotonically to floor(sqrt(n)).
  const uint64_t half_shift = bits > 64 ? (bits - 63) / 2 : 0;
  const uint64_t top = mag_low_uint64(mag_shift_right(mag_, 2 * half_shift));
  const uint64_t top_root = static_cast<uint64_t>(std::sqrt(static_cast<double>(top))) + 2;
  BigInt x = from_uint64(top_root).shift_left(half_shift);
  while (true) {
    BigInt q, r;
    divmod_trunc(*this, x, q, r);
    BigInt y = (x + q).shift_right(1);
    if (y >= x) return x;
    x = std::move(y);
  }
}

BigInt BigInt::gcd(const BigInt& a, const BigInt& b) {
  BigInt x = a.abs(), y = b.abs();
  while (!y.is_zero()) {
    if (x.fits_uint64() && y.fits_uint64()) return from_uint64(std::gcd(x.low_uint64(), y.low_uint64()));
    BigInt q, r;
    divmod_trunc(x, y, q, r);
    x = std::move(y);
    y = std::move(r);
  }
  return x;
}

// ---- bits ----

BigInt BigInt::operator~() const { return -*this - BigInt(1); }

BigInt operator&(const BigInt& a, const BigInt& b) {
  return bitwise(a, b, [](Limb x, Limb y) { return x & y; });
}

BigInt operator|(const BigInt& a, const BigInt& b) {
  return bitwise(a, b, [](Limb x, Limb y) { return x | y; });
}

BigInt operator^(const BigInt& a, const BigInt& b) {
  return bitwise(a, b, [](Limb x, Limb y) { return x ^ y; });
}

BigInt BigInt::shift_left(uint64_t bits) const { return from_magnitude(mag_shift_left(mag_, bits), negative_); }

BigInt BigInt::shift_right(uint64_t bits) const {
  Mag m = mag_shift_right(mag_, bits);
  if (negative_ && mag_any_bits_below(mag_, bits)) increment_mag(m);  // floor
  return from_magnitude(std::move(m), negative_);
}

bool BigInt::test_bit(uint64_t index) const {
  if (!negative_) return mag_bit(mag_, index);
  // -n == ~(n - 1); bit i of n - 1 differs from n's iff no bit below i is set.
  const bool flips = !mag_any_bits_below(mag_, index);
  return mag_bit(mag_, index) == flips;
}

uint64_t BigInt::bit_length() const {
  const uint64_t bits = mag_bit_length(mag_);
  if (!negative_) return bits;
  const bool power_of_two = !mag_any_bits_below(mag_, bits - 1);
  return power_of_two ? bits - 1 : bits;
}

}  // namespace garnet::num
