// conversions.cpp — Kernel's conversion functions Integer(), Float(),
// String(), Array() and Hash(), with CRuby's strict string parsing
// (num::parse_integer_strict / parse_float_strict) and `exception: false`.
#include <cmath>

#include "core/core.h"
#include "core/numeric_ops.h"
#include "core/string_internal.h"
#include "num/float_text.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

// `exception:` keyword (default true): false when raised (anything but
// true or false is an ArgumentError, as CRuby), with `out` the option.
bool exception_option(Context& cx, Value kw, bool& out) {
  out = true;
  if (kw.is_undef()) return true;
  Value e = kwarg(cx, kw, "exception");
  if (e.is_undef()) return !has_pending(cx);
  if (!e.is_true() && !e.is_false()) {
    std::string msg = "expected true or false as exception: ";
    if (append_inspect(cx, msg, e)) raise(cx, cx.world->c.ArgumentError, msg);
    return false;
  }
  out = e.is_true();
  return true;
}

// After a failed conversion with `exception: false`: drop the error, nil.
Value soften(Context& cx, Value result, bool exc) {
  if (!result.is_undef() || exc) return result;
  cx.pending = Value::undef();
  return Value::nil();
}

std::string special_desc(Context& cx, Value v) {
  if (v.is_nil()) return "nil";
  if (v.is_true()) return "true";
  if (v.is_false()) return "false";
  return class_path(cx, real_class(cx, v));
}

Value invalid_value(Context& cx, const char* kind, Value s) {
  std::string msg = std::string("invalid value for ") + kind + "(): ";
  if (!append_inspect(cx, msg, s)) return Value::undef();
  return raise(cx, cx.world->c.ArgumentError, msg);
}

Value string_to_integer(Context& cx, Value s, int base) {
  if (!str_ascii_compatible(cx, s)) return Value::undef();
  const std::string& text = str(s);
  if (text.find('\0') != std::string::npos)
    return raise(cx, cx.world->c.ArgumentError, "string contains null byte");
  num::BigInt out;
  if (!num::parse_integer_strict(text, base, out)) return invalid_value(cx, "Integer", s);
  return new_integer(cx, out);
}

// Integer(v, base); an error of v's to_str (which raised, or gave no
// String) sets to_str_failed: exception: false does not turn that one into
// nil, as in CRuby.
Value convert_integer(Context& cx, Value v, Value base_v, bool& to_str_failed) {
  World& w = *cx.world;
  to_str_failed = false;
  if (!base_v.is_undef() && !base_v.is_nil()) {
    int64_t base;
    if (!to_int64(cx, base_v, base)) return Value::undef();
    if (!is_string(v)) {
      if (!respond_to(cx, v, w.sym.to_str))
        return raise(cx, w.c.ArgumentError, "base specified for non string value");
      v = implicit_string(cx, v);
      to_str_failed = v.is_undef();
      if (v.is_undef()) return v;
    }
    if (base == 1 || base > 36 || base < -36)
      return raisef(cx, w.c.ArgumentError, "invalid radix %lld", (long long)base);
    return string_to_integer(cx, v, int(base));
  }
  if (is_integer(v)) return v;
  if (is_float(v)) return float_to_integer(cx, float_value(v));
  if (is_string(v)) return string_to_integer(cx, v, 0);
  if (v.is_nil()) return raise(cx, w.c.TypeError, "can't convert nil into Integer");
  if (respond_to(cx, v, w.sym.to_int, true)) {
    Value r = call(cx, v, w.sym.to_int);
    if (r.is_undef() || is_integer(r)) return r;
  }
  if (v.is_heap() && respond_to(cx, v, w.sym.to_str, true)) { // as CRuby: a String's digits, then to_i
    Value s = call(cx, v, w.sym.to_str);
    to_str_failed = s.is_undef() || !is_string(s);
    if (s.is_undef()) return s;
    if (!is_string(s)) return raise_conversion_mismatch(cx, v, "String", "to_str", s);
    return string_to_integer(cx, s, 0);
  }
  if (respond_to(cx, v, w.sym.to_i, true)) {
    Value r = call(cx, v, w.sym.to_i);
    if (r.is_undef() || is_integer(r)) return r;
    return raise_conversion_mismatch(cx, v, "Integer", "to_i", r);
  }
  return raise(cx, w.c.TypeError, "can't convert " + special_desc(cx, v) + " into Integer");
}

