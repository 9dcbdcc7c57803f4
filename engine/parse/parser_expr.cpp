// parser_expr.cpp — operator expressions by precedence climbing (ternary,
// ranges, binary operators, unary operators, **), assignment and op-assignment
// targets, and multiple assignment (Mlhs / right-hand lists).
#include "parse/parser_internal.h"

#include <algorithm>
#include <cctype>

namespace garnet::parse {

namespace {

// Binary operator precedence, loosest first; 0 = not a binary operator.
// <=> == === != =~ !~: non-associative (`a == b == c` is a syntax error).
constexpr int kEqualityPrecedence = 3;

int binary_precedence(Tok t) {
  switch (t) {
    case Tok::OrOr: return 1;
    case Tok::AndAnd: return 2;
    case Tok::Cmp: case Tok::Eq: case Tok::Eqq: case Tok::Neq: case Tok::Match:
    case Tok::NMatch: return kEqualityPrecedence;
    case Tok::Lt: case Tok::Le: case Tok::Gt: case Tok::Ge: return 4;
    case Tok::Pipe: case Tok::Caret: return 5;
    case Tok::Amp: return 6;
    case Tok::LShift: case Tok::RShift: return 7;
    case Tok::Plus: case Tok::Minus: return 8;
    case Tok::Star: case Tok::Slash: case Tok::Percent: return 9;
    default: return 0;
  }
}

bool is_attr_name(const std::string& name) {
  if (name.empty()) return false;
  unsigned char c = static_cast<unsigned char>(name[0]);
  bool ident = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
  return ident && name.back() != '?' && name.back() != '!' && name.back() != '=';
}

} // namespace

bool Parser::can_start_expression(const Token& t) const {
  switch (t.type) {
    case Tok::Int: case Tok::Float: case Tok::Ident: case Tok::Const: case Tok::IVar:
    case Tok::CVar: case Tok::GVar: case Tok::NthRef: case Tok::BackRef: case Tok::Symbol:
    case Tok::Char: case Tok::StrBeg: case Tok::XStrBeg: case Tok::RegexBeg: case Tok::SymBeg:
    case Tok::WordsBeg: case Tok::SymbolsBeg: case Tok::LParen: case Tok::LParenArg:
    case Tok::LParenCall: case Tok::LBrack: case Tok::LBrace: case Tok::Colon3:
    case Tok::Lambda: case Tok::BDot2: case Tok::BDot3: case Tok::UMinusNum: case Tok::UMinus:
    case Tok::UPlus: case Tok::Bang: case Tok::Tilde: case Tok::Splat: case Tok::DSplat:
    case Tok::OpName:
      return true;
    case Tok::Keyword:
      switch (t.kw) {
        case Kw::Rescue: case Kw::And: case Kw::Or: case Kw::Then: case Kw::Do: case Kw::End: case Kw::Else:
        case Kw::Elsif: case Kw::Ensure: case Kw::When: case Kw::In:
          return false;
        default:
          return true;
      }
    default:
      return false;
  }
}

bool Parser::starts_value(const Token& t) const {
  if (t.type == Tok::Keyword &&
      (t.kw == Kw::If || t.kw == Kw::Unless || t.kw == Kw::While || t.kw == Kw::Until))
    return false;
  return can_start_expression(t);
}

// Tokens that, after a method name and a space, start command arguments.
// The lexer already resolved spacing (LBrack vs LBrackIndex, UMinusNum vs
// Minus, Splat vs Star, LParenArg vs LParenCall, RegexBeg vs Slash...).
bool Parser::can_start_command_arg(const Token& t) const {
  switch (t.type) {
    case Tok::Int: case Tok::Float: case Tok::Ident: case Tok::Const: case Tok::IVar:
    case Tok::CVar: case Tok::GVar: case Tok::NthRef: case Tok::BackRef: case Tok::Label:
    case Tok::Symbol: case Tok::Char: case Tok::StrBeg: case Tok::XStrBeg: case Tok::RegexBeg:
    case Tok::SymBeg: case Tok::WordsBeg: case Tok::SymbolsBeg: case Tok::UMinusNum:
    case Tok::UMinus: case Tok::UPlus: case Tok::Bang: case Tok::Tilde: case Tok::Splat:
    case Tok::DSplat: case Tok::Amper: case Tok::LBrack: case Tok::LParenArg: case Tok::Colon3:
    case Tok::Lambda: case Tok::BDot2: case Tok::BDot3:
      return true;
    case Tok::Keyword:
      switch (t.kw) {
        case Kw::Nil: case Kw::True: case Kw::False: case Kw::Self: case Kw::Not:
        case Kw::Defined: case Kw::Def: case Kw::Case: case Kw::Super: case Kw::Yield:
        case Kw::File: case Kw::Line: case Kw::Encoding: case Kw::Begin: case Kw::If:
        case Kw::Unless: case Kw::While: case Kw::Until:
          return t.kw != Kw::If && t.kw != Kw::Unless && t.kw != Kw::While &&
                 t.kw != Kw::Until;
        default:
          return false;
      }
    default:
      return false;
  }
}

// ---- ternary, ranges, binary operators ----

Node* Parser::parse_arg() { return parse_ternary(); }

Node* Parser::parse_ternary() {
  Node* cond = parse_range();
  if (!at(Tok::Question) || failed()) return cond;
  if (!stack_left()) return cond;
  Token q = tok_;
  advance();
  skip_newlines();
  Node* then_value = parse_ternary();
  skip_newlines();
  if (!accept(Tok::Colon)) {
    fail(tok_, "expected a `:` after the true expression of a ternary operator");
    return cond;
  }
  skip_newlines();
  Node* else_value = parse_ternary();
  return node_with(NodeKind::If, q, {condition_of(cond), then_value, else_value});
}

Node* Parser::parse_range() {
  if (at(Tok::BDot2) || at(Tok::BDot3)) {
    Token op = tok_;
    advance();
    Node* high = parse_binary(1);
    Node* range = node_with(NodeKind::Range, op, {nullptr, high});
    if (op.type == Tok::BDot3) range->flags |= EXCLUSIVE;
    return range;
  }
  Node* low = parse_binary(1);
  if (!at(Tok::Dot2) && !at(Tok::Dot3)) return low;
  Token op = tok_;
  advance();
  Node* high = starts_value(tok_) && !at(Tok::LBrace) ? parse_binary(1) : nullptr;
  Node* range = node_with(NodeKind::Range, op, {low, high});
  range->line = low->line;
  range->column = low->column;
  if (op.type == Tok::Dot3) range->flags |= EXCLUSIVE;
  if (at(Tok::Dot2) || at(Tok::Dot3)) return non_associative(range);
  return range;
}

// A second non-associative operator in a row: a syntax error at it.
Node* Parser::non_associative(Node* left) {
  std::string shown = tok_.type == Tok::Dot2 ? ".." : tok_.type == Tok::Dot3 ? "..." : tok_.text;
  bool range = tok_.type == Tok::Dot2 || tok_.type == Tok::Dot3;
  std::string quoted = range ? shown : "'" + shown + "'";
  fail(tok_, "unexpected " + quoted + "; " + quoted + " is a non-associative operator");
  return left;
}

Node* Parser::parse_binary(int min_precedence) {
  Node* left = parse_unary();
  bool after_equality = false;
  for (;;) {
    int precedence = binary_precedence(tok_.type);
    if (precedence == 0 || precedence < min_precedence || failed()) return left;
    if (precedence == kEqualityPrecedence && after_equality) return non_associative(left);
    after_equality = precedence == kEqualityPrecedence;
    Token op = tok_;
    advance();
    skip_newlines();
    bool stray_prefix = at(Tok::Splat) || at(Tok::DSplat) || at(Tok::Amper);
    if (stray_prefix) advance();  // `1 +* 2`: like prism, complain at the operand
    if (stray_prefix || !can_start_expression(tok_)) {
      // Like prism, go on without the operand when the statement cannot
      // continue anyway: the token is then reported again by the statement
      // (`1 + ) 2`, `1 +* 2`).
      std::string message = unexpected(tok_) + "; expected an expression after the operator";
      if (at(Tok::Eof) || at(Tok::Newline) || at_kw(Kw::End)) fail(tok_, message);
      else note_error(tok_, message);
      return left;
    }
    Token right_start = tok_;
    Node* right = parse_binary(precedence + 1);
    left = make_binary(op, left, right, span_from(right_start));
  }
}

Node* Parser::make_binary(const Token& op, Node* left, Node* right, Span right_span) {
  if (op.type == Tok::AndAnd) return node_with(NodeKind::And, op, {left, right});
  if (op.type == Tok::OrOr) return node_with(NodeKind::Or, op, {left, right});
  Node* args = node_with(NodeKind::Args, op, {right});
  args->spot = right_span;
  Node* call = make_call(op.text, op, left, args, 0);
  call->line = left->line;
  call->column = left->column;
  if (op.type == Tok::Match && left->kind == NodeKind::Regex) return named_capture_match(op, left, call);
  return call;
}

namespace {

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80); }
bool local_start(char c) { return std::islower(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80); }

