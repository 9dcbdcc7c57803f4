// ripper_scan.cpp — the scanner half of ripper.so: Ruby source in, the
// tokens Ripper's scanner events report out, each with its position, event
// name, source text and lexer state (engine/lib/ripper.rb dispatches them).
//
// The tokens are Garnet's own lexer's, read while the parser runs (so that
// local variables, `/` versus regexp and the other context-dependent choices
// are the parser's), then laid out in source order and translated: a Garnet
// token may be two Ripper tokens (`:sym` is on_symbeg + on_ident), string
// and heredoc bodies are cut where parse.y cuts them, and what the lexer
// skips (blanks, comments, ignored newlines, =begin blocks, __END__) becomes
// the tokens Ripper gives it. The state is translated to parse.y's EXPR_*
// bits; Garnet's lexer has no CMDARG, ENDARG or FITEM, which are inferred
// where parse.y sets them.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <utility>

#include "core/core.h"
#include "parse/lexer.h"
#include "parse/parser.h"
#include "vm/eval.h"

namespace garnet::core {

using namespace garnet::vm;
using parse::Tok;

namespace {

// parse.y's lexer states, as Ripper numbers them.
enum RipperState : uint32_t {
  EXPR_BEG = 1, EXPR_END = 2, EXPR_ENDARG = 4, EXPR_ENDFN = 8, EXPR_ARG = 16, EXPR_CMDARG = 32,
  EXPR_MID = 64, EXPR_FNAME = 128, EXPR_DOT = 256, EXPR_CLASS = 512, EXPR_LABEL = 1024,
  EXPR_LABELED = 2048, EXPR_FITEM = 4096,
};

uint32_t ripper_state(uint32_t s) {
  static const std::pair<uint32_t, uint32_t> kBits[] = {
    {parse::LS_BEG, EXPR_BEG},     {parse::LS_END, EXPR_END},     {parse::LS_ARG, EXPR_ARG},
    {parse::LS_MID, EXPR_MID},     {parse::LS_FNAME, EXPR_FNAME}, {parse::LS_DOT, EXPR_DOT},
    {parse::LS_CLASS, EXPR_CLASS}, {parse::LS_ENDFN, EXPR_ENDFN}, {parse::LS_LABEL, EXPR_LABEL},
    {parse::LS_LABELED, EXPR_LABELED},
  };
  uint32_t out = 0;
  for (auto [garnet, ripper] : kBits)
    if (s & garnet) out |= ripper;
  return out;
}

constexpr uint32_t kNoState = UINT32_MAX;

// One Ripper token: bytes [start, end) of the source.
struct Piece {
  size_t start = 0, end = 0;
  const char* event = nullptr;
  uint32_t state = 0;         // parse.y bits
  uint32_t gap_state = 0;     // for blanks and comments just before it
  int64_t dedent = -1;        // a squiggly heredoc's end: the width its body loses
};

// The kinds of literal whose closing token names differ.
enum class Literal : uint8_t { String, XString, Regexp, Symbol, Words, Heredoc, SquigglyHeredoc };

class Scanner {
 public:
  Scanner(std::string_view src, uint32_t first_line) : src_(src), first_line_(first_line) {
    line_starts_.push_back(0);
    for (size_t i = 0; i < src.size(); i++)
      if (src[i] == '\n') line_starts_.push_back(i + 1);
  }

  void translate(const std::vector<parse::LoggedToken>& log);
  void lay_out(size_t code_end, size_t end_marker);

  std::vector<Piece> out;  // the tokens, in source order, the skipped text's included

