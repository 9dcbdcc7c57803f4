// string_inspect.cpp — String#inspect and String#dump with CRuby's escaping
// rules, and the helpers Symbol#inspect uses (which names print bare).
#include <cctype>
#include <cstdio>

#include "core/string_internal.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

void append_hex_byte(std::string& out, unsigned char b) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\x%02X", b);
  out += buf;
}

void append_unicode_escape(std::string& out, uint32_t cp) {
  char buf[16];
  if (cp < 0x10000) std::snprintf(buf, sizeof buf, "\\u%04X", cp);
  else std::snprintf(buf, sizeof buf, "\\u{%X}", cp);
  out += buf;
}

// The escape letter for a control character, or 0.
char simple_escape(uint32_t c) {
  switch (c) {
    case '\n': return 'n';
    case '\r': return 'r';
    case '\t': return 't';
    case '\f': return 'f';
    case '\013': return 'v';
    case '\010': return 'b';
    case '\007': return 'a';
    case 033: return 'e';
    default: return 0;
  }
}

// Whether '#' at p-1 must be escaped (followed by $, @ or {).
bool hash_needs_escape(const char* p, const char* e) {
  return p < e && (*p == '$' || *p == '@' || *p == '{');
}

// The next character at p if it is ASCII (in any encoding), else -1.
int next_ascii(Enc enc, const char* p, const char* e) {
  if (p >= e) return -1;
  int n = enc_valid_char_len(enc, p, e);
  if (n == 0) return -1;
  uint32_t c = enc_unicode(enc) ? enc_codepoint(enc, p, n) : (n == 1 ? static_cast<unsigned char>(*p) : 0x80);
  return c < 0x80 ? int(c) : -1;
}

} // namespace

// Characters print as themselves when printable (ASCII, or UTF-8 text);
// other Unicode ones as \uXXXX, single bytes as \xHH and multibyte
// characters of other encodings as \x{HHHH}; broken bytes as \xHH.
void append_string_inspect(std::string& out, std::string_view s, Enc enc) {
  out += '"';
  const char* p = s.data();
  const char* e = p + s.size();
  bool unicode = enc_unicode(enc);
  while (p < e) {
    int n = static_cast<unsigned char>(*p) < 0x80 && enc_ascii_compatible(enc) ? 1 : enc_valid_char_len(enc, p, e);
    if (n == 0) {
      for (int bad = enc_char_len(enc, p, e); bad > 0; bad--) append_hex_byte(out, static_cast<unsigned char>(*p++));
      continue;
    }
    const char* start = p;
    uint32_t c = unicode ? enc_codepoint(enc, p, n) : (n == 1 ? static_cast<unsigned char>(*p) : 0x80);
    p += n;
    int after = c == '#' ? next_ascii(enc, p, e) : -1;
    if (c == '"' || c == '\\' || after == '$' || after == '@' || after == '{') {
      out += '\\';
      out += char(c);
      continue;
    }
    if (char esc = simple_escape(c)) {
      out += '\\';
      out += esc;
      continue;
    }
    if (c < 0x80) {
      if (c >= 0x20 && c < 0x7F) out += char(c);
      else if (unicode) append_unicode_escape(out, c);
      else append_hex_byte(out, static_cast<unsigned char>(c));
      continue;
    }
    if (enc == Enc::UTF_8 && utf8::is_printable(c)) {
      out.append(start, size_t(n));
    } else if (unicode) {
      append_unicode_escape(out, c);
    } else if (n == 1) {
      append_hex_byte(out, static_cast<unsigned char>(*start));
    } else {
      out += "\\x{";
      for (int i = 0; i < n; i++) {
        char buf[4];
        std::snprintf(buf, sizeof buf, "%02X", static_cast<unsigned char>(start[i]));
        out += buf;
      }
      out += '}';
    }
  }
  out += '"';
}

namespace {

NATIVE(str_inspect) {
  std::string out;
  append_string_inspect(out, str(self), str_enc(self));
  return new_string(cx, std::move(out));
}

// String#undump's reading of a dumped string (string.c's str_undump).
class Undumper {
 public:
  Undumper(Context& cx, std::string_view s, Enc enc) : cx_(cx), p_(s.data()), end_(s.data() + s.size()), enc_(enc) {}

  // The text, or undef after raising.
  Value run() {
    if (p_ >= end_ || *p_ != '"') return invalid_format();
    p_++;
    for (;;) {
      if (p_ >= end_) return failed("unterminated dumped string");
      char c = *p_++;
      if (c == '"') return p_ == end_ ? str_make(cx_, std::move(out_), enc_) : forced_encoding();
      if (c != '\\') {
        out_ += c;
        continue;
      }
      if (p_ >= end_) return failed("invalid escape");
      if (!escape()) return Value::undef();
    }
  }

