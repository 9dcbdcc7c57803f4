// random.cpp — Kernel#rand/srand and Random: CRuby's Mersenne Twister,
// seeded and drawn from as CRuby does (same sequences for the same seed).
// Kernel#rand, Random.rand, srand, shuffle and sample use the isolate's
// default generator; Random.new(seed) objects carry their own.
#include <cmath>

#include "core/core.h"
#include "core/numeric_ops.h"

namespace garnet::core {

using namespace garnet::vm;
using num::BigInt;

namespace {

// CRuby's generator: MT19937 (Matsumoto and Nishimura's mt19937ar), seeded
// and drawn from exactly as random.c does, so that seeded sequences match.
struct MT {
  static constexpr int N = 624, M = 397;
  uint32_t mt[N];
  int mti = N + 1;
  // An Integer (immediate, or a static/heap value kept alive by mark); nil
  // until the generator is seeded.
  Value seed = Value::nil();

  void init_genrand(uint32_t s) {
    mt[0] = s;
    for (mti = 1; mti < N; mti++) mt[mti] = 1812433253u * (mt[mti - 1] ^ (mt[mti - 1] >> 30)) + uint32_t(mti);
  }
  void init_by_array(const std::vector<uint32_t>& key) {
    init_genrand(19650218u);
    int i = 1, j = 0, len = int(key.size());
    for (int k = N > len ? N : len; k; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[size_t(j)] + uint32_t(j);
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= len) j = 0;
    }
    for (int k = N - 1; k; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - uint32_t(i);
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000u;
  }
  // random.c's rand_init: the seed's absolute value as 32-bit words.
  void reseed(Value s) {
    seed = s;
    std::vector<uint32_t> key;
    if (s.is_fixnum()) {
      int64_t v = s.as_fixnum();
      uint64_t m = v < 0 ? uint64_t(0) - uint64_t(v) : uint64_t(v);
      key.push_back(uint32_t(m));
      if (m >> 32) key.push_back(uint32_t(m >> 32));
    } else {
      for (auto limb : s.as<Bignum>()->big.magnitude()) key.push_back(limb);
      while (key.size() > 1 && key.back() == 0) key.pop_back();
    }
    if (key.size() <= 1) return init_genrand(key.empty() ? 0 : key[0]);
    if (key.back() == 1) key.pop_back(); // CRuby drops a top word of 1 ("leading-zero guard")
    init_by_array(key);
  }
  uint32_t next32() {
    static const uint32_t mag01[2] = {0u, 0x9908b0dfu};
    uint32_t y;
    if (mti >= N) {
      int kk;
      for (kk = 0; kk < N - M; kk++) {
        y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
        mt[kk] = mt[kk + M] ^ (y >> 1) ^ mag01[y & 1];
      }
      for (; kk < N - 1; kk++) {
        y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
        mt[kk] = mt[kk + (M - N)] ^ (y >> 1) ^ mag01[y & 1];
      }
      y = (mt[N - 1] & 0x80000000u) | (mt[0] & 0x7fffffffu);
      mt[N - 1] = mt[M - 1] ^ (y >> 1) ^ mag01[y & 1];
      mti = 0;
    }
    y = mt[mti++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
  }
  // [0, 1) and [0, 1] with 53-bit resolution (int_pair_to_real_exclusive/inclusive).
  double real_exclusive() {
    uint32_t a = next32() >> 5, b = next32() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }
  double real_inclusive() {
    uint32_t a = next32(), b = next32();
    unsigned __int128 x = (static_cast<unsigned __int128>(a) << 32) | b;
    unsigned __int128 m = (static_cast<unsigned __int128>(1) << 53) | 1;
    return std::ldexp(double(uint64_t((x * m) >> 64)), -53);
  }
  // Uniform in [0, limit] by masked rejection, most significant word first
  // (random.c's limited_rand and limited_big_rand); `limit` LS word first.
  std::vector<uint32_t> limited(const std::vector<uint32_t>& limit) {
    std::vector<uint32_t> r(limit.size());
    while (true) {
      uint32_t mask = 0;
      bool boundary = true, retry = false;
      for (size_t i = limit.size(); i-- > 0;) {
        uint32_t lim = limit[i];
        mask = mask ? 0xffffffffu : make_mask(lim);
        uint32_t v = 0;
        if (mask) {
          v = next32() & mask;
          if (boundary) {
            if (lim < v) {
              retry = true;
              break;
            }
            if (v < lim) boundary = false;
          }
        }
        r[i] = v;
      }
      if (!retry) return r;
    }
  }
  static uint32_t make_mask(uint32_t x) {
    for (int s = 1; s < 32; s <<= 1) x |= x >> s;
    return x;
  }
};

void random_mark(void* p, void (*mark_value)(void*, Value), void* tracer) {
  mark_value(tracer, static_cast<MT*>(p)->seed);
}
void random_free(void* p) { delete static_cast<MT*>(p); }
const DataType kRandomType = {"Random", random_mark, random_free};

MT* random_of(Value v) {
  if (!is_type(v, Type::Data)) return nullptr;
  Data* d = v.as<Data>();
  return d->data_type == &kRandomType ? static_cast<MT*>(d->ptr) : nullptr;
}

Value new_random(Context& cx, Class* klass, Value seed) {
  auto* m = new MT();
  m->reseed(seed);
  return new_data(cx, klass, &kRandomType, m);
}

// Uniform in [0, n) for a positive Integer n.
Value below(Context& cx, MT& g, Value n) {
  if (n.is_fixnum() && n.as_fixnum() <= int64_t(0xffffffff) + 1) {
    uint32_t limit = uint32_t(n.as_fixnum() - 1);
    return Value::fixnum(limit ? int64_t(g.limited({limit})[0]) : 0);
  }
  Value lim = int_sub(cx, n, Value::fixnum(1));
  std::vector<uint32_t> words;
  if (lim.is_fixnum()) {
    uint64_t v = uint64_t(lim.as_fixnum());
    words = {uint32_t(v), uint32_t(v >> 32)};
  } else {
    for (auto limb : lim.as<Bignum>()->big.magnitude()) words.push_back(limb);
  }
  std::vector<uint32_t> r = g.limited(words);
  std::vector<BigInt::Limb> mag(r.begin(), r.end());
  while (!mag.empty() && mag.back() == 0) mag.pop_back();
  return new_integer(cx, BigInt::from_magnitude(std::move(mag), false));
}

// The default generator (Kernel#rand, Random.rand, srand, shuffle and sample
// without random:), a Random object kept in a global Ruby code cannot name.
Sym default_slot(Context& cx) { return cx.world->intern("__garnet_default_random"); }

// Random.urandom's bytes, or false when the platform has none.
bool system_random(Context& cx, char* buf, size_t n) {
  const platform::Platform* p = cx.iso->platform;
  return p->random_bytes && p->random_bytes(p->user, buf, n);
}

// xoroshiro128+ on the isolate's state: the fallback seed's randomness when
// the platform has no secure source.
uint64_t next_random(Context& cx) {
  uint64_t* s = cx.iso->random_state;
  uint64_t s0 = s[0], s1 = s[1];
  uint64_t result = s0 + s1;
  s1 ^= s0;
  s[0] = ((s0 << 55) | (s0 >> 9)) ^ s1 ^ (s1 << 14);
  s[1] = (s1 << 36) | (s1 >> 28);
  return result;
}

Value new_seed(Context& cx) {
  uint64_t words[2];
  if (system_random(cx, reinterpret_cast<char*>(words), sizeof words))
    return new_integer(cx, BigInt::from_uint64(words[0]).shift_left(64) + BigInt::from_uint64(words[1]));
  uint64_t t = uint64_t(wall_clock_ns(cx));
  uint64_t hi = mix(next_random(cx) ^ t) >> 1;
  uint64_t lo = mix(next_random(cx) + t);
  return new_integer(cx, BigInt::from_uint64(hi).shift_left(64) + BigInt::from_uint64(lo));
}

MT& default_random(Context& cx) {
  auto& g = cx.iso->globals;
  auto it = g.find(default_slot(cx));
  if (it != g.end()) return *random_of(it->second);
  Value r = new_random(cx, cx.world->c.Random, new_seed(cx));
  g[default_slot(cx)] = r;
  return *random_of(r);
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

// "invalid argument - LIMIT", the limit as to_s writes it (nil: nothing).
Value invalid_argument(Context& cx, Value v) {
  Value text = to_s(cx, v);
  if (text.is_undef()) return text;
  return raise(cx, cx.world->c.ArgumentError, "invalid argument - " + str(text));
}

// Errno::EDOM, which rand raises for an endless range or a limit that is
// not finite (random.c's domain_error).
Value domain_error(Context& cx) { return raise_errno(cx, EDOM, "", ""); }

// A Float bound of a range whose span is not finite: EDOM unless finite.
bool finite_bound(Context& cx, Value v, double& out) {
  out = is_float(v) ? float_value(v) : int_to_double(v);
  if (std::isfinite(out)) return true;
  domain_error(cx);
  return false;
}

// A random value within a Range (random.c's rand_range): begin plus a
// random offset up to end - begin, so that any range whose end answers `-`
// (Times, Rationals...) works; nil when empty and not `strict`.
Value rand_range(Context& cx, MT& g, Value range, bool strict) {
  Range* r = range.as<Range>();
  Value b = r->begin, e = r->end;
  bool excl = r->exclusive();
  if (b.is_nil() || e.is_nil()) return domain_error(cx);
  World& w = *cx.world;
  Value span;
  if (is_integer(b) && is_integer(e)) {
    span = int_sub(cx, e, b);
  } else if ((is_float(b) || is_integer(b)) && (is_float(e) || is_integer(e))) {
    span = new_float(cx, (is_float(e) ? float_value(e) : int_to_double(e)) - (is_float(b) ? float_value(b) : int_to_double(b)));
  } else {
    Sym minus = w.intern("-");
    if (!respond_to(cx, e, minus)) return invalid_argument(cx, range);
    span = call(cx, e, minus, 1, &b);
  }
  if (span.is_undef()) return span;
  Value offset = Value::nil();
  Value whole = is_float(span) ? Value::nil() : try_convert(cx, span, w.intern("to_int"), is_integer, "Integer");
  if (whole.is_undef()) return whole;
  if (!whole.is_nil()) {
    if (excl) whole = int_sub(cx, whole, Value::fixnum(1));
    if (int_sign(whole) >= 0) offset = below(cx, g, int_add(cx, whole, Value::fixnum(1)));
  } else if (is_float(span) || is_a(cx, span, w.c.Numeric)) {
    Value f = is_float(span) ? span : call(cx, span, w.intern("to_f"));
    if (f.is_undef()) return f;
    if (!is_float(f)) return raise_wrong_type(cx, f, "Float");
    double max = float_value(f);
    if (std::isnan(max)) return domain_error(cx);
    if (std::isinf(max)) { // halves, so that the span itself is finite
      double lo, hi;
      if (!finite_bound(cx, b, lo) || !finite_bound(cx, e, hi)) return Value::undef();
      double half = hi / 2.0 - lo / 2.0, mid = hi / 2.0 + lo / 2.0;
      double u = excl ? g.real_exclusive() : g.real_inclusive();
      return new_float(cx, (u - 0.5) * half * 2 + mid);
    }
    if (max > 0.0) offset = new_float(cx, (excl ? g.real_exclusive() : g.real_inclusive()) * max);
    else if (max == 0.0 && !excl) offset = new_float(cx, 0.0);
  }
  if (offset.is_undef()) return offset;
  if (offset.is_nil()) return strict ? invalid_argument(cx, range) : Value::nil();
  if (is_integer(b) && is_integer(offset)) return int_add(cx, b, offset);
  if ((is_float(b) || is_integer(b)) && is_float(offset))
    return new_float(cx, float_value(offset) + (is_float(b) ? float_value(b) : int_to_double(b)));
  return call(cx, b, w.intern("+"), 1, &offset);
}

// Random#rand / Random.rand semantics.
Value random_rand(Context& cx, MT& g, int argc, Value* argv) {
  if (argc == 0) return new_float(cx, g.real_exclusive());
  Value v = argv[0];
  if (is_range(v)) return rand_range(cx, g, v, true);
  if (is_float(v)) {
    double m = float_value(v);
    if (!std::isfinite(m)) return domain_error(cx);
    if (m < 0) return invalid_argument(cx, v);
    double u = g.real_exclusive();
    return new_float(cx, m > 0 ? u * m : u); // rand(0.0): [0, 1), as CRuby
  }
  if (v.is_nil()) return invalid_argument(cx, v);
  Value n = v;
  if (!is_integer(v)) {
    int64_t i;
    if (!to_int64(cx, v, i)) return Value::undef();
    n = new_integer(cx, i);
  }
  if (int_sign(n) <= 0) return invalid_argument(cx, v);
  return below(cx, g, n);
}

// Random#random_number / Random.random_number: rand, except that no limit,
// nil, a limit that is not positive and an empty range give a Float in
// [0, 1) (random.c's rand_random_number).
Value random_number(Context& cx, MT& g, int argc, Value* argv) {
  Value v = argc > 0 ? argv[0] : Value::nil();
  if (v.is_nil() || (is_integer(v) && int_sign(v) <= 0) || (is_float(v) && !(float_value(v) > 0)))
    return new_float(cx, g.real_exclusive());
  if (is_range(v)) {
    Value r = rand_range(cx, g, v, false);
    return r.is_nil() ? new_float(cx, g.real_exclusive()) : r;
  }
  if (!is_integer(v) && !is_float(v) && !respond_to(cx, v, cx.world->intern("to_int")))
    return invalid_argument(cx, v);  // not a number at all
  return random_rand(cx, g, argc, argv);
}

// ---- Kernel ----

NATIVE(k_rand) {
  MT& g = default_random(cx);
  if (argc == 0 || argv[0].is_nil() || argv[0].is_false()) return new_float(cx, g.real_exclusive());
  Value v = argv[0];
  if (is_range(v)) return rand_range(cx, g, v, false);
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
  if (int_sign(n) == 0) return new_float(cx, g.real_exclusive());
  if (int_sign(n) < 0) n = int_sub(cx, Value::fixnum(0), n);
  return below(cx, g, n);
}

NATIVE(k_srand) {
  MT& g = default_random(cx);
  Value prev = g.seed;
  Value seed;
  if (argc == 0) seed = new_seed(cx);
  else if (!seed_arg(cx, argv[0], seed)) return Value::undef();
  g.reseed(seed);
  return prev;
}

// ---- Random ----

// A generator to draw from: one allocated but never initialized is seeded
// at its first use, as CRuby's rand_start.
MT* started(Context& cx, MT* g) {
  if (g && g->seed.is_nil()) g->reseed(new_seed(cx));
  return g;
}

MT* checked_random(Context& cx, Value self) {
  MT* g = random_of(self);
  if (!g) raise(cx, cx.world->c.TypeError, "wrong argument type (expected Random)");
  return g;
}

// self's generator, seeded: to draw from, copy or show.
MT* started_random(Context& cx, Value self) { return started(cx, checked_random(cx, self)); }

// Random#initialize(seed = Random.new_seed): (re)seeds the generator.
NATIVE(random_initialize) {
  MT* g = checked_random(cx, self);
  if (!g || !check_frozen(cx, self)) return Value::undef();
  Value seed;
  if (argc == 0) seed = new_seed(cx);
  else if (!seed_arg(cx, argv[0], seed)) return Value::undef();
  g->reseed(seed);
  return Value::nil();
}

// Where the generator is in its block of N words: CRuby's `left`, the draws
// until the next block is made, plus one.
int64_t words_left(const MT& g) { return MT::N - g.mti + 1; }

// Random#marshal_dump: [state, left, seed] as CRuby writes it (the N state
// words as one Integer, least significant word first).
NATIVE(random_marshal_dump) {
  MT* g = started_random(cx, self);
  if (!g) return Value::undef();
  std::vector<BigInt::Limb> words(g->mt, g->mt + MT::N);
  while (!words.empty() && words.back() == 0) words.pop_back();
  Value state = new_integer(cx, BigInt::from_magnitude(std::move(words), false));
  Value dump[] = {state, Value::fixnum(words_left(*g)), g->seed};
  return new_array(cx, dump, 3);
}

// Random#marshal_load([state, left, seed]): the generator exactly where the
// dump left it.
NATIVE(random_marshal_load) {
  MT* g = checked_random(cx, self);
  if (!g || !check_frozen(cx, self)) return Value::undef();
  Value dump = argv[0];
  if (!is_array(dump)) return raise_wrong_type(cx, dump, "Array");
  const auto& items = as_array(dump)->items;
  if (items.empty() || items.size() > 3) return raise(cx, cx.world->c.ArgumentError, "wrong dump data");
  Value state = items[0];
  if (!is_integer(state)) return raise_wrong_type(cx, state, "Integer");
  int64_t left = 1;
  if (items.size() > 1 && !to_int64(cx, items[1], left)) return Value::undef();
  if (left < 0 || left > MT::N) return raise(cx, cx.world->c.ArgumentError, "wrong value");
  Value seed = g->seed;
  if (items.size() > 2 && !seed_arg(cx, items[2], seed)) return Value::undef();
  std::fill(g->mt, g->mt + MT::N, 0u);
  if (state.is_fixnum()) {
    uint64_t v = uint64_t(state.as_fixnum());
    g->mt[0] = uint32_t(v);
    g->mt[1] = uint32_t(v >> 32);
  } else {
    const auto& mag = state.as<Bignum>()->big.magnitude();
    for (size_t i = 0; i < mag.size() && i < size_t(MT::N); i++) g->mt[i] = uint32_t(mag[i]);
  }
  g->mti = int(MT::N + 1 - left);
  g->seed = seed;
  return self;
}

// Random#==: the same class, state, place in it and seed.
NATIVE(random_equal) {
  MT* a = started(cx, random_of(self));
  MT* b = started(cx, random_of(argv[0]));
  if (!a || !b || real_class(cx, self) != real_class(cx, argv[0])) return Value::boolean(false);
  if (!std::equal(a->mt, a->mt + MT::N, b->mt) || words_left(*a) != words_left(*b)) return Value::boolean(false);
  int same = equal(cx, a->seed, b->seed);
  return same < 0 ? Value::undef() : Value::boolean(same == 1);
}

NATIVE(random_rand_m) {
  MT* g = started_random(cx, self);
  return g ? random_rand(cx, *g, argc, argv) : Value::undef();
}

NATIVE(random_number_m) {
  MT* g = started_random(cx, self);
  return g ? random_number(cx, *g, argc, argv) : Value::undef();
}

NATIVE(random_seed_m) {
  MT* g = started_random(cx, self);
  return g ? g->seed : Value::undef();
}

// Random#dup / clone: the copy continues the same sequence.
NATIVE(random_dup) {
  MT* g = started_random(cx, self);
  if (!g) return Value::undef();
  return new_data(cx, real_class(cx, self), &kRandomType, new MT(*g));
}

// Bytes from successive 32-bit outputs, least significant byte first (as CRuby).
Value bytes_from(Context& cx, MT& g, Value nv) {
  int64_t n;
  if (!to_int64(cx, nv, n)) return Value::undef();
  if (n < 0) return raise(cx, cx.world->c.ArgumentError, "negative string size (or size too big)");
  std::string s;
  s.reserve(size_t(n));
  while (int64_t(s.size()) < n) {
    uint32_t r = g.next32();
    for (int i = 0; i < 4 && int64_t(s.size()) < n; i++, r >>= 8) s += char(r & 0xff);
  }
  return new_binary_string(cx, s);
}

NATIVE(random_bytes_m) {
  MT* g = started_random(cx, self);
  return g ? bytes_from(cx, *g, argv[0]) : Value::undef();
}

NATIVE(random_s_rand) {
  return random_rand(cx, default_random(cx), argc, argv);
}

NATIVE(random_s_random_number) {
  return random_number(cx, default_random(cx), argc, argv);
}

NATIVE(random_s_bytes) {
  return bytes_from(cx, default_random(cx), argv[0]);
}

// Random.urandom(n): n bytes from the system's secure source, as a binary String.
NATIVE(random_s_urandom) {
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, cx.world->c.ArgumentError, "negative string size (or size too big)");
  std::string s(size_t(n), '\0');
  if (n > 0 && !system_random(cx, s.data(), s.size()))
    return raise(cx, cx.world->c.RuntimeError, "failed to get urandom");
  return new_binary_string(cx, s);
}

NATIVE(random_s_seed) { return default_random(cx).seed; }
NATIVE(random_s_new_seed) { return new_seed(cx); }

} // namespace

// A uniform index in [0, n) from `gen` (nil: the default generator; an
// object that is no Random: its rand(n), as rb_random_ulong_limited).
bool random_index(Context& cx, Value gen, uint64_t n, uint64_t& out) {
  if (n <= 1) {
    out = 0;
    return true;
  }
  MT* g = gen.is_nil() ? &default_random(cx) : started(cx, random_of(gen));
  Value nv = new_integer(cx, int64_t(n));
  Value r = g ? below(cx, *g, nv) : call(cx, gen, cx.world->intern("rand"), 1, &nv);
  if (r.is_undef()) return false;
  int64_t i;
  if (!to_int64(cx, r, i)) return false;
  if (i < 0 || uint64_t(i) >= n) {
    raisef(cx, cx.world->c.RangeError, "random number too %s %lld", i < 0 ? "small" : "big", (long long)i);
    return false;
  }
  out = uint64_t(i);
  return true;
}

void reseed_default_random_after_fork(Context& cx) { cx.iso->globals.erase(default_slot(cx)); }

void init_random(World& w) {
  define_module_function(w, w.c.Kernel, "rand", k_rand, 0, 1);
  define_module_function(w, w.c.Kernel, "srand", k_srand, 0, 1);
  if (!w.c.Random) w.c.Random = define_class(w, "Random", w.c.Object);
  Class* k = w.c.Random;
  // Random.new is Class#new: an allocated generator, unseeded until
  // initialize (which a subclass may define) or its first draw seeds it.
  k->allocator = [](Context& cx, Class* klass) { return new_data(cx, klass, &kRandomType, new MT()); };
  define_method(w, k, "initialize", random_initialize, 0, 1, Visibility::Private);
  define_method(w, k, "marshal_dump", random_marshal_dump, 0, 0, Visibility::Private);
  define_method(w, k, "marshal_load", random_marshal_load, 1, 1, Visibility::Private);
  define_method(w, k, "==", random_equal, 1, 1);
  define_singleton_method(w, k, "rand", random_s_rand, 0, 1);
  define_singleton_method(w, k, "random_number", random_s_random_number, 0, 1);
  define_singleton_method(w, k, "bytes", random_s_bytes, 1, 1);
  define_singleton_method(w, k, "urandom", random_s_urandom, 1, 1);
  define_singleton_method(w, k, "srand", k_srand, 0, 1);
  define_singleton_method(w, k, "seed", random_s_seed, 0, 0);
  define_singleton_method(w, k, "new_seed", random_s_new_seed, 0, 0);
  define_method(w, k, "rand", random_rand_m, 0, 1);
  define_method(w, k, "random_number", random_number_m, 0, 1);
  define_method(w, k, "seed", random_seed_m, 0, 0);
  define_method(w, k, "bytes", random_bytes_m, 1, 1);
  define_method(w, k, "dup", random_dup, 0, 0);
  define_method(w, k, "clone", random_dup, 0, -1);
  // Random::Formatter: what random/formatter.rb adds to (hex, uuid...) reaches
  // Random and its instances; its own random_number and rand (prelude) serve
  // other objects, such as SecureRandom.
  Class* formatter = define_module(w, "Formatter", k);
  include_module(w, k, formatter);
  include_module(w, metaclass(w, k), formatter);
}

} // namespace garnet::core
