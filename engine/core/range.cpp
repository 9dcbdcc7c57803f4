// range.cpp — Range natives: construction (Range.new checks that the ends are
// comparable and freezes the range), begin/end/first/last/min/max (block-less),
// size, cover?/include?/===, equality, hashing, inspect and to_s. Ranges
// iterate with succ and <=> here only where Ruby does so without a block
// (first(n), String include?); each/step/to_a are Ruby, in the prelude.

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "core/core.h"
#include "core/recursion_guard.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

inline Range* R(Value v) { return v.as<Range>(); }
inline World& W(Context& cx) { return *cx.world; }

constexpr int kIncomparable = INT_MAX;

// r_less: a <=> b as -1/0/1, or kIncomparable when it returns nil.
bool r_less(Context& cx, Value a, Value b, int& out) {
  if (a.is_fixnum() && b.is_fixnum()) {
    int64_t x = a.as_fixnum(), y = b.as_fixnum();
    out = x < y ? -1 : x > y ? 1 : 0;
    return true;
  }
  if (is_float(a) && is_float(b)) {
    double x = float_value(a), y = float_value(b);
    if (x < y || x > y || x == y) {
      out = x < y ? -1 : x > y ? 1 : 0;
      return true;
    }
  }
  if (is_string(a) && is_string(b) && a.as_obj()->klass == W(cx).c.String &&
      b.as_obj()->klass == W(cx).c.String) {
    int c = str(a).compare(str(b));
    out = c < 0 ? -1 : c > 0 ? 1 : 0;
    return true;
  }
  Value r = call(cx, a, W(cx).sym.cmp, 1, &b);
  if (r.is_undef()) return false;
  if (r.is_nil()) {
    out = kIncomparable;
    return true;
  }
  return compare_result_sign(cx, r, a, b, out);
}

std::string class_name_of(Context& cx, Value v) { return class_path(cx, real_class(cx, v)); }

bool is_numeric(Context& cx, Value v) {
  return v.is_fixnum() || is_float(v) || is_bignum(v) || is_a(cx, v, W(cx).c.Numeric);
}

// ---------------------------------------------------------------------------
// Construction

// Range.allocate: an unfrozen nil..nil that initialize fills in and freezes.
Value range_allocate(Context& cx, Class* klass) {
  return Value::object(cx.iso->heap.make<Range>(klass, Type::Range));
}

NATIVE(range_initialize) {
  if (!is_range(self)) return raise(cx, W(cx).c.TypeError, "wrong argument type (expected Range)");
  Value b = argv[0], e = argv[1];
  bool excl = argc > 2 && argv[2].truthy();
  Range* r = R(self);
  bool blank = r->begin.is_nil() && r->end.is_nil() && !r->exclusive();
  if (!blank && !check_frozen(cx, self)) return Value::undef();
  if ((!b.is_fixnum() || !e.is_fixnum()) && !b.is_nil() && !e.is_nil()) {
    Value c = call(cx, b, W(cx).sym.cmp, 1, &e);
    if (c.is_undef()) return c;
    if (c.is_nil()) return raise(cx, W(cx).c.ArgumentError, "bad value for range");
  }
  r->begin = b;
  r->end = e;
  if (excl) r->flags |= FL_EXCLUSIVE;
  else r->flags &= uint16_t(~FL_EXCLUSIVE);
  r->flags |= FL_FROZEN;
  return self;
}

NATIVE(range_dup) {
  Range* r = R(self);
  Value d = new_range(cx, r->begin, r->end, r->exclusive());
  R(d)->klass = real_class(cx, self);
  R(d)->flags &= uint16_t(~FL_FROZEN);
  return d;
}

// ---------------------------------------------------------------------------
// Ends

NATIVE(range_begin) { return R(self)->begin; }
NATIVE(range_end) { return R(self)->end; }

NATIVE(range_exclude_end_p) {
  return Value::boolean(R(self)->exclusive());
}

