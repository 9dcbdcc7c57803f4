// array.cpp — Array natives: construction, element access and assignment,
// push/pop/insert, equality, hashing, inspect and join. Set operations,
// sorting, flatten and friends live in array_ops.cpp; block-taking methods
// (each, map, select, ...) are Ruby, in the prelude.
//
// Also defines the small helpers the collection files share (recursion
// guards for inspect/==/hash, Range-to-(start, length) conversion).

#include <cstring>
#include <string>
#include <vector>

#include "core/core.h"
#include "core/recursion_guard.h"
#include "core/string_internal.h"
#include "vm/native_scope.h"

namespace garnet::core {

using namespace garnet::vm;

// ---------------------------------------------------------------------------
// Shared helpers (declared again in array_ops.cpp, hash.cpp and range.cpp).

// Ruby's rb_range_component_beg_len: converts a Range into (begin, length)
// for a sequence of `len` elements. Returns 1 for a usable range, 0 when it
// is out of range (err == 1 raises RangeError instead), -1 when `v` is not a
// Range, and -2 when a conversion raised.
int collection_range_beg_len(Context& cx, Value v, int64_t len, int err, int64_t& beg_out,
                             int64_t& len_out) {
  if (!is_range(v)) return -1;
  Range* r = v.as<Range>();
  Value b = r->begin, e = r->end;
  bool excl = r->exclusive();
  int64_t beg = 0, end = -1;
  if (!b.is_nil() && !to_int64(cx, b, beg)) return -2;
  if (!e.is_nil() && !to_int64(cx, e, end)) return -2;
  if (e.is_nil()) excl = false;
  if (beg < 0) {
    beg += len;
    if (beg < 0) goto out_of_range;
  }
  if (end < 0) end += len;
  if (!excl) end++;
  if (err == 0 || err == 2) {
    if (beg > len) goto out_of_range;
    if (end > len) end = len;
  }
  len = end - beg;
  if (len < 0) len = 0;
  beg_out = beg;
  len_out = len;
  return 1;
out_of_range:
  if (err) {
    std::string msg;
    if (!append_inspect(cx, msg, v)) return -2;
    msg += " out of range";
    raise(cx, cx.world->c.RangeError, msg);
    return -2;
  }
  return 0;
}

namespace {

inline Array* A(Value v) { return as_array(v); }
inline World& W(Context& cx) { return *cx.world; }

inline Value entry(Array* a, int64_t i) {
  int64_t n = int64_t(a->items.size());
  if (i < 0) i += n;
  if (i < 0 || i >= n) return Value::nil();
  return a->items[size_t(i)];
}

Value subseq(Context& cx, Array* a, int64_t beg, int64_t len) {
  int64_t alen = int64_t(a->items.size());
  if (beg > alen) return Value::nil();
  if (beg < 0 || len < 0) return Value::nil();
  if (alen < len || alen < beg + len) len = alen - beg;
  return new_array(cx, a->items.data() + beg, size_t(len));
}

Value raise_negative_size(Context& cx) {
  return raise(cx, W(cx).c.ArgumentError, "negative array size");
}

// rb_ary_store: a[idx] = val, growing with nils.
bool store(Context& cx, Array* a, int64_t idx, Value val) {
  int64_t n = int64_t(a->items.size());
  if (idx < 0) {
    idx += n;
    if (idx < 0) {
      raisef(cx, W(cx).c.IndexError, "index %lld too small for array; minimum: -%lld",
             (long long)(idx - n), (long long)n);
      return false;
    }
  } else if (idx >= (int64_t(1) << 40)) {
    raisef(cx, W(cx).c.IndexError, "index %lld too big", (long long)idx);
    return false;
  }
  if (idx >= n) a->items.resize(size_t(idx) + 1, Value::nil());
  a->items[size_t(idx)] = val;
  return true;
}

// rb_ary_splice with a replacement given as values.
bool splice(Context& cx, Array* a, int64_t beg, int64_t len, const std::vector<Value>& rpl) {
  if (len < 0) {
    raisef(cx, W(cx).c.IndexError, "negative length (%lld)", (long long)len);
    return false;
  }
  int64_t olen = int64_t(a->items.size());
  if (beg < 0) {
    beg += olen;
    if (beg < 0) {
      raisef(cx, W(cx).c.IndexError, "index %lld too small for array; minimum: -%lld",
             (long long)(beg - olen), (long long)olen);
      return false;
    }
  }
  if (beg >= (int64_t(1) << 40)) {
    raisef(cx, W(cx).c.IndexError, "index %lld too big", (long long)beg);
    return false;
  }
  auto& v = a->items;
  if (olen < beg) {
    v.resize(size_t(beg), Value::nil());
    v.insert(v.end(), rpl.begin(), rpl.end());
    return true;
  }
  if (olen < len || olen < beg + len) len = olen - beg;
  std::vector<Value> out;
  out.reserve(size_t(olen - len) + rpl.size());
  out.insert(out.end(), v.begin(), v.begin() + beg);
  out.insert(out.end(), rpl.begin(), rpl.end());
  out.insert(out.end(), v.begin() + beg + len, v.end());
  v = std::move(out);
  return true;
}

// rb_ary_to_ary: val as an Array (to_ary), or [val].
bool to_ary_or_wrap(Context& cx, Value val, std::vector<Value>& out) {
  Value t = check_array(cx, val);
  if (t.is_undef()) return false;
  if (t.is_nil()) out.assign(1, val);
  else out = A(t)->items.to_vector();
  return true;
}

bool check_index_arg(Context& cx, Value v, int64_t& out) { return to_int64(cx, v, out); }

// ---------------------------------------------------------------------------
// Construction

NATIVE(ary_s_create) {
  Value a = new_array(cx, argv, size_t(argc));
  if (is_class_or_module(self)) A(a)->klass = self.as<Class>();
  return a;
}

NATIVE(ary_s_try_convert) {
  return check_array(cx, argv[0]);
}

NATIVE(ary_initialize) {
  if (!is_array(self)) return raise(cx, W(cx).c.TypeError, "wrong argument type (expected Array)");
  if (!check_frozen(cx, self)) return Value::undef();
  Array* a = A(self);
  if (argc == 0) {
    a->items.clear();
    return self;
  }
  Value size = argv[0];
  Value fill = argc > 1 ? argv[1] : Value::nil();
  if (argc == 1 && !size.is_fixnum()) {
    Value t = check_array(cx, size);
    if (t.is_undef()) return t;
    if (!t.is_nil()) {
      a->items = A(t)->items;
      return self;
    }
  }
  int64_t n;
  if (!to_int64(cx, size, n)) return Value::undef();
  if (n < 0) return raise_negative_size(cx);
  if (n > (int64_t(1) << 40)) return raise(cx, W(cx).c.ArgumentError, "array size too big");
  if (!ensure_allocatable(cx, uint64_t(n) * sizeof(Value))) return Value::undef();
  a->items.assign(size_t(n), fill);
  return self;
}

NATIVE(ary_initialize_copy) {
  Value other = argv[0];
  if (!check_frozen(cx, self)) return Value::undef();
  Value t = implicit_array(cx, other);
  if (t.is_undef()) return t;
  if (t != self) {
    A(self)->items = A(t)->items;
  }
  return self;
}

NATIVE(ary_dup) {
  Array* src = A(self);
  Value d = new_array(cx, src->items.data(), src->items.size());
  A(d)->klass = real_class(cx, self);
  return copy_generic_ivars_and_init(cx, self, d);
}

// ---------------------------------------------------------------------------
// Size and access

NATIVE(ary_size) {
  return new_integer(cx, int64_t(A(self)->items.size()));
}

NATIVE(ary_empty_p) {
  return Value::boolean(A(self)->items.empty());
}

NATIVE(ary_aref) {
  Array* a = A(self);
  if (argc == 2) {
    int64_t beg, len;
    Value b = argv[0], l = argv[1];
    if (!check_index_arg(cx, b, beg) || !check_index_arg(cx, l, len)) return Value::undef();
    if (beg < 0) beg += int64_t(a->items.size());
    return subseq(cx, a, beg, len);
  }
  Value arg = argv[0];
  if (arg.is_fixnum()) return entry(a, arg.as_fixnum());
  int64_t beg, len;
  int r = collection_range_beg_len(cx, arg, int64_t(a->items.size()), 0, beg, len);
  if (r == -2) return Value::undef();
  if (r == 0) return Value::nil();
  if (r == 1) return subseq(cx, a, beg, len);
  // ary[(1..).step(2)]: Enumerator::ArithmeticSequence (prelude) picks the elements.
  Sym slice_of = W(cx).intern("__slice_of");
  if (arg.is_heap() && respond_to(cx, arg, slice_of, true)) return call(cx, arg, slice_of, 1, &self);
  int64_t idx;
  if (!check_index_arg(cx, arg, idx)) return Value::undef();
  return entry(a, idx);
}

// fetch(index[, default]); the block form is the prelude's.
NATIVE(ary_fetch) {
  Value def = argc > 1 ? argv[1] : Value::undef();
  int64_t i;
  if (!to_int64(cx, argv[0], i)) return Value::undef();
  Array* a = A(self);
  int64_t n = int64_t(a->items.size());
  int64_t idx = i < 0 ? i + n : i;
  if (idx >= 0 && idx < n) return a->items[size_t(idx)];
  if (!def.is_undef()) return def;
  return raisef(cx, W(cx).c.IndexError, "index %lld outside of array bounds: %lld...%lld", (long long)i,
                (long long)-n, (long long)n);
}

NATIVE(ary_at) {
  int64_t i;
  if (!to_int64(cx, argv[0], i)) return Value::undef();
  return entry(A(self), i);
}

NATIVE(ary_aset) {
  if (!check_frozen(cx, self)) return Value::undef();
  Array* a = A(self);
  if (argc == 3) {
    Value b = argv[0], l = argv[1], val = argv[2];
    int64_t beg, len;
    if (!to_int64(cx, b, beg) || !to_int64(cx, l, len)) return Value::undef();
    std::vector<Value> rpl;
    if (len < 0) {
      raisef(cx, W(cx).c.IndexError, "negative length (%lld)", (long long)len);
      return Value::undef();
    }
    if (!to_ary_or_wrap(cx, val, rpl)) return Value::undef();
    if (!check_frozen(cx, self) || !splice(cx, a, beg, len, rpl)) return Value::undef();
    return val;
  }
  Value idx = argv[0], val = argv[1];
  if (idx.is_fixnum()) {
    if (!store(cx, a, idx.as_fixnum(), val)) return Value::undef();
    return val;
  }
  int64_t beg, len;
  int r = collection_range_beg_len(cx, idx, int64_t(a->items.size()), 1, beg, len);
  if (r == -2) return Value::undef();
  if (r == 1) {
    std::vector<Value> rpl;
    if (!to_ary_or_wrap(cx, val, rpl)) return Value::undef();
    if (!check_frozen(cx, self) || !splice(cx, a, beg, len, rpl)) return Value::undef();
    return val;
  }
  int64_t i;
  if (!to_int64(cx, idx, i)) return Value::undef();
  if (!store(cx, a, i, val)) return Value::undef();
  return val;
}

Value take_first_or_last(Context& cx, Array* a, Value n_arg, bool last) {
  int64_t n;
  if (!to_int64(cx, n_arg, n)) return Value::undef();
  int64_t len = int64_t(a->items.size());
  if (n > len) n = len;
  else if (n < 0) return raise_negative_size(cx);
  int64_t offset = last ? len - n : 0;
  return new_array(cx, a->items.data() + offset, size_t(n));
}

NATIVE(ary_first) {
  Array* a = A(self);
  if (argc == 0) return a->items.empty() ? Value::nil() : a->items.front();
  return take_first_or_last(cx, a, argv[0], false);
}

NATIVE(ary_last) {
  Array* a = A(self);
  if (argc == 0) return a->items.empty() ? Value::nil() : a->items.back();
  return take_first_or_last(cx, a, argv[0], true);
}

NATIVE(ary_values_at) {
  std::vector<Value> args(argv, argv + argc);
  Array* a = A(self);
  std::vector<Value> out;
  for (Value arg : args) {
    if (arg.is_fixnum()) {
      out.push_back(entry(a, arg.as_fixnum()));
      continue;
    }
    int64_t olen = int64_t(a->items.size());
    int64_t beg, len;
    int r = collection_range_beg_len(cx, arg, olen, 1, beg, len);
    if (r == -2) return Value::undef();
    if (r == 1) {
      int64_t end = olen < beg + len ? olen : beg + len;
      int64_t j = beg;
      for (; j < end; j++) out.push_back(a->items[size_t(j)]);
      if (beg + len > j) out.resize(out.size() + size_t(beg + len - j), Value::nil());
      continue;
    }
    int64_t i;
    if (!to_int64(cx, arg, i)) return Value::undef();
    out.push_back(entry(a, i));
  }
  return new_array(cx, std::move(out));
}

NATIVE(ary_dig) {
  std::vector<Value> args(argv, argv + argc);
  Value v = ary_aref(cx, self, 1, args.data(), Value::nil());
  if (v.is_undef() || argc == 1 || v.is_nil()) return v;
  Sym dig = intern(cx, "dig");
  if (!respond_to(cx, v, dig)) {
    std::string msg = class_path(cx, real_class(cx, v));
    msg += " does not have #dig method";
    return raise(cx, W(cx).c.TypeError, msg);
  }
  return call(cx, v, dig, argc - 1, args.data() + 1);
}

NATIVE(ary_take) {
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, W(cx).c.ArgumentError, "attempt to take negative size");
  Array* a = A(self);
  if (n > int64_t(a->items.size())) n = int64_t(a->items.size());
  return new_array(cx, a->items.data(), size_t(n));
}

NATIVE(ary_drop) {
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, W(cx).c.ArgumentError, "attempt to drop negative size");
  Array* a = A(self);
  int64_t len = int64_t(a->items.size());
  if (n > len) n = len;
  return new_array(cx, a->items.data() + n, size_t(len - n));
}

