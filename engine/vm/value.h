// value.h — the 64-bit tagged Value, identical on native and wasm32.
//
// Encoding (low bits):
//   ...xxx1  Fixnum: a 63-bit signed integer, (int64)bits >> 1
//   ...xx10  Flonum: a double whose exponent is in the common range, stored
//            rotated (CRuby's scheme); other doubles are heap Floats
//   ...1100  Symbol: id << 8 | 0x0c
//   0x00 false, 0x08 nil, 0x14 true, 0x34 undef (never visible to Ruby code)
//   ...x000  (any other value) a pointer to a heap object (8-byte aligned)
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

namespace garnet::vm {

struct Obj;
using Sym = uint32_t;

constexpr int64_t kFixnumMax = (int64_t(1) << 62) - 1;
constexpr int64_t kFixnumMin = -(int64_t(1) << 62);

// Floored division of Fixnums, as Integer#/ and #% (b != 0).
inline void fix_divmod(int64_t a, int64_t b, int64_t& q, int64_t& r) {
  q = a / b;
  r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) {
    q -= 1;
    r += b;
  }
}

class Value {
 public:
  constexpr Value() : bits_(kNil) {}
  static constexpr Value from_bits(uint64_t bits) { return Value(bits); }
  constexpr uint64_t bits() const { return bits_; }

  // ---- special constants ----
  static constexpr Value nil() { return Value(kNil); }
  static constexpr Value true_value() { return Value(kTrue); }
  static constexpr Value false_value() { return Value(kFalse); }
  static constexpr Value undef() { return Value(kUndef); }
  static constexpr Value boolean(bool b) { return Value(b ? kTrue : kFalse); }
  constexpr bool is_nil() const { return bits_ == kNil; }
  constexpr bool is_true() const { return bits_ == kTrue; }
  constexpr bool is_false() const { return bits_ == kFalse; }
  constexpr bool is_undef() const { return bits_ == kUndef; }
  constexpr bool truthy() const { return (bits_ & ~kNil) != 0; }
  constexpr bool falsy() const { return !truthy(); }

  // ---- Fixnum ----
  static constexpr bool fits_fixnum(int64_t v) { return v >= kFixnumMin && v <= kFixnumMax; }
  static constexpr Value fixnum(int64_t v) { return Value((uint64_t(v) << 1) | 1); }
  constexpr bool is_fixnum() const { return bits_ & 1; }
  constexpr int64_t as_fixnum() const { return int64_t(bits_) >> 1; }

  // ---- Flonum ----
  constexpr bool is_flonum() const { return (bits_ & 3) == 2; }
  // Encodes `d` as a flonum if it is in range; returns false otherwise.
  static bool try_flonum(double d, Value& out) {
    uint64_t b = __builtin_bit_cast(uint64_t, d);
    int exp_bits = int((b >> 60) & 7);
    if (d != 0.0 && (exp_bits == 3 || exp_bits == 4)) {
      out = Value((std::rotl(b, 3) & ~uint64_t(1)) | 2);
      return true;
    }
    if (b == 0) { // +0.0
      out = Value(kFlonumZero);
      return true;
    }
    return false;
  }
  double as_flonum() const {
    if (bits_ == kFlonumZero) return 0.0;
    uint64_t b63 = bits_ >> 63;
    uint64_t t = (2 - b63) | (bits_ & ~uint64_t(3));
    return __builtin_bit_cast(double, std::rotr(t, 3));
  }

  // ---- Symbol ----
  static constexpr Value symbol(Sym id) { return Value((uint64_t(id) << 8) | kSymbolTag); }
  constexpr bool is_symbol() const { return (bits_ & 0xff) == kSymbolTag; }
  constexpr Sym as_symbol() const { return Sym(bits_ >> 8); }

  // ---- heap objects ----
  constexpr bool is_heap() const { return (bits_ & 7) == 0 && bits_ > kNil; }
  static Value object(const Obj* p) { return Value(uint64_t(uintptr_t(p))); }
  Obj* as_obj() const { return reinterpret_cast<Obj*>(uintptr_t(bits_)); }
  template <class T> T* as() const { return reinterpret_cast<T*>(uintptr_t(bits_)); }

  constexpr bool operator==(const Value& o) const { return bits_ == o.bits_; }
  constexpr bool operator!=(const Value& o) const { return bits_ != o.bits_; }

 private:
  constexpr explicit Value(uint64_t bits) : bits_(bits) {}
  static constexpr uint64_t kFalse = 0x00;
  static constexpr uint64_t kNil = 0x08;
  static constexpr uint64_t kTrue = 0x14;
  static constexpr uint64_t kUndef = 0x34;
  static constexpr uint64_t kSymbolTag = 0x0c;
  static constexpr uint64_t kFlonumZero = 0x8000000000000002ull;
  uint64_t bits_;
};

static_assert(sizeof(Value) == 8);

} // namespace garnet::vm
