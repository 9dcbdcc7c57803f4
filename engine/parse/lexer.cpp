// lexer.cpp — code-mode lexing: whitespace, comments, newlines, identifiers,
// numbers, variables, symbols and operators, with MRI-style state tracking.
// String bodies, escapes and heredocs live in lexer_string.cpp.
#include "parse/lexer.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>
#include <cstdlib>
#include <cstring>

namespace garnet::parse {

namespace {

bool is_digit(int c) { return c >= '0' && c <= '9'; }
bool is_upper(int c) { return c >= 'A' && c <= 'Z'; }
bool is_ident_start(int c) {
  return (c >= 'a' && c <= 'z') || is_upper(c) || c == '_' || c >= 0x80;
}
bool is_ident_char(int c) { return is_ident_start(c) || is_digit(c); }
bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r'; }
bool is_space(int c) { return is_blank(c) || c == '\n'; }

struct KeywordInfo {
  std::string_view name; // a view, so lookups compare lengths first (no strlen)
  Kw kw;
  uint32_t state;  // lexer state after the keyword
};

const KeywordInfo kKeywords[] = {
    {"alias", Kw::Alias, LS_FNAME},      {"and", Kw::And, LS_BEG},
    {"begin", Kw::Begin, LS_BEG},        {"BEGIN", Kw::BeginUpper, LS_END},
    {"break", Kw::Break, LS_MID | LS_LABEL}, {"case", Kw::Case, LS_BEG},
    {"class", Kw::Class, LS_CLASS},      {"def", Kw::Def, LS_FNAME},
    {"defined?", Kw::Defined, LS_ARG},   {"do", Kw::Do, LS_BEG},
    {"else", Kw::Else, LS_BEG},          {"elsif", Kw::Elsif, LS_BEG},
    {"end", Kw::End, LS_END},            {"END", Kw::EndUpper, LS_END},
    {"ensure", Kw::Ensure, LS_BEG},      {"false", Kw::False, LS_END},
    {"for", Kw::For, LS_BEG},            {"if", Kw::If, LS_BEG},
    {"in", Kw::In, LS_BEG | LS_LABEL},   {"module", Kw::Module, LS_BEG},
    {"next", Kw::Next, LS_MID | LS_LABEL}, {"nil", Kw::Nil, LS_END},
    {"not", Kw::Not, LS_ARG},            {"or", Kw::Or, LS_BEG},
    {"redo", Kw::Redo, LS_END},          {"rescue", Kw::Rescue, LS_MID},
    {"retry", Kw::Retry, LS_END},        {"return", Kw::Return, LS_MID | LS_LABEL},
    {"self", Kw::Self, LS_END},          {"super", Kw::Super, LS_ARG},
    {"then", Kw::Then, LS_BEG},          {"true", Kw::True, LS_END},
    {"undef", Kw::Undef, LS_FNAME},      {"unless", Kw::Unless, LS_BEG},
    {"until", Kw::Until, LS_BEG},        {"when", Kw::When, LS_BEG | LS_LABEL},
    {"while", Kw::While, LS_BEG},        {"yield", Kw::Yield, LS_ARG},
    {"__FILE__", Kw::File, LS_END},      {"__LINE__", Kw::Line, LS_END},
    {"__ENCODING__", Kw::Encoding, LS_END},
};

const KeywordInfo* find_keyword(std::string_view name) {
  for (const KeywordInfo& k : kKeywords)
    if (name == k.name) return &k;
  return nullptr;
}

// Operator method names usable after `:` (symbols), longest first.
const char* const kOperatorNames[] = {
    "[]=", "===", "<=>", "[]", "==", "=~", "!=", "!~", "<<", "<=", ">>", ">=", "**",
    "+@",  "-@",  "~@",  "!@", "!",  "<",  ">",  "*",  "+",  "-",  "/",  "%",  "&",
    "|",   "^",   "~",   "`",
};

} // namespace

bool is_reserved_word(std::string_view name) { return find_keyword(name) != nullptr; }

Lexer::Lexer(std::string_view source, uint32_t first_line, Diagnostics& diag,
             LocalQuery is_local, const void* ctx)
    : src_(source), first_line_(first_line), line_(first_line), diag_(diag), is_local_(is_local), local_ctx_(ctx) {
  if (src_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = line_start_ = 3; // a UTF-8 byte order mark is skipped
}

int Lexer::peek(size_t ahead) const {
  size_t at = pos_ + ahead;
  return at < src_.size() ? static_cast<unsigned char>(src_[at]) : -1;
}

bool Lexer::starts_with(std::string_view s, size_t at) const {
  return at <= src_.size() && src_.substr(at, s.size()) == s;
}

void Lexer::advance_newline() {
  size_t newline_at = pos_;
  ++pos_;
  ++line_;
  line_start_ = pos_;
  if (newline_at == pending_line_end_) {
    pos_ = line_start_ = pending_resume_;
    line_ = pending_resume_line_;
    pending_line_end_ = SIZE_MAX;
  }
}

void Lexer::error(uint32_t line, uint32_t col, std::string message) {
  diag_.report(line, col, std::move(message));
  halted_ = true;
}

Token Lexer::make(Tok type, uint32_t line, uint32_t col, std::string text) {
  Token t;
  t.type = type;
  t.line = line;
  t.column = col;
  t.text = std::move(text);
  return t;
}

Token Lexer::next() {
  if (halted_ || diag_.failed) {
    halted_ = true;
    return make(Tok::Eof, line_, column());
  }
  Token t;
  uint32_t state_before = state_;
  if (!modes_.empty() && !modes_.back().interpolation_code) {
    t = lex_string_part();
  } else {
    t = lex_code();
    seen_token_ = true;
  }
  t.end_line = line_;
  t.end_column = column();
  if (log_) log_->push_back(LoggedToken{t, state_before, state_});
  return t;
}

bool Lexer::is_beg() const {
  return (state_ & (LS_BEG | LS_MID | LS_CLASS)) != 0 ||
         (state_ & (LS_ARG | LS_LABELED)) == (LS_ARG | LS_LABELED);
}

bool Lexer::is_spcarg(bool space_seen) const {
  int c = peek(1);
  return is_arg() && space_seen && !is_space(c) && c >= 0;
}

uint32_t Lexer::after_operator_state() const {
  return (state_ & (LS_FNAME | LS_DOT)) ? LS_ARG : LS_BEG;
}

bool Lexer::label_possible() const {
  return (state_ & (LS_LABEL | LS_ENDFN)) != 0 || is_arg();
}

// ---- whitespace, comments, newlines ----

bool Lexer::newline_is_ignored() const {
  if (state_ & LS_LABELED) return !in_kwarg_;
  return (state_ & (LS_BEG | LS_CLASS | LS_FNAME | LS_DOT)) != 0;
}

// After a newline: does the next code line start with `.meth` or `&.meth`
// (skipping blank and comment-only lines)?
bool Lexer::next_line_continues_chain() const {
  size_t p = (pos_ == pending_line_end_) ? pending_resume_ : pos_ + 1;
  while (p < src_.size()) {
    char c = src_[p];
    if (is_space(static_cast<unsigned char>(c))) {
      ++p;
    } else if (c == '#') {
      while (p < src_.size() && src_[p] != '\n') ++p;
    } else if (c == '.') {
      return p + 1 >= src_.size() || src_[p + 1] != '.';
    } else if (c == '&') {
      return p + 1 < src_.size() && src_[p + 1] == '.';
    } else {
      return false;
    }
  }
  return false;
}

namespace {

// The word after a magic comment's key ("frozen_string_literal:", or its
// spelling with dashes) in `comment`; nothing when the key is not there.
std::optional<std::string_view> magic_comment_value(std::string_view comment, const char* key, const char* dashed) {
  for (const char* spelling : {key, dashed}) {
    size_t at = comment.find(spelling);
    if (at == std::string_view::npos) continue;
    size_t v = at + std::strlen(spelling);
    while (v < comment.size() && is_blank(static_cast<unsigned char>(comment[v]))) ++v;
    size_t end = v;
    while (end < comment.size() && (std::isalnum(static_cast<unsigned char>(comment[end])) || comment[end] == '_')) ++end;
    return comment.substr(v, end - v);
  }
  return std::nullopt;
}

} // namespace

void Lexer::check_magic_comment(std::string_view comment) {
  if (seen_token_) return;
  // `# encoding: x`, `# -*- coding: x -*-`, `# vim: fileencoding=x`: on the
  // first line, or the second after a #! line.
  bool encoding_line = line_ == first_line_ || (line_ == first_line_ + 1 && src_.substr(0, 2) == "#!");
  std::string lower(comment);
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  size_t at = lower.find("coding"); // the key is case-insensitive
  if (encoding_line && source_encoding_.empty() && at != std::string_view::npos && at + 6 < comment.size() &&
      (comment[at + 6] == ':' || comment[at + 6] == '=')) {
    size_t v = at + 7;
    while (v < comment.size() && is_blank(static_cast<unsigned char>(comment[v]))) ++v;
    size_t end = v;
    while (end < comment.size() && (std::isalnum(static_cast<unsigned char>(comment[end])) || comment[end] == '-' ||
                                    comment[end] == '_' || comment[end] == '.'))
      ++end;
    source_encoding_ = std::string(comment.substr(v, end - v));
    source_encoding_line_ = line_;
    source_encoding_column_ = uint32_t(comment.data() + v - (src_.data() + line_start_) + 1);
  }
  if (auto value = magic_comment_value(comment, "frozen_string_literal:", "frozen-string-literal:"))
    frozen_string_literal_ = (*value == "true" || *value == "TRUE" || *value == "True");
}

// `# shareable_constant_value: MODE` on a line of its own, anywhere.
void Lexer::check_shareable_constant_comment(std::string_view comment) {
  auto value = magic_comment_value(comment, "shareable_constant_value:", "shareable-constant-value:");
  if (!value) return;
  static const std::pair<std::string_view, ShareableConstants> kModes[] = {
      {"none", ShareableConstants::None},
      {"literal", ShareableConstants::Literal},
      {"experimental_everything", ShareableConstants::Everything},
      {"experimental_copy", ShareableConstants::Copy}};
  for (const auto& [name, mode] : kModes)
    if (*value == name) shareable_constants_.push_back({line_, mode});
}

void Lexer::end_shareable_constants_scope(uint32_t begin, uint32_t end) {
  auto& modes = shareable_constants_;
  // In line order; comments after the body's `end` may be read already.
  auto inside = std::find_if(modes.begin(), modes.end(), [&](const auto& m) { return m.line > begin; });
  auto after = std::find_if(inside, modes.end(), [&](const auto& m) { return m.line > end; });
  if (inside == after) return;
  ShareableConstants before = inside == modes.begin() ? ShareableConstants::None : std::prev(inside)->mode;
  modes.insert(after, {end, before});
}

void Lexer::skip_comment() {
  size_t start = pos_;
  while (!at_eof() && peek() != '\n') ++pos_;
  std::string_view comment = src_.substr(start, pos_ - start);
  check_magic_comment(comment);
  bool alone = true;
  for (size_t i = line_start_; i < start && alone; i++) alone = is_blank(static_cast<unsigned char>(src_[i]));
  if (alone) check_shareable_constant_comment(comment);
}

// =begin ... =end at the start of a line. Returns false on an unterminated one.
bool Lexer::skip_embedded_doc() {
  uint32_t line = line_, col = column();
  for (;;) {
    while (!at_eof() && peek() != '\n') ++pos_;
    if (at_eof()) {
      error(line, col, "embedded document meets end of file");
      return false;
    }
    advance_newline();
    if (starts_with("=end", pos_) && (peek(4) < 0 || is_space(peek(4)))) {
      while (!at_eof() && peek() != '\n') ++pos_;
      return true;
    }
  }
}

bool Lexer::at_end_marker() const {
  if (!starts_with("__END__", pos_)) return false;
  int c = peek(7);
  return c < 0 || c == '\n' || (c == '\r' && peek(8) == '\n');
}

// Skips blanks, comments, line continuations and ignorable newlines. Returns
// true and fills `out` when a token (Newline or Eof) was produced instead.
bool Lexer::skip_space_and_comments(Token& out) {
  bool space = false;
  for (;;) {
    if (pos_ == line_start_) {
      if (starts_with("=begin", pos_) && (peek(6) < 0 || is_space(peek(6)))) {
        if (!skip_embedded_doc()) {
          out = make(Tok::Eof, line_, column());
          return true;
        }
        continue;
      }
      if (modes_.empty() && at_end_marker()) {
        size_t end = pos_ + 7;
        if (end < src_.size() && src_[end] == '\r') ++end;
        data_offset_ = end < src_.size() ? end + 1 : src_.size();
        halted_ = true;
        out = make(Tok::Eof, line_, column());
        return true;
      }
    }
    int c = peek();
    if (c < 0 || c == '\0' || c == '\x04' || c == '\x1a') { // NUL, ^D and ^Z end the program
      if (c >= 0) halted_ = true;
      out = make(Tok::Eof, line_, column());
      out.space_before = space;
      return true;
    }
    if (is_blank(c)) {
      ++pos_;
      space = true;
    } else if (c == '\\' && (peek(1) == '\n' || (peek(1) == '\r' && peek(2) == '\n'))) {
      pos_ += (peek(1) == '\r') ? 2 : 1;
      advance_newline();
      space = true;
    } else if (c == '#') {
      skip_comment();
    } else if (c == '\n') {
      if (newline_is_ignored() || next_line_continues_chain()) {
        advance_newline();
        space = true;
        continue;
      }
      out = make(Tok::Newline, line_, column());
      advance_newline();
      state_ = LS_BEG;
      return true;
    } else {
      out.space_before = space || pos_ == line_start_;
      return false;
    }
  }
}

// ---- tokens ----

Token Lexer::lex_code() {
  Token ws;
  if (skip_space_and_comments(ws)) return ws;
  bool space = ws.space_before;
  uint32_t line = line_, col = column();
  size_t start = pos_;
  int c = peek();
  Token t;
  if (is_digit(c)) {
    t = lex_number(line, col);
  } else if (is_ident_start(c)) {
    t = lex_identifier(line, col);
  } else {
    pending_space_ = space;
    t = lex_operator(line, col);
  }
  t.space_before = space;
  if (line_ == line) t.length = uint32_t(pos_ - start);
  return t;
}

void Lexer::read_number_digits(std::string& out, int base) {
  for (;;) {
    int c = peek();
    bool ok = base == 16 ? (is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
                         : (c >= '0' && c < '0' + base);
    if (ok) {
      out += static_cast<char>(c);
      ++pos_;
    } else if (c == '_' && !out.empty()) {
      int d = peek(1);
      bool next_ok = base == 16 ? (is_digit(d) || (d >= 'a' && d <= 'f') || (d >= 'A' && d <= 'F'))
                                : (d >= '0' && d < '0' + base);
      if (!next_ok) {
        error(line_, column(), "trailing '_' in number");
        return;
      }
      ++pos_;
    } else {
      return;
    }
  }
}

namespace {

// Converts digits in `base` to a decimal digit string (arbitrary length).
std::string to_decimal(const std::string& digits, int base) {
  if (base == 10) {
    size_t nz = digits.find_first_not_of('0');
    return nz == std::string::npos ? "0" : digits.substr(nz);
  }
  std::vector<int> dec{0};  // little-endian decimal digits
  for (char ch : digits) {
    int d = is_digit(ch) ? ch - '0' : (ch | 0x20) - 'a' + 10;
    int carry = d;
    for (int& x : dec) {
      int v = x * base + carry;
      x = v % 10;
      carry = v / 10;
    }
    while (carry) {
      dec.push_back(carry % 10);
      carry /= 10;
    }
  }
  std::string out;
  for (auto it = dec.rbegin(); it != dec.rend(); ++it) out += static_cast<char>('0' + *it);
  size_t nz = out.find_first_not_of('0');
  return nz == std::string::npos ? "0" : out.substr(nz);
}

} // namespace

Token Lexer::lex_number(uint32_t line, uint32_t col) {
  Token t = lex_number_body(line, col);
  if (peek() == 'r' && !is_ident_char(peek(1) == 'i' ? peek(2) : peek(1))) {
    ++pos_;
    t.suffix |= NUM_RATIONAL;
  }
  if (peek() == 'i' && !is_ident_char(peek(1))) {
    ++pos_;
    t.suffix |= NUM_IMAGINARY;
  }
  return t;
}

Token Lexer::lex_number_body(uint32_t line, uint32_t col) {
  state_ = LS_END;
  int base = 10;
  if (peek() == '0') {
    int p = peek(1) | 0x20;
    if (p == 'x') base = 16;
    else if (p == 'b') base = 2;
    else if (p == 'o') base = 8;
    else if (p == 'd') base = 10;
    if (p == 'x' || p == 'b' || p == 'o' || p == 'd') {
      pos_ += 2;
      std::string digits;
      read_number_digits(digits, base);
      if (digits.empty()) {
        error(line, col, "numeric literal without digits");
        return make(Tok::Eof, line, col);
      }
      return make(Tok::Int, line, col, to_decimal(digits, base));
    }
    if (is_digit(peek(1)) || peek(1) == '_') {
      ++pos_;
      std::string digits = "0";
      read_number_digits(digits, 8);
      if (is_digit(peek())) {
        error(line_, column(), "Invalid octal digit");
        return make(Tok::Eof, line, col);
      }
      return make(Tok::Int, line, col, to_decimal(digits, 8));
    }
  }
  std::string digits;
  read_number_digits(digits, 10);
  bool is_float = false;
  std::string text = digits;
  if (peek() == '.' && is_digit(peek(1))) {
    ++pos_;
    text += '.';
    read_number_digits(text, 10);
    is_float = true;
  }
  if ((peek() | 0x20) == 'e' &&
      (is_digit(peek(1)) || ((peek(1) == '-' || peek(1) == '+') && is_digit(peek(2))))) {
    text += 'e';
    ++pos_;
    if (peek() == '-' || peek() == '+') {
      text += static_cast<char>(peek());
      ++pos_;
    }
    read_number_digits(text, 10);
    is_float = true;
  }
  if (peek() == '_') {
    error(line_, column(), "trailing '_' in number");
    return make(Tok::Eof, line, col);
  }
  if (!is_float) return make(Tok::Int, line, col, to_decimal(digits, 10));
  Token t = make(Tok::Float, line, col, text);
  t.fval = std::strtod(text.c_str(), nullptr);
  return t;
}

// `name=` after def/alias/undef/: forms a setter name (not == =~ =>).
std::string Lexer::read_setter_suffix(std::string name) {
  char last = name.empty() ? 0 : name.back();
  if (last == '?' || last == '!') return name;
  if (peek() == '=' && peek(1) != '~' && peek(1) != '>' && (peek(1) != '=' || peek(2) == '>')) {
    ++pos_;
    name += '=';
  }
  return name;
}

Token Lexer::lex_identifier(uint32_t line, uint32_t col) {
  size_t start = pos_;
  while (is_ident_char(peek())) ++pos_;
  if ((peek() == '?' || peek() == '!') && peek(1) != '=') ++pos_;
  else if ((peek() == '?' || peek() == '!') && peek(1) == '=' && (peek(2) == '=' || peek(2) == '~'))
    ++pos_;
  std::string name(src_.substr(start, pos_ - start));
  uint32_t prev = state_;

  if (label_possible() && peek() == ':' && peek(1) != ':') {
    ++pos_;
    state_ = LS_ARG | LS_LABELED;
    return make(Tok::Label, line, col, std::move(name));
  }
  if (prev & LS_FNAME) {
    name = read_setter_suffix(std::move(name));
    state_ = LS_ENDFN;
    Tok type = is_upper(static_cast<unsigned char>(name[0])) ? Tok::Const : Tok::Ident;
    return make(type, line, col, std::move(name));
  }
  if (!(prev & LS_DOT)) {
    if (const KeywordInfo* k = find_keyword(name)) {
      state_ = k->state;
      Token t = make(Tok::Keyword, line, col, std::move(name));
      t.kw = k->kw;
      return t;
    }
    if (name == "defined" && peek() == '?') {
      ++pos_;
      state_ = LS_ARG;
      Token t = make(Tok::Keyword, line, col, "defined?");
      t.kw = Kw::Defined;
      return t;
    }
  }
  bool constant = is_upper(static_cast<unsigned char>(name[0]));
  if (prev & LS_DOT) state_ = LS_ARG;
  else if (!constant && is_local_(local_ctx_, name)) state_ = LS_END | LS_LABEL;
  else state_ = LS_ARG;
  return make(constant ? Tok::Const : Tok::Ident, line, col, std::move(name));
}

Token Lexer::lex_ivar_or_cvar(uint32_t line, uint32_t col) {
  size_t start = pos_;
  bool cvar = peek(1) == '@';
  pos_ += cvar ? 2 : 1;
  if (!is_ident_start(peek())) {
    std::string shown(src_.substr(start, pos_ - start + (is_digit(peek()) ? 1 : 0)));
    error(line, col, "'" + shown + "' is not allowed as " +
                         (cvar ? "a class" : "an instance") + " variable name");
    return make(Tok::Eof, line, col);
  }
  while (is_ident_char(peek())) ++pos_;
  state_ = (state_ & LS_FNAME) ? LS_ENDFN : LS_END;
  return make(cvar ? Tok::CVar : Tok::IVar, line, col,
              std::string(src_.substr(start, pos_ - start)));
}

Token Lexer::lex_gvar(uint32_t line, uint32_t col) {
  size_t start = pos_;
  ++pos_;
  int c = peek();
  state_ = LS_END;
  if (c == '&' || c == '`' || c == '\'' || c == '+') {
    ++pos_;
    return make(Tok::BackRef, line, col, std::string(1, static_cast<char>(c)));
  }
  if (is_digit(c)) {
    while (is_digit(peek())) ++pos_;
    std::string name(src_.substr(start, pos_ - start));
    if (name == "$0") return make(Tok::GVar, line, col, name);
    Token t = make(Tok::NthRef, line, col, name);
    std::string digits = name.substr(1);
    t.ival = digits.size() > 9 ? 0 : std::strtoll(digits.c_str(), nullptr, 10);
    return t;
  }
  if (c == '-') {
    pos_ += is_ident_char(peek(1)) ? 2 : 1;
    return make(Tok::GVar, line, col, std::string(src_.substr(start, pos_ - start)));
  }
  if (c >= 0 && std::strchr("~*$?!@/\\;,.=:<>\"", c) && c != 0) {
    ++pos_;
    return make(Tok::GVar, line, col, std::string(src_.substr(start, pos_ - start)));
  }
  if (is_ident_start(c)) {
    while (is_ident_char(peek())) ++pos_;
    return make(Tok::GVar, line, col, std::string(src_.substr(start, pos_ - start)));
  }
  error(line, col, "'$' without identifiers is not allowed as a global variable name");
  return make(Tok::Eof, line, col);
}

std::string Lexer::read_operator_name() {
  for (const char* op : kOperatorNames) {
    if (starts_with(op, pos_)) {
      pos_ += std::strlen(op);
      std::string name(op);
      if (name == "~@") return "~";
      if (name == "!@") return "!";
      return name;
    }
  }
  return {};
}

Token Lexer::lex_symbol(uint32_t line, uint32_t col) {
  // at ':' followed by something that forms a symbol
  ++pos_;
  int c = peek();
  if (c == '"' || c == '\'') {
    ++pos_;
    return start_string(Tok::SymBeg, StrKind::Symbol, static_cast<char>(c), c == '"', line, col);
  }
  state_ = LS_END;
  if (c == '@') {
    Token t = lex_ivar_or_cvar(line, col);
    state_ = LS_END;
    if (t.type == Tok::Eof) return t;
    return make(Tok::Symbol, line, col, t.text);
  }
  if (c == '$') {
    Token t = lex_gvar(line, col);
    state_ = LS_END;
    if (t.type == Tok::Eof) return t;
    return make(Tok::Symbol, line, col, t.type == Tok::BackRef ? "$" + t.text : t.text);
  }
  if (is_ident_start(c)) {
    size_t start = pos_;
    while (is_ident_char(peek())) ++pos_;
    if ((peek() == '?' || peek() == '!') && peek(1) != '=') ++pos_;
    std::string name(src_.substr(start, pos_ - start));
    return make(Tok::Symbol, line, col, read_setter_suffix(std::move(name)));
  }
  std::string op = read_operator_name();
  return make(Tok::Symbol, line, col, op);
}

Token Lexer::lex_colon(uint32_t line, uint32_t col) {
  bool space = pending_space_;
  if (peek(1) == ':') {
    if (is_beg() || (state_ & LS_CLASS) || is_spcarg_at(space, 2)) {
      pos_ += 2;
      state_ = LS_BEG;
      return make(Tok::Colon3, line, col, "::");
    }
    pos_ += 2;
    state_ = LS_DOT;
    return make(Tok::Colon2, line, col, "::");
  }
  int c = peek(1);
  bool symbol_start = c == '"' || c == '\'' || c == '@' || c == '$' || is_ident_start(c);
  if (!symbol_start && !is_end() && c >= 0 && !is_space(c)) {
    size_t save = pos_;
    ++pos_;
    bool op = !read_operator_name().empty();
    pos_ = save;
    symbol_start = op;
  }
  if (is_end() || c < 0 || is_space(c) || c == '#' || !symbol_start) {
    ++pos_;
    state_ = LS_BEG;
    return make(Tok::Colon, line, col, ":");
  }
  return lex_symbol(line, col);
}

namespace {

// Reads one (possibly multi-byte UTF-8) character starting at `s[pos]`.
size_t utf8_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

} // namespace

Token Lexer::lex_char_literal(uint32_t line, uint32_t col) {
  ++pos_;  // '?'
  std::string value;
  if (peek() == '\\') {
    read_escape(value);
  } else {
    size_t n = utf8_length(static_cast<unsigned char>(peek()));
    if (pos_ + n > src_.size()) n = src_.size() - pos_;
    value = std::string(src_.substr(pos_, n));
    pos_ += n;
  }
  state_ = LS_END;
  Token t = make(Tok::Char, line, col, std::move(value));
  t.ival = unicode_escape_ ? 1 : 0; // as StrContent's
  unicode_escape_ = false;
  return t;
}

Token Lexer::lex_question(uint32_t line, uint32_t col) {
  int c = peek(1);
  bool ternary = is_end() || c < 0 || is_space(c) ||
                 (is_ident_char(c) && is_ident_char(peek(2)));
  if (ternary) {
    ++pos_;
    state_ = LS_BEG;
    return make(Tok::Question, line, col, "?");
  }
  return lex_char_literal(line, col);
}

Token Lexer::lex_percent(uint32_t line, uint32_t col) {
  int c = peek(1);
  char type = 'Q';
  size_t skip = 1;
  // A letter or digit after % is a type; any other character (`_` too) delimits.
  auto alnum = [](int ch) { return ch >= 0x80 || std::isalnum(ch); };
  if (c >= 0 && std::strchr("qQwWiIsrx", c) && c != 0 && peek(2) >= 0 &&
      !alnum(peek(2)) && !is_space(peek(2))) {
    type = static_cast<char>(c);
    skip = 2;
  } else if (c < 0 || alnum(c) || is_space(c)) {
    ++pos_;
    state_ = LS_BEG;
    return make(Tok::Percent, line, col, "%");
  }
  pos_ += skip;
  char open = static_cast<char>(peek());
  ++pos_;
  switch (type) {
    case 'q': return start_string(Tok::StrBeg, StrKind::String, open, false, line, col);
    case 'w': return start_string(Tok::WordsBeg, StrKind::Words, open, false, line, col);
    case 'W': return start_string(Tok::WordsBeg, StrKind::Words, open, true, line, col);
    case 'i': return start_string(Tok::SymbolsBeg, StrKind::Symbols, open, false, line, col);
    case 'I': return start_string(Tok::SymbolsBeg, StrKind::Symbols, open, true, line, col);
    case 's': return start_string(Tok::SymBeg, StrKind::Symbol, open, false, line, col);
    case 'r': return start_string(Tok::RegexBeg, StrKind::Regex, open, true, line, col);
    case 'x': return start_string(Tok::XStrBeg, StrKind::XString, open, true, line, col);
    default: return start_string(Tok::StrBeg, StrKind::String, open, true, line, col);
  }
}

Token Lexer::lex_close_brace(uint32_t line, uint32_t col) {
  ++pos_;
  if (!modes_.empty() && modes_.back().interpolation_code) {
    if (modes_.back().brace_depth == 0) {
      modes_.pop_back();
      return make(Tok::StrDEnd, line, col, "}");
    }
    --modes_.back().brace_depth;
  }
  state_ = LS_END;
  return make(Tok::RBrace, line, col, "}");
}

Token Lexer::lex_operator(uint32_t line, uint32_t col) {
  bool space = pending_space_;
  int c = peek();
  int c1 = peek(1);
  int c2 = peek(2);
  auto op = [&](Tok type, size_t len, uint32_t next_state) {
    std::string text(src_.substr(pos_, len));
    pos_ += len;
    state_ = next_state;
    return make(type, line, col, std::move(text));
  };
  auto op_asgn = [&](size_t op_len) {
    std::string text(src_.substr(pos_, op_len));
    pos_ += op_len + 1;
    state_ = LS_BEG;
    return make(Tok::OpAsgn, line, col, std::move(text));
  };
  bool fname_or_dot = (state_ & (LS_FNAME | LS_DOT)) != 0;
  uint32_t after_op = after_operator_state();
  bool beg = is_beg();
  switch (c) {
    case '\n':
      break;
    case '"': ++pos_; return start_string(Tok::StrBeg, StrKind::String, '"', true, line, col);
    case '\'': ++pos_; return start_string(Tok::StrBeg, StrKind::String, '\'', false, line, col);
    case '`':
      if (fname_or_dot) return op(Tok::OpName, 1, LS_ARG);
      ++pos_;
      return start_string(Tok::XStrBeg, StrKind::XString, '`', true, line, col);
    case '@': return lex_ivar_or_cvar(line, col);
    case '$': return lex_gvar(line, col);
    case ';': return op(Tok::Semi, 1, LS_BEG);
    case ',': return op(Tok::Comma, 1, LS_BEG | LS_LABEL);
    case '(': {
      Tok type = Tok::LParen;
      if (beg) type = Tok::LParen;
      else if (!space) type = Tok::LParenCall;
      else if (is_arg() || (state_ & LS_ENDFN)) type = Tok::LParenArg;
      if ((state_ & LS_ENDFN) && !space) type = Tok::LParenCall;
      ++paren_depth_;
      return op(type, 1, LS_BEG | LS_LABEL);
    }
    case ')': --paren_depth_; return op(Tok::RParen, 1, LS_ENDFN);
    case ']': return op(Tok::RBrack, 1, LS_END);
    case '[':
      if ((state_ & LS_FNAME) || ((state_ & LS_DOT) && c1 == ']')) {
        if (c1 == ']') return op(Tok::OpName, c2 == '=' ? 3 : 2, LS_ARG);
      }
      if (beg || (is_arg() && space)) return op(Tok::LBrack, 1, LS_BEG | LS_LABEL);
      return op(Tok::LBrackIndex, 1, LS_BEG | LS_LABEL);
    case '{':
      if (!modes_.empty() && modes_.back().interpolation_code) ++modes_.back().brace_depth;
      return op(Tok::LBrace, 1, LS_BEG | LS_LABEL);
    case '}': return lex_close_brace(line, col);
    case ':': return lex_colon(line, col);
    case '?': return lex_question(line, col);
    case '.':
      if (c1 == '.' && c2 == '.') return op(beg ? Tok::BDot3 : Tok::Dot3, 3, LS_BEG);
      if (c1 == '.') return op(beg ? Tok::BDot2 : Tok::Dot2, 2, LS_BEG);
      return op(Tok::Dot, 1, LS_DOT);
    case '=':
      if (c1 == '=' && c2 == '=') return op(Tok::Eqq, 3, after_op);
      if (c1 == '=') return op(Tok::Eq, 2, after_op);
      if (c1 == '~') return op(Tok::Match, 2, after_op);
      if (c1 == '>') return op(Tok::Arrow, 2, LS_BEG);
      return op(Tok::Assign, 1, LS_BEG);
    case '!':
      if (c1 == '=') return op(Tok::Neq, 2, after_op);
      if (c1 == '~') return op(Tok::NMatch, 2, after_op);
      if ((state_ & LS_FNAME) && c1 == '@') {
        pos_ += 2;
        state_ = LS_ARG;
        return make(Tok::OpName, line, col, "!");
      }
      return op(Tok::Bang, 1, fname_or_dot ? LS_ARG : LS_BEG);
    case '~':
      if (fname_or_dot && c1 == '@') {
        pos_ += 2;
        state_ = LS_ARG;
        return make(Tok::OpName, line, col, "~");
      }
      return op(Tok::Tilde, 1, fname_or_dot ? LS_ARG : LS_BEG);
    case '<':
      if (c1 == '=' && c2 == '>') return op(Tok::Cmp, 3, after_op);
      if (c1 == '=') return op(Tok::Le, 2, after_op);
      if (c1 == '<' && c2 == '=') return op_asgn(2);
      if (c1 == '<' && !(state_ & LS_CLASS) && !fname_or_dot && !is_end() &&
          (beg || (is_arg() && space)) && heredoc_follows())
        return lex_heredoc_start(line, col);
      if (c1 == '<') return op(Tok::LShift, 2, after_op);
      return op(Tok::Lt, 1, after_op);
    case '>':
      if (c1 == '=') return op(Tok::Ge, 2, after_op);
      if (c1 == '>' && c2 == '=') return op_asgn(2);
      if (c1 == '>') return op(Tok::RShift, 2, after_op);
      return op(Tok::Gt, 1, after_op);
    case '+':
    case '-': {
      bool minus = c == '-';
      if (minus && c1 == '>') return op(Tok::Lambda, 2, LS_ENDFN);
      if (fname_or_dot && c1 == '@') return op(Tok::OpName, 2, LS_ARG);
      if (c1 == '=') return op_asgn(1);
      if (beg || is_spcarg(space)) {
        if (is_digit(c1)) {
          if (!minus) {
            ++pos_;
            return lex_number(line, col);
          }
          return op(Tok::UMinusNum, 1, LS_BEG);
        }
        return op(minus ? Tok::UMinus : Tok::UPlus, 1, LS_BEG);
      }
      return op(minus ? Tok::Minus : Tok::Plus, 1, after_op);
    }
    case '*':
      if (c1 == '*' && c2 == '=') return op_asgn(2);
      if (c1 == '*') return op((beg || is_spcarg_at(space, 2)) ? Tok::DSplat : Tok::Pow, 2,
                               (beg || is_spcarg_at(space, 2)) ? LS_BEG : after_op);
      if (c1 == '=') return op_asgn(1);
      if (beg || is_spcarg(space)) return op(Tok::Splat, 1, LS_BEG);
      return op(Tok::Star, 1, after_op);
    case '&':
      if (c1 == '&' && c2 == '=') return op_asgn(2);
      if (c1 == '&') return op(Tok::AndAnd, 2, LS_BEG);
      if (c1 == '=') return op_asgn(1);
      if (c1 == '.') return op(Tok::AndDot, 2, LS_DOT);
      if (beg || is_spcarg(space)) return op(Tok::Amper, 1, LS_BEG);
      return op(Tok::Amp, 1, after_op);
    case '|':
      if (c1 == '|' && c2 == '=') return op_asgn(2);
      if (c1 == '|' && !beg) return op(Tok::OrOr, 2, LS_BEG);
      if (c1 == '=') return op_asgn(1);
      return op(Tok::Pipe, 1, fname_or_dot ? LS_ARG : (LS_BEG | LS_LABEL));
    case '^':
      if (c1 == '=') return op_asgn(1);
      return op(Tok::Caret, 1, after_op);
    case '/':
      if (beg) {
        ++pos_;
        return start_string(Tok::RegexBeg, StrKind::Regex, '/', true, line, col);
      }
      if (c1 == '=') return op_asgn(1);
      if (is_spcarg(space)) {
        ++pos_;
        return start_string(Tok::RegexBeg, StrKind::Regex, '/', true, line, col);
      }
      return op(Tok::Slash, 1, after_op);
    case '%':
      if (beg) return lex_percent(line, col);
      if (c1 == '=') return op_asgn(1);
      if (is_spcarg(space) && !fname_or_dot) return lex_percent(line, col);
      return op(Tok::Percent, 1, after_op);
    default:
      break;
  }
  char shown[8];
  if (c >= 0x20 && c < 0x7f) std::snprintf(shown, sizeof shown, "%c", c);
  else std::snprintf(shown, sizeof shown, "\\x%02X", c < 0 ? 0 : c);
  error(line, col, std::string("Invalid char '") + shown + "' in expression");
  return make(Tok::Eof, line, col);
}

bool Lexer::is_spcarg_at(bool space_seen, size_t after) const {
  int c = peek(after);
  return is_arg() && space_seen && c >= 0 && !is_space(c);
}

// ---- token descriptions for messages ----

std::string describe_token(const Token& tok) {
  switch (tok.type) {
    case Tok::Eof: return "end-of-input";
    case Tok::Newline: return "newline";
    case Tok::Semi: return "';'";
    case Tok::Int: return "integer";
    case Tok::Float: return "float";
    case Tok::Ident: return "local variable or method";
    case Tok::Const: return "constant";
    case Tok::IVar: return "instance variable";
    case Tok::CVar: return "class variable";
    case Tok::GVar: case Tok::NthRef: case Tok::BackRef: return "global variable";
    case Tok::Label: return "label";
    case Tok::Symbol: return "symbol literal";
    case Tok::Char: return "character literal";
    case Tok::StrBeg: case Tok::StrContent: case Tok::StrEnd: return "string literal";
    case Tok::XStrBeg: return "backtick literal";
    case Tok::RegexBeg: return "regular expression";
    case Tok::SymBeg: return "symbol literal";
    case Tok::WordsBeg: case Tok::SymbolsBeg: return "word list";
    case Tok::Keyword: return "'" + tok.text + "'";
    case Tok::StrDEnd: return "'}'";
    default: return "'" + tok.text + "'";
  }
}

} // namespace garnet::parse
