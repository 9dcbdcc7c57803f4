// parser_internal.h — the Parser class shared by the parser_*.cpp files.
//
// parser.cpp         token plumbing, errors, scopes, statements, modifiers
// parser_expr.cpp    operators, precedence, assignment, multiple assignment
// parser_call.cpp    identifiers, method calls, arguments, blocks, lambdas
// parser_control.cpp primary expressions and control-flow keywords
// parser_literal.cpp numbers, strings, symbols, regexps, arrays, hashes
// parser_def.cpp     def/class/module, parameter lists, rescue bodies
// parser_pattern.cpp case/in and one-line pattern matching
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "parse/lexer.h"
#include "parse/parser.h"

namespace garnet::parse {

// _1 .. _9: the names numbered block parameters take.
bool is_numbered_param_name(const std::string& name);


class Parser {
 public:
  Parser(std::string_view source, const ParseOptions& options, ParseResult& out);
  void run();

 private:
  // What encloses the code being parsed (for break/next/redo/retry/return/
  // yield validity and dynamic constant assignment).
  enum class Ctx : uint8_t { Top, Def, Class, Module, Block, Lambda, Loop, Rescue };

  struct Scope {
    std::vector<std::string> locals;
    bool is_block = false;          // sees the enclosing scope's locals
    bool explicit_params = false;   // a block with |params|
    int numbered = 0;               // highest _N used
    bool uses_it = false;
  };

  struct PendingExit {  // break/next/redo outside a loop, unless a modifier loop follows
    uint32_t line, column;
    std::string keyword;
  };

  // Saves and restores the context flags around a nested bracketed region.
  class FlagScope {
   public:
    FlagScope(Parser& p, bool no_do, bool no_in, bool no_brace_block = false)
        : parser_(p), no_do_(p.no_do_), no_in_(p.no_in_), no_brace_block_(p.no_brace_block_) {
      p.no_do_ = no_do;
      p.no_in_ = no_in;
      p.no_brace_block_ = no_brace_block;
    }
    ~FlagScope() {
      parser_.no_do_ = no_do_;
      parser_.no_in_ = no_in_;
      parser_.no_brace_block_ = no_brace_block_;
    }
   private:
    Parser& parser_;
    bool no_do_, no_in_, no_brace_block_;
  };

  class ScopeGuard {
   public:
    ScopeGuard(Parser& p, bool is_block, Ctx ctx) : parser_(p) {
      p.scopes_.push_back(Scope{});
      p.scopes_.back().is_block = is_block;
      p.ctx_.push_back(ctx);
    }
    ~ScopeGuard() {
      parser_.scopes_.pop_back();
      parser_.ctx_.pop_back();
    }
   private:
    Parser& parser_;
  };

  class CtxGuard {
   public:
    CtxGuard(Parser& p, Ctx ctx) : parser_(p) { p.ctx_.push_back(ctx); }
    ~CtxGuard() { parser_.ctx_.pop_back(); }
   private:
    Parser& parser_;
  };

  // ---- parser.cpp: tokens, errors, nodes, scopes ----
  bool stack_left();
  void advance();
  bool at(Tok t) const { return tok_.type == t; }
  bool at_kw(Kw k) const { return tok_.type == Tok::Keyword && tok_.kw == k; }
  bool accept(Tok t);
  bool accept_kw(Kw k);
  bool at_term() const { return at(Tok::Newline) || at(Tok::Semi); }
  void skip_terms();
  void skip_newlines();
  bool failed() const { return diag_.failed; }
  void fail(const Token& at, const std::string& message);
  void note_error(const Token& at, const std::string& message);
  Node* fail_expected(const std::string& what);
  static std::string unexpected(const Token& t);
  Node* error_node();
  // Messages are views: call sites pass literals, and nothing is built unless
  // the expectation fails.
  void expect(Tok t, std::string_view message);
  void expect_end(std::string_view message);
  // A construct the input ended inside: noted, and the parse unwinds as if
  // its `end` were there, so that every enclosing construct is reported too.
  void note_unclosed_at_eof(std::string_view message);
  bool accept_then();

