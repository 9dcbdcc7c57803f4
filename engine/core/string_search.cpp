// string_search.cpp — String indexing, slicing and searching: [] / slice,
// []=, slice!, index/rindex, byteindex/byterindex, include?, start_with?,
// end_with?, insert, partition/rpartition, delete_prefix/delete_suffix,
// split (string separators and awk mode), lines, chars, and sub/gsub with a
// String pattern (the block forms belong to the prelude).
#include <cstring>
#include <vector>

#include "core/string_internal.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

// Byte offset of the first occurrence of `needle` at or after byte `from`
// that starts on a character boundary; npos if none.
size_t find_at_boundary(std::string_view hay, bool binary, std::string_view needle, size_t from) {
  while (from <= hay.size()) {
    size_t pos = hay.find(needle, from);
    if (pos == std::string_view::npos) return pos;
    if (utf8::is_char_boundary(hay, binary, pos)) return pos;
    from = pos + 1;
  }
  return std::string_view::npos;
}

// Last occurrence starting at or before byte `from`, on a character boundary.
size_t rfind_at_boundary(std::string_view hay, bool binary, std::string_view needle, size_t from) {
  for (;;) {
    size_t pos = hay.rfind(needle, from);
    if (pos == std::string_view::npos) return pos;
    if (utf8::is_char_boundary(hay, binary, pos)) return pos;
    if (pos == 0) return std::string_view::npos;
    from = pos - 1;
  }
}

Value string_arg(Context& cx, Value v) { return is_string(v) ? v : implicit_string(cx, v); }

// Resolves String#[] arguments to a byte range. 1 found, 0 nil, -1 raised.
int aref_bytes(Context& cx, Value self, int argc, Value* argv, size_t& bb, size_t& bl) {
  const std::string& s = str(self);
  bool bin = str_single_byte(self); // positions are byte offsets
  Enc enc = bin ? Enc::BINARY : str_enc(self);
  if (argc == 2) {
    int64_t beg, len;
    if (!to_int64(cx, argv[0], beg) || !to_int64(cx, argv[1], len)) return -1;
    return str_substr_bytes(s, enc, beg, len, bb, bl) ? 1 : 0;
  }
  Value a = argv[0];
  if (a.is_fixnum()) {
    if (!str_substr_bytes(s, enc, a.as_fixnum(), 1, bb, bl)) return 0;
    return bl == 0 ? 0 : 1;
  }
  if (is_string(a)) {
    size_t pos = find_at_boundary(s, bin || str_is_binary(self), str(a), 0);
    if (pos == std::string::npos) return 0;
    bb = pos;
    bl = str(a).size();
    return 1;
  }
  if (is_range(a)) {
    int64_t beg, len;
    int r = range_beg_len(cx, a, int64_t(str_char_count(self)), beg, len);
    if (r <= 0) return r;
    return str_substr_bytes(s, enc, beg, len, bb, bl) ? 1 : 0;
  }
  int64_t idx;
  if (!to_int64(cx, a, idx)) return -1;
  if (!str_substr_bytes(s, enc, idx, 1, bb, bl)) return 0;
  return bl == 0 ? 0 : 1;
}

NATIVE(str_aref) {
  size_t bb = 0, bl = 0;
  int r = aref_bytes(cx, self, argc, argv, bb, bl);
  if (r < 0) return Value::undef();
  if (r == 0) return Value::nil();
  return str_make(cx, std::string_view(str(self)).substr(bb, bl), str_enc(self));
}

// Replaces `len` characters at character `beg` by val (CRuby's rb_str_update).
bool str_update(Context& cx, Value self, int64_t beg, int64_t len, Value val) {
  if (len < 0) {
    raisef(cx, cx.world->c.IndexError, "negative length %lld", (long long)len);
    return false;
  }
  Value v = string_arg(cx, val);
  if (v.is_undef()) return false;
  int64_t slen = int64_t(str_char_count(self));
  if (slen < beg || (beg < 0 && beg + slen < 0)) {
    raisef(cx, cx.world->c.IndexError, "index %lld out of string", (long long)beg);
    return false;
  }
  if (beg < 0) beg += slen;
  if (slen < len || slen < beg + len) len = slen - beg;
  Enc enc;
  if (!str_compatible(cx, self, v, enc)) return false;
  std::string repl = str(v);
  Enc own = str_enc(self);
  std::string& s = str_mut(self);
  size_t bb = enc_char_to_byte(own, s, size_t(beg));
  size_t be = bb + enc_char_to_byte(own, std::string_view(s).substr(bb), size_t(len));
  s.replace(bb, be - bb, repl);
  str_set_enc(self, enc);
  return true;
}

