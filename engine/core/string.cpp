// string.cpp — String basics: construction, concatenation, comparison and
// hashing, sizes, conversions (to_i, to_f, to_sym, hex, oct), bytes
// (getbyte, setbyte, byteslice, bytes), encodings (the small Encoding class
// with UTF_8 / BINARY / US_ASCII, force_encoding, valid_encoding?, b, scrub)
// and casecmp. Searching and slicing live in string_search.cpp, case and
// character-set transforms in string_transform.cpp, inspect/dump in
// string_inspect.cpp.
#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <vector>

#include "core/string_internal.h"
#include "num/float_text.h"

namespace garnet::core {

using namespace garnet::vm;

// ---- shared helpers ----

Value str_make(Context& cx, std::string&& s, bool binary) {
  Value v = new_string(cx, std::move(s));
  if (binary) v.as_obj()->flags |= FL_BINARY;
  return v;
}

bool str_comparable(Value a, Value b) {
  if (str_is_binary(a) == str_is_binary(b)) return true;
  return str_ascii_only(a) || str_ascii_only(b);
}

namespace {

// The Encoding objects: static Data objects whose payload describes them.
struct EncodingInfo {
  const char* name;    // Encoding#name / to_s
  const char* display; // inside #<Encoding:...> and error messages
  const char* constant;
  bool binary;
};
constexpr EncodingInfo kUtf8 = {"UTF-8", "UTF-8", "UTF_8", false};
constexpr EncodingInfo kBinary = {"ASCII-8BIT", "BINARY (ASCII-8BIT)", "BINARY", true};
constexpr EncodingInfo kUsAscii = {"US-ASCII", "US-ASCII", "US_ASCII", false};

void encoding_mark(void*, void (*)(void*, Value), void*) {}
void encoding_free(void*) {}
const DataType kEncodingType = {"Encoding", encoding_mark, encoding_free};

const EncodingInfo* encoding_info(Value v) {
  if (!is_type(v, Type::Data)) return nullptr;
  Data* d = v.as<Data>();
  if (d->data_type != &kEncodingType) return nullptr;
  return static_cast<const EncodingInfo*>(d->ptr);
}

Value encoding_object(Context& cx, const EncodingInfo& info) {
  Class* k = cx.world->c.Encoding;
  if (!k) return Value::nil();
  Value* v = k->find_constant(intern(cx, info.constant));
  return v ? *v : Value::nil();
}

Class* encoding_error(Context& cx, const char* name) {
  Class* k = cx.world->c.Encoding;
  if (k) {
    Value* v = k->find_constant(intern(cx, name));
    if (v && is_class_or_module(*v)) return v->as<Class>();
  }
  return cx.world->c.EncodingError;
}

Class* compatibility_error(Context& cx) { return encoding_error(cx, "CompatibilityError"); }

bool equal_ci(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++) {
    char x = a[i], y = b[i];
    if (x >= 'a' && x <= 'z') x -= 32;
    if (y >= 'a' && y <= 'z') y -= 32;
    if (x != y) return false;
  }
  return true;
}

// Resolves an encoding argument (Encoding or name); nullptr after raising.
const EncodingInfo* find_encoding(Context& cx, Value arg) {
  if (const EncodingInfo* info = encoding_info(arg)) return info;
  Value name = implicit_string(cx, arg);
  if (name.is_undef()) return nullptr;
  const std::string& n = str(name);
  if (equal_ci(n, "UTF-8") || equal_ci(n, "CP65001") || equal_ci(n, "locale") ||
      equal_ci(n, "external") || equal_ci(n, "filesystem"))
    return &kUtf8;
  if (equal_ci(n, "ASCII-8BIT") || equal_ci(n, "BINARY")) return &kBinary;
  if (equal_ci(n, "US-ASCII") || equal_ci(n, "ASCII") || equal_ci(n, "ANSI_X3.4-1968") ||
      equal_ci(n, "646"))
    return &kUsAscii;
  raisef(cx, cx.world->c.ArgumentError, "unknown encoding name - %s", n.c_str());
  return nullptr;
}

// Fast 64-bit hash of bytes (wyhash-style multiply-mix).
inline uint64_t mix(uint64_t a, uint64_t b) {
  __uint128_t r = static_cast<__uint128_t>(a) * b;
  return uint64_t(r) ^ uint64_t(r >> 64);
}

} // namespace

uint64_t string_hash(std::string_view s, bool binary) {
  const uint64_t k0 = 0xa0761d6478bd642full, k1 = 0xe7037ed1a0b428dbull, k2 = 0x8ebc6af09c88c6e3ull;
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s.data());
  size_t n = s.size();
  uint64_t h = k0 ^ (uint64_t(n) * k2);
  while (n >= 8) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    h = mix(h ^ w, k1);
    p += 8;
    n -= 8;
  }
  uint64_t tail = 0;
  for (size_t i = 0; i < n; i++) tail |= uint64_t(p[i]) << (8 * i);
  h = mix(h ^ tail ^ (uint64_t(n) << 59), k1 ^ k0);
  h = mix(h, k2);
  if (binary && !utf8::is_ascii(s)) h ^= 0x5bd1e995ull;
  return h;
}

