// array_ops.cpp — Array natives that work on whole arrays: sort/min/max
// (block-less forms), uniq, the set operations (- & | and their named
// forms), flatten, product, transpose, sample and shuffle.

#include <cstdint>
#include <cstring>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/core.h"
#include "vm/native_scope.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

inline Array* A(Value v) { return as_array(v); }
inline World& W(Context& cx) { return *cx.world; }

// ---------------------------------------------------------------------------
// Ordering with fast paths for Integer, Float, String and Arrays of them.

class Comparer {
 public:
  explicit Comparer(Context& cx)
      : cx_(cx), fast_array_(!(cx.world->redefined_basic_ops.load(std::memory_order_relaxed) & BOP_ARRAY)) {}
  bool failed() const { return failed_; }

  // a <=> b as -1/0/1; on error sets failed() and returns 0.
  int operator()(Value a, Value b) {
    if (failed_) return 0;
    int r = 0;
    if (compare_builtin(cx_, a, b, r)) return r;
    if (fast_array_ && nesting_ < kMaxNesting && is_plain_array(a) && is_plain_array(b)) return arrays(a, b);
    if (!compare(cx_, a, b, r)) failed_ = true;
    return r;
  }

 private:
  // Array#<=> element by element; deeper (maybe recursive) nesting goes
  // through Array#<=> itself, which detects recursion.
  static constexpr int kMaxNesting = 16;
  bool is_plain_array(Value v) const { return is_array(v) && v.as_obj()->klass == cx_.world->c.Array; }

  int arrays(Value a, Value b) {
    nesting_++;
    Array* x = A(a);
    Array* y = A(b);
    int r = 0;
    for (size_t i = 0; r == 0 && !failed_ && i < x->items.size() && i < y->items.size(); i++) {
      Value ex = x->items[i], ey = y->items[i];
      if (compare_builtin(cx_, ex, ey, r)) continue;
      if (nesting_ < kMaxNesting && is_plain_array(ex) && is_plain_array(ey)) {
        r = arrays(ex, ey);
        continue;
      }
      // Array#<=> returns the elements' result, which sort reads as rb_cmpint.
      Value c = call(cx_, ex, W(cx_).sym.cmp, 1, &ey);
      if (c.is_undef() || !compare_result_sign(cx_, c, a, b, r)) failed_ = true;
    }
    nesting_--;
    if (failed_ || r != 0) return r;
    size_t nx = x->items.size(), ny = y->items.size();
    return nx < ny ? -1 : nx > ny ? 1 : 0;
  }

  Context& cx_;
  bool failed_ = false;
  bool fast_array_;
  int nesting_ = 0;
};

// glibc's msort (which CRuby's sort uses on Linux): stable, top-down, the
// same sequence of comparisons — so error messages name the same operands.
// `cmp(a, b)` gives -1/0/1 and stops the sort once `cmp.failed()`.
template <typename T, typename Cmp>
void msort(std::vector<T>& v, size_t lo, size_t n, std::vector<T>& tmp, Cmp& cmp) {
  if (n <= 1 || cmp.failed()) return;
  size_t n1 = n / 2, n2 = n - n1;
  msort(v, lo, n1, tmp, cmp);
  msort(v, lo + n1, n2, tmp, cmp);
  if (cmp.failed()) return;
  size_t i = lo, j = lo + n1, end1 = lo + n1, end2 = lo + n;
  size_t k = 0;
  while (i < end1 && j < end2) {
    if (cmp(v[i], v[j]) <= 0) tmp[k++] = v[i++];
    else tmp[k++] = v[j++];
    if (cmp.failed()) return;
  }
  while (i < end1) tmp[k++] = v[i++];
  // The rest of the second run is already in place.
  for (size_t m = 0; m < k; m++) v[lo + m] = tmp[m];
}

bool sort_values(Context& cx, std::vector<Value>& v) {
  Comparer cmp(cx);
  std::vector<Value> tmp(v.size());
  msort(v, 0, v.size(), tmp, cmp);
  return !cmp.failed();
}

// Orders positions by the keys at them.
class KeyComparer {
 public:
  KeyComparer(Context& cx, std::vector<Value> keys) : cmp_(cx), keys_(std::move(keys)) {}
  bool failed() const { return cmp_.failed(); }
  int operator()(uint32_t a, uint32_t b) { return cmp_(keys_[a], keys_[b]); }