  size_t offset(uint32_t line, uint32_t column) const {
    size_t index = line >= first_line_ ? line - first_line_ : 0;
    if (index >= line_starts_.size()) return src_.size();
    return std::min(src_.size(), line_starts_[index] + (column ? column - 1 : 0));
  }
  uint32_t line_of(size_t pos) const {
    auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), pos);
    return first_line_ + uint32_t(it - line_starts_.begin()) - 1;
  }
  size_t column_of(size_t pos) const {
    auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), pos);
    return pos - *(it - 1);
  }

 private:
  void add(size_t start, size_t end, const char* event, uint32_t state, uint32_t gap_state);
  void add_symbol(size_t start, size_t end, uint32_t gap);
  void add_content(size_t start, size_t end, uint32_t state);
  void add_by_line(size_t start, size_t end, const char* event, uint32_t state);
  size_t fill_gap(size_t from, size_t to, uint32_t state, uint32_t comment_lines_state);
  size_t heredoc_id_end(size_t start) const;
  size_t indented_line_start(size_t pos) const;
  int64_t squiggly_width(size_t body, size_t terminator) const;
  size_t line_end(size_t pos) const {
    size_t nl = src_.find('\n', pos);
    return nl == std::string_view::npos ? src_.size() : nl + 1;
  }
  const char* name_event(std::string_view name) const;

  std::string_view src_;
  uint32_t first_line_;
  std::vector<size_t> line_starts_;
  std::vector<Piece> pieces_;
  std::vector<Literal> literals_;
  std::vector<size_t> heredoc_bodies_;  // where each open heredoc's body starts
  // parse.y's state after the last token, and Garnet's.
  uint32_t current_ = EXPR_BEG;
  uint32_t last_garnet_ = parse::LS_BEG;
  bool forced_ = false;                // current_ is parse.y's whatever Garnet's parser did
  bool command_start_ = true;          // an identifier now starts a command (CMDARG)
  bool for_pending_ = false;           // `for` read, its `in` not reached
  std::vector<uint32_t> literal_states_;  // the state inside each open literal
  enum class Pipes : uint8_t { None, Expected, Open } pipes_ = Pipes::None;  // a block's |params|
  int fitems_ = 0;        // alias: the names left; undef: -1 before a name, -2 after
  int superclass_ = 0;    // 1 after `class`, 2 after its name: `<` starts a command
  int def_params_ = -2;   // after `def`: -1, then the depth of its parameters' `(`
  bool def_name_ = false; // the next token (after any `recv.`) names the method being defined
  bool def_singleton_ = false;    // def recv.name
  // A def's or a lambda's parameters without parentheses follow.
  enum class BareParams : uint8_t { None, Def, Lambda } bare_params_ = BareParams::None;
  int lambda_depth_ = -1;             // bracket depth of a `->` waiting for its `{`
  std::vector<bool> paren_args_;      // each open `(`: whether it is `p (x)`'s
  int bracket_depth_ = 0;
};

void Scanner::add(size_t start, size_t end, const char* event, uint32_t state, uint32_t gap_state) {
  Piece p;
  p.start = start;
  p.end = end;
  p.event = event;
  p.state = state;
  p.gap_state = gap_state;
  pieces_.push_back(p);
}

// What a name's first bytes make it: @@x, @x, $x, Const, ident, or operator.
const char* Scanner::name_event(std::string_view name) const {
  if (name.empty()) return "on_op";
  unsigned char c = static_cast<unsigned char>(name[0]);
  if (name.size() > 1 && name[0] == '@' && name[1] == '@') return "on_cvar";
  if (c == '@') return "on_ivar";
  if (c == '$') {
    if (name.size() > 1 && (std::isdigit(static_cast<unsigned char>(name[1])) || std::strchr("&`'+", name[1])))
      return "on_backref";
    return "on_gvar";
  }
  if (c >= 'A' && c <= 'Z') return "on_const";
  if (c == '_' || std::isalpha(c) || c >= 0x80) return "on_ident";
  return "on_op";
}

// `:name`: on_symbeg, then the name as its own token, in parse.y's states.
void Scanner::add_symbol(size_t start, size_t end, uint32_t gap) {
  add(start, start + 1, "on_symbeg", EXPR_FNAME, gap);
  std::string_view name = src_.substr(start + 1, end - start - 1);
  const char* event = parse::is_reserved_word(name) ? "on_kw" : name_event(name);
  std::string_view e = event;
  if (e == "on_backref") event = "on_gvar", e = event;  // :$1 names a global
  if (e == "on_const" && name.back() == '=') event = "on_ident", e = event;  // :Foo= is a setter's name
  uint32_t state = e == "on_op" ? EXPR_ARG : e == "on_gvar" || e == "on_backref" ? EXPR_END : EXPR_ENDFN;
  add(start + 1, end, event, state, EXPR_FNAME);
}

// A literal's text between its delimiters or interpolations: one piece,
// where Garnet's lexer may have cut it at an escape.
void Scanner::add_content(size_t start, size_t end, uint32_t state) {
  if (start >= end) return;
  if (!pieces_.empty() && pieces_.back().event == std::string_view("on_tstring_content") &&
      pieces_.back().end == start) {
    pieces_.back().end = end;
    return;
  }
  add(start, end, "on_tstring_content", state, state);
}