  // Spans for Node::spot: one token's, or from a token through the last
  // token consumed.
  static Span token_span(const Token& t) { return {t.line, t.column, t.end_line, t.end_column}; }
  Span span_from(const Token& start) const { return {start.line, start.column, prev_end_line_, prev_end_column_}; }

  Node* node(NodeKind kind, const Token& at);
  Node* node(NodeKind kind, const Node* at);
  Node* named(NodeKind kind, const Token& at);
  Node* node_with(NodeKind kind, const Token& at, std::initializer_list<Node*> kids);
  Node* make_call(const std::string& name, const Token& at, Node* recv, Node* args,
                  uint32_t flags);
  static Node* body_of(Node* seq);
  Node* expr_of(Node* seq);

  static bool is_local_callback(const void* self, std::string_view name);
  bool lookup_local(std::string_view name) const;
  void declare(const std::string& name);
  Scope& scope() { return scopes_.back(); }
  bool in_ctx(Ctx wanted) const;  // wanted encloses us within the current method
  bool in_loop_or_block() const;
  bool in_def() const;
  bool yield_allowed() const;
  bool in_class_body() const;
  void note_block_exit(const Token& keyword);
  void flush_block_exits(size_t mark);

  // ---- statements (parser.cpp) ----
  Node* parse_program();
  bool at_statements_end() const;
  Node* parse_statements();
  Node* parse_statement();
  Node* apply_modifier(Node* stmt, size_t exit_mark);
  Node* parse_expr_stmt(bool statement = false);
  Node* parse_not_expr(bool statement);
  Node* parse_expr(bool statement);
  Node* parse_match_pattern(Node* value);

  // ---- parser_expr.cpp ----
  Node* parse_arg();
  Node* parse_ternary();
  Node* parse_range();
  Node* parse_binary(int min_precedence);
  Node* non_associative(Node* left);
  Node* condition_of(Node* cond);
  Node* parse_begin_block();
  Node* parse_end_block();
  Node* make_binary(const Token& op, Node* left, Node* right, Span right_span);
  Node* parse_unary();
  Node* parse_negative_number();
  Node* parse_pow();
  Node* parse_operand();
  Node* parse_postfix_only();
  Node* maybe_assignment(Node* lhs);
  Node* parse_assignment_rhs();
  Node* parse_mrhs(Node* first);
  bool is_assignable(const Node* n) const;
  Node* to_target(Node* n);
  Node* to_op_target(Node* n);
  static Node* assigned_value(Node* asgn);
  static bool is_single_assignment(const Node* n);
  // break, next, redo, retry, return: jumps that have no value of their own.
  static bool is_void_value(const Node* n);
  Node* extend_rhs_list(Node* asgn);
  Node* parse_multi_assign(Node* first);
  Node* parse_mlhs_item();
  Node* named_capture_match(const Token& op, Node* regex, Node* match);
  bool can_start_expression(const Token& t) const;
  bool starts_value(const Token& t) const;  // an expression, but not a modifier keyword
  bool can_start_command_arg(const Token& t) const;

  // ---- parser_call.cpp ----
  Node* parse_identifier();
  Node* implicit_param(const Token& name);
  Node* parse_constant();
  bool constant_takes_command_args() const;
  Node* parse_postfix_chain(Node* n);
  Node* parse_dot_call(Node* recv);
  Node* parse_colon2(Node* scope);
  Node* parse_index(Node* recv);
  Node* parse_call_arguments(Node* call, const Token& name);
  void parse_command_args(Node* call, Node** args_slot, Node** block_slot);
  Node* parse_paren_args(Node** block_slot);
  Node* parse_arg_list(Tok closing, Node** block_slot);
  void parse_arg_item(Node* args, Node*& kwargs, Tok closing, Node** block_slot);
  Node* parse_label_pair();
  Node* shorthand_value(const Token& label);
  static Node** block_slot_of(Node* n);
  bool blockable(Node* n) const;
  Node* attach_block(Node* call, Node* block);
  Node* parse_block();
  Node* parse_block_params();
  void finish_implicit_params(Node* block);
  Node* parse_lambda();