NATIVE(str_aset) {
  if (!check_frozen(cx, self)) return Value::undef();
  if (argc == 3) {
    int64_t beg, len;
    Value val = argv[2];
    if (!to_int64(cx, argv[0], beg) || !to_int64(cx, argv[1], len)) return Value::undef();
    return str_update(cx, self, beg, len, val) ? val : Value::undef();
  }
  Value idx = argv[0], val = argv[1];
  if (is_string(idx)) {
    const std::string& s = str(self);
    size_t pos = find_at_boundary(s, str_is_binary(self), str(idx), 0);
    if (pos == std::string::npos) return raise(cx, cx.world->c.IndexError, "string not matched");
    int64_t beg = int64_t(utf8::byte_to_char(s, str_is_binary(self), pos));
    int64_t len = int64_t(utf8::count_chars(str(idx), str_is_binary(idx)));
    return str_update(cx, self, beg, len, val) ? val : Value::undef();
  }
  if (is_range(idx)) {
    int64_t beg, len;
    int r = range_beg_len(cx, idx, int64_t(str_char_count(self)), beg, len);
    if (r < 0) return Value::undef();
    if (r == 0) {
      std::string text;
      if (!append_inspect(cx, text, idx)) return Value::undef();
      return raisef(cx, cx.world->c.RangeError, "%s out of range", text.c_str());
    }
    return str_update(cx, self, beg, len, val) ? val : Value::undef();
  }
  int64_t i;
  if (!to_int64(cx, idx, i)) return Value::undef();
  return str_update(cx, self, i, 1, val) ? val : Value::undef();
}

NATIVE(str_slice_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  size_t bb = 0, bl = 0;
  int r = aref_bytes(cx, self, argc, argv, bb, bl);
  if (r < 0) return Value::undef();
  if (r == 0) return Value::nil();
  Value out = str_make(cx, std::string_view(str(self)).substr(bb, bl), str_enc(self));
  str_mut(self).erase(bb, bl);
  return out;
}

// ---- searching ----

NATIVE(str_index) {
  Value sub = string_arg(cx, argv[0]);
  if (sub.is_undef()) return sub;
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  int64_t slen = int64_t(str_char_count(self));
  if (pos < 0) {
    pos += slen;
    if (pos < 0) return Value::nil();
  }
  if (pos > slen) return Value::nil();
  size_t from = utf8::char_to_byte(s, bin, size_t(pos));
  size_t found = find_at_boundary(s, bin, str(sub), from);
  if (found == std::string::npos) return Value::nil();
  return Value::fixnum(int64_t(utf8::byte_to_char(s, bin, found)));
}

NATIVE(str_rindex) {
  Value sub = string_arg(cx, argv[0]);
  if (sub.is_undef()) return sub;
  int64_t slen = int64_t(str_char_count(self));
  int64_t pos = slen;
  if (argc > 1) {
    if (!to_int64(cx, argv[1], pos)) return Value::undef();
    if (pos < 0) {
      pos += slen;
      if (pos < 0) return Value::nil();
    }
    if (pos > slen) pos = slen;
  }
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  size_t from = utf8::char_to_byte(s, bin, size_t(pos));
  size_t found = rfind_at_boundary(s, bin, str(sub), from);
  if (found == std::string::npos) return Value::nil();
  return Value::fixnum(int64_t(utf8::byte_to_char(s, bin, found)));
}

bool check_byte_offset(Context& cx, Value self, int64_t off) {
  if (!utf8::is_char_boundary(str(self), str_is_binary(self), size_t(off))) {
    raisef(cx, cx.world->c.IndexError, "offset %lld does not land on character boundary", (long long)off);
    return false;
  }
  return true;
}

