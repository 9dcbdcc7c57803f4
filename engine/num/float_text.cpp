// Float#to_s, Float()/String#to_f, Integer()/String#to_i and the
// digits-argument rounding of Float and Integer, following CRuby
// (numeric.c flo_to_s / flo_round / rb_int_round, object.c rb_cstr_to_dbl,
// bignum.c rb_int_parse_cstr).
#include "num/float_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace garnet::num {

namespace {

constexpr double kPowersOfTen[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                   1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr double kTwoPow53 = 9007199254740992.0;
constexpr double kTwoPow63 = 9223372036854775808.0;

// 10**n as CRuby computes it (pow(10, n)); exact for n <= 22.
double power_of_ten(int n) { return n <= 22 ? kPowersOfTen[n] : std::pow(10.0, n); }

bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex_digit(char c) { return is_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); }

size_t skip_spaces(std::string_view s, size_t pos) {
  while (pos < s.size() && is_space(s[pos])) ++pos;
  return pos;
}

// ---- shortest digits ----

int write_uint64_digits(uint64_t v, char* out) {
  char tmp[20];
  int n = 0;
  do {
    tmp[n++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  for (int i = 0; i < n; ++i) out[i] = tmp[n - 1 - i];
  return n;
}

void strip_trailing_zeros(ShortestDecimal& d) {
  while (d.count > 1 && d.digits[d.count - 1] == '0') --d.count;
}

// Integers below 2**53: their own digits are the unique shortest form.
bool shortest_for_integer(double v, ShortestDecimal& d) {
  if (v >= kTwoPow53 || v != std::floor(v)) return false;
  d.count = write_uint64_digits(static_cast<uint64_t>(v), d.digits);
  d.decpt = d.count;
  strip_trailing_zeros(d);
  return true;
}

// Values with few decimals (3.14, 0.001): the smallest k for which
// round(v * 10^k) / 10^k == v gives the shortest digits. While the scaled
// value stays below 2**50 the product's rounding error is far below 1/2, so
// a k-decimal representation is found exactly when one exists, and it is
// unique; the division is correctly rounded, so equality means round trip.
bool shortest_for_short_fraction(double v, ShortestDecimal& d) {
  if (v < 1e-7) return false;
  for (int k = 1; k <= 22; ++k) {
    const double scaled = v * kPowersOfTen[k];
    if (scaled >= 0x1p50) return false;
    const double m = std::round(scaled);
    if (m != 0 && m / kPowersOfTen[k] == v) {
      d.count = write_uint64_digits(static_cast<uint64_t>(m), d.digits);
      d.decpt = d.count - k;
      strip_trailing_zeros(d);
      return true;
    }
  }
  return false;
}

// `precision` significant digits, correctly rounded by the C library; true
// when they read back as v.
bool digits_round_trip(double v, int precision, ShortestDecimal& d) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*e", precision - 1, v);
  if (precision < 17 && std::strtod(buf, nullptr) != v) return false;
  d.count = 0;
  const char* p = buf;
  for (; *p != 'e'; ++p) {
    if (is_digit(*p)) d.digits[d.count++] = *p;
  }
  d.decpt = std::atoi(p + 1) + 1;
  strip_trailing_zeros(d);
  return true;
}

// ---- Float#to_s layout (numeric.c flo_to_s) ----

void append_exponent_form(const ShortestDecimal& d, std::string& out) {
  out.push_back(d.digits[0]);
  out.push_back('.');
  if (d.count > 1) {
    out.append(d.digits + 1, d.count - 1);
  } else {
    out.push_back('0');
  }
  const int exponent = d.decpt - 1;
  char buf[16];
  std::snprintf(buf, sizeof buf, "e%+03d", exponent);
  out += buf;
}

void append_decimal_layout(const ShortestDecimal& d, std::string& out) {
  constexpr int kDblDig = 15;
  if (d.decpt > 0) {
    if (d.decpt < d.count) {
      out.append(d.digits, d.decpt);
      out.push_back('.');
      out.append(d.digits + d.decpt, d.count - d.decpt);
    } else if (d.decpt <= kDblDig) {
      out.append(d.digits, d.count);
      out.append(d.decpt - d.count, '0');
      out += ".0";
    } else {
      append_exponent_form(d, out);
    }
  } else if (d.decpt > -4) {
    out += "0.";
    out.append(-d.decpt, '0');
    out.append(d.digits, d.count);
  } else {
    append_exponent_form(d, out);
  }
}

// ---- float scanning (shared by Float() and String#to_f) ----

// Digits with single underscores between them; `first` must be a digit.
void scan_digit_run(std::string_view s, size_t& pos, bool hex, std::string& clean) {
  auto digit = [hex](char c) { return hex ? is_hex_digit(c) : is_digit(c); };
  while (pos < s.size()) {
    if (digit(s[pos])) {
      clean.push_back(s[pos++]);
    } else if (s[pos] == '_' && pos + 1 < s.size() && digit(s[pos + 1]) && pos > 0 && digit(s[pos - 1])) {
      ++pos;
    } else {
      break;
    }
  }
}

bool starts_run(std::string_view s, size_t pos, bool hex) {
  return pos < s.size() && (hex ? is_hex_digit(s[pos]) : is_digit(s[pos]));
}

// Optional exponent: marker, optional sign, decimal digits.
void scan_exponent(std::string_view s, size_t& pos, char lower_marker, std::string& clean) {
  if (pos >= s.size() || (s[pos] | 0x20) != lower_marker) return;
  size_t p = pos + 1;
  std::string part(1, lower_marker);
  if (p < s.size() && (s[p] == '+' || s[p] == '-')) part.push_back(s[p++]);
  if (!starts_run(s, p, false)) return;
  scan_digit_run(s, p, false, part);
  clean += part;
  pos = p;
}

// Whether an exponent (marker, optional sign, a digit) starts at `pos`.
bool exponent_at(std::string_view s, size_t pos, char lower_marker) {
  if (pos >= s.size() || (s[pos] | 0x20) != lower_marker) return false;
  if (++pos < s.size() && (s[pos] == '+' || s[pos] == '-')) ++pos;
  return starts_run(s, pos, false);
}

// Mantissa [digits][.digits] in decimal or hex; false without any digits.
bool scan_mantissa(std::string_view s, size_t& pos, bool hex, std::string& clean) {
  bool any = false;
  if (starts_run(s, pos, hex)) {
    scan_digit_run(s, pos, hex, clean);
    any = true;
  }
  if (pos + 1 < s.size() && s[pos] == '.' && starts_run(s, pos + 1, hex)) {
    clean.push_back('.');
    ++pos;
    scan_digit_run(s, pos, hex, clean);
    any = true;
  }
  return any;
}

// Scans one Ruby float literal at `pos` (after whitespace). On success sets
// `value` and advances `pos` past it.
bool scan_float(std::string_view s, size_t& pos, bool allow_unsigned_hex, double& value) {
  std::string clean;
  size_t p = pos;
  bool has_sign = false;
  if (p < s.size() && (s[p] == '+' || s[p] == '-')) {
    clean.push_back(s[p++]);
    has_sign = true;
  }
  const bool hex = p + 1 < s.size() && s[p] == '0' && (s[p + 1] | 0x20) == 'x';
  if (hex) {
    if (!has_sign && !allow_unsigned_hex) return false;
    p += 2;
    clean += "0x";
    // Since Ruby 3.4 a hex mantissa may end in a dot: "0x1.", "0x1.p1", even "0x.".
    const bool digits = scan_mantissa(s, p, true, clean);
    if (p < s.size() && s[p] == '.' && clean.find('.') == std::string::npos) ++p;
    else if (!digits) return false;
    scan_exponent(s, p, 'p', clean);
  } else {
    if (!scan_mantissa(s, p, false, clean)) return false;
    // Since Ruby 3.4 the digits may end in a dot before the end or an
    // exponent: "1." is 1.0, "1.e5" 100000.0.
    if (p < s.size() && s[p] == '.' && p > 0 && is_digit(s[p - 1]) &&
        (exponent_at(s, p + 1, 'e') || s.find_first_not_of(" \t\n\v\f\r", p + 1) == std::string_view::npos))
      ++p;
    scan_exponent(s, p, 'e', clean);
  }
  value = std::strtod(clean.c_str(), nullptr);
  pos = p;
  return true;
}

// ---- integer scanning (shared by Integer() and String#to_i) ----

char lower(char c) { return static_cast<char>(c | 0x20); }

// Resolves CRuby's base argument and skips a radix prefix. Returns the
// effective base (0 when invalid).
int resolve_base(std::string_view s, size_t& pos, int base) {
  const bool zero_then_letter = pos + 1 < s.size() && s[pos] == '0';
  const char letter = zero_then_letter ? lower(s[pos + 1]) : '\0';
  if (base <= 0) {
    if (!zero_then_letter) return base < -1 ? -base : 10;
    switch (letter) {
      case 'x': pos += 2; return 16;
      case 'b': pos += 2; return 2;
      case 'o': pos += 2; return 8;
      case 'd': pos += 2; return 10;
      default: return 8;
    }
  }
  if ((base == 16 && letter == 'x') || (base == 2 && letter == 'b') || (base == 8 && letter == 'o') ||
      (base == 10 && letter == 'd')) {
    pos += 2;
  }
  return base;
}

int digit_in_base(char c, int base) {
  int v = is_digit(c) ? c - '0' : (lower(c) >= 'a' && lower(c) <= 'z') ? lower(c) - 'a' + 10 : 99;
  return v < base ? v : -1;
}

// Digits of `base` with single underscores between them.
std::string scan_integer_digits(std::string_view s, size_t& pos, int base) {
  std::string digits;
  while (pos < s.size()) {
    if (digit_in_base(s[pos], base) >= 0) {
      digits.push_back(s[pos++]);
    } else if (s[pos] == '_' && !digits.empty() && pos + 1 < s.size() && digit_in_base(s[pos + 1], base) >= 0) {
      ++pos;
    } else {
      break;
    }
  }
  return digits;
}

// Both Integer() and String#to_i; `strict` rejects anything but trailing
// whitespace after the digits.
bool scan_integer(std::string_view s, int base, bool strict, BigInt& out) {
  size_t pos = skip_spaces(s, 0);
  bool negative = false;
  if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) negative = s[pos++] == '-';
  base = resolve_base(s, pos, base);
  if (base < 2 || base > 36) return false;
  std::string digits = scan_integer_digits(s, pos, base);
  if (digits.empty()) return false;
  if (strict && skip_spaces(s, pos) != s.size()) return false;
  if (digits.size() <= 18 && base == 10) {
    out = BigInt(std::strtoll(digits.c_str(), nullptr, 10) * (negative ? -1 : 1));
    return true;
  }
  if (negative) digits.insert(digits.begin(), '-');
  return BigInt::parse(digits, base, out);
}

// ---- rounding helpers (numeric.c) ----

enum class RoundMode { HalfUp, Floor, Ceil, Truncate };

bool float_round_overflow(int ndigits, int binexp) {
  constexpr int kFloatDig = 15 + 2;
  return ndigits >= kFloatDig - (binexp > 0 ? binexp / 4 : binexp / 3 - 1);
}

bool float_round_underflow(int ndigits, int binexp) {
  return ndigits < -(binexp > 0 ? binexp / 3 + 1 : binexp / 4);
}

int binary_exponent(double x) {
  int binexp = 0;
  std::frexp(x, &binexp);
  return binexp;
}

double round_half_up(double x, double s) {
  double f = std::round(x * s);
  if (s == 1.0) return f;
  if (x > 0) {
    if ((f + 0.5) / s <= x) f += 1;
  } else {
    if ((f - 0.5) / s >= x) f -= 1;
  }
  return f;
}

// num / den (both > 0) correctly rounded.
double ratio_to_double(BigInt num, BigInt den) {
  const int64_t excess = static_cast<int64_t>(num.bit_length()) - static_cast<int64_t>(den.bit_length());
  const int64_t shift = 63 - excess;  // puts the quotient in [2^62, 2^64)
  if (shift > 0) {
    num = num.shift_left(static_cast<uint64_t>(shift));
  } else {
    den = den.shift_left(static_cast<uint64_t>(-shift));
  }
  BigInt q, r;
  BigInt::divmod_trunc(num, den, q, r);
  uint64_t bits = q.low_uint64();
  if (!r.is_zero()) bits |= 1;  // sticky bit: decides ties correctly
  return std::ldexp(static_cast<double>(bits), static_cast<int>(-shift));
}

// Float#round for ndigits > 14, exactly (CRuby goes through Rational).
double round_by_rational(double x, int ndigits) {
  int exponent = 0;
  const double fraction = std::frexp(std::fabs(x), &exponent);
  BigInt mantissa = BigInt::from_double(std::ldexp(fraction, 53));
  exponent -= 53;  // |x| = mantissa * 2^exponent
  const BigInt scale = BigInt(10).pow(static_cast<uint64_t>(ndigits));
  BigInt scaled_num = mantissa * scale;
  BigInt rounded;
  if (exponent >= 0) {
    rounded = scaled_num.shift_left(static_cast<uint64_t>(exponent));
  } else {  // floor(num / 2^e + 1/2)
    const uint64_t e = static_cast<uint64_t>(-exponent);
    rounded = (scaled_num.shift_left(1) + BigInt(1).shift_left(e)).shift_right(e + 1);
  }
  if (rounded.is_zero()) return 0.0;  // Rational(0).to_f is +0.0
  const double magnitude = ratio_to_double(rounded, scale);
  return x < 0 ? -magnitude : magnitude;
}

double scaled_round(double x, int ndigits, RoundMode mode) {
  const double s = power_of_ten(ndigits);
  switch (mode) {
    case RoundMode::HalfUp:
      return round_half_up(x, s) / s;
    case RoundMode::Floor: {
      const double mul = std::floor(x * s);
      const double res = (mul + 1) / s;
      return res > x ? mul / s : res;
    }
    case RoundMode::Ceil:
      return std::ceil(x * s) / s;
    case RoundMode::Truncate:
      break;
  }
  return x;
}

double float_with_digits(double x, int ndigits, RoundMode mode) {
  if (mode == RoundMode::Truncate) mode = x > 0 ? RoundMode::Floor : RoundMode::Ceil;
  if (x == 0.0 || !std::isfinite(x)) return x;
  const int binexp = binary_exponent(x);
  if (float_round_overflow(ndigits, binexp)) return x;
  if (float_round_underflow(ndigits, binexp)) {
    const bool goes_to_zero = mode == RoundMode::HalfUp || (mode == RoundMode::Floor && x > 0) ||
                              (mode == RoundMode::Ceil && x < 0);
    if (goes_to_zero) return 0.0;
  }
  if (mode == RoundMode::HalfUp && ndigits > 14) return round_by_rational(x, ndigits);
  return scaled_round(x, ndigits, mode);
}

IntegerValue make_integer(uint64_t magnitude, bool negative) {
  IntegerValue v;
  if (magnitude <= (negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1)) {
    v.small = negative ? static_cast<int64_t>(~magnitude + 1) : static_cast<int64_t>(magnitude);
  } else {
    v.is_small = false;
    v.big = BigInt::from_uint64(magnitude);
    if (negative) v.big = -v.big;
  }
  return v;
}

IntegerValue make_integer(BigInt big) {
  IntegerValue v;
  if (big.fits_int64()) {
    v.small = big.to_int64();
  } else {
    v.is_small = false;
    v.big = std::move(big);
  }
  return v;
}

// CRuby's int_round_zero_p: |n| is certainly below 10**(-ndigits) / 2.
bool integer_rounds_to_zero(const BigInt& n, int ndigits) {
  const uint64_t bits = n.abs().bit_length();
  const double bytes = bits <= 64 ? 8.0 : static_cast<double>((bits + 7) / 8);
  return -0.415241 * ndigits - 0.125 > bytes;
}

uint64_t round_magnitude(uint64_t magnitude, uint64_t f, bool negative, RoundMode mode) {
  const bool toward_infinity = (mode == RoundMode::Ceil && !negative) || (mode == RoundMode::Floor && negative);
  if (mode == RoundMode::HalfUp) return (magnitude + f / 2) / f * f;
  if (toward_infinity) return (magnitude + f - 1) / f * f;
  return magnitude / f * f;
}

BigInt round_big(const BigInt& n, const BigInt& f, RoundMode mode) {
  const BigInt r = BigInt::mod_floor(n, f);  // 0 <= r < f
  const BigInt down = n - r;
  if (r.is_zero()) return down;
  switch (mode) {
    case RoundMode::Floor:
      return down;
    case RoundMode::Ceil:
      return down + f;
    case RoundMode::Truncate:
      return n.is_negative() ? down + f : down;
    case RoundMode::HalfUp: {
      const int c = r.shift_left(1).compare(f);
      return c > 0 || (c == 0 && !n.is_negative()) ? down + f : down;
    }
  }
  return down;
}

IntegerValue round_integer(const BigInt& n, int ndigits, RoundMode mode) {
  if (ndigits >= 0) return make_integer(n);
  if (integer_rounds_to_zero(n, ndigits)) {
    // 0, unless floor or ceil move n away from zero: to -10**-ndigits or 10**-ndigits.
    const bool negative = n.is_negative();
    if (n.is_zero() || mode != (negative ? RoundMode::Floor : RoundMode::Ceil)) return IntegerValue{};
    const BigInt step = BigInt(10).pow(static_cast<uint64_t>(-ndigits));
    return make_integer(negative ? -step : step);
  }
  if (n.fits_int64() && ndigits >= -18) {
    const uint64_t f = static_cast<uint64_t>(kPowersOfTen[-ndigits]);
    const bool negative = n.is_negative();
    const uint64_t magnitude = negative ? ~n.low_uint64() + 1 : n.low_uint64();
    return make_integer(round_magnitude(magnitude, f, negative, mode), negative);
  }
  return make_integer(round_big(n, BigInt(10).pow(static_cast<uint64_t>(-ndigits)), mode));
}

double integral_part(double x, RoundMode mode) {
  switch (mode) {
    case RoundMode::HalfUp:
      return std::trunc(x);  // flo_round: rb_int_round(flo_to_i(num))
    case RoundMode::Floor:
      return std::floor(x);
    case RoundMode::Ceil:
      return std::ceil(x);
    case RoundMode::Truncate:
      return std::trunc(x);
  }
  return x;
}

IntegerValue float_to_integer(double x, int ndigits, RoundMode mode) {
  if (x == 0.0) return IntegerValue{};
  if (ndigits == 0 && mode == RoundMode::HalfUp) return integer_from_double(std::round(x));
  const double whole = integral_part(x, mode);
  if (ndigits == 0) return integer_from_double(whole);
  if (std::fabs(whole) < kTwoPow63) return round_integer(BigInt(static_cast<int64_t>(whole)), ndigits, mode);
  return round_integer(BigInt::from_double(whole), ndigits, mode);
}

}  // namespace