// ---------------------------------------------------------------------------
// Adding and removing

NATIVE(ary_push) {
  if (!check_frozen(cx, self)) return Value::undef();
  auto& v = A(self)->items;
  v.insert(v.end(), argv, argv + argc);
  return self;
}

NATIVE(ary_ltlt) {
  if (!check_frozen(cx, self)) return Value::undef();
  A(self)->items.push_back(argv[0]);
  return self;
}

NATIVE(ary_pop) {
  if (!check_frozen(cx, self)) return Value::undef();
  Array* a = A(self);
  if (argc == 0) {
    if (a->items.empty()) return Value::nil();
    Value v = a->items.back();
    a->items.pop_back();
    return v;
  }
  Value r = take_first_or_last(cx, a, argv[0], true);
  if (r.is_undef()) return r;
  a->items.resize(a->items.size() - A(r)->items.size());
  return r;
}

NATIVE(ary_shift) {
  if (!check_frozen(cx, self)) return Value::undef();
  Array* a = A(self);
  if (argc == 0) {
    if (a->items.empty()) return Value::nil();
    Value v = a->items.front();
    a->items.erase(a->items.begin());
    return v;
  }
  Value r = take_first_or_last(cx, a, argv[0], false);
  if (r.is_undef()) return r;
  a->items.erase(a->items.begin(), a->items.begin() + A(r)->items.size());
  return r;
}