NATIVE(str_byteindex) {
  Value sub = string_arg(cx, argv[0]);
  if (sub.is_undef()) return sub;
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  const std::string& s = str(self);
  int64_t n = int64_t(s.size());
  if (pos < 0) {
    pos += n;
    if (pos < 0) return Value::nil();
  }
  if (pos > n) return Value::nil();
  if (!check_byte_offset(cx, self, pos)) return Value::undef();
  size_t found = find_at_boundary(s, str_is_binary(self), str(sub), size_t(pos));
  if (found == std::string::npos) return Value::nil();
  return Value::fixnum(int64_t(found));
}

NATIVE(str_byterindex) {
  Value sub = string_arg(cx, argv[0]);
  if (sub.is_undef()) return sub;
  const std::string& s = str(self);
  int64_t n = int64_t(s.size());
  int64_t pos = n;
  if (argc > 1) {
    if (!to_int64(cx, argv[1], pos)) return Value::undef();
    if (pos < 0) {
      pos += n;
      if (pos < 0) return Value::nil();
    }
    if (pos > n) pos = n;
  }
  if (!check_byte_offset(cx, self, pos)) return Value::undef();
  size_t found = rfind_at_boundary(s, str_is_binary(self), str(sub), size_t(pos));
  if (found == std::string::npos) return Value::nil();
  return Value::fixnum(int64_t(found));
}

NATIVE(str_include_p) {
  Value sub = string_arg(cx, argv[0]);
  if (sub.is_undef()) return sub;
  return Value::boolean(find_at_boundary(str(self), str_is_binary(self), str(sub), 0) != std::string::npos);
}

NATIVE(str_start_with_p) {
  std::vector<Value> args(argv, argv + argc);
  for (Value a : args) {
    Value p = string_arg(cx, a);
    if (p.is_undef()) return p;
    const std::string& s = str(self);
    const std::string& pre = str(p);
    if (pre.size() <= s.size() && s.compare(0, pre.size(), pre) == 0 &&
        utf8::is_char_boundary(s, str_is_binary(self), pre.size()))
      return Value::true_value();
  }
  return Value::false_value();
}

NATIVE(str_end_with_p) {
  std::vector<Value> args(argv, argv + argc);
  for (Value a : args) {
    Value p = string_arg(cx, a);
    if (p.is_undef()) return p;
    const std::string& s = str(self);
    const std::string& suf = str(p);
    if (suf.size() <= s.size() && s.compare(s.size() - suf.size(), suf.size(), suf) == 0 &&
        utf8::is_char_boundary(s, str_is_binary(self), s.size() - suf.size()))
      return Value::true_value();
  }
  return Value::false_value();
}

NATIVE(str_insert) {
  if (!check_frozen(cx, self)) return Value::undef();
  int64_t pos;
  Value val = argv[1];
  if (!to_int64(cx, argv[0], pos)) return Value::undef();
  if (pos == -1) pos = int64_t(str_char_count(self));
  else if (pos < 0) pos++;
  return str_update(cx, self, pos, 0, val) ? self : Value::undef();
}

NATIVE(str_partition) {
  Value sep = string_arg(cx, argv[0]);
  if (sep.is_undef()) return sep;
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  Enc enc = str_enc(self);
  size_t pos = find_at_boundary(s, bin, str(sep), 0);
  std::vector<Value> items;
  if (pos == std::string::npos) {
    items.push_back(str_make(cx, std::string_view(s), enc));
    items.push_back(str_make(cx, std::string(), enc));
    items.push_back(str_make(cx, std::string(), enc));
  } else {
    size_t n = str(sep).size();
    items.push_back(str_make(cx, std::string_view(s).substr(0, pos), enc));
    items.push_back(str_make(cx, std::string_view(str(sep)), str_enc(sep)));
    items.push_back(str_make(cx, std::string_view(s).substr(pos + n), enc));
  }
  return new_array(cx, std::move(items));
}

NATIVE(str_rpartition) {
  Value sep = string_arg(cx, argv[0]);
  if (sep.is_undef()) return sep;
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  Enc enc = str_enc(self);
  size_t pos = rfind_at_boundary(s, bin, str(sep), s.size());
  std::vector<Value> items;
  if (pos == std::string::npos) {
    items.push_back(str_make(cx, std::string(), enc));
    items.push_back(str_make(cx, std::string(), enc));
    items.push_back(str_make(cx, std::string_view(s), enc));
  } else {
    size_t n = str(sep).size();
    items.push_back(str_make(cx, std::string_view(s).substr(0, pos), enc));
    items.push_back(str_make(cx, std::string_view(str(sep)), str_enc(sep)));
    items.push_back(str_make(cx, std::string_view(s).substr(pos + n), enc));
  }
  return new_array(cx, std::move(items));
}

