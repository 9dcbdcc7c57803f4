// comparable.cpp — Comparable#==, the one Comparable method in C++: it
// guards against recursion as CRuby's does. A <=> that compares the same
// pair with == again (Object#<=> does, for a class without its own <=>)
// makes the outermost comparison of that pair false instead of recursing
// until the stack runs out. The other Comparable methods are in the prelude
// (10_comparable.rb).
#include "core/core.h"
#include "core/recursion_guard.h"

namespace garnet::core {

using namespace vm;

namespace {

NATIVE(cmp_equal) {
  Value other = argv[0];
  if (self == other) return Value::true_value();
  auto& marks = cx.recursion_marks;
  for (auto& m : marks)
    if ((m.op == int(RecursionOp::CmpEqual) || m.op == int(RecursionOp::CmpEqualRecursed)) && m.a == self &&
        m.b == other) {
      m.op = int(RecursionOp::CmpEqualRecursed); // the outermost comparison of the pair answers false
      return Value::false_value();
    }
  size_t at = marks.size();
  marks.push_back({int(RecursionOp::CmpEqual), self, other});
  Value c = call(cx, self, cx.world->sym.cmp, 1, &other);
  bool recursed = marks[at].op == int(RecursionOp::CmpEqualRecursed);
  marks.resize(at);
  if (c.is_undef()) return c;
  if (recursed || c.is_nil()) return Value::false_value();
  int sign;
  if (!compare_result_sign(cx, c, self, other, sign)) return Value::undef();
  return Value::boolean(sign == 0);
}

} // namespace

void init_comparable(World& w) { define_method(w, w.c.Comparable, "==", cmp_equal, 1, 1); }

} // namespace garnet::core
