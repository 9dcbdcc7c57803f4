// random.cpp — Kernel#rand/srand and Random. Kernel#rand, Random.rand and
// srand use the isolate's generator (vm::next_random over
// Isolate::random_state); Random.new(seed) objects carry their own
// xoshiro256** state. Sequences are not CRuby's (Mersenne Twister).
#include <chrono>
#include <cmath>

#include <bit>

#include "core/core.h"
#include "core/numeric_ops.h"

namespace garnet::core {

using namespace garnet::vm;
using num::BigInt;

namespace {

uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// A seed Integer folded to 64 bits.
uint64_t fold_seed(Value seed) {
  if (seed.is_fixnum()) return uint64_t(seed.as_fixnum());
  const BigInt& b = seed.as<Bignum>()->big;
  uint64_t h = b.is_negative() ? 0x5555555555555555ull : 0;
  for (auto limb : b.magnitude()) h = mix_hash(h ^ limb);
  return h;
}

struct Xoshiro {
  uint64_t s[4];
  Value seed; // an Integer (immediate, or a static/heap value kept alive by mark)
  void reseed(uint64_t x) {
    for (auto& v : s) v = splitmix64(x);
  }
  uint64_t next() {
    uint64_t result = std::rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = std::rotl(s[3], 45);
    return result;
  }
};

void random_mark(void* p, void (*mark_value)(void*, Value), void* tracer) {
  mark_value(tracer, static_cast<Xoshiro*>(p)->seed);
}
void random_free(void* p) { delete static_cast<Xoshiro*>(p); }
const DataType kRandomType = {"Random", random_mark, random_free};

// The generator a call draws from: a Random object's, or the isolate's.
struct Source {
  Context& cx;
  Xoshiro* x;
  uint64_t next() { return x ? x->next() : next_random(cx); }
  double real() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
  // Uniform in [0, n), n > 0.
  uint64_t below(uint64_t n) {
    if ((n & (n - 1)) == 0) return next() & (n - 1);
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t r;
    do r = next();
    while (r >= limit);
    return r % n;
  }
  // Uniform in [0, n) for a positive Integer n.
  Value below(Value n) {
    if (n.is_fixnum()) return Value::fixnum(int64_t(below(uint64_t(n.as_fixnum()))));
    const BigInt& lim = n.as<Bignum>()->big;
    uint64_t bits = lim.bit_length();
    size_t limbs = size_t((bits + 31) / 32);
    while (true) {
      std::vector<BigInt::Limb> mag(limbs);
      for (size_t i = 0; i < limbs; i += 2) {
        uint64_t r = next();
        mag[i] = BigInt::Limb(r);
        if (i + 1 < limbs) mag[i + 1] = BigInt::Limb(r >> 32);
      }
      unsigned top = unsigned(bits % 32);
      if (top) mag[limbs - 1] &= (BigInt::Limb(1) << top) - 1;
      while (!mag.empty() && mag.back() == 0) mag.pop_back();
      BigInt r = BigInt::from_magnitude(std::move(mag), false);
      if (r < lim) return new_integer(cx, r);
    }
  }
};

Sym seed_slot(Context& cx) { return cx.world->intern("__garnet_srand_seed"); } // not a $name: unreachable from Ruby

Value new_seed(Context& cx) {
  uint64_t t = uint64_t(std::chrono::system_clock::now().time_since_epoch().count());
  uint64_t x = next_random(cx) ^ mix_hash(t);
  uint64_t hi = splitmix64(x) >> 1;
  uint64_t lo = splitmix64(x);
  return new_integer(cx, BigInt::from_uint64(hi).shift_left(64) + BigInt::from_uint64(lo));
}

Value current_seed(Context& cx) {
  auto& g = cx.iso->globals;
  auto it = g.find(seed_slot(cx));
  if (it != g.end()) return it->second;
  Value s = new_seed(cx);
  g[seed_slot(cx)] = s;
  return s;
}

bool seed_arg(Context& cx, Value v, Value& out) {
  if (is_integer(v)) {
    out = v;
    return true;
  }
  if (is_float(v)) {
    out = float_to_integer(cx, float_value(v));
    return !out.is_undef();
  }
  int64_t i;
  if (!to_int64(cx, v, i)) return false;
  out = new_integer(cx, i);
  return true;
}

void seed_isolate(Context& cx, Value seed) {
  uint64_t x = fold_seed(seed);
  cx.iso->random_state[0] = splitmix64(x);
  cx.iso->random_state[1] = splitmix64(x);
  cx.iso->globals[seed_slot(cx)] = seed;
}

std::string inspect_str(Context& cx, Value v) {
  std::string s;
  if (!append_inspect(cx, s, v)) return "?";
  return s;
}

Value invalid_argument(Context& cx, Value v) {
  return raise(cx, cx.world->c.ArgumentError, "invalid argument - " + inspect_str(cx, v));
}

// A random value within a Range: Qfalse-like `handled` = false when `r` is no Range.
Value rand_range(Source& src, Value range, bool strict) {
  Context& cx = src.cx;
  Range* r = range.as<Range>();
  Value b = r->begin, e = r->end;
  bool excl = r->exclusive();
  if (is_integer(b) && is_integer(e)) {
    Value span = int_sub(cx, e, b);
    if (!excl) span = int_add(cx, span, Value::fixnum(1));
    if (int_sign(span) <= 0) return strict ? invalid_argument(cx, range) : Value::nil();
    return int_add(cx, b, src.below(span));
  }
  double lo, hi;
  if ((is_float(b) || is_integer(b)) && (is_float(e) || is_integer(e))) {
    lo = is_float(b) ? float_value(b) : int_to_double(b);
    hi = is_float(e) ? float_value(e) : int_to_double(e);
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
      return raise(cx, cx.world->c.FloatDomainError, std::isnan(hi - lo) ? "NaN" : "Infinity");
    }
    double span = hi - lo;
    if (span < 0 || (excl && span == 0)) return strict ? invalid_argument(cx, range) : Value::nil();
    double u = src.real();
    if (!excl) {
      // include the end point: scale over 2**53 + 1 steps
      u = double(src.next() >> 11) / 9007199254740991.0;
    }
    return new_float(cx, lo + u * span);
  }
  if (b.is_nil() || e.is_nil()) return raise(cx, cx.world->c.ArgumentError, "invalid argument - " + inspect_str(cx, range));
  return raise(cx, cx.world->c.ArgumentError, "invalid argument - " + inspect_str(cx, range));
}

// Random#rand / Random.rand semantics.
Value random_rand(Source& src, int argc, Value* argv) {
  Context& cx = src.cx;
  if (argc == 0) return new_float(cx, src.real());
  Value v = argv[0];
  if (is_range(v)) return rand_range(src, v, true);
  if (is_float(v)) {
    double m = float_value(v);
    if (!(m > 0) || std::isinf(m)) return invalid_argument(cx, v);
    return new_float(cx, src.real() * m);
  }
  if (v.is_nil()) return invalid_argument(cx, v);
  Value n;
  if (is_integer(v)) {
    n = v;
  } else {
    int64_t i;
    if (!to_int64(cx, v, i)) return Value::undef();
    n = new_integer(cx, i);
  }
  if (int_sign(n) <= 0) return invalid_argument(cx, v);
  return src.below(n);
}

// ---- Kernel ----

Value k_rand(Context& cx, Value, int argc, Value* argv, Value) {
  Source src{cx, nullptr};
  if (argc == 0 || argv[0].is_nil() || argv[0].is_false()) return new_float(cx, src.real());
  Value v = argv[0];
  if (is_range(v)) return rand_range(src, v, false);
  Value n;
  if (is_integer(v)) n = v;
  else if (is_float(v)) {
    n = float_to_integer(cx, float_value(v));
    if (n.is_undef()) return n;
  } else {
    int64_t i;
    if (!to_int64(cx, v, i)) return Value::undef();
    n = new_integer(cx, i);
  }
  if (int_sign(n) == 0) return new_float(cx, src.real());
  if (int_sign(n) < 0) n = int_sub(cx, Value::fixnum(0), n);
  return src.below(n);
}

Value k_srand(Context& cx, Value, int argc, Value* argv, Value) {
  Value prev = current_seed(cx);
  Value seed;
  if (argc == 0) seed = new_seed(cx);
  else if (!seed_arg(cx, argv[0], seed)) return Value::undef();
  seed_isolate(cx, seed);
  return prev;
}

// ---- Random ----

Xoshiro* random_of(Value v) {
  if (!is_type(v, Type::Data)) return nullptr;
  Data* d = v.as<Data>();
  return d->data_type == &kRandomType ? static_cast<Xoshiro*>(d->ptr) : nullptr;
}

Value random_s_new(Context& cx, Value self, int argc, Value* argv, Value) {
  Value seed;
  if (argc == 0) seed = new_seed(cx);
  else if (!seed_arg(cx, argv[0], seed)) return Value::undef();
  auto* x = new Xoshiro();
  x->seed = seed;
  x->reseed(fold_seed(seed));
  Class* klass = is_class_or_module(self) ? self.as<Class>() : cx.world->c.Random;
  return new_data(cx, klass, &kRandomType, x);
}

Value random_rand_m(Context& cx, Value self, int argc, Value* argv, Value) {
  Xoshiro* x = random_of(self);
  if (!x) return raise(cx, cx.world->c.TypeError, "wrong argument type (expected Random)");
  Source src{cx, x};
  return random_rand(src, argc, argv);
}

Value random_seed_m(Context& cx, Value self, int, Value*, Value) {
  Xoshiro* x = random_of(self);
  if (!x) return raise(cx, cx.world->c.TypeError, "wrong argument type (expected Random)");
  return x->seed;
}

Value bytes_from(Source& src, Value nv) {
  int64_t n;
  if (!to_int64(src.cx, nv, n)) return Value::undef();
  if (n < 0) return raise(src.cx, src.cx.world->c.ArgumentError, "negative string size (or size too big)");
  std::string s;
  s.reserve(size_t(n));
  while (int64_t(s.size()) < n) {
    uint64_t r = src.next();
    for (int i = 0; i < 8 && int64_t(s.size()) < n; i++, r >>= 8) s += char(r & 0xff);
  }
  return new_binary_string(src.cx, s);
}

Value random_bytes_m(Context& cx, Value self, int, Value* argv, Value) {
  Xoshiro* x = random_of(self);
  if (!x) return raise(cx, cx.world->c.TypeError, "wrong argument type (expected Random)");
  Source src{cx, x};
  return bytes_from(src, argv[0]);
}

Value random_s_rand(Context& cx, Value, int argc, Value* argv, Value) {
  Source src{cx, nullptr};
  return random_rand(src, argc, argv);
}

Value random_s_bytes(Context& cx, Value, int, Value* argv, Value) {
  Source src{cx, nullptr};
  return bytes_from(src, argv[0]);
}

Value random_s_seed(Context& cx, Value, int, Value*, Value) { return current_seed(cx); }
Value random_s_new_seed(Context& cx, Value, int, Value*, Value) { return new_seed(cx); }

} // namespace

void init_random(World& w) {
  define_module_function(w, w.c.Kernel, "rand", k_rand, 0, 1);
  define_module_function(w, w.c.Kernel, "srand", k_srand, 0, 1);
  if (!w.c.Random) w.c.Random = define_class(w, "Random", w.c.Object);
  Class* k = w.c.Random;
  define_singleton_method(w, k, "new", random_s_new, 0, 1);
  define_singleton_method(w, k, "rand", random_s_rand, 0, 1);
  define_singleton_method(w, k, "random_number", random_s_rand, 0, 1);
  define_singleton_method(w, k, "bytes", random_s_bytes, 1, 1);
  define_singleton_method(w, k, "srand", k_srand, 0, 1);
  define_singleton_method(w, k, "seed", random_s_seed, 0, 0);
  define_singleton_method(w, k, "new_seed", random_s_new_seed, 0, 0);
  define_method(w, k, "rand", random_rand_m, 0, 1);
  define_method(w, k, "random_number", random_rand_m, 0, 1);
  define_method(w, k, "seed", random_seed_m, 0, 0);
  define_method(w, k, "bytes", random_bytes_m, 1, 1);
}

} // namespace garnet::core