// Walks the elements of a String range as String#upto does, calling
// fn(element) until it returns false. Returns false if raised.
bool string_upto(Context& cx, Value beg, Value end, bool excl, const std::function<int(Value)>& fn) {
  const std::string& bs = str(beg);
  if (end.is_nil()) {
    Value cur = new_string(cx, std::string_view(bs));
    for (;;) {
      int r = fn(cur);
      if (r <= 0) return r == 0;
      cur = call(cx, cur, W(cx).sym.succ);
      if (cur.is_undef()) return false;
    }
  }
  const std::string es = str(end);
  auto ascii = [](const std::string& s) {
    for (unsigned char c : s)
      if (c >= 0x80) return false;
    return true;
  };
  auto digits = [](const std::string& s) {
    if (s.empty()) return false;
    for (unsigned char c : s)
      if (c < '0' || c > '9') return false;
    return true;
  };
  if (bs.size() == 1 && es.size() == 1 && ascii(bs) && ascii(es)) {
    char c = bs[0], e = es[0];
    if (c > e || (excl && c == e)) return true;
    for (;;) {
      int r = fn(new_string(cx, std::string_view(&c, 1)));
      if (r <= 0) return r == 0;
      if (!excl && c == e) break;
      c++;
      if (excl && c == e) break;
    }
    return true;
  }
  if (digits(bs) && digits(es) && bs.size() < 18 && es.size() < 18) {
    long long bi = std::stoll(bs), ei = std::stoll(es);
    int width = int(bs.size());
    while (bi <= ei) {
      if (excl && bi == ei) break;
      char buf[64];
      int len = snprintf(buf, sizeof buf, "%.*lld", width, bi);
      int r = fn(new_string(cx, std::string_view(buf, size_t(len))));
      if (r <= 0) return r == 0;
      bi++;
    }
    return true;
  }
  int n = bs.compare(es);
  if (n > 0 || (excl && n == 0)) return true;
  Value after_end = call(cx, end, W(cx).sym.succ);
  if (after_end.is_undef()) return false;
  Value cur = new_string(cx, std::string_view(bs));
  while (!(is_string(after_end) && str(cur) == str(after_end))) {
    Value next = Value::nil();
    if (excl || str(cur) != es) {
      next = call(cx, cur, W(cx).sym.succ);
      if (next.is_undef()) return false;
    }
    int r = fn(cur);
    if (r <= 0) return r == 0;
    if (next.is_nil() || !is_string(next)) break;
    cur = next;
    if (excl && str(cur) == es) break;
    if (str(cur).size() > es.size() || str(cur).empty()) break;
  }
  return true;
}

// The first n elements (n < 0: all) of a range of discrete values.
bool first_n(Context& cx, Range* r, int64_t n, std::vector<Value>& out) {
  Value b = r->begin, e = r->end;
  bool excl = r->exclusive();
  if (n == 0) return true;
  if (b.is_fixnum() && (e.is_nil() || e.is_fixnum())) {
    int64_t i = b.as_fixnum();
    for (;;) {
      if (int64_t(out.size()) >= n && n >= 0) break;
      if (!e.is_nil()) {
        int64_t last = e.as_fixnum();
        if (excl ? i >= last : i > last) break;
      }
      out.push_back(new_integer(cx, i));
      i++;
    }
    return true;
  }
  if (is_string(b) && (e.is_nil() || is_string(e))) {
    return string_upto(cx, b, e, excl, [&](Value v) {
      out.push_back(v);
      return (n < 0 || int64_t(out.size()) < n) ? 1 : 0;
    });
  }
  if (!respond_to(cx, b, W(cx).sym.succ) || b.is_nil()) {
    raisef(cx, W(cx).c.TypeError, "can't iterate from %s", class_name_of(cx, b).c_str());
    return false;
  }
  Value v = b;
  while (n < 0 || int64_t(out.size()) < n) {
    int c = -1;
    if (!e.is_nil()) {
      if (!r_less(cx, v, e, c)) return false;
      if (c == kIncomparable || c > 0 || (excl && c == 0)) break;
    }
    out.push_back(v);
    if (c == 0) break;
    v = call(cx, v, W(cx).sym.succ);
    if (v.is_undef()) return false;
  }
  return true;
}