// delete_prefix / delete_suffix: the byte length removed (0: nothing).
size_t prefix_len(Value self, Value pre) {
  const std::string& s = str(self);
  const std::string& p = str(pre);
  if (p.empty() || p.size() > s.size() || s.compare(0, p.size(), p) != 0) return 0;
  if (!utf8::is_char_boundary(s, str_is_binary(self), p.size())) return 0;
  return p.size();
}

size_t suffix_len(Value self, Value suf) {
  const std::string& s = str(self);
  const std::string& p = str(suf);
  if (p.empty() || p.size() > s.size() || s.compare(s.size() - p.size(), p.size(), p) != 0) return 0;
  if (!utf8::is_char_boundary(s, str_is_binary(self), s.size() - p.size())) return 0;
  return p.size();
}

NATIVE(str_delete_prefix) {
  Value p = string_arg(cx, argv[0]);
  if (p.is_undef()) return p;
  size_t n = prefix_len(self, p);
  return str_make(cx, std::string_view(str(self)).substr(n), str_enc(self));
}

NATIVE(str_delete_prefix_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value p = string_arg(cx, argv[0]);
  if (p.is_undef()) return p;
  size_t n = prefix_len(self, p);
  if (n == 0) return Value::nil();
  if (!check_frozen(cx, self)) return Value::undef(); // again: the argument's to_str may have frozen it
  str_mut(self).erase(0, n);
  return self;
}

NATIVE(str_delete_suffix) {
  Value p = string_arg(cx, argv[0]);
  if (p.is_undef()) return p;
  size_t n = suffix_len(self, p);
  const std::string& s = str(self);
  return str_make(cx, std::string_view(s).substr(0, s.size() - n), str_enc(self));
}

NATIVE(str_delete_suffix_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  Value p = string_arg(cx, argv[0]);
  if (p.is_undef()) return p;
  size_t n = suffix_len(self, p);
  if (n == 0) return Value::nil();
  if (!check_frozen(cx, self)) return Value::undef(); // again: the argument's to_str may have frozen it
  str_mut(self).resize(str(self).size() - n);
  return self;
}

// ---- split / lines / chars ----

inline bool ascii_space(unsigned char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}

Value wrong_pattern_type(Context& cx, Value v) {
  return raise_wrong_type(cx, v, "Regexp");
}

// A String pattern argument (sub, gsub, split): String, to_str, else
// TypeError "wrong argument type X (expected Regexp)".
Value pattern_arg(Context& cx, Value v) {
  if (is_string(v)) return v;
  if (respond_to(cx, v, cx.world->sym.to_str, false)) return implicit_string(cx, v);
  return wrong_pattern_type(cx, v);
}

