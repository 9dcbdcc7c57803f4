// hash.cpp — Hash natives: construction (Hash.new stores a block as the
// default proc; it never calls it), lookup and storage through the VM's hash
// primitives, defaults, merging, equality, hashing, inspect (Ruby 3.4 style:
// {"a" => 1, b: 2}) and the slot-level primitives of the prelude's Hash
// methods (__entry_count, __key_at, __value_at, __spread_pairs?; the
// iterators step over self with the HASHNEXT instruction).

#include <string>
#include <vector>

#include "core/core.h"
#include "core/recursion_guard.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

inline Hash* H(Value v) { return as_hash(v); }
inline World& W(Context& cx) { return *cx.world; }

struct Pair {
  Value key, value;
};

// The live entries of h, in order (a snapshot: Ruby code called while
// walking them may modify the hash).
std::vector<Pair> entries(Hash* h) {
  std::vector<Pair> out;
  out.reserve(h->table.size());
  for (size_t i = 0; i < h->table.slot_count(); i++) {
    const HashTable::Entry& e = h->table.slot(i);
    if (!e.key.is_undef()) out.push_back({e.key, e.value});
  }
  return out;
}

// 1 found (value in out), 0 absent, -1 raised.
int lookup(Context& cx, Hash* h, Value key, Value& out) {
  bool found = false;
  Value v = hash_lookup(cx, h, key, found);
  if (found) {
    out = v;
    return 1;
  }
  return has_pending(cx) ? -1 : 0;
}

// Hash, or the result of to_hash, or nil when v has no to_hash; undef if raised.
Value check_hash(Context& cx, Value v) {
  if (is_hash(v)) return v;
  if (!respond_to(cx, v, W(cx).sym.to_hash, true)) return Value::nil();
  Value r = call(cx, v, W(cx).sym.to_hash);
  if (r.is_undef() || is_hash(r)) return r;
  return raise_conversion_mismatch(cx, v, "Hash", "to_hash", r);
}

// Implicit conversion to Hash with Ruby's TypeError.
Value to_hash(Context& cx, Value v) {
  Value r = check_hash(cx, v);
  if (r.is_nil()) return raise_conversion(cx, v, "Hash");
  return r;
}

// A new Hash of class `klass` with h's entries (and identity flag);
// defaults copied when `with_defaults`.
Value copy_hash(Context& cx, Hash* src, Class* klass, bool with_defaults) {
  Value v = new_hash(cx);
  Hash* h = H(v);
  if (klass) h->klass = klass;
  h->table = src->table;
  h->table.compact();
  if (src->identity()) h->flags |= FL_IDENTITY;
  if (with_defaults) {
    h->default_value = src->default_value;
    h->default_proc = src->default_proc;
  }
  return v;
}

// An empty Hash with h's compare_by_identity setting.
Value empty_like(Context& cx, Hash* src) {
  Value v = new_hash(cx);
  if (src->identity()) H(v)->flags |= FL_IDENTITY;
  return v;
}

std::string builtin_class_name(Context& cx, Value v) {
  if (v.is_nil()) return "nil";
  if (v.is_true()) return "true";
  if (v.is_false()) return "false";
  return class_path(cx, real_class(cx, v));
}

// Lambda default procs must take two arguments.
bool check_default_proc_arity(Context& cx, Value proc) {
  if (!is_proc(proc) || !proc.as<Proc>()->is_lambda()) return true;
  Value a = call(cx, proc, intern(cx, "arity"));
  if (a.is_undef()) return false;
  if (!a.is_fixnum()) return true;
  int64_t n = a.as_fixnum();
  if (n != 2 && (n >= 0 || n < -3)) {
    if (n < 0) n = -n - 1;
    raisef(cx, W(cx).c.TypeError, "default_proc takes two arguments (2 for %lld)", (long long)n);
    return false;
  }
  return true;
}

