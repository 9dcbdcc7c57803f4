// string_inspect.cpp — String#inspect and String#dump with CRuby's escaping
// rules, and the helpers Symbol#inspect uses (which names print bare).
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
  return str_make(cx, std::move(out), enc);
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
}

} // namespace garnet::core
