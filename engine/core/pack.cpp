// pack.cpp — Array#pack, String#unpack and String#unpack1, following CRuby's
// pack.c: integer, float, string, bit/hex, UTF-8, BER, base64,
// quoted-printable and uuencode directives, plus positioning (x X @).
// Native sizes are those of a 64-bit little-endian target (l_ and j are 8
// bytes). Pointer directives (p P) are not supported. unpack with a block is
// not supported (natives never call blocks).

#include <cmath>
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "core/core.h"
#include "core/string_internal.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

constexpr bool kNativeBig = false; // little-endian target

struct Directive {
  char type = 0;
  bool native = false; // _ or !
  int endian = 0;      // 0 native, 1 little, 2 big
  bool star = false;
  bool has_count = false;
  int64_t count = 1;
};

// Parses the next directive at p; returns false at the end of the template.
// `err` is set (and pending raised) on a bad modifier.
bool next_directive(Context& cx, const std::string& fmt, size_t& p, Directive& d, bool& err) {
  err = false;
  const size_t n = fmt.size();
  for (;;) {
    if (p >= n) return false;
    char c = fmt[p];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == '\0') {
      p++;
      continue;
    }
    if (c == '#') {
      while (p < n && fmt[p] != '\n') p++;
      continue;
    }
    break;
  }
  d = Directive();
  d.type = fmt[p++];
  static const char* kModTypes = "sSiIlLqQjJ";
  while (p < n) {
    char m = fmt[p];
    if (m == '_' || m == '!') {
      if (!std::strchr(kModTypes, d.type)) {
        raisef(cx, cx.world->c.ArgumentError, "'%c' allowed only after types %s", m, kModTypes);
        err = true;
        return false;
      }
      d.native = true;
      p++;
    } else if (m == '<' || m == '>') {
      if (!std::strchr(kModTypes, d.type)) {
        raisef(cx, cx.world->c.ArgumentError, "'%c' allowed only after types %s", m, kModTypes);
        err = true;
        return false;
      }
      if (d.endian) {
        raise(cx, cx.world->c.RangeError, "Can't use both '<' and '>'");
        err = true;
        return false;
      }
      d.endian = m == '<' ? 1 : 2;
      p++;
    } else {
      break;
    }
  }
  if (p < n && fmt[p] == '*') {
    d.star = true;
    d.has_count = true;
    p++;
  } else if (p < n && fmt[p] >= '0' && fmt[p] <= '9') {
    int64_t v = 0;
    while (p < n && fmt[p] >= '0' && fmt[p] <= '9') {
      if (v > (INT64_MAX - 9) / 10) {
        raise(cx, cx.world->c.RangeError, "pack length too big");
        err = true;
        return false;
      }
      v = v * 10 + (fmt[p] - '0');
      p++;
    }
    d.count = v;
    d.has_count = true;
  }
  return true;
}

// A pointer's width for p and P: 8 bytes on every target, as j and l! are.
// A String's "pointer" is a token standing for it, which unpack turns back
// into the String only on the result of the pack that made it (or a copy),
// where the hidden variable kPointedStrings keeps the Strings packed.
constexpr int kPointerSize = 8;
constexpr char kPointedStrings[] = "pack_pointed_strings";

// Integer directive size in bytes, or 0 if not an integer directive.
int int_size(const Directive& d, bool& is_signed, bool& big) {
  is_signed = false;
  big = kNativeBig;
  int size = 0;
  switch (d.type) {
  case 'c': is_signed = true; [[fallthrough]];
  case 'C': size = 1; break;
  case 's': is_signed = true; [[fallthrough]];
  case 'S': size = 2; break;
  case 'i': is_signed = true; [[fallthrough]];
  case 'I': size = 4; break;
  case 'l': is_signed = true; [[fallthrough]];
  case 'L': size = d.native ? 8 : 4; break;
  case 'q': is_signed = true; [[fallthrough]];
  case 'Q': size = 8; break;
  case 'j': is_signed = true; [[fallthrough]];
  case 'J': size = 8; break;
  case 'n': size = 2; big = true; return size;
  case 'N': size = 4; big = true; return size;
  case 'v': size = 2; big = false; return size;
  case 'V': size = 4; big = false; return size;
  default: return 0;
  }
  if (d.endian) big = d.endian == 2;
  return size;
}

