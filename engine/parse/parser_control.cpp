// parser_control.cpp — primary expressions: the dispatch on the current token,
// parenthesized expressions, and the keyword forms (if/unless, while/until,
// for, case/when, begin, break/next/return/redo/retry, yield, super,
// defined?, alias, undef, self/nil/true/false, __FILE__/__LINE__).
#include "parse/parser_internal.h"

namespace garnet::parse {

Node* Parser::parse_primary() {
  if (failed()) return error_node();
  Token t = tok_;
  switch (t.type) {
    case Tok::Int:
    case Tok::Float:
      advance();
      return parse_number(t, false);
    case Tok::StrBeg: return parse_string();
    case Tok::XStrBeg: return parse_xstring();
    case Tok::RegexBeg: return parse_regex();
    case Tok::SymBeg: return parse_dsym();
    case Tok::WordsBeg:
    case Tok::SymbolsBeg: return parse_words();
    case Tok::Symbol: {
      advance();
      Node* sym = named(NodeKind::Sym, t);
      return sym;
    }
    case Tok::Char: {
      advance();
      return string_piece(t);
    }
    case Tok::Ident: return parse_identifier();
    case Tok::Const: return parse_constant();
    case Tok::IVar: case Tok::CVar: case Tok::GVar: case Tok::NthRef: case Tok::BackRef:
      advance();
      return var_from_text(t.type == Tok::BackRef ? std::string("$") + t.text : t.text, t);
    case Tok::Colon3: {
      advance();
      Token name = tok_;
      if (accept(Tok::Const)) {
        Node* c = named(NodeKind::Const, name);
        c->flags |= TOP_LEVEL;
        c->kids.push_back(nullptr);
        return c;
      }
      return fail_expected("a constant after `::`");
    }
    case Tok::LParen:
    case Tok::LParenArg:
    case Tok::LParenCall: return parse_paren_expr();
    case Tok::LBrack: case Tok::LBrackIndex: return parse_array_literal();
    case Tok::LBrace: return parse_hash_literal();
    case Tok::Lambda: return parse_lambda();
    case Tok::Keyword: return parse_keyword();
    case Tok::BDot2:
    case Tok::BDot3: return parse_range();
    case Tok::Label:
      fail(t, "unexpected label");
      return error_node();
    case Tok::Eof:
      return fail_expected("an expression");
    default:
      if (t.type == Tok::RBrace || t.type == Tok::RParen || t.type == Tok::RBrack)
        fail(t, unexpected(t) + ", ignoring it");
      else
        fail(t, unexpected(t) + "; expected an expression");
      return error_node();
  }
}

Node* Parser::parse_keyword() {
  Token t = tok_;
  auto simple = [&](NodeKind kind) {
    advance();
    return node(kind, t);
  };
  switch (t.kw) {
    case Kw::Nil: return simple(NodeKind::Nil);
    case Kw::True: return simple(NodeKind::True);
    case Kw::False: return simple(NodeKind::False);
    case Kw::Self: return simple(NodeKind::Self);
    case Kw::File:
    case Kw::Encoding: {
      advance();
      if (at(Tok::Assign) || at(Tok::OpAsgn)) return fail(tok_, "Can't assign to " + t.text), error_node();
      return make_call(t.text, t, nullptr, nullptr, FCALL | VCALL);
    }
    case Kw::Line: {
      advance();
      if (at(Tok::Assign) || at(Tok::OpAsgn)) return fail(tok_, "Can't assign to " + t.text), error_node();
      Node* n = node(NodeKind::Int, t);
      n->ival = t.line;
      return n;
    }
    case Kw::If: return parse_if(false);
    case Kw::Unless: return parse_if(true);
    case Kw::While: return parse_loop(false);
    case Kw::Until: return parse_loop(true);
    case Kw::For: return parse_for();
    case Kw::Case: return parse_case();
    case Kw::Begin: return parse_begin();
    case Kw::Def: return parse_def();
    case Kw::Class: return parse_class();
    case Kw::Module: return parse_module();
    case Kw::Break: return parse_jump(NodeKind::Break);
    case Kw::Next: return parse_jump(NodeKind::Next);
    case Kw::Return: return parse_jump(NodeKind::Return);
    case Kw::Redo:
      note_block_exit(t);
      return simple(NodeKind::Redo);
    case Kw::Retry:
      if (!in_ctx(Ctx::Rescue) && !in_defined_) {  // defined?(retry) is "expression"

        fail(t, "Invalid retry without rescue");
        return error_node();
      }
      return simple(NodeKind::Retry);
    case Kw::Yield: return parse_yield();
    case Kw::Super: return parse_super();
    case Kw::Defined: return parse_defined();
    case Kw::Alias: return parse_alias();
    case Kw::Undef: return parse_undef();
    case Kw::Not: {
      advance();
      Node* operand = parse_expr(false);
      return make_call("!", t, operand, nullptr, 0);
    }
    case Kw::BeginUpper:
    case Kw::EndUpper:
      fail(t, t.text + " blocks are not supported");
      return error_node();
    case Kw::End:
      fail(t, "unexpected 'end', ignoring it");
      return error_node();
    default:
      fail(t, unexpected(t) + "; expected an expression");
      return error_node();
  }
}

Node* Parser::parse_paren_expr() {
  Token open = tok_;
  advance();
  FlagScope flags(*this, false, false);
  skip_terms();
  if (accept(Tok::RParen)) return node(NodeKind::Seq, open);
  Node* seq = parse_statements();
  if (!accept(Tok::RParen)) {
    fail(tok_, unexpected(tok_) + "; expected a matching `)`");
    return error_node();
  }
  return expr_of(seq);
}

// ---- conditionals and loops ----

Node* Parser::parse_if(bool unless) {
  Token kw = tok_;
  const char* term = "expected an `end` to close the conditional clause";
  std::vector<std::pair<Token, std::pair<Node*, Node*>>> arms;  // (keyword, (cond, body))
  Node* else_body = nullptr;
  for (;;) {
    Token arm = tok_;
    advance();
    Node* cond = condition_of(parse_expr_stmt());
    if (!accept_then()) return error_node();
    Node* body = body_of(parse_statements());
    arms.push_back({arm, {cond, body}});
    if (unless || !at_kw(Kw::Elsif)) break;
  }
  if (accept_kw(Kw::Else)) else_body = body_of(parse_statements());
  expect_end(term);
  for (auto it = arms.rbegin(); it != arms.rend(); ++it) {
    Node* cond = it->second.first;
    Node* body = it->second.second;
    else_body = unless ? node_with(NodeKind::If, it->first, {cond, else_body, body})
                       : node_with(NodeKind::If, it->first, {cond, body, else_body});
  }
  (void)kw;
  return else_body;
}

Node* Parser::parse_loop(bool until) {
  Token kw = tok_;
  advance();
  Node* cond;
  {
    FlagScope flags(*this, true, false);
    cond = parse_expr_stmt();
  }
  if (!accept_kw(Kw::Do)) {
    if (!at_term()) return fail_expected(until ? "`do` or a newline after the `until` condition" : "`do` or a newline after the `while` condition");
  }
  CtxGuard loop(*this, Ctx::Loop);
  FlagScope flags(*this, false, false);
  Node* body = body_of(parse_statements());
  expect_end(until ? "expected an `end` to close the `until` statement"
                   : "expected an `end` to close the `while` statement");
  Node* n = node_with(NodeKind::While, kw, {condition_of(cond), body});
  if (until) n->flags |= UNTIL;
  return n;
}

Node* Parser::parse_for() {
  Token kw = tok_;
  advance();
  Node* target;
  {
    FlagScope flags(*this, true, true);
    Node* first = parse_mlhs_item();
    target = at(Tok::Comma) ? parse_multi_assign(first) : to_target(first);
  }
  if (!accept_kw(Kw::In)) return fail_expected("an `in` after the index in a `for` statement");
  Node* iterable;
  {
    FlagScope flags(*this, true, false);
    iterable = parse_expr_stmt();
  }
  if (!accept_kw(Kw::Do) && !at_term())
    return fail_expected("`do` or a newline after the `for` collection");
  CtxGuard loop(*this, Ctx::Loop);
  FlagScope flags(*this, false, false);
  Node* body = body_of(parse_statements());
  expect_end("expected an `end` to close the `for` loop");
  return node_with(NodeKind::For, kw, {target, iterable, body});
}

Node* Parser::parse_case() {
  Token kw = tok_;
  advance();
  Node* subject = nullptr;
  if (!at_term() && !at_kw(Kw::When) && !at_kw(Kw::In)) {
    FlagScope flags(*this, false, true);
    subject = parse_expr_stmt();
  }
  skip_terms();
  Node* kase = node_with(NodeKind::Case, kw, {subject, nullptr});
  if (at_kw(Kw::When)) return parse_case_when(kase);
  if (at_kw(Kw::In)) return parse_case_in(kase);
  fail(tok_, "expected a `when` or `in` clause after `case`");
  return error_node();
}

Node* Parser::parse_case_when(Node* kase) {
  while (!failed() && at_kw(Kw::When)) {
    Token when = tok_;
    advance();
    Node* conds = node(NodeKind::Args, when);
    do {
      skip_newlines();
      if (at(Tok::Splat)) {
        Token star = tok_;
        advance();
        conds->kids.push_back(node_with(NodeKind::Splat, star, {parse_arg()}));
      } else {
        conds->kids.push_back(parse_arg());
      }
    } while (!failed() && accept(Tok::Comma));
    if (!accept_then()) return error_node();
    Node* body = body_of(parse_statements());
    kase->kids.push_back(node_with(NodeKind::When, when, {conds, body}));
  }
  if (accept_kw(Kw::Else)) kase->kids[1] = body_of(parse_statements());
  if (!failed()) expect_end("expected an `end` to close the `case` statement");
  return kase;
}

Node* Parser::parse_begin() {
  advance();
  FlagScope flags(*this, false, false);
  Node* body = parse_body_with_rescue();
  expect_end("expected an `end` to close the `begin` statement");
  Node* result = body->kind == NodeKind::Seq ? expr_of(body) : body;
  last_begin_ = result;
  return result;
}

// ---- jumps ----

Node* Parser::parse_jump(NodeKind kind) {
  Token kw = tok_;
  advance();
  if (kind == NodeKind::Return) {
    if (in_class_body()) {
      fail(kw, "Invalid return in class/module body");
      return error_node();
    }
  } else {
    note_block_exit(kw);
  }
  Node* value = parse_jump_value();
  return node_with(kind, kw, {value});
}

// The optional value of return/break/next: several values make an Array.
Node* Parser::parse_jump_value() {
  if (!starts_value(tok_) && !at(Tok::Label) && !at(Tok::Amper)) return nullptr;
  Node* args = parse_arg_list(Tok::Eof, nullptr);
  if (!args) return nullptr;
  if (args->kids.size() == 1 && args->kids[0]->kind != NodeKind::Splat) {
    Node* only = args->kids[0];
    if (only->kind == NodeKind::Hash) only->flags &= ~BRACELESS;
    return only;
  }
  Node* list = node(NodeKind::Array, args);
  list->kids = args->kids;
  for (Node* k : list->kids)
    if (k->kind == NodeKind::Hash) k->flags &= ~BRACELESS;
  return list;
}

Node* Parser::parse_yield() {
  Token kw = tok_;
  advance();
  if (!yield_allowed()) {
    fail(kw, "Invalid yield");
    return error_node();
  }
  Node* y = node_with(NodeKind::Yield, kw, {nullptr});
  if (at(Tok::LParenCall)) {
    y->kids[0] = parse_paren_args(nullptr);
  } else if (can_start_command_arg(tok_)) {
    FlagScope flags(*this, true, no_in_);
    y->kids[0] = parse_arg_list(Tok::Eof, nullptr);
  }
  return y;
}

Node* Parser::parse_super() {
  Token kw = tok_;
  advance();
  if (at(Tok::LParenCall)) {
    Node* s = node_with(NodeKind::Super, kw, {nullptr, nullptr});
    s->kids[0] = parse_paren_args(&s->kids[1]);
    return s;
  }
  if (can_start_command_arg(tok_)) {
    Node* s = node_with(NodeKind::Super, kw, {nullptr, nullptr});
    parse_command_args(s, &s->kids[0], &s->kids[1]);
    return s;
  }
  return node_with(NodeKind::ZSuper, kw, {nullptr});
}

Node* Parser::parse_defined() {
  Token kw = tok_;
  advance();
  bool outer_defined = in_defined_;
  in_defined_ = true;
  struct Restore { bool& flag; bool value; ~Restore() { flag = value; } } restore{in_defined_, outer_defined};
  if (at(Tok::LParenCall)) {
    advance();
    FlagScope flags(*this, false, false);
    skip_newlines();
    Node* e = parse_expr_stmt();
    skip_newlines();
    if (!accept(Tok::RParen)) return fail_expected("a `)` to close the `defined?` expression");
    return node_with(NodeKind::Defined, kw, {e});
  }
  return node_with(NodeKind::Defined, kw, {parse_arg()});
}

// A method name as a Sym (or a GVar) for alias/undef. When another name
// follows directly (alias), the lexer must read it as a method name too.
Node* Parser::parse_method_name_symbol(bool name_follows) {
  Token t = tok_;
  if (at(Tok::SymBeg)) return parse_dsym(name_follows ? LS_FNAME : 0);
  if (at(Tok::GVar) || at(Tok::BackRef) || at(Tok::NthRef)) {
    if (name_follows) lexer_.set_state(LS_FNAME);
    advance();
    Node* g = node(NodeKind::GVar, t);
    g->str = t.type == Tok::BackRef ? std::string("$") + t.text : t.text;
    return g;
  }
  std::string name;
  if (!method_name_of(t, name)) return fail_expected("a method name");
  if (name_follows) lexer_.set_state(LS_FNAME);
  advance();
  Node* sym = node(NodeKind::Sym, t);
  sym->str = name;
  return sym;
}

Node* Parser::parse_alias() {
  Token kw = tok_;
  advance();
  Node* new_name = parse_method_name_symbol(true);
  if (failed()) return new_name;
  Node* old_name = parse_method_name_symbol(false);
  return node_with(NodeKind::Alias, kw, {new_name, old_name});
}

Node* Parser::parse_undef() {
  Token kw = tok_;
  advance();
  Node* undef = node(NodeKind::Undef, kw);
  for (;;) {
    undef->kids.push_back(parse_method_name_symbol(false));
    if (failed() || !at(Tok::Comma)) break;
    lexer_.set_state(LS_FNAME);
    advance();
  }
  return undef;
}

} // namespace garnet::parse