// The keys hashed again into a new table, which then replaces h's: a key
// that holds h itself hashes with h's entries still there.
bool rehash(Context& cx, Hash* h) {
  Value fresh = new_hash(cx);
  H(fresh)->flags |= h->flags & FL_IDENTITY;
  for (const Pair& p : entries(h))
    if (!hash_store(cx, H(fresh), p.key, p.value)) return false;
  std::swap(h->table, H(fresh)->table);
  return true;
}

// ---------------------------------------------------------------------------
// Construction

NATIVE(hash_initialize) {
  if (!is_hash(self)) return raise(cx, W(cx).c.TypeError, "wrong argument type (expected Hash)");
  int npos = argc;
  if (kwargs_given(cx) && argc > 0) {
    Value kw = argv[argc - 1];
    npos--;
    if (is_hash(kw)) {
      for (const Pair& p : entries(H(kw))) {
        if (p.key.is_symbol() && sym_name(cx, p.key.as_symbol()) == "capacity") {
          int64_t cap;
          if (!to_int64(cx, p.value, cap)) return Value::undef();
          continue;
        }
        std::string msg = "unknown keyword: ";
        if (!append_inspect(cx, msg, p.key)) return Value::undef();
        return raise(cx, W(cx).c.ArgumentError, msg);
      }
    }
  }
  if (!check_frozen(cx, self)) return Value::undef();
  Hash* h = H(self);
  if (is_proc(block)) {
    if (npos > 0) return raise_arity(cx, npos, 0, 0);
    if (!check_default_proc_arity(cx, block)) return Value::undef();
    h->default_value = Value::nil();
    h->default_proc = block;
    return self;
  }
  if (npos > 1) return raise_arity(cx, npos, 0, 1);
  h->default_value = npos > 0 ? argv[0] : Value::nil();
  h->default_proc = Value::nil();
  return self;
}

NATIVE(hash_s_create) {
  std::vector<Value> args(argv, argv + argc);
  Class* klass = is_class_or_module(self) ? self.as<Class>() : nullptr;
  auto fresh = [&]() {
    Value v = new_hash(cx);
    if (klass) H(v)->klass = klass;
    return v;
  };
  if (argc == 1) {
    Value t = check_hash(cx, args[0]);
    if (t.is_undef()) return t;
    if (!t.is_nil()) {
      Value h = fresh();
      for (const Pair& p : entries(H(t)))
        if (!hash_store(cx, H(h), p.key, p.value)) return Value::undef();
      return h;
    }
    Value a = check_array(cx, args[0]);
    if (a.is_undef()) return a;
    if (!a.is_nil()) {
      Value h = fresh();
      std::vector<Value> items = as_array(a)->items.to_vector();
      for (size_t i = 0; i < items.size(); i++) {
        Value e = items[i];
        Value pair = check_array(cx, e);
        if (pair.is_undef()) return pair;
        if (pair.is_nil()) {
          std::string cls = builtin_class_name(cx, e);
          return raisef(cx, W(cx).c.ArgumentError, "wrong element type %s at %zu (expected array)",
                        cls.c_str(), i);
        }
        const vm::ValueVector& pv = as_array(pair)->items;
        if (pv.empty() || pv.size() > 2)
          return raisef(cx, W(cx).c.ArgumentError, "invalid number of elements (%zu for 1..2)",
                        pv.size());
        Value k = pv[0], v = pv.size() == 2 ? pv[1] : Value::nil();
        if (!hash_store(cx, H(h), k, v)) return Value::undef();
      }
      return h;
    }
  }
  if (argc % 2 != 0) return raise(cx, W(cx).c.ArgumentError, "odd number of arguments for Hash");
  Value h = fresh();
  for (size_t i = 0; i + 1 < args.size(); i += 2)
    if (!hash_store(cx, H(h), args[i], args[i + 1])) return Value::undef();
  return h;
}