NATIVE(ary_unshift) {
  if (!check_frozen(cx, self)) return Value::undef();
  auto& v = A(self)->items;
  v.insert(v.begin(), argv, argv + argc);
  return self;
}

NATIVE(ary_insert) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::vector<Value> args(argv, argv + argc);
  int64_t pos;
  if (!to_int64(cx, args[0], pos)) return Value::undef();
  if (argc == 1) return self;
  Array* a = A(self);
  int64_t len = int64_t(a->items.size());
  if (pos == -1) {
    pos = len;
  } else if (pos < 0) {
    int64_t minpos = -len - 1;
    if (pos < minpos) {
      raisef(cx, W(cx).c.IndexError, "index %lld too small for array; minimum: %lld", (long long)pos,
             (long long)minpos);
      return Value::undef();
    }
    pos++;
  }
  std::vector<Value> rpl(args.begin() + 1, args.end());
  if (!splice(cx, a, pos, 0, rpl)) return Value::undef();
  return self;
}

NATIVE(ary_concat) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::vector<Value> args(argv, argv + argc);
  std::vector<Value> add;
  for (Value v : args) {
    Value t = implicit_array(cx, v);
    if (t.is_undef()) return t;
    add.insert(add.end(), A(t)->items.begin(), A(t)->items.end());
  }
  if (!check_frozen(cx, self)) return Value::undef();
  auto& items = A(self)->items;
  items.insert(items.end(), add.begin(), add.end());
  return self;
}

