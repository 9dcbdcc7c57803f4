// parser.cpp — the parser's entry point and plumbing (tokens, errors, nodes,
// local-variable scopes, context checks) plus statement sequences, statement
// modifiers, and/or/not, and the statement-level forms (multiple assignment,
// one-line pattern matching).
#include <algorithm>
#include "parse/parser_internal.h"

namespace garnet::parse {

std::unique_ptr<ParseResult> parse(std::string_view source, const ParseOptions& options) {
  auto result = std::make_unique<ParseResult>();
  Parser parser(source, options, *result);
  parser.run();
  return result;
}

Parser::Parser(std::string_view source, const ParseOptions& options, ParseResult& out)
    : source_(source),
      options_(options),
      stack_(options.stack),
      out_(out),
      lexer_(source, options.first_line, diag_, &Parser::is_local_callback, this) {
  if (options.token_log) lexer_.set_log(options.token_log);
}

void Parser::run() {
  stack_.start();
  out_.root = parse_program();
  out_.errors = diag_.errors;
  if (out_.errors.empty()) out_.warnings = find_warnings(out_.root, options_.evaluated, options_.verbose);
  out_.frozen_string_literal = lexer_.frozen_string_literal();
  out_.shareable_constants = lexer_.shareable_constants();
  out_.source_encoding = lexer_.source_encoding();
  out_.source_encoding_line = lexer_.source_encoding_line();
  out_.source_encoding_column = lexer_.source_encoding_column();
  out_.data_offset = lexer_.data_offset();
}

// Whether the parse may go one level deeper; when its native stack is used
// up it stops with "stack level too deep" (ParseResult::stack_exhausted).
bool Parser::stack_left() {
  if (!stack_.exhausted()) return true;
  if (!out_.stack_exhausted) fail(tok_, kStackLevelTooDeep);
  out_.stack_exhausted = true;
  return false;
}

// ---- tokens ----

void Parser::advance() {
  prev_end_line_ = tok_.end_line;
  prev_end_column_ = tok_.end_column;
  tok_ = lexer_.next();
  if (diag_.failed) tok_.type = Tok::Eof;
}

bool Parser::accept(Tok t) {
  if (!at(t)) return false;
  advance();
  return true;
}

bool Parser::accept_kw(Kw k) {
  if (!at_kw(k)) return false;
  advance();
  return true;
}

void Parser::skip_terms() {
  while (at_term()) advance();
}

void Parser::skip_newlines() {
  while (at(Tok::Newline)) advance();
}

// `then`, or a statement terminator optionally followed by `then`.
bool Parser::accept_then() {
  if (accept_kw(Kw::Then)) return true;
  if (!at_term()) {
    fail(tok_, unexpected(tok_) + ", expecting 'then' or ';' or '\\n'");
    return false;
  }
  skip_terms();
  accept_kw(Kw::Then);
  return true;
}

// ---- errors ----

void Parser::fail(const Token& at, const std::string& message) {
  diag_.report(at.line, at.column, message, std::max<uint32_t>(at.length, 1));
  lexer_.halt();
  tok_.type = Tok::Eof;
}

// An error the parse recovers from: reported, but the parse goes on.
void Parser::note_error(const Token& at, const std::string& message) {
  diag_.note(at.line, at.column, message, std::max<uint32_t>(at.length, 1));
}

// "unexpected <token>" — the start of most messages.
std::string Parser::unexpected(const Token& t) {
  std::string message = "unexpected ";
  message += describe_token(t);
  return message;
}

Node* Parser::fail_expected(const std::string& what) {
  fail(tok_, unexpected(tok_) + "; expected " + what);
  return error_node();
}

Node* Parser::error_node() { return node(NodeKind::Nil, tok_); }

void Parser::expect(Tok t, std::string_view message) {
  if (!accept(t)) fail(tok_, std::string(message));
}

void Parser::expect_end(std::string_view message) {
  if (accept_kw(Kw::End)) return;
  if (at(Tok::Eof) && !failed()) note_unclosed_at_eof(message);
  else fail(tok_, std::string(message));
}

void Parser::note_unclosed_at_eof(std::string_view message) {
  note_error(tok_, std::string(message));
  unclosed_at_eof_ = true;
}

// ---- nodes ----

Node* Parser::node(NodeKind kind, const Token& at) {
  return out_.arena.make(kind, at.line, at.column);
}

Node* Parser::node(NodeKind kind, const Node* at) {
  return out_.arena.make(kind, at ? at->line : tok_.line, at ? at->column : tok_.column);
}

// A node whose name (Node::str) is the token's text.
Node* Parser::named(NodeKind kind, const Token& at) {
  Node* n = node(kind, at);
  n->str = at.text;
  return n;
}

Node* Parser::node_with(NodeKind kind, const Token& at, std::initializer_list<Node*> kids) {
  Node* n = node(kind, at);
  n->kids.assign(kids.begin(), kids.end());
  return n;
}

Node* Parser::make_call(const std::string& name, const Token& at, Node* recv, Node* args,
                        uint32_t flags) {
  Node* call = node_with(NodeKind::Call, at, {recv, args, nullptr});
  call->str = name;
  call->flags = flags;
  call->spot = token_span(at);
  return call;
}

// A statement list as an optional body: nothing, the single statement, or the Seq.
Node* Parser::body_of(Node* seq) {
  if (!seq || seq->kind != NodeKind::Seq) return seq;
  if (seq->kids.empty()) return nullptr;
  if (seq->kids.size() == 1) return seq->kids[0];
  return seq;
}

// A statement list used as a value: an empty Seq is nil.
Node* Parser::expr_of(Node* seq) {
  Node* body = body_of(seq);
  return body ? body : seq;
}

// ---- scopes and contexts ----

bool Parser::is_local_callback(const void* self, std::string_view name) {
  return static_cast<const Parser*>(self)->lookup_local(name);
}

bool Parser::lookup_local(std::string_view name) const {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    for (const std::string& local : it->locals)
      if (local == name) return true;
    if (!it->is_block) return false;
  }
  return false;
}

