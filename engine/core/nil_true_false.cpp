// nil_true_false.cpp — NilClass, TrueClass and FalseClass: conversions,
// inspect, and the logical operators &, | and ^.
#include "core/core.h"

namespace garnet::core {

using namespace vm;

namespace {

Value nil_to_s(Context& cx, Value, int, Value*, Value) { // frozen, as in Ruby
  Value s = new_string(cx, "");
  s.as_obj()->flags |= FL_FROZEN;
  return s;
}
Value nil_to_a(Context& cx, Value, int, Value*, Value) { return new_array(cx); }
Value nil_to_h(Context& cx, Value, int, Value*, Value) { return new_hash(cx); }
Value nil_to_i(Context&, Value, int, Value*, Value) { return Value::fixnum(0); }
Value nil_to_f(Context& cx, Value, int, Value*, Value) { return new_float(cx, 0.0); }
Value nil_inspect(Context& cx, Value, int, Value*, Value) { return new_string(cx, "nil"); }
Value nil_and(Context&, Value, int, Value*, Value) { return Value::false_value(); }
Value nil_or(Context&, Value, int, Value* argv, Value) { return Value::boolean(argv[0].truthy()); }
Value true_to_s(Context& cx, Value, int, Value*, Value) { return new_string(cx, "true"); }
Value true_and(Context&, Value, int, Value* argv, Value) { return Value::boolean(argv[0].truthy()); }
Value true_or(Context&, Value, int, Value*, Value) { return Value::true_value(); }
Value true_xor(Context&, Value, int, Value* argv, Value) { return Value::boolean(argv[0].falsy()); }
Value false_to_s(Context& cx, Value, int, Value*, Value) { return new_string(cx, "false"); }

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