NATIVE(ary_clear) {
  if (!check_frozen(cx, self)) return Value::undef();
  A(self)->items.clear();
  return self;
}

NATIVE(ary_delete) {
  Value item = argv[0];
  Array* a = A(self);
  Value found = Value::undef();
  std::vector<Value> keep;
  for (size_t i = 0; i < a->items.size(); i++) {
    Value e = a->items[i];
    int r = equal(cx, e, item);
    if (r < 0) return Value::undef();
    if (r) found = e;
    else keep.push_back(e);
  }
  if (found.is_undef()) return Value::nil();
  if (!check_frozen(cx, self)) return Value::undef();
  a->items = std::move(keep);
  return found;
}

Value delete_at(Context& cx, Value self, int64_t pos) {
  Array* a = A(self);
  int64_t len = int64_t(a->items.size());
  if (pos >= len) return Value::nil();
  if (pos < 0) {
    pos += len;
    if (pos < 0) return Value::nil();
  }
  if (!check_frozen(cx, self)) return Value::undef();
  Value v = a->items[size_t(pos)];
  a->items.erase(a->items.begin() + pos);
  return v;
}

NATIVE(ary_delete_at) {
  int64_t pos;
  if (!to_int64(cx, argv[0], pos)) return Value::undef();
  return delete_at(cx, self, pos);
}

Value slice_bang_range(Context& cx, Value self, int64_t pos, int64_t len) {
  Array* a = A(self);
  int64_t orig_len = int64_t(a->items.size());
  if (len < 0) return Value::nil();
  if (pos < -orig_len) return Value::nil();
  if (pos < 0) pos += orig_len;
  else if (orig_len < pos) return Value::nil();
  if (orig_len < pos + len) len = orig_len - pos;
  Value out = new_array(cx, a->items.data() + pos, size_t(len));
  a->items.erase(a->items.begin() + pos, a->items.begin() + pos + len);
  return out;
}

NATIVE(ary_slice_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  if (argc == 2) {
    Value b = argv[0], l = argv[1];
    int64_t pos, len;
    if (!to_int64(cx, b, pos) || !to_int64(cx, l, len)) return Value::undef();
    return slice_bang_range(cx, self, pos, len);
  }
  Value arg = argv[0];
  if (!arg.is_fixnum()) {
    int64_t pos, len;
    int r = collection_range_beg_len(cx, arg, int64_t(A(self)->items.size()), 0, pos, len);
    if (r == -2) return Value::undef();
    if (r == 1) return slice_bang_range(cx, self, pos, len);
    if (r == 0) return Value::nil();
  }
  int64_t pos;
  if (!to_int64(cx, arg, pos)) return Value::undef();
  return delete_at(cx, self, pos);
}

NATIVE(ary_replace) {
  return ary_initialize_copy(cx, self, argc, argv, block);
}