NATIVE(str_split) {
  Value sep = argc > 0 ? argv[0] : Value::nil();
  int64_t lim = 0;
  if (argc > 1 && !to_int64(cx, argv[1], lim)) return Value::undef();
  if (sep.is_nil()) {
    auto it = cx.iso->globals.find(cx.world->sym.dollar_semicolon);
    if (it != cx.iso->globals.end() && is_string(it->second)) sep = it->second;
  }
  bool awk = sep.is_nil();
  if (!awk) {
    sep = pattern_arg(cx, sep);
    if (sep.is_undef()) return sep;
    if (str(sep) == " ") awk = true;
  }
  const std::string& s = str(self);
  bool bin = str_is_binary(self);
  Enc enc = str_enc(self);
  std::vector<Value> out;
  auto push = [&](size_t b, size_t l) { out.push_back(str_make(cx, std::string_view(s).substr(b, l), enc)); };
  if (lim == 1) {
    if (!s.empty()) push(0, s.size());
    return new_array(cx, std::move(out));
  }
  if (!str_not_broken(cx, self) || (!awk && !str_not_broken(cx, sep))) return Value::undef();
  bool limited = lim > 0;
  int64_t i = 1;
  size_t beg = 0;
  if (awk) {
    bool skip = true;
    size_t end = 0, p = 0;
    while (p < s.size()) {
      unsigned char c = static_cast<unsigned char>(s[p]);
      size_t n = size_t(utf8::char_len(s.data() + p, s.data() + s.size(), bin));
      bool sp = n == 1 && ascii_space(c);
      if (skip) {
        if (sp) {
          beg = p + n;
        } else {
          end = p + n;
          skip = false;
          if (limited && lim <= i) break;
        }
      } else if (sp) {
        push(beg, end - beg);
        skip = true;
        beg = p + n;
        if (limited) i++;
      } else {
        end = p + n;
      }
      p += n;
    }
  } else if (str(sep).empty()) {
    size_t p = 0;
    while (p < s.size()) {
      size_t n = size_t(utf8::char_len(s.data() + p, s.data() + s.size(), bin));
      push(p, n);
      p += n;
      beg = p;
      if (limited && lim <= ++i) break;
    }
  } else {
    const std::string& pat = str(sep);
    size_t p = 0;
    while (p < s.size()) {
      size_t found = find_at_boundary(s, bin, pat, p);
      if (found == std::string::npos) break;
      push(beg, found - beg);
      p = found + pat.size();
      beg = p;
      if (limited && lim <= ++i) break;
    }
  }
  if (!s.empty() && (limited || s.size() > beg || lim < 0)) push(beg, s.size() - beg);
  if (lim == 0) {
    while (!out.empty() && str(out.back()).empty()) out.pop_back();
  }
  return new_array(cx, std::move(out));
}

// The newline ("\n" or "\r\n") at byte i of s, if one is there: its end.
size_t newline_end(std::string_view s, size_t i) {
  if (i < s.size() && s[i] == '\n') return i + 1;
  if (i + 1 < s.size() && s[i] == '\r' && s[i + 1] == '\n') return i + 2;
  return std::string_view::npos;
}

// Paragraph mode (a separator of ""): a line ends with two newlines in a
// row, "\n" or "\r\n" each, which chomp takes off; the newlines after them
// belong to no line. The last line, without them, is kept as it is. Sets
// `ends` to where the two newlines after byte p begin and `end` to where
// they end; false when there are none.
bool paragraph_end(std::string_view s, size_t p, size_t& ends, size_t& end) {
  for (size_t i = s.find('\n', p); i != std::string_view::npos; i = s.find('\n', i + 1)) {
    end = newline_end(s, i + 1);
    if (end == std::string_view::npos) continue;
    ends = i > p && s[i - 1] == '\r' ? i - 1 : i;
    return true;
  }
  return false;
}

// The lines of s from byte p on, at most `max` of them, each ending with
// the separator rs ("" for paragraphs) unless chomped; answers where the
// next line starts (s.size() when none is left).
size_t push_lines(Context& cx, std::string_view s, bool bin, Enc enc, std::string_view rs, bool chomp, size_t p,
                  size_t max, std::vector<Value>& out) {
  const bool paragraphs = rs.empty(), newline = rs == "\n";
  for (size_t count = 0; p < s.size() && count < max; count++) {
    size_t found = std::string_view::npos, end = 0;
    if (paragraphs) {
      if (!paragraph_end(s, p, found, end)) found = std::string_view::npos;
    } else if ((found = find_at_boundary(s, bin, rs, p)) != std::string_view::npos) {
      end = found + rs.size();
    }
    if (found == std::string_view::npos) {
      out.push_back(str_make(cx, s.substr(p), enc));
      return s.size();
    }
    size_t keep = chomp ? found : end;
    if (chomp && newline && found > p && s[found - 1] == '\r') keep--;
    out.push_back(str_make(cx, s.substr(p, keep - p), enc));
    p = end;
    if (paragraphs)
      while (newline_end(s, p) != std::string_view::npos) p = newline_end(s, p);
  }
  return p;
}