// Float directive size (4/8) or 0.
int float_size(char t, bool& big) {
  switch (t) {
  case 'f': case 'F': big = kNativeBig; return 4;
  case 'e': big = false; return 4;
  case 'g': big = true; return 4;
  case 'd': case 'D': big = kNativeBig; return 8;
  case 'E': big = false; return 8;
  case 'G': big = true; return 8;
  default: return 0;
  }
}

// Low 64 bits (two's complement) of an Integer-convertible value.
bool pack_int_value(Context& cx, Value v, uint64_t& out) {
  if (v.is_fixnum()) {
    out = uint64_t(v.as_fixnum());
    return true;
  }
  if (is_bignum(v)) {
    out = v.as<Bignum>()->big.low_uint64();
    return true;
  }
  if (is_float(v)) {
    double d = float_value(v);
    if (std::isfinite(d) && std::fabs(d) < 9.2e18) {
      out = uint64_t(int64_t(d));
      return true;
    }
    if (std::isfinite(d)) {
      out = num::BigInt::from_double(d).low_uint64();
      return true;
    }
  }
  if (v.is_nil()) {
    raise(cx, cx.world->c.TypeError, "no implicit conversion of nil into Integer");
    return false;
  }
  if (is_string(v)) {
    raise_conversion(cx, v, "Integer");
    return false;
  }
  int64_t i;
  if (!to_int64(cx, v, i)) return false;
  out = uint64_t(i);
  return true;
}

void put_uint(std::string& out, uint64_t v, int size, bool big) {
  for (int i = 0; i < size; i++) {
    int shift = big ? (size - 1 - i) * 8 : i * 8;
    out.push_back(char((v >> shift) & 0xff));
  }
}

uint64_t get_uint(const unsigned char* s, int size, bool big) {
  uint64_t v = 0;
  for (int i = 0; i < size; i++) {
    int shift = big ? (size - 1 - i) * 8 : i * 8;
    v |= uint64_t(s[i]) << shift;
  }
  return v;
}

const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const char kUU[] = "`!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_";

void encodes(std::string& out, const unsigned char* s, long len, char type, bool tail_lf) {
  const char* table = type == 'u' ? kUU : kB64;
  char padding = type == 'u' ? '`' : '=';
  if (type == 'u') out.push_back(char(len + ' '));
  while (len >= 3) {
    out.push_back(table[077 & (s[0] >> 2)]);
    out.push_back(table[077 & (((s[0] << 4) & 060) | ((s[1] >> 4) & 017))]);
    out.push_back(table[077 & (((s[1] << 2) & 074) | ((s[2] >> 6) & 03))]);
    out.push_back(table[077 & s[2]]);
    s += 3;
    len -= 3;
  }
  if (len == 2) {
    out.push_back(table[077 & (s[0] >> 2)]);
    out.push_back(table[077 & (((s[0] << 4) & 060) | ((s[1] >> 4) & 017))]);
    out.push_back(table[077 & (((s[1] << 2) & 074) | (('\0' >> 6) & 03))]);
    out.push_back(padding);
  } else if (len == 1) {
    out.push_back(table[077 & (s[0] >> 2)]);
    out.push_back(table[077 & (((s[0] << 4) & 060) | (('\0' >> 4) & 017))]);
    out.push_back(padding);
    out.push_back(padding);
  }
  if (tail_lf) out.push_back('\n');
}

void qpencode(std::string& out, const std::string& from, long len) {
  static const char hex[] = "0123456789ABCDEF";
  long n = 0;
  int prev = -1;
  for (unsigned char c : from) {
    if (c > 126 || (c < 32 && c != '\n' && c != '\t') || c == '=') {
      out.push_back('=');
      out.push_back(hex[c >> 4]);
      out.push_back(hex[c & 15]);
      n += 3;
      prev = -1;
    } else if (c == '\n') {
      if (prev == ' ' || prev == '\t') {
        out.push_back('=');
        out.push_back(char(c));
      }
      out.push_back(char(c));
      n = 0;
      prev = c;
    } else {
      out.push_back(char(c));
      n++;
      prev = c;
    }
    if (n > len) {
      out.push_back('=');
      out.push_back('\n');
      n = 0;
      prev = '\n';
    }
  }
  if (n > 0) {
    out.push_back('=');
    out.push_back('\n');
  }
}