NATIVE(ary_fill) {
  std::vector<Value> args(argv, argv + argc);
  Array* a = A(self);
  Value obj = args[0];
  int64_t beg = 0, len = int64_t(a->items.size());
  if (argc >= 2) {
    Value arg1 = args[1];
    Value arg2 = argc > 2 ? args[2] : Value::nil();
    int r = argc == 2 ? collection_range_beg_len(cx, arg1, int64_t(a->items.size()), 1, beg, len) : -1;
    if (r == -2) return Value::undef();
    if (r != 1) {
      beg = 0;
      if (!arg1.is_nil() && !to_int64(cx, arg1, beg)) return Value::undef();
      if (beg < 0) {
        beg += int64_t(a->items.size());
        if (beg < 0) beg = 0;
      }
      if (arg2.is_nil()) len = int64_t(a->items.size()) - beg;
      else if (!to_int64(cx, arg2, len)) return Value::undef();
    }
  }
  if (!check_frozen(cx, self)) return Value::undef();
  if (len < 0) return self;
  int64_t end = beg + len;
  if (end >= (int64_t(1) << 40)) return raise(cx, W(cx).c.ArgumentError, "argument too big");
  if (end > int64_t(a->items.size()) && !ensure_allocatable(cx, uint64_t(end) * sizeof(Value))) return Value::undef();
  if (end > int64_t(a->items.size())) a->items.resize(size_t(end), Value::nil());
  for (int64_t i = beg; i < end; i++) a->items[size_t(i)] = obj;
  return self;
}

// ---------------------------------------------------------------------------
// Searching

NATIVE(ary_include_p) {
  Value item = argv[0];
  Array* a = A(self);
  for (size_t i = 0; i < a->items.size(); i++) {
    int r = equal(cx, a->items[i], item);
    if (r < 0) return Value::undef();
    if (r) return Value::true_value();
  }
  return Value::false_value();
}

NATIVE(ary_index) {
  Value item = argv[0];
  Array* a = A(self);
  for (size_t i = 0; i < a->items.size(); i++) {
    int r = equal(cx, a->items[i], item);
    if (r < 0) return Value::undef();
    if (r) return new_integer(cx, int64_t(i));
  }
  return Value::nil();
}

NATIVE(ary_rindex) {
  Value item = argv[0];
  Array* a = A(self);
  for (size_t i = a->items.size(); i-- > 0;) {
    if (i >= a->items.size()) {
      i = a->items.size();
      continue;
    }
    int r = equal(cx, a->items[i], item);
    if (r < 0) return Value::undef();
    if (r) return new_integer(cx, int64_t(i));
  }
  return Value::nil();
}

NATIVE(ary_assoc) {
  Value key = argv[0];
  Array* a = A(self);
  for (size_t i = 0; i < a->items.size(); i++) {
    Value v = check_array(cx, a->items[i]);
    if (v.is_undef()) return v;
    if (v.is_nil() || A(v)->items.empty()) continue;
    int r = equal(cx, A(v)->items[0], key);
    if (r < 0) return Value::undef();
    if (r) return v;
  }
  return Value::nil();
}

NATIVE(ary_rassoc) {
  Value value = argv[0];
  Array* a = A(self);
  for (size_t i = 0; i < a->items.size(); i++) {
    Value v = check_array(cx, a->items[i]);
    if (v.is_undef()) return v;
    if (v.is_nil() || A(v)->items.size() < 2) continue;
    int r = equal(cx, A(v)->items[1], value);
    if (r < 0) return Value::undef();
    if (r) return v;
  }
  return Value::nil();
}

// ---------------------------------------------------------------------------
// Comparison and hashing

NATIVE(ary_eq) {
  Value other = argv[0];
  if (self == other) return Value::true_value();
  if (!is_array(other)) {
    if (!respond_to(cx, other, W(cx).sym.to_ary)) return Value::false_value();
    int r = equal(cx, other, self);
    return r < 0 ? Value::undef() : Value::boolean(r);
  }
  if (A(self)->items.size() != A(other)->items.size()) return Value::false_value();
  RecursionGuard guard(cx, RecursionOp::Eq, self, other);
  if (guard.recursive()) return Value::true_value();
  Array* a = A(self);
  Array* b = A(other);
  for (size_t i = 0; i < a->items.size() && i < b->items.size(); i++) {
    int r = equal(cx, a->items[i], b->items[i]);
    if (r < 0) return Value::undef();
    if (!r) return Value::false_value();
  }
  return Value::boolean(a->items.size() == b->items.size());
}

NATIVE(ary_eql) {
  Value other = argv[0];
  if (self == other) return Value::true_value();
  if (!is_array(other)) return Value::false_value();
  if (A(self)->items.size() != A(other)->items.size()) return Value::false_value();
  RecursionGuard guard(cx, RecursionOp::Eql, self, other);
  if (guard.recursive()) return Value::true_value();
  Array* a = A(self);
  Array* b = A(other);
  for (size_t i = 0; i < a->items.size() && i < b->items.size(); i++) {
    int r = eql(cx, a->items[i], b->items[i]);
    if (r < 0) return Value::undef();
    if (!r) return Value::false_value();
  }
  return Value::boolean(a->items.size() == b->items.size());
}