  // ---- parser_control.cpp ----
  Node* parse_primary();
  Node* parse_keyword();
  Node* parse_paren_expr();
  Node* parse_if(bool unless);
  Node* parse_loop(bool until);
  Node* parse_for();
  Node* parse_case();
  Node* parse_case_when(Node* kase);
  Node* parse_begin();
  Node* parse_jump(NodeKind kind);
  Node* parse_jump_value();
  Node* parse_yield();
  Node* parse_super();
  Node* parse_defined();
  Node* parse_alias();
  Node* parse_undef();
  Node* parse_method_name_symbol(bool name_follows);

  // ---- parser_literal.cpp ----
  Node* parse_number(const Token& t, bool negative);
  Node* parse_plain_number(const Token& t, bool negative);
  Node* parse_string();
  void parse_string_parts(std::vector<Node*>& parts, Token* end, uint32_t state_after = 0);
  void parse_interpolation(std::vector<Node*>& parts);
  Node* var_from_text(const std::string& text, const Token& at);
  Node* string_piece(const Token& t);
  Node* combine_parts(NodeKind dynamic_kind, std::vector<Node*>& parts, const Token& at);
  Node* parse_words();
  Node* parse_regex();
  Node* parse_xstring();
  Node* parse_dsym(uint32_t state_after = 0);
  Node* parse_array_literal();
  Node* parse_hash_literal();

  // ---- parser_def.cpp ----
  Node* parse_def();
  Node* parse_def_on_expression(const Token& kw);
  Node* parse_def_rest(const Token& kw, Node* singleton, const std::string& name, Span name_spot);
  static bool method_name_of(const Token& t, std::string& name);
  Node* parse_def_params();
  Node* parse_param_list(Tok closing, bool block);
  void parse_param(Node* params, bool& seen_rest, bool block);
  Node* make_param(const Token& at, const std::string& name, uint32_t kind);
  void declare_param(const Token& at, const std::string& name);
  Node* parse_destructure_param();
  Node* parse_class();
  Node* parse_module();
  Node* parse_cpath();
  Node* parse_body_with_rescue();
  Node* parse_rescue_clause();

  // ---- parser_pattern.cpp ----
  Node* parse_case_in(Node* kase);
  Node* parse_pattern_top();
  Node* parse_pattern_alt();
  Node* parse_pattern_primary();
  Node* parse_pattern_value();
  Node* parse_array_pattern(Node* constant, Tok closing);
  Node* parse_hash_pattern(Node* constant, Tok closing);
  void parse_array_pattern_items(Node* pat, Tok closing);
  void parse_hash_pattern_items(Node* pat, Tok closing);
  Node* parse_pattern_splat();
  Node* finish_array_pattern(Node* pat);
  Node* parse_pin();
  Node* parse_pattern_constant();
  Node* bind_pattern(const Token& name);
  Node* parse_pattern_scope();
  void bind_pattern_name(const Token& at, const std::string& name);

  std::string_view source_;
  const ParseOptions& options_;
  StackBudget stack_;  // options_.stack, counted from run()
  ParseResult& out_;
  Diagnostics diag_;
  Lexer lexer_;
  Token tok_;
  uint32_t prev_end_line_ = 0, prev_end_column_ = 0; // where the last consumed token ends
  std::vector<Scope> scopes_;
  std::vector<Ctx> ctx_;
  bool in_defined_ = false;  // inside defined?(...)
  int flip_flops_ = 0;       // flip-flops named so far (their hidden locals)
  std::vector<Node*> begin_blocks_; // BEGIN bodies, run first
  std::vector<PendingExit> pending_exits_;
  bool no_do_ = false;   // `do` belongs to an enclosing command / while / for
  bool no_in_ = false;   // `in` belongs to an enclosing for / case
  bool no_brace_block_ = false;  // `{` opens an enclosing lambda's body (`-> a = f() { }`)
  bool statement_open_ = false; // the last statement read had no terminator after it
  bool unclosed_at_eof_ = false; // some construct was still open at the end of the input
  Node* last_begin_ = nullptr;  // the most recent begin...end (for DO_WHILE)
  Node* label_node_ = nullptr;  // the most recent "string": label key
  std::vector<std::string> pattern_names_; // variables bound so far by the pattern being read
};

} // namespace garnet::parse
