// string.cpp — String basics: construction, concatenation, comparison and
// hashing (with the encoding rules of both), sizes, conversions (to_i,
// to_f, to_sym, hex, oct), bytes (getbyte, setbyte, byteslice, bytesplice, bytes),
// codepoints, grapheme clusters and casecmp. Encodings and transcoding live
// in string_encoding.cpp, searching and slicing in string_search.cpp, case
// and character-set transforms in string_transform.cpp, inspect/dump in
// string_inspect.cpp.
#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <vector>

#include "core/regexp_internal.h"
#include "core/string_internal.h"
#include "core/transcode.h"
#include "num/float_text.h"
#include "vm/native_scope.h"

namespace garnet::core {

using namespace garnet::vm;

// ---- shared helpers ----

Value str_make(Context& cx, std::string&& s, Enc enc) {
  Value v = new_string(cx, std::move(s));
  v.as<String>()->encoding = uint8_t(enc);
  return v;
}

bool str_comparable(Value a, Value b) {
  Enc ea = str_enc(a), eb = str_enc(b);
  if (ea == eb) return true;
  bool aa = str_ascii_only(a), ab = str_ascii_only(b);
  return (aa && (ab || enc_ascii_compatible(eb))) || (ab && enc_ascii_compatible(ea));
}

namespace {

// The step of string_hash, a fast 64-bit hash of bytes (wyhash-style): the
// two halves of a 128-bit product folded together.
inline uint64_t mul_fold(uint64_t a, uint64_t b) {
  __uint128_t r = static_cast<__uint128_t>(a) * b;
  return uint64_t(r) ^ uint64_t(r >> 64);
}

} // namespace

uint64_t string_hash(std::string_view s, Enc enc) {
  const uint64_t k0 = 0xa0761d6478bd642full, k1 = 0xe7037ed1a0b428dbull, k2 = 0x8ebc6af09c88c6e3ull;
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s.data());
  size_t n = s.size();
  uint64_t h = k0 ^ (uint64_t(n) * k2);
  while (n >= 8) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    h = mul_fold(h ^ w, k1);
    p += 8;
    n -= 8;
  }
  uint64_t tail = 0;
  for (size_t i = 0; i < n; i++) tail |= uint64_t(p[i]) << (8 * i);
  h = mul_fold(h ^ tail ^ (uint64_t(n) << 59), k1 ^ k0);
  h = mul_fold(h, k2);
  // Strings equal across encodings only when ASCII-only in ASCII-compatible ones.
  if (enc != Enc::UTF_8 && !(enc_ascii_compatible(enc) && utf8::is_ascii(s))) h ^= 0x5bd1e995ull * (uint64_t(enc) + 1);
  return h;
}

namespace {

// What the compatibility rules look at in a String. Whether it is ASCII-only
// is asked only when a rule needs it, so that appending ASCII text to a long
// String does not rescan the String.
class EncodedText {
 public:
  explicit EncodedText(Value s) : enc(str_enc(s)), empty(str(s).empty()), source_(s) {}
  EncodedText(Enc e, bool is_empty, bool ascii_only) : enc(e), empty(is_empty), known_(ascii_only) {}
  bool ascii_only() const {
    if (known_ < 0) known_ = str_ascii_only(source_);
    return known_ > 0;
  }

  Enc enc;
  bool empty;

 private:
  Value source_;
  mutable int8_t known_ = -1;
};

bool compatible(const EncodedText& a, const EncodedText& b, Enc& out) {
  out = a.enc;
  if (a.enc == b.enc || b.empty) return true;
  if (a.empty) {
    out = enc_ascii_compatible(a.enc) && b.ascii_only() ? a.enc : b.enc;
    return true;
  }
  if (!enc_ascii_compatible(a.enc) || !enc_ascii_compatible(b.enc)) return false;
  if (b.ascii_only()) return true;
  if (a.ascii_only()) {
    out = b.enc;
    return true;
  }
  return false;
}

void raise_incompatible(Context& cx, Enc a, Enc b) {
  raisef(cx, encoding_error(cx, "CompatibilityError"), "incompatible character encodings: %s and %s",
         enc_display_name(a), enc_display_name(b));
}

// World::concat_encoding: folds the parts of an interpolation left to right.
bool concat_encoding(Context& cx, const Value* parts, uint32_t n, uint8_t& out) {
  EncodingFold fold;
  for (uint32_t i = 0; i < n; i++)
    if (!fold.add(cx, parts[i])) return false;
  out = uint8_t(fold.result(Enc::US_ASCII));
  return true;
}

} // namespace