NATIVE(k_integer) {
  Value kw = take_kwargs(cx, argc, argv);
  if (argc < 1 || argc > 2) return raise_arity(cx, argc, 1, 2);
  bool exc;
  if (!exception_option(cx, kw, exc)) return Value::undef();
  bool to_str_failed;
  Value r = convert_integer(cx, argv[0], argc == 2 ? argv[1] : Value::undef(), to_str_failed);
  return soften(cx, r, exc || to_str_failed);
}

Value convert_float(Context& cx, Value v) {
  World& w = *cx.world;
  if (is_float(v)) return v;
  if (is_integer(v)) return new_float(cx, int_to_double(v));
  if (is_string(v)) {
    if (!str_ascii_compatible(cx, v)) return Value::undef();
    const std::string& text = str(v);
    if (text.find('\0') != std::string::npos)
      return raise(cx, w.c.ArgumentError, "string for Float contains null byte");
    double d;
    if (!num::parse_float_strict(text, d)) return invalid_value(cx, "Float", v);
    return new_float(cx, d);
  }
  if (v.is_nil() || v.is_true() || v.is_false())
    return raise(cx, w.c.TypeError, "can't convert " + special_desc(cx, v) + " into Float");
  if (respond_to(cx, v, w.sym.to_f, true)) {
    Value r = call(cx, v, w.sym.to_f);
    if (r.is_undef() || is_float(r)) return r;
    return raise_conversion_mismatch(cx, v, "Float", "to_f", r);
  }
  return raise(cx, w.c.TypeError, "can't convert " + special_desc(cx, v) + " into Float");
}

NATIVE(k_float) {
  Value kw = take_kwargs(cx, argc, argv);
  if (argc != 1) return raise_arity(cx, argc, 1, 1);
  bool exc;
  if (!exception_option(cx, kw, exc)) return Value::undef();
  return soften(cx, convert_float(cx, argv[0]), exc);
}

NATIVE(k_string) {
  Value v = argv[0];
  if (is_string(v)) return v;
  World& w = *cx.world;
  if (respond_to(cx, v, w.sym.to_str, true)) {
    Value r = call(cx, v, w.sym.to_str);
    if (r.is_undef() || is_string(r)) return r;
  }
  Value r = call(cx, v, w.sym.to_s);
  if (r.is_undef() || is_string(r)) return r;
  return raise_conversion_mismatch(cx, v, "String", "to_s", r);
}

NATIVE(k_array) {
  Value v = argv[0];
  if (v.is_nil()) return new_array(cx);
  if (is_array(v)) return v;
  Value a = check_array(cx, v);
  if (a.is_undef() || !a.is_nil()) return a;
  World& w = *cx.world;
  if (respond_to(cx, v, w.sym.to_a, true)) {
    Value r = call(cx, v, w.sym.to_a);
    if (r.is_undef() || is_array(r)) return r;
    if (!r.is_nil()) return raise_conversion_mismatch(cx, v, "Array", "to_a", r);
  }
  return new_array(cx, &v, 1);
}

NATIVE(k_hash) {
  Value v = argv[0];
  if (v.is_nil() || (is_array(v) && as_array(v)->items.empty())) return new_hash(cx);
  if (is_hash(v)) return v;
  World& w = *cx.world;
  if (respond_to(cx, v, w.sym.to_hash, true)) {
    Value r = call(cx, v, w.sym.to_hash);
    if (r.is_undef() || is_hash(r)) return r;
  }
  return raise(cx, w.c.TypeError, "can't convert " + special_desc(cx, v) + " into Hash");
}

} // namespace

void init_conversions(World& w) {
  Class* k = w.c.Kernel;
  define_module_function(w, k, "Integer", k_integer, 0, -1); // k_integer checks the arity, keywords aside
  define_module_function(w, k, "Float", k_float, 1, 2);
  define_module_function(w, k, "String", k_string, 1, 1);
  define_module_function(w, k, "Array", k_array, 1, 1);
  define_module_function(w, k, "Hash", k_hash, 1, 1);
}

} // namespace garnet::core