bool str_compatible(Context& cx, Value a, Value b, bool& binary) {
  bool ba = str_is_binary(a), bb = str_is_binary(b);
  binary = ba;
  if (ba == bb) return true;
  const std::string& sa = str(a);
  const std::string& sb = str(b);
  if (sb.empty()) return true;
  bool ascii_b = str_ascii_only(b);
  if (sa.empty()) {
    binary = ascii_b ? ba : bb;
    return true;
  }
  if (ascii_b) return true;
  if (str_ascii_only(a)) {
    binary = bb;
    return true;
  }
  raisef(cx, compatibility_error(cx), "incompatible character encodings: %s and %s",
         ba ? kBinary.display : kUtf8.display, bb ? kBinary.display : kUtf8.display);
  return false;
}

bool str_substr_bytes(std::string_view s, bool binary, int64_t beg, int64_t len, size_t& byte_beg,
                      size_t& byte_len) {
  if (len < 0) return false;
  bool single = binary || utf8::is_ascii(s);
  int64_t slen = single ? int64_t(s.size()) : int64_t(utf8::count_chars(s, false));
  if (beg > slen) return false;
  if (beg < 0) {
    beg += slen;
    if (beg < 0) return false;
  }
  if (len > slen - beg) len = slen - beg;
  if (single) {
    byte_beg = size_t(beg);
    byte_len = size_t(len);
    return true;
  }
  byte_beg = utf8::char_to_byte(s, false, size_t(beg));
  size_t end = byte_beg + utf8::char_to_byte(s.substr(byte_beg), false, size_t(len));
  byte_len = end - byte_beg;
  return true;
}

// Range -> (beg, len) with CRuby's rb_range_beg_len (err = 0: nil when out of range).
// Returns 1 ok, 0 out of range, -1 raised.
int range_beg_len(Context& cx, Value range, int64_t total, int64_t& beg, int64_t& len) {
  Range* r = range.as<Range>();
  int64_t b = 0, e = total;
  bool excl = r->exclusive();
  if (!r->begin.is_nil() && !to_int64(cx, r->begin, b)) return -1;
  if (!r->end.is_nil()) {
    if (!to_int64(cx, r->end, e)) return -1;
  } else {
    excl = false;
    e = -1;
  }
  if (b < 0) {
    b += total;
    if (b < 0) return 0;
  }
  if (e < 0) e += total;
  if (!excl) e++;
  if (b > total) return 0;
  if (e > total) e = total;
  beg = b;
  len = e - b < 0 ? 0 : e - b;
  return 1;
}

namespace {

#define NATIVE(name) Value name(Context& cx, Value self, int argc, Value* argv, Value block)

// Appends `other` (a String) to self, applying the encoding rules.
bool append_string(Context& cx, Value self, Value other) {
  bool binary;
  if (!str_compatible(cx, self, other, binary)) return false;
  if (other == self) {
    std::string copy = str(other);
    str_mut(self) += copy;
  } else {
    str_mut(self) += str(other);
  }
  if (binary) self.as_obj()->flags |= FL_BINARY;
  else self.as_obj()->flags &= uint16_t(~FL_BINARY);
  return true;
}

// Appends the character with codepoint `v` (String#<< with an Integer).
bool append_codepoint(Context& cx, Value self, Value v) {
  if (is_bignum(v)) {
    std::string text = v.as<Bignum>()->big.to_string();
    raisef(cx, cx.world->c.RangeError, "%s out of char range", text.c_str());
    return false;
  }
  int64_t cp = v.as_fixnum();
  if (cp < 0) {
    raisef(cx, cx.world->c.RangeError, "%lld out of char range", (long long)cp);
    return false;
  }
  if (str_is_binary(self)) {
    if (cp > 255) {
      raisef(cx, cx.world->c.RangeError, "%lld out of char range", (long long)cp);
      return false;
    }
    str_mut(self) += char(cp);
    return true;
  }
  if (cp > 0x10FFFF) {
    raisef(cx, cx.world->c.RangeError, "invalid codepoint 0x%llX in UTF-8", (long long)cp);
    return false;
  }
  if (cp >= 0xD800 && cp <= 0xDFFF) {
    raisef(cx, cx.world->c.RangeError, "invalid codepoint 0x%llX in UTF-8", (long long)cp);
    return false;
  }
  utf8::encode(str_mut(self), uint32_t(cp));
  return true;
}

// ---- construction ----

NATIVE(str_initialize) {
  Value kw = Value::undef();
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) kw = argv[--argc];
  if (argc > 1) return raise_arity(cx, argc, 0, 1);
  Value src = argc == 1 ? argv[0] : Value::undef();
  Value enc = kw.is_undef() ? Value::undef() : kwarg(cx, kw, "encoding");
  Value cap = kw.is_undef() ? Value::undef() : kwarg(cx, kw, "capacity");
  if (has_pending(cx)) return Value::undef();
  if (!src.is_undef() || !enc.is_undef()) {
    if (!check_frozen(cx, self)) return Value::undef();
  }
  if (!cap.is_undef() && !cap.is_nil()) {
    int64_t c;
    if (!to_int64(cx, cap, c)) return Value::undef();
  }
  if (!src.is_undef()) {
    Value s = implicit_string(cx, src);
    if (s.is_undef()) return Value::undef();
    if (s != self) {
      str_mut(self) = str(s);
      if (str_is_binary(s)) self.as_obj()->flags |= FL_BINARY;
      else self.as_obj()->flags &= uint16_t(~FL_BINARY);
    }
  } else if (enc.is_undef() && str(self).empty()) {
    self.as_obj()->flags |= FL_BINARY; // String.new is ASCII-8BIT, as in CRuby
  }
  if (!enc.is_undef()) {
    const EncodingInfo* info = find_encoding(cx, enc);
    if (!info) return Value::undef();
    if (info->binary) self.as_obj()->flags |= FL_BINARY;
    else self.as_obj()->flags &= uint16_t(~FL_BINARY);
  }
  return Value::nil();
}