// Cuts up to `max` lines of self from byte pos into out: by sep, converted
// with to_str in place when it is not a String; nil: the rest is one line.
// Sets where the next line starts; false when the conversion raised.
bool cut_lines(Context& cx, Value self, Value& sep, bool chomp, size_t pos, size_t max, std::vector<Value>& out,
               size_t& next) {
  if (!sep.is_nil()) {
    sep = string_arg(cx, sep);
    if (sep.is_undef()) return false;
  }
  const std::string& s = str(self);
  Enc enc = str_enc(self);
  if (sep.is_nil()) {
    out.push_back(str_make(cx, std::string_view(s).substr(pos), enc));
    next = s.size();
    return true;
  }
  std::string rs = str(sep); // a copy: making the lines may move the separator's bytes
  next = push_lines(cx, s, str_is_binary(self), enc, rs, chomp, pos, max, out);
  return true;
}

NATIVE(str_lines) {
  Value kw = Value::undef();
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) kw = argv[--argc];
  if (argc > 1) return raise_arity(cx, argc, 0, 1);
  bool chomp = false;
  if (!kw.is_undef()) {
    Value c = kwarg(cx, kw, "chomp");
    if (has_pending(cx)) return Value::undef();
    chomp = !c.is_undef() && c.truthy();
  }
  Value sep;
  if (argc == 1) {
    sep = argv[0];
  } else {
    auto it = cx.iso->globals.find(cx.world->sym.dollar_slash);
    sep = it != cx.iso->globals.end() ? it->second : Value::undef();
    if (sep.is_undef()) sep = str_make(cx, std::string_view("\n"), Enc::UTF_8);
  }
  std::vector<Value> out;
  size_t next;
  if (!str(self).empty() && !cut_lines(cx, self, sep, chomp, 0, SIZE_MAX, out, next)) return Value::undef();
  return new_array(cx, std::move(out));
}

// String#__lines_at(pos, sep, chomp) (private, for each_line): up to 64
// lines from byte pos, as lines(sep, chomp:) would cut them, then sep
// converted to a String when it was neither nil nor a String, then where the
// next line starts; nil from the end of the string on.
NATIVE(str_lines_at) {
  int64_t pos;
  if (!to_int64(cx, argv[0], pos)) return Value::undef();
  if (pos < 0 || size_t(pos) >= str(self).size()) return Value::nil();
  std::vector<Value> out;
  Value sep = argv[1];
  size_t next;
  if (!cut_lines(cx, self, sep, argv[2].truthy(), size_t(pos), 64, out, next)) return Value::undef();
  if (!argv[1].is_nil() && !is_string(argv[1])) out.push_back(sep); // converted once: the next batch gets it
  out.push_back(Value::fixnum(int64_t(next)));
  return new_array(cx, std::move(out));
}

NATIVE(str_chars) {
  const std::string& s = str(self);
  Enc enc = str_enc(self);
  std::vector<Value> out;
  size_t p = 0;
  while (p < s.size()) {
    size_t n = size_t(enc_char_len(enc, s.data() + p, s.data() + s.size()));
    out.push_back(str_make(cx, std::string_view(s).substr(p, n), enc));
    p += n;
  }
  return new_array(cx, std::move(out));
}

// ---- sub / gsub with a String pattern ----

} // namespace

// For String and Regexp patterns alike (see string_internal.h).
bool expand_replacement(Context& cx, std::string& out, std::string_view repl, std::string_view s,
                        const ReplacementMatch& m) {
  auto group = [&](int n) {
    if (n < 0 || n >= m.groups || m.beg[n] < 0) return;
    out.append(s.substr(size_t(m.beg[n]), size_t(m.end[n] - m.beg[n])));
  };
  size_t i = 0;
  while (i < repl.size()) {
    char c = repl[i];
    if (c != '\\' || i + 1 >= repl.size()) {
      out += c;
      i++;
      continue;
    }
    char d = repl[i + 1];
    i += 2;
    switch (d) {
      case '0': case '&': group(0); break;
      case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
        group(d - '0');
        break;
      case '`': out.append(s.substr(0, size_t(m.beg[0]))); break;
      case '\'': out.append(s.substr(size_t(m.end[0]))); break;
      case '+': {
        int n = m.groups - 1;
        while (n > 0 && m.beg[n] < 0) n--;
        if (n > 0) group(n);
        break;
      }
      case '\\': out += '\\'; break;
      case 'k': {
        size_t close = repl.find('>', i);
        if (i < repl.size() && repl[i] == '<' && close != std::string_view::npos) {
          std::string name(repl.substr(i + 1, close - i - 1));
          int n = m.group_named(name);
          if (n < 0) {
            raisef(cx, cx.world->c.IndexError, "undefined group name reference: %s", name.c_str());
            return false;
          }
          group(n);
          i = close + 1;
        } else {
          out += "\\k";
        }
        break;
      }
      default:
        out += '\\';
        out += d;
    }
  }
  return true;
}