NATIVE(ary_hash) {
  uint64_t word;
  return array_hash_word(cx, self, word) ? Value::fixnum(hash_fixnum(word)) : Value::undef();
}

NATIVE(ary_cmp) {
  Value other = check_array(cx, argv[0]);
  if (other.is_undef()) return other;
  if (other.is_nil()) return Value::nil();
  if (self == other) return Value::fixnum(0);
  {
    RecursionGuard guard(cx, RecursionOp::Cmp, self, other);
    if (!guard.recursive()) {
      Array* a = A(self);
      Array* b = A(other);
      for (size_t i = 0; i < a->items.size() && i < b->items.size(); i++) {
        Value x = a->items[i], y = b->items[i];
        int sign;
        if (compare_builtin(cx, x, y, sign)) {
          if (sign != 0) return Value::fixnum(sign);
          continue;
        }
        Value r = call(cx, x, W(cx).sym.cmp, 1, &y);
        if (r != Value::fixnum(0)) return r;
      }
    }
  }
  int64_t d = int64_t(A(self)->items.size()) - int64_t(A(other)->items.size());
  return Value::fixnum(d == 0 ? 0 : d > 0 ? 1 : -1);
}

// ---------------------------------------------------------------------------
// inspect, to_s, join

NATIVE(ary_inspect) {
  Array* a = A(self);
  if (a->items.empty()) return new_string(cx, std::string_view("[]"));
  if (reroute_conversions(cx, int(a->items.size()), a->items.data())) return Value::undef();
  RecursionGuard guard(cx, RecursionOp::Inspect, self);
  if (guard.recursive()) return new_string(cx, std::string_view("[...]"));
  std::string out = "[";
  for (size_t i = 0; i < a->items.size(); i++) {
    if (i > 0) out += ", ";
    if (!append_inspect(cx, out, a->items[i])) return Value::undef();
  }
  out += "]";
  return new_string(cx, std::move(out));
}

// What Array#join builds: the text and, by the rule of each append, its
// encoding (the separator's counts too).
struct Joined {
  Value sep; // a String, or nil
  std::string text;
  EncodingFold encoding;
  bool first = true;

  bool append(Context& cx, Value s) {
    if (!first && !sep.is_nil()) {
      text += str(sep);
      if (!encoding.add(cx, sep)) return false;
    }
    first = false;
    text += str(s);
    return encoding.add(cx, s);
  }
};

bool join_into(Context& cx, Value ary, Joined& out);

// An element that is (or converts with to_ary to) an Array: joined in
// place. The recursion check is on the element itself, so one whose to_ary
// answers a new Array holding it is caught.
bool join_nested(Context& cx, Value ary, Value element, Value nested, Joined& out) {
  RecursionGuard guard(cx, RecursionOp::Join, element);
  if (nested == ary || guard.recursive()) {
    raise(cx, W(cx).c.ArgumentError, "recursive array join");
    return false;
  }
  return join_into(cx, nested, out);
}

bool join_into(Context& cx, Value ary, Joined& out) {
  Array* a = A(ary);
  for (size_t i = 0; i < a->items.size(); i++) {
    Value v = a->items[i];
    if (is_string(v)) {
      if (!out.append(cx, v)) return false;
      continue;
    }
    if (is_array(v)) {
      if (!join_nested(cx, ary, v, v, out)) return false;
      continue;
    }
    if (respond_to(cx, v, W(cx).sym.to_str)) {
      Value s = implicit_string(cx, v);
      if (s.is_undef() || !out.append(cx, s)) return false;
      continue;
    }
    Value t = check_array(cx, v);
    if (t.is_undef()) return false;
    if (!t.is_nil()) {
      if (!join_nested(cx, ary, v, t, out)) return false;
      continue;
    }
    Value s = to_s(cx, v);
    if (s.is_undef()) return false;
    if (is_string(s) && !out.append(cx, s)) return false;
  }
  return true;
}

Value join(Context& cx, Value self, Value sep_arg) {
  Joined out;
  out.sep = Value::nil();
  Value sepv = sep_arg;
  if (sepv.is_nil()) {
    auto it = cx.iso->globals.find(W(cx).sym.dollar_comma);
    if (it != cx.iso->globals.end()) sepv = it->second;
    if (!sepv.is_nil() && !warn_here(cx, "$, is set to non-nil value", kWarnDeprecated)) return Value::undef();
  }
  if (!sepv.is_nil() && !sepv.is_undef()) {
    out.sep = implicit_string(cx, sepv);
    if (out.sep.is_undef()) return out.sep;
  }
  // As CRuby, a first look converts the leading Strings' first follower
  // with to_str (if it has one), which may change the array being joined.
  for (size_t i = 0; i < A(self)->items.size(); i++) {
    Value v = A(self)->items[i];
    if (is_string(v)) continue;
    if (respond_to(cx, v, W(cx).sym.to_str) && implicit_string(cx, v).is_undef()) return Value::undef();
    break;
  }
  RecursionGuard guard(cx, RecursionOp::Join, self);
  if (!join_into(cx, self, out)) return Value::undef();
  return str_make(cx, std::move(out.text), out.encoding.result(Enc::US_ASCII));
}