NATIVE(str_s_try_convert) {
  Value v = argv[0];
  if (is_string(v)) return v;
  if (!respond_to(cx, v, cx.world->sym.to_str, true)) return Value::nil();
  Value r = call(cx, v, cx.world->sym.to_str);
  if (r.is_undef() || r.is_nil()) return r;
  if (!is_string(r)) {
    std::string a = class_path(cx, real_class(cx, v)), b = class_path(cx, real_class(cx, r));
    return raisef(cx, cx.world->c.TypeError, "can't convert %s to String (%s#to_str gives %s)", a.c_str(),
                  a.c_str(), b.c_str());
  }
  return r;
}

NATIVE(str_replace) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value s = implicit_string(cx, argv[0]);
  if (s.is_undef()) return s;
  if (s != self) {
    str_mut(self) = str(s);
    if (str_is_binary(s)) self.as_obj()->flags |= FL_BINARY;
    else self.as_obj()->flags &= uint16_t(~FL_BINARY);
  }
  return self;
}

NATIVE(str_clear) {
  if (!check_frozen(cx, self)) return Value::undef();
  str_mut(self).clear();
  return self;
}

// ---- concatenation ----

NATIVE(str_plus) {
  Value other = argv[0];
  if (!is_string(other)) {
    other = implicit_string(cx, other);
    if (other.is_undef()) return other;
  }
  bool binary;
  if (!str_compatible(cx, self, other, binary)) return Value::undef();
  std::string out;
  out.reserve(str(self).size() + str(other).size());
  out += str(self);
  out += str(other);
  return str_make(cx, std::move(out), binary);
}

NATIVE(str_times) {
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, cx.world->c.ArgumentError, "negative argument");
  const std::string& s = str(self);
  if (s.empty()) return str_make(cx, std::string(), str_is_binary(self));
  if (uint64_t(n) > (uint64_t(1) << 40) / s.size())
    return raise(cx, cx.world->c.ArgumentError, "argument too big");
  std::string out;
  out.reserve(s.size() * size_t(n));
  for (int64_t i = 0; i < n; i++) out += s;
  return str_make(cx, std::move(out), str_is_binary(self));
}

NATIVE(str_append) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value v = argv[0];
  if (is_integer(v)) return append_codepoint(cx, self, v) ? self : Value::undef();
  if (!is_string(v)) {
    v = implicit_string(cx, v);
    if (v.is_undef()) return v;
  }
  return append_string(cx, self, v) ? self : Value::undef();
}

NATIVE(str_concat) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::vector<Value> args(argv, argv + argc);
  // Arguments that are the receiver itself append its original content.
  Value original = Value::undef();
  for (Value& a : args) {
    if (a == self) {
      if (original.is_undef()) original = str_make(cx, std::string_view(str(self)), str_is_binary(self));
      a = original;
    }
  }
  for (Value a : args) {
    if (is_integer(a)) {
      if (!append_codepoint(cx, self, a)) return Value::undef();
      continue;
    }
    Value s = is_string(a) ? a : implicit_string(cx, a);
    if (s.is_undef()) return s;
    if (!append_string(cx, self, s)) return Value::undef();
  }
  return self;
}

NATIVE(str_prepend) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::vector<Value> args(argv, argv + argc);
  std::string prefix;
  bool binary = str_is_binary(self);
  for (Value a : args) {
    Value s = is_string(a) ? a : implicit_string(cx, a);
    if (s.is_undef()) return s;
    bool b;
    if (!str_compatible(cx, self, s, b)) return Value::undef();
    if (b != binary && !str(s).empty() && !utf8::is_ascii(str(s))) binary = b;
    prefix += str(s);
  }
  str_mut(self).insert(0, prefix);
  if (binary) self.as_obj()->flags |= FL_BINARY;
  else self.as_obj()->flags &= uint16_t(~FL_BINARY);
  return self;
}

// ---- comparison ----

NATIVE(str_eq) {
  Value o = argv[0];
  if (o == self) return Value::true_value();
  if (!is_string(o)) {
    if (!respond_to(cx, o, cx.world->sym.to_str, false)) return Value::false_value();
    int r = equal(cx, o, self);
    if (r < 0) return Value::undef();
    return Value::boolean(r == 1);
  }
  return Value::boolean(str(self) == str(o) && str_comparable(self, o));
}

NATIVE(str_eql) {
  Value o = argv[0];
  if (!is_string(o)) return Value::false_value();
  return Value::boolean(str(self) == str(o) && str_comparable(self, o));
}

