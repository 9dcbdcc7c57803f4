// float.cpp — Float: IEEE double arithmetic mixed with Integer (exact
// Integer/Float comparisons), floored % and divmod, rounding with digits and
// `half:` modes, Float#to_s through num::float_to_s, and Float's constants.
#include <cfloat>
#include <cmath>
#include <cstring>

#include "core/core.h"
#include "core/numeric_ops.h"
#include "core/string_internal.h"
#include "num/float_text.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

inline double fv(Value v) { return float_value(v); }

// Integer or Float operand as a double; false when `o` is neither.
inline bool num_operand(Value o, double& out) {
  if (is_float(o)) {
    out = fv(o);
    return true;
  }
  if (is_integer(o)) {
    out = int_to_double(o);
    return true;
  }
  return false;
}

Value integer_value(Context& cx, const num::IntegerValue& v) {
  return v.is_small ? new_integer(cx, v.small) : new_integer(cx, v.big);
}

// ---------------------------------------------------------------------------
// arithmetic

NATIVE(flo_plus) {
  double y;
  if (num_operand(argv[0], y)) return new_float(cx, fv(self) + y);
  return coerce_bin(cx, self, argv[0], cx.world->sym.plus);
}

NATIVE(flo_minus) {
  double y;
  if (num_operand(argv[0], y)) return new_float(cx, fv(self) - y);
  return coerce_bin(cx, self, argv[0], cx.world->sym.minus);
}

NATIVE(flo_mul) {
  double y;
  if (num_operand(argv[0], y)) return new_float(cx, fv(self) * y);
  return coerce_bin(cx, self, argv[0], cx.world->sym.mul);
}

NATIVE(flo_div) {
  double y;
  if (num_operand(argv[0], y)) return new_float(cx, fv(self) / y);
  return coerce_bin(cx, self, argv[0], cx.world->sym.div);
}

NATIVE(flo_fdiv) {
  double y;
  if (num_operand(argv[0], y)) return new_float(cx, fv(self) / y);
  return coerce_bin(cx, self, argv[0], cx.world->intern("fdiv"));
}

NATIVE(flo_mod) {
  double y, mod;
  if (!num_operand(argv[0], y)) return coerce_bin(cx, self, argv[0], cx.world->sym.mod);
  if (!float_divmod(cx, fv(self), y, nullptr, &mod)) return Value::undef();
  return new_float(cx, mod);
}

NATIVE(flo_divmod) {
  double y, div, mod;
  if (!num_operand(argv[0], y)) return coerce_bin(cx, self, argv[0], cx.world->intern("divmod"));
  if (!float_divmod(cx, fv(self), y, &div, &mod)) return Value::undef();
  Value items[2];
  items[0] = float_to_integer(cx, div);
  if (items[0].is_undef()) return Value::undef();
  items[1] = new_float(cx, mod);
  return new_array(cx, items, 2);
}

NATIVE(flo_idiv) {
  double y;
  if (num_operand(argv[0], y)) {
    if (y == 0.0) return raise_zerodiv(cx);
    return float_to_integer(cx, std::floor(fv(self) / y));
  }
  Value q = coerce_bin(cx, self, argv[0], cx.world->sym.div);
  if (q.is_undef()) return q;
  return call(cx, q, cx.world->intern("floor"));
}

NATIVE(flo_remainder) {
  double x = fv(self), y, mod;
  if (!num_operand(argv[0], y)) return coerce_bin(cx, self, argv[0], cx.world->intern("remainder"));
  if (!float_divmod(cx, x, y, nullptr, &mod)) return Value::undef();
  if (mod != 0 && ((x < 0 && y > 0) || (x > 0 && y < 0))) mod -= y;
  return new_float(cx, mod);
}

NATIVE(flo_pow) {
  double x = fv(self), y;
  Value o = argv[0];
  if (!num_operand(o, y)) return coerce_bin(cx, self, o, cx.world->sym.pow);
  return float_pow(cx, self, x, y);
}

NATIVE(flo_uminus) { return new_float(cx, -fv(self)); }
NATIVE(flo_self) { return self; }
NATIVE(flo_abs) { return new_float(cx, std::fabs(fv(self))); }

// ---------------------------------------------------------------------------
// comparison