// Text that parse.y ends after each newline: blanks between words, a
// squiggly heredoc's body.
void Scanner::add_by_line(size_t start, size_t end, const char* event, uint32_t state) {
  for (size_t p = start; p < end;) {
    size_t e = std::min(end, line_end(p));
    add(p, e, event, state, state);
    p = e;
  }
}

// Where `<<ID`, `<<~ID`, `<<-"ID"`... ends.
size_t Scanner::heredoc_id_end(size_t start) const {
  size_t p = start + 2;
  if (p < src_.size() && (src_[p] == '~' || src_[p] == '-')) p++;
  if (p < src_.size() && (src_[p] == '\'' || src_[p] == '"' || src_[p] == '`')) {
    size_t close = src_.find(src_[p], p + 1);
    return close == std::string_view::npos ? src_.size() : close + 1;
  }
  while (p < src_.size() && (std::isalnum(static_cast<unsigned char>(src_[p])) || src_[p] == '_' ||
                             static_cast<unsigned char>(src_[p]) >= 0x80))
    p++;
  return p;
}

// The start of pos's line when only blanks precede pos on it.
size_t Scanner::indented_line_start(size_t pos) const {
  size_t p = pos;
  while (p > 0 && (src_[p - 1] == ' ' || src_[p - 1] == '\t')) p--;
  return (p == 0 || src_[p - 1] == '\n') ? p : pos;
}

// The indentation a squiggly heredoc's body loses: its least-indented
// line's, in columns (a tab reaches the next multiple of 8), blank lines
// aside; 0 when there is none.
int64_t Scanner::squiggly_width(size_t body, size_t terminator) const {
  int64_t width = -1;
  for (size_t p = body; p < terminator; p = line_end(p)) {
    int64_t column = 0;
    size_t q = p;
    for (; q < terminator && (src_[q] == ' ' || src_[q] == '\t'); q++)
      column = src_[q] == ' ' ? column + 1 : (column / 8 + 1) * 8;
    if (q >= terminator || src_[q] == '\n' || (src_[q] == '\r' && q + 1 < terminator && src_[q + 1] == '\n'))
      continue;
    if (width < 0 || column < width) width = column;
  }
  return width < 0 ? 0 : width;
}

// A keyword's state in parse.y's table.
uint32_t keyword_table_state(parse::Kw kw) {
  using parse::Kw;
  switch (kw) {
  case Kw::Alias: case Kw::Undef: return EXPR_FNAME | EXPR_FITEM;
  case Kw::Break: case Kw::Next: case Kw::Return: case Kw::Rescue: return EXPR_MID;
  case Kw::Class: return EXPR_CLASS;
  case Kw::Def: return EXPR_FNAME;
  case Kw::Defined: case Kw::Not: case Kw::Super: case Kw::Yield: return EXPR_ARG;
  case Kw::BeginUpper: case Kw::EndUpper: case Kw::End: case Kw::False: case Kw::Nil: case Kw::Redo:
  case Kw::Retry: case Kw::Self: case Kw::True: case Kw::File: case Kw::Line: case Kw::Encoding:
    return EXPR_END;
  default: return EXPR_BEG;
  }
}

// parse.y's state after a keyword: its table's, a modifier's (if, unless,
// while, until, rescue after an operand), or ENDFN as a method's name.
uint32_t keyword_state(parse::Kw kw, uint32_t before) {
  using parse::Kw;
  if (before & EXPR_FNAME) return EXPR_ENDFN;
  bool has_modifier = kw == Kw::If || kw == Kw::Unless || kw == Kw::While || kw == Kw::Until || kw == Kw::Rescue;
  if (has_modifier && !(before & (EXPR_BEG | EXPR_LABELED | EXPR_CLASS))) return EXPR_BEG | EXPR_LABEL;
  return keyword_table_state(kw);
}