void Parser::declare(const std::string& name) {
  if (!lookup_local(name)) scope().locals.push_back(name);
}

bool Parser::in_ctx(Ctx wanted) const {
  for (auto it = ctx_.rbegin(); it != ctx_.rend(); ++it) {
    if (*it == wanted) return true;
    if (*it == Ctx::Def || *it == Ctx::Class || *it == Ctx::Module || *it == Ctx::Top)
      return false;
  }
  return false;
}

bool Parser::in_loop_or_block() const {
  for (auto it = ctx_.rbegin(); it != ctx_.rend(); ++it) {
    if (*it == Ctx::Loop || *it == Ctx::Block || *it == Ctx::Lambda) return true;
    if (*it != Ctx::Rescue) return false;
  }
  return false;
}

// Directly in a class/module body (not inside a method, block or lambda),
// unless that body is a `class << x` inside a method (return leaves the method).
bool Parser::in_class_body() const {
  for (auto it = ctx_.rbegin(); it != ctx_.rend(); ++it) {
    if (*it == Ctx::Class || *it == Ctx::Module) return std::find(std::next(it), ctx_.rend(), Ctx::Def) == ctx_.rend();
    if (*it != Ctx::Loop && *it != Ctx::Rescue) return false;
  }
  return false;
}

bool Parser::in_def() const {
  for (auto it = ctx_.rbegin(); it != ctx_.rend(); ++it) {
    if (*it == Ctx::Def) return true;
    if (*it == Ctx::Class || *it == Ctx::Module || *it == Ctx::Top) return false;
  }
  return false;
}

// `yield` needs a method: a def around it, or the method eval'd code runs in.
bool Parser::yield_allowed() const {
  for (auto it = ctx_.rbegin(); it != ctx_.rend(); ++it) {
    if (*it == Ctx::Def) return true;
    if (*it == Ctx::Class || *it == Ctx::Module) return false;
    if (*it == Ctx::Top) return options_.in_method;
  }
  return false;
}

void Parser::note_block_exit(const Token& keyword) {
  if (!in_loop_or_block())
    pending_exits_.push_back(PendingExit{keyword.line, keyword.column, keyword.text});
}

// Exits noted since `mark` that no modifier loop adopted are errors.
void Parser::flush_block_exits(size_t mark) {
  if (pending_exits_.size() > mark) {
    const PendingExit& e = pending_exits_[mark];
    Token at;
    at.line = e.line;
    at.column = e.column;
    fail(at, std::string("Invalid ") + e.keyword);
  }
  pending_exits_.resize(std::min(mark, pending_exits_.size()));
}

// ---- statements ----