void utf8_encode(std::string& out, uint64_t uv) {
  if (uv <= 0x7f) {
    out.push_back(char(uv));
  } else if (uv <= 0x7ff) {
    out.push_back(char(((uv >> 6) & 0xff) | 0xc0));
    out.push_back(char((uv & 0x3f) | 0x80));
  } else if (uv <= 0xffff) {
    out.push_back(char(((uv >> 12) & 0xff) | 0xe0));
    out.push_back(char(((uv >> 6) & 0x3f) | 0x80));
    out.push_back(char((uv & 0x3f) | 0x80));
  } else if (uv <= 0x1fffff) {
    out.push_back(char(((uv >> 18) & 0xff) | 0xf0));
    out.push_back(char(((uv >> 12) & 0x3f) | 0x80));
    out.push_back(char(((uv >> 6) & 0x3f) | 0x80));
    out.push_back(char((uv & 0x3f) | 0x80));
  } else if (uv <= 0x3ffffff) {
    out.push_back(char(((uv >> 24) & 0xff) | 0xf8));
    out.push_back(char(((uv >> 18) & 0x3f) | 0x80));
    out.push_back(char(((uv >> 12) & 0x3f) | 0x80));
    out.push_back(char(((uv >> 6) & 0x3f) | 0x80));
    out.push_back(char((uv & 0x3f) | 0x80));
  } else {
    out.push_back(char(((uv >> 30) & 0xff) | 0xfc));
    out.push_back(char(((uv >> 24) & 0x3f) | 0x80));
    out.push_back(char(((uv >> 18) & 0x3f) | 0x80));
    out.push_back(char(((uv >> 12) & 0x3f) | 0x80));
    out.push_back(char(((uv >> 6) & 0x3f) | 0x80));
    out.push_back(char((uv & 0x3f) | 0x80));
  }
}