int compare_strings(Value a, Value b) {
  int c = str(a).compare(str(b));
  if (c == 0 && !str_comparable(a, b)) return str_is_binary(a) ? -1 : 1;
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

NATIVE(str_cmp) {
  Value o = argv[0];
  if (is_string(o)) return Value::fixnum(compare_strings(self, o));
  if (respond_to(cx, o, cx.world->sym.to_str, false)) {
    Value s = call(cx, o, cx.world->sym.to_str);
    if (s.is_undef()) return s;
    if (is_string(s)) return Value::fixnum(compare_strings(self, s));
    return Value::nil();
  }
  if (!respond_to(cx, o, cx.world->sym.cmp, false)) return Value::nil();
  Value r = call(cx, o, cx.world->sym.cmp, 1, &self);
  if (r.is_undef() || r.is_nil()) return r;
  if (r.is_fixnum()) {
    int64_t x = r.as_fixnum();
    return Value::fixnum(x > 0 ? -1 : (x < 0 ? 1 : 0));
  }
  Value zero = Value::fixnum(0);
  return call(cx, zero, cx.world->sym.minus, 1, &r);
}

NATIVE(str_hash) {
  uint64_t h = string_hash(str(self), str_is_binary(self));
  return Value::fixnum(int64_t(h >> 2) - (int64_t(1) << 61)); // fits a Fixnum
}

// casecmp: ASCII case folding only (as CRuby).
int casecmp_bytes(std::string_view a, std::string_view b) {
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; i++) {
    unsigned char x = static_cast<unsigned char>(a[i]), y = static_cast<unsigned char>(b[i]);
    if (x >= 'A' && x <= 'Z') x += 32;
    if (y >= 'A' && y <= 'Z') y += 32;
    if (x != y) return x < y ? -1 : 1;
  }
  return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

// casecmp's argument: a String, to_str's result, or nil (incomparable).
Value casecmp_arg(Context& cx, Value v) {
  if (is_string(v)) return v;
  if (!respond_to(cx, v, cx.world->sym.to_str, false)) return Value::nil();
  return implicit_string(cx, v);
}

NATIVE(str_casecmp) {
  Value o = casecmp_arg(cx, argv[0]);
  if (o.is_undef() || o.is_nil()) return o;
  if (!str_comparable(self, o)) return Value::nil();
  return Value::fixnum(casecmp_bytes(str(self), str(o)));
}

NATIVE(str_casecmp_p) {
  Value o = casecmp_arg(cx, argv[0]);
  if (o.is_undef() || o.is_nil()) return o;
  if (!str_comparable(self, o)) return Value::nil();
  bool bin = str_is_binary(self);
  std::string a = case_map(str(self), bin, CaseOp::Down, false);
  std::string b = case_map(str(o), str_is_binary(o), CaseOp::Down, false);
  return Value::boolean(a == b);
}

// ---- sizes ----

NATIVE(str_length) {
  if (str_single_byte(self)) return Value::fixnum(int64_t(str(self).size()));
  return Value::fixnum(int64_t(utf8::count_chars(str(self), false)));
}

NATIVE(str_bytesize) { return Value::fixnum(int64_t(str(self).size())); }

NATIVE(str_empty_p) { return Value::boolean(str(self).empty()); }

// ---- conversions ----

NATIVE(str_to_s) {
  if (real_class(cx, self) == cx.world->c.String) return self;
  return str_make(cx, std::string_view(str(self)), str_is_binary(self));
}

NATIVE(str_to_sym) { return Value::symbol(intern(cx, str(self))); }

NATIVE(str_to_i) {
  int64_t base = 10;
  if (argc > 0 && !to_int64(cx, argv[0], base)) return Value::undef();
  if (base < 0 || base == 1 || base > 36)
    return raisef(cx, cx.world->c.ArgumentError, "invalid radix %lld", (long long)base);
  num::BigInt r = num::parse_integer_lenient(str(self), int(base));
  return new_integer(cx, r);
}

NATIVE(str_to_f) { return new_float(cx, num::parse_float_lenient(str(self))); }

NATIVE(str_hex) { return new_integer(cx, num::parse_integer_lenient(str(self), 16)); }

NATIVE(str_oct) {
  // CRuby: base 8 by default, but the prefixes 0x 0b 0o 0d select theirs.
  return new_integer(cx, num::parse_integer_lenient(str(self), -8));
}

NATIVE(str_uplus) {
  if (!is_frozen(self)) return self;
  return str_make(cx, std::string_view(str(self)), str_is_binary(self));
}

// -str / dedup: one frozen String per content (a per-isolate table under a
// name no Ruby program can write), so -"x" is equal? to -"x", as in Ruby.
NATIVE(str_uminus) {
  Sym table_name = cx.world->intern("__fstring_table");
  Value& table = cx.iso->globals[table_name];
  if (!is_hash(table)) table = new_hash(cx);
  bool found = false;
  Value hit = hash_lookup(cx, as_hash(table), self, found);
  if (found) return hit;
  if (has_pending(cx)) return Value::undef();
  Value v = self;
  if (!is_frozen(self) || real_class(cx, self) != cx.world->c.String) {
    v = str_make(cx, std::string_view(str(self)), str_is_binary(self));
    v.as_obj()->flags |= FL_FROZEN;
  }
  if (!hash_store(cx, as_hash(table), v, v)) return Value::undef();
  return v;
}

// ---- characters and bytes ----

NATIVE(str_ord) {
  const std::string& s = str(self);
  if (s.empty()) return raise(cx, cx.world->c.ArgumentError, "empty string");
  const char* p = s.data();
  uint32_t cp = utf8::next(p, s.data() + s.size(), str_is_binary(self));
  if (cp >= utf8::kInvalidBase) return raise(cx, cx.world->c.ArgumentError, "invalid byte sequence in UTF-8");
  return Value::fixnum(cp);
}

NATIVE(str_chr) {
  const std::string& s = str(self);
  if (s.empty()) return str_make(cx, std::string(), str_is_binary(self));
  int n = utf8::char_len(s.data(), s.data() + s.size(), str_is_binary(self));
  return str_make(cx, std::string_view(s.data(), size_t(n)), str_is_binary(self));
}

NATIVE(str_getbyte) {
  int64_t i;
  if (!to_int64(cx, argv[0], i)) return Value::undef();
  int64_t n = int64_t(str(self).size());
  if (i < 0) i += n;
  if (i < 0 || i >= n) return Value::nil();
  return Value::fixnum(static_cast<unsigned char>(str(self)[size_t(i)]));
}

NATIVE(str_setbyte) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value bv = argv[1];
  int64_t i, b;
  if (!to_int64(cx, argv[0], i)) return Value::undef();
  if (is_bignum(bv)) {
    // Only the low 8 bits (two's complement) matter.
    num::BigInt m = num::BigInt::mod_floor(bv.as<Bignum>()->big, num::BigInt(int64_t(256)));
    b = m.to_int64();
  } else if (!to_int64(cx, bv, b)) {
    return Value::undef();
  }
  int64_t n = int64_t(str(self).size());
  int64_t orig = i;
  if (i < -n || i >= n) return raisef(cx, cx.world->c.IndexError, "index %lld out of string", (long long)orig);
  if (i < 0) i += n;
  str_mut(self)[size_t(i)] = char(b & 0xFF);
  return bv;
}

