// math.cpp — the Math module: module functions over doubles with CRuby's
// domain checks (Math::DomainError), big-Integer-aware sqrt/log, PI and E.
#include <cmath>

#include "core/core.h"
#include "core/numeric_ops.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

// rb_to_float: Integer/Float, other Numerics through to_f; TypeError otherwise.
bool math_arg(Context& cx, Value v, double& out) {
  if (is_float(v)) {
    out = float_value(v);
    return true;
  }
  if (is_integer(v)) {
    out = int_to_double(v);
    return true;
  }
  World& w = *cx.world;
  if (v.is_heap() && !is_string(v) && is_a(cx, v, w.c.Numeric)) {
    Value f = call(cx, v, w.sym.to_f);
    if (f.is_undef()) return false;
    if (is_float(f)) {
      out = float_value(f);
      return true;
    }
  }
  std::string desc;
  if (v.is_nil()) desc = "nil";
  else if (v.is_true()) desc = "true";
  else if (v.is_false()) desc = "false";
  else desc = class_path(cx, real_class(cx, v));
  raise(cx, w.c.TypeError, "can't convert " + desc + " into Float");
  return false;
}

// Reads args[i] (a copy of argv: argv is invalid after a Ruby call).
#define MATH_ARG(i, name)                          \
  double name;                                     \
  if (!math_arg(cx, args[i], name)) return Value::undef()

template <double (*F)(double)>
NATIVE(math_plain) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  return new_float(cx, F(x));
}

double f_sin(double x) { return std::sin(x); }
double f_cos(double x) { return std::cos(x); }
double f_tan(double x) { return std::tan(x); }
double f_atan(double x) { return std::atan(x); }
double f_sinh(double x) { return std::sinh(x); }
double f_cosh(double x) { return std::cosh(x); }
double f_tanh(double x) { return std::tanh(x); }
double f_asinh(double x) { return std::asinh(x); }
double f_exp(double x) { return std::exp(x); }
double f_cbrt(double x) {
  double r = std::cbrt(x);
  // One Newton step, as CRuby does on glibc (cbrt(27.0) is 3.0000000000000004 there).
  if (std::isfinite(r) && !(x == 0.0 && r == 0.0)) r = (2.0 * r + (x / r / r)) / 3.0;
  return r;
}
double f_erf(double x) { return std::erf(x); }
double f_erfc(double x) { return std::erfc(x); }

NATIVE(math_sqrt) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  if (x < 0.0) return raise_domain(cx, "sqrt");
  if (x == 0.0) return new_float(cx, x);
  return new_float(cx, std::sqrt(x));
}

NATIVE(math_asin) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  if (x < -1.0 || x > 1.0) return raise_domain(cx, "asin");
  return new_float(cx, std::asin(x));
}

NATIVE(math_acos) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  if (x < -1.0 || x > 1.0) return raise_domain(cx, "acos");
  return new_float(cx, std::acos(x));
}

NATIVE(math_acosh) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  if (x < 1.0) return raise_domain(cx, "acosh");
  return new_float(cx, std::acosh(x));
}

NATIVE(math_atanh) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  if (x < -1.0 || x > 1.0) return raise_domain(cx, "atanh");
  if (x == 1.0) return new_float(cx, HUGE_VAL);
  if (x == -1.0) return new_float(cx, -HUGE_VAL);
  return new_float(cx, std::atanh(x));
}

NATIVE(math_atan2) {
  Value args[2] = {argv[0], argv[1]};
  MATH_ARG(0, y);
  MATH_ARG(1, x);
  return new_float(cx, std::atan2(y, x));
}

NATIVE(math_hypot) {
  Value args[2] = {argv[0], argv[1]};
  MATH_ARG(0, x);
  MATH_ARG(1, y);
  return new_float(cx, std::hypot(x, y));
}

// The argument of a logarithm as x * 2**k (k > 0 only for Integers beyond
// the double range); DomainError for negatives.
bool log_input(Context& cx, Value v, const char* name, double& x, double& k) {
  k = 0;
  if (is_bignum(v)) {
    const num::BigInt& b = v.as<Bignum>()->big;
    uint64_t bits = b.bit_length();
    if (!b.is_negative() && bits > 1000) {
      k = double(bits - 900);
      x = b.shift_right(bits - 900).to_double();
      return true;
    }
  }
  if (!math_arg(cx, v, x)) return false;
  if (x < 0.0) {
    raise_domain(cx, name);
    return false;
  }
  return true;
}

NATIVE(math_log) {
  double x, k;
  Value base = argc == 2 ? argv[1] : Value::undef();
  if (!log_input(cx, argv[0], "log", x, k)) return Value::undef();
  double l = std::log(x) + k * std::log(2.0);
  if (!base.is_undef()) {
    double b, bk;
    if (!log_input(cx, base, "log", b, bk)) return Value::undef();
    l /= std::log(b) + bk * std::log(2.0);
  }
  return new_float(cx, l);
}