// ---- formatting ----

ShortestDecimal shortest_decimal(double value) {
  ShortestDecimal d{};
  if (shortest_for_integer(value, d) || shortest_for_short_fraction(value, d)) return d;
  if (value < 2.2250738585072014e-308) {  // subnormal: fewer bits, so search all lengths
    for (int precision = 1; precision < 17; ++precision) {
      if (digits_round_trip(value, precision, d)) return d;
    }
  }
  // A k <= 15 digit representation, if any, is the 15-digit rounding with
  // zeros stripped (15 digits are coarser than a double's spacing). Beyond
  // that the correctly rounded 16- or 17-digit string is the closest.
  if (digits_round_trip(value, 15, d) || digits_round_trip(value, 16, d)) return d;
  digits_round_trip(value, 17, d);
  return d;
}

void append_float_to_s(double value, std::string& out) {
  if (std::isnan(value)) {
    out += "NaN";
    return;
  }
  if (std::signbit(value)) out.push_back('-');
  const double magnitude = std::fabs(value);
  if (std::isinf(magnitude)) {
    out += "Infinity";
  } else if (magnitude == 0.0) {
    out += "0.0";
  } else {
    append_decimal_layout(shortest_decimal(magnitude), out);
  }
}

std::string float_to_s(double value) {
  std::string out;
  append_float_to_s(value, out);
  return out;
}