bool EncodingFold::add(Context& cx, Value str) {
  EncodedText next(str);
  if (!started_) {
    started_ = true;
    enc_ = next.enc;
    empty_ = next.empty;
    ascii_only_ = next.ascii_only();
    return true;
  }
  Enc e;
  if (!compatible(EncodedText(enc_, empty_, ascii_only_), next, e)) {
    raise_incompatible(cx, enc_, next.enc);
    return false;
  }
  enc_ = e;
  empty_ = empty_ && next.empty;
  ascii_only_ = ascii_only_ && next.ascii_only();
  return true;
}

bool str_compatible_enc(Value a, Value b, Enc& out) {
  if (str_enc(a) == str_enc(b)) {
    out = str_enc(a);
    return true;
  }
  return compatible(EncodedText(a), EncodedText(b), out);
}

bool str_ascii_compatible(Context& cx, Value s) {
  if (enc_ascii_compatible(str_enc(s))) return true;
  raisef(cx, encoding_error(cx, "CompatibilityError"), "ASCII incompatible encoding: %s", enc_name(str_enc(s)));
  return false;
}

bool str_not_broken(Context& cx, Value s) {
  if (str_valid_encoding(s)) return true;
  raisef(cx, cx.world->c.ArgumentError, "invalid byte sequence in %s", enc_name(str_enc(s)));
  return false;
}

bool str_compatible(Context& cx, Value a, Value b, Enc& out) {
  if (str_compatible_enc(a, b, out)) return true;
  raise_incompatible(cx, str_enc(a), str_enc(b));
  return false;
}