// The group names of a regexp's source that are local variable names, once
// each, in order (escapes and character classes skipped).
std::vector<std::string> local_group_names(const std::string& source) {
  std::vector<std::string> names;
  int class_depth = 0;
  for (size_t i = 0; i < source.size(); i++) {
    char c = source[i];
    if (c == '\\') {
      i++;
    } else if (c == '[') {
      class_depth++;
    } else if (c == ']' && class_depth > 0) {
      class_depth--;
    } else if (class_depth == 0 && source.compare(i, 3, "(?<") == 0) {
      size_t start = i + 3, end = start;
      while (end < source.size() && name_char(source[end])) end++;
      if (end == start || end == source.size() || source[end] != '>' || !local_start(source[start])) continue;
      std::string name = source.substr(start, end - start);
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
    }
  }
  return names;
}

} // namespace

// `/(?<name>..)/ =~ s` defines the local `name` and assigns it.
Node* Parser::named_capture_match(const Token& op, Node* regex, Node* match) {
  std::string source;
  for (const Node* part : regex->kids) {
    if (!part || part->kind != NodeKind::Str) return match; // interpolated: no locals
    source += part->str;
  }
  std::vector<std::string> names = local_group_names(source);
  if (names.empty()) return match;
  Node* m = node_with(NodeKind::MatchAsgn, op, {match});
  m->line = match->line;
  m->column = match->column;
  for (std::string& name : names) {
    declare(name);
    Node* target = node(NodeKind::LAsgn, op);
    target->str = std::move(name);
    m->kids.push_back(target);
  }
  return m;
}