 private:
  Comparer cmp_;
  std::vector<Value> keys_;
};

// __sort_by_keys(keys, vals) (prelude-private): a new Array of vals ordered
// by the keys at the same positions, stably (sort_by, min_by(n)...); a
// position past the end of vals (the block shrank it) gives nil.
NATIVE(k_sort_by_keys) {
  if (!is_array(argv[0]) || !is_array(argv[1]))
    return raisef(cx, W(cx).c.TypeError, "__sort_by_keys: two Arrays expected");
  std::vector<Value> keys = A(argv[0])->items.to_vector();
  if (keys.size() > UINT32_MAX) return raisef(cx, W(cx).c.ArgumentError, "too many elements to sort");
  std::vector<uint32_t> order(keys.size());
  for (uint32_t i = 0; i < order.size(); i++) order[i] = i;
  KeyComparer cmp(cx, std::move(keys));
  std::vector<uint32_t> tmp(order.size());
  msort(order, 0, order.size(), tmp, cmp);
  if (cmp.failed()) return Value::undef();
  const vm::ValueVector& vals = A(argv[1])->items;
  std::vector<Value> out;
  out.reserve(order.size());
  for (uint32_t i : order) out.push_back(i < vals.size() ? vals[i] : Value::nil());
  return new_array(cx, std::move(out));
}

NATIVE(ary_sort) {
  std::vector<Value> v = A(self)->items.to_vector();
  if (!sort_values(cx, v)) return Value::undef();
  return new_array(cx, std::move(v));
}

NATIVE(ary_sort_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::vector<Value> v = A(self)->items.to_vector();
  if (v.size() <= 1) return self;
  if (!sort_values(cx, v)) return Value::undef();
  if (!check_frozen(cx, self)) return Value::undef();
  A(self)->items = std::move(v);
  return self;
}

Value min_max(Context& cx, Value self, int argc, Value* argv, int sign) {
  if (argc > 0 && !argv[0].is_nil()) {
    int64_t n;
    if (!to_int64(cx, argv[0], n)) return Value::undef();
    if (n < 0) {
      return raisef(cx, W(cx).c.ArgumentError, "negative size (%lld)", (long long)n);
    }
    std::vector<Value> v = A(self)->items.to_vector();
    if (!sort_values(cx, v)) return Value::undef();
    if (sign > 0) {
      std::vector<Value> r(v.rbegin(), v.rend());
      v = std::move(r);
    }
    if (size_t(n) < v.size()) v.resize(size_t(n));
    return new_array(cx, std::move(v));
  }
  Comparer cmp(cx);
  Array* a = A(self);
  if (a->items.empty()) return Value::nil();
  Value result = a->items[0];
  for (size_t i = 1; i < a->items.size(); i++) {
    Value v = a->items[i];
    // CRuby's order of operands: min compares (min <=> v), max (v <=> max).
    int c = sign < 0 ? -cmp(result, v) : cmp(v, result);
    if (cmp.failed()) return Value::undef();
    if (c * sign > 0) result = v;
  }
  return result;
}

NATIVE(ary_min) {
  return min_max(cx, self, argc, argv, -1);
}

NATIVE(ary_max) {
  return min_max(cx, self, argc, argv, 1);
}

// ---------------------------------------------------------------------------
// Sets of values under eql?/hash (as Hash keys).

class ValueSet {
 public:
  explicit ValueSet(Context& cx) : cx_(cx) {}
  // 1: added, 0: already present, -1: raised.
  int add(Value v) {
    uint64_t h;
    int64_t r = find(v, h);
    if (r == HashTable::kError) return -1;
    if (r != HashTable::kNotFound) return 0;
    table_.insert_new(h, v, Value::nil());
    return 1;
  }
  // 1: present, 0: absent, -1: raised.
  int contains(Value v) {
    uint64_t h;
    int64_t r = find(v, h);
    if (r == HashTable::kError) return -1;
    return r == HashTable::kNotFound ? 0 : 1;
  }
  int remove(Value v) {
    uint64_t h;
    int64_t r = find(v, h);
    if (r == HashTable::kError) return -1;
    if (r == HashTable::kNotFound) return 0;
    table_.erase_at(size_t(r));
    return 1;
  }
  size_t size() const { return table_.size(); }