// ---- parsing ----

bool parse_float_strict(std::string_view text, double& out) {
  size_t pos = skip_spaces(text, 0);
  double value = 0.0;
  if (!scan_float(text, pos, true, value)) return false;
  if (skip_spaces(text, pos) != text.size()) return false;
  out = value;
  return true;
}

double parse_float_lenient(std::string_view text) {
  size_t pos = skip_spaces(text, 0);
  double value = 0.0;
  // CRuby's String#to_f returns 0.0 for an unsigned "0x" but parses "-0x1A".
  return scan_float(text, pos, false, value) ? value : 0.0;
}

bool parse_integer_strict(std::string_view text, int base, BigInt& out) {
  return scan_integer(text, base, true, out);
}

BigInt parse_integer_lenient(std::string_view text, int base) {
  BigInt out;
  return scan_integer(text, base, false, out) ? out : BigInt();
}

// ---- rounding ----

double float_round(double x, int ndigits) {
  if (ndigits <= 0) return std::isfinite(x) ? float_round_to_integer(x, ndigits).to_bigint().to_double() : x;
  return float_with_digits(x, ndigits, RoundMode::HalfUp);
}

double float_floor(double x, int ndigits) {
  if (ndigits <= 0) return std::isfinite(x) ? float_floor_to_integer(x, ndigits).to_bigint().to_double() : x;
  return float_with_digits(x, ndigits, RoundMode::Floor);
}