// Hash.ruby2_keywords_hash?(hash): whether a ruby2_keywords method took
// it as keywords into its *rest.
NATIVE(hash_s_ruby2_keywords_hash_p) {
  if (!is_hash(argv[0])) return raise_wrong_type(cx, argv[0], "Hash");
  return Value::boolean(argv[0].as_obj()->flags & FL_RUBY2_KEYWORDS);
}

// Hash.ruby2_keywords_hash(hash): a copy flagged so, which a call splatting
// it as the last argument passes as keywords.
NATIVE(hash_s_ruby2_keywords_hash) {
  if (!is_hash(argv[0])) return raise_wrong_type(cx, argv[0], "Hash");
  Value copy = copy_hash(cx, H(argv[0]), real_class(cx, argv[0]), true);
  copy.as_obj()->flags |= FL_RUBY2_KEYWORDS;
  return copy;
}

NATIVE(hash_s_try_convert) {
  return check_hash(cx, argv[0]);
}

NATIVE(hash_replace) {
  Value other = argv[0];
  if (!check_frozen(cx, self)) return Value::undef();
  Value o = to_hash(cx, other);
  if (o.is_undef()) return o;
  if (o == self) return self;
  if (!check_frozen(cx, self)) return Value::undef();
  Hash* h = H(self);
  Hash* src = H(o);
  h->table = src->table;
  h->table.compact();
  h->flags = uint16_t((h->flags & ~FL_IDENTITY) | (src->flags & FL_IDENTITY));
  h->default_value = src->default_value;
  h->default_proc = src->default_proc;
  return self;
}

NATIVE(hash_dup) {
  Hash* src = H(self);
  Value d = copy_hash(cx, src, real_class(cx, self), true);
  return copy_generic_ivars_and_init(cx, self, d);
}

// ---------------------------------------------------------------------------
// Element access

NATIVE(hash_size) {
  return new_integer(cx, int64_t(H(self)->table.size()));
}

NATIVE(hash_empty_p) {
  return Value::boolean(H(self)->table.size() == 0);
}

NATIVE(hash_any_p) {
  return Value::boolean(H(self)->table.size() != 0);
}

NATIVE(hash_aref) { return hash_get(cx, self, argv[0]); }

NATIVE(hash_aset) {
  Value key = argv[0], val = argv[1];
  if (!check_frozen(cx, self)) return Value::undef();
  if (!hash_store(cx, H(self), key, val)) return Value::undef();
  return val;
}

NATIVE(hash_key_p) {
  Value v;
  int r = lookup(cx, H(self), argv[0], v);
  return r < 0 ? Value::undef() : Value::boolean(r);
}

NATIVE(hash_value_p) {
  Value val = argv[0];
  for (const Pair& p : entries(H(self))) {
    int r = equal(cx, val, p.value);
    if (r < 0) return Value::undef();
    if (r) return Value::true_value();
  }
  return Value::false_value();
}

NATIVE(hash_key) {
  Value val = argv[0];
  for (const Pair& p : entries(H(self))) {
    int r = equal(cx, p.value, val);
    if (r < 0) return Value::undef();
    if (r) return p.key;
  }
  return Value::nil();
}

NATIVE(hash_keys) {
  std::vector<Value> out;
  for (const Pair& p : entries(H(self))) out.push_back(p.key);
  return new_array(cx, std::move(out));
}

NATIVE(hash_values) {
  std::vector<Value> out;
  for (const Pair& p : entries(H(self))) out.push_back(p.value);
  return new_array(cx, std::move(out));
}

Value pair_array(Context& cx, Value k, Value v) {
  Value kv[2] = {k, v};
  return new_array(cx, kv, 2);
}

NATIVE(hash_to_a) {
  std::vector<Value> out;
  for (const Pair& p : entries(H(self))) out.push_back(pair_array(cx, p.key, p.value));
  return new_array(cx, std::move(out));
}