NATIVE(str_bytes) {
  const std::string& s = str(self);
  std::vector<Value> items;
  items.reserve(s.size());
  for (unsigned char c : s) items.push_back(Value::fixnum(c));
  return new_array(cx, std::move(items));
}

// Byte range [beg, beg+len) for byteslice-like arguments; false: nil.
bool byte_range(std::string_view s, int64_t beg, int64_t len, size_t& b, size_t& l) {
  int64_t n = int64_t(s.size());
  if (len < 0 || beg > n) return false;
  if (beg < 0) {
    beg += n;
    if (beg < 0) return false;
  }
  if (len > n - beg) len = n - beg;
  b = size_t(beg);
  l = size_t(len);
  return true;
}

NATIVE(str_byteslice) {
  const std::string& s = str(self);
  int64_t beg, len;
  if (argc == 2) {
    if (!to_int64(cx, argv[0], beg) || !to_int64(cx, argv[1], len)) return Value::undef();
  } else if (is_range(argv[0])) {
    int r = range_beg_len(cx, argv[0], int64_t(s.size()), beg, len);
    if (r < 0) return Value::undef();
    if (r == 0) return Value::nil();
  } else {
    if (!to_int64(cx, argv[0], beg)) return Value::undef();
    len = 1;
    int64_t n = int64_t(s.size());
    if (beg < 0) beg += n;
    if (beg < 0 || beg >= n) return Value::nil();
  }
  size_t b, l;
  if (!byte_range(s, beg, len, b, l)) return Value::nil();
  return str_make(cx, std::string_view(s).substr(b, l), str_is_binary(self));
}

// ---- encodings ----

NATIVE(str_encoding) {
  return encoding_object(cx, str_is_binary(self) ? kBinary : kUtf8);
}

NATIVE(str_force_encoding) {
  if (!check_frozen(cx, self)) return Value::undef();
  const EncodingInfo* info = find_encoding(cx, argv[0]);
  if (!info) return Value::undef();
  if (info->binary) self.as_obj()->flags |= FL_BINARY;
  else self.as_obj()->flags &= uint16_t(~FL_BINARY);
  return self;
}

NATIVE(str_valid_encoding_p) {
  return Value::boolean(str_is_binary(self) || utf8::is_valid(str(self)));
}

NATIVE(str_ascii_only_p) { return Value::boolean(str_ascii_only(self)); }

NATIVE(str_b) { return str_make(cx, std::string_view(str(self)), true); }

// Length of the invalid sequence at p that scrub replaces at once: the
// longest prefix of a valid sequence (at least one byte).
int invalid_run(const char* p, const char* e) {
  unsigned c = static_cast<unsigned char>(*p);
  int need;
  unsigned lo = 0x80, hi = 0xBF;
  if (c >= 0xC2 && c <= 0xDF) need = 2;
  else if (c >= 0xE0 && c <= 0xEF) {
    need = 3;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    need = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 1;
  }
  int i = 1;
  while (i < need && p + i < e) {
    unsigned b = static_cast<unsigned char>(p[i]);
    if (b < (i == 1 ? lo : 0x80u) || b > (i == 1 ? hi : 0xBFu)) break;
    i++;
  }
  return i;
}