Value pack_impl(Context& cx, Value self, Value fmt_v, Value buffer) {
  World& w = *cx.world;
  Value fv = implicit_string(cx, fmt_v);
  if (fv.is_undef()) return fv;
  const std::string fmt = str(fv);
  // Copy the items: conversions may call Ruby.
  std::vector<Value> items = as_array(self)->items.to_vector();
  size_t idx = 0;
  std::string out;
  if (!buffer.is_undef()) out = str(buffer);
  int enc_info = 1; // 0 binary, 1 US-ASCII, 2 UTF-8
  std::vector<Value> pointed;  // the Strings p and P packed
  size_t p = 0;
  Directive d;
  bool err = false;
  auto next_from = [&](Value& v) -> bool {
    if (idx >= items.size()) {
      raise(cx, w.c.ArgumentError, "too few arguments");
      return false;
    }
    v = items[idx++];
    return true;
  };
  while (next_directive(cx, fmt, p, d, err)) {
    char t = d.type;
    switch (t) {
    case 'U': if (enc_info == 1) enc_info = 2; break;
    case 'm': case 'M': case 'u': break;
    default: enc_info = 0; break;
    }
    int64_t len;
    if (d.star) {
      len = std::strchr("@Xxu", t) ? 0 : std::strchr("PMm", t) ? 1 : int64_t(items.size() - idx);
    } else {
      len = d.count;
    }
    bool is_signed, big;
    int isz = int_size(d, is_signed, big);
    if (isz) {
      while (len-- > 0) {
        Value v;
        uint64_t u;
        if (!next_from(v) || !pack_int_value(cx, v, u)) return Value::undef();
        put_uint(out, u, isz, big);
      }
      continue;
    }
    int fsz = float_size(t, big);
    if (fsz) {
      while (len-- > 0) {
        Value v;
        double dv;
        if (!next_from(v) || !to_double(cx, v, dv)) return Value::undef();
        uint64_t bits;
        if (fsz == 4) {
          float f = float(dv);
          uint32_t b32;
          std::memcpy(&b32, &f, 4);
          bits = b32;
        } else {
          std::memcpy(&bits, &dv, 8);
        }
        put_uint(out, bits, fsz, big);
      }
      continue;
    }
    switch (t) {
    case 'a': case 'A': case 'Z': case 'b': case 'B': case 'h': case 'H': {
      Value v;
      if (!next_from(v)) return Value::undef();
      Value sv = v.is_nil() ? Value::nil() : implicit_string(cx, v);
      if (sv.is_undef()) return sv;
      std::string s = sv.is_nil() ? std::string() : str(sv);
      const unsigned char* ptr = reinterpret_cast<const unsigned char*>(s.data());
      int64_t plen = int64_t(s.size());
      if (d.star) len = plen;
      int64_t grow = 0;
      if (t == 'a' || t == 'A' || t == 'Z') {
        if (plen >= len) {
          out.append(s.data(), size_t(len));
          if (d.star && t == 'Z') out.push_back('\0');
        } else {
          out.append(s);
          out.append(size_t(len - plen), t == 'A' ? ' ' : '\0');
        }
        break;
      }
      if (t == 'b' || t == 'B') {
        int byte = 0;
        if (len > plen) {
          grow = (len - plen + 1) / 2;
          len = plen;
        }
        for (int64_t i = 0; i++ < len; ptr++) {
          if (t == 'b') {
            if (*ptr & 1) byte |= 128;
            if (i & 7) byte >>= 1;
            else { out.push_back(char(byte)); byte = 0; }
          } else {
            byte |= *ptr & 1;
            if (i & 7) byte <<= 1;
            else { out.push_back(char(byte)); byte = 0; }
          }
        }
        if (len & 7) {
          if (t == 'b') byte >>= 7 - (len & 7);
          else byte <<= 7 - (len & 7);
          out.push_back(char(byte));
        }
      } else {
        int byte = 0;
        if (len > plen) {
          grow = (len + 1) / 2 - (plen + 1) / 2;
          len = plen;
        }
        for (int64_t i = 0; i++ < len; ptr++) {
          bool alpha = (*ptr >= 'a' && *ptr <= 'z') || (*ptr >= 'A' && *ptr <= 'Z');
          int nib = alpha ? (((*ptr & 15) + 9) & 15) : (*ptr & 15);
          if (t == 'h') {
            byte |= nib << 4;
            if (i & 1) byte >>= 4;
            else { out.push_back(char(byte)); byte = 0; }
          } else {
            byte |= nib;
            if (i & 1) byte <<= 4;
            else { out.push_back(char(byte)); byte = 0; }
          }
        }
        if (len & 1) out.push_back(char(byte));
      }
      out.append(size_t(grow), '\0');
      break;
    }
    case 'U':
      while (len-- > 0) {
        Value v;
        uint64_t u;
        if (!next_from(v) || !pack_int_value(cx, v, u)) return Value::undef();
        int64_t l = int64_t(u);
        if (l < 0 || l > 0x7fffffff) return raise(cx, w.c.RangeError, "pack(U): value out of range");
        utf8_encode(out, uint64_t(l));
      }
      break;
    case 'w':
      while (len-- > 0) {
        Value v;
        if (!next_from(v)) return Value::undef();
        if (v.is_nil() || is_string(v)) {
          uint64_t u;
          if (!pack_int_value(cx, v, u)) return Value::undef();
        }
        num::BigInt b;
        if (v.is_fixnum()) b = num::BigInt(v.as_fixnum());
        else if (is_bignum(v)) b = v.as<Bignum>()->big;
        else if (is_float(v)) {
          double dv = float_value(v);
          if (!std::isfinite(dv)) {
            int64_t tmp;
            if (!to_int64(cx, v, tmp)) return Value::undef();
          }
          b = num::BigInt::from_double(std::trunc(dv));
        } else {
          int64_t i;
          if (!to_int64(cx, v, i)) return Value::undef();
          b = num::BigInt(i);
        }
        if (b.is_negative()) return raise(cx, w.c.ArgumentError, "can't compress negative numbers");
        std::string tmp;
        const num::BigInt mask(127);
        bool first = true;
        do {
          int byte = int((b & mask).to_int64());
          tmp.push_back(char(first ? byte : (byte | 0x80)));
          first = false;
          b = b.shift_right(7);
        } while (!b.is_zero());
        out.append(tmp.rbegin(), tmp.rend());
      }
      break;
    case 'm': case 'u': {
      Value v;
      if (!next_from(v)) return Value::undef();
      Value sv = implicit_string(cx, v);
      if (sv.is_undef()) return sv;
      std::string s = str(sv);
      const unsigned char* ptr = reinterpret_cast<const unsigned char*>(s.data());
      int64_t plen = int64_t(s.size());
      if (len == 0 && t == 'm') {
        encodes(out, ptr, long(plen), t, false);
        break;
      }
      if (len <= 2) len = 45;
      else if (len > 63 && t == 'u') len = 63;
      else len = len / 3 * 3;
      while (plen > 0) {
        int64_t todo = plen > len ? len : plen;
        encodes(out, ptr, long(todo), t, true);
        plen -= todo;
        ptr += todo;
      }
      break;
    }
    case 'M': {
      Value v;
      if (!next_from(v)) return Value::undef();
      Value sv = to_s(cx, v);
      if (sv.is_undef()) return sv;
      if (len <= 1) len = 72;
      qpencode(out, str(sv), long(len));
      break;
    }
    case 'p': case 'P': {  // pointers: nil's is null; a String's, a token its result remembers
      int64_t count = t == 'P' ? 1 : len;
      while (count-- > 0) {
        Value v;
        if (!next_from(v)) return Value::undef();
        uint64_t token = 0;
        if (!v.is_nil()) {
          v = implicit_string(cx, v);
          if (v.is_undef()) return v;
          token = v.bits();
          pointed.push_back(v);
        }
        for (int i = 0; i < kPointerSize; i++) out += char(token >> (8 * (kNativeBig ? kPointerSize - 1 - i : i)));
      }
      break;
    }
    case 'x':
      out.append(size_t(len), '\0');
      break;
    case 'X':
      if (len > int64_t(out.size())) return raise(cx, w.c.ArgumentError, "X outside of string");
      out.resize(out.size() - size_t(len));
      break;
    case '@':
      out.resize(size_t(len), '\0');
      break;
    case '%':
      return raise(cx, w.c.ArgumentError, "% is not supported");
    default:
      return raisef(cx, w.c.ArgumentError, "unknown pack directive '%c' in '%s'", t, fmt.c_str());
    }
  }
  if (err) return Value::undef();
  Value result;
  if (!buffer.is_undef()) {
    str_mut(buffer) = std::move(out);
    result = buffer;
  } else if (enc_info == 0) {
    result = new_binary_string(cx, out);
  } else {
    result = enc_info == 1 ? str_make(cx, std::move(out), Enc::US_ASCII) : new_string(cx, std::move(out));
  }
  // The Strings p and P point at stay with the result (and its copies),
  // the only place unpack reads them back from.
  if (!pointed.empty() && !ivar_set(cx, result, intern(cx, kPointedStrings), new_array(cx, std::move(pointed))))
    return Value::undef();
  return result;
}