NATIVE(hash_values_at) {
  std::vector<Value> keys(argv, argv + argc), out;
  for (Value k : keys) {
    Value v = hash_get(cx, self, k);
    if (v.is_undef()) return v;
    out.push_back(v);
  }
  return new_array(cx, std::move(out));
}

NATIVE(hash_dig) {
  std::vector<Value> args(argv, argv + argc);
  Value v = hash_get(cx, self, args[0]);
  if (v.is_undef() || argc == 1 || v.is_nil()) return v;
  Sym dig = intern(cx, "dig");
  if (!respond_to(cx, v, dig)) {
    std::string msg = class_path(cx, real_class(cx, v));
    msg += " does not have #dig method";
    return raise(cx, W(cx).c.TypeError, msg);
  }
  return call(cx, v, dig, argc - 1, args.data() + 1);
}

NATIVE(hash_assoc) {
  Value key = argv[0];
  for (const Pair& p : entries(H(self))) {
    int r = equal(cx, key, p.key);
    if (r < 0) return Value::undef();
    if (r) return pair_array(cx, p.key, p.value);
  }
  return Value::nil();
}

NATIVE(hash_rassoc) {
  Value val = argv[0];
  for (const Pair& p : entries(H(self))) {
    int r = equal(cx, val, p.value);
    if (r < 0) return Value::undef();
    if (r) return pair_array(cx, p.key, p.value);
  }
  return Value::nil();
}

// ---------------------------------------------------------------------------
// Removing

NATIVE(hash_delete_m) {
  Value key = argv[0];
  if (!check_frozen(cx, self)) return Value::undef();
  Value removed = Value::nil();
  bool found = false;
  if (!hash_delete(cx, H(self), key, removed, found)) return Value::undef();
  return found ? removed : Value::nil();
}

NATIVE(hash_clear) {
  if (!check_frozen(cx, self)) return Value::undef();
  H(self)->table.clear();
  return self;
}

NATIVE(hash_shift) {
  if (!check_frozen(cx, self)) return Value::undef();
  Hash* h = H(self);
  for (size_t i = 0; i < h->table.slot_count(); i++) {
    const HashTable::Entry& e = h->table.slot(i);
    if (e.key.is_undef()) continue;
    Value k = e.key, v = e.value;
    h->table.erase_at(i);
    return pair_array(cx, k, v);
  }
  return Value::nil();
}

NATIVE(hash_compact) {
  Value out = empty_like(cx, H(self));
  for (const Pair& p : entries(H(self)))
    if (!p.value.is_nil() && !hash_store(cx, H(out), p.key, p.value)) return Value::undef();
  return out;
}

NATIVE(hash_compact_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  Hash* h = H(self);
  bool changed = false;
  for (size_t i = 0; i < h->table.slot_count(); i++) {
    const HashTable::Entry& e = h->table.slot(i);
    if (e.key.is_undef() || !e.value.is_nil()) continue;
    h->table.erase_at(i);
    changed = true;
  }
  return changed ? self : Value::nil();
}

NATIVE(hash_slice) {
  std::vector<Value> keys(argv, argv + argc);
  Value out = empty_like(cx, H(self));
  for (Value k : keys) {
    Value v;
    int r = lookup(cx, H(self), k, v);
    if (r < 0) return Value::undef();
    if (r && !hash_store(cx, H(out), k, v)) return Value::undef();
  }
  return out;
}

NATIVE(hash_except) {
  std::vector<Value> keys(argv, argv + argc);
  Value out = copy_hash(cx, H(self), nullptr, false);
  for (Value k : keys) {
    Value removed;
    bool found;
    if (!hash_delete(cx, H(out), k, removed, found)) return Value::undef();
  }
  return out;
}

// ---------------------------------------------------------------------------
// Merging and conversion