bool str_substr_bytes(std::string_view s, Enc enc, int64_t beg, int64_t len, size_t& byte_beg,
                      size_t& byte_len) {
  if (len < 0) return false;
  bool single = enc_single_byte(enc) || (enc_ascii_compatible(enc) && utf8::is_ascii(s));
  int64_t slen = single ? int64_t(s.size()) : int64_t(enc_count_chars(enc, s));
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
  byte_beg = enc_char_to_byte(enc, s, size_t(beg));
  size_t end = byte_beg + enc_char_to_byte(enc, s.substr(byte_beg), size_t(len));
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

// What self's cached code range becomes when other is appended in the same
// encoding: ASCII stays ASCII with ASCII text; text with other bytes keeps
// them (whether it is still valid is asked again).
String::AsciiState range_after_append(Value self, Value other) {
  String::AsciiState was = self.as<String>()->ascii;
  if (was == String::kUnknown) return was;
  if (was != String::kAscii) return String::kNotAscii;
  return str_ascii_only(other) ? String::kAscii : String::kUnknown;
}

// Appends `other` (a String) to self, applying the encoding rules.
bool append_string(Context& cx, Value self, Value other) {
  Enc enc;
  if (!str_compatible(cx, self, other, enc)) return false;
  bool same_encoding = enc == str_enc(self);
  String::AsciiState range = same_encoding ? range_after_append(self, other) : String::kUnknown;
  if (other == self) {
    std::string copy = str(other);
    str_mut(self) += copy;
  } else {
    str_mut(self) += str(other);
  }
  str_set_enc(self, enc);
  if (same_encoding) self.as<String>()->ascii = range;
  return true;
}

// Appends the character with codepoint `v` (String#<< with an Integer), by
// CRuby's rules: a number no character of the encoding can have is "out of
// char range"; one in range that makes no valid character (a surrogate, a
// byte sequence the encoding rejects) is an "invalid codepoint".
bool append_codepoint(Context& cx, Value self, Value v) {
  if (is_bignum(v)) {
    raise(cx, cx.world->c.RangeError, "bignum out of char range");
    return false;
  }
  int64_t cp = v.as_fixnum();
  Enc enc = str_enc(self);
  bool unicode = enc_unicode(enc);
  bool too_big = enc_single_byte(enc) ? cp > 255 : unicode ? cp > 0x10FFFF : cp > 0xFFFFFFFF;
  if (unicode && enc == Enc::UTF_8 && (cp == 0xFFFFFFFE || cp == 0xFFFFFFFF)) too_big = false; // Onigmo's invalid-code bytes
  if (cp < 0 || too_big) {
    raisef(cx, cx.world->c.RangeError, "%lld out of char range", (long long)cp);
    return false;
  }
  if (enc_single_byte(enc)) {
    str_mut(self) += char(cp);
    if (enc == Enc::US_ASCII && cp > 127) str_set_enc(self, Enc::BINARY);
    return true;
  }
  std::string bytes;
  if (unicode && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF)) {
    if (enc == Enc::UTF_8) utf8::encode(bytes, uint32_t(cp));
    else unicode_put(bytes, enc, uint32_t(cp));
  } else if (!unicode) { // a multibyte encoding's code is its bytes, most significant first
    for (int shift = 24; shift > 0; shift -= 8)
      if (!bytes.empty() || (cp >> shift) != 0) bytes += char((cp >> shift) & 0xFF);
    bytes += char(cp & 0xFF);
  }
  if (bytes.empty() || enc_valid_char_len(enc, bytes.data(), bytes.data() + bytes.size()) != int(bytes.size())) {
    raisef(cx, cx.world->c.RangeError, "invalid codepoint 0x%llX in %s", (long long)cp, enc_name(enc));
    return false;
  }
  str_mut(self) += bytes;
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
  if (!src.is_undef() || !enc.is_undef() || !cap.is_undef()) {
    if (!check_frozen(cx, self)) return Value::undef();
  }
  int64_t capacity = 0;
  if (!cap.is_undef() && !cap.is_nil() && !to_int64(cx, cap, capacity)) return Value::undef();
  if (!src.is_undef()) {
    Value s = implicit_string(cx, src);
    if (s.is_undef()) return Value::undef();
    if (s != self) {
      str_mut(self) = str(s);
      str_set_enc(self, str_enc(s));
    }
  }
  if (!enc.is_undef()) {
    Enc e;
    if (!encoding_arg(cx, enc, e)) return Value::undef();
    str_set_enc(self, e);
  }
  // capacity: reserved up front (a hint: at most kMaxReservedCapacity).
  constexpr int64_t kMaxReservedCapacity = int64_t(1) << 26;
  if (capacity > 0) str_mut(self).reserve(size_t(std::min(capacity, kMaxReservedCapacity)));
  return self;
}

NATIVE(str_s_try_convert) { return try_convert(cx, argv[0], cx.world->sym.to_str, is_string, "String"); }

NATIVE(str_replace) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value s = implicit_string(cx, argv[0]);
  if (s.is_undef()) return s;
  if (s != self) {
    str_mut(self) = str(s);
    str_set_enc(self, str_enc(s));
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
  Enc enc;
  if (!str_compatible(cx, self, other, enc)) return Value::undef();
  std::string out;
  out.reserve(str(self).size() + str(other).size());
  out += str(self);
  out += str(other);
  return str_make(cx, std::move(out), enc);
}