Value frozen_copy(Context& cx, Value s);
Value make_string_match(Context& cx, Value pattern, Value frozen_str, long beg, long end);

// The first match of String `pattern` in self at or after byte `at` (on a
// character boundary): a MatchData, nil, or undef when the encodings clash.
Value string_match_at(Context& cx, Value self, Value pattern, size_t at) {
  Enc enc;
  if (!str_compatible(cx, self, pattern, enc)) return Value::undef();
  size_t found = find_at_boundary(str(self), str_is_binary(self), str(pattern), at);
  if (found == std::string::npos) return Value::nil();
  return make_string_match(cx, frozen_copy(cx, pattern), frozen_copy(cx, self), long(found),
                           long(found + str(pattern).size()));
}

namespace {

// $~ after sub/gsub with a String pattern: the last match (found at byte
// `at` of the subject's text), or nil when `pattern` is nil (none).
bool set_string_match(Context& cx, Value pattern, const std::string& subject, Enc enc, size_t at) {
  if (pattern.is_nil()) {
    set_last_match(cx, pattern);
    return true;
  }
  Value text = str_make(cx, std::string_view(subject), enc);
  text.as_obj()->flags |= FL_FROZEN;
  Value m = make_string_match(cx, frozen_copy(cx, pattern), text, long(at), long(at + str(pattern).size()));
  if (m.is_undef()) return false;
  set_last_match(cx, m);
  return true;
}

// Shared by sub, sub!, gsub, gsub!: computes the result text. Returns 1 when
// something matched, 0 when not, -1 when it raised.
int substitute(Context& cx, Value self, Value pat_arg, Value repl_arg, bool global, std::string& result,
               Enc& result_enc) {
  Value pat = pattern_arg(cx, pat_arg);
  if (pat.is_undef()) return -1;
  Value hash = is_hash(repl_arg) ? repl_arg : Value::undef();
  Value repl = Value::undef();
  if (hash.is_undef()) {
    repl = string_arg(cx, repl_arg);
    if (repl.is_undef()) return -1;
  }
  std::string s = str(self); // copy: a Hash default proc may mutate self
  bool bin = str_is_binary(self);
  Enc enc = str_enc(self);
  result_enc = enc;
  std::string p = str(pat);
  size_t pos = 0;
  bool matched = false;
  result.clear();
  size_t copied = 0, last_found = 0;
  while (pos <= s.size()) {
    size_t found = find_at_boundary(s, bin, p, pos);
    if (found == std::string::npos) break;
    matched = true;
    last_found = found;
    result.append(s, copied, found - copied);
    size_t me = found + p.size();
    if (!hash.is_undef()) {
      Value key = str_make(cx, std::string_view(s).substr(found, p.size()), enc);
      Value v = hash_get(cx, hash, key);
      if (v.is_undef()) return -1;
      if (is_string(v)) {
        Enc e;
        if (!str_compatible(cx, self, v, e)) return -1;
        if (e != result_enc && !str_ascii_only(v)) result_enc = e;
        result += str(v);
      } else if (!append_to_s(cx, result, v)) {
        return -1;
      }
    } else {
      int beg = int(found), end = int(me);
      ReplacementMatch m{1, &beg, &end, [](std::string_view) { return -1; }};
      if (!expand_replacement(cx, result, str(repl), s, m)) return -1;
      if (result_enc != str_enc(repl) && !str_ascii_only(repl)) {
        Enc e;
        if (!str_compatible(cx, self, repl, e)) return -1;
        result_enc = e;
      }
    }
    copied = me;
    if (!global) break;
    if (p.empty()) {
      if (me >= s.size()) {
        pos = s.size() + 1;
        break;
      }
      size_t n = size_t(utf8::char_len(s.data() + me, s.data() + s.size(), bin));
      result.append(s, me, n);
      copied = me + n;
      pos = me + n;
    } else {
      pos = me;
    }
  }
  if (!set_string_match(cx, matched ? pat : Value::nil(), s, enc, last_found)) return -1;
  if (!matched) return 0;
  if (copied < s.size()) result.append(s, copied, std::string::npos);
  return 1;
}

Value check_sub_arity(Context& cx, int argc) {
  // The block forms (one argument) are the prelude's.
  return raise_arity(cx, argc, 2, 2);
}

NATIVE(str_sub) {
  if (argc != 2) return check_sub_arity(cx, argc);
  std::string out;
  Enc enc;
  int r = substitute(cx, self, argv[0], argv[1], false, out, enc);
  if (r < 0) return Value::undef();
  if (r == 0) return str_make(cx, std::string_view(str(self)), str_enc(self));
  return str_make(cx, std::move(out), enc);
}

NATIVE(str_gsub) {
  if (argc != 2) return check_sub_arity(cx, argc);
  std::string out;
  Enc enc;
  int r = substitute(cx, self, argv[0], argv[1], true, out, enc);
  if (r < 0) return Value::undef();
  if (r == 0) return str_make(cx, std::string_view(str(self)), str_enc(self));
  return str_make(cx, std::move(out), enc);
}

void set_content(Value self, std::string&& s, Enc enc) {
  str_mut(self) = std::move(s);
  str_set_enc(self, enc);
}

NATIVE(str_sub_bang) {
  if (argc != 2) return check_sub_arity(cx, argc);
  if (!check_frozen(cx, self)) return Value::undef();
  std::string out;
  Enc enc;
  int r = substitute(cx, self, argv[0], argv[1], false, out, enc);
  if (r <= 0) return r < 0 ? Value::undef() : Value::nil();
  if (!check_frozen(cx, self)) return Value::undef();
  set_content(self, std::move(out), enc);
  return self;
}

NATIVE(str_gsub_bang) {
  if (argc != 2) return check_sub_arity(cx, argc);
  if (!check_frozen(cx, self)) return Value::undef();
  std::string out;
  Enc enc;
  int r = substitute(cx, self, argv[0], argv[1], true, out, enc);
  if (r <= 0) return r < 0 ? Value::undef() : Value::nil();
  if (!check_frozen(cx, self)) return Value::undef();
  set_content(self, std::move(out), enc);
  return self;
}

} // namespace