NATIVE(range_first) {
  Range* r = R(self);
  if (r->begin.is_nil())
    return raise(cx, W(cx).c.RangeError, "cannot get the first element of beginless range");
  if (argc == 0) return r->begin;
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, W(cx).c.ArgumentError, "negative array size (or size too big)");
  std::vector<Value> out;
  if (!first_n(cx, r, n, out)) return Value::undef();
  return new_array(cx, std::move(out));
}

// All elements as an Array, through to_a (the prelude's).
Value elements(Context& cx, Value self) { return call(cx, self, W(cx).sym.to_a); }

Value tail(Context& cx, Value ary, int64_t n) {
  const vm::ValueVector& v = as_array(ary)->items;
  if (n > int64_t(v.size())) n = int64_t(v.size());
  return new_array(cx, v.data() + (int64_t(v.size()) - n), size_t(n));
}

NATIVE(range_last) {
  Range* r = R(self);
  if (r->end.is_nil())
    return raise(cx, W(cx).c.RangeError, "cannot get the last element of endless range");
  if (argc == 0) return r->end;
  Value b = r->begin, e = r->end;
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, W(cx).c.ArgumentError, "negative array size");
  if (b.is_fixnum() && e.is_fixnum()) {
    int64_t lo = b.as_fixnum(), hi = e.as_fixnum() - (r->exclusive() ? 1 : 0);
    std::vector<Value> out;
    if (hi >= lo) {
      int64_t count = hi - lo + 1;
      if (n > count) n = count;
      for (int64_t i = hi - n + 1; i <= hi; i++) out.push_back(new_integer(cx, i));
    }
    return new_array(cx, std::move(out));
  }
  Value all = elements(cx, self);
  if (all.is_undef()) return all;
  Value a = implicit_array(cx, all);
  if (a.is_undef()) return a;
  return tail(cx, a, n);
}

NATIVE(range_min) {
  Range* r = R(self);
  if (r->begin.is_nil())
    return raise(cx, W(cx).c.RangeError, "cannot get the minimum of beginless range");
  if (argc != 0) return range_first(cx, self, argc, argv, Value::nil());
  Value b = r->begin, e = r->end;
  int c = -1;
  if (!e.is_nil()) {
    if (!compare(cx, b, e, c)) return Value::undef();
  }
  if (c > 0 || (c == 0 && r->exclusive())) return Value::nil();
  return b;
}

NATIVE(range_max) {
  Range* r = R(self);
  Value b = r->begin, e = r->end;
  if (e.is_nil()) return raise(cx, W(cx).c.RangeError, "cannot get the maximum of endless range");
  bool nm = is_numeric(cx, e);
  if ((r->exclusive() && !nm) || argc) {
    if (b.is_nil())
      return raise(cx, W(cx).c.RangeError,
                   "cannot get the maximum of beginless range with custom comparison method");
    if (argc && is_integer(b) && b.is_fixnum() && (e.is_fixnum() || is_float(e))) {
      // Enumerable#max(n) on an Integer range: the top n, descending.
      int64_t n;
      Value narg = argv[0];
      if (!to_int64(cx, narg, n)) return Value::undef();
      if (n < 0) return raisef(cx, W(cx).c.ArgumentError, "negative size (%lld)", (long long)n);
      std::vector<Value> all;
      if (!first_n(cx, r, -1, all)) return Value::undef();
      std::vector<Value> out;
      for (size_t i = all.size(); i-- > 0 && int64_t(out.size()) < n;) out.push_back(all[i]);
      return new_array(cx, std::move(out));
    }
    std::vector<Value> args(argv, argv + argc);
    Value all = elements(cx, self);
    if (all.is_undef()) return all;
    return call(cx, all, intern(cx, "max"), argc, args.data());
  }
  int c = -1;
  if (!b.is_nil() && !compare(cx, b, e, c)) return Value::undef();
  if (c > 0) return Value::nil();
  if (r->exclusive()) {
    if (!is_integer(e)) return raise(cx, W(cx).c.TypeError, "cannot exclude non Integer end value");
    if (c == 0) return Value::nil();
    if (!is_integer(b))
      return raise(cx, W(cx).c.TypeError, "cannot exclude end value with non Integer begin value");
    if (e.is_fixnum()) return new_integer(cx, e.as_fixnum() - 1);
    Value one = Value::fixnum(1);
    return call(cx, e, W(cx).sym.minus, 1, &one);
  }
  return e;
}