void Scanner::translate(const std::vector<parse::LoggedToken>& log) {
  for (size_t index = 0; index < log.size(); index++) {
    const parse::LoggedToken& t = log[index];
    const parse::Token& k = t.token;
    if (k.type == Tok::Eof) break;
    Tok next = index + 1 < log.size() ? log[index + 1].token.type : Tok::Eof;
    BareParams first_bare_param = std::exchange(bare_params_, BareParams::None);
    size_t start = offset(k.line, k.column), end = offset(k.end_line, k.end_column);
    if (end < start) end = start;
    // The state for blanks before the token: parse.y's after the last one,
    // unless the parser has changed it since.
    uint32_t gap = forced_ || t.state_before == last_garnet_ ? current_ : ripper_state(t.state_before);
    uint32_t state = ripper_state(t.state_after);
    uint32_t after = 0;  // the state the next blanks see, when not the token's
    bool command_state = command_start_;
    command_start_ = false;
    bool fitem = fitems_ > 0 || fitems_ == -1;  // the token is a name alias or undef takes
    Pipes pipes = pipes_;
    if (pipes_ == Pipes::Expected) pipes_ = Pipes::None;
    int superclass = superclass_;
    superclass_ = 0;
    uint32_t literal = literal_states_.empty() ? gap : literal_states_.back();
    std::string_view text = src_.substr(start, end - start);
    bool literal_part = k.type == Tok::StrContent || k.type == Tok::StrEnd || k.type == Tok::StrDBeg ||
                        k.type == Tok::StrDVar;
    if (literal_part && !literals_.empty() && literals_.back() == Literal::Words && !pieces_.empty() &&
        pieces_.back().end < start)
      add_by_line(pieces_.back().end, start, "on_words_sep", literal);  // blanks Garnet's lexer passed over
    switch (k.type) {
    case Tok::Newline:
      if (start > 0 && src_[start - 1] == '\r' && src_[start] == '\n') start--;  // a CR LF line end is one token
      add(start, line_end(start), "on_nl", EXPR_BEG, gap);
      command_start_ = true;
      break;
    case Tok::Semi:
      add(start, end, "on_semicolon", EXPR_BEG, gap);
      command_start_ = true;
      break;
    case Tok::Int:
    case Tok::Float:
      add(start, end, (k.suffix & parse::NUM_IMAGINARY) ? "on_imaginary"
                      : (k.suffix & parse::NUM_RATIONAL) ? "on_rational"
                      : k.type == Tok::Int ? "on_int" : "on_float",
          EXPR_END, gap);
      break;
    case Tok::Ident:
      if ((gap & EXPR_FNAME) && parse::is_reserved_word(text)) {  // def self.m, def end
        add(start, end, "on_kw", fitem ? EXPR_END : EXPR_ENDFN, gap);
        break;
      }
      [[fallthrough]];
    case Tok::Const:
      if (first_bare_param != BareParams::None && k.type == Tok::Ident) {
        state = EXPR_END;
        if (first_bare_param == BareParams::Def) after = EXPR_END | EXPR_LABEL;
      } else if (fitem) {
        state = EXPR_END;
      } else if (text.size() == 2 && text[0] == '_' && text[1] >= '1' && text[1] <= '9' &&
                 !(gap & (EXPR_DOT | EXPR_FNAME))) {
        state = EXPR_END | EXPR_LABEL;  // a numbered parameter is a local
      } else if (state == EXPR_ARG && command_state) {
        state = EXPR_CMDARG;
      }
      add(start, end, k.type == Tok::Ident ? "on_ident" : "on_const", state, gap);
      if (k.type == Tok::Const && (superclass == 1 || superclass == 2)) superclass_ = 2;
      break;
    case Tok::IVar: add(start, end, "on_ivar", fitem ? EXPR_END : state, gap); break;
    case Tok::CVar: add(start, end, "on_cvar", fitem ? EXPR_END : state, gap); break;
    case Tok::GVar: add(start, end, "on_gvar", fitem ? EXPR_END : state, gap); break;
    case Tok::NthRef:
    case Tok::BackRef: add(start, end, "on_backref", fitem ? EXPR_END : state, gap); break;
    case Tok::Label: add(start, end, "on_label", state, gap); break;
    case Tok::Char: add(start, end, "on_CHAR", state, gap); break;
    case Tok::Keyword:
      state = fitem ? EXPR_END : keyword_state(k.kw, gap);
      add(start, end, "on_kw", state, gap);
      if (!fitem && !(gap & EXPR_FNAME) && (keyword_table_state(k.kw) & EXPR_BEG) &&
          !(k.kw == parse::Kw::In && !for_pending_))  // a pattern does not start a command
        command_start_ = true;
      if (k.kw == parse::Kw::Do) pipes_ = Pipes::Expected;
      if (k.kw == parse::Kw::For) for_pending_ = true;
      if (k.kw == parse::Kw::In && !std::exchange(for_pending_, false)) after = EXPR_BEG | EXPR_LABEL;  // a pattern
      if (k.kw == parse::Kw::Class) superclass_ = 1;
      if (k.kw == parse::Kw::Alias) fitems_ = 2;
      if (k.kw == parse::Kw::Def) def_params_ = -1;
      if (k.kw == parse::Kw::Undef) fitems_ = -1;
      if (k.kw == parse::Kw::Do && lambda_depth_ == bracket_depth_) lambda_depth_ = -1;
      break;
    case Tok::OpName: add(start, end, text == "`" ? "on_backtick" : name_event(text), state, gap); break;
    case Tok::Symbol:
      add_symbol(start, end, gap);
      after = EXPR_END;
      break;
    case Tok::StrBeg:
    case Tok::XStrBeg:
    case Tok::RegexBeg:
    case Tok::SymBeg:
    case Tok::WordsBeg:
    case Tok::SymbolsBeg: {
      Literal kind = k.type == Tok::XStrBeg ? Literal::XString
                     : k.type == Tok::RegexBeg ? Literal::Regexp
                     : k.type == Tok::SymBeg ? Literal::Symbol
                     : k.type == Tok::StrBeg ? Literal::String
                                             : Literal::Words;
      const char* event = "on_tstring_beg";
      uint32_t opening = gap;  // a literal leaves the state as it was until its end
      if (text.substr(0, 2) == "<<") {
        bool squiggly = text.size() > 2 && text[2] == '~';
        kind = squiggly ? Literal::SquigglyHeredoc : Literal::Heredoc;
        event = "on_heredoc_beg";
        end = heredoc_id_end(start);
        heredoc_bodies_.push_back(SIZE_MAX);
      } else if (kind == Literal::XString) {
        event = "on_backtick";
      } else if (kind == Literal::Regexp) {
        event = "on_regexp_beg";
      } else if (kind == Literal::Symbol) {
        event = "on_symbeg";
        opening = text[0] == '%' ? EXPR_FNAME | EXPR_FITEM : EXPR_FNAME;
      } else if (kind == Literal::Words) {
        char letter = text.size() > 1 ? text[1] : 'w';
        event = letter == 'w' ? "on_qwords_beg" : letter == 'W' ? "on_words_beg"
                : letter == 'i' ? "on_qsymbols_beg" : "on_symbols_beg";
      }
      literals_.push_back(kind);
      literal_states_.push_back(opening);
      add(start, end, event, opening, gap);
      break;
    }
    case Tok::StrContent: {
      Literal kind = literals_.empty() ? Literal::String : literals_.back();
      if (kind == Literal::Heredoc || kind == Literal::SquigglyHeredoc) {
        if (kind == Literal::SquigglyHeredoc) start = indented_line_start(start);
        if (!heredoc_bodies_.empty() && heredoc_bodies_.back() == SIZE_MAX) heredoc_bodies_.back() = start;
        // a squiggly heredoc's lines one by one: Ripper's Lexer splits each one's indentation off
        if (kind == Literal::SquigglyHeredoc) add_by_line(start, end, "on_tstring_content", literal);
        else add_content(start, end, literal);
      } else {
        add_content(start, end, literal);
      }
      after = literal;
      break;
    }
    case Tok::StrDBeg:
      if (!literals_.empty() && literals_.back() == Literal::SquigglyHeredoc) {
        size_t line_start = indented_line_start(start);  // a line's indentation before #{
        if (line_start < start && (pieces_.empty() || pieces_.back().end <= line_start)) {
          if (!heredoc_bodies_.empty() && heredoc_bodies_.back() == SIZE_MAX) heredoc_bodies_.back() = line_start;
          add(line_start, start, "on_tstring_content", literal, literal);
        }
      }
      add(start, end, "on_embexpr_beg", literal, gap);
      command_start_ = true;
      after = EXPR_BEG;
      break;
    case Tok::StrDVar:  // "#@var": on_embvar for the #, then the variable
      add(start, start + 1, "on_embvar", literal, gap);
      add(start + 1, end, name_event(text.substr(1)), EXPR_END, literal);
      literal_states_.back() = after = EXPR_END;  // the literal goes on in the variable's state
      break;
    case Tok::StrDEnd:
      add(start, end, "on_embexpr_end", current_, gap);
      after = literal;
      break;
    case Tok::WordSep:
      if (!pieces_.empty() && pieces_.back().end < start) start = pieces_.back().end;
      add_by_line(start, end, "on_words_sep", literal);
      after = literal;
      break;
    case Tok::StrEnd: {
      Literal kind = literals_.empty() ? Literal::String : literals_.back();
      if (!literals_.empty()) {
        literals_.pop_back();
        literal_states_.pop_back();
      }
      if (k.label_end) {
        add(start, end, "on_label_end", state, gap);
      } else if (kind == Literal::Regexp) {
        add(start, end, "on_regexp_end", literal, gap);  // parse.y moves to END after it
      } else if (kind == Literal::Heredoc || kind == Literal::SquigglyHeredoc) {
        size_t body = heredoc_bodies_.empty() ? SIZE_MAX : heredoc_bodies_.back();
        if (!heredoc_bodies_.empty()) heredoc_bodies_.pop_back();
        add(start, line_end(start), "on_heredoc_end", literal, gap);
        if (kind == Literal::SquigglyHeredoc && body != SIZE_MAX) pieces_.back().dedent = squiggly_width(body, start);
      } else {
        add(start, end, "on_tstring_end", EXPR_END, gap);
      }
      after = state;
      break;
    }
    case Tok::LParen:
    case Tok::LParenCall:
    case Tok::LParenArg:
      if (def_params_ == -1) def_params_ = bracket_depth_;
      bracket_depth_++;
      paren_args_.push_back(k.type == Tok::LParenArg && !(index > 0 && log[index - 1].token.type == Tok::Lambda));
      add(start, end, "on_lparen", state, gap);
      break;
    case Tok::RParen:
      bracket_depth_--;
      if (!paren_args_.empty()) {
        if (paren_args_.back()) after = EXPR_ENDARG;  // `p (x)`
        paren_args_.pop_back();
      }
      if (def_params_ == bracket_depth_) {  // a def's parameters: its body starts commands
        def_params_ = -2;
        command_start_ = true;
      }
      add(start, end, "on_rparen", state, gap);
      break;
    case Tok::LBrack:
    case Tok::LBrackIndex:
      bracket_depth_++;
      add(start, end, "on_lbracket", state, gap);
      break;
    case Tok::RBrack:
      bracket_depth_--;
      add(start, end, "on_rbracket", state, gap);
      break;
    case Tok::LBrace:
      // parse.y's choice: a lambda's body, a block (after an operand or a
      // method name), or a hash.
      if (lambda_depth_ == bracket_depth_) {
        lambda_depth_ = -1;
        add(start, end, "on_tlambeg", EXPR_BEG, gap);
        command_start_ = true;
      } else if (!(gap & EXPR_LABELED) && (gap & (EXPR_ARG | EXPR_CMDARG | EXPR_END | EXPR_ENDARG | EXPR_ENDFN))) {
        add(start, end, "on_lbrace", EXPR_BEG, gap);
        command_start_ = true;
        pipes_ = Pipes::Expected;
      } else {
        add(start, end, "on_lbrace", EXPR_BEG | EXPR_LABEL, gap);
      }
      bracket_depth_++;
      break;
    case Tok::RBrace:
      bracket_depth_--;
      add(start, end, "on_rbrace", state, gap);
      break;
    case Tok::Comma:
      add(start, end, "on_comma", state, gap);
      break;
    case Tok::Dot: add(start, end, "on_period", state, gap); break;
    case Tok::Lambda:
      lambda_depth_ = bracket_depth_;
      if (next == Tok::Ident) bare_params_ = BareParams::Lambda;  // -> x { }
      add(start, end, "on_tlambda", state, gap);
      break;
    default:
      if (text == "|" && pipes == Pipes::Expected) {
        pipes_ = Pipes::Open;
      } else if (text == "|" && pipes == Pipes::Open) {
        pipes_ = Pipes::None;
        command_start_ = true;
      } else if (text == "..." && def_params_ >= 0) {
        state = EXPR_ENDARG;  // def m(...)
      } else if ((text == "<" && superclass == 2) || (text == "<<" && superclass == 1)) {  // class X < Y, class << Y
        state = EXPR_BEG;
        command_start_ = true;
      }
      add(start, end, "on_op", fitem ? EXPR_ARG : state, gap);
      break;
    }
    if (superclass == 2 && superclass_ == 0 && k.type == Tok::Colon2) superclass_ = 2;
    // A def's name: parse.y reads what follows it (unless `(`) in ENDFN|LABEL,
    // and parameters without parentheses as END.
    if (def_params_ == -1 && def_name_ && k.type != Tok::Dot && k.type != Tok::Colon2 && next != Tok::Dot &&
        next != Tok::Colon2) {
      def_name_ = false;
      after = def_singleton_ ? EXPR_ENDFN | EXPR_LABEL : EXPR_ENDFN;
      if (next != Tok::LParenCall && next != Tok::LParen && next != Tok::LParenArg) bare_params_ = BareParams::Def;
    } else if (def_params_ == -1 && (k.type == Tok::Keyword && k.kw == parse::Kw::Def)) {
      def_name_ = true;
      def_singleton_ = next == Tok::Dot || next == Tok::Colon2 ||
                       (index + 2 < log.size() && (log[index + 2].token.type == Tok::Dot || log[index + 2].token.type == Tok::Colon2));
    }
    if (def_params_ == -1 && (k.type == Tok::Newline || k.type == Tok::Semi || k.type == Tok::Assign)) def_params_ = -2;
    // alias takes two names (two globals are not names), undef a list of them
    if (fitem && fitems_ == 2 && (k.type == Tok::GVar || k.type == Tok::NthRef || k.type == Tok::BackRef)) {
      fitems_ = 0;
      after = EXPR_END;
    } else if (fitem) {
      if (fitems_ > 0 && --fitems_ == 1) after = EXPR_FNAME | EXPR_FITEM;
      else if (fitems_ == -1) fitems_ = -2;
    } else if (fitems_ == -2) {
      fitems_ = k.type == Tok::Comma ? -1 : 0;
      if (fitems_) after = EXPR_FNAME | EXPR_FITEM;
    }
    current_ = after ? after : pieces_.back().state;
    forced_ = after != 0;
    last_garnet_ = t.state_after;
  }
}