NATIVE(str_times) {
  int64_t n;
  if (!to_int64(cx, argv[0], n)) return Value::undef();
  if (n < 0) return raise(cx, cx.world->c.ArgumentError, "negative argument");
  const std::string& s = str(self);
  if (s.empty()) return str_make(cx, std::string(), str_enc(self));
  if (uint64_t(n) > (uint64_t(1) << 40) / s.size())
    return raise(cx, cx.world->c.ArgumentError, "argument too big");
  if (!ensure_allocatable(cx, s.size() * uint64_t(n))) return Value::undef();
  std::string out;
  out.reserve(s.size() * size_t(n));
  for (int64_t i = 0; i < n; i++) out += s;
  return str_make(cx, std::move(out), str_enc(self));
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
      if (original.is_undef()) original = str_make(cx, std::string_view(str(self)), str_enc(self));
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
  Enc enc = str_enc(self);
  for (Value a : args) {
    Value s = is_string(a) ? a : implicit_string(cx, a);
    if (s.is_undef()) return s;
    Enc e;
    if (!str_compatible(cx, self, s, e)) return Value::undef();
    if (e != enc && !str(s).empty() && !str_ascii_only(s)) enc = e;
    prefix += str(s);
  }
  str_mut(self).insert(0, prefix);
  str_set_enc(self, enc);
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
  return Value::boolean(strings_equal(self, o));
}

NATIVE(str_eql) {
  Value o = argv[0];
  if (!is_string(o)) return Value::false_value();
  return Value::boolean(strings_equal(self, o));
}

int compare_strings(Value a, Value b) {
  int c = str(a).compare(str(b));
  if (c == 0 && !str_comparable(a, b)) return str_enc(a) < str_enc(b) ? -1 : 1;
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
  int sign;
  if (!compare_result_sign(cx, r, o, self, sign)) return Value::undef();
  return Value::fixnum(-sign);
}

NATIVE(str_hash) { return Value::fixnum(hash_fixnum(string_hash_word(self))); }

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
  return Value::fixnum(int64_t(enc_count_chars(str_enc(self), str(self))));
}

NATIVE(str_bytesize) { return Value::fixnum(int64_t(str(self).size())); }

NATIVE(str_empty_p) { return Value::boolean(str(self).empty()); }

// ---- conversions ----

NATIVE(str_to_s) {
  if (real_class(cx, self) == cx.world->c.String) return self;
  return str_make(cx, std::string_view(str(self)), str_enc(self));
}

NATIVE(str_to_sym) {
  if (!str_valid_encoding(self)) {
    std::string text = std::string("invalid symbol in encoding ") + enc_name(str_enc(self)) + " :";
    append_string_inspect(text, str(self), str_enc(self));
    return raise(cx, cx.world->c.EncodingError, text);
  }
  return Value::symbol(intern(cx, str(self)));
}

NATIVE(str_to_i) {
  if (!str_ascii_compatible(cx, self)) return Value::undef();
  int64_t base = 10;
  if (argc > 0 && !to_int64(cx, argv[0], base)) return Value::undef();
  if (base < 0 || base == 1 || base > 36)
    return raisef(cx, cx.world->c.ArgumentError, "invalid radix %lld", (long long)base);
  num::BigInt r = num::parse_integer_lenient(str(self), int(base));
  return new_integer(cx, r);
}

NATIVE(str_to_f) {
  if (!str_ascii_compatible(cx, self)) return Value::undef();
  return new_float(cx, num::parse_float_lenient(str(self)));
}

NATIVE(str_hex) {
  if (!str_ascii_compatible(cx, self)) return Value::undef();
  return new_integer(cx, num::parse_integer_lenient(str(self), 16));
}

NATIVE(str_oct) {
  if (!str_ascii_compatible(cx, self)) return Value::undef();
  // CRuby: base 8 by default, but the prefixes 0x 0b 0o 0d select theirs.
  return new_integer(cx, num::parse_integer_lenient(str(self), -8));
}

NATIVE(str_uplus) {
  if (!is_frozen(self)) return self;
  return str_make(cx, std::string_view(str(self)), str_enc(self));
}