// ---------------------------------------------------------------------------
// size

double float_step_size(double beg, double end, double unit, bool excl) {
  double n = (end - beg) / unit;
  double err = (std::fabs(beg) + std::fabs(end) + std::fabs(end - beg)) / std::fabs(unit) * DBL_EPSILON;
  if (std::isinf(unit)) return unit > 0 ? beg <= end : beg >= end;
  if (unit == 0) return HUGE_VAL;
  if (err > 0.5) err = 0.5;
  if (excl) {
    if (n <= 0) return 0;
    if (n < 1) n = 0;
    else n = std::floor(n - err);
    double d = +((n + 1) * unit) + beg;
    if (beg < end) {
      if (d < end) n++;
    } else if (beg > end) {
      if (d > end) n++;
    }
  } else {
    if (n < 0) return 0;
    n = std::floor(n + err);
  }
  return n + 1;
}

NATIVE(range_size) {
  Range* r = R(self);
  Value b = r->begin, e = r->end;
  bool excl = r->exclusive();
  if (is_integer(b)) {
    if (b.is_fixnum() && e.is_fixnum()) {
      int64_t n = e.as_fixnum() - b.as_fixnum() + (excl ? 0 : 1);
      return new_integer(cx, n < 0 ? 0 : n);
    }
    if (is_float(e)) {
      double bd;
      if (!to_double(cx, b, bd)) return Value::undef();
      double n = float_step_size(bd, float_value(e), 1.0, excl);
      if (std::isinf(n)) return new_float(cx, n);
      if (n < 4.6e18) return new_integer(cx, int64_t(n));
      return new_integer(cx, num::BigInt::from_double(n));
    }
    if (is_integer(e)) {
      Value d = call(cx, e, W(cx).sym.minus, 1, &b);
      if (d.is_undef()) return d;
      if (!excl) {
        Value one = Value::fixnum(1);
        d = call(cx, d, W(cx).sym.plus, 1, &one);
        if (d.is_undef()) return d;
      }
      int sign;
      if (!compare_result_sign(cx, d, d, Value::fixnum(0), sign)) return Value::undef();
      return sign < 0 ? Value::fixnum(0) : d;
    }
    if (e.is_nil()) return new_float(cx, HUGE_VAL);
    if (is_numeric(cx, e)) {
      double bd, ed;
      if (!to_double(cx, b, bd) || !to_double(cx, e, ed)) return Value::undef();
      double n = float_step_size(bd, ed, 1.0, excl);
      if (std::isinf(n)) return new_float(cx, n);
      return new_integer(cx, int64_t(n));
    }
  }
  if (b.is_nil() || is_float(b) || !respond_to(cx, b, W(cx).sym.succ))
    return raisef(cx, W(cx).c.TypeError, "can't iterate from %s", class_name_of(cx, b).c_str());
  return Value::nil();
}

// ---------------------------------------------------------------------------
// Membership

// r_cover_p: beg <= val and val < / <= end (nil ends are open). -1 raised.
int cover_value(Context& cx, Value beg, Value end, bool excl, Value val) {
  int c = 0;
  if (!beg.is_nil()) {
    if (!r_less(cx, beg, val, c)) return -1;
    if (c > 0) return 0; // includes kIncomparable
  }
  if (end.is_nil()) return 1;
  if (!r_less(cx, val, end, c)) return -1;
  if (c == kIncomparable) return 0;
  return c <= (excl ? -1 : 0) ? 1 : 0;
}