Node* Parser::parse_program() {
  scopes_.push_back(Scope{});
  ctx_.push_back(Ctx::Top);
  for (const std::string& name : options_.outer_locals) declare(name);
  advance();
  Node* program = parse_statements();
  if (!failed() && !at(Tok::Eof)) {
    // A stray closing token; right after a statement it also ends the input
    // too early, and Ruby reports both (the report lists errors at one place
    // latest first).
    if (statement_open_) note_error(tok_, unexpected(tok_) + ", expecting end-of-input");
    fail(tok_, unexpected(tok_) + ", ignoring it");
  }
  if (unclosed_at_eof_ && !failed()) {
    // As prism does, the end of the input is first taken for the end of the
    // innermost construct, at the input's final line break; each construct
    // then misses its own `end` (noted while unwinding). This error comes
    // first: the report's headline names its line.
    size_t at = !source_.empty() && source_.back() == '\n' ? source_.size() - 1 : source_.size();
    size_t line_start = at == 0 ? 0 : source_.rfind('\n', at - 1) + 1; // npos + 1 == 0
    SyntaxError assumed;
    assumed.line = options_.first_line + uint32_t(std::count(source_.begin(), source_.begin() + at, '\n'));
    assumed.column = uint32_t(at - line_start) + 1;
    assumed.message = "unexpected end-of-input, assuming it is closing the parent top level context";
    diag_.errors.insert(diag_.errors.begin(), assumed);
    diag_.failed = true;
  }
  flush_block_exits(0);
  // BEGIN blocks run first, in order, in the program's own scope.
  if (!failed()) program->kids.insert(program->kids.begin(), begin_blocks_.begin(), begin_blocks_.end());
  return program;
}

// BEGIN { stmts }: top level only; moved to the program's start (an empty
// Seq, nil, here).
Node* Parser::parse_begin_block() {
  Token kw = tok_;
  if (ctx_.size() != 1) {
    fail(kw, "BEGIN is permitted only at toplevel");
    return error_node();
  }
  advance();
  if (!accept(Tok::LBrace)) return fail_expected("a `{` after BEGIN");
  Node* body = parse_statements();
  if (!accept(Tok::RBrace)) return fail_expected("a `}` to close the BEGIN block");
  begin_blocks_.push_back(body);
  return node(NodeKind::Seq, kw);
}

// END { stmts }: at_exit with that block, registered the first time only.
Node* Parser::parse_end_block() {
  Token kw = tok_;
  advance();
  if (!at(Tok::LBrace)) return fail_expected("a `{` after END");
  Node* call = make_call("at_exit", kw, nullptr, nullptr, FCALL);
  call = attach_block(call, parse_block());
  call->flags |= RUN_ONCE;
  return call;
}

bool Parser::at_statements_end() const {
  switch (tok_.type) {
    case Tok::Eof:
    case Tok::RBrace:
    case Tok::RParen:
    case Tok::RBrack:
    case Tok::StrDEnd:
      return true;
    case Tok::Keyword:
      switch (tok_.kw) {
        case Kw::End: case Kw::Else: case Kw::Elsif: case Kw::When: case Kw::In:
        case Kw::Rescue: case Kw::Ensure: case Kw::Then:
          return true;
        default:
          return false;
      }
    default:
      return false;
  }
}

Node* Parser::parse_statements() {
  Node* seq = node(NodeKind::Seq, tok_);
  skip_terms();
  statement_open_ = false;
  while (!failed() && !at_statements_end()) {
    seq->kids.push_back(parse_statement());
    if (failed()) break;
    statement_open_ = !at_term();
    if (!statement_open_) {
      skip_terms();
      continue;
    }
    if (!at_statements_end())
      fail(tok_, unexpected(tok_) + ", expecting end-of-input");
  }
  return seq;
}

Node* Parser::parse_statement() {
  if (!stack_left()) return error_node();
  if (at_kw(Kw::BeginUpper)) return parse_begin_block();
  if (at_kw(Kw::EndUpper)) return parse_end_block();
  size_t exit_mark = pending_exits_.size();
  Node* stmt = parse_expr_stmt(true);
  for (;;) {
    if (failed()) return stmt;
    Node* wrapped = apply_modifier(stmt, exit_mark);
    if (wrapped == stmt) return stmt;
    stmt = wrapped;
  }
}