// self <=> o for numeric o: false when unordered (NaN).
bool flo_cmp_num(Value self, Value o, int& c) {
  double x = fv(self);
  if (is_float(o)) {
    double y = fv(o);
    if (std::isnan(x) || std::isnan(y)) return false;
    c = x < y ? -1 : (x > y ? 1 : 0);
    return true;
  }
  if (std::isnan(x)) return false;
  if (!int_cmp_double(o, x, c)) return false;
  c = -c;
  return true;
}

NATIVE(flo_cmp) {
  Value o = argv[0];
  if (is_float(o) || is_integer(o)) {
    int c;
    if (!flo_cmp_num(self, o, c)) return Value::nil();
    return Value::fixnum(c);
  }
  double x = fv(self);
  if (std::isinf(x)) {
    // Infinity <=> anything that says it is infinite? (CRuby)
    Sym inf = cx.world->intern("infinite?");
    if (respond_to(cx, o, inf)) {
      Value r = call(cx, o, inf);
      if (r.is_undef()) return r;
      if (r.falsy()) return Value::fixnum(x > 0 ? 1 : -1);
    }
  }
  return coerce_cmp(cx, self, o, cx.world->sym.cmp);
}

NATIVE(flo_eq) {
  Value o = argv[0];
  if (is_float(o) || is_integer(o)) {
    int c;
    return Value::boolean(flo_cmp_num(self, o, c) && c == 0);
  }
  Value arg = self;
  Value r = call(cx, o, cx.world->sym.eq, 1, &arg);
  if (r.is_undef()) return r;
  return Value::boolean(r.truthy());
}

template <int Op> // 0 <, 1 <=, 2 >, 3 >=
NATIVE(flo_relop) {
  Value o = argv[0];
  if (!is_float(o) && !is_integer(o)) {
    Sym op = Op == 0   ? cx.world->sym.lt
             : Op == 1 ? cx.world->sym.le
             : Op == 2 ? cx.world->sym.gt
                       : cx.world->sym.ge;
    return coerce_relop(cx, self, o, op);
  }
  int c;
  if (!flo_cmp_num(self, o, c)) return Value::false_value();
  switch (Op) {
    case 0: return Value::boolean(c < 0);
    case 1: return Value::boolean(c <= 0);
    case 2: return Value::boolean(c > 0);
    default: return Value::boolean(c >= 0);
  }
}

NATIVE(flo_eql) {
  Value o = argv[0];
  return Value::boolean(is_float(o) && fv(self) == fv(o));
}

NATIVE(flo_hash) { // -0.0 hashes like 0.0 (they are eql?)
  uint64_t word;
  builtin_hash_word(self, word);
  return hash_value(word);
}

// ---------------------------------------------------------------------------
// predicates and conversions

NATIVE(flo_nan_p) { return Value::boolean(std::isnan(fv(self))); }
NATIVE(flo_finite_p) { return Value::boolean(std::isfinite(fv(self))); }
NATIVE(flo_infinite_p) {
  double d = fv(self);
  if (!std::isinf(d)) return Value::nil();
  return Value::fixnum(d > 0 ? 1 : -1);
}
NATIVE(flo_zero_p) { return Value::boolean(fv(self) == 0.0); }
NATIVE(flo_positive_p) { return Value::boolean(fv(self) > 0.0); }
NATIVE(flo_negative_p) { return Value::boolean(fv(self) < 0.0); }
NATIVE(flo_nonzero_p) {
  return fv(self) == 0.0 ? Value::nil() : self;
}

NATIVE(flo_to_s) { return str_make(cx, num::float_to_s(fv(self)), Enc::US_ASCII); } // as Ruby's
NATIVE(flo_to_i) { return float_to_integer(cx, fv(self)); }

NATIVE(flo_next_float) {
  return new_float(cx, std::nextafter(fv(self), HUGE_VAL));
}
NATIVE(flo_prev_float) {
  return new_float(cx, std::nextafter(fv(self), -HUGE_VAL));
}

NATIVE(flo_coerce) {
  Value o = argv[0];
  Value items[2];
  if (is_float(o)) {
    items[0] = o;
  } else if (is_integer(o)) {
    items[0] = new_float(cx, int_to_double(o));
  } else {
    items[0] = call(cx, cx.iso->main_object, cx.world->intern("Float"), 1, &o);
    if (items[0].is_undef()) return Value::undef();
  }
  items[1] = self;
  return new_array(cx, items, 2);
}

// ---------------------------------------------------------------------------
// rounding

double round_half_up(double x, double s) {
  double f = std::round(x * s);
  if (s == 1.0) return f;
  if (x > 0) {
    if (double((f + 0.5) / s) <= x) f += 1;
  } else {
    if (double((f - 0.5) / s) >= x) f -= 1;
  }
  return f;
}