// -str / dedup: one frozen String per content (a per-isolate table under a
// name no Ruby program can write), so -"x" is equal? to -"x", as in Ruby;
// the program's frozen literal of that content, when it has one.
NATIVE(str_uminus) {
  Sym table_name = cx.world->intern("__fstring_table");
  Value& table = cx.iso->globals[table_name];
  if (!is_hash(table)) table = new_hash(cx);
  bool found = false;
  Value hit = hash_lookup(cx, as_hash(table), self, found);
  if (found) return hit;
  if (has_pending(cx)) return Value::undef();
  Value v = self;
  Value literal = cx.world->find_frozen_literal(str(self));
  if (!literal.is_nil() && str_enc(literal) == str_enc(self)) {
    v = literal;
  } else if (!is_frozen(self) || real_class(cx, self) != cx.world->c.String) {
    v = str_make(cx, std::string_view(str(self)), str_enc(self));
    v.as_obj()->flags |= FL_FROZEN;
  }
  if (!hash_store(cx, as_hash(table), v, v)) return Value::undef();
  return v;
}

// The codepoint of the character at p (advancing p); false after raising
// ArgumentError for a broken one.
bool next_codepoint(Context& cx, Enc enc, const char*& p, const char* e, uint32_t& cp) {
  int n = enc_valid_char_len(enc, p, e);
  if (n == 0) {
    raisef(cx, cx.world->c.ArgumentError, "invalid byte sequence in %s", enc_name(enc));
    return false;
  }
  cp = enc_codepoint(enc, p, n);
  p += n;
  return true;
}

// ---- characters and bytes ----

NATIVE(str_ord) {
  const std::string& s = str(self);
  if (s.empty()) return raise(cx, cx.world->c.ArgumentError, "empty string");
  const char* p = s.data();
  uint32_t cp;
  if (!next_codepoint(cx, str_enc(self), p, s.data() + s.size(), cp)) return Value::undef();
  return Value::fixnum(cp);
}

NATIVE(str_chr) {
  const std::string& s = str(self);
  if (s.empty()) return str_make(cx, std::string(), str_enc(self));
  int n = enc_char_len(str_enc(self), s.data(), s.data() + s.size());
  return str_make(cx, std::string_view(s.data(), size_t(n)), str_enc(self));
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
  return str_make(cx, std::string_view(s).substr(b, l), str_enc(self));
}

// A byte span of `s` given to bytesplice, checked as CRuby's
// str_check_beg_len: a negative start counts from the end, the length is
// cut at the end, and both ends must fall on character boundaries.
bool splice_span(Context& cx, Value s, int64_t& beg, int64_t& len) {
  int64_t n = int64_t(str(s).size());
  if (len < 0) return raisef(cx, cx.world->c.IndexError, "negative length %lld", (long long)len), false;
  if (beg > n || (beg < 0 && beg + n < 0))
    return raisef(cx, cx.world->c.IndexError, "index %lld out of string", (long long)beg), false;
  if (beg < 0) beg += n;
  len = std::min(len, n - beg);
  for (int64_t at : {beg, beg + len})
    if (!utf8::is_char_boundary(str(s), str_is_binary(s), size_t(at)))
      return raisef(cx, cx.world->c.IndexError, "offset %lld does not land on character boundary", (long long)at),
             false;
  return true;
}

// A Range argument of bytesplice as (beg, len) within `total` bytes.
bool splice_range(Context& cx, Value range, int64_t total, int64_t& beg, int64_t& len) {
  if (!is_range(range))
    return raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected Range)",
                  class_path(cx, real_class(cx, range)).c_str()),
           false;
  int r = range_beg_len(cx, range, total, beg, len);
  if (r < 0) return false;
  if (r == 0) {
    Value text = inspect(cx, range);
    if (text.is_undef()) return false;
    return raisef(cx, cx.world->c.RangeError, "%s out of range", str(text).c_str()), false;
  }
  return true;
}

