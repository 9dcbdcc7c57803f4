// numeric.cpp — Numeric, the base class of Integer and Float (its generic
// methods go through Ruby calls on the receiver), and the helpers of
// numeric_ops.h: coerce protocol, Integer/Float conversions, rounding.
#include <cmath>

#include "core/core.h"
#include "core/numeric_ops.h"

namespace garnet::core {

using namespace garnet::vm;

// ---------------------------------------------------------------------------
// Integer values

num::BigInt int_to_big(Value v) {
  if (v.is_fixnum()) return num::BigInt(v.as_fixnum());
  return v.as<Bignum>()->big;
}

double int_to_double(Value v) {
  if (v.is_fixnum()) return double(v.as_fixnum());
  return v.as<Bignum>()->big.to_double();
}

int int_sign(Value v) {
  if (v.is_fixnum()) {
    int64_t i = v.as_fixnum();
    return i < 0 ? -1 : (i > 0 ? 1 : 0);
  }
  return v.as<Bignum>()->big.sign();
}

std::string int_to_string(Value v, int base) {
  if (v.is_fixnum()) {
    int64_t i = v.as_fixnum();
    if (base == 10) return std::to_string(i);
    static const char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    bool neg = i < 0;
    uint64_t u = neg ? uint64_t(0) - uint64_t(i) : uint64_t(i);
    char buf[72];
    int p = 72;
    do {
      buf[--p] = kDigits[u % unsigned(base)];
      u /= unsigned(base);
    } while (u);
    if (neg) buf[--p] = '-';
    return std::string(buf + p, size_t(72 - p));
  }
  return v.as<Bignum>()->big.to_string(base);
}

bool int_cmp_double(Value i, double d, int& out) {
  if (std::isnan(d)) return false;
  if (std::isinf(d)) {
    out = d > 0 ? -1 : 1;
    return true;
  }
  if (i.is_fixnum()) {
    int64_t n = i.as_fixnum();
    if (n > -(int64_t(1) << 53) && n < (int64_t(1) << 53)) {
      double x = double(n);
      out = x < d ? -1 : (x > d ? 1 : 0);
      return true;
    }
  }
  double t = std::trunc(d);
  num::BigInt a = int_to_big(i);
  num::BigInt b = num::BigInt::from_double(t);
  int c = a.compare(b);
  if (c != 0) {
    out = c;
    return true;
  }
  double frac = d - t;
  out = frac > 0 ? -1 : (frac < 0 ? 1 : 0);
  return true;
}

Value integer_from_double(Context& cx, double integral) {
  if (integral > -4.0e18 && integral < 4.0e18) return new_integer(cx, int64_t(integral));
  return new_integer(cx, num::BigInt::from_double(integral));
}

Value float_to_integer(Context& cx, double d) {
  if (std::isnan(d)) return raise(cx, cx.world->c.FloatDomainError, "NaN");
  if (std::isinf(d)) return raise(cx, cx.world->c.FloatDomainError, d < 0 ? "-Infinity" : "Infinity");
  return integer_from_double(cx, std::trunc(d));
}

Value int_add(Context& cx, Value a, Value b) {
  if (a.is_fixnum() && b.is_fixnum()) return new_integer(cx, a.as_fixnum() + b.as_fixnum());
  return new_integer(cx, int_to_big(a) + int_to_big(b));
}

Value int_sub(Context& cx, Value a, Value b) {
  if (a.is_fixnum() && b.is_fixnum()) return new_integer(cx, a.as_fixnum() - b.as_fixnum());
  return new_integer(cx, int_to_big(a) - int_to_big(b));
}

Value int_mul(Context& cx, Value a, Value b) {
  if (a.is_fixnum() && b.is_fixnum()) {
    int64_t r;
    if (!__builtin_mul_overflow(a.as_fixnum(), b.as_fixnum(), &r)) return new_integer(cx, r);
  }
  return new_integer(cx, int_to_big(a) * int_to_big(b));
}

// ---------------------------------------------------------------------------
// Errors

Value float_pow(Context& cx, Value self, double x, double y) {
  if (x < 0 && y != std::round(y)) {
    Value args[2] = {new_float(cx, std::pow(-x, y)), new_float(cx, y)};
    return call(cx, self, cx.world->intern("__complex_polar_pi"), 2, args);
  }
  return new_float(cx, std::pow(x, y));
}

Value raise_zerodiv(Context& cx) { return raise(cx, cx.world->c.ZeroDivisionError, "divided by 0"); }

bool float_divmod(Context& cx, double x, double y, double* divp, double* modp) {
  if (std::isnan(y)) {
    if (divp) *divp = y;
    if (modp) *modp = y;
    return true;
  }
  if (y == 0.0) {
    raise_zerodiv(cx);
    return false;
  }
  double mod;
  if (x == 0.0 || (std::isinf(y) && !std::isinf(x))) mod = x;
  else mod = std::fmod(x, y);
  double div;
  if (std::isinf(x) && !std::isinf(y)) {
    div = x;
  } else {
    div = (x - mod) / y;
    if (modp && divp) div = std::round(div);
  }
  if (y * mod < 0) {
    mod += y;
    div -= 1.0;
  }
  if (divp) *divp = div;
  if (modp) *modp = mod;
  return true;
}

Class* domain_error_class(Context& cx) {
  World& w = *cx.world;
  if (w.c.Math) {
    if (Value* v = w.c.Math->find_constant(w.intern("DomainError")))
      if (is_class_or_module(*v)) return v->as<Class>();
  }
  return w.c.ArgumentError;
}

Value raise_domain(Context& cx, const char* name) {
  // Math functions name themselves bare (- sqrt), Integer.sqrt quoted (- "isqrt").
  return raisef(cx, domain_error_class(cx), "Numerical argument is out of domain - %s", name);
}

// Special constants (and Floats) are shown by inspect, other objects by class.
static bool describe(Context& cx, Value v, std::string& out) {
  if (!v.is_heap() || is_float(v)) return append_inspect(cx, out, v);
  out += class_path(cx, real_class(cx, v));
  return true;
}

Value raise_cmp_failed(Context& cx, Value x, Value y) {
  std::string msg = "comparison of " + class_path(cx, real_class(cx, x)) + " with ";
  if (!describe(cx, y, msg)) return Value::undef();
  msg += " failed";
  return raise(cx, cx.world->c.ArgumentError, msg);
}

// ---------------------------------------------------------------------------
// Coerce

static Value coerce_failed(Context& cx, Value x, Value y) {
  std::string msg;
  if (!describe(cx, y, msg)) return Value::undef();
  msg += " can't be coerced into ";
  msg += class_path(cx, real_class(cx, x));
  return raise(cx, cx.world->c.TypeError, msg);
}

// 1: a, b set; 0: y can't coerce (nothing raised unless `err`); -1: raised.
static int do_coerce(Context& cx, Value x, Value y, bool err, Value& a, Value& b) {
  Sym coerce = cx.world->sym.coerce;
  if (!respond_to(cx, y, coerce, true)) {
    if (err) {
      coerce_failed(cx, x, y);
      return -1;
    }
    return 0;
  }
  Value arg = x;
  Value ary = call(cx, y, coerce, 1, &arg);
  if (ary.is_undef()) return -1;
  if (!err && ary.is_nil()) return 0;
  if (!is_array(ary) || as_array(ary)->items.size() != 2) {
    raise(cx, cx.world->c.TypeError, "coerce must return [x, y]");
    return -1;
  }
  a = as_array(ary)->items[0];
  b = as_array(ary)->items[1];
  return 1;
}

Value coerce_bin(Context& cx, Value x, Value y, Sym op) {
  Value a, b;
  if (do_coerce(cx, x, y, true, a, b) != 1) return Value::undef();
  return call(cx, a, op, 1, &b);
}

Value coerce_bit(Context& cx, Value x, Value y, Sym op) {
  Value a, b;
  if (do_coerce(cx, x, y, true, a, b) != 1) return Value::undef();
  if (!respond_to(cx, a, op, true)) return coerce_failed(cx, x, y); // shown as given, as CRuby
  return call(cx, a, op, 1, &b);
}

Value coerce_cmp(Context& cx, Value x, Value y, Sym op) {
  Value a, b;
  int r = do_coerce(cx, x, y, false, a, b);
  if (r < 0) return Value::undef();
  if (r == 0) return Value::nil();
  return call(cx, a, op, 1, &b);
}

Value coerce_relop(Context& cx, Value x, Value y, Sym op) {
  Value a, b;
  int r = do_coerce(cx, x, y, false, a, b);
  if (r < 0) return Value::undef();
  if (r > 0) {
    Value res = call(cx, a, op, 1, &b);
    if (res.is_undef()) return res;
    if (!res.is_nil()) return res;
  }
  return raise_cmp_failed(cx, x, y);
}

// ---------------------------------------------------------------------------
// Rounding

Value take_kwargs(Context& cx, int& argc, Value* argv) {
  if (argc > 0 && kwargs_given(cx) && is_hash(argv[argc - 1])) return argv[--argc];
  return Value::undef();
}

bool round_half_option(Context& cx, Value kwargs, RoundHalf& out) {
  out = RoundHalf::Up;
  if (kwargs.is_undef() || kwargs.is_nil()) return true;
  Value h = kwarg(cx, kwargs, "half");
  if (h.is_undef() || h.is_nil()) return true;
  std::string name;
  if (h.is_symbol()) name = sym_name(cx, h.as_symbol());
  else if (is_string(h)) name = str(h);
  else {
    std::string msg = "invalid rounding mode: ";
    if (!append_to_s(cx, msg, h)) return false;
    raise(cx, cx.world->c.ArgumentError, msg);
    return false;
  }
  if (name == "up") out = RoundHalf::Up;
  else if (name == "even") out = RoundHalf::Even;
  else if (name == "down") out = RoundHalf::Down;
  else {
    raise(cx, cx.world->c.ArgumentError, "invalid rounding mode: " + name);
    return false;
  }
  return true;
}

bool ndigits_arg(Context& cx, Value v, int& out) {
  int64_t n;
  if (is_float(v)) {
    double d = float_value(v);
    if (std::isnan(d) || std::isinf(d)) {
      float_to_integer(cx, d);
      return false;
    }
    n = d > 1e9 ? int64_t(1e9) : (d < -1e9 ? int64_t(-1e9) : int64_t(d));
  } else if (is_bignum(v)) {
    n = v.as<Bignum>()->big.is_negative() ? -1000000000 : 1000000000;
  } else if (!to_int64(cx, v, n)) {
    return false;
  }
  if (n > 1000000000) n = 1000000000;
  if (n < -1000000000) n = -1000000000;
  out = int(n);
  return true;
}

static num::BigInt pow10(int k) { return num::BigInt(10).pow(uint64_t(k)); }

Value int_round_digits(Context& cx, Value n, int ndigits, RoundKind kind, RoundHalf half) {
  if (ndigits >= 0) return n;
  int k = -ndigits;
  int sign = int_sign(n);
  // Whether 10**k surely exceeds |n| (CRuby's int_round_zero_p).
  double bytes = n.is_fixnum() ? 8.0 : double((n.as<Bignum>()->big.bit_length() + 7) / 8);
  if (0.415241 * k - 0.125 > bytes) {
    switch (kind) {
      case RoundKind::Round:
      case RoundKind::Truncate: return Value::fixnum(0);
      case RoundKind::Floor: return sign < 0 ? new_integer(cx, -pow10(k)) : Value::fixnum(0);
      case RoundKind::Ceil: return sign > 0 ? new_integer(cx, pow10(k)) : Value::fixnum(0);
    }
  }
  num::BigInt a = int_to_big(n);
  num::BigInt m = pow10(k);
  num::BigInt q, r;
  num::BigInt::divmod_floor(a, m, q, r);  // 0 <= r < m
  num::BigInt down = a - r;               // floor to a multiple of m
  if (r.is_zero()) return n;
  bool up = false;
  switch (kind) {
    case RoundKind::Floor: up = false; break;
    case RoundKind::Ceil: up = true; break;
    case RoundKind::Truncate: up = sign < 0; break;
    case RoundKind::Round: {
      num::BigInt twice = r + r;
      int c = twice.compare(m);
      if (c > 0) up = true;
      else if (c < 0) up = false;
      else if (half == RoundHalf::Up) up = sign > 0;
      else if (half == RoundHalf::Down) up = sign < 0;
      else up = !q.is_even();
      break;
    }
  }
  return new_integer(cx, up ? down + m : down);
}

// ---------------------------------------------------------------------------
// Numeric: generic methods built on the receiver's own operators

static NATIVE(num_integer_p) { return Value::false_value(); }
static NATIVE(num_real_p) { return Value::true_value(); }
static NATIVE(num_finite_p) { return Value::true_value(); }
static NATIVE(num_infinite_p) { return Value::nil(); }
static NATIVE(num_uplus) { return self; }

static NATIVE(num_zero_p) {
  Value zero = Value::fixnum(0);
  int r = equal(cx, self, zero);
  if (r < 0) return Value::undef();
  return Value::boolean(r == 1);
}

static NATIVE(num_nonzero_p) {
  Value z = call(cx, self, cx.world->intern("zero?"));
  if (z.is_undef()) return z;
  return z.truthy() ? Value::nil() : self;
}

static NATIVE(num_positive_p) {
  Value zero = Value::fixnum(0);
  Value r = call(cx, self, cx.world->sym.gt, 1, &zero);
  if (r.is_undef()) return r;
  return Value::boolean(r.truthy());
}

static NATIVE(num_negative_p) {
  Value zero = Value::fixnum(0);
  Value r = call(cx, self, cx.world->sym.lt, 1, &zero);
  if (r.is_undef()) return r;
  return Value::boolean(r.truthy());
}

static NATIVE(num_abs) {
  Value zero = Value::fixnum(0);
  Value r = call(cx, self, cx.world->sym.lt, 1, &zero);
  if (r.is_undef()) return r;
  if (r.falsy()) return self;
  return call(cx, self, cx.world->sym.uminus);
}

static NATIVE(num_uminus) {
  // 0.coerce(self) then a - b
  Value zero = Value::fixnum(0);
  return coerce_bin(cx, zero, self, cx.world->sym.minus);
}

static NATIVE(num_cmp) {
  if (self == argv[0]) return Value::fixnum(0);
  return Value::nil();
}

static NATIVE(num_eql) {
  Value other = argv[0];
  if (real_class(cx, self) != real_class(cx, other)) return Value::false_value();
  int r = equal(cx, self, other);
  if (r < 0) return Value::undef();
  return Value::boolean(r == 1);
}

static Value kernel_float(Context& cx, Value v) {
  Value f = call(cx, cx.iso->main_object, cx.world->intern("Float"), 1, &v);
  return f;
}

static NATIVE(num_coerce) {
  Value other = argv[0];
  if (real_class(cx, self) == real_class(cx, other)) {
    Value items[2] = {other, self};
    return new_array(cx, items, 2);
  }
  Value a = kernel_float(cx, other);
  if (a.is_undef()) return a;
  Value b = kernel_float(cx, self);
  if (b.is_undef()) return b;
  Value items[2] = {a, b};
  return new_array(cx, items, 2);
}

static NATIVE(num_div) {
  Value y = argv[0];
  Value zero = Value::fixnum(0);
  int z = equal(cx, zero, y);
  if (z < 0) return Value::undef();
  if (z == 1) return raise_zerodiv(cx);
  Value q = call(cx, self, cx.world->sym.div, 1, &y);
  if (q.is_undef()) return q;
  return call(cx, q, cx.world->intern("floor"));
}

static NATIVE(num_modulo) {
  // x - y * x.div(y)
  Value y = argv[0];
  Value d = call(cx, self, cx.world->intern("div"), 1, &y);
  if (d.is_undef()) return d;
  Value prod = call(cx, y, cx.world->sym.mul, 1, &d);
  if (prod.is_undef()) return prod;
  return call(cx, self, cx.world->sym.minus, 1, &prod);
}

static NATIVE(num_divmod) {
  Value y = argv[0];
  Value d = call(cx, self, cx.world->intern("div"), 1, &y);
  if (d.is_undef()) return d;
  Value m = call(cx, self, cx.world->intern("modulo"), 1, &y);
  if (m.is_undef()) return m;
  Value items[2] = {d, m};
  return new_array(cx, items, 2);
}

static NATIVE(num_to_int) {
  return call(cx, self, cx.world->sym.to_i);
}

void init_numeric(World& w) {
  Class* k = w.c.Numeric;
  define_method(w, k, "integer?", num_integer_p, 0, 0);
  define_method(w, k, "real?", num_real_p, 0, 0);
  define_method(w, k, "finite?", num_finite_p, 0, 0);
  define_method(w, k, "infinite?", num_infinite_p, 0, 0);
  define_method(w, k, "zero?", num_zero_p, 0, 0);
  define_method(w, k, "nonzero?", num_nonzero_p, 0, 0);
  define_method(w, k, "positive?", num_positive_p, 0, 0);
  define_method(w, k, "negative?", num_negative_p, 0, 0);
  define_method(w, k, "abs", num_abs, 0, 0);
  define_method(w, k, "magnitude", num_abs, 0, 0);
  define_method(w, k, "+@", num_uplus, 0, 0);
  define_method(w, k, "-@", num_uminus, 0, 0);
  define_method(w, k, "<=>", num_cmp, 1, 1);
  define_method(w, k, "eql?", num_eql, 1, 1);
  define_method(w, k, "coerce", num_coerce, 1, 1);
  define_method(w, k, "div", num_div, 1, 1);
  define_method(w, k, "modulo", num_modulo, 1, 1);
  define_method(w, k, "%", num_modulo, 1, 1);
  define_method(w, k, "divmod", num_divmod, 1, 1);
  define_method(w, k, "to_int", num_to_int, 0, 0);
}

} // namespace garnet::core