int cover_range(Context& cx, Range* r, Value val_range) {
  Range* v = R(val_range);
  Value beg = r->begin, end = r->end, vb = v->begin, ve = v->end;
  if (!end.is_nil() && ve.is_nil()) return 0;
  if (!beg.is_nil() && vb.is_nil()) return 0;
  int c;
  if (!vb.is_nil() && !ve.is_nil()) {
    if (!r_less(cx, vb, ve, c)) return -1;
    if (c > (v->exclusive() ? -1 : 0)) return 0;
  }
  if (!vb.is_nil()) {
    int k = cover_value(cx, beg, end, r->exclusive(), vb);
    if (k <= 0) return k;
  }
  int cmp_end;
  if (!r_less(cx, end, ve, cmp_end)) return -1;
  if (r->exclusive() == v->exclusive()) return cmp_end >= 0;
  if (r->exclusive()) return cmp_end > 0;
  if (cmp_end >= 0) return 1;
  // (1..3).cover?(1...4): compare with the last element of the argument.
  Value vmax = call(cx, val_range, intern(cx, "max"));
  if (vmax.is_undef()) {
    if (is_a(cx, cx.pending, W(cx).c.TypeError)) {
      cx.pending = Value::undef();
      return 0;
    }
    return -1;
  }
  if (vmax.is_nil()) return 0;
  if (!r_less(cx, end, vmax, c)) return -1;
  return c != kIncomparable && c >= 0;
}

NATIVE(range_cover_p) {
  Value val = argv[0];
  Range* r = R(self);
  int k = is_range(val) ? cover_range(cx, r, val) : cover_value(cx, r->begin, r->end, r->exclusive(), val);
  return k < 0 ? Value::undef() : Value::boolean(k);
}

NATIVE(range_eqq) {
  Range* r = R(self);
  int k = cover_value(cx, r->begin, r->end, r->exclusive(), argv[0]);
  return k < 0 ? Value::undef() : Value::boolean(k);
}

bool linear_object(Context& cx, Value v) {
  return v.is_fixnum() || is_float(v) || is_bignum(v) || is_a(cx, v, W(cx).c.Numeric) ||
         (W(cx).c.Time && is_a(cx, v, W(cx).c.Time));
}

NATIVE(range_include_p) {
  Value val = argv[0];
  Range* r = R(self);
  Value beg = r->begin, end = r->end;
  bool excl = r->exclusive();
  if (linear_object(cx, beg) || linear_object(cx, end) || respond_to(cx, beg, W(cx).sym.to_int) ||
      respond_to(cx, end, W(cx).sym.to_int)) {
    int k = cover_value(cx, beg, end, excl, val);
    return k < 0 ? Value::undef() : Value::boolean(k);
  }
  if (is_string(beg) || is_string(end)) {
    if (is_string(beg) && is_string(end)) {
      if (!is_string(val)) return Value::false_value();
      const std::string& bs = str(beg);
      const std::string& es = str(end);
      const std::string& vs = str(val);
      if (bs.size() == 1 && es.size() == 1) {
        if (vs.size() != 1) return Value::false_value();
        unsigned char b = (unsigned char)bs[0], e = (unsigned char)es[0], v = (unsigned char)vs[0];
        if (b < 0x80 && e < 0x80 && v < 0x80) {
          if (b <= v && v < e) return Value::true_value();
          return Value::boolean(!excl && v == e);
        }
      }
      bool found = false;
      std::string target = vs;
      if (!string_upto(cx, beg, end, excl, [&](Value x) {
            if (str(x) == target) {
              found = true;
              return 0;
            }
            return 1;
          }))
        return Value::undef();
      return Value::boolean(found);
    }
    if (beg.is_nil()) {
      int c;
      if (!r_less(cx, val, end, c)) return Value::undef();
      if (c == kIncomparable) return Value::false_value();
      return Value::boolean(excl ? c < 0 : c <= 0);
    }
    if (end.is_nil()) {
      int c;
      if (!r_less(cx, beg, val, c)) return Value::undef();
      if (c == kIncomparable) return Value::false_value();
      return Value::boolean(c <= 0);
    }
  }
  if (beg.is_nil() || end.is_nil())
    return raise(cx, W(cx).c.TypeError, "cannot determine inclusion in beginless/endless ranges");
  // Enumerable#include?: walk the elements with succ.
  if (!respond_to(cx, beg, W(cx).sym.succ))
    return raisef(cx, W(cx).c.TypeError, "can't iterate from %s", class_name_of(cx, beg).c_str());
  std::vector<Value> all;
  if (!first_n(cx, r, -1, all)) return Value::undef();
  for (Value x : all) {
    int k = equal(cx, x, val);
    if (k < 0) return Value::undef();
    if (k) return Value::true_value();
  }
  return Value::false_value();
}