 private:
  // Raises RuntimeError: false for the escape readers, undef for the rest.
  bool fail(const char* message) {
    raise(cx_, cx_.world->c.RuntimeError, message);
    return false;
  }
  Value failed(const char* message) {
    fail(message);
    return Value::undef();
  }
  Value invalid_format() {
    return failed("invalid dumped string; not wrapped with '\"' nor '\"...\".force_encoding(\"...\")' form");
  }

  // What follows the closing quote: .force_encoding("NAME") (after .dup).
  Value forced_encoding() {
    std::string_view rest(p_, size_t(end_ - p_));
    if (rest.substr(0, 4) == ".dup") rest.remove_prefix(4);
    constexpr std::string_view kForce = ".force_encoding(\"";
    if (rest.size() <= kForce.size() || rest.substr(0, kForce.size()) != kForce) return invalid_format();
    rest.remove_prefix(kForce.size());
    if (unicode_) return failed("dumped string contained Unicode escape but used force_encoding");
    size_t quote = rest.find('"');
    if (quote == std::string_view::npos || rest.substr(quote) != "\")") return invalid_format();
    Enc named;
    if (!enc_find(rest.substr(0, quote), named)) return failed("dumped string has unknown encoding name");
    return str_make(cx_, std::move(out_), named);
  }

  // After a backslash.
  bool escape() {
    char c = *p_++;
    static constexpr std::string_view kEscapes = "n\nr\rt\tf\fv\vb\ba\ae\x1b";
    if (c == '\\' || c == '"' || c == '#') {
      out_ += c;
    } else if (size_t at = kEscapes.find(c); at != std::string_view::npos && at % 2 == 0) {
      out_ += kEscapes[at + 1];
    } else if (c == 'u') {
      return unicode_escape();
    } else if (c == 'x') {
      uint32_t byte;
      if (hex(2, byte) != 2) return fail("invalid hex escape");
      if (byte >= 0x80) {  // a byte of a non-UTF-8 text
        if (unicode_) return fail("hex escape and Unicode escape are mixed");
        hex_ = true;
      }
      out_ += char(byte);
    } else {
      out_ += '\\';
      out_ += c;
    }
    return true;
  }

  // \uXXXX or \u{X ...}: the text becomes UTF-8.
  bool unicode_escape() {
    if (hex_) return fail("hex escape and Unicode escape are mixed");
    unicode_ = true;
    enc_ = Enc::UTF_8;
    if (p_ >= end_) return fail("invalid Unicode escape");
    if (*p_ != '{') {
      uint32_t cp;
      if (hex(4, cp) != 4) return fail("invalid Unicode escape");
      return codepoint(cp);
    }
    p_++;
    for (;;) {
      if (p_ >= end_) return fail("unterminated Unicode escape");
      if (*p_ == '}') {
        p_++;
        return true;
      }
      if (std::isspace(static_cast<unsigned char>(*p_))) {
        p_++;
        continue;
      }
      uint32_t cp;
      int digits = hex(7, cp);
      if (digits == 0 || digits > 6) return fail("invalid Unicode escape");
      if (cp > 0x10FFFF) return fail("invalid Unicode codepoint (too large)");
      if (!codepoint(cp)) return false;
    }
  }

  bool codepoint(uint32_t cp) {
    if (cp >= 0xD800 && cp <= 0xDFFF) return fail("invalid Unicode codepoint");
    utf8::encode(out_, cp);
    return true;
  }

  // Up to `max` hex digits at p_, read into value; how many there were.
  int hex(int max, uint32_t& value) {
    value = 0;
    int n = 0;
    while (n < max && p_ < end_ && std::isxdigit(static_cast<unsigned char>(*p_))) {
      char d = *p_++;
      value = value * 16 + uint32_t(std::isdigit(static_cast<unsigned char>(d)) ? d - '0' : (d | 0x20) - 'a' + 10);
      n++;
    }
    return n;
  }

