// parser_pattern.cpp — pattern matching: case/in clauses with guards, and the
// pattern grammar (values, ranges, pins, bindings, alternatives, array, find
// and hash patterns, Const(...) / Const[...] forms, bracket-less top-level
// patterns) shared with one-line `expr => pat` / `expr in pat`.
#include "parse/parser_internal.h"

#include <algorithm>

namespace garnet::parse {

Node* Parser::parse_case_in(Node* kase) {
  kase->kind = NodeKind::CaseIn;
  while (!failed() && at_kw(Kw::In)) {
    Token in = tok_;
    lexer_.set_in_kwarg(true);
    advance();
    Node* pattern = parse_pattern_scope();
    lexer_.set_in_kwarg(false);
    Node* clause = node_with(NodeKind::InClause, in, {pattern, nullptr, nullptr});
    if (at_kw(Kw::If) || at_kw(Kw::Unless)) {
      if (at_kw(Kw::Unless)) clause->flags |= GUARD_UNLESS;
      advance();
      clause->kids[1] = parse_expr_stmt();
    }
    if (!accept_then()) return error_node();
    FlagScope body_flags(*this, no_do_, true);  // `in` starts the next clause
    clause->kids[2] = body_of(parse_statements());
    kase->kids.push_back(clause);
  }
  // An empty `else` still catches what no pattern matched.
  if (accept_kw(Kw::Else)) kase->kids[1] = expr_of(parse_statements());
  if (!failed() && !accept_kw(Kw::End)) fail(tok_, "expected an `end` to close the `case` statement");
  return kase;
}

// One whole pattern (of an `in` clause, `expr => pat` or `expr in pat`): a
// variable is bound at most once in it.
Node* Parser::parse_pattern_scope() {
  std::vector<std::string> enclosing = std::move(pattern_names_);
  pattern_names_.clear();
  Node* pattern = parse_pattern_top();
  pattern_names_ = std::move(enclosing);
  return pattern;
}

// Names starting with `_` may repeat, and may appear in alternatives.
void Parser::bind_pattern_name(const Token& at, const std::string& name) {
  declare(name);
  if (name[0] == '_') return;
  if (std::find(pattern_names_.begin(), pattern_names_.end(), name) != pattern_names_.end()) {
    fail(at, "duplicated variable name");
    return;
  }
  pattern_names_.push_back(name);
}

// Top level: `in a, *b` is an array pattern and `in k: v` a hash pattern
// without brackets.
Node* Parser::parse_pattern_top() {
  Token start = tok_;
  if (at(Tok::Label) || at(Tok::DSplat) || (at(Tok::StrBeg))) {
    if (!at(Tok::StrBeg)) {
      Node* pat = node_with(NodeKind::PatHash, start, {nullptr});
      parse_hash_pattern_items(pat, Tok::Eof);
      return pat;
    }
  }
  Node* first = at(Tok::Splat) ? parse_pattern_splat() : parse_pattern_alt();
  if (!at(Tok::Comma) && first->kind != NodeKind::PatSplat) return first;
  Node* pat = node_with(NodeKind::PatArray, start, {nullptr, first});
  while (!failed() && accept(Tok::Comma)) {
    if (at_term() || at_kw(Kw::Then) || at_kw(Kw::If) || at_kw(Kw::Unless)) {
      pat->kids.push_back(node(NodeKind::PatSplat, tok_));  // `in a,` means [a, *]
      break;
    }
    pat->kids.push_back(at(Tok::Splat) ? parse_pattern_splat() : parse_pattern_alt());
  }
  return finish_array_pattern(pat);
}

Node* Parser::parse_pattern_alt() {
  size_t bound_before = pattern_names_.size();
  Token start = tok_;
  Node* left = parse_pattern_primary();
  while (at(Tok::Pipe) && !failed()) {
    if (pattern_names_.size() > bound_before) return fail(start, "variable capture in alternative pattern"), left;
    Token bar = tok_;
    advance();
    start = tok_;
    Node* right = parse_pattern_primary();
    if (pattern_names_.size() > bound_before) return fail(start, "variable capture in alternative pattern"), left;
    left = node_with(NodeKind::PatAlt, bar, {left, right});
  }
  while (at(Tok::Arrow) && !failed()) {
    advance();
    Token name = tok_;
    if (!accept(Tok::Ident)) return fail_expected("a local variable name after `=>`");
    Node* bind = bind_pattern(name);
    bind->kids.push_back(left);
    left = bind;
  }
  return left;
}

Node* Parser::bind_pattern(const Token& name) {
  bind_pattern_name(name, name.text);
  Node* bind = named(NodeKind::PatBind, name);
  return bind;
}

Node* Parser::parse_pattern_primary() {
  if (!stack_left()) return error_node();
  Token t = tok_;
  switch (t.type) {
    case Tok::LBrack:
    case Tok::LBrackIndex: {
      advance();
      Node* pat = parse_array_pattern(nullptr, Tok::RBrack);
      return pat;
    }
    case Tok::LBrace: {
      advance();
      FlagScope flags(*this, false, false);
      return parse_hash_pattern(nullptr, Tok::RBrace);
    }
    case Tok::LParen:
    case Tok::LParenArg:
    case Tok::LParenCall: {
      advance();
      Node* inner = parse_pattern_top();
      if (!accept(Tok::RParen)) return fail_expected("a `)` to close the pattern expression");
      return inner;
    }
    case Tok::Caret:
      return parse_pin();
    case Tok::Ident:
      advance();
      return bind_pattern(t);
    case Tok::Const:
    case Tok::Colon3:
      return parse_pattern_constant();
    case Tok::Splat:
      return fail_expected("a pattern");
    default:
      return parse_pattern_value();
  }
}

// Literals, ranges and other value patterns (matched with ===).
Node* Parser::parse_pattern_value() {
  Token t = tok_;
  if (!can_start_expression(t) || at(Tok::LBrace)) return fail_expected("a pattern");
  Node* low = (at(Tok::BDot2) || at(Tok::BDot3)) ? nullptr : parse_unary();
  if (low && !at(Tok::Dot2) && !at(Tok::Dot3)) return node_with(NodeKind::PatValue, t, {low});
  Token op = tok_;
  advance();
  Node* high = nullptr;
  if (starts_value(tok_) && !at(Tok::LBrace) && !at(Tok::Pipe)) high = parse_unary();
  Node* range = node_with(NodeKind::Range, op, {low, high});
  if (op.type == Tok::Dot3 || op.type == Tok::BDot3) range->flags |= EXCLUSIVE;
  return node_with(NodeKind::PatValue, t, {range});
}

Node* Parser::parse_pin() {
  Token caret = tok_;
  advance();
  Token t = tok_;
  Node* expr = nullptr;
  switch (t.type) {
    case Tok::Ident:
      advance();
      expr = named(NodeKind::LVar, t);
      if (!lookup_local(t.text)) {
        fail(t, t.text + ": no such local variable");
        return error_node();
      }
      break;
    case Tok::IVar: case Tok::CVar: case Tok::GVar:
      advance();
      expr = var_from_text(t.text, t);
      break;
    case Tok::LParen: case Tok::LParenArg: case Tok::LParenCall: {
      advance();
      FlagScope flags(*this, false, false);
      expr = parse_expr_stmt();
      skip_newlines();
      if (!accept(Tok::RParen)) return fail_expected("a `)` to close the pinned expression");
      break;
    }
    default:
      return fail_expected("a pinned variable or expression after `^`");
  }
  return node_with(NodeKind::PatPin, caret, {expr});
}

// Const, Const::Nested, Const(...), Const[...], or a range of constants.
Node* Parser::parse_pattern_constant() {
  Token t = tok_;
  Node* c = nullptr;
  if (accept(Tok::Colon3)) {
    Token name = tok_;
    if (!accept(Tok::Const)) return fail_expected("a constant after `::`");
    c = named(NodeKind::Const, name);
    c->flags |= TOP_LEVEL;
    c->kids.push_back(nullptr);
  } else {
    advance();
    c = named(NodeKind::Const, t);
    c->kids.push_back(nullptr);
  }
  while (at(Tok::Colon2) && !failed()) {
    advance();
    Token name = tok_;
    if (!accept(Tok::Const)) return fail_expected("a constant after `::`");
    Node* scoped = named(NodeKind::Const, name);
    scoped->kids.push_back(c);
    c = scoped;
  }
  if (at(Tok::LParenCall) || at(Tok::LBrackIndex)) {
    Tok closing = at(Tok::LParenCall) ? Tok::RParen : Tok::RBrack;
    advance();
    FlagScope flags(*this, false, false);
    skip_newlines();
    if (at(Tok::Label) || at(Tok::DSplat)) return parse_hash_pattern(c, closing);
    return parse_array_pattern(c, closing);
  }
  if (at(Tok::Dot2) || at(Tok::Dot3)) {
    Token op = tok_;
    advance();
    Node* high = starts_value(tok_) && !at(Tok::Pipe) ? parse_unary() : nullptr;
    Node* range = node_with(NodeKind::Range, op, {c, high});
    if (op.type == Tok::Dot3) range->flags |= EXCLUSIVE;
    return node_with(NodeKind::PatValue, t, {range});
  }
  return node_with(NodeKind::PatValue, t, {c});
}

Node* Parser::parse_pattern_splat() {
  Token star = tok_;
  advance();
  Node* splat = node(NodeKind::PatSplat, star);
  if (at(Tok::Ident)) {
    bind_pattern_name(tok_, tok_.text);
    splat->str = tok_.text;
    advance();
  }
  return splat;
}

void Parser::parse_array_pattern_items(Node* pat, Tok closing) {
  for (;;) {
    skip_newlines();
    if (at(closing) || failed()) break;
    pat->kids.push_back(at(Tok::Splat) ? parse_pattern_splat() : parse_pattern_alt());
    skip_newlines();
    if (!accept(Tok::Comma)) break;
    skip_newlines();
    if (at(closing)) {  // [a, ] means [a, *]
      pat->kids.push_back(node(NodeKind::PatSplat, tok_));
      break;
    }
  }
}

Node* Parser::parse_array_pattern(Node* constant, Tok closing) {
  Node* pat = node_with(NodeKind::PatArray, tok_, {constant});
  if (constant) {
    pat->line = constant->line;
    pat->column = constant->column;
  }
  FlagScope flags(*this, false, false);
  parse_array_pattern_items(pat, closing);
  if (!accept(closing)) {
    fail(tok_, unexpected(tok_) + "; expected a `" +
                   (closing == Tok::RParen ? ")" : "]") + "` to close the pattern expression");
    return pat;
  }
  return finish_array_pattern(pat);
}

// Two splats make a find pattern [*, x, *]; more than that is an error.
Node* Parser::finish_array_pattern(Node* pat) {
  size_t splats = 0;
  for (size_t i = 1; i < pat->kids.size(); ++i)
    if (pat->kids[i]->kind == NodeKind::PatSplat) ++splats;
  if (splats <= 1) return pat;
  bool find = splats == 2 && pat->kids.size() >= 4 &&
              pat->kids[1]->kind == NodeKind::PatSplat &&
              pat->kids.back()->kind == NodeKind::PatSplat;
  if (!find) {
    fail(tok_, "unexpected multiple '*' rest patterns in an array pattern");
    return pat;
  }
  pat->kind = NodeKind::PatFind;
  return pat;
}

void Parser::parse_hash_pattern_items(Node* pat, Tok closing) {
  for (;;) {
    if (closing != Tok::Eof) skip_newlines();
    if ((closing != Tok::Eof && at(closing)) || failed()) break;
    Token t = tok_;
    if (at(Tok::DSplat)) {
      advance();
      Node* rest = node(NodeKind::PatKwRest, t);
      if (accept_kw(Kw::Nil)) {
        rest->flags |= NIL_KWREST;
      } else if (at(Tok::Ident)) {
        bind_pattern_name(tok_, tok_.text);
        rest->str = tok_.text;
        advance();
      }
      pat->kids.push_back(rest);
    } else {
      std::string key;
      if (at(Tok::Label)) {
        key = t.text;
        advance();
      } else if (at(Tok::StrBeg)) {
        Node* k = parse_string();
        if (k == label_node_ && k->kind != NodeKind::Sym) {
          fail(t, "symbol literal with interpolation is not allowed");
          return;
        }
        if (k != label_node_) {
          fail(t, "expected a label as the key in the hash pattern");
          return;
        }
        label_node_ = nullptr;
        key = k->str;
      } else {
        fail_expected("a key in the hash pattern");
        return;
      }
      for (size_t i = 1; i < pat->kids.size(); ++i)
        if (pat->kids[i]->kind == NodeKind::PatPair && pat->kids[i]->str == key) {
          fail(t, "duplicated key name");
          return;
        }
      Node* pair = node(NodeKind::PatPair, t);
      pair->str = key;
      bool value_follows = !at(Tok::Comma) && !at_term() && !at(Tok::Eof) &&
                           !(closing != Tok::Eof && at(closing)) && !at_kw(Kw::Then) &&
                           !at_kw(Kw::If) && !at_kw(Kw::Unless) && !at(Tok::RParen) &&
                           !at(Tok::RBrace) && !at(Tok::Pipe) && !at(Tok::Arrow);
      if (value_follows) pair->kids.push_back(parse_pattern_alt());
      else bind_pattern_name(t, key);
      pat->kids.push_back(pair);
    }
    if (closing != Tok::Eof) skip_newlines();
    if (!accept(Tok::Comma)) break;
  }
}

Node* Parser::parse_hash_pattern(Node* constant, Tok closing) {
  Node* pat = node_with(NodeKind::PatHash, tok_, {constant});
  if (constant) {
    pat->line = constant->line;
    pat->column = constant->column;
  }
  lexer_.set_in_kwarg(false);
  parse_hash_pattern_items(pat, closing);
  if (!accept(closing))
    fail(tok_, unexpected(tok_) + "; expected a `" +
                   (closing == Tok::RParen ? ")" : closing == Tok::RBrack ? "]" : "}") +
                   "` to close the pattern expression");
  return pat;
}

} // namespace garnet::parse