bool update_from(Context& cx, Value self, Value other) {
  Hash* src = H(other);
  for (size_t i = 0; i < src->table.slot_count(); i++) {
    const HashTable::Entry& e = src->table.slot(i);
    if (e.key.is_undef()) continue;
    Value k = e.key, v = e.value;
    if (!hash_store(cx, H(self), k, v)) return false;
  }
  return true;
}

NATIVE(hash_update) {
  std::vector<Value> args(argv, argv + argc);
  if (!check_frozen(cx, self)) return Value::undef();
  for (Value a : args) {
    Value o = to_hash(cx, a);
    if (o.is_undef()) return o;
    if (!check_frozen(cx, self) || !update_from(cx, self, o)) return Value::undef();
  }
  return self;
}

NATIVE(hash_merge) {
  std::vector<Value> args(argv, argv + argc);
  Value out = copy_hash(cx, H(self), real_class(cx, self), true);
  for (Value a : args) {
    Value o = to_hash(cx, a);
    if (o.is_undef()) return o;
    if (!update_from(cx, out, o)) return Value::undef();
  }
  return out;
}

NATIVE(hash_to_h) {
  if (real_class(cx, self) == W(cx).c.Hash) return self;
  return copy_hash(cx, H(self), W(cx).c.Hash, true);
}

NATIVE(hash_to_hash) { return self; }

NATIVE(hash_invert) {
  Value out = new_hash(cx);
  for (const Pair& p : entries(H(self)))
    if (!hash_store(cx, H(out), p.value, p.key)) return Value::undef();
  return out;
}

NATIVE(hash_deconstruct_keys) { return self; }

// ---------------------------------------------------------------------------
// Defaults and identity

NATIVE(hash_default) {
  Hash* h = H(self);
  if (is_proc(h->default_proc)) {
    if (argc == 0) return Value::nil();
    return hash_default_proc_value(cx, self, argv[0]);
  }
  return h->default_value;
}

NATIVE(hash_set_default) {
  Value v = argv[0];
  if (!check_frozen(cx, self)) return Value::undef();
  H(self)->default_value = v;
  H(self)->default_proc = Value::nil();
  return v;
}

NATIVE(hash_default_proc) {
  Value p = H(self)->default_proc;
  return is_proc(p) ? p : Value::nil();
}

NATIVE(hash_set_default_proc) {
  Value p = argv[0];
  if (!check_frozen(cx, self)) return Value::undef();
  if (p.is_nil()) {
    H(self)->default_value = Value::nil();
    H(self)->default_proc = Value::nil();
    return p;
  }
  Value proc = p;
  if (!is_proc(proc) && respond_to(cx, p, W(cx).sym.to_proc)) {
    proc = call(cx, p, W(cx).sym.to_proc);
    if (proc.is_undef()) return proc;
  }
  if (!is_proc(proc)) {
    std::string cls = class_path(cx, real_class(cx, p));
    return raisef(cx, W(cx).c.TypeError, "wrong default_proc type %s (expected Proc)", cls.c_str());
  }
  if (!check_default_proc_arity(cx, proc)) return Value::undef();
  if (!check_frozen(cx, self)) return Value::undef();
  H(self)->default_value = Value::nil();
  H(self)->default_proc = proc;
  return p;
}

NATIVE(hash_compare_by_identity) {
  Hash* h = H(self);
  if (h->identity()) return self;
  if (!check_frozen(cx, self)) return Value::undef();
  h->flags |= FL_IDENTITY;
  if (!rehash(cx, h)) return Value::undef();
  return self;
}

NATIVE(hash_compare_by_identity_p) {
  return Value::boolean(H(self)->identity());
}

NATIVE(hash_rehash) {
  if (!check_frozen(cx, self)) return Value::undef();
  if (!rehash(cx, H(self))) return Value::undef();
  return self;
}

// ---------------------------------------------------------------------------
// Equality, hashing, comparison