NATIVE(math_log2) {
  double x, k;
  if (!log_input(cx, argv[0], "log2", x, k)) return Value::undef();
  return new_float(cx, std::log2(x) + k);
}

NATIVE(math_log10) {
  double x, k;
  if (!log_input(cx, argv[0], "log10", x, k)) return Value::undef();
  return new_float(cx, std::log10(x) + k * std::log10(2.0));
}

NATIVE(math_gamma) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  if (std::isinf(x) && x < 0) return raise_domain(cx, "gamma");
  if (x == std::floor(x) && x < 0) return raise_domain(cx, "gamma");
  if (x == std::floor(x) && x >= 1 && x <= 23) {
    double f = 1.0;
    for (int i = 2; i < int(x); i++) f *= i;
    return new_float(cx, f);
  }
  return new_float(cx, std::tgamma(x));
}

NATIVE(math_lgamma) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  if (std::isinf(x) && x < 0) return raise_domain(cx, "lgamma");
  int sign = 1;
  double r;
  if (x == std::floor(x) && x <= 0) {
    r = HUGE_VAL;
    sign = std::signbit(x) ? -1 : 1;
  } else {
    r = std::lgamma(x);
    double g = std::tgamma(x);
    sign = g < 0 ? -1 : 1;
  }
  Value items[2] = {new_float(cx, r), Value::fixnum(sign)};
  return new_array(cx, items, 2);
}

NATIVE(math_ldexp) {
  Value args[2] = {argv[0], argv[1]};
  MATH_ARG(0, x);
  int64_t e;
  if (is_float(args[1])) e = int64_t(float_value(args[1]));
  else if (!to_int64(cx, args[1], e)) return Value::undef();
  if (e > 100000) e = 100000;
  if (e < -100000) e = -100000;
  return new_float(cx, std::ldexp(x, int(e)));
}

NATIVE(math_frexp) {
  Value args[1] = {argv[0]};
  MATH_ARG(0, x);
  int e = 0;
  double m = std::frexp(x, &e);
  Value items[2] = {new_float(cx, m), Value::fixnum(e)};
  return new_array(cx, items, 2);
}

} // namespace

void init_math(World& w) {
  if (!w.c.Math) w.c.Math = define_module(w, "Math");
  Class* m = w.c.Math;
  define_class(w, "DomainError", w.c.StandardError, m);
  const_set(w, m, w.intern("PI"), w.static_float(M_PI));
  const_set(w, m, w.intern("E"), w.static_float(M_E));
  define_module_function(w, m, "sqrt", math_sqrt, 1, 1);
  define_module_function(w, m, "cbrt", math_plain<f_cbrt>, 1, 1);
  define_module_function(w, m, "sin", math_plain<f_sin>, 1, 1);
  define_module_function(w, m, "cos", math_plain<f_cos>, 1, 1);
  define_module_function(w, m, "tan", math_plain<f_tan>, 1, 1);
  define_module_function(w, m, "asin", math_asin, 1, 1);
  define_module_function(w, m, "acos", math_acos, 1, 1);
  define_module_function(w, m, "atan", math_plain<f_atan>, 1, 1);
  define_module_function(w, m, "atan2", math_atan2, 2, 2);
  define_module_function(w, m, "sinh", math_plain<f_sinh>, 1, 1);
  define_module_function(w, m, "cosh", math_plain<f_cosh>, 1, 1);
  define_module_function(w, m, "tanh", math_plain<f_tanh>, 1, 1);
  define_module_function(w, m, "asinh", math_plain<f_asinh>, 1, 1);
  define_module_function(w, m, "acosh", math_acosh, 1, 1);
  define_module_function(w, m, "atanh", math_atanh, 1, 1);
  define_module_function(w, m, "exp", math_plain<f_exp>, 1, 1);
  define_module_function(w, m, "log", math_log, 1, 2);
  define_module_function(w, m, "log2", math_log2, 1, 1);
  define_module_function(w, m, "log10", math_log10, 1, 1);
  define_module_function(w, m, "hypot", math_hypot, 2, 2);
  define_module_function(w, m, "erf", math_plain<f_erf>, 1, 1);
  define_module_function(w, m, "erfc", math_plain<f_erfc>, 1, 1);
  define_module_function(w, m, "gamma", math_gamma, 1, 1);
  define_module_function(w, m, "lgamma", math_lgamma, 1, 1);
  define_module_function(w, m, "ldexp", math_ldexp, 2, 2);
  define_module_function(w, m, "frexp", math_frexp, 1, 1);
}

} // namespace garnet::core