// ---- unary operators and ** ----

Node* Parser::parse_unary() {
  if (!stack_left()) return error_node();
  Token t = tok_;
  const char* name = nullptr;
  switch (t.type) {
    case Tok::Bang: name = "!"; break;
    case Tok::Tilde: name = "~"; break;
    case Tok::UPlus: name = "+@"; break;
    case Tok::UMinus: name = "-@"; break;
    case Tok::UMinusNum: return parse_negative_number();
    case Tok::Amper:
    case Tok::Splat:
    case Tok::DSplat:
      return fail_expected("an expression");
    default: return parse_pow();
  }
  advance();
  Node* operand = parse_unary();
  return make_call(name, t, operand, nullptr, 0);
}

// `-2` is a literal, `-2 ** 2` is -(2 ** 2), `-2.abs` is (-2).abs.
Node* Parser::parse_negative_number() {
  Token minus = tok_;
  advance();
  if (!at(Tok::Int) && !at(Tok::Float)) return fail_expected("a number");
  Token number = tok_;
  advance();
  if (at(Tok::Pow)) {
    Token pow = tok_;
    advance();
    Token exponent_start = tok_;
    Node* exponent = parse_unary();
    Node* power = make_binary(pow, parse_number(number, false), exponent, span_from(exponent_start));
    return make_call("-@", minus, power, nullptr, 0);
  }
  Node* literal = parse_number(number, true);
  literal->line = minus.line;
  literal->column = minus.column;
  Node* operand = maybe_assignment(parse_postfix_chain(literal));
  if (!at(Tok::Pow)) return operand;
  Token pow = tok_;
  advance();
  Token exponent_start = tok_;
  Node* exponent = parse_unary();
  return make_binary(pow, operand, exponent, span_from(exponent_start));
}