NATIVE(ary_join) {
  const auto& items = A(self)->items;
  if (reroute_conversions(cx, int(items.size()), items.data())) return Value::undef();
  return join(cx, self, argc > 0 ? argv[0] : Value::nil());
}

NATIVE(ary_times) {
  Value arg = argv[0];
  if (is_string(arg)) return join(cx, self, arg);
  if (!arg.is_fixnum() && !is_bignum(arg) && respond_to(cx, arg, W(cx).sym.to_str)) {
    Value s = implicit_string(cx, arg);
    if (s.is_undef()) return s;
    return join(cx, self, s);
  }
  int64_t n;
  if (!to_int64(cx, arg, n)) return Value::undef();
  if (n < 0) return raise(cx, W(cx).c.ArgumentError, "negative argument");
  Array* a = A(self);
  if (n > 0 && uint64_t(a->items.size()) > (uint64_t(1) << 40) / uint64_t(n))
    return raise(cx, W(cx).c.ArgumentError, "argument too big");
  if (!ensure_allocatable(cx, a->items.size() * uint64_t(n) * sizeof(Value))) return Value::undef();
  std::vector<Value> out;
  out.reserve(a->items.size() * size_t(n));
  for (int64_t i = 0; i < n; i++) out.insert(out.end(), a->items.begin(), a->items.end());
  return new_array(cx, std::move(out));
}

NATIVE(ary_plus) {
  Value t = implicit_array(cx, argv[0]);
  if (t.is_undef()) return t;
  std::vector<Value> out = A(self)->items.to_vector();
  out.insert(out.end(), A(t)->items.begin(), A(t)->items.end());
  return new_array(cx, std::move(out));
}

NATIVE(ary_to_a) {
  if (real_class(cx, self) == W(cx).c.Array) return self;
  return new_array(cx, A(self)->items.data(), A(self)->items.size());
}

NATIVE(ary_to_ary) { return self; }

NATIVE(ary_to_h) {
  Value h = new_hash(cx);
  Array* a = A(self);
  for (size_t i = 0; i < a->items.size(); i++) {
    Value e = a->items[i];
    Value pair = check_array(cx, e);
    if (pair.is_undef()) return pair;
    if (pair.is_nil()) {
      std::string cls = class_path(cx, real_class(cx, e));
      return raisef(cx, W(cx).c.TypeError, "wrong element type %s at %zu (expected array)",
                    cls.c_str(), i);
    }
    if (A(pair)->items.size() != 2)
      return raisef(cx, W(cx).c.ArgumentError, "wrong array length at %zu (expected 2, was %zu)", i,
                    A(pair)->items.size());
    Value k = A(pair)->items[0], v = A(pair)->items[1];
    if (!hash_store(cx, as_hash(h), k, v)) return Value::undef();
  }
  return h;
}

NATIVE(ary_reverse) {
  std::vector<Value> out(A(self)->items.rbegin(), A(self)->items.rend());
  return new_array(cx, std::move(out));
}

NATIVE(ary_reverse_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  auto& v = A(self)->items;
  std::vector<Value> out(v.rbegin(), v.rend());
  v = std::move(out);
  return self;
}

bool rotate_count(Context& cx, int argc, Value* argv, size_t len, size_t& out) {
  int64_t n = 1;
  if (argc > 0 && !to_int64(cx, argv[0], n)) return false;
  if (len == 0) {
    out = 0;
    return true;
  }
  int64_t m = n % int64_t(len);
  if (m < 0) m += int64_t(len);
  out = size_t(m);
  return true;
}

NATIVE(ary_rotate) {
  size_t k;
  if (!rotate_count(cx, argc, argv, A(self)->items.size(), k)) return Value::undef();
  auto& v = A(self)->items;
  std::vector<Value> out;
  out.reserve(v.size());
  out.insert(out.end(), v.begin() + k, v.end());
  out.insert(out.end(), v.begin(), v.begin() + k);
  return new_array(cx, std::move(out));
}

NATIVE(ary_rotate_bang) {
  size_t k;
  if (!rotate_count(cx, argc, argv, A(self)->items.size(), k)) return Value::undef();
  if (!check_frozen(cx, self)) return Value::undef();
  auto& v = A(self)->items;
  std::vector<Value> out;
  out.reserve(v.size());
  out.insert(out.end(), v.begin() + k, v.end());
  out.insert(out.end(), v.begin(), v.begin() + k);
  v = std::move(out);
  return self;
}

NATIVE(ary_compact) {
  std::vector<Value> out;
  for (Value v : A(self)->items)
    if (!v.is_nil()) out.push_back(v);
  return new_array(cx, std::move(out));
}