  Context& cx_;
  const char* p_;
  const char* end_;
  Enc enc_;
  std::string out_;
  bool unicode_ = false;  // a \u escape was read
  bool hex_ = false;      // a \x escape of a non-ASCII byte was read
};

// String#undump: the text a dumped string stands for (a String in the
// dump's encoding, UTF-8 after a \u escape, or the one .force_encoding names).
NATIVE(str_undump) {
  const std::string& s = str(self);
  Enc enc = str_enc(self);
  if (!str_ascii_compatible(cx, self)) return Value::undef();
  if (s.find('\0') != std::string::npos) return raise(cx, cx.world->c.RuntimeError, "string contains null byte");
  for (unsigned char c : s)
    if (c >= 0x80) return raise(cx, cx.world->c.RuntimeError, "non-ASCII character detected");
  return Undumper(cx, s, enc).run();
}

NATIVE(str_dump) {
  const std::string& s = str(self);
  bool binary = str_is_binary(self);
  Enc enc = str_enc(self);
  std::string out = "\"";
  const char* p = s.data();
  const char* e = p + s.size();
  while (p < e) {
    unsigned char c = static_cast<unsigned char>(*p);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
      p++;
    } else if (c == '#') {
      p++;
      if (hash_needs_escape(p, e)) out += '\\';
      out += '#';
    } else if (char esc = simple_escape(c)) {
      out += '\\';
      out += esc;
      p++;
    } else if (c >= 0x20 && c < 0x7F) {
      out += char(c);
      p++;
    } else if (c >= 0x80 && !binary && utf8::valid_len(p, e) > 0) {
      uint32_t cp = utf8::next(p, e, false);
      append_unicode_escape(out, cp);
    } else {
      append_hex_byte(out, c);
      p++;
    }
  }
  out += '"';
  if (enc_ascii_compatible(enc)) return str_make(cx, std::move(out), enc);
  // UTF-16 and its kin: their bytes, and the encoding to give them back.
  out += ".dup.force_encoding(\"";
  out += enc_name(enc);
  out += "\")";
  return str_make(cx, std::move(out), Enc::BINARY);
}

bool is_ident_start(const char* p, const char* e) {
  unsigned char c = static_cast<unsigned char>(*p);
  if (c >= 0x80) return utf8::valid_len(p, e) > 0;
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool is_ident_char(const char* p, const char* e) {
  unsigned char c = static_cast<unsigned char>(*p);
  return is_ident_start(p, e) || (c >= '0' && c <= '9');
}

// Consumes an identifier at p; false if there is none.
bool skip_ident(const char*& p, const char* e) {
  if (p >= e || !is_ident_start(p, e)) return false;
  while (p < e && is_ident_char(p, e)) p += utf8::char_len(p, e, false);
  return true;
}

} // namespace

bool is_symbol_simple(std::string_view name) {
  if (name.empty()) return false;
  static constexpr const char* kOperators[] = {
      "[]", "[]=", "**", "!", "!=", "!~", "=~", "==", "===", "<=>", "<", "<=", "<<", ">", ">=", ">>",
      "+", "-", "*", "/", "%", "&", "|", "^", "~", "+@", "-@", "`", "~@", "!@"};
  for (const char* op : kOperators)
    if (name == op) return true;
  const char* p = name.data();
  const char* e = p + name.size();
  if (*p == '$') {
    p++;
    if (p == e) return false;
    if (e - p == 1 && std::string_view("~*$?!@/\\;,.=:<>\"&`'+0").find(*p) != std::string_view::npos)
      return true;
    if (*p == '-') return e - p == 2 && is_ident_char(p + 1, e);
    if (*p >= '0' && *p <= '9') {
      while (p < e && *p >= '0' && *p <= '9') p++;
      return p == e;
    }
    return skip_ident(p, e) && p == e;
  }
  if (*p == '@') {
    p++;
    if (p < e && *p == '@') p++;
    return skip_ident(p, e) && p == e;
  }
  if (!skip_ident(p, e)) return false;
  if (p == e) return true;
  if (e - p == 1 && (*p == '?' || *p == '!' || *p == '=')) return true;
  return false;
}

NameKind name_kind(std::string_view name) {
  const char* p = name.data();
  const char* e = p + name.size();
  if (p == e) return NameKind::Other;
  NameKind kind = NameKind::Constant;
  if (*p == '@') {
    bool cvar = e - p > 1 && p[1] == '@';
    p += cvar ? 2 : 1;
    kind = cvar ? NameKind::ClassVariable : NameKind::Instance;
  } else {
    const char* first = p;
    if (!utf8::is_upper(utf8::next(first, e, false))) return NameKind::Other;
  }
  return skip_ident(p, e) && p == e ? kind : NameKind::Other;
}

std::string symbol_inspect(std::string_view name) {
  std::string out = ":";
  if (is_symbol_simple(name)) out += name;
  else append_string_inspect(out, name, Enc::UTF_8);
  return out;
}

void init_string_inspect(World& w) {
  Class* c = w.c.String;
  define_method(w, c, "inspect", str_inspect, 0, 0);
  define_method(w, c, "dump", str_dump, 0, 0);
  define_method(w, c, "undump", str_undump, 0, 0);
}

} // namespace garnet::core
