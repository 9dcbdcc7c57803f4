// numeric_ops.h — helpers shared by the numeric natives (integer.cpp,
// float.cpp, numeric.cpp, math.cpp, format.cpp, conversions.cpp,
// random.cpp): Integer <-> BigInt/double, exact Integer/Float comparison,
// Ruby's coerce protocol, and rounding with a digits argument.
#pragma once

#include <cstdint>

#include "num/bigint.h"
#include "vm/hash_mix.h"
#include "vm/runtime.h"

namespace garnet::core {

// ---- Integer values ----
num::BigInt int_to_big(vm::Value v);  // precondition: is_integer(v)
double int_to_double(vm::Value v);    // correctly rounded; ±Infinity when huge
int int_sign(vm::Value v);            // -1, 0, 1
// Integer#to_s(base) for a Fixnum or Bignum.
std::string int_to_string(vm::Value v, int base = 10);
// Exact comparison of an Integer with a double: -1/0/1; false when d is NaN.
bool int_cmp_double(vm::Value i, double d, int& out);
// An integral (finite) double as an Integer value (Fixnum or Bignum).
vm::Value integer_from_double(vm::Context& cx, double integral);
// Truncates a Float to an Integer; FloatDomainError for NaN/Infinity.
vm::Value float_to_integer(vm::Context& cx, double d);

// x ** y for Integer#** and Float#** with a Float operand: a Float, or, for a
// negative base with a fractional exponent, a Complex (through the prelude's
// Kernel#__complex_polar_pi, called on self).
vm::Value float_pow(vm::Context& cx, vm::Value self, double x, double y);

// Integer arithmetic on two Integer values (used by Float, format, Random).
vm::Value int_add(vm::Context& cx, vm::Value a, vm::Value b);
vm::Value int_sub(vm::Context& cx, vm::Value a, vm::Value b);
vm::Value int_mul(vm::Context& cx, vm::Value a, vm::Value b);

// ---- the coerce protocol (CRuby's rb_num_coerce_*) ----
// x op y through y.coerce(x): TypeError "String can't be coerced into Integer".
vm::Value coerce_bin(vm::Context& cx, vm::Value x, vm::Value y, vm::Sym op);
// x & y (| ^) through coerce: both coerced values must be Integers, else
// TypeError "1.5 can't be coerced into Integer".
vm::Value coerce_bit(vm::Context& cx, vm::Value x, vm::Value y, vm::Sym op);
// x <=> y through coerce: nil when y can't be coerced.
vm::Value coerce_cmp(vm::Context& cx, vm::Value x, vm::Value y, vm::Sym op);
// x < y (etc.) through coerce: ArgumentError "comparison of Integer with String failed".
vm::Value coerce_relop(vm::Context& cx, vm::Value x, vm::Value y, vm::Sym op);
// ArgumentError "comparison of X with Y failed".
vm::Value raise_cmp_failed(vm::Context& cx, vm::Value x, vm::Value y);
vm::Value raise_zerodiv(vm::Context& cx);
// CRuby's flodivmod: floored float division; false after ZeroDivisionError
// when y == 0.0. div or mod may be null.
bool float_divmod(vm::Context& cx, double x, double y, double* div, double* mod);
// Math::DomainError "Numerical argument is out of domain - name".
vm::Value raise_domain(vm::Context& cx, const char* name);
vm::Class* domain_error_class(vm::Context& cx);

// ---- rounding with ndigits ----
enum class RoundHalf { Up, Even, Down };
enum class RoundKind { Round, Floor, Ceil, Truncate };
// Reads the `half:` keyword (nil/absent: Up); false after raising
// ArgumentError "invalid rounding mode: xxx".
bool round_half_option(vm::Context& cx, vm::Value kwargs, RoundHalf& out);
// ndigits argument (Integer, Float or to_int); clamped to int range.
bool ndigits_arg(vm::Context& cx, vm::Value v, int& out);
// Integer#round/floor/ceil/truncate for ndigits < 0 (>= 0: returns n).
vm::Value int_round_digits(vm::Context& cx, vm::Value n, int ndigits, RoundKind kind,
                           RoundHalf half);
// Splits off a trailing keyword Hash: returns it (or undef) and decrements argc.
vm::Value take_kwargs(vm::Context& cx, int& argc, vm::Value* argv);

inline vm::Value hash_value(uint64_t h) { return vm::Value::fixnum(vm::hash_fixnum(h)); }

} // namespace garnet::core