double round_half_down(double x, double s) {
  double f = std::round(x * s);
  if (x > 0) {
    if (double((f - 0.5) / s) >= x) f -= 1;
  } else {
    if (double((f + 0.5) / s) <= x) f += 1;
  }
  return f;
}

double round_half_even(double x, double s) {
  double u, v = std::modf(x, &u);
  double us = u * s, vs = v * s, f, d, uf;
  if (x > 0.0) {
    f = std::floor(vs);
    uf = us + f;
    d = vs - f;
    if (d > 0.5) d = 1.0;
    else if (d == 0.5 || double((uf + 0.5) / s) <= x) d = std::fmod(uf, 2.0);
    else d = 0.0;
    x = f + d;
  } else if (x < 0.0) {
    f = std::ceil(vs);
    uf = us + f;
    d = f - vs;
    if (d > 0.5) d = 1.0;
    else if (d == 0.5 || double((uf - 0.5) / s) >= x) d = std::fmod(-uf, 2.0);
    else d = 0.0;
    x = f - d;
  }
  return us + x;
}

double round_half(double x, double s, RoundHalf half) {
  switch (half) {
    case RoundHalf::Up: return round_half_up(x, s);
    case RoundHalf::Down: return round_half_down(x, s);
    default: return round_half_even(x, s);
  }
}

bool round_overflow(int ndigits, int binexp) {
  const int float_dig = DBL_DIG + 2;
  return ndigits >= float_dig - (binexp > 0 ? binexp / 4 : binexp / 3 - 1);
}

bool round_underflow(int ndigits, int binexp) {
  return ndigits < -(binexp > 0 ? binexp / 3 + 1 : binexp / 4);
}

template <RoundKind Kind>
NATIVE(flo_round_m) {
  // Only round takes `half:`; for the others a Hash is a (bad) ndigits.
  Value kw = Kind == RoundKind::Round ? take_kwargs(cx, argc, argv) : Value::undef();
  if (argc > 1) return raise_arity(cx, argc, 0, 1);
  Value nd_v = argc == 1 ? argv[0] : Value::nil();
  RoundHalf half = RoundHalf::Up;
  if (!round_half_option(cx, kw, half)) return Value::undef();
  int nd = 0;
  if (!nd_v.is_nil() && !ndigits_arg(cx, nd_v, nd)) return Value::undef();
  double x = fv(self);
  if (nd > 0) {
    if (!std::isfinite(x)) return self;
    switch (Kind) {
      case RoundKind::Floor: return new_float(cx, num::float_floor(x, nd));
      case RoundKind::Ceil: return new_float(cx, num::float_ceil(x, nd));
      case RoundKind::Truncate: return new_float(cx, num::float_truncate(x, nd));
      case RoundKind::Round: break;
    }
    if (half == RoundHalf::Up) return new_float(cx, num::float_round(x, nd));
    int binexp;
    std::frexp(x, &binexp);
    if (round_overflow(nd, binexp)) return self;
    if (x > 0.0 && round_underflow(nd, binexp)) return new_float(cx, 0.0);
    double s = std::pow(10.0, nd);
    return new_float(cx, round_half(x, s, half) / s);
  }
  if (std::isnan(x)) return raise(cx, cx.world->c.FloatDomainError, "NaN");
  if (std::isinf(x)) return raise(cx, cx.world->c.FloatDomainError, x < 0 ? "-Infinity" : "Infinity");
  switch (Kind) {
    case RoundKind::Floor: return integer_value(cx, num::float_floor_to_integer(x, nd));
    case RoundKind::Ceil: return integer_value(cx, num::float_ceil_to_integer(x, nd));
    case RoundKind::Truncate: return integer_value(cx, num::float_truncate_to_integer(x, nd));
    case RoundKind::Round: break;
  }
  if (half == RoundHalf::Up) return integer_value(cx, num::float_round_to_integer(x, nd));
  if (nd == 0) return integer_from_double(cx, round_half(x, 1.0, half));
  Value i = float_to_integer(cx, x);
  if (i.is_undef()) return i;
  return int_round_digits(cx, i, nd, RoundKind::Round, half);
}

void set_const(World& w, Class* k, const char* name, Value v) { const_set(w, k, w.intern(name), v); }

} // namespace

