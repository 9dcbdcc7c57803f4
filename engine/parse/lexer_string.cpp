// lexer_string.cpp — string-mode lexing: quoted strings, %-literals, symbols,
// regexps, word lists, escape sequences, interpolation boundaries and
// heredocs (including the squiggly heredoc's indentation removal).
#include "parse/lexer.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace garnet::parse {

namespace {

bool is_digit(int c) { return c >= '0' && c <= '9'; }
bool is_hex(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int hex_value(int c) { return is_digit(c) ? c - '0' : (c | 0x20) - 'a' + 10; }
bool is_ident_start(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}
bool is_space(int c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r' || c == '\n'; }

char closing_delimiter(char open) {
  switch (open) {
    case '(': return ')';
    case '[': return ']';
    case '{': return '}';
    case '<': return '>';
    default: return open;
  }
}

// The length of the valid UTF-8 character at s[at], 0 when its bytes are
// not one (a stray continuation byte, a cut or overlong sequence, a
// surrogate, beyond U+10FFFF).
size_t utf8_char_length(std::string_view s, size_t at) {
  auto byte = [&](size_t i) { return at + i < s.size() ? static_cast<unsigned char>(s[at + i]) : 0u; };
  unsigned lead = byte(0);
  if (lead < 0x80) return 1;
  size_t n = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
  if (n == 0) return 0;
  unsigned low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
  unsigned high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
  if (byte(1) < low || byte(1) > high) return 0;
  for (size_t i = 2; i < n; i++)
    if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
  return n;
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

} // namespace

Token Lexer::start_string(Tok type, StrKind kind, char open, bool interp, uint32_t line,
                          uint32_t col) {
  Mode m;
  m.kind = kind;
  m.interp = interp;
  m.raw_escapes = kind == StrKind::Regex;
  m.label_ok = kind == StrKind::String && (open == '"' || open == '\'') && label_possible();
  m.open = open;
  m.close = closing_delimiter(open);
  m.start_line = line;
  m.start_col = col;
  modes_.push_back(std::move(m));
  return make(type, line, col, std::string(1, open));
}

bool Lexer::dvar_follows(size_t at) const {
  auto at_char = [&](size_t i) -> int {
    return i < src_.size() ? static_cast<unsigned char>(src_[i]) : -1;
  };
  int c = at_char(at);
  if (c == '@') {
    int d = at_char(at + 1);
    if (d == '@') d = at_char(at + 2);
    return is_ident_start(d);
  }
  if (c == '$') {
    int d = at_char(at + 1);
    return is_ident_start(d) || is_digit(d) || (d > 0 && std::string_view("~*$?!@/\\;,.=:<>\"&`'+").find(static_cast<char>(d)) != std::string_view::npos);
  }
  return false;
}

Token Lexer::lex_interpolation_start(uint32_t line, uint32_t col) {
  if (peek(1) == '{') {
    pos_ += 2;
    Mode code;
    code.interpolation_code = true;
    modes_.push_back(std::move(code));
    state_ = LS_BEG;
    return make(Tok::StrDBeg, line, col, "#{");
  }
  ++pos_;  // '#', then the variable
  Token var = peek() == '@' ? lex_ivar_or_cvar(line, col) : lex_gvar(line, col);
  if (var.type == Tok::Eof) return var;
  std::string text = var.type == Tok::BackRef ? "$" + var.text : var.text;
  return make(Tok::StrDVar, line, col, std::move(text));
}

Token Lexer::lex_string_part() {
  if (modes_.back().kind == StrKind::Heredoc) return lex_heredoc_part();
  Mode& m = modes_.back();
  bool words = m.kind == StrKind::Words || m.kind == StrKind::Symbols;
  if (words) {
    uint32_t line = line_, col = column();
    bool separated = false;
    while (!at_eof() && is_space(peek())) {
      if (peek() == '\n') advance_newline();
      else ++pos_;
      separated = true;
    }
    if (separated && !at_eof() && !(peek() == m.close && m.nest == 0))
      return make(Tok::WordSep, line, col, " ");
  }
  uint32_t line = line_, col = column();
  if (at_eof()) {
    const char* what =
        m.kind == StrKind::Regex ? "unterminated regexp meets end of file; expected a closing delimiter"
        : words                  ? "unterminated list meets end of file"
                                 : "unterminated string meets end of file";
    if (!src_.empty() && src_.back() == '\n' && pos_ == line_start_ && line > 1) {
      size_t last = src_.size() - 1;  // report at the final newline, as prism does
      size_t start = src_.rfind('\n', last == 0 ? 0 : last - 1);
      start = start == std::string_view::npos || start >= last ? 0 : start + 1;
      line = line_ - 1;
      col = static_cast<uint32_t>(last - start + 1);
    }
    error(line, col, what);
    return make(Tok::Eof, line, col);
  }
  if (peek() == m.close && m.nest == 0) {
    ++pos_;
    return finish_string();
  }
  if (m.interp && peek() == '#' && (peek(1) == '{' || dvar_follows(pos_ + 1)))
    return lex_interpolation_start(line, col);
  std::string buf;
  while (!at_eof()) {
    int c = peek();
    if (c == m.close && m.nest == 0) break;
    if (m.open != m.close) {
      if (c == m.open) ++m.nest;
      else if (c == m.close) --m.nest;
    }
    if (words && is_space(c)) break;
    if (m.interp && c == '#' && (peek(1) == '{' || dvar_follows(pos_ + 1))) break;
    if (c == '\\') {
      if (m.interp && !m.raw_escapes) read_escape(buf);
      else read_raw_escape(m, buf);
      continue;
    }
    if (c == '\n') {
      buf += '\n';
      advance_newline();
      continue;
    }
    if (c >= 0x80 && m.kind != StrKind::Regex) { // a Regexp's bytes are checked when it compiles
      if (!append_source_char(buf)) return make(Tok::Eof, line_, column());
      continue;
    }
    buf += static_cast<char>(c);
    ++pos_;
  }
  return string_content(line, col, std::move(buf));
}

// A character of a UTF-8 source inside a literal: appended, or, for bytes
// that are not one, "invalid multibyte character" (false) as Ruby 4.0. A
// source in another encoding (a magic comment) takes any byte.
bool Lexer::append_source_char(std::string& buf) {
  size_t n = 1;
  if (utf8_source()) {
    n = utf8_char_length(src_, pos_);
    if (n == 0) {
      char shown[8];
      std::snprintf(shown, sizeof shown, "0x%02X", static_cast<unsigned char>(src_[pos_]));
      error(line_, column(), std::string("invalid multibyte character ") + shown);
      return false;
    }
  }
  buf.append(src_.substr(pos_, n));
  pos_ += n;
  return true;
}

bool Lexer::utf8_source() const {
  std::string name = source_encoding_;
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return name.empty() || name == "utf-8" || name == "utf8";
}

// A StrContent token; its ival is 1 when it holds a \u escape of a
// non-ASCII character (a UTF-8 literal whatever the source's encoding).
Token Lexer::string_content(uint32_t line, uint32_t col, std::string&& text) {
  Token t = make(Tok::StrContent, line, col, std::move(text));
  t.ival = unicode_escape_ ? 1 : 0;
  unicode_escape_ = false;
  return t;
}

Token Lexer::finish_string() {
  Mode m = std::move(modes_.back());
  modes_.pop_back();
  Token t = make(Tok::StrEnd, line_, column() - 1, std::string(1, m.close));
  if (m.kind == StrKind::Regex) {
    for (;;) {
      int c = peek();
      if (c == 'i') t.ival |= REGEX_I;
      else if (c == 'm') t.ival |= REGEX_M;
      else if (c == 'x') t.ival |= REGEX_X;
      else if (c == 'o') t.ival |= REGEX_O;
      else if (c == 'n') t.ival = (t.ival & ~(REGEX_U | REGEX_E | REGEX_S)) | REGEX_N;
      else if (c == 'u') t.ival = (t.ival & ~(REGEX_N | REGEX_E | REGEX_S)) | REGEX_U;
      else if (c == 'e') t.ival = (t.ival & ~(REGEX_N | REGEX_U | REGEX_S)) | REGEX_E;
      else if (c == 's') t.ival = (t.ival & ~(REGEX_N | REGEX_U | REGEX_E)) | REGEX_S;
      else break;
      ++pos_;
    }
  }
  if (m.label_ok && peek() == ':' && peek(1) != ':') {
    ++pos_;
    t.label_end = true;
    state_ = LS_ARG | LS_LABELED;
    return t;
  }
  state_ = LS_END;
  return t;
}

// Backslashes in single-quoted strings, word lists and regexps.
void Lexer::read_raw_escape(const Mode& m, std::string& buf) {
  int n = peek(1);
  if (n < 0) {
    buf += '\\';
    ++pos_;
    return;
  }
  if (n == '\n') {
    ++pos_;
    if (m.kind != StrKind::Regex) buf += m.kind == StrKind::Words || m.kind == StrKind::Symbols ? "\n" : "\\\n";
    advance_newline();
    return;
  }
  if (m.kind == StrKind::Regex) {
    if (n == '/' && m.close == '/') {
      buf += '/';
    } else {
      buf += '\\';
      buf += static_cast<char>(n);
    }
    pos_ += 2;
    return;
  }
  bool words = m.kind == StrKind::Words || m.kind == StrKind::Symbols;
  if (n == '\\' || n == m.close || n == m.open || (words && is_space(n))) {
    buf += static_cast<char>(n);
  } else {
    buf += '\\';
    buf += static_cast<char>(n);
  }
  pos_ += 2;
}

bool Lexer::read_unicode_escape(std::string& buf) {
  auto read_hex = [&](size_t max_digits, uint32_t& cp) {
    size_t n = 0;
    cp = 0;
    while (n < max_digits && is_hex(peek())) {
      cp = cp * 16 + static_cast<uint32_t>(hex_value(peek()));
      ++pos_;
      ++n;
    }
    return n;
  };
  uint32_t cp = 0;
  if (peek() != '{') {
    if (read_hex(4, cp) != 4) return false;
    append_utf8(buf, cp);
    return true;
  }
  ++pos_;
  for (;;) {
    while (peek() == ' ' || peek() == '\t') ++pos_;
    if (peek() == '}') {
      ++pos_;
      return true;
    }
    size_t n = read_hex(8, cp);
    if (n == 0 || n > 6 || cp > 0x10FFFF) return false;
    append_utf8(buf, cp);
  }
}

void Lexer::read_escape(std::string& buf) {
  uint32_t line = line_, col = column();
  ++pos_;  // backslash
  int c = peek();
  if (c < 0) return;
  if (c == '\n') {  // line continuation
    advance_newline();
    return;
  }
  ++pos_;
  switch (c) {
    case 'n': buf += '\n'; return;
    case 't': buf += '\t'; return;
    case 's': buf += ' '; return;
    case 'r': buf += '\r'; return;
    case 'e': buf += '\x1b'; return;
    case 'a': buf += '\a'; return;
    case 'b': buf += '\b'; return;
    case 'f': buf += '\f'; return;
    case 'v': buf += '\v'; return;
    case 'x': {
      int value = 0, n = 0;
      while (n < 2 && is_hex(peek())) {
        value = value * 16 + hex_value(peek());
        ++pos_;
        ++n;
      }
      if (n == 0) error(line, col, "invalid hex escape");
      buf += static_cast<char>(value);
      return;
    }
    case 'u': {
      size_t before = buf.size();
      if (!read_unicode_escape(buf)) error(line, col, "invalid Unicode escape sequence");
      // A non-ASCII character makes the literal UTF-8, as in Ruby.
      for (size_t i = before; i < buf.size(); i++) unicode_escape_ |= static_cast<unsigned char>(buf[i]) >= 0x80;
      return;
    }
    case 'c':
    case 'C':
    case 'M': {
      if (c != 'c') {
        if (peek() != '-') {
          buf += static_cast<char>(c);
          return;
        }
        ++pos_;
      }
      std::string inner;
      if (peek() == '\\') read_escape(inner);
      else if (peek() >= 0) inner += static_cast<char>(peek()), ++pos_;
      unsigned char ch = inner.empty() ? 0 : static_cast<unsigned char>(inner[0]);
      if (c == 'M') buf += static_cast<char>(ch | 0x80);
      else buf += static_cast<char>(ch == '?' ? 0x7f : (ch & 0x9f));
      return;
    }
    default:
      if (c >= '0' && c <= '7') {
        int value = c - '0';
        for (int n = 0; n < 2 && peek() >= '0' && peek() <= '7'; ++n, ++pos_)
          value = value * 8 + (peek() - '0');
        buf += static_cast<char>(value & 0xff);
        return;
      }
      buf += static_cast<char>(c);
  }
}

// ---- heredocs ----

bool Lexer::heredoc_follows() const {
  size_t p = pos_ + 2;
  if (p < src_.size() && (src_[p] == '~' || src_[p] == '-')) ++p;
  if (p >= src_.size()) return false;
  int c = static_cast<unsigned char>(src_[p]);
  return c == '\'' || c == '"' || c == '`' || is_ident_start(c);
}

Token Lexer::lex_heredoc_start(uint32_t line, uint32_t col) {
  Mode m;
  m.kind = StrKind::Heredoc;
  m.start_line = line;
  m.start_col = col;
  pos_ += 2;
  if (peek() == '~') m.squiggly = true, ++pos_;
  else if (peek() == '-') m.dash = true, ++pos_;
  char quote = 0;
  if (peek() == '\'' || peek() == '"' || peek() == '`') {
    quote = static_cast<char>(peek());
    size_t start = ++pos_;
    while (!at_eof() && peek() != quote && peek() != '\n') ++pos_;
    if (peek() != quote) {
      error(line, col, "unterminated here document identifier");
      return make(Tok::Eof, line, col);
    }
    m.id = std::string(src_.substr(start, pos_ - start));
    ++pos_;
  } else {
    size_t start = pos_;
    while (!at_eof() && (is_ident_start(peek()) || is_digit(peek()))) ++pos_;
    m.id = std::string(src_.substr(start, pos_ - start));
  }
  m.interp = quote != '\'';
  m.resume_pos = pos_;
  m.resume_line = line_;
  m.resume_line_start = line_start_;
  size_t nl = src_.find('\n', pos_);
  m.line_end = nl == std::string_view::npos ? SIZE_MAX : nl;
  size_t body = src_.size();
  uint32_t body_line = line_ + 1;
  if (nl != std::string_view::npos && nl == pending_line_end_) {
    body = pending_resume_;
    body_line = pending_resume_line_;
  } else if (nl != std::string_view::npos) {
    body = nl + 1;
  }
  if (m.squiggly) m.indent = heredoc_indent(body, m);
  modes_.push_back(std::move(m));
  pos_ = line_start_ = body;
  line_ = body_line;
  state_ = LS_END;
  return make(quote == '`' ? Tok::XStrBeg : Tok::StrBeg, line, col, "<<");
}

bool Lexer::heredoc_terminator_at(const Mode& m, size_t at, size_t* line_end) const {
  size_t p = at;
  if (m.dash || m.squiggly)
    while (p < src_.size() && (src_[p] == ' ' || src_[p] == '\t')) ++p;
  if (src_.substr(p, m.id.size()) != m.id) return false;
  p += m.id.size();
  if (p < src_.size() && src_[p] == '\r') ++p;
  if (p < src_.size() && src_[p] != '\n') return false;
  *line_end = p;
  return true;
}

size_t Lexer::heredoc_indent(size_t body, const Mode& m) const {
  size_t least = SIZE_MAX;
  size_t p = body;
  size_t ignored;
  while (p < src_.size() && !heredoc_terminator_at(m, p, &ignored)) {
    size_t width = 0, q = p;
    while (q < src_.size() && (src_[q] == ' ' || src_[q] == '\t')) {
      width = src_[q] == '\t' ? (width / 8 + 1) * 8 : width + 1;
      ++q;
    }
    bool blank = q >= src_.size() || src_[q] == '\n' ||
                 (src_[q] == '\r' && q + 1 < src_.size() && src_[q + 1] == '\n');
    if (!blank) least = std::min(least, width);
    size_t nl = src_.find('\n', q);
    if (nl == std::string_view::npos) break;
    p = nl + 1;
  }
  return least == SIZE_MAX ? 0 : least;
}

void Lexer::skip_heredoc_indent(size_t indent) {
  size_t width = 0;
  while (width < indent) {
    int c = peek();
    if (c == ' ') {
      ++width;
    } else if (c == '\t') {
      size_t next = (width / 8 + 1) * 8;
      if (next > indent) break;
      width = next;
    } else {
      break;
    }
    ++pos_;
  }
}

Token Lexer::lex_heredoc_part() {
  uint32_t line = line_, col = column();
  if (modes_.back().at_line_start) {
    Mode& m = modes_.back();
    size_t term_end = 0;
    if (!at_eof() && heredoc_terminator_at(m, pos_, &term_end)) {
      Mode done = std::move(m);
      modes_.pop_back();
      if (done.line_end != SIZE_MAX) {
        pending_line_end_ = done.line_end;
        pending_resume_ = term_end < src_.size() ? term_end + 1 : src_.size();
        pending_resume_line_ = line_ + 1;
      }
      pos_ = done.resume_pos;
      line_ = done.resume_line;
      line_start_ = done.resume_line_start;
      state_ = LS_END;
      return make(Tok::StrEnd, line, col, done.id);
    }
    if (at_eof()) {
      error(m.start_line, m.start_col,
            "unterminated heredoc; can't find string \"" + m.id + "\" anywhere before EOF");
      return make(Tok::Eof, line, col);
    }
    m.at_line_start = false;
    if (m.squiggly) skip_heredoc_indent(m.indent);
    line = line_;
    col = column();
  }
  Mode& m = modes_.back();
  if (at_eof()) {
    error(m.start_line, m.start_col,
          "unterminated heredoc; can't find string \"" + m.id + "\" anywhere before EOF");
    return make(Tok::Eof, line, col);
  }
  if (m.interp && peek() == '#' && (peek(1) == '{' || dvar_follows(pos_ + 1)))
    return lex_interpolation_start(line, col);
  std::string buf;
  while (!at_eof()) {
    int c = peek();
    if (c == '\n') {
      buf += '\n';
      advance_newline();
      m.at_line_start = true;
      break;
    }
    if (m.interp && c == '#' && (peek(1) == '{' || dvar_follows(pos_ + 1))) break;
    if (c == '\\' && m.interp) {
      read_escape(buf);
      continue;
    }
    if (c >= 0x80) {
      if (!append_source_char(buf)) return make(Tok::Eof, line_, column());
      continue;
    }
    buf += static_cast<char>(c);
    ++pos_;
  }
  return string_content(line, col, std::move(buf));
}

} // namespace garnet::parse
