// parser_def.cpp — definitions: def (singleton, operator, setter and endless
// forms), parameter lists shared by methods, blocks and lambdas (including
// destructuring and block-locals), class / class << / module, and bodies with
// rescue/else/ensure clauses.
#include "parse/parser_internal.h"

namespace garnet::parse {

// ---- def ----

bool Parser::method_name_of(const Token& t, std::string& name) {
  switch (t.type) {
    case Tok::Ident: case Tok::Const: case Tok::Keyword: case Tok::OpName:
    case Tok::Plus: case Tok::Minus: case Tok::Star: case Tok::Pow: case Tok::Slash:
    case Tok::Percent: case Tok::LShift: case Tok::RShift: case Tok::Amp: case Tok::Pipe:
    case Tok::Caret: case Tok::Lt: case Tok::Le: case Tok::Gt: case Tok::Ge: case Tok::Cmp:
    case Tok::Eq: case Tok::Eqq: case Tok::Neq: case Tok::Match: case Tok::NMatch:
    case Tok::Bang: case Tok::Tilde: case Tok::Symbol:
      name = t.text;
      return !name.empty();
    case Tok::UPlus: name = std::string("+@"); return true;
    case Tok::UMinus: name = std::string("-@"); return true;
    case Tok::Splat: name = std::string("*"); return true;
    case Tok::DSplat: name = std::string("**"); return true;
    case Tok::Amper: name = std::string("&"); return true;
    default:
      return false;
  }
}

namespace {

// name= (and []=) but not the comparison operators ending in =.
bool is_setter_name(const std::string& name) {
  if (name.size() < 2 || name.back() != '=') return false;
  return name != "==" && name != "===" && name != "!=" && name != "<=" && name != ">=";
}

} // namespace

Node* Parser::parse_def() {
  Token kw = tok_;
  advance();  // the lexer reads the name in FNAME state
  Token name_tok = tok_;
  std::string name;
  Node* singleton = nullptr;
  if (at(Tok::LParen) || at(Tok::LParenArg)) return parse_def_on_expression(kw);
  if (!method_name_of(name_tok, name) && !at(Tok::IVar) && !at(Tok::GVar) && !at(Tok::CVar))
    return fail_expected("a method name");
  advance();
  Span name_spot = token_span(name_tok);
  if (at(Tok::Dot) || (at(Tok::Colon2) && name_tok.type != Tok::Keyword)) {
    Token dot = tok_;
    if (name_tok.text == "self") {
      singleton = node(NodeKind::Self, name_tok);
    } else if (name_tok.text == "nil" || name_tok.text == "true" || name_tok.text == "false") {
      singleton = node(name_tok.text == "nil" ? NodeKind::Nil : name_tok.text == "true" ? NodeKind::True : NodeKind::False,
                       name_tok);
    } else if (name_tok.type == Tok::Const) {
      singleton = named(NodeKind::Const, name_tok);
      singleton->kids.push_back(nullptr);
    } else if (name_tok.type == Tok::IVar || name_tok.type == Tok::GVar || name_tok.type == Tok::CVar) {
      singleton = var_from_text(name_tok.text, name_tok);
    } else if (lookup_local(name_tok.text)) {
      singleton = named(NodeKind::LVar, name_tok);
    } else {
      singleton = make_call(name_tok.text, name_tok, nullptr, nullptr, VCALL | FCALL);
    }
    lexer_.set_state(LS_FNAME);
    advance();
    name_tok = tok_;
    if (!method_name_of(name_tok, name)) return fail_expected("a method name");
    advance();
    name_spot = span_from(dot);
  } else if (name.empty()) {
    fail(name_tok, unexpected(name_tok) + "; expected a method name");
    return error_node();
  }
  return parse_def_rest(kw, singleton, name, name_spot);
}

// The parameters and body of a def whose receiver and name are read.
Node* Parser::parse_def_rest(const Token& kw, Node* singleton, const std::string& name, Span name_spot) {
  Node* def = node_with(NodeKind::Def, kw, {singleton, nullptr, nullptr});
  def->str = name;
  def->spot = name_spot;
  ScopeGuard method_scope(*this, false, Ctx::Def);
  FlagScope flags(*this, false, false);
  size_t exit_mark = pending_exits_.size();
  def->kids[1] = parse_def_params();
  if (at(Tok::Assign) && is_setter_name(name)) {
    fail(kw, "invalid method name; a setter method cannot be defined in an endless method definition");
    return error_node();
  }
  if (accept(Tok::Assign)) {  // endless def
    skip_newlines();
    Node* body = parse_expr(false);
    if (at_kw(Kw::Rescue) && !failed()) {
      Token r = tok_;
      advance();
      Node* clause = node_with(NodeKind::RescueClause, r, {nullptr, nullptr, parse_arg()});
      body = node_with(NodeKind::Begin, r, {body, nullptr, nullptr, clause});
    }
    def->kids[2] = body;
  } else {
    def->kids[2] = body_of(parse_body_with_rescue());
    expect_end("expected an `end` to close the `def` statement");
  }
  flush_block_exits(exit_mark);
  return def;
}

// def (expr).name: a singleton method on the value of a parenthesized
// expression, which runs when the def does.
Node* Parser::parse_def_on_expression(const Token& kw) {
  advance();
  Node* singleton = parse_expr(false);
  skip_newlines();
  if (failed()) return singleton;
  if (!at(Tok::RParen)) return fail_expected("a `)` to close the singleton expression");
  advance();
  if (!at(Tok::Dot) && !at(Tok::Colon2)) return fail_expected("a `.` after the singleton expression");
  Token dot = tok_;
  lexer_.set_state(LS_FNAME);
  advance();
  std::string name;
  if (!method_name_of(tok_, name)) return fail_expected("a method name");
  advance();
  return parse_def_rest(kw, singleton, name, span_from(dot));
}

Node* Parser::parse_def_params() {
  if (at(Tok::LParen) || at(Tok::LParenCall) || at(Tok::LParenArg)) {
    advance();
    Node* params = parse_param_list(Tok::RParen, false);
    if (!at(Tok::RParen)) {
      fail(tok_, unexpected(tok_) + "; expected a `)` to close the parameters");
      return params;
    }
    lexer_.set_state(LS_BEG);  // the body starts: `def f(x) /re/ end`
    advance();
    return params->kids.empty() ? nullptr : params;
  }
  if (at_term() || at(Tok::Assign) || at(Tok::Eof)) return nullptr;
  lexer_.set_in_kwarg(true);
  Node* params = parse_param_list(Tok::Newline, false);
  lexer_.set_in_kwarg(false);
  if (!at_term() && !failed()) fail_expected("a newline or `;` after the parameters");
  return params;
}

// ---- parameter lists ----

Node* Parser::make_param(const Token& at, const std::string& name, uint32_t kind) {
  Node* p = node(NodeKind::Param, at);
  p->str = name;
  p->flags = kind;
  return p;
}

void Parser::declare_param(const Token& at, const std::string& name) {
  for (const std::string& local : scope().locals) {
    if (local == name && name[0] != '_') {
      fail(at, "duplicated argument name");
      return;
    }
  }
  scope().locals.push_back(name);
}

Node* Parser::parse_param_list(Tok closing, bool block) {
  Node* params = node(NodeKind::Params, tok_);
  bool seen_rest = false;
  bool bracketed = closing == Tok::RParen;
  for (;;) {
    if (bracketed) skip_newlines();
    if (at(closing) || failed()) break;
    if (block && at(Tok::Semi)) break;
    parse_param(params, seen_rest, block);
    if (bracketed) skip_newlines();
    if (!accept(Tok::Comma)) break;
    if (block && at(Tok::Pipe)) {
      params->flags |= EXCESS_COMMA;
      break;
    }
  }
  if (block && accept(Tok::Semi)) {  // block-local variables
    do {
      skip_newlines();
      Token t = tok_;
      if (!accept(Tok::Ident)) {
        fail_expected("a block-local variable name");
        break;
      }
      declare_param(t, t.text);
      params->kids.push_back(make_param(t, t.text, PARAM_BLOCK_LOCAL));
    } while (accept(Tok::Comma));
  }
  return params;
}

void Parser::parse_param(Node* params, bool& seen_rest, bool block) {
  Token t = tok_;
  auto optional_name = [&]() -> std::string {
    if (!at(Tok::Ident)) return {};
    std::string name = tok_.text;
    declare_param(tok_, name);
    advance();
    return name;
  };
  switch (t.type) {
    case Tok::Ident: {
      advance();
      declare_param(t, t.text);
      if (accept(Tok::Assign)) {
        Node* value = block ? parse_operand() : parse_arg();
        Node* p = make_param(t, t.text, PARAM_OPT);
        p->kids.push_back(value);
        params->kids.push_back(p);
      } else {
        params->kids.push_back(make_param(t, t.text, seen_rest ? PARAM_POST : PARAM_REQ));
      }
      return;
    }
    case Tok::Label: {
      advance();
      declare_param(t, t.text);
      Node* p = make_param(t, t.text, PARAM_KEY);
      if (starts_value(tok_) && !at(Tok::Pipe) && !(no_brace_block_ && at(Tok::LBrace)))
        p->kids.push_back(block ? parse_operand() : parse_arg());
      params->kids.push_back(p);
      return;
    }
    case Tok::Splat:
    case Tok::Star:
      if (seen_rest) {
        fail(t, "unexpected multiple `*` splat parameters");
        return;
      }
      advance();
      seen_rest = true;
      params->kids.push_back(make_param(t, optional_name(), PARAM_REST));
      return;
    case Tok::DSplat:
    case Tok::Pow:
      advance();
      if (accept_kw(Kw::Nil)) {
        params->kids.push_back(make_param(t, "", PARAM_NO_KW));
        return;
      }
      params->kids.push_back(make_param(t, optional_name(), PARAM_KWREST));
      return;
    case Tok::Amper:
    case Tok::Amp:
      advance();
      params->kids.push_back(make_param(t, optional_name(), PARAM_BLOCK));
      return;
    case Tok::BDot3:
    case Tok::Dot3:
      lexer_.set_state(LS_END);  // `def f ...` ends its parameters at the newline
      advance();
      params->kids.push_back(make_param(t, "", PARAM_FORWARD));
      return;
    case Tok::LParen:
    case Tok::LParenCall:
    case Tok::LParenArg: {
      Node* p = make_param(t, "", PARAM_DESTRUCTURE);
      p->kids.push_back(parse_destructure_param());
      params->kids.push_back(p);
      return;
    }
    case Tok::IVar:
      fail(t, "formal argument cannot be an instance variable");
      return;
    case Tok::GVar:
      fail(t, "formal argument cannot be a global variable");
      return;
    case Tok::CVar:
      fail(t, "formal argument cannot be a class variable");
      return;
    case Tok::Const:
      fail(t, "formal argument cannot be a constant");
      return;
    default:
      fail_expected("a parameter");
  }
}

// (a, (b, c), *rest) in a parameter list: an Mlhs of value-less LAsgn.
Node* Parser::parse_destructure_param() {
  Token open = tok_;
  advance();
  Node* mlhs = node(NodeKind::Mlhs, open);
  if (!stack_left()) return mlhs;
  for (;;) {
    skip_newlines();
    Token t = tok_;
    if (at(Tok::Splat) || at(Tok::Star)) {
      advance();
      Node* target = nullptr;
      if (at(Tok::Ident)) {
        declare_param(tok_, tok_.text);
        target = named(NodeKind::LAsgn, tok_);
        advance();
      }
      mlhs->kids.push_back(node_with(NodeKind::Splat, t, {target}));
    } else if (at(Tok::LParen) || at(Tok::LParenCall) || at(Tok::LParenArg)) {
      mlhs->kids.push_back(parse_destructure_param());
    } else if (at(Tok::Ident)) {
      declare_param(t, t.text);
      Node* target = named(NodeKind::LAsgn, t);
      mlhs->kids.push_back(target);
      advance();
    } else {
      fail_expected("a parameter name");
      return mlhs;
    }
    skip_newlines();
    if (!accept(Tok::Comma)) break;
  }
  if (!accept(Tok::RParen)) fail_expected("a `)` to close the destructured parameter");
  return mlhs;
}

// ---- class and module ----

Node* Parser::parse_cpath() {
  Token t = tok_;
  Node* path = nullptr;
  if (accept(Tok::Colon3)) {
    t = tok_;
    if (!accept(Tok::Const)) return fail_expected("a constant name");
    path = named(NodeKind::Const, t);
    path->flags |= TOP_LEVEL;
    path->kids.push_back(nullptr);
  } else if (accept(Tok::Const)) {
    path = named(NodeKind::Const, t);
    path->kids.push_back(nullptr);
  } else {
    // primary_value::Name: any expression scoped by `::`, checked when run
    Node* scoped = at(Tok::Int) || at(Tok::Ident) || at(Tok::LParen) || at(Tok::LParenArg) || at(Tok::Keyword) ||
                               at(Tok::IVar) || at(Tok::GVar) || at(Tok::CVar)
                       ? parse_postfix_only() : nullptr;
    if (failed()) return scoped;
    if (!scoped || scoped->kind != NodeKind::Const || !scoped->kids[0]) {
      fail(t, unexpected(t) + "; class/module name must be CONSTANT");
      return error_node();
    }
    path = scoped;
  }
  while (at(Tok::Colon2) && !failed()) {
    advance();
    Token name = tok_;
    if (!accept(Tok::Const)) return fail_expected("a constant name after `::`");
    Node* scoped = named(NodeKind::Const, name);
    scoped->kids.push_back(path);
    path = scoped;
  }
  return path;
}

Node* Parser::parse_class() {
  Token kw = tok_;
  advance();
  if (at(Tok::LShift)) {
    advance();
    Node* target = parse_expr(false);
    if (!at_term()) return fail_expected("a newline or `;` after the singleton class target");
    ScopeGuard class_scope(*this, false, Ctx::Class);
    FlagScope flags(*this, false, false);
    Node* body = body_of(parse_body_with_rescue());
    lexer_.end_shareable_constants_scope(kw.line, tok_.line);
    expect_end("expected an `end` to close the `class` statement");
    return node_with(NodeKind::SClass, kw, {target, body});
  }
  if (in_def()) {
    fail(kw, "unexpected class definition in method body");
    return error_node();
  }
  Node* path = parse_cpath();
  Node* superclass = nullptr;
  if (accept(Tok::Lt)) superclass = parse_arg();
  ScopeGuard class_scope(*this, false, Ctx::Class);
  FlagScope flags(*this, false, false);
  size_t exit_mark = pending_exits_.size();
  Node* body = body_of(parse_body_with_rescue());
  lexer_.end_shareable_constants_scope(kw.line, tok_.line);
  expect_end("expected an `end` to close the `class` statement");
  flush_block_exits(exit_mark);
  return node_with(NodeKind::Class, kw, {path, superclass, body});
}

Node* Parser::parse_module() {
  Token kw = tok_;
  advance();
  if (in_def()) {
    fail(kw, "unexpected module definition in method body");
    return error_node();
  }
  Node* path = parse_cpath();
  ScopeGuard module_scope(*this, false, Ctx::Module);
  FlagScope flags(*this, false, false);
  size_t exit_mark = pending_exits_.size();
  Node* body = body_of(parse_body_with_rescue());
  lexer_.end_shareable_constants_scope(kw.line, tok_.line);
  expect_end("expected an `end` to close the `module` statement");
  flush_block_exits(exit_mark);
  return node_with(NodeKind::Module, kw, {path, body});
}

// ---- bodies with rescue/else/ensure ----

// Statements followed by optional rescue clauses, else and ensure: the Seq
// itself when there are none, otherwise a Begin.
Node* Parser::parse_body_with_rescue() {
  Token start = tok_;
  Node* body = parse_statements();
  std::vector<Node*> rescues;
  while (at_kw(Kw::Rescue) && !failed()) rescues.push_back(parse_rescue_clause());
  Node* else_body = nullptr;
  Node* ensure_body = nullptr;
  bool has_else = false, has_ensure = false;
  if (at_kw(Kw::Else) && !failed()) {
    if (rescues.empty()) {
      fail(tok_, "unexpected `else` in `begin` block; else without rescue is useless");
      return body;
    }
    advance();
    has_else = true;
    else_body = body_of(parse_statements());
  }
  if (at_kw(Kw::Ensure) && !failed()) {
    advance();
    has_ensure = true;
    ensure_body = body_of(parse_statements());
  }
  if (rescues.empty() && !has_else && !has_ensure) return body;
  if (has_ensure && !ensure_body) ensure_body = node(NodeKind::Seq, start);
  if (has_else && !else_body) else_body = node(NodeKind::Seq, start);
  Node* begin = node_with(NodeKind::Begin, start, {body_of(body), else_body, ensure_body});
  for (Node* r : rescues) begin->kids.push_back(r);
  return begin;
}

Node* Parser::parse_rescue_clause() {
  Token kw = tok_;
  advance();
  Node* classes = nullptr;
  Node* target = nullptr;
  if (!at_term() && !at(Tok::Arrow) && !at_kw(Kw::Then)) {
    classes = node(NodeKind::Array, tok_);
    do {
      skip_newlines();
      if (at(Tok::Splat)) {
        Token star = tok_;
        advance();
        classes->kids.push_back(node_with(NodeKind::Splat, star, {parse_arg()}));
      } else {
        classes->kids.push_back(parse_arg());
      }
    } while (!failed() && accept(Tok::Comma));
  }
  if (accept(Tok::Arrow)) target = to_target(parse_mlhs_item());
  if (!failed() && !accept_then()) return error_node();
  CtxGuard rescue(*this, Ctx::Rescue);
  Node* body = body_of(parse_statements());
  return node_with(NodeKind::RescueClause, kw, {classes, target, body});
}

} // namespace garnet::parse
