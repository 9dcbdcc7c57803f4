// lexer.h — turns Ruby source bytes into tokens, one at a time, on demand.
//
// Ruby's lexical grammar depends on context (is `/` a division or a regexp?
// is `foo [1]` an index or an argument?), so the lexer keeps an MRI-style
// state describing what came before, asks the parser whether an identifier
// is a known local, and keeps a stack of string modes for nested literals,
// interpolation and heredocs. The parser pulls exactly one token ahead.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "parse/ast.h"

namespace garnet::parse {

enum class Tok : uint8_t {
  Eof, Newline, Semi,
  // values and names
  Int, Float, Ident, Const, IVar, CVar, GVar, NthRef, BackRef, Label, Symbol, Char,
  Keyword,  // see Token::kw
  OpName,   // operator method name after def/./:: ([] []= +@ -@ `)
  // string literal pieces
  StrBeg, XStrBeg, RegexBeg, SymBeg, WordsBeg, SymbolsBeg,
  StrContent, StrDBeg, StrDVar, StrDEnd, WordSep, StrEnd,
  // brackets
  LParen,      // ( at expression start: grouping
  LParenCall,  // ( right after a method name: call arguments
  LParenArg,   // ( after a method name and a space: first command argument
  RParen, LBrack /* array literal */, LBrackIndex /* a[ */, RBrack, LBrace, RBrace,
  // punctuation
  Comma, Dot, AndDot, Colon2, Colon3, Colon, Question, Arrow /* => */, Lambda /* -> */,
  Assign, OpAsgn /* text: the operator, e.g. "+" or "||" */,
  Splat, DSplat, Amper /* &blk */, BDot2, BDot3 /* beginless .. ... */, Dot2, Dot3,
  UMinusNum, UMinus, UPlus, Bang, Tilde,
  // binary operators (text holds the operator)
  Plus, Minus, Star, Pow, Slash, Percent, LShift, RShift, Amp, Pipe, Caret,
  Lt, Le, Gt, Ge, Cmp, Eq, Eqq, Neq, Match, NMatch, AndAnd, OrOr,
};

enum class Kw : uint8_t {
  None, Alias, And, Begin, BeginUpper, Break, Case, Class, Def, Defined, Do, Else, Elsif,
  End, EndUpper, Ensure, False, For, If, In, Module, Next, Nil, Not, Or, Redo, Rescue,
  Retry, Return, Self, Super, Then, True, Undef, Unless, Until, When, While, Yield,
  File, Line, Encoding,
};

struct Token {
  Tok type = Tok::Eof;
  Kw kw = Kw::None;
  bool space_before = false;  // whitespace (or a line start) precedes the token
  bool label_end = false;     // StrEnd of a "string": label
  uint32_t line = 0;
  uint32_t column = 0;
  uint32_t length = 0;        // source columns, when on one line (error reports)
  uint32_t end_line = 0;      // where the token's text ends (exclusive)
  uint32_t end_column = 0;
  int64_t ival = 0;           // NthRef number; regexp flags on StrEnd
  double fval = 0;            // Float
  uint8_t suffix = 0;         // Int/Float: NUM_RATIONAL (3r) | NUM_IMAGINARY (2i)
  std::string text;           // name, operator, decimal digits, or string bytes
};

enum NumberSuffix : uint8_t { NUM_RATIONAL = 1, NUM_IMAGINARY = 2 };

// Lexer states (bit set), after MRI's EXPR_* states.
enum LexState : uint32_t {
  LS_BEG = 1u << 0,     // start of an expression
  LS_END = 1u << 1,     // after a complete operand
  LS_ARG = 1u << 2,     // after a method name: arguments may follow
  LS_MID = 1u << 3,     // after return/break/next/rescue
  LS_FNAME = 1u << 4,   // a method name follows (def, alias, undef)
  LS_DOT = 1u << 5,     // after . &. ::
  LS_CLASS = 1u << 6,   // after `class` (<< is not a heredoc)
  LS_ENDFN = 1u << 7,   // after a def name or ->
  LS_LABEL = 1u << 8,   // a label (foo:) may follow
  LS_LABELED = 1u << 9, // just after a label
};

// Errors shared by the lexer and the parser; the first one reported stops
// the parse, while those noted after a recovery let it go on.
struct Diagnostics {
  std::vector<SyntaxError> errors;
  bool failed = false;
  void report(uint32_t line, uint32_t column, std::string message, uint32_t length = 1) {
    if (failed) return;
    note(line, column, std::move(message), length);
    failed = true;
  }
  void note(uint32_t line, uint32_t column, std::string message, uint32_t length = 1) {
    if (!failed) errors.push_back(SyntaxError{line, column, std::move(message), length});
  }
};

// One token as the lexer gave it, with the lexer state before it was read
// (after the parser's adjustments) and right after: what Ripper reports.
struct LoggedToken {
  Token token;
  uint32_t state_before = 0;
  uint32_t state_after = 0;
};

class Lexer {
 public:
  using LocalQuery = bool (*)(const void* ctx, std::string_view name);