// What lies between two tokens: blanks, `\` newlines, comments (with their
// newline), ignored newlines, =begin...=end. Returns where it stopped: past
// `to` when a comment took the newline there. Just after a significant
// newline, parse.y reads on through lines holding only a comment (looking
// for a leading `.`) before it leaves the state before the newline: those
// lines get `comment_lines_state` (kNoState: none).
size_t Scanner::fill_gap(size_t from, size_t to, uint32_t state, uint32_t comment_lines_state) {
  size_t p = from;
  while (comment_lines_state != kNoState && p < to) {
    size_t q = p;
    while (q < to && (src_[q] == ' ' || src_[q] == '\t' || src_[q] == '\f' || src_[q] == '\r' || src_[q] == '\v')) q++;
    if (q >= to || src_[q] != '#') break;
    if (q > p) out.push_back({p, q, "on_sp", comment_lines_state});
    p = line_end(q);
    out.push_back({q, p, "on_comment", comment_lines_state});
  }
  while (p < to) {
    bool line_start = p == 0 || src_[p - 1] == '\n';
    if (line_start && src_.substr(p, 6) == "=begin" &&
        (p + 6 >= src_.size() || std::isspace(static_cast<unsigned char>(src_[p + 6])))) {
      size_t e = line_end(p);
      out.push_back({p, e, "on_embdoc_beg", state});
      p = e;
      while (p < to) {
        e = line_end(p);
        bool last = src_.substr(p, 4) == "=end" &&
                    (p + 4 >= src_.size() || std::isspace(static_cast<unsigned char>(src_[p + 4])));
        out.push_back({p, e, last ? "on_embdoc_end" : "on_embdoc", state});
        p = e;
        if (last) break;
      }
      continue;
    }
    char c = src_[p];
    if (c == '#') {
      size_t e = line_end(p);
      out.push_back({p, e, "on_comment", state});
      p = e;
    } else if (c == '\n' || (c == '\r' && p + 1 < src_.size() && src_[p + 1] == '\n')) {
      size_t e = c == '\n' ? p + 1 : p + 2;
      out.push_back({p, e, "on_ignored_nl", state});
      p = e;
    } else if (c == '\\' && p + 1 < src_.size() && (src_[p + 1] == '\n' || src_[p + 1] == '\r')) {
      size_t e = line_end(p);  // a line continued with \ (LF or CR LF)
      out.push_back({p, e, "on_sp", state});
      p = e;
    } else {
      size_t e = p;
      while (e < to && (src_[e] == ' ' || src_[e] == '\t' || src_[e] == '\f' || src_[e] == '\v' ||
                        (src_[e] == '\r' && !(e + 1 < src_.size() && src_[e + 1] == '\n'))))
        e++;
      if (e == p) e = p + 1;  // a byte the lexer skipped (a NUL ends the program)
      out.push_back({p, e, "on_sp", state});
      p = e;
    }
  }
  return p;
}

