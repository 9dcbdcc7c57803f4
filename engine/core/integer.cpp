// integer.cpp — Integer: Fixnum fast paths with overflow detection that
// promote to Bignum (num::BigInt), results normalized back to Fixnum;
// mixed arithmetic with Float, and the coerce protocol for other operands.
// Block-taking methods (times, upto, downto, step) live in the prelude.
#include <cmath>
#include <cstring>

#include <cctype>

#include "core/core.h"
#include "core/numeric_ops.h"
#include "core/string_internal.h"

namespace garnet::core {

using namespace garnet::vm;
using num::BigInt;

namespace {

constexpr uint64_t kMaxResultBits = uint64_t(1) << 31; // CRuby's BIGLEN_LIMIT on 64-bit

Value raise_exponent_too_large(Context& cx) {
  return raise(cx, cx.world->c.ArgumentError, "exponent is too large");
}

bool is_zero_int(Value v) { return v.is_fixnum() && v.as_fixnum() == 0; }

// ---------------------------------------------------------------------------
// arithmetic

NATIVE(int_plus) {
  Value o = argv[0];
  if (self.is_fixnum() && o.is_fixnum()) return new_integer(cx, self.as_fixnum() + o.as_fixnum());
  if (is_integer(o)) return new_integer(cx, int_to_big(self) + int_to_big(o));
  if (is_float(o)) return new_float(cx, int_to_double(self) + float_value(o));
  return coerce_bin(cx, self, o, cx.world->sym.plus);
}

NATIVE(int_minus) {
  Value o = argv[0];
  if (self.is_fixnum() && o.is_fixnum()) return new_integer(cx, self.as_fixnum() - o.as_fixnum());
  if (is_integer(o)) return new_integer(cx, int_to_big(self) - int_to_big(o));
  if (is_float(o)) return new_float(cx, int_to_double(self) - float_value(o));
  return coerce_bin(cx, self, o, cx.world->sym.minus);
}

NATIVE(int_times) {
  Value o = argv[0];
  if (is_integer(o)) return int_mul(cx, self, o);
  if (is_float(o)) return new_float(cx, int_to_double(self) * float_value(o));
  return coerce_bin(cx, self, o, cx.world->sym.mul);
}

NATIVE(int_div) {
  Value o = argv[0];
  if (o.is_fixnum()) {
    int64_t b = o.as_fixnum();
    if (b == 0) return raise_zerodiv(cx);
    if (self.is_fixnum()) {
      int64_t q, r;
      fix_divmod(self.as_fixnum(), b, q, r);
      return new_integer(cx, q);
    }
  }
  if (is_integer(o)) return new_integer(cx, BigInt::div_floor(int_to_big(self), int_to_big(o)));
  if (is_float(o)) return new_float(cx, int_to_double(self) / float_value(o));
  return coerce_bin(cx, self, o, cx.world->sym.div);
}

NATIVE(int_mod) {
  Value o = argv[0];
  if (o.is_fixnum()) {
    int64_t b = o.as_fixnum();
    if (b == 0) return raise_zerodiv(cx);
    if (self.is_fixnum()) {
      int64_t q, r;
      fix_divmod(self.as_fixnum(), b, q, r);
      return new_integer(cx, r);
    }
  }
  if (is_integer(o)) return new_integer(cx, BigInt::mod_floor(int_to_big(self), int_to_big(o)));
  if (is_float(o)) {
    double mod;
    if (!float_divmod(cx, int_to_double(self), float_value(o), nullptr, &mod)) return Value::undef();
    return new_float(cx, mod);
  }
  return coerce_bin(cx, self, o, cx.world->sym.mod);
}

NATIVE(int_divmod) {
  Value o = argv[0];
  Value items[2];
  if (o.is_fixnum() && o.as_fixnum() == 0) return raise_zerodiv(cx);
  if (self.is_fixnum() && o.is_fixnum()) {
    int64_t q, r;
    fix_divmod(self.as_fixnum(), o.as_fixnum(), q, r);
    items[0] = new_integer(cx, q);
    items[1] = new_integer(cx, r);
  } else if (is_integer(o)) {
    BigInt q, r;
    BigInt::divmod_floor(int_to_big(self), int_to_big(o), q, r);
    items[0] = new_integer(cx, q);
    items[1] = new_integer(cx, r);
  } else if (is_float(o)) {
    double div, mod;
    if (!float_divmod(cx, int_to_double(self), float_value(o), &div, &mod)) return Value::undef();
    items[0] = float_to_integer(cx, div);
    if (items[0].is_undef()) return Value::undef();
    items[1] = new_float(cx, mod);
  } else {
    return coerce_bin(cx, self, o, cx.world->intern("divmod"));
  }
  return new_array(cx, items, 2);
}

NATIVE(int_idiv) {
  Value o = argv[0];
  if (is_integer(o)) return int_div(cx, self, 1, argv, Value::nil());
  if (is_float(o)) {
    double d = float_value(o);
    if (d == 0.0) return raise_zerodiv(cx);
    return float_to_integer(cx, std::floor(int_to_double(self) / d));
  }
  Value q = coerce_bin(cx, self, o, cx.world->sym.div);
  if (q.is_undef()) return q;
  return call(cx, q, cx.world->intern("floor"));
}

NATIVE(int_remainder) {
  Value o = argv[0];
  if (o.is_fixnum()) {
    int64_t b = o.as_fixnum();
    if (b == 0) return raise_zerodiv(cx);
    if (self.is_fixnum()) {
      if (b == -1) return Value::fixnum(0);
      return new_integer(cx, self.as_fixnum() % b);
    }
  }
  if (is_integer(o)) {
    BigInt q, r;
    BigInt::divmod_trunc(int_to_big(self), int_to_big(o), q, r);
    return new_integer(cx, r);
  }
  if (is_float(o)) {
    double x = int_to_double(self), y = float_value(o), mod;
    if (std::isinf(y) && x != 0 && (x < 0) != (y < 0)) return self; // CRuby's num_remainder
    if (!float_divmod(cx, x, y, nullptr, &mod)) return Value::undef();
    if (mod != 0 && ((x < 0 && y > 0) || (x > 0 && y < 0))) mod -= y;
    return new_float(cx, mod);
  }
  return coerce_bin(cx, self, o, cx.world->intern("remainder"));
}

NATIVE(int_fdiv) {
  Value o = argv[0];
  if (is_integer(o)) {
    if (!self.is_fixnum() || !o.is_fixnum()) {
      BigInt a = int_to_big(self), b = int_to_big(o);
      if (b.is_zero()) return new_float(cx, a.to_double() / 0.0);
      int64_t la = int64_t(a.abs().bit_length()), lb = int64_t(b.abs().bit_length());
      if (la <= 1000 && lb <= 1000) return new_float(cx, a.to_double() / b.to_double());
      // Exact quotient with ~64 significant bits, then scaled: a/b = q * 2**-s.
      int64_t s = lb - la + 64;
      BigInt q, r;
      if (s >= 0) BigInt::divmod_trunc(a.shift_left(uint64_t(s)), b, q, r);
      else BigInt::divmod_trunc(a, b.shift_left(uint64_t(-s)), q, r);
      if (!r.is_zero()) { // a sticky bit keeps the rounding to double correct
        q = q.shift_left(1) + BigInt(q.sign() < 0 ? -1 : 1);
        s += 1;
      }
      return new_float(cx, std::ldexp(q.to_double(), int(-s)));
    }
    return new_float(cx, double(self.as_fixnum()) / double(o.as_fixnum()));
  }
  if (is_float(o)) return new_float(cx, int_to_double(self) / float_value(o));
  return coerce_bin(cx, self, o, cx.world->intern("fdiv"));
}

// ---------------------------------------------------------------------------
// powers

// self ** e for e >= 0 (Integer result).
Value int_pow_nonneg(Context& cx, Value self, uint64_t e) {
  if (self.is_fixnum()) {
    int64_t b = self.as_fixnum();
    if (b == 1 || e == 0) return Value::fixnum(1);
    if (b == 0) return Value::fixnum(0);
    if (b == -1) return Value::fixnum(e & 1 ? -1 : 1);
    int64_t result = 1, base = b;
    uint64_t n = e;
    bool overflow = false;
    while (true) {
      if (n & 1) {
        if (__builtin_mul_overflow(result, base, &result)) {
          overflow = true;
          break;
        }
      }
      n >>= 1;
      if (!n) break;
      if (__builtin_mul_overflow(base, base, &base)) {
        overflow = true;
        break;
      }
    }
    if (!overflow) return new_integer(cx, result);
  }
  BigInt b = int_to_big(self);
  uint64_t bits = b.abs().bit_length();
  if (bits > 1 && e > kMaxResultBits / bits) return raise_exponent_too_large(cx);
  return new_integer(cx, b.pow(e));
}

Value int_pow(Context& cx, Value self, Value o) {
  if (o.is_fixnum()) {
    int64_t e = o.as_fixnum();
    if (e >= 0) return int_pow_nonneg(cx, self, uint64_t(e));
    if (is_zero_int(self)) return raise_zerodiv(cx);
    // 1 and -1 stay Integers, as in CRuby.
    if (self == Value::fixnum(1)) return self;
    if (self == Value::fixnum(-1)) return Value::fixnum(e % 2 == 0 ? 1 : -1);
    // Rational(1, self ** -e), through the prelude's Kernel#Rational.
    if (e == INT64_MIN) return new_float(cx, 0.0);
    Value args[2] = {Value::fixnum(1), int_pow_nonneg(cx, self, uint64_t(-e))};
    if (args[1].is_undef()) return args[1];
    return call(cx, self, cx.world->intern("Rational"), 2, args);
  }
  if (is_bignum(o)) {
    const BigInt& e = o.as<Bignum>()->big;
    if (self.is_fixnum()) {
      int64_t b = self.as_fixnum();
      if (b == 1) return Value::fixnum(1);
      if (b == -1) return Value::fixnum(e.is_even() ? 1 : -1);
      if (b == 0) {
        if (e.is_negative()) return raise_zerodiv(cx);
        return Value::fixnum(0);
      }
    }
    if (e.is_negative()) return new_float(cx, 0.0);
    return raise_exponent_too_large(cx);
  }
  if (is_float(o)) {
    return float_pow(cx, self, int_to_double(self), float_value(o));
  }
  return coerce_bin(cx, self, o, cx.world->sym.pow);
}

NATIVE(int_pow_m) { return int_pow(cx, self, argv[0]); }

NATIVE(int_pow_method) {
  if (argc == 1) return int_pow(cx, self, argv[0]);
  Value e = argv[0], m = argv[1];
  if (!is_integer(e))
    return raise(cx, cx.world->c.TypeError,
                 "Integer#pow() 2nd argument not allowed unless a 1st argument is integer");
  if (int_sign(e) < 0)
    return raise(cx, cx.world->c.RangeError,
                 "Integer#pow() 1st argument cannot be negative when 2nd argument specified");
  if (!is_integer(m))
    return raise(cx, cx.world->c.TypeError,
                 "Integer#pow() 2nd argument not allowed unless all arguments are integers");
  if (int_sign(m) == 0) return raise_zerodiv(cx);
  return new_integer(cx, BigInt::pow_mod(int_to_big(self), int_to_big(e), int_to_big(m)));
}

// ---------------------------------------------------------------------------
// unary

NATIVE(int_uminus) {
  if (self.is_fixnum()) return new_integer(cx, -self.as_fixnum());
  return new_integer(cx, -self.as<Bignum>()->big);
}

NATIVE(int_uplus) { return self; }

NATIVE(int_invert) {
  if (self.is_fixnum()) return Value::fixnum(~self.as_fixnum());
  return new_integer(cx, ~self.as<Bignum>()->big);
}

NATIVE(int_abs) {
  if (self.is_fixnum()) {
    int64_t i = self.as_fixnum();
    return i < 0 ? new_integer(cx, -i) : self;
  }
  return new_integer(cx, self.as<Bignum>()->big.abs());
}

NATIVE(int_succ) {
  if (self.is_fixnum()) return new_integer(cx, self.as_fixnum() + 1);
  return new_integer(cx, self.as<Bignum>()->big + BigInt(1));
}

NATIVE(int_pred) {
  if (self.is_fixnum()) return new_integer(cx, self.as_fixnum() - 1);
  return new_integer(cx, self.as<Bignum>()->big - BigInt(1));
}

// ---------------------------------------------------------------------------
// bits

// Integer operand of a bit operation (coerce for others, which must give Integers).
Value int_bitop(Context& cx, Value self, Value o, int op) {
  static const char* names[] = {"&", "|", "^"};
  if (self.is_fixnum() && o.is_fixnum()) {
    int64_t a = self.as_fixnum(), b = o.as_fixnum();
    return Value::fixnum(op == 0 ? (a & b) : op == 1 ? (a | b) : (a ^ b));
  }
  if (is_integer(o)) {
    BigInt a = int_to_big(self), b = int_to_big(o);
    return new_integer(cx, op == 0 ? (a & b) : op == 1 ? (a | b) : (a ^ b));
  }
  return coerce_bit(cx, self, o, cx.world->intern(names[op]));
}

NATIVE(int_and) { return int_bitop(cx, self, argv[0], 0); }
NATIVE(int_or) { return int_bitop(cx, self, argv[0], 1); }
NATIVE(int_xor) { return int_bitop(cx, self, argv[0], 2); }

// self << n (n < 0 shifts right).
Value shift(Context& cx, Value self, int64_t n) {
  if (is_zero_int(self)) return self;
  if (n >= 0) {
    if (self.is_fixnum() && n < 62) {
      int64_t x = self.as_fixnum();
      int64_t limit = int64_t(1) << (62 - n);
      if (x > -limit && x < limit) return new_integer(cx, x * (int64_t(1) << n));
    }
    if (uint64_t(n) > kMaxResultBits) return raise(cx, cx.world->c.RangeError, "shift width too big");
    return new_integer(cx, int_to_big(self).shift_left(uint64_t(n)));
  }
  uint64_t m = n == INT64_MIN ? uint64_t(INT64_MAX) : uint64_t(-n);
  if (self.is_fixnum()) {
    int64_t x = self.as_fixnum();
    if (m >= 63) return Value::fixnum(x < 0 ? -1 : 0);
    return Value::fixnum(x >> m);
  }
  return new_integer(cx, self.as<Bignum>()->big.shift_right(m));
}

// The shift count: Integer (huge ones saturate), else to_int.
bool shift_count(Context& cx, Value v, int64_t& out) {
  if (is_bignum(v)) {
    out = v.as<Bignum>()->big.is_negative() ? INT64_MIN : INT64_MAX;
    return true;
  }
  if (v.is_fixnum()) {
    out = v.as_fixnum();
    return true;
  }
  return to_int64(cx, v, out);
}

NATIVE(int_lshift) {
  int64_t n;
  if (!shift_count(cx, argv[0], n)) return Value::undef();
  return shift(cx, self, n);
}

NATIVE(int_rshift) {
  int64_t n;
  if (!shift_count(cx, argv[0], n)) return Value::undef();
  if (n == INT64_MIN) n = INT64_MAX;
  else n = -n;
  return shift(cx, self, n);
}

int bit_at(Value self, int64_t i) {
  if (i < 0) return 0;
  if (self.is_fixnum()) {
    int64_t x = self.as_fixnum();
    if (i >= 63) return x < 0 ? 1 : 0;
    return int((x >> i) & 1);
  }
  return self.as<Bignum>()->big.test_bit(uint64_t(i)) ? 1 : 0;
}

// (self >> start) & ((1 << len) - 1)
Value bit_slice(Context& cx, Value self, int64_t start, int64_t len) {
  if (len < 0) return raise(cx, cx.world->c.ArgumentError, "The beginning length is negative");
  Value shifted = start >= 0 ? shift(cx, self, start == INT64_MIN ? INT64_MAX : -start)
                             : shift(cx, self, -start);
  if (shifted.is_undef()) return shifted;
  if (len < 62 && shifted.is_fixnum()) return Value::fixnum(shifted.as_fixnum() & ((int64_t(1) << len) - 1));
  BigInt mask = BigInt(1).shift_left(uint64_t(len)) - BigInt(1);
  return new_integer(cx, int_to_big(shifted) & mask);
}

NATIVE(int_aref) {
  if (argc == 2) {
    int64_t start, len;
    Value len_v = argv[1];
    if (!to_int64(cx, argv[0], start) || !to_int64(cx, len_v, len)) return Value::undef();
    return bit_slice(cx, self, start, len);
  }
  Value i = argv[0];
  if (is_range(i)) {
    Range* r = i.as<Range>();
    int64_t start = 0;
    if (!r->begin.is_nil() && !to_int64(cx, r->begin, start)) return Value::undef();
    if (r->end.is_nil()) return shift(cx, self, -start);
    int64_t end;
    if (!to_int64(cx, r->end, end)) return Value::undef();
    if (r->begin.is_nil() && end >= 0) {
      // The bits below end, with infinitely many above them: 0 when they
      // are all clear, else no finite answer.
      Value low = bit_slice(cx, self, 0, end + (r->exclusive() ? 0 : 1));
      if (low.is_undef() || is_zero_int(low)) return low;
      return raise(cx, cx.world->c.ArgumentError, "The beginless range for Integer#[] results in infinity");
    }
    if (r->begin.is_nil()) return Value::fixnum(0);
    int64_t len = end - start + (r->exclusive() ? 0 : 1);
    if (len < 0) len = 0;
    return bit_slice(cx, self, start, len);
  }
  if (is_bignum(i)) {
    if (i.as<Bignum>()->big.is_negative()) return Value::fixnum(0);
    return Value::fixnum(int_sign(self) < 0 ? 1 : 0);
  }
  int64_t n;
  if (i.is_fixnum()) n = i.as_fixnum();
  else if (!to_int64(cx, i, n)) return Value::undef();
  return Value::fixnum(bit_at(self, n));
}

NATIVE(int_bit_length) {
  if (self.is_fixnum()) {
    int64_t x = self.as_fixnum();
    uint64_t u = uint64_t(x < 0 ? ~x : x);
    return Value::fixnum(u == 0 ? 0 : 64 - __builtin_clzll(u));
  }
  return new_integer(cx, int64_t(self.as<Bignum>()->big.bit_length()));
}

// mask for allbits?/anybits?/nobits?
bool mask_arg(Context& cx, Value v, Value& out) {
  if (is_integer(v)) {
    out = v;
    return true;
  }
  int64_t n;
  if (!to_int64(cx, v, n)) return false;
  out = new_integer(cx, n);
  return true;
}

NATIVE(int_allbits) {
  Value m;
  if (!mask_arg(cx, argv[0], m)) return Value::undef();
  Value a = int_bitop(cx, self, m, 0);
  return Value::boolean(int_to_big(a) == int_to_big(m));
}

NATIVE(int_anybits) {
  Value m;
  if (!mask_arg(cx, argv[0], m)) return Value::undef();
  Value a = int_bitop(cx, self, m, 0);
  return Value::boolean(!is_zero_int(a));
}

NATIVE(int_nobits) {
  Value m;
  if (!mask_arg(cx, argv[0], m)) return Value::undef();
  Value a = int_bitop(cx, self, m, 0);
  return Value::boolean(is_zero_int(a));
}

// ---------------------------------------------------------------------------
// comparison

int int_cmp_int(Value a, Value b) {
  if (a.is_fixnum() && b.is_fixnum()) {
    int64_t x = a.as_fixnum(), y = b.as_fixnum();
    return x < y ? -1 : (x > y ? 1 : 0);
  }
  return int_to_big(a).compare(int_to_big(b));
}

NATIVE(int_cmp) {
  Value o = argv[0];
  if (is_integer(o)) return Value::fixnum(int_cmp_int(self, o));
  if (is_float(o)) {
    int c;
    if (!int_cmp_double(self, float_value(o), c)) return Value::nil();
    return Value::fixnum(c);
  }
  return coerce_cmp(cx, self, o, cx.world->sym.cmp);
}

NATIVE(int_eq) {
  Value o = argv[0];
  if (is_integer(o)) return Value::boolean(int_cmp_int(self, o) == 0);
  if (is_float(o)) {
    int c;
    return Value::boolean(int_cmp_double(self, float_value(o), c) && c == 0);
  }
  Value arg = self;
  Value r = call(cx, o, cx.world->sym.eq, 1, &arg);
  if (r.is_undef()) return r;
  return Value::boolean(r.truthy());
}

template <int Op> // 0 <, 1 <=, 2 >, 3 >=
NATIVE(int_relop) {
  Value o = argv[0];
  int c;
  if (is_integer(o)) {
    c = int_cmp_int(self, o);
  } else if (is_float(o)) {
    if (!int_cmp_double(self, float_value(o), c)) return Value::false_value();
  } else {
    Sym op = Op == 0 ? cx.world->sym.lt : Op == 1 ? cx.world->sym.le : Op == 2 ? cx.world->sym.gt : cx.world->sym.ge;
    return coerce_relop(cx, self, o, op);
  }
  switch (Op) {
    case 0: return Value::boolean(c < 0);
    case 1: return Value::boolean(c <= 0);
    case 2: return Value::boolean(c > 0);
    default: return Value::boolean(c >= 0);
  }
}

NATIVE(int_eql) {
  Value o = argv[0];
  if (!is_integer(o)) return Value::false_value();
  return Value::boolean(int_cmp_int(self, o) == 0);
}

NATIVE(int_hash) {
  uint64_t word;
  builtin_hash_word(self, word);
  return hash_value(word);
}

// ---------------------------------------------------------------------------
// predicates

NATIVE(int_zero_p) { return Value::boolean(is_zero_int(self)); }
NATIVE(int_positive_p) { return Value::boolean(int_sign(self) > 0); }
NATIVE(int_negative_p) { return Value::boolean(int_sign(self) < 0); }
NATIVE(int_nonzero_p) {
  return is_zero_int(self) ? Value::nil() : self;
}

bool int_even(Value self) {
  if (self.is_fixnum()) return (self.as_fixnum() & 1) == 0;
  return self.as<Bignum>()->big.is_even();
}

NATIVE(int_even_p) { return Value::boolean(int_even(self)); }
NATIVE(int_odd_p) { return Value::boolean(!int_even(self)); }
NATIVE(int_true) { return Value::true_value(); }
NATIVE(int_nil) { return Value::nil(); }
NATIVE(int_self) { return self; }
NATIVE(int_one) { return Value::fixnum(1); }

// ---------------------------------------------------------------------------
// conversions

bool radix_arg(Context& cx, Value v, int& base) {
  int64_t b;
  if (!to_int64(cx, v, b)) return false;
  if (b < 2 || b > 36) {
    raisef(cx, cx.world->c.ArgumentError, "invalid radix %lld", (long long)b);
    return false;
  }
  base = int(b);
  return true;
}

NATIVE(int_to_s) {
  int base = 10;
  if (argc == 1 && !radix_arg(cx, argv[0], base)) return Value::undef();
  return str_make(cx, int_to_string(self, base), Enc::US_ASCII); // as Ruby's
}

NATIVE(int_to_f) { return new_float(cx, int_to_double(self)); }

void append_utf8(std::string& s, uint32_t c) {
  if (c < 0x80) {
    s += char(c);
  } else if (c < 0x800) {
    s += char(0xC0 | (c >> 6));
    s += char(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    s += char(0xE0 | (c >> 12));
    s += char(0x80 | ((c >> 6) & 0x3F));
    s += char(0x80 | (c & 0x3F));
  } else {
    s += char(0xF0 | (c >> 18));
    s += char(0x80 | ((c >> 12) & 0x3F));
    s += char(0x80 | ((c >> 6) & 0x3F));
    s += char(0x80 | (c & 0x3F));
  }
}

NATIVE(int_chr) {
  if (!self.is_fixnum()) return raise(cx, cx.world->c.RangeError, "bignum out of char range");
  int64_t c = self.as_fixnum();
  std::string enc;
  if (argc == 1) {
    Value s = to_s(cx, argv[0]);
    if (s.is_undef()) return s;
    enc = str(s);
    for (char& ch : enc) ch = char(std::toupper((unsigned char)ch));
  }
  if (c < 0 || c > 0xFFFFFFFFll) return raisef(cx, cx.world->c.RangeError, "%lld out of char range", (long long)c);
  if (enc == "UTF-8" || enc == "UTF8" || enc == "CESU-8") {
    if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
      return raisef(cx, cx.world->c.RangeError, "invalid codepoint 0x%llX in UTF-8", (long long)c);
    std::string s;
    append_utf8(s, uint32_t(c));
    return new_string(cx, std::move(s));
  }
  if (enc == "US-ASCII" || enc == "ASCII") {
    if (c > 127) return raisef(cx, cx.world->c.RangeError, "%lld out of char range", (long long)c);
    return new_string(cx, std::string(1, char(c)));
  }
  if (c > 255) return raisef(cx, cx.world->c.RangeError, "%lld out of char range", (long long)c);
  std::string s(1, char(c));
  if (c < 128) return new_string(cx, std::move(s));
  return new_binary_string(cx, s);
}

NATIVE(int_coerce) {
  Value o = argv[0];
  Value items[2];
  if (is_integer(o)) {
    items[0] = o;
    items[1] = self;
  } else {
    if (is_float(o)) {
      items[0] = o;
    } else {
      Value f = call(cx, cx.iso->main_object, cx.world->intern("Float"), 1, &o);
      if (f.is_undef()) return f;
      items[0] = f;
    }
    items[1] = new_float(cx, int_to_double(self));
  }
  return new_array(cx, items, 2);
}

NATIVE(int_size) {
  if (self.is_fixnum()) return Value::fixnum(8);
  uint64_t bits = self.as<Bignum>()->big.abs().bit_length();
  return Value::fixnum(int64_t((bits + 7) / 8));
}

NATIVE(int_digits) {
  Value base_v = argc == 1 ? argv[0] : Value::fixnum(10);
  if (!is_integer(base_v)) { // converted with to_int, as CRuby's rb_to_int (10r and 10.0 are 10)
    if (!respond_to(cx, base_v, cx.world->sym.to_int, true)) return raise_conversion(cx, base_v, "Integer");
    base_v = call(cx, argv[0], cx.world->sym.to_int);
    if (base_v.is_undef()) return base_v;
    if (!is_integer(base_v))
      return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Integer)",
                    class_path(cx, real_class(cx, argv[0])).c_str());
  }
  if (int_sign(base_v) < 0) return raise(cx, cx.world->c.ArgumentError, "negative radix");
  if (base_v.is_fixnum() && base_v.as_fixnum() < 2)
    return raisef(cx, cx.world->c.ArgumentError, "invalid radix %lld", (long long)base_v.as_fixnum());
  if (int_sign(self) < 0) return raise(cx, domain_error_class(cx), "out of domain");
  std::vector<Value> out;
  if (self.is_fixnum() && base_v.is_fixnum()) {
    int64_t x = self.as_fixnum(), b = base_v.as_fixnum();
    do {
      out.push_back(Value::fixnum(x % b));
      x /= b;
    } while (x > 0);
    return new_array(cx, std::move(out));
  }
  BigInt x = int_to_big(self), b = int_to_big(base_v);
  do {
    BigInt q, r;
    BigInt::divmod_floor(x, b, q, r);
    out.push_back(new_integer(cx, r));
    x = q;
  } while (!x.is_zero());
  return new_array(cx, std::move(out));
}

// ---------------------------------------------------------------------------
// gcd / lcm / sqrt

bool int_arg(Context& cx, Value v) {
  if (is_integer(v)) return true;
  raise(cx, cx.world->c.TypeError, "not an integer");
  return false;
}

uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

Value gcd_value(Context& cx, Value a, Value b) {
  if (a.is_fixnum() && b.is_fixnum()) {
    int64_t x = a.as_fixnum(), y = b.as_fixnum();
    return new_integer(cx, int64_t(gcd_u64(uint64_t(x < 0 ? -x : x), uint64_t(y < 0 ? -y : y))));
  }
  return new_integer(cx, BigInt::gcd(int_to_big(a), int_to_big(b)));
}

Value lcm_value(Context& cx, Value a, Value b) {
  if (is_zero_int(a) || is_zero_int(b)) return Value::fixnum(0);
  Value g = gcd_value(cx, a, b);
  BigInt r = BigInt::div_floor(int_to_big(a), int_to_big(g)) * int_to_big(b);
  return new_integer(cx, r.abs());
}

NATIVE(int_gcd) {
  if (!int_arg(cx, argv[0])) return Value::undef();
  return gcd_value(cx, self, argv[0]);
}

NATIVE(int_lcm) {
  if (!int_arg(cx, argv[0])) return Value::undef();
  return lcm_value(cx, self, argv[0]);
}

NATIVE(int_gcdlcm) {
  if (!int_arg(cx, argv[0])) return Value::undef();
  Value items[2] = {gcd_value(cx, self, argv[0]), lcm_value(cx, self, argv[0])};
  return new_array(cx, items, 2);
}

NATIVE(int_s_sqrt) {
  Value n = argv[0];
  if (is_float(n)) {
    n = float_to_integer(cx, float_value(n));
    if (n.is_undef()) return n;
  } else if (!is_integer(n)) {
    int64_t i;
    if (!to_int64(cx, n, i)) return Value::undef();
    n = new_integer(cx, i);
  }
  if (int_sign(n) < 0) return raise_domain(cx, "\"isqrt\"");
  if (n.is_fixnum()) {
    int64_t x = n.as_fixnum();
    int64_t r = int64_t(std::sqrt(double(x)));
    while (r > 0 && r * r > x) r--;
    while ((r + 1) * (r + 1) <= x) r++;
    return Value::fixnum(r);
  }
  return new_integer(cx, n.as<Bignum>()->big.isqrt());
}

// ---------------------------------------------------------------------------
// rounding

template <RoundKind Kind>
NATIVE(int_round_m) {
  // Only round takes `half:`; for the others a Hash is a (bad) ndigits.
  Value kw = Kind == RoundKind::Round ? take_kwargs(cx, argc, argv) : Value::undef();
  if (argc > 1) return raise_arity(cx, argc, 0, 1);
  Value nd_v = argc == 1 ? argv[0] : Value::nil();
  RoundHalf half = RoundHalf::Up;
  if (!round_half_option(cx, kw, half)) return Value::undef();
  if (nd_v.is_nil()) return self;
  int nd;
  if (!ndigits_arg(cx, nd_v, nd)) return Value::undef();
  return int_round_digits(cx, self, nd, Kind, half);
}

NATIVE(int_ceildiv) {
  Value o = argv[0];
  if (is_integer(o)) {
    if (int_sign(o) == 0) return raise_zerodiv(cx);
    BigInt q = BigInt::div_floor(-int_to_big(self), int_to_big(o));
    return new_integer(cx, -q);
  }
  // -div(0 - other)
  Value zero = Value::fixnum(0);
  Value neg = call(cx, zero, cx.world->sym.minus, 1, &o);
  if (neg.is_undef()) return neg;
  Value q = call(cx, self, cx.world->intern("div"), 1, &neg);
  if (q.is_undef()) return q;
  return call(cx, q, cx.world->sym.uminus);
}

// Integer.try_convert(obj): obj if an Integer, else obj.to_int (nil when it
// has none), which must give an Integer or nil.
NATIVE(int_s_try_convert) { return try_convert(cx, argv[0], cx.world->sym.to_int, is_integer, "Integer"); }

// Integer.__ops_intact?: whether no Integer operator has been redefined or
// made private. The prelude's own Integer arithmetic ignores that (as C
// does); where CRuby's core calls the operator instead (inject(:+)), the
// prelude asks this first.
NATIVE(int_s_ops_intact) {
  return Value::boolean((cx.world->redefined_basic_ops.load(std::memory_order_relaxed) & BOP_INTEGER) == 0);
}

} // namespace