void init_float(World& w) {
  Class* k = w.c.Float;
  define_method(w, k, "+", flo_plus, 1, 1);
  define_method(w, k, "-", flo_minus, 1, 1);
  define_method(w, k, "*", flo_mul, 1, 1);
  define_method(w, k, "/", flo_div, 1, 1);
  define_method(w, k, "quo", flo_div, 1, 1);
  define_method(w, k, "fdiv", flo_fdiv, 1, 1);
  define_method(w, k, "%", flo_mod, 1, 1);
  define_method(w, k, "modulo", flo_mod, 1, 1);
  define_method(w, k, "divmod", flo_divmod, 1, 1);
  define_method(w, k, "div", flo_idiv, 1, 1);
  define_method(w, k, "remainder", flo_remainder, 1, 1);
  define_method(w, k, "**", flo_pow, 1, 1);
  define_method(w, k, "pow", flo_pow, 1, 1);
  define_method(w, k, "-@", flo_uminus, 0, 0);
  define_method(w, k, "+@", flo_self, 0, 0);
  define_method(w, k, "abs", flo_abs, 0, 0);
  define_method(w, k, "magnitude", flo_abs, 0, 0);
  define_method(w, k, "<=>", flo_cmp, 1, 1);
  define_method(w, k, "==", flo_eq, 1, 1);
  define_method(w, k, "===", flo_eq, 1, 1);
  define_method(w, k, "<", flo_relop<0>, 1, 1);
  define_method(w, k, "<=", flo_relop<1>, 1, 1);
  define_method(w, k, ">", flo_relop<2>, 1, 1);
  define_method(w, k, ">=", flo_relop<3>, 1, 1);
  define_method(w, k, "eql?", flo_eql, 1, 1);
  define_method(w, k, "hash", flo_hash, 0, 0);
  define_method(w, k, "to_s", flo_to_s, 0, 0);
  define_method(w, k, "inspect", flo_to_s, 0, 0);
  define_method(w, k, "to_f", flo_self, 0, 0);
  define_method(w, k, "to_i", flo_to_i, 0, 0);
  define_method(w, k, "to_int", flo_to_i, 0, 0);
  define_method(w, k, "floor", flo_round_m<RoundKind::Floor>, 0, 2);
  define_method(w, k, "ceil", flo_round_m<RoundKind::Ceil>, 0, 2);
  define_method(w, k, "round", flo_round_m<RoundKind::Round>, 0, 2);
  define_method(w, k, "truncate", flo_round_m<RoundKind::Truncate>, 0, 2);
  define_method(w, k, "nan?", flo_nan_p, 0, 0);
  define_method(w, k, "finite?", flo_finite_p, 0, 0);
  define_method(w, k, "infinite?", flo_infinite_p, 0, 0);
  define_method(w, k, "zero?", flo_zero_p, 0, 0);
  define_method(w, k, "nonzero?", flo_nonzero_p, 0, 0);
  define_method(w, k, "positive?", flo_positive_p, 0, 0);
  define_method(w, k, "negative?", flo_negative_p, 0, 0);
  mark_leaves(w, k, {"-@", "abs", "magnitude", "to_f", "nan?", "finite?", "infinite?", "zero?", "positive?", "negative?"});
  define_method(w, k, "coerce", flo_coerce, 1, 1);
  define_method(w, k, "next_float", flo_next_float, 0, 0);
  define_method(w, k, "prev_float", flo_prev_float, 0, 0);

  set_const(w, k, "INFINITY", w.static_float(HUGE_VAL));
  set_const(w, k, "NAN", w.static_float(std::nan("")));
  set_const(w, k, "EPSILON", w.static_float(DBL_EPSILON));
  set_const(w, k, "MAX", w.static_float(DBL_MAX));
  set_const(w, k, "MIN", w.static_float(DBL_MIN));
  set_const(w, k, "DIG", Value::fixnum(DBL_DIG));
  set_const(w, k, "MANT_DIG", Value::fixnum(DBL_MANT_DIG));
  set_const(w, k, "RADIX", Value::fixnum(FLT_RADIX));
  set_const(w, k, "MAX_EXP", Value::fixnum(DBL_MAX_EXP));
  set_const(w, k, "MIN_EXP", Value::fixnum(DBL_MIN_EXP));
  set_const(w, k, "MAX_10_EXP", Value::fixnum(DBL_MAX_10_EXP));
  set_const(w, k, "MIN_10_EXP", Value::fixnum(DBL_MIN_10_EXP));
}

} // namespace garnet::core