// bytesplice(index, length, str [, str_index, str_length]) or
// bytesplice(range, str [, str_range]): replaces those bytes of self with
// those of str, in place.
NATIVE(str_bytesplice) {
  if (argc == 4)
    return raisef(cx, cx.world->c.ArgumentError, "wrong number of arguments (given 4, expected 2, 3, or 5)");
  bool by_range = argc == 2 || (argc == 3 && !is_integer(argv[0]));
  int64_t beg, len, vbeg = 0, vlen;
  if (by_range ? !splice_range(cx, argv[0], int64_t(str(self).size()), beg, len)
               : !to_int64(cx, argv[0], beg) || !to_int64(cx, argv[1], len))
    return Value::undef();
  Value val = implicit_string(cx, argv[by_range ? 1 : 2]);
  if (val.is_undef()) return val;
  vlen = int64_t(str(val).size());
  if (by_range && argc == 3 && !splice_range(cx, argv[2], vlen, vbeg, vlen)) return Value::undef();
  if (argc == 5 && (!to_int64(cx, argv[3], vbeg) || !to_int64(cx, argv[4], vlen))) return Value::undef();
  if (!splice_span(cx, self, beg, len) || !splice_span(cx, val, vbeg, vlen) || !check_frozen(cx, self))
    return Value::undef();
  Enc enc = str_enc(self);
  if (enc != str_enc(val) && !str_compatible(cx, self, val, enc)) return Value::undef();
  std::string part = str(val).substr(size_t(vbeg), size_t(vlen)); // val may be self
  str_mut(self).replace(size_t(beg), size_t(len), part);
  str_set_enc(self, enc);
  return self;
}

NATIVE(str_codepoints) {
  const std::string& s = str(self);
  Enc enc = str_enc(self);
  std::vector<Value> out;
  const char* p = s.data();
  const char* e = p + s.size();
  while (p < e) {
    uint32_t cp;
    if (!next_codepoint(cx, enc, p, e, cp)) return Value::undef();
    out.push_back(Value::fixnum(cp));
  }
  return new_array(cx, std::move(out));
}

// String#__grapheme_clusters: UTF-8 text's extended grapheme clusters
// (UAX #29), matched one after another by Oniguruma's \X as CRuby matches
// them; text in another encoding, or not valid UTF-8, by character. ASCII
// text needs no pattern: each character stands alone but CR LF.
NATIVE(str_grapheme_clusters) {
  if (str_enc(self) != Enc::UTF_8 || !str_valid_encoding(self)) return call(cx, self, intern(cx, "chars"));
  std::string_view s = str(self);
  std::vector<Value> out;
  if (str_ascii_only(self)) {
    for (size_t at = 0; at < s.size();) {
      size_t n = s.compare(at, 2, "\r\n") == 0 ? 2 : 1;
      out.push_back(str_make(cx, s.substr(at, n), Enc::UTF_8));
      at += n;
    }
    return new_array(cx, std::move(out));
  }
  Value cluster = regexp_compile(cx, cx.world->c.Regexp, "\\X", 0);
  if (cluster.is_undef()) return cluster;
  Region region;
  for (size_t at = 0; at < s.size();) {
    long length = regexp_match_at(cx, cluster, self, s, at, region.r);
    if (length == -2) return Value::undef();
    size_t n = length > 0 ? size_t(length) : 1;
    out.push_back(str_make(cx, s.substr(at, n), Enc::UTF_8));
    at += n;
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

} // namespace

void init_string(World& w) {
  Class* c = w.c.String;
  if (w.c.Comparable &&
      std::find(c->ancestors.begin(), c->ancestors.end(), w.c.Comparable) == c->ancestors.end())
    include_module(w, c, w.c.Comparable);
  init_encoding(w);
  w.concat_encoding = concat_encoding;

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
  mark_leaves(w, c, {"bytesize", "empty?"});

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
  define_method(w, c, "bytesplice", str_bytesplice, 2, 5);

  define_method(w, c, "codepoints", str_codepoints, 0, 0);
  define_method(w, c, "__grapheme_clusters", str_grapheme_clusters, 0, 0, Visibility::Private);
  define_method(w, c, "sum", str_sum, 0, 1);

  init_string_search(w);
  init_string_transform(w);
  init_string_inspect(w);
  init_string_encoding(w);
}

} // namespace garnet::core