// op: "eq" (values ==) or "eql" (values eql?).
Value hash_equal(Context& cx, Value self, Value other, bool use_eql) {
  if (self == other) return Value::true_value();
  if (!is_hash(other)) { // an object that converts: its own == or eql? decides
    if (!respond_to(cx, other, W(cx).sym.to_hash)) return Value::false_value();
    int r = use_eql ? eql(cx, other, self) : equal(cx, other, self);
    return r < 0 ? Value::undef() : Value::boolean(r);
  }
  Hash* a = H(self);
  Hash* b = H(other);
  if (a->table.size() != b->table.size()) return Value::false_value();
  if (a->table.size() == 0) return Value::true_value();
  if (a->identity() != b->identity()) return Value::false_value();
  RecursionGuard guard(cx, use_eql ? RecursionOp::Eql : RecursionOp::Eq, self, other);
  if (guard.recursive()) return Value::true_value();
  for (const Pair& p : entries(a)) {
    Value v2;
    int r = lookup(cx, b, p.key, v2);
    if (r < 0) return Value::undef();
    if (!r) return Value::false_value();
    r = use_eql ? eql(cx, p.value, v2) : equal(cx, p.value, v2);
    if (r < 0) return Value::undef();
    if (!r) return Value::false_value();
  }
  return Value::true_value();
}

NATIVE(hash_eq) {
  return hash_equal(cx, self, argv[0], false);
}

NATIVE(hash_eql) {
  return hash_equal(cx, self, argv[0], true);
}

NATIVE(hash_hash) {
  Hash* h = H(self);
  uint64_t acc = 0;
  RecursionGuard guard(cx, RecursionOp::Hash, self);
  if (!guard.recursive()) {
    for (const Pair& p : entries(h)) {
      uint64_t hk, hv;
      if (!hash_of(cx, p.key, hk) || !hash_of(cx, p.value, hv)) return Value::undef();
      acc ^= mix(hk, hv); // order-independent
    }
  }
  uint64_t r = mix(mix(0x4A54ull, h->table.size()), acc);
  return Value::fixnum(int64_t(r) >> 2);
}

// Every entry of a is in b with an equal (==) value.
int subset(Context& cx, Hash* a, Hash* b) {
  for (const Pair& p : entries(a)) {
    Value v2;
    int r = lookup(cx, b, p.key, v2);
    if (r <= 0) return r;
    r = equal(cx, p.value, v2);
    if (r <= 0) return r;
  }
  return 1;
}

Value compare_sets(Context& cx, Value self, Value other_arg, bool self_smaller, bool strict) {
  Value other = to_hash(cx, other_arg);
  if (other.is_undef()) return other;
  Hash* small = self_smaller ? H(self) : H(other);
  Hash* big = self_smaller ? H(other) : H(self);
  if (small->table.size() > big->table.size()) return Value::false_value();
  if (strict && small->table.size() == big->table.size()) return Value::false_value();
  int r = subset(cx, small, big);
  return r < 0 ? Value::undef() : Value::boolean(r);
}

NATIVE(hash_le) {
  return compare_sets(cx, self, argv[0], true, false);
}
NATIVE(hash_lt) {
  return compare_sets(cx, self, argv[0], true, true);
}
NATIVE(hash_ge) {
  return compare_sets(cx, self, argv[0], false, false);
}
NATIVE(hash_gt) {
  return compare_sets(cx, self, argv[0], false, true);
}

// ---------------------------------------------------------------------------
// inspect

bool ident_char(unsigned char c) {
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c >= 0x80;
}

// Ruby 3.4: symbol keys print as `name: v` when `name:` is a valid label
// (an identifier, optionally ending in ? or !), else as `"name": v`.
bool symbol_key_needs_quote(const std::string& s) {
  if (s.empty()) return true;
  unsigned char c0 = (unsigned char)s[0];
  if (!(c0 == '_' || (c0 >= 'a' && c0 <= 'z') || (c0 >= 'A' && c0 <= 'Z') || c0 >= 0x80)) return true;
  size_t n = s.size();
  if (s[n - 1] == '?' || s[n - 1] == '!') n--;
  if (n == 0) return true;
  for (size_t i = 1; i < n; i++)
    if (!ident_char((unsigned char)s[i])) return true;
  return false;
}