  Lexer(std::string_view source, uint32_t first_line, Diagnostics& diag, LocalQuery is_local,
        const void* ctx);

  Token next();
  void set_state(uint32_t state) { state_ = state; }
  uint32_t state() const { return state_; }
  void set_in_kwarg(bool on) { in_kwarg_ = on; }
  void halt() { halted_ = true; }
  // Every token read from now on is also appended to `log` (Ripper).
  void set_log(std::vector<LoggedToken>* log) { log_ = log; }
  bool frozen_string_literal() const { return frozen_string_literal_; }
  const std::vector<ShareableConstantsFrom>& shareable_constants() const { return shareable_constants_; }
  // A class or module body from line `begin` to line `end`: if
  // shareable_constant_value comments are in it, the mode before it holds
  // again after it, as in Ruby.
  void end_shareable_constants_scope(uint32_t begin, uint32_t end);
  // The name in an `encoding:` / `coding:` magic comment ("" when none),
  // and where it is (the line, the 1-based column of its first character).
  const std::string& source_encoding() const { return source_encoding_; }
  uint32_t source_encoding_line() const { return source_encoding_line_; }
  uint32_t source_encoding_column() const { return source_encoding_column_; }
  size_t data_offset() const { return data_offset_; }

 private:
  enum class StrKind : uint8_t { String, XString, Regex, Symbol, Words, Symbols, Heredoc };
  struct Mode {
    bool interpolation_code = false;  // inside #{ ... } (brace_depth counts nested {)
    int brace_depth = 0;
    StrKind kind = StrKind::String;
    bool interp = false;        // #{} and escapes are processed
    bool raw_escapes = false;   // regexp: keep backslash escapes as written
    bool label_ok = false;      // "str": may form a label
    char open = 0, close = 0;   // delimiters; nesting counted when they differ
    int nest = 0;
    uint32_t start_line = 0, start_col = 0;
    // heredocs
    std::string id;
    bool squiggly = false, dash = false, at_line_start = true;
    size_t indent = 0;
    size_t resume_pos = 0, resume_line_start = 0, line_end = 0;
    uint32_t resume_line = 0;
  };

  // character access
  int peek(size_t ahead = 0) const;
  bool at_eof() const { return pos_ >= src_.size(); }
  uint32_t column() const { return static_cast<uint32_t>(pos_ - line_start_ + 1); }
  void advance_newline();
  bool starts_with(std::string_view s, size_t at) const;

