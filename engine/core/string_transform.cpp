// string_transform.cpp — String methods that compute a transformed copy
// (and their bang forms): upcase/downcase/capitalize/swapcase, strip family,
// chomp/chop, count/delete/squeeze/tr/tr_s over character sets, center/
// ljust/rjust, succ/next and reverse.
#include <utility>
#include <vector>

#include "core/string_internal.h"
#include "vm/native_scope.h"

namespace garnet::core {

using namespace garnet::vm;

// ---- case mapping ----

namespace {

uint32_t to_title(uint32_t cp) {
  if (cp >= 0x1C4 && cp <= 0x1C6) return 0x1C5;
  if (cp >= 0x1C7 && cp <= 0x1C9) return 0x1C8;
  if (cp >= 0x1CA && cp <= 0x1CC) return 0x1CB;
  return utf8::to_upper(cp);
}

void put_mapped(std::string& out, uint32_t cp, bool binary, bool up, bool title, bool ascii_only) {
  if (ascii_only || binary || cp < 0x80 || cp >= utf8::kInvalidBase) {
    if (cp < 0x80) {
      if (up && cp >= 'a' && cp <= 'z') cp -= 32;
      else if (!up && cp >= 'A' && cp <= 'Z') cp += 32;
    }
    utf8::put(out, cp, binary);
    return;
  }
  if (up && cp == 0xDF) { // ß
    out += title ? "Ss" : "SS";
    return;
  }
  if (!up && cp == 0x130) { // İ
    out += "i\xCC\x87";
    return;
  }
  utf8::encode(out, up ? (title ? to_title(cp) : utf8::to_upper(cp)) : utf8::to_lower(cp));
}

// Maps, in place, the ASCII characters at the start of `out` (a copy of the
// String to map); answers how many there were.
size_t case_map_ascii_prefix(std::string& out, CaseOp op) {
  size_t i = 0;
  for (; i < out.size(); i++) {
    unsigned char c = static_cast<unsigned char>(out[i]);
    if (c >= 0x80) break;
    bool up = op == CaseOp::Up || (op == CaseOp::Capitalize && i == 0) || (op == CaseOp::Swap && c >= 'a' && c <= 'z');
    if (up && c >= 'a' && c <= 'z') out[i] = static_cast<char>(c - 32);
    else if (!up && c >= 'A' && c <= 'Z') out[i] = static_cast<char>(c + 32);
  }
  return i;
}

} // namespace

std::string case_map(std::string_view s, bool binary, CaseOp op, bool ascii_only) {
  std::string out(s);
  size_t ascii = case_map_ascii_prefix(out, op);
  if (ascii == s.size()) return out;
  out.resize(ascii);
  const char* p = s.data() + ascii;
  const char* e = s.data() + s.size();
  bool first = ascii == 0;
  while (p < e) {
    uint32_t cp = utf8::next(p, e, binary);
    switch (op) {
      case CaseOp::Up: put_mapped(out, cp, binary, true, false, ascii_only); break;
      case CaseOp::Down: put_mapped(out, cp, binary, false, false, ascii_only); break;
      case CaseOp::Capitalize: put_mapped(out, cp, binary, first, first, ascii_only); break;
      case CaseOp::Swap: {
        bool ascii_char = ascii_only || binary || cp < 0x80;
        bool upper = ascii_char ? (cp >= 'A' && cp <= 'Z') : utf8::is_upper(cp);
        bool lower = ascii_char ? (cp >= 'a' && cp <= 'z') : utf8::is_lower(cp);
        if (upper) put_mapped(out, cp, binary, false, false, ascii_only);
        else if (lower) put_mapped(out, cp, binary, true, false, ascii_only);
        else utf8::put(out, cp, binary);
        break;
      }
    }
    first = false;
  }
  return out;
}

// ---- succ ----

std::string str_succ(std::string_view sv, bool binary) {
  std::string s(sv);
  if (s.empty()) return s;
  // Character starts, left to right.
  std::vector<std::pair<size_t, size_t>> chars;
  for (size_t p = 0; p < s.size();) {
    size_t n = size_t(utf8::char_len(s.data() + p, s.data() + s.size(), binary));
    chars.push_back({p, n});
    p += n;
  }
  auto is_alpha = [](unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  auto is_digit = [](unsigned char c) { return c >= '0' && c <= '9'; };
  int last_kind = 0; // 1 alpha, 2 digit: the last alphanumeric that wrapped
  bool prev_not_alnum = false;
  bool any = false;
  size_t carry_pos = 0;
  char carry = 0;
  for (size_t k = chars.size(); k-- > 0;) {
    size_t st = chars[k].first, ln = chars[k].second;
    unsigned char c = static_cast<unsigned char>(s[st]);
    if (prev_not_alnum && last_kind) {
      if (last_kind == 1 ? is_digit(c) : is_alpha(c)) break;
    }
    if (ln != 1 || !(is_alpha(c) || is_digit(c))) {
      prev_not_alnum = true;
      continue;
    }
    prev_not_alnum = false;
    if (c == 'z' || c == 'Z' || c == '9') {
      s[st] = c == 'z' ? 'a' : (c == 'Z' ? 'A' : '0');
      carry = c == 'z' ? 'a' : (c == 'Z' ? 'A' : '1');
      last_kind = c == '9' ? 2 : 1;
      any = true;
      carry_pos = st;
      continue;
    }
    s[st] = char(c + 1);
    return s;
  }
  if (any) {
    s.insert(carry_pos, 1, carry);
    return s;
  }
  // No alphanumerics: increment the rightmost character, carrying left.
  for (size_t k = chars.size(); k-- > 0;) {
    size_t st = chars[k].first, ln = chars[k].second;
    if (binary) {
      unsigned char c = static_cast<unsigned char>(s[st]);
      s[st] = char(c + 1);
      if (c != 0xFF) return s;
      carry_pos = st;
      continue;
    }
    const char* p = s.data() + st;
    uint32_t cp = utf8::next(p, s.data() + s.size(), false);
    if (cp >= utf8::kInvalidBase) continue; // broken byte: skipped
    bool wrapped = cp == 0x10FFFF;
    uint32_t nx = wrapped ? 0 : cp + 1;
    if (nx == 0xD800) nx = 0xE000;
    std::string enc;
    utf8::encode(enc, nx);
    s.replace(st, ln, enc);
    if (!wrapped) return s;
    carry_pos = st;
  }
  s.insert(carry_pos, 1, '\x01');
  return s;
}

namespace {

void set_content(Value self, std::string&& s) { str_mut(self) = std::move(s); }

// Options of upcase & co (:ascii, :turkic, :lithuanian, :fold); -1 raised.
int ascii_option(Context& cx, int argc, Value* argv, bool allow_fold) {
  bool ascii = false;
  for (int i = 0; i < argc; i++) {
    Value v = argv[i];
    if (!v.is_symbol()) {
      raise_conversion(cx, v, "Symbol");
      return -1;
    }
    const std::string& n = sym_name(cx, v.as_symbol());
    if (n == "ascii") ascii = true;
    else if (n == "turkic" || n == "lithuanian" || (allow_fold && n == "fold")) {
    } else {
      raise(cx, cx.world->c.ArgumentError, "invalid option");
      return -1;
    }
  }
  if (argc > 2) {
    raise(cx, cx.world->c.ArgumentError, "too many options");
    return -1;
  }
  return ascii ? 1 : 0;
}

Value case_copy(Context& cx, Value self, int argc, Value* argv, CaseOp op) {
  int a = ascii_option(cx, argc, argv, op == CaseOp::Down);
  if (a < 0) return Value::undef();
  return str_make(cx, case_map(str(self), str_is_binary(self), op, a == 1), str_enc(self));
}

Value case_bang(Context& cx, Value self, int argc, Value* argv, CaseOp op) {
  int a = ascii_option(cx, argc, argv, op == CaseOp::Down);
  if (a < 0) return Value::undef();
  if (!check_frozen(cx, self)) return Value::undef();
  std::string r = case_map(str(self), str_is_binary(self), op, a == 1);
  if (r == str(self)) return Value::nil();
  set_content(self, std::move(r));
  return self;
}

NATIVE(str_upcase) { return case_copy(cx, self, argc, argv, CaseOp::Up); }
NATIVE(str_downcase) { return case_copy(cx, self, argc, argv, CaseOp::Down); }
NATIVE(str_capitalize) { return case_copy(cx, self, argc, argv, CaseOp::Capitalize); }
NATIVE(str_swapcase) { return case_copy(cx, self, argc, argv, CaseOp::Swap); }
NATIVE(str_upcase_bang) { return case_bang(cx, self, argc, argv, CaseOp::Up); }
NATIVE(str_downcase_bang) { return case_bang(cx, self, argc, argv, CaseOp::Down); }
NATIVE(str_capitalize_bang) { return case_bang(cx, self, argc, argv, CaseOp::Capitalize); }
NATIVE(str_swapcase_bang) { return case_bang(cx, self, argc, argv, CaseOp::Swap); }

// ---- strip ----

inline bool strip_space(char c) { return c == ' ' || c == '\0' || (c >= '\t' && c <= '\r'); }

void strip_bounds(const std::string& s, bool left, bool right, size_t& b, size_t& e) {
  b = 0;
  e = s.size();
  if (left)
    while (b < e && strip_space(s[b])) b++;
  if (right)
    while (e > b && strip_space(s[e - 1])) e--;
}

Value strip_copy(Context& cx, Value self, bool left, bool right) {
  size_t b, e;
  strip_bounds(str(self), left, right, b, e);
  return str_make(cx, std::string_view(str(self)).substr(b, e - b), str_enc(self));
}

Value strip_bang(Context& cx, Value self, bool left, bool right) {
  if (!check_frozen(cx, self)) return Value::undef();
  size_t b, e;
  std::string& s = str_mut(self);
  strip_bounds(s, left, right, b, e);
  if (b == 0 && e == s.size()) return Value::nil();
  s = s.substr(b, e - b);
  return self;
}

NATIVE(str_strip) { return strip_copy(cx, self, true, true); }
NATIVE(str_lstrip) { return strip_copy(cx, self, true, false); }
NATIVE(str_rstrip) { return strip_copy(cx, self, false, true); }
NATIVE(str_strip_bang) { return strip_bang(cx, self, true, true); }
NATIVE(str_lstrip_bang) { return strip_bang(cx, self, true, false); }
NATIVE(str_rstrip_bang) { return strip_bang(cx, self, false, true); }

// ---- chomp / chop ----

// Bytes chomp removes from the end of self (0: none); -1 raised.
int64_t chomp_len(Context& cx, Value self, int argc, Value* argv) {
  const std::string& s = str(self);
  Value sep;
  if (argc > 0) {
    sep = argv[0];
  } else {
    auto it = cx.iso->globals.find(cx.world->sym.dollar_slash);
    sep = it != cx.iso->globals.end() ? it->second : Value::undef();
  }
  bool smart = sep.is_undef();
  if (sep.is_nil()) return 0;
  if (!smart) {
    if (!is_string(sep)) {
      sep = implicit_string(cx, sep);
      if (sep.is_undef()) return -1;
    }
    const std::string& rs = str(sep);
    if (rs.empty()) { // paragraph: all trailing \n / \r\n
      size_t e = s.size();
      while (e > 0 && s[e - 1] == '\n') {
        e--;
        if (e > 0 && s[e - 1] == '\r') e--;
      }
      return int64_t(s.size() - e);
    }
    if (rs == "\n") smart = true;
    else {
      if (rs.size() > s.size() || s.compare(s.size() - rs.size(), rs.size(), rs) != 0) return 0;
      if (!utf8::is_char_boundary(s, str_is_binary(self), s.size() - rs.size())) return 0;
      return int64_t(rs.size());
    }
  }
  size_t n = s.size();
  if (n == 0) return 0;
  if (s[n - 1] == '\n') return (n >= 2 && s[n - 2] == '\r') ? 2 : 1;
  if (s[n - 1] == '\r') return 1;
  return 0;
}

NATIVE(str_chomp) {
  int64_t n = chomp_len(cx, self, argc, argv);
  if (n < 0) return Value::undef();
  const std::string& s = str(self);
  return str_make(cx, std::string_view(s).substr(0, s.size() - size_t(n)), str_enc(self));
}

NATIVE(str_chomp_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  int64_t n = chomp_len(cx, self, argc, argv);
  if (n < 0) return Value::undef();
  if (n == 0) return Value::nil();
  if (!check_frozen(cx, self)) return Value::undef(); // again: the separator's to_str may have frozen it
  str_mut(self).resize(str(self).size() - size_t(n));
  return self;
}

size_t chop_len(Value self) {
  const std::string& s = str(self);
  size_t n = s.size();
  if (n == 0) return 0;
  if (n >= 2 && s[n - 1] == '\n' && s[n - 2] == '\r') return 2;
  return n - utf8::prev_char_start(s, str_is_binary(self), n);
}

NATIVE(str_chop) {
  const std::string& s = str(self);
  return str_make(cx, std::string_view(s).substr(0, s.size() - chop_len(self)), str_enc(self));
}

NATIVE(str_chop_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  size_t n = chop_len(self);
  if (n == 0) return Value::nil();
  str_mut(self).resize(str(self).size() - n);
  return self;
}

// ---- character sets (count, delete, squeeze, tr) ----

struct CharRange {
  uint32_t lo, hi;
};

// Parses a tr-style set: "a-z", "\\-" escapes, "^" negation when allowed.
bool parse_set(Context& cx, Value sv, bool allow_negate, bool& negate, std::vector<CharRange>& out) {
  const std::string& s = str(sv);
  bool bin = str_is_binary(sv);
  const char* p = s.data();
  const char* e = p + s.size();
  negate = false;
  if (allow_negate && s.size() > 1 && s[0] == '^') {
    negate = true;
    p++;
  }
  while (p < e) {
    if (*p == '\\' && p + 1 < e) p++;
    uint32_t now = utf8::next(p, e, bin);
    if (p < e && *p == '-') {
      p++;
      if (p < e) {
        uint32_t hi = utf8::next(p, e, bin);
        if (now > hi) {
          if (now < 0x80 && hi < 0x80)
            raisef(cx, cx.world->c.ArgumentError, "invalid range \"%c-%c\" in string transliteration",
                   char(now), char(hi));
          else
            raise(cx, cx.world->c.ArgumentError, "invalid range in string transliteration");
          return false;
        }
        out.push_back({now, hi});
        continue;
      }
      out.push_back({now, now});
      out.push_back({'-', '-'});
      continue;
    }
    out.push_back({now, now});
  }
  return true;
}

struct CharSet {
  bool negate = false;
  std::vector<CharRange> ranges;
  bool contains(uint32_t cp) const {
    bool in = false;
    for (const CharRange& r : ranges)
      if (cp >= r.lo && cp <= r.hi) {
        in = true;
        break;
      }
    return in != negate;
  }
};

// Builds the intersection of the set arguments; false when it raised.
bool build_sets(Context& cx, int argc, Value* argv, std::vector<CharSet>& sets) {
  std::vector<Value> args(argv, argv + argc);
  for (Value a : args) {
    Value s = is_string(a) ? a : implicit_string(cx, a);
    if (s.is_undef()) return false;
    CharSet set;
    if (!parse_set(cx, s, true, set.negate, set.ranges)) return false;
    sets.push_back(std::move(set));
  }
  return true;
}

bool in_all(const std::vector<CharSet>& sets, uint32_t cp) {
  for (const CharSet& s : sets)
    if (!s.contains(cp)) return false;
  return true;
}

NATIVE(str_count) {
  std::vector<CharSet> sets;
  if (!build_sets(cx, argc, argv, sets)) return Value::undef();
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  const char* p = s.data();
  const char* e = p + s.size();
  int64_t n = 0;
  while (p < e)
    if (in_all(sets, utf8::next(p, e, bin))) n++;
  return Value::fixnum(n);
}

// delete: the text without the characters in all sets.
bool deleted(Context& cx, Value self, int argc, Value* argv, std::string& out) {
  std::vector<CharSet> sets;
  if (!build_sets(cx, argc, argv, sets)) return false;
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  const char* p = s.data();
  const char* e = p + s.size();
  while (p < e) {
    const char* start = p;
    if (!in_all(sets, utf8::next(p, e, bin))) out.append(start, size_t(p - start));
  }
  return true;
}

NATIVE(str_delete) {
  std::string out;
  if (!deleted(cx, self, argc, argv, out)) return Value::undef();
  return str_make(cx, std::move(out), str_enc(self));
}

NATIVE(str_delete_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::string out;
  if (!deleted(cx, self, argc, argv, out)) return Value::undef();
  if (out.size() == str(self).size()) return Value::nil();
  set_content(self, std::move(out));
  return self;
}

bool squeezed(Context& cx, Value self, int argc, Value* argv, std::string& out) {
  std::vector<CharSet> sets;
  if (!build_sets(cx, argc, argv, sets)) return false;
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  const char* p = s.data();
  const char* e = p + s.size();
  uint32_t prev = 0xFFFFFFFF;
  while (p < e) {
    const char* start = p;
    uint32_t cp = utf8::next(p, e, bin);
    if (cp == prev && (sets.empty() || in_all(sets, cp))) continue;
    prev = cp;
    out.append(start, size_t(p - start));
  }
  return true;
}

NATIVE(str_squeeze) {
  std::string out;
  if (!squeezed(cx, self, argc, argv, out)) return Value::undef();
  return str_make(cx, std::move(out), str_enc(self));
}

NATIVE(str_squeeze_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::string out;
  if (!squeezed(cx, self, argc, argv, out)) return Value::undef();
  if (out.size() == str(self).size()) return Value::nil();
  set_content(self, std::move(out));
  return self;
}

uint64_t ranges_size(const std::vector<CharRange>& rs) {
  uint64_t n = 0;
  for (const CharRange& r : rs) n += uint64_t(r.hi - r.lo) + 1;
  return n;
}

uint32_t range_at(const std::vector<CharRange>& rs, uint64_t k) {
  for (const CharRange& r : rs) {
    uint64_t n = uint64_t(r.hi - r.lo) + 1;
    if (k < n) return r.lo + uint32_t(k);
    k -= n;
  }
  return rs.back().hi;
}

// tr / tr_s: 1 changed, 0 unchanged, -1 raised.
int translate(Context& cx, Value self, Value from_arg, Value to_arg, bool squeeze, std::string& out,
              Enc& enc) {
  Value from = is_string(from_arg) ? from_arg : implicit_string(cx, from_arg);
  if (from.is_undef()) return -1;
  Value to = is_string(to_arg) ? to_arg : implicit_string(cx, to_arg);
  if (to.is_undef()) return -1;
  bool binary = str_is_binary(self);
  enc = str_enc(self);
  bool negate;
  std::vector<CharRange> fr, tr;
  if (!parse_set(cx, from, true, negate, fr)) return -1;
  if (str(to).empty()) { // tr with an empty replacement deletes
    CharSet set;
    set.negate = negate;
    set.ranges = std::move(fr);
    std::vector<CharSet> sets;
    sets.push_back(std::move(set));
    const std::string& s = str(self);
    const char* p = s.data();
    const char* e = p + s.size();
    while (p < e) {
      const char* start = p;
      if (!in_all(sets, utf8::next(p, e, binary))) out.append(start, size_t(p - start));
    }
    return out.size() != s.size() ? 1 : 0;
  }
  bool ignored;
  if (!parse_set(cx, to, false, ignored, tr)) return -1;
  if (str_enc(to) != enc && !str_ascii_only(to)) {
    if (!str_compatible(cx, self, to, enc)) return -1;
  }
  uint64_t tolen = ranges_size(tr);
  uint32_t last = range_at(tr, tolen - 1);
  const std::string& s = str(self);
  const char* p = s.data();
  const char* e = p + s.size();
  bool changed = false;
  uint32_t save = 0xFFFFFFFF;
  while (p < e) {
    const char* start = p;
    uint32_t cp = utf8::next(p, e, str_is_binary(self));
    bool mapped = false;
    uint32_t r = 0;
    if (negate) {
      bool in = false;
      for (const CharRange& rg : fr)
        if (cp >= rg.lo && cp <= rg.hi) in = true;
      if (!in && cp < utf8::kInvalidBase) {
        mapped = true;
        r = last;
      }
    } else {
      uint64_t base = 0;
      bool found = false;
      uint64_t pos = 0;
      for (const CharRange& rg : fr) {
        if (cp >= rg.lo && cp <= rg.hi) {
          found = true;
          pos = base + (cp - rg.lo);
        }
        base += uint64_t(rg.hi - rg.lo) + 1;
      }
      if (found) {
        mapped = true;
        r = pos < tolen ? range_at(tr, pos) : last;
      }
    }
    if (mapped) {
      if (squeeze && save == r) {
        changed = true;
        continue;
      }
      save = r;
      if (r != cp) changed = true;
      utf8::put(out, r, binary);
    } else {
      save = 0xFFFFFFFF;
      out.append(start, size_t(p - start));
    }
  }
  return changed ? 1 : 0;
}

NATIVE(str_tr) {
  std::string out;
  Enc enc;
  if (translate(cx, self, argv[0], argv[1], false, out, enc) < 0) return Value::undef();
  return str_make(cx, std::move(out), enc);
}

NATIVE(str_tr_s) {
  std::string out;
  Enc enc;
  if (translate(cx, self, argv[0], argv[1], true, out, enc) < 0) return Value::undef();
  return str_make(cx, std::move(out), enc);
}

Value tr_bang(Context& cx, Value self, Value from, Value to, bool squeeze) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::string out;
  Enc enc;
  int r = translate(cx, self, from, to, squeeze, out, enc);
  if (r < 0) return Value::undef();
  if (r == 0) return Value::nil();
  set_content(self, std::move(out));
  str_set_enc(self, enc);
  return self;
}

NATIVE(str_tr_bang) { return tr_bang(cx, self, argv[0], argv[1], false); }
NATIVE(str_tr_s_bang) { return tr_bang(cx, self, argv[0], argv[1], true); }

// ---- justification ----

Value justify(Context& cx, Value self, int argc, Value* argv, char mode) {
  int64_t width;
  if (!to_int64(cx, argv[0], width)) return Value::undef();
  std::string pad = " ";
  bool pad_binary = str_is_binary(self);
  Enc enc = str_enc(self);
  if (argc > 1) {
    Value p = is_string(argv[1]) ? argv[1] : implicit_string(cx, argv[1]);
    if (p.is_undef()) return p;
    if (!str_compatible(cx, self, p, enc)) return Value::undef();
    pad = str(p);
    pad_binary = str_is_binary(p);
    if (pad.empty()) return raise(cx, cx.world->c.ArgumentError, "zero width padding");
  }
  const std::string& s = str(self);
  int64_t len = int64_t(utf8::count_chars(s, str_is_binary(self)));
  if (width <= len) return str_make(cx, std::string_view(s), str_enc(self));
  int64_t n = width - len;
  int64_t left = mode == 'l' ? 0 : (mode == 'r' ? n : n / 2);
  int64_t right = n - left;
  size_t padchars = utf8::count_chars(pad, pad_binary);
  auto fill = [&](std::string& out, int64_t count) {
    while (count >= int64_t(padchars)) {
      out += pad;
      count -= int64_t(padchars);
    }
    out.append(pad, 0, utf8::char_to_byte(pad, pad_binary, size_t(count)));
  };
  // The whole size first: a width past memory fails at once (NoMemoryError,
  // or ArgumentError past what a String can hold), not after filling memory.
  uint64_t pad_bytes_per_char = (pad.size() + padchars - 1) / padchars;
  if (uint64_t(n) > (uint64_t(1) << 62) / pad_bytes_per_char)
    return raise(cx, cx.world->c.ArgumentError, "argument too big");
  if (!ensure_allocatable(cx, s.size() + uint64_t(n) * pad_bytes_per_char)) return Value::undef();
  std::string out;
  out.reserve(s.size() + size_t(uint64_t(n) * pad_bytes_per_char));
  fill(out, left);
  out += s;
  fill(out, right);
  return str_make(cx, std::move(out), enc);
}

NATIVE(str_center) { return justify(cx, self, argc, argv, 'c'); }
NATIVE(str_ljust) { return justify(cx, self, argc, argv, 'l'); }
NATIVE(str_rjust) { return justify(cx, self, argc, argv, 'r'); }

// ---- succ / reverse ----

NATIVE(str_succ_m) { return str_make(cx, str_succ(str(self), str_is_binary(self)), str_enc(self)); }

NATIVE(str_succ_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  set_content(self, str_succ(str(self), str_is_binary(self)));
  return self;
}

std::string reversed(Value self) {
  const std::string& s = str(self);
  Enc enc = str_enc(self);
  std::string out(s.size(), '\0');
  size_t p = 0, w = s.size();
  while (p < s.size()) {
    size_t n = size_t(enc_char_len(enc, s.data() + p, s.data() + s.size()));
    w -= n;
    s.copy(&out[w], n, p);
    p += n;
  }
  return out;
}

NATIVE(str_reverse) { return str_make(cx, reversed(self), str_enc(self)); }

NATIVE(str_reverse_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  set_content(self, reversed(self));
  return self;
}

} // namespace

void init_string_transform(World& w) {
  Class* c = w.c.String;
  define_method(w, c, "upcase", str_upcase, 0, -1);
  define_method(w, c, "downcase", str_downcase, 0, -1);
  define_method(w, c, "capitalize", str_capitalize, 0, -1);
  define_method(w, c, "swapcase", str_swapcase, 0, -1);
  define_method(w, c, "upcase!", str_upcase_bang, 0, -1);
  define_method(w, c, "downcase!", str_downcase_bang, 0, -1);
  define_method(w, c, "capitalize!", str_capitalize_bang, 0, -1);
  define_method(w, c, "swapcase!", str_swapcase_bang, 0, -1);
  define_method(w, c, "strip", str_strip, 0, 0);
  define_method(w, c, "lstrip", str_lstrip, 0, 0);
  define_method(w, c, "rstrip", str_rstrip, 0, 0);
  define_method(w, c, "strip!", str_strip_bang, 0, 0);
  define_method(w, c, "lstrip!", str_lstrip_bang, 0, 0);
  define_method(w, c, "rstrip!", str_rstrip_bang, 0, 0);
  define_method(w, c, "chomp", str_chomp, 0, 1);
  define_method(w, c, "chomp!", str_chomp_bang, 0, 1);
  define_method(w, c, "chop", str_chop, 0, 0);
  define_method(w, c, "chop!", str_chop_bang, 0, 0);
  define_method(w, c, "count", str_count, 1, -1);
  define_method(w, c, "delete", str_delete, 1, -1);
  define_method(w, c, "delete!", str_delete_bang, 1, -1);
  define_method(w, c, "squeeze", str_squeeze, 0, -1);
  define_method(w, c, "squeeze!", str_squeeze_bang, 0, -1);
  define_method(w, c, "tr", str_tr, 2, 2);
  define_method(w, c, "tr_s", str_tr_s, 2, 2);
  define_method(w, c, "tr!", str_tr_bang, 2, 2);
  define_method(w, c, "tr_s!", str_tr_s_bang, 2, 2);
  define_method(w, c, "center", str_center, 1, 2);
  define_method(w, c, "ljust", str_ljust, 1, 2);
  define_method(w, c, "rjust", str_rjust, 1, 2);
  define_method(w, c, "succ", str_succ_m, 0, 0);
  define_method(w, c, "next", str_succ_m, 0, 0);
  define_method(w, c, "succ!", str_succ_bang, 0, 0);
  define_method(w, c, "next!", str_succ_bang, 0, 0);
  define_method(w, c, "reverse", str_reverse, 0, 0);
  define_method(w, c, "reverse!", str_reverse_bang, 0, 0);
}

} // namespace garnet::core