void init_integer(World& w) {
  Class* k = w.c.Integer;
  define_method(w, k, "+", int_plus, 1, 1);
  define_method(w, k, "-", int_minus, 1, 1);
  define_method(w, k, "*", int_times, 1, 1);
  define_method(w, k, "/", int_div, 1, 1);
  define_method(w, k, "%", int_mod, 1, 1);
  define_method(w, k, "modulo", int_mod, 1, 1);
  define_method(w, k, "**", int_pow_m, 1, 1);
  define_method(w, k, "pow", int_pow_method, 1, 2);
  define_method(w, k, "divmod", int_divmod, 1, 1);
  define_method(w, k, "div", int_idiv, 1, 1);
  define_method(w, k, "remainder", int_remainder, 1, 1);
  define_method(w, k, "fdiv", int_fdiv, 1, 1);
  define_method(w, k, "ceildiv", int_ceildiv, 1, 1);
  define_method(w, k, "-@", int_uminus, 0, 0);
  define_method(w, k, "+@", int_uplus, 0, 0);
  define_method(w, k, "~", int_invert, 0, 0);
  define_method(w, k, "&", int_and, 1, 1);
  define_method(w, k, "|", int_or, 1, 1);
  define_method(w, k, "^", int_xor, 1, 1);
  define_method(w, k, "<<", int_lshift, 1, 1);
  define_method(w, k, ">>", int_rshift, 1, 1);
  define_method(w, k, "[]", int_aref, 1, 2);
  define_method(w, k, "<=>", int_cmp, 1, 1);
  define_method(w, k, "==", int_eq, 1, 1);
  define_method(w, k, "===", int_eq, 1, 1);
  define_method(w, k, "<", int_relop<0>, 1, 1);
  define_method(w, k, "<=", int_relop<1>, 1, 1);
  define_method(w, k, ">", int_relop<2>, 1, 1);
  define_method(w, k, ">=", int_relop<3>, 1, 1);
  define_method(w, k, "eql?", int_eql, 1, 1);
  define_method(w, k, "hash", int_hash, 0, 0);
  define_method(w, k, "abs", int_abs, 0, 0);
  define_method(w, k, "magnitude", int_abs, 0, 0);
  define_method(w, k, "succ", int_succ, 0, 0);
  define_method(w, k, "next", int_succ, 0, 0);
  define_method(w, k, "pred", int_pred, 0, 0);
  define_method(w, k, "chr", int_chr, 0, 1);
  define_method(w, k, "ord", int_self, 0, 0);
  define_method(w, k, "to_s", int_to_s, 0, 1);
  define_method(w, k, "inspect", int_to_s, 0, 1);
  define_method(w, k, "to_i", int_self, 0, 0);
  define_method(w, k, "to_int", int_self, 0, 0);
  define_method(w, k, "to_f", int_to_f, 0, 0);
  define_method(w, k, "numerator", int_self, 0, 0);
  define_method(w, k, "denominator", int_one, 0, 0);
  define_method(w, k, "zero?", int_zero_p, 0, 0);
  define_method(w, k, "nonzero?", int_nonzero_p, 0, 0);
  define_method(w, k, "positive?", int_positive_p, 0, 0);
  define_method(w, k, "negative?", int_negative_p, 0, 0);
  define_method(w, k, "even?", int_even_p, 0, 0);
  define_method(w, k, "odd?", int_odd_p, 0, 0);
  define_method(w, k, "integer?", int_true, 0, 0);
  define_method(w, k, "finite?", int_true, 0, 0);
  define_method(w, k, "infinite?", int_nil, 0, 0);
  mark_leaves(w, k, {"-@", "~", "abs", "magnitude", "to_i", "to_int", "to_f", "zero?", "positive?", "negative?", "even?",
                    "odd?", "integer?", "finite?", "infinite?"});
  define_method(w, k, "bit_length", int_bit_length, 0, 0);
  define_method(w, k, "digits", int_digits, 0, 1);
  define_method(w, k, "gcd", int_gcd, 1, 1);
  define_method(w, k, "lcm", int_lcm, 1, 1);
  define_method(w, k, "gcdlcm", int_gcdlcm, 1, 1);
  define_method(w, k, "floor", int_round_m<RoundKind::Floor>, 0, 2);
  define_method(w, k, "ceil", int_round_m<RoundKind::Ceil>, 0, 2);
  define_method(w, k, "round", int_round_m<RoundKind::Round>, 0, 2);
  define_method(w, k, "truncate", int_round_m<RoundKind::Truncate>, 0, 2);
  define_method(w, k, "size", int_size, 0, 0);
  define_method(w, k, "allbits?", int_allbits, 1, 1);
  define_method(w, k, "anybits?", int_anybits, 1, 1);
  define_method(w, k, "nobits?", int_nobits, 1, 1);
  define_method(w, k, "coerce", int_coerce, 1, 1);
  define_singleton_method(w, k, "sqrt", int_s_sqrt, 1, 1);
  define_singleton_method(w, k, "try_convert", int_s_try_convert, 1, 1);
  define_singleton_method(w, k, "__ops_intact?", int_s_ops_intact, 0, 0);
}

} // namespace garnet::core