  // code mode
  Token lex_code();
  bool skip_space_and_comments(Token& out);
  bool newline_is_ignored() const;
  bool next_line_continues_chain() const;
  void skip_comment();
  bool skip_embedded_doc();
  bool at_end_marker() const;
  Token make(Tok type, uint32_t line, uint32_t col, std::string text = {});
  Token lex_operator(uint32_t line, uint32_t col);
  Token lex_identifier(uint32_t line, uint32_t col);
  Token lex_number(uint32_t line, uint32_t col);
  Token lex_number_body(uint32_t line, uint32_t col);
  Token lex_ivar_or_cvar(uint32_t line, uint32_t col);
  Token lex_gvar(uint32_t line, uint32_t col);
  Token lex_symbol(uint32_t line, uint32_t col);
  Token lex_char_literal(uint32_t line, uint32_t col);
  Token lex_question(uint32_t line, uint32_t col);
  Token lex_colon(uint32_t line, uint32_t col);
  Token lex_percent(uint32_t line, uint32_t col);
  Token lex_heredoc_start(uint32_t line, uint32_t col);
  bool heredoc_follows() const;
  Token lex_close_brace(uint32_t line, uint32_t col);
  Token start_string(Tok type, StrKind kind, char open, bool interp, uint32_t line,
                     uint32_t col);
  std::string read_operator_name();
  std::string read_setter_suffix(std::string name);
  void read_number_digits(std::string& out, int base);
  bool label_possible() const;
  bool is_beg() const;
  bool is_arg() const { return (state_ & LS_ARG) != 0; }
  bool is_end() const { return (state_ & (LS_END | LS_ENDFN)) != 0; }
  bool is_spcarg(bool space_seen) const;
  bool is_spcarg_at(bool space_seen, size_t after) const;
  uint32_t after_operator_state() const;

  // string mode
  Token lex_string_part();
  bool append_source_char(std::string& buf);
  bool utf8_source() const;
  Token lex_heredoc_part();
  Token finish_string();
  Token string_content(uint32_t line, uint32_t col, std::string&& text);
  bool dvar_follows(size_t at) const;
  Token lex_interpolation_start(uint32_t line, uint32_t col);
  void read_escape(std::string& buf);
  void read_raw_escape(const Mode& m, std::string& buf);
  bool read_unicode_escape(std::string& buf);
  bool heredoc_terminator_at(const Mode& m, size_t at, size_t* line_end) const;
  size_t heredoc_indent(size_t body, const Mode& m) const;
  void skip_heredoc_indent(size_t indent);
  void check_magic_comment(std::string_view comment);
  void check_shareable_constant_comment(std::string_view comment);

  void error(uint32_t line, uint32_t col, std::string message);

  std::string_view src_;
  uint32_t first_line_ = 1; // the number of the source's first line (eval's line argument)
  size_t pos_ = 0;
  size_t line_start_ = 0;
  uint32_t line_ = 1;
  uint32_t state_ = LS_BEG;
  bool in_kwarg_ = false;
  bool halted_ = false;
  bool seen_token_ = false;
  bool frozen_string_literal_ = false;
  std::vector<ShareableConstantsFrom> shareable_constants_;
  std::string source_encoding_;
  uint32_t source_encoding_line_ = 0;
  uint32_t source_encoding_column_ = 0;
  size_t data_offset_ = 0;
  int paren_depth_ = 0;
  bool pending_space_ = false;  // whitespace precedes the operator being lexed
  bool unicode_escape_ = false; // a \u escape in the string content being read
  std::vector<Mode> modes_;
  // A heredoc body already consumed: when the lexer reaches the newline at
  // pending_line_end_, it continues after the heredoc at pending_resume_.
  size_t pending_line_end_ = SIZE_MAX;
  size_t pending_resume_ = 0;
  uint32_t pending_resume_line_ = 0;
  std::vector<LoggedToken>* log_ = nullptr;
  Diagnostics& diag_;
  LocalQuery is_local_;
  const void* local_ctx_;
};

// Whether `name` is one of Ruby's reserved words (if, def, self, __FILE__...).
bool is_reserved_word(std::string_view name);

// Human description of a token for error messages ("end-of-input", "'end'",
// "integer", ...).
std::string describe_token(const Token& tok);

} // namespace garnet::parse