NATIVE(ary_pack) {
  Value buffer = Value::undef();
  if (argc == 2 || (argc == 1 && kwargs_given(cx))) {
    if (!kwargs_given(cx)) return raise_arity(cx, argc, 1, 1);
    Value b = kwarg(cx, argv[argc - 1], "buffer");
    argc--;
    if (!b.is_undef() && !b.is_nil()) {
      if (!is_string(b)) {
        return raisef(cx, cx.world->c.TypeError, "buffer must be String, not %s",
                      class_path(cx, real_class(cx, b)).c_str());
      }
      if (!check_frozen(cx, b)) return Value::undef();
      buffer = b;
    }
  }
  if (argc != 1) return raise_arity(cx, argc, 1, 1);
  return pack_impl(cx, self, argv[0], buffer);
}

// ---- unpack ----

const signed char* b64_xtable() {
  static signed char table[256];
  static bool init = false;
  if (!init) {
    for (int i = 0; i < 256; i++) table[i] = -1;
    for (int i = 0; i < 64; i++) table[static_cast<unsigned char>(kB64[i])] = static_cast<signed char>(i);
    init = true;
  }
  return table;
}

int hex2num(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Decodes one UTF-8 character (CRuby's utf8_to_uv); alen is in/out.
bool utf8_to_uv(Context& cx, const unsigned char* p, long& alen, uint64_t& out) {
  World& w = *cx.world;
  uint64_t c = *p++;
  if (!(c & 0x80)) {
    alen = 1;
    out = c;
    return true;
  }
  if (!(c & 0x40)) {
    alen = 1;
    raise(cx, w.c.ArgumentError, "malformed UTF-8 character");
    return false;
  }
  long n;
  if (!(c & 0x20)) { n = 2; c &= 0x1f; }
  else if (!(c & 0x10)) { n = 3; c &= 0x0f; }
  else if (!(c & 0x08)) { n = 4; c &= 0x07; }
  else if (!(c & 0x04)) { n = 5; c &= 0x03; }
  else if (!(c & 0x02)) { n = 6; c &= 0x01; }
  else {
    alen = 1;
    raise(cx, w.c.ArgumentError, "malformed UTF-8 character");
    return false;
  }
  if (n > alen) {
    raisef(cx, w.c.ArgumentError, "malformed UTF-8 character (expected %ld bytes, given %ld bytes)", n, alen);
    return false;
  }
  alen = n--;
  uint64_t uv = c;
  while (n--) {
    c = *p++ & 0xff;
    if ((c & 0xc0) != 0x80) {
      raise(cx, w.c.ArgumentError, "malformed UTF-8 character");
      return false;
    }
    uv = uv << 6 | (c & 0x3f);
  }
  static const uint64_t limits[] = {0x0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000, 0x80000000};
  if (uv < limits[alen - 1]) {
    raise(cx, w.c.ArgumentError, "redundant UTF-8 sequence");
    return false;
  }
  out = uv;
  return true;
}

// Returns the Array of values, or (single) the first value. undef on error.
Value unpack_impl(Context& cx, Value self, Value fmt_v, int64_t offset, bool single) {
  World& w = *cx.world;
  Value fv = implicit_string(cx, fmt_v);
  if (fv.is_undef()) return fv;
  const std::string fmt = str(fv);
  const std::string data = str(self);
  const unsigned char* base = reinterpret_cast<const unsigned char*>(data.data());
  const int64_t total = int64_t(data.size());
  if (offset < 0 || offset > total) return raise(cx, w.c.ArgumentError, "offset outside of string");
  const unsigned char* s = base + offset;
  const unsigned char* send = base + total;
  std::vector<Value> result;
  bool done = false;
  auto push = [&](Value v) {
    result.push_back(v);
    if (single) done = true;
  };
  size_t p = 0;
  Directive d;
  bool err = false;
  while (!done && next_directive(cx, fmt, p, d, err)) {
    char t = d.type;
    int64_t len;
    if (d.star) len = send - s;
    else if (d.has_count) len = d.count;
    else len = t != '@';
    bool star = d.star;
    bool is_signed, big;
    int isz = int_size(d, is_signed, big);
    int fsz = isz ? 0 : float_size(t, big);
    if (isz || fsz) {
      int sz = isz ? isz : fsz;
      int64_t tmp_len = 0;
      if (len > (send - s) / sz) {
        if (!star) tmp_len = len - (send - s) / sz;
        len = (send - s) / sz;
      }
      while (len-- > 0 && !done) {
        uint64_t u = get_uint(s, sz, big);
        s += sz;
        if (isz) {
          if (is_signed) {
            int64_t v = sz == 8 ? int64_t(u) : int64_t(u << (64 - sz * 8)) >> (64 - sz * 8);
            push(new_integer(cx, v));
          } else if (u > uint64_t(INT64_MAX)) {
            push(new_integer(cx, num::BigInt::from_uint64(u)));
          } else {
            push(new_integer(cx, int64_t(u)));
          }
        } else if (sz == 4) {
          uint32_t b32 = uint32_t(u);
          float f;
          std::memcpy(&f, &b32, 4);
          push(new_float(cx, double(f)));
        } else {
          double dv;
          std::memcpy(&dv, &u, 8);
          push(new_float(cx, dv));
        }
      }
      while (tmp_len-- > 0 && !done) push(Value::nil());
      continue;
    }
    switch (t) {
    case 'a': case 'A': case 'Z': {
      if (len > send - s) len = send - s;
      if (t == 'Z') {
        const unsigned char* e = s;
        while (e < s + len && *e) e++;
        push(new_binary_string(cx, std::string_view(reinterpret_cast<const char*>(s), size_t(e - s))));
        if (e < send) e++;
        s = star ? e : s + len;
        break;
      }
      int64_t n = len;
      if (t == 'A') {
        while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\0')) n--;
      }
      push(new_binary_string(cx, std::string_view(reinterpret_cast<const char*>(s), size_t(n))));
      s += len;
      break;
    }
    case 'b': case 'B': {
      if (star || len > (send - s) * 8) len = (send - s) * 8;
      std::string bits;
      int byte = 0;
      for (int64_t i = 0; i < len; i++) {
        if (t == 'b') {
          if (i & 7) byte >>= 1;
          else byte = *s++;
          bits.push_back((byte & 1) ? '1' : '0');
        } else {
          if (i & 7) byte <<= 1;
          else byte = *s++;
          bits.push_back((byte & 128) ? '1' : '0');
        }
      }
      push(str_make(cx, std::move(bits), Enc::US_ASCII));
      break;
    }
    case 'h': case 'H': {
      static const char hexdigits[] = "0123456789abcdef";
      if (star || len > (send - s) * 2) len = (send - s) * 2;
      std::string hex;
      int byte = 0;
      for (int64_t i = 0; i < len; i++) {
        if (t == 'h') {
          if (i & 1) byte >>= 4;
          else byte = *s++;
          hex.push_back(hexdigits[byte & 15]);
        } else {
          if (i & 1) byte <<= 4;
          else byte = *s++;
          hex.push_back(hexdigits[(byte >> 4) & 15]);
        }
      }
      push(str_make(cx, std::move(hex), Enc::US_ASCII));
      break;
    }
    case 'U': {
      if (len > send - s) len = send - s;
      while (len > 0 && s < send && !done) {
        long alen = long(send - s);
        uint64_t uv;
        if (!utf8_to_uv(cx, s, alen, uv)) return Value::undef();
        push(new_integer(cx, int64_t(uv)));
        s += alen;
        len--;
      }
      break;
    }
    case 'w': {
      num::BigInt acc(0);
      const num::BigInt b128(128);
      while (len > 0 && s < send && !done) {
        acc = acc.shift_left(7) + num::BigInt(*s & 0x7f);
        if (!(*s++ & 0x80)) {
          push(new_integer(cx, acc));
          len--;
          acc = num::BigInt(0);
        }
      }
      break;
    }
    case 'm': {
      const signed char* xt = b64_xtable();
      std::string buf;
      if (!star && d.has_count && len == 0) {
        int a = -1, b = -1, c = -1, dd = -1;
        while (s < send) {
          a = b = c = dd = -1;
          a = xt[*s++];
          if (s >= send || a == -1) return raise(cx, w.c.ArgumentError, "invalid base64");
          b = xt[*s++];
          if (s >= send || b == -1) return raise(cx, w.c.ArgumentError, "invalid base64");
          if (*s == '=') {
            if (s + 2 == send && *(s + 1) == '=') break;
            return raise(cx, w.c.ArgumentError, "invalid base64");
          }
          c = xt[*s++];
          if (s >= send || c == -1) return raise(cx, w.c.ArgumentError, "invalid base64");
          if (s + 1 == send && *s == '=') break;
          dd = xt[*s++];
          if (dd == -1) return raise(cx, w.c.ArgumentError, "invalid base64");
          buf.push_back(char(a << 2 | b >> 4));
          buf.push_back(char(b << 4 | c >> 2));
          buf.push_back(char(c << 6 | dd));
        }
        if (a != -1) {
          if (c == -1) {
            buf.push_back(char(a << 2 | b >> 4));
            if (b & 0xf) return raise(cx, w.c.ArgumentError, "invalid base64");
          } else if (dd == -1) {
            buf.push_back(char(a << 2 | b >> 4));
            buf.push_back(char(b << 4 | c >> 2));
            if (c & 0x3) return raise(cx, w.c.ArgumentError, "invalid base64");
          }
        }
      } else {
        int a = -1, b = -1, c = -1, dd = -1;
        auto at = [&](const unsigned char* q) -> int { return q < send ? *q : 0; };
        while (s < send) {
          a = b = c = dd = -1;
          while (s < send && (a = xt[*s]) == -1) s++;
          if (s >= send) break;
          s++;
          while (s < send && (b = xt[*s]) == -1) s++;
          if (s >= send) break;
          s++;
          while (s < send && (c = xt[*s]) == -1) {
            if (*s == '=') break;
            s++;
          }
          if (at(s) == '=' || s >= send) break;
          s++;
          while (s < send && (dd = xt[*s]) == -1) {
            if (*s == '=') break;
            s++;
          }
          if (at(s) == '=' || s >= send) break;
          s++;
          buf.push_back(char(a << 2 | b >> 4));
          buf.push_back(char(b << 4 | c >> 2));
          buf.push_back(char(c << 6 | dd));
          a = -1;
        }
        if (a != -1 && b != -1) {
          buf.push_back(char(a << 2 | b >> 4));
          if (c != -1) buf.push_back(char(b << 4 | c >> 2));
        }
      }
      push(new_binary_string(cx, buf));
      break;
    }
    case 'M': {
      std::string buf;
      const unsigned char* ss = s;
      while (s < send) {
        if (*s == '=') {
          if (++s == send) break;
          if (s + 1 < send && *s == '\r' && *(s + 1) == '\n') s++;
          if (*s != '\n') {
            int c1, c2;
            if ((c1 = hex2num(*s)) == -1) break;
            if (++s == send) break;
            if ((c2 = hex2num(*s)) == -1) break;
            buf.push_back(char(c1 << 4 | c2));
          }
        } else {
          buf.push_back(char(*s));
        }
        s++;
        ss = s;
      }
      buf.append(reinterpret_cast<const char*>(ss), size_t(send - ss));
      push(new_binary_string(cx, buf));
      break;
    }
    case 'u': {
      std::string buf;
      while (s < send && *s > ' ' && *s < 'a') {
        long n = (*s++ - ' ') & 077;
        while (n > 0) {
          long mlen = n > 3 ? 3 : n;
          long q[4];
          for (long& x : q) {
            if (s < send && *s >= ' ' && *s < 'a') x = (*s++ - ' ') & 077;
            else x = 0;
          }
          char hunk[3] = {char(q[0] << 2 | q[1] >> 4), char(q[1] << 4 | q[2] >> 2), char(q[2] << 6 | q[3])};
          buf.append(hunk, size_t(mlen));
          n -= mlen;
        }
        if (s < send && *s != '\r' && *s != '\n') s++;
        if (s < send && *s == '\r') s++;
        if (s < send && *s == '\n') s++;
      }
      push(new_binary_string(cx, buf));
      break;
    }
    case 'p': case 'P': {  // pointers: nil for null, else the String packed (p, or P covering it all: itself; else its first count bytes)
      int64_t count = t == 'P' ? 1 : (star ? (send - s) / kPointerSize : len);
      while (count-- > 0 && send - s >= kPointerSize) {
        uint64_t token = 0;
        for (int i = 0; i < kPointerSize; i++)
          token |= uint64_t(s[kNativeBig ? kPointerSize - 1 - i : i]) << (8 * i);
        s += kPointerSize;
        if (token == 0) {
          push(Value::nil());
          continue;
        }
        Value pointed = ivar_get(cx, self, intern(cx, kPointedStrings));
        Value found = Value::undef();
        if (is_array(pointed))
          for (Value v : as_array(pointed)->items.to_vector())
            if (v.bits() == token) found = v;
        if (found.is_undef()) return raise(cx, w.c.ArgumentError, "no associated pointer");
        if (t == 'p' || d.count >= int64_t(str(found).size())) push(found);
        else push(new_binary_string(cx, str(found).substr(0, size_t(std::max<int64_t>(0, d.count)))));
      }
      break;
    }
    case 'x':
      if (len > send - s) return raise(cx, w.c.ArgumentError, "x outside of string");
      s += len;
      break;
    case 'X':
      if (len > s - base) return raise(cx, w.c.ArgumentError, "X outside of string");
      s -= len;
      break;
    case '@':
      if (len > total - offset) return raise(cx, w.c.ArgumentError, "@ outside of string");
      s = base + offset + len;
      break;
    case '%':
      return raise(cx, w.c.ArgumentError, "% is not supported");
    default:
      return raisef(cx, w.c.ArgumentError, "unknown unpack directive '%c' in '%s'", t, fmt.c_str());
    }
  }
  if (!done && err) return Value::undef();
  if (single) return result.empty() ? Value::nil() : result[0];
  return new_array(cx, std::move(result));
}

bool unpack_args(Context& cx, int& argc, Value* argv, int64_t& offset) {
  offset = 0;
  if (kwargs_given(cx) && argc >= 1) {
    Value o = kwarg(cx, argv[argc - 1], "offset");
    argc--;
    if (!o.is_undef() && !to_int64(cx, o, offset)) return false;
  }
  if (argc != 1) {
    raise_arity(cx, argc, 1, 1);
    return false;
  }
  return true;
}

NATIVE(str_unpack) {
  int64_t offset;
  if (!unpack_args(cx, argc, argv, offset)) return Value::undef();
  return unpack_impl(cx, self, argv[0], offset, false);
}

NATIVE(str_unpack1) {
  int64_t offset;
  if (!unpack_args(cx, argc, argv, offset)) return Value::undef();
  return unpack_impl(cx, self, argv[0], offset, true);
}

} // namespace

void init_pack(World& w) {
  define_method(w, w.c.Array, "pack", ary_pack, 1, 2);
  define_method(w, w.c.String, "unpack", str_unpack, 1, 2);
  define_method(w, w.c.String, "unpack1", str_unpack1, 1, 2);
}

} // namespace garnet::core