// Source order; the gaps filled; a comment before a significant newline
// takes it, as parse.y's does.
void Scanner::lay_out(size_t code_end, size_t end_marker) {
  std::stable_sort(pieces_.begin(), pieces_.end(), [](const Piece& a, const Piece& b) { return a.start < b.start; });
  size_t cursor = 0;
  uint32_t last_state = EXPR_BEG, comment_lines_state = kNoState;
  for (const Piece& p : pieces_) {
    bool newline = p.event == std::string_view("on_nl");
    if (p.start > cursor) cursor = fill_gap(cursor, p.start, p.gap_state, comment_lines_state);
    comment_lines_state = newline ? p.gap_state : kNoState;
    if (p.start < cursor) continue;  // its newline went to a comment
    out.push_back(p);
    cursor = p.end;
    last_state = p.state;
  }
  if (cursor < code_end) fill_gap(cursor, code_end, last_state, comment_lines_state);
  if (end_marker != SIZE_MAX) out.push_back({end_marker, line_end(end_marker), "on___end__", last_state});
}

}  // namespace

// Kernel#__ripper_scan(source, first_line): [tokens, errors, end_seen,
// magic_encoding] where each token is [line, column, :on_event, text, state,
// dedent] in source order (dedent: a squiggly heredoc end's width, or nil),
// each error [line, column, message], and magic_encoding the name an
// encoding magic comment gives with its line and 1-based column, or nil.
NATIVE(k_ripper_scan) {
  if (!is_type(argv[0], Type::String) || !argv[1].is_fixnum()) {
    raise(cx, cx.world->c.TypeError, "__ripper_scan(String, Integer)");
    return Value::undef();
  }
  std::string source = as_string(argv[0])->str;
  uint32_t first_line = uint32_t(std::max<int64_t>(0, argv[1].as_fixnum()));
  std::vector<parse::LoggedToken> log;
  parse::ParseOptions options;
  options.first_line = first_line;
  options.stack = compiler_stack(cx);
  options.token_log = &log;
  std::shared_ptr<const parse::ParseResult> tree = parse::parse(source, options);

  Scanner scanner(source, first_line);
  scanner.translate(log);
  // Where the code ends: at __END__, at a NUL, ^D or ^Z, at the end; after
  // a syntax error, at the last token read.
  size_t code_end = 0, end_marker = SIZE_MAX;
  if (!log.empty() && log.back().token.type == Tok::Eof && tree->errors.empty()) {
    code_end = scanner.offset(log.back().token.line, log.back().token.column);
    if (tree->data_offset) end_marker = code_end;
  }
  scanner.lay_out(code_end, end_marker);

  std::vector<Value> tokens;
  tokens.reserve(scanner.out.size());
  for (const auto& t : scanner.out) {
    tokens.push_back(new_array(cx, {Value::fixnum(scanner.line_of(t.start)), Value::fixnum(int64_t(scanner.column_of(t.start))),
                                    symbol_value(cx, t.event), new_string(cx, std::string_view(source).substr(t.start, t.end - t.start)),
                                    Value::fixnum(t.state), t.dedent > 0 ? Value::fixnum(t.dedent) : Value::nil()}));
  }
  std::vector<Value> errors;
  for (const auto& e : tree->errors)
    errors.push_back(new_array(cx, {Value::fixnum(e.line), Value::fixnum(e.column ? e.column - 1 : 0), new_string(cx, e.message)}));
  Value magic_encoding = Value::nil();
  if (!tree->source_encoding.empty())
    magic_encoding = new_array(cx, {new_string(cx, tree->source_encoding), Value::fixnum(tree->source_encoding_line),
                                    Value::fixnum(tree->source_encoding_column)});
  return new_array(cx, {new_array(cx, std::move(tokens)), new_array(cx, std::move(errors)),
                        Value::boolean(end_marker != SIZE_MAX), magic_encoding});
}

void init_ripper(World& w) {
  define_method(w, w.c.Kernel, "__ripper_scan", k_ripper_scan, 2, 2, Visibility::Private);
}

}  // namespace garnet::core