double float_ceil(double x, int ndigits) {
  if (ndigits <= 0) return std::isfinite(x) ? float_ceil_to_integer(x, ndigits).to_bigint().to_double() : x;
  return float_with_digits(x, ndigits, RoundMode::Ceil);
}

double float_truncate(double x, int ndigits) {
  if (ndigits <= 0) return std::isfinite(x) ? float_truncate_to_integer(x, ndigits).to_bigint().to_double() : x;
  return float_with_digits(x, ndigits, RoundMode::Truncate);
}

IntegerValue float_round_to_integer(double x, int ndigits) { return float_to_integer(x, ndigits, RoundMode::HalfUp); }
IntegerValue float_floor_to_integer(double x, int ndigits) { return float_to_integer(x, ndigits, RoundMode::Floor); }
IntegerValue float_ceil_to_integer(double x, int ndigits) { return float_to_integer(x, ndigits, RoundMode::Ceil); }
IntegerValue float_truncate_to_integer(double x, int ndigits) {
  return float_to_integer(x, ndigits, RoundMode::Truncate);
}

BigInt integer_round(const BigInt& n, int ndigits) { return round_integer(n, ndigits, RoundMode::HalfUp).to_bigint(); }
BigInt integer_floor(const BigInt& n, int ndigits) { return round_integer(n, ndigits, RoundMode::Floor).to_bigint(); }
BigInt integer_ceil(const BigInt& n, int ndigits) { return round_integer(n, ndigits, RoundMode::Ceil).to_bigint(); }
BigInt integer_truncate(const BigInt& n, int ndigits) {
  return round_integer(n, ndigits, RoundMode::Truncate).to_bigint();
}

IntegerValue integer_from_double(double integral) {
  if (std::fabs(integral) < kTwoPow63) {
    IntegerValue v;
    v.small = static_cast<int64_t>(integral);
    return v;
  }
  return make_integer(BigInt::from_double(integral));
}

}  // namespace garnet::num