// A condition of if/unless/while/until/?: : a Range there (directly, or
// under and/or/not/parentheses) whose ends are not literals is a flip-flop.
Node* Parser::condition_of(Node* cond) {
  if (!cond) return cond;
  switch (cond->kind) {
    case NodeKind::Range: {
      auto literal = [](const Node* end) { return !end || end->kind == NodeKind::Int || end->kind == NodeKind::Float; };
      if (literal(cond->kid(0)) || literal(cond->kid(1))) break;
      cond->flags |= FLIP_FLOP;
      cond->str = "<flip-flop " + std::to_string(flip_flops_++) + ">";
      break;
    }
    case NodeKind::And:
    case NodeKind::Or:
      condition_of(cond->kids[0]);
      condition_of(cond->kids[1]);
      break;
    case NodeKind::Call:
      if (cond->str == "!" && cond->kid(0) && !cond->kid(1)) condition_of(cond->kids[0]);
      break;
    case NodeKind::Seq:
      if (cond->kids.size() == 1) condition_of(cond->kids[0]);
      break;
    default:
      break;
  }
  return cond;
}

// `stmt if cond` and friends; returns `stmt` itself when no modifier follows.
Node* Parser::apply_modifier(Node* stmt, size_t exit_mark) {
  if (tok_.type != Tok::Keyword) return stmt;
  Token kw = tok_;
  switch (kw.kw) {
    case Kw::If:
    case Kw::Unless: {
      advance();
      Node* cond = condition_of(parse_expr_stmt());
      return kw.kw == Kw::If ? node_with(NodeKind::If, kw, {cond, stmt, nullptr})
                             : node_with(NodeKind::If, kw, {cond, nullptr, stmt});
    }
    case Kw::While:
    case Kw::Until: {
      advance();
      Node* cond = condition_of(parse_expr_stmt());
      Node* loop = node_with(NodeKind::While, kw, {cond, stmt});
      if (kw.kw == Kw::Until) loop->flags |= UNTIL;
      if (stmt == last_begin_) loop->flags |= DO_WHILE;
      pending_exits_.resize(std::min(exit_mark, pending_exits_.size()));
      return loop;
    }
    case Kw::Rescue: {
      advance();
      Node* rescue_value = parse_expr_stmt();
      Node* clause = node_with(NodeKind::RescueClause, kw, {nullptr, nullptr, rescue_value});
      return node_with(NodeKind::Begin, kw, {stmt, nullptr, nullptr, clause});
    }
    default:
      return stmt;
  }
}

Node* Parser::parse_expr_stmt(bool statement) {
  Node* left = parse_not_expr(statement);
  while (!failed() && (at_kw(Kw::And) || at_kw(Kw::Or))) {
    // `return x or y` is (return x) or y: its value could never be used.
    if (is_void_value(left)) {
      fail(tok_, "unexpected void value expression");
      return left;
    }
    Token op = tok_;
    advance();
    skip_newlines();
    Node* right = parse_not_expr(false);
    left = node_with(op.kw == Kw::And ? NodeKind::And : NodeKind::Or, op, {left, right});
  }
  return left;
}

Node* Parser::parse_not_expr(bool statement) {
  if (!at_kw(Kw::Not)) return parse_expr(statement);
  if (!stack_left()) return error_node();
  Token t = tok_;
  advance();
  Node* operand = parse_not_expr(false);
  return make_call("!", t, operand, nullptr, 0);
}

// An expression that may also be a multiple assignment (statement level), a
// list of right-hand values, or a one-line pattern match.
Node* Parser::parse_expr(bool statement) {
  Node* first = at(Tok::Splat) && statement ? parse_mlhs_item() : parse_arg();
  if (failed()) return first;
  if (statement && (first->kind == NodeKind::Splat ||
                    (at(Tok::Comma) && is_assignable(first) && !is_single_assignment(first))))
    return parse_multi_assign(first);
  if (first->kind == NodeKind::Mlhs) {
    if (at(Tok::Assign) || at(Tok::Comma)) return parse_multi_assign(first);
    if (!at(Tok::RParen) && !at_kw(Kw::In)) return fail_expected("`=` after the targets");
    return first;
  }
  if (statement && at(Tok::Comma) && is_single_assignment(first)) return extend_rhs_list(first);
  if (at(Tok::Arrow) || (at_kw(Kw::In) && !no_in_)) return parse_match_pattern(first);
  return first;
}

Node* Parser::parse_match_pattern(Node* value) {
  Token op = tok_;
  bool test = at_kw(Kw::In);
  lexer_.set_in_kwarg(true);
  lexer_.set_state(LS_BEG | LS_LABEL);  // `expr => k:` starts a bracket-less hash pattern
  advance();
  Node* pattern = parse_pattern_scope();
  lexer_.set_in_kwarg(false);
  Node* match = node_with(NodeKind::MatchPattern, op, {value, pattern});
  if (test) match->flags |= PATTERN_TEST;
  return match;
}

} // namespace garnet::parse
