// nil_true_false.cpp — NilClass, TrueClass and FalseClass: conversions,
// inspect, and the logical operators &, | and ^.
#include "core/core.h"

namespace garnet::core {

using namespace vm;

namespace {

// to_s of nil, true and false: one frozen String each, as in Ruby.
NATIVE(nil_to_s) { return cx.world->static_string(""); }
NATIVE(nil_to_a) { return new_array(cx); }
NATIVE(nil_to_h) { return new_hash(cx); }
NATIVE(nil_to_i) { return Value::fixnum(0); }
NATIVE(nil_to_f) { return new_float(cx, 0.0); }
NATIVE(nil_inspect) { return new_string(cx, "nil"); }
NATIVE(nil_and) { return Value::false_value(); }
NATIVE(nil_or) { return Value::boolean(argv[0].truthy()); }
NATIVE(true_to_s) { return cx.world->static_string("true"); }
NATIVE(true_and) { return Value::boolean(argv[0].truthy()); }
NATIVE(true_or) { return Value::true_value(); }
NATIVE(true_xor) { return Value::boolean(argv[0].falsy()); }
NATIVE(false_to_s) { return cx.world->static_string("false"); }

} // namespace

void init_nil_true_false(World& w) {
  Class* n = w.c.NilClass;
  define_method(w, n, "to_s", nil_to_s, 0, 0);
  define_method(w, n, "to_a", nil_to_a, 0, 0);
  define_method(w, n, "to_h", nil_to_h, 0, 0);
  define_method(w, n, "to_i", nil_to_i, 0, 0);
  define_method(w, n, "to_f", nil_to_f, 0, 0);
  define_method(w, n, "inspect", nil_inspect, 0, 0);
  define_method(w, n, "&", nil_and, 1, 1);
  define_method(w, n, "|", nil_or, 1, 1);
  define_method(w, n, "^", nil_or, 1, 1);
  Class* t = w.c.TrueClass;
  define_method(w, t, "to_s", true_to_s, 0, 0);
  define_method(w, t, "inspect", true_to_s, 0, 0);
  define_method(w, t, "&", true_and, 1, 1);
  define_method(w, t, "|", true_or, 1, 1);
  define_method(w, t, "^", true_xor, 1, 1);
  Class* f = w.c.FalseClass;
  define_method(w, f, "to_s", false_to_s, 0, 0);
  define_method(w, f, "inspect", false_to_s, 0, 0);
  define_method(w, f, "&", nil_and, 1, 1);
  define_method(w, f, "|", nil_or, 1, 1);
  define_method(w, f, "^", nil_or, 1, 1);
}

} // namespace garnet::core