NATIVE(hash_inspect) {
  Hash* h = H(self);
  if (h->table.size() == 0) return new_string(cx, std::string_view("{}"));
  RecursionGuard guard(cx, RecursionOp::Inspect, self);
  if (guard.recursive()) return new_string(cx, std::string_view("{...}"));
  std::string out = "{";
  bool first = true;
  for (size_t i = 0; i < h->table.slot_count(); i++) {
    const HashTable::Entry& e = h->table.slot(i);
    if (e.key.is_undef()) continue;
    Value k = e.key, v = e.value;
    if (!first) out += ", ";
    first = false;
    if (k.is_symbol()) {
      const std::string& name = sym_name(cx, k.as_symbol());
      if (symbol_key_needs_quote(name)) {
        if (!append_inspect(cx, out, new_string(cx, std::string_view(name)))) return Value::undef();
      } else {
        out += name;
      }
      out += ": ";
    } else {
      if (!append_inspect(cx, out, k)) return Value::undef();
      out += " => ";
    }
    if (!append_inspect(cx, out, v)) return Value::undef();
  }
  out += "}";
  return new_string(cx, std::move(out));
}

// ---------------------------------------------------------------------------
// Iteration primitives for the prelude (slot numbers include deleted slots).

NATIVE(hash_entry_count) {
  return new_integer(cx, int64_t(H(self)->table.slot_count()));
}

// Whether the block of the calling method (Hash#each) takes a pair as two
// values: a block, not a lambda, with at least two required parameters. Then
// each yields the key and the value without building [key, value], as CRuby
// does; every other block gets the pair as one Array.
NATIVE(hash_spread_pairs_p) {
  if (cx.frames.empty() || !is_proc(cx.frames.back().block)) return Value::false_value();
  const Proc* p = cx.frames.back().block.as<Proc>();
  if (p->is_lambda() || !p->iseq) return Value::false_value();
  return Value::boolean(p->iseq->params.required + p->iseq->params.post > 1);
}

NATIVE(hash_key_at) {
  Hash* h = H(self);
  Value i = argv[0];
  if (!i.is_fixnum() || i.as_fixnum() < 0 || size_t(i.as_fixnum()) >= h->table.slot_count()) return self;
  Value k = h->table.slot(size_t(i.as_fixnum())).key;
  return k.is_undef() ? self : k;
}

NATIVE(hash_value_at) {
  Hash* h = H(self);
  Value i = argv[0];
  if (!i.is_fixnum() || i.as_fixnum() < 0 || size_t(i.as_fixnum()) >= h->table.slot_count())
    return Value::nil();
  const HashTable::Entry& e = h->table.slot(size_t(i.as_fixnum()));
  return e.key.is_undef() ? Value::nil() : e.value;
}

} // namespace

