// Float <-> text and decimal rounding with CRuby's exact semantics:
// Float#to_s (shortest round-trip digits), Kernel#Float / String#to_f,
// Kernel#Integer / String#to_i, and Float/Integer #round #floor #ceil
// #truncate with a digits argument. Never throws; no global mutable state.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "num/bigint.h"

namespace garnet::num {

// ---- formatting ----

// Shortest decimal digits that read back as the same double (and, among
// those, the closest): value == 0.d1d2...dn * 10^decpt.
struct ShortestDecimal {
  char digits[20];
  int count;
  int decpt;
};
// Precondition: value is finite and > 0.
ShortestDecimal shortest_decimal(double value);

// Float#to_s / Float#inspect: "1.0", "1.0e+16", "1.0e-05", "-0.0", "NaN"...
std::string float_to_s(double value);
void append_float_to_s(double value, std::string& out);

// ---- parsing ----

// Kernel#Float(str): surrounding whitespace, '_' only between digits,
// ".5" ok, "5." not, hex "0x1A" / "0x1.8p1". False when invalid.
bool parse_float_strict(std::string_view text, double& out);
// String#to_f: the longest valid prefix, else 0.0.
double parse_float_lenient(std::string_view text);

// Kernel#Integer(str, base). `base` is 2..36, or <= 0 for CRuby's automatic
// mode: 0 and -1 honour the prefixes 0x 0b 0o 0d and a bare leading 0
// (octal) and default to decimal; -2..-36 default to base -base. A prefix
// that names the given base is also accepted ("0x1f" in base 16).
// False when invalid (including an out-of-range base).
bool parse_integer_strict(std::string_view text, int base, BigInt& out);
// String#to_i(base): the longest valid prefix, else 0. Same `base` rules.
BigInt parse_integer_lenient(std::string_view text, int base);

// ---- rounding with a digits argument ----

// Float#round / #floor / #ceil / #truncate for ndigits > 0 (the Float
// result). Round is half away from zero. Returns `x` itself when it already
// has fewer digits, and handles ±0.0, Infinity and NaN like CRuby.
double float_round(double x, int ndigits);
double float_floor(double x, int ndigits);
double float_ceil(double x, int ndigits);
double float_truncate(double x, int ndigits);

// Result of the ndigits <= 0 forms, which return an Integer.
struct IntegerValue {
  bool is_small = true;  // true: `small` holds it; false: `big` does
  int64_t small = 0;
  BigInt big;
  BigInt to_bigint() const { return is_small ? BigInt(small) : big; }
};
// Float#round / #floor / #ceil / #truncate for ndigits <= 0. Precondition:
// x is finite (the VM raises FloatDomainError for Infinity/NaN first).
IntegerValue float_round_to_integer(double x, int ndigits);
IntegerValue float_floor_to_integer(double x, int ndigits);
IntegerValue float_ceil_to_integer(double x, int ndigits);
IntegerValue float_truncate_to_integer(double x, int ndigits);

// Integer#round / #floor / #ceil / #truncate for ndigits < 0 (for
// ndigits >= 0 Ruby returns the receiver). Round is half away from zero.
BigInt integer_round(const BigInt& n, int ndigits);
BigInt integer_floor(const BigInt& n, int ndigits);
BigInt integer_ceil(const BigInt& n, int ndigits);
BigInt integer_truncate(const BigInt& n, int ndigits);

// Exact integral double -> Integer value (dbl2ival). Precondition: finite.
IntegerValue integer_from_double(double integral);

}  // namespace garnet::num