// scrub(repl = "\uFFFD") without a block (the block form belongs to the prelude).
std::string scrubbed(const std::string& s, const std::string& repl) {
  std::string out;
  const char* p = s.data();
  const char* e = p + s.size();
  while (p < e) {
    int n = static_cast<unsigned char>(*p) < 0x80 ? 1 : utf8::valid_len(p, e);
    if (n) {
      out.append(p, size_t(n));
      p += n;
      continue;
    }
    out += repl;
    p += invalid_run(p, e);
  }
  return out;
}

// __scrub_pieces: [valid, invalid, valid, ..., valid] for the prelude's
// block form of scrub (odd indices are the runs scrub replaces).
NATIVE(str_scrub_pieces) {
  const std::string& s = str(self);
  std::vector<Value> out;
  const char* p = s.data();
  const char* e = p + s.size();
  const char* start = p;
  while (p < e) {
    int n = static_cast<unsigned char>(*p) < 0x80 ? 1 : utf8::valid_len(p, e);
    if (n) {
      p += n;
      continue;
    }
    out.push_back(str_make(cx, std::string_view(start, size_t(p - start)), false));
    int bad = invalid_run(p, e);
    out.push_back(str_make(cx, std::string_view(p, size_t(bad)), false));
    p += bad;
    start = p;
  }
  out.push_back(str_make(cx, std::string_view(start, size_t(e - start)), false));
  return new_array(cx, std::move(out));
}

NATIVE(str_scrub) {
  std::string repl = "\xEF\xBF\xBD";
  if (argc > 0 && !argv[0].is_nil()) {
    Value r = implicit_string(cx, argv[0]);
    if (r.is_undef()) return r;
    repl = str(r);
  }
  if (str_is_binary(self)) return str_make(cx, std::string_view(str(self)), true);
  return str_make(cx, scrubbed(str(self), repl), false);
}

NATIVE(str_scrub_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::string repl = "\xEF\xBF\xBD";
  if (argc > 0 && !argv[0].is_nil()) {
    Value r = implicit_string(cx, argv[0]);
    if (r.is_undef()) return r;
    repl = str(r);
  }
  if (!str_is_binary(self)) str_mut(self) = scrubbed(str(self), repl);
  return self;
}


NATIVE(str_codepoints) {
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  std::vector<Value> out;
  const char* p = s.data();
  const char* e = p + s.size();
  while (p < e) {
    uint32_t cp = utf8::next(p, e, bin);
    if (cp >= utf8::kInvalidBase) return raise(cx, cx.world->c.ArgumentError, "invalid byte sequence in UTF-8");
    out.push_back(Value::fixnum(cp));
  }
  return new_array(cx, std::move(out));
}

// Extends a grapheme cluster over combining marks, joiners, variation
// selectors and emoji modifiers (an approximation of UAX #29).
bool is_grapheme_extend(uint32_t cp) {
  return (cp >= 0x300 && cp <= 0x36F) || (cp >= 0x1AB0 && cp <= 0x1AFF) || (cp >= 0x1DC0 && cp <= 0x1DFF) ||
         (cp >= 0x20D0 && cp <= 0x20FF) || (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xFE20 && cp <= 0xFE2F) ||
         cp == 0x200D || (cp >= 0x1F3FB && cp <= 0x1F3FF) || (cp >= 0xE0100 && cp <= 0xE01EF) ||
         (cp >= 0xE0020 && cp <= 0xE007F) || (cp >= 0x3099 && cp <= 0x309A);
}

NATIVE(str_grapheme_clusters) {
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  std::vector<Value> out;
  const char* p = s.data();
  const char* e = p + s.size();
  while (p < e) {
    const char* start = p;
    uint32_t cp = utf8::next(p, e, bin);
    bool joined = false;
    if (cp == '\r' && p < e && *p == '\n') p++;
    else if (!bin) {
      for (;;) {
        if (p >= e) break;
        const char* q = p;
        uint32_t nx = utf8::next(q, e, false);
        if (is_grapheme_extend(nx) || joined) {
          joined = nx == 0x200D;
          p = q;
          continue;
        }
        break;
      }
    }
    out.push_back(str_make(cx, std::string_view(start, size_t(p - start)), bin));
  }
  return new_array(cx, std::move(out));
}

NATIVE(str_sum) {
  int64_t bits = 16;
  if (argc > 0 && !to_int64(cx, argv[0], bits)) return Value::undef();
  uint64_t sum = 0;
  for (unsigned char c : str(self)) sum += c;
  if (bits > 0 && bits < 64) sum &= (uint64_t(1) << bits) - 1;
  return new_integer(cx, int64_t(sum & 0x3FFFFFFFFFFFFFFFull));
}