Node* Parser::parse_pow() {
  Node* base = parse_operand();
  if (!at(Tok::Pow) || failed()) return base;
  Token op = tok_;
  advance();
  skip_newlines();
  Token exponent_start = tok_;
  Node* exponent = parse_unary();
  return make_binary(op, base, exponent, span_from(exponent_start));
}

Node* Parser::parse_operand() { return maybe_assignment(parse_postfix_only()); }

Node* Parser::parse_postfix_only() { return parse_postfix_chain(parse_primary()); }

// ---- assignment ----

bool Parser::is_void_value(const Node* n) {
  switch (n->kind) {
    case NodeKind::Break: case NodeKind::Next: case NodeKind::Redo: case NodeKind::Retry: case NodeKind::Return:
      return true;
    default:
      return false;
  }
}

bool Parser::is_single_assignment(const Node* n) {
  switch (n->kind) {
    case NodeKind::LAsgn: case NodeKind::IAsgn: case NodeKind::GAsgn: case NodeKind::CVAsgn:
      return !n->kids.empty();
    case NodeKind::ConstAsgn:
      return n->kids.size() == 2;
    case NodeKind::Call:
      return (n->flags & ATTR_ASSIGN) && n->kid(1) && !n->kid(1)->kids.empty();
    default:
      return false;
  }
}

bool Parser::is_assignable(const Node* n) const {
  switch (n->kind) {
    case NodeKind::LVar: case NodeKind::IVar: case NodeKind::GVar: case NodeKind::CVar:
    case NodeKind::Const: case NodeKind::NthRef: case NodeKind::BackRef: case NodeKind::Self:
    case NodeKind::Nil: case NodeKind::True: case NodeKind::False:
      return true;
    case NodeKind::Call:
      if (n->flags & VCALL) return true;
      if (!n->kid(0) || n->kid(2)) return false;
      if (n->str == "[]") return true;
      return !n->kid(1) && is_attr_name(n->str);
    default:
      return false;
  }
}

Node* Parser::to_target(Node* n) {
  Token at;
  at.line = n->line;
  at.column = n->column;
  auto named = [&](NodeKind kind) {
    Node* t = node(kind, at);
    t->str = n->str;
    return t;
  };
  bool local = n->kind == NodeKind::LVar || (n->kind == NodeKind::Call && (n->flags & VCALL));
  if (local && is_numbered_param_name(n->str)) {
    fail(at, n->str + " is reserved for numbered parameters");
    return error_node();
  }
  switch (n->kind) {
    case NodeKind::LVar:
      return named(NodeKind::LAsgn);
    case NodeKind::IVar: return named(NodeKind::IAsgn);
    case NodeKind::GVar: return named(NodeKind::GAsgn);
    case NodeKind::CVar: return named(NodeKind::CVAsgn);
    case NodeKind::Const: {
      if (in_def()) {
        fail(at, "dynamic constant assignment");
        return error_node();
      }
      Node* t = named(NodeKind::ConstAsgn);
      t->flags = n->flags & TOP_LEVEL;
      t->kids.push_back(n->kid(0));
      return t;
    }
    case NodeKind::Mlhs:
      return n;
    case NodeKind::Splat: {
      Node* t = node(NodeKind::Splat, at);
      t->kids.push_back(n->kid(0) ? to_target(n->kid(0)) : nullptr);
      return t;
    }
    case NodeKind::Call: {
      if (n->flags & VCALL) {
        declare(n->str);
        return named(NodeKind::LAsgn);
      }
      if (!is_assignable(n)) break;
      Node* t = make_call(n->str + "=", at, n->kid(0), n->kid(1), ATTR_ASSIGN | (n->flags & SAFE_NAV));
      t->spot = n->spot;
      if (n->str == "[]") t->str = std::string("[]=");
      if (n->kid(0) && n->kid(0)->kind == NodeKind::Self) t->flags |= PRIVATE_RECV;
      return t;
    }
    case NodeKind::NthRef:
    case NodeKind::BackRef:
    {
      std::string message = "Can't set variable $";
      message += n->kind == NodeKind::NthRef ? std::to_string(n->ival) : n->str;
      fail(at, message);
      return error_node();
    }
    case NodeKind::Self: fail(at, "Can't change the value of self"); return error_node();
    case NodeKind::Nil: fail(at, "Can't assign to nil"); return error_node();
    case NodeKind::True: fail(at, "Can't assign to true"); return error_node();
    case NodeKind::False: fail(at, "Can't assign to false"); return error_node();
    default:
      break;
  }
  fail(at, "unexpected write target");
  return error_node();
}