// ---------------------------------------------------------------------------
// Equality, hashing, text

Value range_equal(Context& cx, Value self, Value other, bool use_eql) {
  if (self == other) return Value::true_value();
  if (!is_range(other)) return Value::false_value();
  RecursionGuard guard(cx, use_eql ? RecursionOp::Eql : RecursionOp::Eq, self, other);
  if (guard.recursive()) return Value::true_value();
  Range* a = R(self);
  Range* b = R(other);
  int k = use_eql ? eql(cx, a->begin, b->begin) : equal(cx, a->begin, b->begin);
  if (k <= 0) return k < 0 ? Value::undef() : Value::false_value();
  k = use_eql ? eql(cx, a->end, b->end) : equal(cx, a->end, b->end);
  if (k <= 0) return k < 0 ? Value::undef() : Value::false_value();
  return Value::boolean(a->exclusive() == b->exclusive());
}

NATIVE(range_eq) {
  return range_equal(cx, self, argv[0], false);
}

NATIVE(range_eql) {
  return range_equal(cx, self, argv[0], true);
}

NATIVE(range_hash) {
  Range* r = R(self);
  uint64_t hb, he;
  if (!hash_of(cx, r->begin, hb) || !hash_of(cx, r->end, he)) return Value::undef();
  uint64_t h = mix(mix(mix(0x5A4Eull, r->exclusive() ? 1 : 0), hb), he);
  return Value::fixnum(int64_t(h) >> 2);
}

NATIVE(range_inspect) {
  Range* r = R(self);
  std::string out;
  RecursionGuard guard(cx, RecursionOp::Inspect, self);
  if (guard.recursive()) return new_string(cx, std::string_view(r->exclusive() ? "(... ... ...)" : "(... .. ...)"));
  if (!r->begin.is_nil() || r->end.is_nil()) {
    if (!append_inspect(cx, out, r->begin)) return Value::undef();
  }
  out += r->exclusive() ? "..." : "..";
  if (r->begin.is_nil() || !r->end.is_nil()) {
    if (!append_inspect(cx, out, r->end)) return Value::undef();
  }
  return new_string(cx, std::move(out));
}

NATIVE(range_to_s) {
  Range* r = R(self);
  std::string out;
  if (!append_to_s(cx, out, r->begin)) return Value::undef();
  out += r->exclusive() ? "..." : "..";
  if (!append_to_s(cx, out, r->end)) return Value::undef();
  return new_string(cx, std::move(out));
}

} // namespace

void init_range(World& w) {
  Class* c = w.c.Range;
  c->allocator = range_allocate;
  define_method(w, c, "initialize", range_initialize, 2, 3, Visibility::Private);
  define_method(w, c, "dup", range_dup, 0, 0);
  define_method(w, c, "begin", range_begin, 0, 0);
  define_method(w, c, "end", range_end, 0, 0);
  define_method(w, c, "first", range_first, 0, 1);
  define_method(w, c, "last", range_last, 0, 1);
  define_method(w, c, "min", range_min, 0, 1);
  define_method(w, c, "max", range_max, 0, 1);
  define_method(w, c, "exclude_end?", range_exclude_end_p, 0, 0);
  define_method(w, c, "size", range_size, 0, 0);
  define_method(w, c, "cover?", range_cover_p, 1, 1);
  define_method(w, c, "===", range_eqq, 1, 1);
  define_method(w, c, "include?", range_include_p, 1, 1);
  define_method(w, c, "member?", range_include_p, 1, 1);
  define_method(w, c, "==", range_eq, 1, 1);
  define_method(w, c, "eql?", range_eql, 1, 1);
  define_method(w, c, "hash", range_hash, 0, 0);
  define_method(w, c, "inspect", range_inspect, 0, 0);
  define_method(w, c, "to_s", range_to_s, 0, 0);
}

} // namespace garnet::core