 private:
  // Floats hash by value (0.0 and -0.0 are eql?), as Hash keys do.
  int64_t find(Value v, uint64_t& h) {
    if (is_float(v)) {
      double d = float_value(v);
      if (d == 0.0) d = 0.0;
      uint64_t bits;
      std::memcpy(&bits, &d, sizeof bits);
      h = bits * 0x9E3779B97F4A7C15ull;
    } else if (!hash_of(cx_, v, h)) {
      return HashTable::kError;
    }
    Context& cx = cx_;
    return table_.find(h, v, [&cx](Value a, Value b) {
      if (is_float(a) && is_float(b)) return float_value(a) == float_value(b) ? 1 : 0;
      return eql(cx, a, b);
    });
  }
  Context& cx_;
  HashTable table_;
};

constexpr size_t kSmallArray = 16;

// CRuby scans small arrays linearly with eql? (no #hash calls).
int includes_by_eql(Context& cx, const std::vector<Value>& v, Value x) {
  for (size_t i = 0; i < v.size(); i++) {
    int r = eql(cx, x, v[i]);
    if (r) return r;
  }
  return 0;
}

bool uniq_values(Context& cx, const std::vector<Value>& in, std::vector<Value>& out) {
  ValueSet seen(cx);
  for (Value v : in) {
    int r = seen.add(v);
    if (r < 0) return false;
    if (r) out.push_back(v);
  }
  return true;
}

NATIVE(ary_uniq) {
  std::vector<Value> in = A(self)->items.to_vector(), out;
  if (in.size() <= 1) return new_array(cx, std::move(in));
  if (!uniq_values(cx, in, out)) return Value::undef();
  return new_array(cx, std::move(out));
}

NATIVE(ary_uniq_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::vector<Value> in = A(self)->items.to_vector(), out;
  if (in.size() <= 1) return Value::nil();
  if (!uniq_values(cx, in, out)) return Value::undef();
  if (out.size() == in.size()) return Value::nil();
  if (!check_frozen(cx, self)) return Value::undef();
  A(self)->items = std::move(out);
  return self;
}

bool convert_arrays(Context& cx, int argc, Value* argv, std::vector<Value>& out) {
  std::vector<Value> args(argv, argv + argc);
  for (Value v : args) {
    Value t = implicit_array(cx, v);
    if (t.is_undef()) return false;
    out.push_back(t);
  }
  return true;
}

// self - others (all of them): elements of self in none of the others.
Value difference(Context& cx, Value self, const std::vector<Value>& others) {
  std::vector<Value> cur = A(self)->items.to_vector();
  for (Value o : others) {
    std::vector<Value> other = A(o)->items.to_vector(), next;
    if (other.size() <= kSmallArray) {
      for (Value v : cur) {
        int r = includes_by_eql(cx, other, v);
        if (r < 0) return Value::undef();
        if (!r) next.push_back(v);
      }
    } else {
      ValueSet set(cx);
      for (Value v : other)
        if (set.add(v) < 0) return Value::undef();
      for (Value v : cur) {
        int r = set.contains(v);
        if (r < 0) return Value::undef();
        if (!r) next.push_back(v);
      }
    }
    cur = std::move(next);
  }
  return new_array(cx, std::move(cur));
}

NATIVE(ary_minus) {
  std::vector<Value> others;
  if (!convert_arrays(cx, argc, argv, others)) return Value::undef();
  return difference(cx, self, others);
}

Value intersect2(Context& cx, const std::vector<Value>& a, const std::vector<Value>& b) {
  std::vector<Value> out;
  if (a.empty() || b.empty()) return new_array(cx, std::move(out));
  if (a.size() <= kSmallArray && b.size() <= kSmallArray) {
    for (Value v : a) {
      int r = includes_by_eql(cx, b, v);
      if (r < 0) return Value::undef();
      if (!r) continue;
      r = includes_by_eql(cx, out, v);
      if (r < 0) return Value::undef();
      if (!r) out.push_back(v);
    }
    return new_array(cx, std::move(out));
  }
  ValueSet set(cx);
  for (Value v : b)
    if (set.add(v) < 0) return Value::undef();
  for (Value v : a) {
    int r = set.remove(v);
    if (r < 0) return Value::undef();
    if (r) out.push_back(v);
  }
  return new_array(cx, std::move(out));
}