// Op-assign targets keep reader form: a variable, a.b (reader name) or a[i].
Node* Parser::to_op_target(Node* n) {
  if (n->kind == NodeKind::Call && (n->flags & VCALL)) {
    declare(n->str);
    Node* var = node(NodeKind::LVar, n);
    var->str = n->str;
    return var;
  }
  if (n->kind == NodeKind::NthRef || n->kind == NodeKind::BackRef || n->kind == NodeKind::Self ||
      n->kind == NodeKind::Nil || n->kind == NodeKind::True || n->kind == NodeKind::False)
    return to_target(n);
  return n;
}

Node* Parser::assigned_value(Node* asgn) {
  switch (asgn->kind) {
    case NodeKind::ConstAsgn: return asgn->kid(1);
    case NodeKind::Call: return asgn->kid(1)->kids.back();
    default: return asgn->kid(0);
  }
}

Node* Parser::maybe_assignment(Node* lhs) {
  if (failed() || !(at(Tok::Assign) || at(Tok::OpAsgn)) || !is_assignable(lhs)) return lhs;
  Token op = tok_;
  if (op.type == Tok::OpAsgn) {
    Node* target = to_op_target(lhs);
    advance();
    skip_newlines();
    Token value_start = tok_;
    Node* value = parse_assignment_rhs();
    Node* asgn = node_with(NodeKind::OpAsgn, op, {target, value});
    asgn->str = op.text;
    asgn->line = lhs->line;
    asgn->column = lhs->column;
    asgn->spot = span_from(value_start);
    const Node* index = target->kind == NodeKind::Call && target->str == "[]" ? target->kid(1) : nullptr;
    if (index && index->spot.line) {
      asgn->spot.line = index->spot.line;
      asgn->spot.column = index->spot.column;
    }
    return asgn;
  }
  Node* target = to_target(lhs);
  if (failed()) return target;
  advance();
  skip_newlines();
  Token value_start = tok_;
  Node* value = parse_assignment_rhs();
  if (target->kind == NodeKind::Call) {
    // a.b = v and a[i] = v: the name runs through the `=`, the arguments
    // through the value.
    if (target->spot.line) {
      target->spot.end_line = op.end_line;
      target->spot.end_column = op.end_column;
    }
    Node*& args = target->kids[1];
    if (!args) {
      args = node(NodeKind::Args, target);
      args->spot = span_from(value_start);
    } else {
      if (!args->spot.line) args->spot = span_from(value_start);
      args->spot.end_line = prev_end_line_;
      args->spot.end_column = prev_end_column_;
    }
    args->kids.push_back(value);
  } else if (target->kind == NodeKind::ConstAsgn) {
    target->kids.resize(1);
    target->kids.push_back(value);
  } else {
    target->kids.assign(1, value);
  }
  return target;
}