NATIVE(ary_compact_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  auto& items = A(self)->items;
  std::vector<Value> out;
  for (Value v : items)
    if (!v.is_nil()) out.push_back(v);
  if (out.size() == items.size()) return Value::nil();
  items = std::move(out);
  return self;
}

} // namespace

// Defined in array_ops.cpp.
void init_array_ops(World& w);

void init_array(World& w) {
  Class* c = w.c.Array;
  define_singleton_method(w, c, "[]", ary_s_create, 0, -1);
  define_singleton_method(w, c, "try_convert", ary_s_try_convert, 1, 1);
  define_method(w, c, "initialize", ary_initialize, 0, 2, Visibility::Private);
  define_method(w, c, "initialize_copy", ary_initialize_copy, 1, 1, Visibility::Private);
  define_method(w, c, "dup", ary_dup, 0, 0);
  define_method(w, c, "size", ary_size, 0, 0);
  define_method(w, c, "length", ary_size, 0, 0);
  define_method(w, c, "empty?", ary_empty_p, 0, 0);
  mark_leaves(w, c, {"empty?"});
  define_method(w, c, "[]", ary_aref, 1, 2);
  define_method(w, c, "slice", ary_aref, 1, 2);
  define_method(w, c, "[]=", ary_aset, 2, 3);
  define_method(w, c, "at", ary_at, 1, 1);
  define_method(w, c, "fetch", ary_fetch, 1, 2);
  define_method(w, c, "first", ary_first, 0, 1);
  define_method(w, c, "last", ary_last, 0, 1);
  define_method(w, c, "values_at", ary_values_at, 0, -1);
  define_method(w, c, "dig", ary_dig, 1, -1);
  define_method(w, c, "take", ary_take, 1, 1);
  define_method(w, c, "drop", ary_drop, 1, 1);
  define_method(w, c, "push", ary_push, 0, -1);
  define_method(w, c, "append", ary_push, 0, -1);
  define_method(w, c, "<<", ary_ltlt, 1, 1);
  define_method(w, c, "pop", ary_pop, 0, 1);
  define_method(w, c, "shift", ary_shift, 0, 1);
  define_method(w, c, "unshift", ary_unshift, 0, -1);
  define_method(w, c, "prepend", ary_unshift, 0, -1);
  define_method(w, c, "insert", ary_insert, 1, -1);
  define_method(w, c, "concat", ary_concat, 0, -1);
  define_method(w, c, "clear", ary_clear, 0, 0);
  define_method(w, c, "delete", ary_delete, 1, 1);
  define_method(w, c, "delete_at", ary_delete_at, 1, 1);
  define_method(w, c, "slice!", ary_slice_bang, 1, 2);
  define_method(w, c, "replace", ary_replace, 1, 1);
  define_method(w, c, "fill", ary_fill, 1, 3);
  define_method(w, c, "include?", ary_include_p, 1, 1);
  define_method(w, c, "index", ary_index, 1, 1);
  define_method(w, c, "rindex", ary_rindex, 1, 1);
  define_method(w, c, "assoc", ary_assoc, 1, 1);
  define_method(w, c, "rassoc", ary_rassoc, 1, 1);
  define_method(w, c, "==", ary_eq, 1, 1);
  define_method(w, c, "eql?", ary_eql, 1, 1);
  define_method(w, c, "hash", ary_hash, 0, 0);
  define_method(w, c, "<=>", ary_cmp, 1, 1);
  define_method(w, c, "inspect", ary_inspect, 0, 0);
  define_alias(w, c, "to_s", "inspect");
  define_method(w, c, "join", ary_join, 0, 1);
  define_method(w, c, "*", ary_times, 1, 1);
  define_method(w, c, "+", ary_plus, 1, 1);
  define_method(w, c, "to_a", ary_to_a, 0, 0);
  define_method(w, c, "to_ary", ary_to_ary, 0, 0);
  define_method(w, c, "deconstruct", ary_to_ary, 0, 0);
  define_method(w, c, "to_h", ary_to_h, 0, 0);
  define_method(w, c, "reverse", ary_reverse, 0, 0);
  define_method(w, c, "reverse!", ary_reverse_bang, 0, 0);
  define_method(w, c, "rotate", ary_rotate, 0, 1);
  define_method(w, c, "rotate!", ary_rotate_bang, 0, 1);
  define_method(w, c, "compact", ary_compact, 0, 0);
  define_method(w, c, "compact!", ary_compact_bang, 0, 0);
  init_array_ops(w);
}

bool array_hash_word(Context& cx, Value ary, uint64_t& out) {
  Array* a = A(ary);
  uint64_t h = mix(0xA77A7A11ull, a->items.size());
  RecursionGuard guard(cx, RecursionOp::Hash, ary);
  if (!guard.recursive()) {
    for (size_t i = 0; i < a->items.size(); i++) {
      uint64_t eh;
      if (!hash_of(cx, a->items[i], eh)) return false;
      h = mix(h, eh);
    }
  }
  out = h;
  return true;
}

} // namespace garnet::core