// String#encode between UTF-8 and ASCII-8BIT/US-ASCII, with the invalid:,
// undef: and replace: options.
NATIVE(str_encode) {
  Value kw = Value::undef();
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) kw = argv[--argc];
  if (argc > 2) return raise_arity(cx, argc, 0, 2);
  std::vector<Value> args(argv, argv + argc);
  bool replace_invalid = false, replace_undef = false;
  Value repl = Value::undef();
  if (!kw.is_undef()) {
    Value inv = kwarg(cx, kw, "invalid");
    Value und = kwarg(cx, kw, "undef");
    repl = kwarg(cx, kw, "replace");
    if (has_pending(cx)) return Value::undef();
    replace_invalid = inv.is_symbol() && sym_name(cx, inv.as_symbol()) == "replace";
    replace_undef = und.is_symbol() && sym_name(cx, und.as_symbol()) == "replace";
    if (!repl.is_undef() && !repl.is_nil()) {
      repl = implicit_string(cx, repl);
      if (repl.is_undef()) return repl;
    }
  }
  bool src_bin = str_is_binary(self);
  const EncodingInfo* dst = nullptr;
  if (args.empty()) return str_make(cx, std::string_view(str(self)), src_bin);
  dst = find_encoding(cx, args[0]);
  if (!dst) return Value::undef();
  if (args.size() > 1) {
    const EncodingInfo* src = find_encoding(cx, args[1]);
    if (!src) return Value::undef();
    src_bin = src->binary;
  }
  bool dst_ascii = dst == &kUsAscii;
  bool dst_bin = dst->binary;
  const std::string& s = str(self);
  if (src_bin == dst_bin && !dst_ascii) return str_make(cx, std::string_view(s), dst_bin);
  std::string r = repl.is_undef() || repl.is_nil() ? std::string(dst_bin || dst_ascii ? "?" : "\xEF\xBF\xBD")
                                                   : str(repl);
  std::string out;
  const char* p = s.data();
  const char* e = p + s.size();
  const char* src_name = src_bin ? "ASCII-8BIT" : "UTF-8";
  while (p < e) {
    unsigned char c = static_cast<unsigned char>(*p);
    if (c < 0x80) {
      out += char(c);
      p++;
      continue;
    }
    if (src_bin) { // a high byte has no UTF-8 / US-ASCII equivalent
      if (!replace_undef)
        return raisef(cx, encoding_error(cx, "UndefinedConversionError"), "\"\\x%02X\" from ASCII-8BIT to %s", c,
                      dst->name);
      out += r;
      p++;
      continue;
    }
    int n = utf8::valid_len(p, e);
    if (n == 0) {
      if (!replace_invalid)
        return raisef(cx, encoding_error(cx, "InvalidByteSequenceError"), "\"\\x%02X\" on %s", c, src_name);
      out += r;
      p++;
      continue;
    }
    const char* q = p;
    uint32_t cp = utf8::next(q, e, false);
    if (!replace_undef)
      return raisef(cx, encoding_error(cx, "UndefinedConversionError"), "U+%04X from UTF-8 to %s", cp,
                    dst->name);
    out += r;
    p = q;
  }
  return str_make(cx, std::move(out), dst_bin);
}

NATIVE(str_unicode_normalize) {
  return str_make(cx, std::string_view(str(self)), str_is_binary(self));
}

// ---- Encoding ----

NATIVE(enc_name) {
  const EncodingInfo* info = encoding_info(self);
  return new_string(cx, std::string_view(info ? info->name : ""));
}

NATIVE(enc_inspect) {
  const EncodingInfo* info = encoding_info(self);
  std::string s = "#<Encoding:";
  s += info ? info->display : "?";
  s += ">";
  return new_string(cx, std::move(s));
}

NATIVE(enc_names) {
  const EncodingInfo* info = encoding_info(self);
  std::vector<Value> names;
  if (info == &kBinary) {
    names.push_back(new_string(cx, std::string_view("ASCII-8BIT")));
    names.push_back(new_string(cx, std::string_view("BINARY")));
  } else if (info) {
    names.push_back(new_string(cx, std::string_view(info->name)));
  }
  return new_array(cx, std::move(names));
}

NATIVE(enc_true) { return Value::true_value(); }
NATIVE(enc_false) { return Value::false_value(); }

NATIVE(enc_s_default_external) { return encoding_object(cx, kUtf8); }
NATIVE(enc_s_default_internal) { return Value::nil(); }

NATIVE(enc_s_find) {
  const EncodingInfo* info = find_encoding(cx, argv[0]);
  if (!info) return Value::undef();
  return encoding_object(cx, *info);
}

NATIVE(enc_s_list) {
  std::vector<Value> items = {encoding_object(cx, kBinary), encoding_object(cx, kUtf8),
                              encoding_object(cx, kUsAscii)};
  return new_array(cx, std::move(items));
}

Value make_encoding(World& w, Class* klass, const EncodingInfo& info) {
  Data* d = w.make_static<Data>(klass, Type::Data);
  d->data_type = &kEncodingType;
  d->ptr = const_cast<EncodingInfo*>(&info);
  d->flags |= FL_FROZEN;
  return Value::object(d);
}