Node* Parser::parse_assignment_rhs() {
  skip_newlines();
  if (at(Tok::Splat)) {
    Node* list = node(NodeKind::Array, tok_);
    do {
      if (at(Tok::Splat)) {
        Token star = tok_;
        advance();
        list->kids.push_back(node_with(NodeKind::Splat, star, {parse_arg()}));
      } else {
        list->kids.push_back(parse_arg());
      }
    } while (!failed() && accept(Tok::Comma));
    return list;
  }
  Node* value = parse_arg();
  if (at_kw(Kw::Rescue) && !failed()) {
    Token kw = tok_;
    advance();
    Node* rescue_value = parse_arg();
    Node* clause = node_with(NodeKind::RescueClause, kw, {nullptr, nullptr, rescue_value});
    value = node_with(NodeKind::Begin, kw, {value, nullptr, nullptr, clause});
  }
  return value;
}

// `a = 1, 2` (statement level): the value becomes an Array.
Node* Parser::extend_rhs_list(Node* asgn) {
  Node* value = assigned_value(asgn);
  Node* list = node(NodeKind::Array, value);
  list->kids.push_back(value);
  while (!failed() && accept(Tok::Comma)) {
    if (at(Tok::Splat)) {
      Token star = tok_;
      advance();
      list->kids.push_back(node_with(NodeKind::Splat, star, {parse_arg()}));
    } else {
      list->kids.push_back(parse_arg());
    }
  }
  if (asgn->kind == NodeKind::ConstAsgn) asgn->kids[1] = list;
  else if (asgn->kind == NodeKind::Call) asgn->kids[1]->kids.back() = list;
  else asgn->kids[0] = list;
  return asgn;
}

// ---- multiple assignment ----

Node* Parser::parse_mlhs_item() {
  if (at(Tok::Splat)) {
    Token star = tok_;
    advance();
    Node* target = nullptr;
    if (!at(Tok::Comma) && !at(Tok::Assign) && !at(Tok::RParen) && !at_kw(Kw::In) &&
        !at(Tok::Pipe) && can_start_expression(tok_))
      target = parse_postfix_only();
    return node_with(NodeKind::Splat, star, {target});
  }
  return parse_postfix_only();
}

Node* Parser::parse_multi_assign(Node* first) {
  Node* mlhs;
  if (first->kind == NodeKind::Mlhs && at(Tok::Assign)) {
    mlhs = first;
  } else {
    mlhs = node(NodeKind::Mlhs, first);
    mlhs->kids.push_back(to_target(first));
    while (!failed() && accept(Tok::Comma)) {
      if (at(Tok::Assign) || at(Tok::RParen) || at_kw(Kw::In) || at(Tok::Pipe)) break;
      mlhs->kids.push_back(to_target(parse_mlhs_item()));
    }
  }
  if (failed() || at(Tok::RParen) || at_kw(Kw::In)) return mlhs;
  if (!at(Tok::Assign)) return fail_expected("`=` after the targets");
  Token eq = tok_;
  advance();
  skip_newlines();
  Node* value = parse_mrhs(nullptr);
  if (at_kw(Kw::Rescue) && !failed() && value->kind != NodeKind::Array) {
    Token kw = tok_;
    advance();
    Node* clause = node_with(NodeKind::RescueClause, kw, {nullptr, nullptr, parse_arg()});
    value = node_with(NodeKind::Begin, kw, {value, nullptr, nullptr, clause});
  }
  Node* asgn = node_with(NodeKind::MultiAsgn, eq, {mlhs, value});
  asgn->line = mlhs->line;
  asgn->column = mlhs->column;
  return asgn;
}

// Right-hand side of a multiple assignment: one expression, or an Array when
// there are commas or splats.
Node* Parser::parse_mrhs(Node* first) {
  Node* list = node(NodeKind::Array, tok_);
  if (first) list->kids.push_back(first);
  do {
    if (at(Tok::Splat)) {
      Token star = tok_;
      advance();
      list->kids.push_back(node_with(NodeKind::Splat, star, {parse_arg()}));
    } else {
      list->kids.push_back(parse_arg());
    }
  } while (!failed() && accept(Tok::Comma));
  if (list->kids.size() == 1 && list->kids[0]->kind != NodeKind::Splat) return list->kids[0];
  return list;
}

} // namespace garnet::parse