NATIVE(ary_and) {
  std::vector<Value> others;
  if (!convert_arrays(cx, argc, argv, others)) return Value::undef();
  Value cur = self;
  if (others.empty()) return new_array(cx, A(self)->items.data(), A(self)->items.size());
  for (Value o : others) {
    std::vector<Value> a = A(cur)->items.to_vector(), b = A(o)->items.to_vector();
    cur = intersect2(cx, a, b);
    if (cur.is_undef()) return cur;
  }
  return cur;
}

NATIVE(ary_or) {
  std::vector<Value> others;
  if (!convert_arrays(cx, argc, argv, others)) return Value::undef();
  std::vector<Value> all = A(self)->items.to_vector();
  for (Value o : others) all.insert(all.end(), A(o)->items.begin(), A(o)->items.end());
  std::vector<Value> out;
  if (all.size() <= kSmallArray) {
    for (Value v : all) {
      int r = includes_by_eql(cx, out, v);
      if (r < 0) return Value::undef();
      if (!r) out.push_back(v);
    }
  } else if (!uniq_values(cx, all, out)) {
    return Value::undef();
  }
  return new_array(cx, std::move(out));
}

NATIVE(ary_intersect_p) {
  Value o = implicit_array(cx, argv[0]);
  if (o.is_undef()) return o;
  std::vector<Value> a = A(self)->items.to_vector(), b = A(o)->items.to_vector();
  if (a.empty() || b.empty()) return Value::false_value();
  if (a.size() <= kSmallArray && b.size() <= kSmallArray) {
    for (Value v : a) {
      int r = includes_by_eql(cx, b, v);
      if (r < 0) return Value::undef();
      if (r) return Value::true_value();
    }
    return Value::false_value();
  }
  const std::vector<Value>& small = a.size() <= b.size() ? a : b;
  const std::vector<Value>& big = a.size() <= b.size() ? b : a;
  ValueSet set(cx);
  for (Value v : small)
    if (set.add(v) < 0) return Value::undef();
  for (Value v : big) {
    int r = set.contains(v);
    if (r < 0) return Value::undef();
    if (r) return Value::true_value();
  }
  return Value::false_value();
}

// ---------------------------------------------------------------------------
// flatten

// Appends the elements of `ary` to out, flattening nested arrays (to_ary)
// down to `level` (negative: all the way), with a stack of its own rather
// than the C++ stack, so any depth flattens. `path` holds the arrays being
// flattened, to detect recursion when level < 0.
bool flatten_into(Context& cx, Value ary, int64_t level, std::vector<Value>& out, bool& modified) {
  struct Pending {
    Value array;
    std::vector<Value> items; // a snapshot: to_ary may change the array
    size_t next = 0;
  };
  std::vector<Pending> stack;
  std::unordered_set<uint64_t> path;
  auto enter = [&](Value a) {
    stack.push_back(Pending{a, A(a)->items.to_vector()});
    for (Value item : stack.back().items) keep(cx, item); // to_ary may empty the array
    path.insert(a.bits());
  };
  enter(ary);
  while (!stack.empty()) {
    Pending& top = stack.back();
    if (top.next == top.items.size()) {
      path.erase(top.array.bits());
      stack.pop_back();
      continue;
    }
    Value e = top.items[top.next++];
    int64_t depth = int64_t(stack.size()) - 1;
    if (level >= 0 && depth >= level) {
      out.push_back(e);
      continue;
    }
    Value t = check_array(cx, e);
    if (t.is_undef()) return false;
    if (t.is_nil()) {
      out.push_back(e);
      continue;
    }
    modified = true;
    if (level < 0 && path.count(t.bits())) {
      raise(cx, W(cx).c.ArgumentError, "tried to flatten recursive array");
      return false;
    }
    enter(t);
  }
  return true;
}

bool flatten_level(Context& cx, int argc, Value* argv, int64_t& level) {
  level = -1;
  if (argc > 0 && !argv[0].is_nil() && !to_int64(cx, argv[0], level)) return false;
  return true;
}

