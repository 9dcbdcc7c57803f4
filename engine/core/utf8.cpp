// utf8.cpp — UTF-8 decoding with CRuby's broken-text rules, offsets, simple
// case mapping and the printable test (see utf8.h).
#include "core/utf8.h"

#include <cstring>

namespace garnet::core::utf8 {

int valid_len(const char* p, const char* e) {
  auto b = [&](int i) { return static_cast<unsigned char>(p[i]); };
  long avail = e - p;
  if (avail <= 0) return 0;
  unsigned c = b(0);
  if (c < 0x80) return 1;
  auto cont = [&](int i, unsigned lo, unsigned hi) { return avail > i && b(i) >= lo && b(i) <= hi; };
  if (c >= 0xC2 && c <= 0xDF) return cont(1, 0x80, 0xBF) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) && cont(3, 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

int broken_len(const char* p, const char* e, bool* ends_inside, bool* broken_by_next) {
  unsigned c = static_cast<unsigned char>(*p);
  int need;
  unsigned lo = 0x80, hi = 0xBF;
  if (c >= 0xC2 && c <= 0xDF) {
    need = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    need = 3;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    need = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    need = 1;
  }
  int i = 1;
  while (i < need && p + i < e) {
    unsigned b = static_cast<unsigned char>(p[i]);
    if (b < (i == 1 ? lo : 0x80u) || b > (i == 1 ? hi : 0xBFu)) break;
    i++;
  }
  if (ends_inside) *ends_inside = need > 1 && p + i == e;
  if (broken_by_next) *broken_by_next = need > 1 && p + i < e;
  return i;
}

uint32_t next(const char*& p, const char* e, bool binary) {
  unsigned char c = static_cast<unsigned char>(*p);
  if (binary || c < 0x80) {
    p++;
    return c;
  }
  int n = valid_len(p, e);
  if (n == 0) {
    p++;
    return kInvalidBase + c;
  }
  uint32_t cp;
  if (n == 2) cp = c & 0x1F;
  else if (n == 3) cp = c & 0x0F;
  else cp = c & 0x07;
  for (int i = 1; i < n; i++) cp = (cp << 6) | (static_cast<unsigned char>(p[i]) & 0x3F);
  p += n;
  return cp;
}

void encode(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += char(cp);
  } else if (cp < 0x800) {
    out += char(0xC0 | (cp >> 6));
    out += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  } else {
    out += char(0xF0 | (cp >> 18));
    out += char(0x80 | ((cp >> 12) & 0x3F));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
}

void put(std::string& out, uint32_t cp, bool binary) {
  if (cp >= kInvalidBase) out += char(cp - kInvalidBase);
  else if (binary) out += char(cp & 0xFF);
  else encode(out, cp);
}

namespace {

// ASCII runs are skipped eight bytes at a time.
constexpr uint64_t kHighBits = 0x8080808080808080ull;

bool ascii_word(const char* p) {
  uint64_t w;
  std::memcpy(&w, p, sizeof w);
  return (w & kHighBits) == 0;
}

} // namespace

bool is_ascii(std::string_view s) {
  const char* p = s.data();
  const char* e = p + s.size();
  for (; e - p >= 8; p += 8)
    if (!ascii_word(p)) return false;
  for (; p < e; p++)
    if (static_cast<unsigned char>(*p) >= 0x80) return false;
  return true;
}

bool is_valid(std::string_view s) {
  const char* p = s.data();
  const char* e = p + s.size();
  while (p < e) {
    if (static_cast<unsigned char>(*p) < 0x80) {
      p++;
      continue;
    }
    int n = valid_len(p, e);
    if (!n) return false;
    p += n;
  }
  return true;
}

size_t count_chars(std::string_view s, bool binary) {
  if (binary) return s.size();
  const char* p = s.data();
  const char* e = p + s.size();
  size_t n = 0;
  while (p < e) {
    if (e - p >= 8 && ascii_word(p)) {
      p += 8;
      n += 8;
      continue;
    }
    p += char_len(p, e, false);
    n++;
  }
  return n;
}

size_t char_to_byte(std::string_view s, bool binary, size_t n) {
  if (binary) return n < s.size() ? n : s.size();
  const char* b = s.data();
  const char* p = b;
  const char* e = b + s.size();
  while (n > 0 && p < e) {
    if (n >= 8 && e - p >= 8 && ascii_word(p)) {
      p += 8;
      n -= 8;
      continue;
    }
    p += char_len(p, e, false);
    n--;
  }
  return size_t(p - b);
}

size_t byte_to_char(std::string_view s, bool binary, size_t off) {
  if (binary) return off;
  const char* p = s.data();
  const char* e = p + (off < s.size() ? off : s.size());
  const char* end = s.data() + s.size();
  size_t n = 0;
  while (p < e) {
    p += char_len(p, end, false);
    n++;
  }
  return n;
}

bool is_char_boundary(std::string_view s, bool binary, size_t off) {
  if (binary || off == 0 || off >= s.size()) return true;
  const char* p = s.data();
  const char* e = p + s.size();
  const char* target = p + off;
  // Back up at most 3 bytes to a possible lead byte, then walk forward.
  const char* q = target;
  for (int i = 0; i < 3 && q > p && (static_cast<unsigned char>(*q) & 0xC0) == 0x80; i++) q--;
  while (q < target) q += char_len(q, e, false);
  return q == target;
}

size_t prev_char_start(std::string_view s, bool binary, size_t off) {
  if (binary || off == 0) return off ? off - 1 : 0;
  // The valid sequence that ends exactly at off, else one (invalid) byte.
  const char* p = s.data();
  const char* e = p + off;
  for (size_t back = 2; back <= 4 && back <= off; back++)
    if (valid_len(e - back, e) == int(back)) return off - back;
  return off - 1;
}

// ---- case mapping ----

namespace {

struct PairRange { uint32_t lo, hi; }; // lo is uppercase, lo+1 lowercase, alternating
constexpr PairRange kPairs[] = {
    {0x100, 0x12F}, {0x132, 0x137}, {0x139, 0x148}, {0x14A, 0x177}, {0x179, 0x17E},
    {0x1CD, 0x1DC}, {0x1DE, 0x1EF}, {0x1F8, 0x21F}, {0x222, 0x233}, {0x460, 0x481},
    {0x48A, 0x4BF}, {0x4C1, 0x4CE}, {0x4D0, 0x52F}, {0x1E00, 0x1E95}, {0x1EA0, 0x1EFF},
};

struct Shift { uint32_t lo, hi; int delta; }; // lowercase range; uppercase = cp + delta
constexpr Shift kShifts[] = {
    {0x61, 0x7A, -32},   {0xE0, 0xF6, -32},     {0xF8, 0xFE, -32},   {0x3B1, 0x3C1, -32},
    {0x3C3, 0x3CB, -32}, {0x3AD, 0x3AF, -37},   {0x3CD, 0x3CE, -63}, {0x430, 0x44F, -32},
    {0x450, 0x45F, -80}, {0x561, 0x586, -48},   {0xFF41, 0xFF5A, -32},
};

struct Single { uint32_t from, to; };
constexpr Single kUpperSingles[] = {
    {0xFF, 0x178},  {0xB5, 0x39C},  {0x131, 0x49},  {0x17F, 0x53},  {0x3C2, 0x3A3},
    {0x3AC, 0x386}, {0x3CC, 0x38C}, {0x4CF, 0x4C0}, {0x1C5, 0x1C4}, {0x1C6, 0x1C4},
    {0x1C8, 0x1C7}, {0x1C9, 0x1C7}, {0x1CB, 0x1CA}, {0x1CC, 0x1CA},
};
constexpr Single kLowerSingles[] = {
    {0x178, 0xFF},  {0x386, 0x3AC}, {0x38C, 0x3CC}, {0x4C0, 0x4CF}, {0x1C4, 0x1C6},
    {0x1C5, 0x1C6}, {0x1C7, 0x1C9}, {0x1C8, 0x1C9}, {0x1CA, 0x1CC}, {0x1CB, 0x1CC},
};

} // namespace

uint32_t to_upper(uint32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
  if (cp >= kInvalidBase) return cp;
  for (const Shift& s : kShifts)
    if (cp >= s.lo && cp <= s.hi) return uint32_t(int(cp) + s.delta);
  for (const PairRange& r : kPairs)
    if (cp >= r.lo && cp <= r.hi) return ((cp - r.lo) & 1) ? cp - 1 : cp;
  for (const Single& s : kUpperSingles)
    if (cp == s.from) return s.to;
  return cp;
}

uint32_t to_lower(uint32_t cp) {
  if (cp < 0x80) return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
  if (cp >= kInvalidBase) return cp;
  for (const Shift& s : kShifts) {
    int lo = int(s.lo) + s.delta, hi = int(s.hi) + s.delta;
    if (int(cp) >= lo && int(cp) <= hi) {
      // 0xD7 (multiplication sign) and 0x3A2 (unassigned) sit between ranges.
      return uint32_t(int(cp) - s.delta);
    }
  }
  for (const PairRange& r : kPairs)
    if (cp >= r.lo && cp <= r.hi) return (((cp - r.lo) & 1) == 0 && cp + 1 <= r.hi) ? cp + 1 : cp;
  for (const Single& s : kLowerSingles)
    if (cp == s.from) return s.to;
  return cp;
}

bool is_upper(uint32_t cp) { return to_lower(cp) != cp; }
bool is_lower(uint32_t cp) { return to_upper(cp) != cp; }

bool is_printable(uint32_t cp) {
  if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F)) return false;
  if (cp >= kInvalidBase) return false;
  if (cp == 0x2028 || cp == 0x2029) return false;
  if ((cp & 0xFFFE) == 0xFFFE) return false;         // noncharacters U+xxFFFE/F
  if (cp >= 0xFDD0 && cp <= 0xFDEF) return false;
  if (cp >= 0xD800 && cp <= 0xDFFF) return false;
  if (cp >= 0x40000 && cp <= 0xDFFFF) return false;  // unassigned planes
  if (cp >= 0xE0080 && cp <= 0xEFFFF && !(cp >= 0xE0100 && cp <= 0xE01EF)) return false;
  if (cp == 0x378 || cp == 0x379 || (cp >= 0x380 && cp <= 0x383) || cp == 0x38B || cp == 0x38D ||
      cp == 0x3A2)
    return false;
  return true;
}

}  // namespace garnet::core::utf8