void init_hash(World& w) {
  Class* c = w.c.Hash;
  define_singleton_method(w, c, "[]", hash_s_create, 0, -1);
  define_singleton_method(w, c, "try_convert", hash_s_try_convert, 1, 1);
  define_singleton_method(w, c, "ruby2_keywords_hash?", hash_s_ruby2_keywords_hash_p, 1, 1);
  define_singleton_method(w, c, "ruby2_keywords_hash", hash_s_ruby2_keywords_hash, 1, 1);
  define_method(w, c, "initialize", hash_initialize, 0, 2, Visibility::Private);
  keeps_block(w, c, {"initialize"});
  define_method(w, c, "initialize_copy", hash_replace, 1, 1, Visibility::Private);
  define_method(w, c, "replace", hash_replace, 1, 1);
  define_method(w, c, "dup", hash_dup, 0, 0);
  define_method(w, c, "size", hash_size, 0, 0);
  define_method(w, c, "length", hash_size, 0, 0);
  define_method(w, c, "empty?", hash_empty_p, 0, 0);
  mark_leaves(w, c, {"empty?"});
  define_method(w, c, "any?", hash_any_p, 0, 0);
  define_method(w, c, "[]", hash_aref, 1, 1);
  define_method(w, c, "[]=", hash_aset, 2, 2);
  define_method(w, c, "store", hash_aset, 2, 2);
  define_method(w, c, "key?", hash_key_p, 1, 1);
  define_method(w, c, "has_key?", hash_key_p, 1, 1);
  define_method(w, c, "include?", hash_key_p, 1, 1);
  define_method(w, c, "member?", hash_key_p, 1, 1);
  define_method(w, c, "value?", hash_value_p, 1, 1);
  define_method(w, c, "has_value?", hash_value_p, 1, 1);
  define_method(w, c, "key", hash_key, 1, 1);
  define_method(w, c, "keys", hash_keys, 0, 0);
  define_method(w, c, "values", hash_values, 0, 0);
  define_method(w, c, "to_a", hash_to_a, 0, 0);
  define_method(w, c, "values_at", hash_values_at, 0, -1);
  define_method(w, c, "dig", hash_dig, 1, -1);
  define_method(w, c, "assoc", hash_assoc, 1, 1);
  define_method(w, c, "rassoc", hash_rassoc, 1, 1);
  define_method(w, c, "delete", hash_delete_m, 1, 1);
  define_method(w, c, "clear", hash_clear, 0, 0);
  define_method(w, c, "shift", hash_shift, 0, 0);
  define_method(w, c, "compact", hash_compact, 0, 0);
  define_method(w, c, "compact!", hash_compact_bang, 0, 0);
  define_method(w, c, "slice", hash_slice, 0, -1);
  define_method(w, c, "except", hash_except, 0, -1);
  define_method(w, c, "update", hash_update, 0, -1);
  define_method(w, c, "merge!", hash_update, 0, -1);
  define_method(w, c, "merge", hash_merge, 0, -1);
  define_method(w, c, "to_h", hash_to_h, 0, 0);
  define_method(w, c, "to_hash", hash_to_hash, 0, 0);
  define_method(w, c, "invert", hash_invert, 0, 0);
  define_method(w, c, "deconstruct_keys", hash_deconstruct_keys, 1, 1);
  define_method(w, c, "default", hash_default, 0, 1);
  define_method(w, c, "default=", hash_set_default, 1, 1);
  define_method(w, c, "default_proc", hash_default_proc, 0, 0);
  define_method(w, c, "default_proc=", hash_set_default_proc, 1, 1);
  define_method(w, c, "compare_by_identity", hash_compare_by_identity, 0, 0);
  define_method(w, c, "compare_by_identity?", hash_compare_by_identity_p, 0, 0);
  define_method(w, c, "rehash", hash_rehash, 0, 0);
  define_method(w, c, "==", hash_eq, 1, 1);
  define_method(w, c, "eql?", hash_eql, 1, 1);
  define_method(w, c, "hash", hash_hash, 0, 0);
  define_method(w, c, "<=", hash_le, 1, 1);
  define_method(w, c, "<", hash_lt, 1, 1);
  define_method(w, c, ">=", hash_ge, 1, 1);
  define_method(w, c, ">", hash_gt, 1, 1);
  define_method(w, c, "inspect", hash_inspect, 0, 0);
  define_method(w, c, "to_s", hash_inspect, 0, 0);
  define_method(w, c, "__entry_count", hash_entry_count, 0, 0);
  define_method(w, c, "__key_at", hash_key_at, 1, 1);
  define_method(w, c, "__value_at", hash_value_at, 1, 1);
  define_method(w, c, "__spread_pairs?", hash_spread_pairs_p, 0, 0);
}

} // namespace garnet::core
