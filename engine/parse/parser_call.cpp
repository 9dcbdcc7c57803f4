// parser_call.cpp — identifiers (local or method call), constants, method
// call chains (. &. :: [] ), argument lists with splats/keywords/block pass,
// command calls without parentheses, blocks and their do/{} binding, block
// parameters with numbered params and `it`, and lambdas.
#include "parse/parser_internal.h"

namespace garnet::parse {

// ---- identifiers and constants ----

Node* Parser::parse_identifier() {
  Token t = tok_;
  advance();
  if (at(Tok::LParenCall)) return parse_call_arguments(make_call(t.text, t, nullptr, nullptr, FCALL), t);
  if (lookup_local(t.text) && !can_start_command_arg(tok_) && !at(Tok::LBrace)) {
    Node* var = named(NodeKind::LVar, t);
    return var;
  }
  if (Node* param = implicit_param(t)) return param;
  Node* call = make_call(t.text, t, nullptr, nullptr, FCALL);
  if (can_start_command_arg(tok_)) {
    parse_command_args(call, &call->kids[1], &call->kids[2]);
    return call;
  }
  call->flags |= VCALL;
  return call;
}

bool is_numbered_param_name(const std::string& n) {
  return n.size() == 2 && n[0] == '_' && n[1] >= '1' && n[1] <= '9';
}

// _1.._9 and `it` inside a block without explicit parameters.
Node* Parser::implicit_param(const Token& name) {
  Scope& s = scope();
  const std::string& n = name.text;
  bool numbered = is_numbered_param_name(n);
  if (!s.is_block) return nullptr;
  if (s.explicit_params) {
    if (numbered) fail(name, "numbered parameters are not allowed when an ordinary parameter is defined");
    return numbered ? error_node() : nullptr;
  }
  bool it = n == "it" && !can_start_command_arg(tok_) && !at(Tok::LBrace) && !at_kw(Kw::Do);
  if (!numbered && !it) return nullptr;
  if (numbered) {
    if (s.uses_it) {
      fail(name, "numbered parameters are not allowed when 'it' is already used");
      return error_node();
    }
    for (size_t i = scopes_.size() - 1; i-- > 0 && scopes_[i].is_block;) {
      if (!scopes_[i].numbered) continue;
      fail(name, "numbered parameter is already used in outer block");
      return error_node();
    }
    s.numbered = std::max(s.numbered, n[1] - '0');
  } else {
    if (s.numbered) {
      fail(name, "'it' is not allowed when a numbered parameter is already used");
      return error_node();
    }
    s.uses_it = true;
  }
  Node* var = node(NodeKind::LVar, name);
  var->str = n;
  return var;
}

Node* Parser::parse_constant() {
  Token t = tok_;
  advance();
  if (at(Tok::LParenCall)) return parse_call_arguments(make_call(t.text, t, nullptr, nullptr, FCALL), t);
  if (constant_takes_command_args()) {
    Node* call = make_call(t.text, t, nullptr, nullptr, FCALL);
    parse_command_args(call, &call->kids[1], &call->kids[2]);
    return call;
  }
  Node* c = named(NodeKind::Const, t);
  c->kids.push_back(nullptr);
  return c;
}

// `Foo "x"`, `Foo -1`, `Foo::Bar x` call a method named like a constant (as
// in MRI, constants take command arguments exactly like identifiers).
bool Parser::constant_takes_command_args() const { return can_start_command_arg(tok_); }

// ---- call chains ----

Node** Parser::block_slot_of(Node* n) {
  switch (n->kind) {
    case NodeKind::Call: return &n->kids[2];
    case NodeKind::Super: return &n->kids[1];
    case NodeKind::ZSuper: return &n->kids[0];
    default: return nullptr;
  }
}

bool Parser::blockable(Node* n) const {
  if (n->kind == NodeKind::Super || n->kind == NodeKind::ZSuper) return true;
  if (n->kind != NodeKind::Call || (n->flags & ATTR_ASSIGN)) return false;
  if (n->flags & NAMED_CALL) return true;
  const std::string& name = n->str;
  if (name.empty()) return false;
  unsigned char c = static_cast<unsigned char>(name[0]);
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

Node* Parser::attach_block(Node* call, Node* block) {
  Node** slot = block_slot_of(call);
  if (!slot) return call;
  if (*slot) {
    fail(tok_, "both block arg and actual block given");
    return call;
  }
  *slot = block;
  call->flags &= ~VCALL;
  return call;
}

Node* Parser::parse_postfix_chain(Node* n) {
  for (;;) {
    if (failed()) return n;
    switch (tok_.type) {
      case Tok::Dot:
      case Tok::AndDot:
        n = parse_dot_call(n);
        break;
      case Tok::Colon2:
        n = parse_colon2(n);
        break;
      case Tok::LBrackIndex:
        n = parse_index(n);
        break;
      case Tok::LBrace:
        if (no_brace_block_ || !blockable(n) || *block_slot_of(n)) return n;
        n = attach_block(n, parse_block());
        break;
      case Tok::Keyword:
        if (tok_.kw != Kw::Do || no_do_ || !blockable(n) || *block_slot_of(n)) return n;
        n = attach_block(n, parse_block());
        break;
      default:
        return n;
    }
  }
}

namespace {

bool is_operator_method_token(Tok t) {
  switch (t) {
    case Tok::Plus: case Tok::Minus: case Tok::Star: case Tok::Pow: case Tok::Slash:
    case Tok::Percent: case Tok::LShift: case Tok::RShift: case Tok::Amp: case Tok::Pipe:
    case Tok::Caret: case Tok::Lt: case Tok::Le: case Tok::Gt: case Tok::Ge: case Tok::Cmp:
    case Tok::Eq: case Tok::Eqq: case Tok::Neq: case Tok::Match: case Tok::NMatch:
    case Tok::Bang: case Tok::Tilde: case Tok::OpName:
      return true;
    default:
      return false;
  }
}

} // namespace

Node* Parser::parse_dot_call(Node* recv) {
  Token dot = tok_;
  advance();
  Token name = tok_;
  uint32_t flags = dot.type == Tok::AndDot ? uint32_t{SAFE_NAV} : 0u;
  bool implicit_call = at(Tok::LParenCall) || at(Tok::LParen); // recv.(args)
  if (implicit_call) {
    name.text = "call";
    if (at(Tok::LParen)) tok_.type = Tok::LParenCall;
  } else if (at(Tok::Ident) || at(Tok::Const) || at(Tok::Keyword) ||
             is_operator_method_token(tok_.type)) {
    advance();
  } else {
    return fail_expected(std::string("a method name after `") + dot.text + "`");
  }
  if (recv->kind == NodeKind::Self) flags |= PRIVATE_RECV;
  Node* call = make_call(name.text, name, recv, nullptr, flags | NAMED_CALL);
  call->line = recv->line;
  call->column = recv->column;
  // As error_highlight: `.name` from the dot, nothing for recv.(args).
  call->spot = implicit_call ? Span{} : span_from(dot);
  call = parse_call_arguments(call, name);
  if (implicit_call && call->kid(1)) call->kid(1)->spot = Span{};
  return call;
}

// After a method name: (args), command args, or nothing.
Node* Parser::parse_call_arguments(Node* call, const Token& name) {
  if (at(Tok::LParenCall)) {
    call->kids[1] = parse_paren_args(&call->kids[2]);
    return call;
  }
  (void)name;
  if (can_start_command_arg(tok_)) parse_command_args(call, &call->kids[1], &call->kids[2]);
  return call;
}

Node* Parser::parse_colon2(Node* scope_node) {
  Token colons = tok_;
  advance();
  Token name = tok_;
  if (at(Tok::Const)) {
    advance();
    if (constant_takes_command_args()) {
      Node* call = make_call(name.text, name, scope_node, nullptr, 0);
      call->spot = span_from(colons);
      parse_command_args(call, &call->kids[1], &call->kids[2]);
      return call;
    }
    if (!at(Tok::LParenCall)) {
      Node* c = named(NodeKind::Const, name);
      c->kids.push_back(scope_node);
      return c;
    }
    Node* call = make_call(name.text, name, scope_node, nullptr, 0);
    call->spot = span_from(colons);
    call->kids[1] = parse_paren_args(&call->kids[2]);
    return call;
  }
  if (at(Tok::Ident) || at(Tok::Keyword) || is_operator_method_token(tok_.type)) {
    advance();
    Node* call = make_call(name.text, name, scope_node, nullptr, NAMED_CALL);
    call->spot = span_from(colons);
    return parse_call_arguments(call, name);
  }
  return fail_expected("a constant or method name after `::`");
}

Node* Parser::parse_index(Node* recv) {
  Token open = tok_;
  advance();
  Node* call = make_call("[]", open, recv, nullptr, NAMED_CALL);
  call->kids[1] = parse_arg_list(Tok::RBrack, &call->kids[2]);
  if (!accept(Tok::RBrack)) {
    fail(tok_, unexpected(tok_) + "; expected a `]` to close the index");
    return recv;
  }
  call->line = recv->line;
  call->column = recv->column;
  call->spot = span_from(open);
  return call;
}

// ---- arguments ----

Node* Parser::parse_paren_args(Node** block_slot) {
  advance();  // (
  Node* args = parse_arg_list(Tok::RParen, block_slot);
  if (accept(Tok::RParen)) return args;
  std::string message = unexpected(tok_) + "; expected a `)` to close the arguments";
  // p(1 in Integer): as Ruby does, close the arguments before `in` and read
  // on, so that a one-line pattern match and a stray `)` follow.
  if (at_kw(Kw::In)) note_error(tok_, message);
  else fail(tok_, message);
  return args;
}

// Arguments without parentheses; a trailing do...end block belongs to this
// command unless an enclosing construct claims `do`.
void Parser::parse_command_args(Node* call, Node** args_slot, Node** block_slot) {
  bool claim_do = !no_do_;
  {
    FlagScope flags(*this, true, no_in_);
    *args_slot = parse_arg_list(Tok::Eof, block_slot);
  }
  if (claim_do && at_kw(Kw::Do) && !failed()) attach_block(call, parse_block());
}

Node* Parser::parse_arg_list(Tok closing, Node** block_slot) {
  bool bracketed = closing != Tok::Eof;
  FlagScope flags(*this, bracketed ? false : no_do_, bracketed ? false : no_in_);
  Node* args = node(NodeKind::Args, tok_);
  Node* kwargs = nullptr;
  for (;;) {
    if (bracketed) skip_newlines();
    if ((bracketed && at(closing)) || failed()) break;
    Token item_start = tok_;
    parse_arg_item(args, kwargs, closing, block_slot);
    if (item_start.type != Tok::Amper) { // the spot leaves out a block pass
      Span item = span_from(item_start);
      if (!args->spot.line) args->spot = item;
      args->spot.end_line = item.end_line;
      args->spot.end_column = item.end_column;
    }
    if (bracketed) skip_newlines();
    if (!accept(Tok::Comma)) break;
  }
  if (kwargs) args->kids.push_back(kwargs);
  return args->kids.empty() ? nullptr : args;
}

void Parser::parse_arg_item(Node* args, Node*& kwargs, Tok closing, Node** block_slot) {
  Token t = tok_;
  auto hash = [&]() -> Node* {
    if (!kwargs) {
      kwargs = node(NodeKind::Hash, t);
      kwargs->flags |= BRACELESS;
    }
    return kwargs;
  };
  auto optional_operand = [&]() -> Node* {
    return starts_value(tok_) ? parse_arg() : nullptr;
  };
  switch (t.type) {
    case Tok::Splat:
      advance();
      args->kids.push_back(node_with(NodeKind::Splat, t, {optional_operand()}));
      return;
    case Tok::DSplat:
      advance();
      hash()->kids.push_back(node_with(NodeKind::DoubleSplat, t, {optional_operand()}));
      return;
    case Tok::Amper: {
      advance();
      Node* pass = node_with(NodeKind::BlockPass, t, {optional_operand()});
      if (!block_slot) fail(t, "block argument should not be given");
      else *block_slot = pass;
      return;
    }
    case Tok::Label:
      hash()->kids.push_back(parse_label_pair());
      return;
    case Tok::BDot3:
      if (closing == Tok::RParen) {
        advance();
        if (at(Tok::RParen)) {
          args->kids.push_back(node(NodeKind::ForwardArgs, t));
          return;
        }
        Node* range = node_with(NodeKind::Range, t, {nullptr, parse_binary(1)});
        range->flags |= EXCLUSIVE;
        args->kids.push_back(range);
        return;
      }
      break;
    default:
      break;
  }
  Node* value = parse_arg();
  if (value == label_node_ && value) {
    label_node_ = nullptr;
    Node* pair = node_with(NodeKind::Pair, t, {value, parse_arg()});
    hash()->kids.push_back(pair);
  } else if (at(Tok::Arrow)) {
    advance();
    skip_newlines();
    hash()->kids.push_back(node_with(NodeKind::Pair, t, {value, parse_arg()}));
  } else {
    args->kids.push_back(value);
  }
}

// `key: value` or the `key:` shorthand.
Node* Parser::parse_label_pair() {
  Token label = tok_;
  advance();
  Node* key = named(NodeKind::Sym, label);
  Node* value = nullptr;
  if (starts_value(tok_) && !at(Tok::Splat) && !at(Tok::DSplat))
    value = parse_arg();
  else
    value = shorthand_value(label);
  return node_with(NodeKind::Pair, label, {key, value});
}

Node* Parser::shorthand_value(const Token& label) {
  if (lookup_local(label.text)) {
    Node* var = named(NodeKind::LVar, label);
    return var;
  }
  if (!label.text.empty() && label.text[0] >= 'A' && label.text[0] <= 'Z') {
    Node* c = named(NodeKind::Const, label);
    c->kids.push_back(nullptr);
    return c;
  }
  return make_call(label.text, label, nullptr, nullptr, VCALL | FCALL);
}

// ---- blocks ----

Node* Parser::parse_block() {
  Token open = tok_;
  bool brace = at(Tok::LBrace);
  advance();
  ScopeGuard block_scope(*this, true, Ctx::Block);
  FlagScope flags(*this, false, false);
  Node* block = node_with(NodeKind::Block, open, {nullptr, nullptr});
  block->spot = token_span(open);
  if (at(Tok::OrOr)) {
    advance();
    block->kids[0] = node(NodeKind::Params, open);
    scope().explicit_params = true;
  } else if (at(Tok::Pipe)) {
    block->kids[0] = parse_block_params();
  }
  if (brace) {
    block->kids[1] = body_of(parse_statements());
    if (!accept(Tok::RBrace)) fail(tok_, "expected a block beginning with `{` to end with `}`");
  } else {
    block->kids[1] = body_of(parse_body_with_rescue());
    if (!accept_kw(Kw::End)) fail(tok_, "expected a block beginning with `do` to end with `end`");
  }
  finish_implicit_params(block);
  return block;
}

Node* Parser::parse_block_params() {
  advance();  // |
  scope().explicit_params = true;
  Node* params = parse_param_list(Tok::Pipe, true);
  if (!accept(Tok::Pipe))
    fail(tok_, unexpected(tok_) + "; expected the block parameters to end with `|`");
  return params;
}

void Parser::finish_implicit_params(Node* block) {
  if (scope().numbered) {
    block->flags |= NUMBERED_PARAMS;
    block->ival = scope().numbered;
  } else if (scope().uses_it) {
    block->flags |= IT_PARAM;
  }
}

Node* Parser::parse_lambda() {
  Token arrow = tok_;
  advance();
  ScopeGuard lambda_scope(*this, true, Ctx::Lambda);
  FlagScope flags(*this, false, false);
  Node* lambda = node_with(NodeKind::Lambda, arrow, {nullptr, nullptr});
  lambda->spot = token_span(arrow);
  if (at(Tok::LParen) || at(Tok::LParenCall) || at(Tok::LParenArg)) {
    advance();
    scope().explicit_params = true;
    lambda->kids[0] = parse_param_list(Tok::RParen, false);
    if (!accept(Tok::RParen))
      fail(tok_, unexpected(tok_) + "; expected a `)` to close the lambda parameters");
  } else if (!at(Tok::LBrace) && !at_kw(Kw::Do)) {
    scope().explicit_params = true;
    FlagScope params_flags(*this, true, false, true);  // `do` and `{` open the lambda body
    lambda->kids[0] = parse_param_list(Tok::LBrace, false);
  }
  if (accept(Tok::LBrace)) {
    lambda->kids[1] = body_of(parse_statements());
    if (!accept(Tok::RBrace)) fail(tok_, "expected a lambda block beginning with `{` to end with `}`");
  } else if (accept_kw(Kw::Do)) {
    lambda->flags |= LAMBDA_DO;
    lambda->kids[1] = body_of(parse_body_with_rescue());
    if (!accept_kw(Kw::End)) fail(tok_, "expected a lambda block beginning with `do` to end with `end`");
  } else {
    return fail_expected("a `do` keyword or a `{` to open the lambda block");
  }
  finish_implicit_params(lambda);
  return lambda;
}

} // namespace garnet::parse