NATIVE(ary_flatten) {
  int64_t level;
  if (!flatten_level(cx, argc, argv, level)) return Value::undef();
  std::vector<Value> out;
  bool modified = false;
  if (!flatten_into(cx, self, level, out, modified)) return Value::undef();
  return new_array(cx, std::move(out));
}

NATIVE(ary_flatten_bang) {
  int64_t level;
  if (!check_frozen(cx, self) || !flatten_level(cx, argc, argv, level)) return Value::undef();
  if (level == 0) return Value::nil();
  std::vector<Value> out;
  bool modified = false;
  if (!flatten_into(cx, self, level, out, modified)) return Value::undef();
  if (!modified) return Value::nil();
  A(self)->items = std::move(out);
  return self;
}

// ---------------------------------------------------------------------------
// product, transpose

NATIVE(ary_product) {
  std::vector<Value> arrays{self};
  if (!convert_arrays(cx, argc, argv, arrays)) return Value::undef();
  std::vector<std::vector<Value>> lists;
  size_t total = 1;
  for (Value a : arrays) {
    lists.push_back(A(a)->items.to_vector());
    size_t n = lists.back().size();
    if (n == 0) return new_array(cx);
    if (uint64_t(total) > (uint64_t(1) << 32) / n) return raise(cx, W(cx).c.RangeError, "too big to product");
    total *= n;
  }
  std::vector<Value> out;
  out.reserve(total);
  std::vector<size_t> idx(lists.size(), 0);
  for (size_t k = 0; k < total; k++) {
    std::vector<Value> tuple;
    tuple.reserve(lists.size());
    for (size_t i = 0; i < lists.size(); i++) tuple.push_back(lists[i][idx[i]]);
    out.push_back(new_array(cx, std::move(tuple)));
    for (size_t i = lists.size(); i-- > 0;) {
      if (++idx[i] < lists[i].size()) break;
      idx[i] = 0;
    }
  }
  return new_array(cx, std::move(out));
}

NATIVE(ary_transpose) {
  std::vector<Value> rows = A(self)->items.to_vector();
  if (rows.empty()) return new_array(cx);
  std::vector<std::vector<Value>> cols;
  int64_t elen = -1;
  for (Value r : rows) {
    Value t = implicit_array(cx, r);
    if (t.is_undef()) return t;
    const vm::ValueVector& items = A(t)->items;
    if (elen < 0) {
      elen = int64_t(items.size());
      cols.assign(items.size(), {});
    } else if (int64_t(items.size()) != elen) {
      return raisef(cx, W(cx).c.IndexError, "element size differs (%zu should be %lld)", items.size(),
                    (long long)elen);
    }
    for (size_t j = 0; j < items.size(); j++) cols[j].push_back(items[j]);
  }
  std::vector<Value> out;
  for (auto& c : cols) out.push_back(new_array(cx, std::move(c)));
  return new_array(cx, std::move(out));
}

// ---------------------------------------------------------------------------
// sample, shuffle: CRuby's algorithms (array.c), drawing from random: or
// the default generator, so that seeded results match CRuby's.

int positional_count(Context& cx, int argc) { return kwargs_given(cx) ? argc - 1 : argc; }

// The random: keyword (nil when absent).
// The random: keyword of shuffle and sample (nil: none); undef after
// raising for any other keyword.
Value random_kwarg(Context& cx, int argc, Value* argv) {
  if (!kwargs_given(cx)) return Value::nil();
  Value random = Value::symbol(cx.world->intern("random"));
  Value gen = Value::nil();
  std::vector<Value> unknown;
  const HashTable& options = as_hash(argv[argc - 1])->table;
  for (size_t i = 0; i < options.slot_count(); i++) {
    const HashTable::Entry& e = options.slot(i);
    if (e.key == random) gen = e.value;
    else if (!e.key.is_undef()) unknown.push_back(e.key);
  }
  return unknown.empty() ? gen : raise_unknown_keywords(cx, unknown);
}

bool shuffle_values(Context& cx, Value gen, std::vector<Value>& v) {
  for (size_t i = v.size(); i > 0;) {
    uint64_t j;
    if (!random_index(cx, gen, i--, j)) return false;
    std::swap(v[i], v[size_t(j)]);
  }
  return true;
}