void init_string_search(World& w) {
  Class* c = w.c.String;
  define_method(w, c, "[]", str_aref, 1, 2);
  define_method(w, c, "slice", str_aref, 1, 2);
  define_method(w, c, "[]=", str_aset, 2, 3);
  define_method(w, c, "slice!", str_slice_bang, 1, 2);
  define_method(w, c, "index", str_index, 1, 2);
  define_method(w, c, "rindex", str_rindex, 1, 2);
  define_method(w, c, "byteindex", str_byteindex, 1, 2);
  define_method(w, c, "byterindex", str_byterindex, 1, 2);
  define_method(w, c, "include?", str_include_p, 1, 1);
  define_method(w, c, "start_with?", str_start_with_p, 0, -1);
  define_method(w, c, "end_with?", str_end_with_p, 0, -1);
  define_method(w, c, "insert", str_insert, 2, 2);
  define_method(w, c, "partition", str_partition, 1, 1);
  define_method(w, c, "rpartition", str_rpartition, 1, 1);
  define_method(w, c, "delete_prefix", str_delete_prefix, 1, 1);
  define_method(w, c, "delete_prefix!", str_delete_prefix_bang, 1, 1);
  define_method(w, c, "delete_suffix", str_delete_suffix, 1, 1);
  define_method(w, c, "delete_suffix!", str_delete_suffix_bang, 1, 1);
  define_method(w, c, "split", str_split, 0, 2);
  define_method(w, c, "lines", str_lines, 0, -1);
  define_method(w, c, "__lines_at", str_lines_at, 3, 3, Visibility::Private);
  define_method(w, c, "chars", str_chars, 0, 0);
  define_method(w, c, "sub", str_sub, 1, 2);
  define_method(w, c, "gsub", str_gsub, 1, 2);
  define_method(w, c, "sub!", str_sub_bang, 1, 2);
  define_method(w, c, "gsub!", str_gsub_bang, 1, 2);
}

} // namespace garnet::core