void init_encoding(World& w) {
  Class* enc = w.c.Encoding;
  if (!enc) {
    enc = define_class(w, "Encoding", w.c.Object);
    w.c.Encoding = enc;
  }
  for (const char* err : {"CompatibilityError", "UndefinedConversionError", "InvalidByteSequenceError",
                          "ConverterNotFoundError"})
    if (!enc->find_constant(w.intern(err)))
      define_class(w, err, w.c.EncodingError ? w.c.EncodingError : w.c.StandardError, enc);
  if (!enc->find_constant(w.intern("UTF_8"))) {
    Value utf8v = make_encoding(w, enc, kUtf8);
    Value binv = make_encoding(w, enc, kBinary);
    Value asciiv = make_encoding(w, enc, kUsAscii);
    const_set(w, enc, w.intern("UTF_8"), utf8v);
    const_set(w, enc, w.intern("BINARY"), binv);
    const_set(w, enc, w.intern("ASCII_8BIT"), binv);
    const_set(w, enc, w.intern("US_ASCII"), asciiv);
    const_set(w, enc, w.intern("ASCII"), asciiv);
  }
  define_method(w, enc, "name", enc_name, 0, 0);
  define_method(w, enc, "to_s", enc_name, 0, 0);
  define_method(w, enc, "inspect", enc_inspect, 0, 0);
  define_method(w, enc, "names", enc_names, 0, 0);
  define_method(w, enc, "ascii_compatible?", enc_true, 0, 0);
  define_method(w, enc, "dummy?", enc_false, 0, 0);
  define_singleton_method(w, enc, "default_external", enc_s_default_external, 0, 0);
  define_singleton_method(w, enc, "default_internal", enc_s_default_internal, 0, 0);
  define_singleton_method(w, enc, "find", enc_s_find, 1, 1);
  define_singleton_method(w, enc, "list", enc_s_list, 0, 0);
}

#undef NATIVE

} // namespace

void init_string(World& w) {
  Class* c = w.c.String;
  if (w.c.Comparable &&
      std::find(c->ancestors.begin(), c->ancestors.end(), w.c.Comparable) == c->ancestors.end())
    include_module(w, c, w.c.Comparable);
  init_encoding(w);

  define_method(w, c, "initialize", str_initialize, 0, -1, Visibility::Private);
  define_method(w, c, "initialize_copy", str_replace, 1, 1, Visibility::Private);
  define_singleton_method(w, c, "try_convert", str_s_try_convert, 1, 1);
  define_method(w, c, "replace", str_replace, 1, 1);
  define_method(w, c, "clear", str_clear, 0, 0);

  define_method(w, c, "+", str_plus, 1, 1);
  define_method(w, c, "*", str_times, 1, 1);
  define_method(w, c, "<<", str_append, 1, 1);
  define_method(w, c, "concat", str_concat, 0, -1);
  define_method(w, c, "prepend", str_prepend, 0, -1);

  define_method(w, c, "==", str_eq, 1, 1);
  define_method(w, c, "===", str_eq, 1, 1);
  define_method(w, c, "eql?", str_eql, 1, 1);
  define_method(w, c, "<=>", str_cmp, 1, 1);
  define_method(w, c, "hash", str_hash, 0, 0);
  define_method(w, c, "casecmp", str_casecmp, 1, 1);
  define_method(w, c, "casecmp?", str_casecmp_p, 1, 1);

  define_method(w, c, "length", str_length, 0, 0);
  define_method(w, c, "size", str_length, 0, 0);
  define_method(w, c, "bytesize", str_bytesize, 0, 0);
  define_method(w, c, "empty?", str_empty_p, 0, 0);

  define_method(w, c, "to_s", str_to_s, 0, 0);
  define_method(w, c, "to_str", str_to_s, 0, 0);
  define_method(w, c, "to_sym", str_to_sym, 0, 0);
  define_method(w, c, "intern", str_to_sym, 0, 0);
  define_method(w, c, "to_i", str_to_i, 0, 1);
  define_method(w, c, "to_f", str_to_f, 0, 0);
  define_method(w, c, "hex", str_hex, 0, 0);
  define_method(w, c, "oct", str_oct, 0, 0);
  define_method(w, c, "+@", str_uplus, 0, 0);
  define_method(w, c, "-@", str_uminus, 0, 0);
  define_method(w, c, "dedup", str_uminus, 0, 0);

  define_method(w, c, "ord", str_ord, 0, 0);
  define_method(w, c, "chr", str_chr, 0, 0);
  define_method(w, c, "getbyte", str_getbyte, 1, 1);
  define_method(w, c, "setbyte", str_setbyte, 2, 2);
  define_method(w, c, "bytes", str_bytes, 0, 0);
  define_method(w, c, "byteslice", str_byteslice, 1, 2);

  define_method(w, c, "encoding", str_encoding, 0, 0);
  define_method(w, c, "force_encoding", str_force_encoding, 1, 1);
  define_method(w, c, "valid_encoding?", str_valid_encoding_p, 0, 0);
  define_method(w, c, "ascii_only?", str_ascii_only_p, 0, 0);
  define_method(w, c, "b", str_b, 0, 0);
  define_method(w, c, "scrub", str_scrub, 0, 1);
  define_method(w, c, "scrub!", str_scrub_bang, 0, 1);
  define_method(w, c, "__scrub_pieces", str_scrub_pieces, 0, 0);
  define_method(w, c, "unicode_normalize", str_unicode_normalize, 0, 1);
  define_method(w, c, "encode", str_encode, 0, -1);
  define_method(w, c, "codepoints", str_codepoints, 0, 0);
  define_method(w, c, "grapheme_clusters", str_grapheme_clusters, 0, 0);
  define_method(w, c, "sum", str_sum, 0, 1);

  init_string_search(w);
  init_string_transform(w);
  init_string_inspect(w);
}

} // namespace garnet::core