NATIVE(ary_shuffle) {
  if (positional_count(cx, argc) > 0) return raise_arity(cx, positional_count(cx, argc), 0, 0);
  std::vector<Value> v = A(self)->items.to_vector();
  Value gen = random_kwarg(cx, argc, argv);
  if (gen.is_undef() || !shuffle_values(cx, gen, v)) return Value::undef();
  return new_array(cx, std::move(v));
}

NATIVE(ary_shuffle_bang) {
  if (positional_count(cx, argc) > 0) return raise_arity(cx, positional_count(cx, argc), 0, 0);
  if (!check_frozen(cx, self)) return Value::undef();
  std::vector<Value> v = A(self)->items.to_vector();
  Value gen = random_kwarg(cx, argc, argv);
  if (gen.is_undef() || !shuffle_values(cx, gen, v)) return Value::undef();
  A(self)->items = std::move(v);
  return self;
}

// Up to 10 picks: each draw indexes the elements not yet picked (kept sorted
// to map it back); more: a partial Fisher-Yates shuffle.
NATIVE(ary_sample) {
  int n_args = positional_count(cx, argc);
  if (n_args > 1) return raise_arity(cx, n_args, 0, 1);
  Value gen = random_kwarg(cx, argc, argv);
  if (gen.is_undef()) return gen;
  const ValueVector& items = A(self)->items;
  size_t len = items.size();
  uint64_t r;
  if (n_args == 0) {
    if (len == 0) return Value::nil();
    if (!random_index(cx, gen, len, r)) return Value::undef();
    return items[size_t(r)];
  }
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, W(cx).c.ArgumentError, "negative sample number");
  size_t k = size_t(n) < len ? size_t(n) : len;
  std::vector<Value> out;
  if (k <= 10) {
    std::vector<size_t> sorted;
    for (size_t i = 0; i < k; i++) {
      if (!random_index(cx, gen, len - i, r)) return Value::undef();
      size_t idx = size_t(r), j = 0;
      for (; j < sorted.size() && idx >= sorted[j]; j++) idx++;
      sorted.insert(sorted.begin() + std::ptrdiff_t(j), idx);
      out.push_back(A(self)->items[idx]);
    }
    return new_array(cx, std::move(out));
  }
  out = items.to_vector();
  for (size_t i = 0; i < k; i++) {
    if (!random_index(cx, gen, len - i, r)) return Value::undef();
    std::swap(out[i], out[i + size_t(r)]);
  }
  out.resize(k);
  return new_array(cx, std::move(out));
}

} // namespace

void init_array_ops(World& w) {
  Class* c = w.c.Array;
  define_method(w, c, "sort", ary_sort, 0, 0);
  define_method(w, c, "sort!", ary_sort_bang, 0, 0);
  define_method(w, c, "min", ary_min, 0, 1);
  define_method(w, c, "max", ary_max, 0, 1);
  define_method(w, c, "uniq", ary_uniq, 0, 0);
  define_method(w, c, "uniq!", ary_uniq_bang, 0, 0);
  define_method(w, c, "-", ary_minus, 1, 1);
  define_method(w, c, "difference", ary_minus, 0, -1);
  define_method(w, c, "&", ary_and, 1, 1);
  define_method(w, c, "intersection", ary_and, 0, -1);
  define_method(w, c, "|", ary_or, 1, 1);
  define_method(w, c, "union", ary_or, 0, -1);
  define_method(w, c, "intersect?", ary_intersect_p, 1, 1);
  define_method(w, c, "flatten", ary_flatten, 0, 1);
  define_method(w, c, "flatten!", ary_flatten_bang, 0, 1);
  define_method(w, c, "product", ary_product, 0, -1);
  define_method(w, c, "transpose", ary_transpose, 0, 0);
  define_method(w, c, "shuffle", ary_shuffle, 0, -1);
  define_method(w, c, "shuffle!", ary_shuffle_bang, 0, -1);
  define_method(w, c, "sample", ary_sample, 0, -1);
  define_method(w, w.c.Kernel, "__sort_by_keys", k_sort_by_keys, 2, 2, Visibility::Private);
}

} // namespace garnet::core
