// parser_literal.cpp — literal values: integers (Int/BigInt), floats, strings
// with interpolation and adjacent-literal concatenation, "str": labels,
// backticks, symbols, regexps, word lists, arrays and hashes.
#include "parse/parser_internal.h"

namespace garnet::parse {

// ---- numbers ----

// 3r is Rational(3), 1.5r is Rational("1.5"), 2i is Complex(0, 2): calls to
// the Kernel conversion methods (the AST has no rational/complex literals).
Node* Parser::parse_number(const Token& t, bool negative) {
  Node* n = parse_plain_number(t, negative);
  if (t.suffix & NUM_RATIONAL) {
    Node* arg = n;
    if (t.type == Tok::Float) {
      arg = node(NodeKind::Str, t);
      arg->str = (negative ? "-" : "") + t.text;
    }
    n = make_call("Rational", t, nullptr, node_with(NodeKind::Args, t, {arg}), FCALL | NUMBER_LITERAL);
  }
  if (t.suffix & NUM_IMAGINARY) {
    Node* zero = node(NodeKind::Int, t);
    n = make_call("Complex", t, nullptr, node_with(NodeKind::Args, t, {zero, n}), FCALL | NUMBER_LITERAL);
  }
  return n;
}

Node* Parser::parse_plain_number(const Token& t, bool negative) {
  if (t.type == Tok::Float) {
    Node* f = node(NodeKind::Float, t);
    f->fval = negative ? -t.fval : t.fval;
    return f;
  }
  // t.text holds decimal digits without sign or leading zeros.
  const uint64_t limit = negative ? (uint64_t{1} << 63) : (uint64_t{1} << 63) - 1;
  uint64_t value = 0;
  bool fits = t.text.size() <= 19;
  for (char c : t.text) {
    if (!fits) break;
    value = value * 10 + static_cast<uint64_t>(c - '0');
  }
  if (fits && value <= limit) {
    Node* n = node(NodeKind::Int, t);
    n->ival = negative ? static_cast<int64_t>(0 - value) : static_cast<int64_t>(value);
    return n;
  }
  Node* big = node(NodeKind::BigInt, t);
  big->str = (negative ? "-" : "") + t.text;
  return big;
}

// ---- strings ----

Node* Parser::var_from_text(const std::string& text, const Token& at) {
  NodeKind kind = NodeKind::GVar;
  if (text.rfind("@@", 0) == 0) kind = NodeKind::CVar;
  else if (text[0] == '@') kind = NodeKind::IVar;
  else if (text.size() > 1 && text[1] >= '1' && text[1] <= '9') kind = NodeKind::NthRef;
  else if (text.size() == 2 && std::string_view("&`'+").find(text[1]) != std::string_view::npos)
    kind = NodeKind::BackRef;
  Node* var = node(kind, at);
  if (kind == NodeKind::NthRef) var->ival = text.size() > 10 ? 0 : std::stoll(text.substr(1));
  else if (kind == NodeKind::BackRef) var->str = text.substr(1);
  else var->str = text;
  return var;
}

void Parser::parse_interpolation(std::vector<Node*>& parts) {
  advance();  // #{
  FlagScope flags(*this, false, false);
  Node* stmts = parse_statements();
  if (!at(Tok::StrDEnd)) {
    if (at(Tok::Eof)) fail(tok_, "unterminated string meets end of file");
    else fail(tok_, unexpected(tok_) + "; expected a `}` to close the embedded expression");
    return;
  }
  advance();
  if (Node* body = body_of(stmts)) parts.push_back(body);
}

// Reads the pieces of a string-like literal after its opening token up to
// and including StrEnd (whose token is stored in `end`); the token after it
// is read in lexer state `state_after` when one is given.
void Parser::parse_string_parts(std::vector<Node*>& parts, Token* end, uint32_t state_after) {
  advance();
  for (;;) {
    if (failed()) return;
    Token t = tok_;
    switch (t.type) {
      case Tok::StrContent: {
        parts.push_back(string_piece(t));
        advance();
        break;
      }
      case Tok::StrDBeg:
        parse_interpolation(parts);
        break;
      case Tok::StrDVar:
        parts.push_back(var_from_text(t.text, t));
        advance();
        break;
      case Tok::StrEnd:
        *end = t;
        if (state_after) lexer_.set_state(state_after);
        advance();
        return;
      default:
        fail(t, "unterminated string meets end of file");
        return;
    }
  }
}

// Str when every part is literal text, otherwise `dynamic_kind` with adjacent
// literal parts merged.
// A piece of literal text (StrContent or Char token) as a Str node.
Node* Parser::string_piece(const Token& t) {
  Node* s = named(NodeKind::Str, t);
  if (t.ival) s->flags |= STR_UNICODE;
  return s;
}

Node* Parser::combine_parts(NodeKind dynamic_kind, std::vector<Node*>& parts, const Token& at) {
  std::vector<Node*> merged;
  for (Node* p : parts) {
    if (p->kind == NodeKind::Str && !merged.empty() && merged.back()->kind == NodeKind::Str &&
        (merged.back()->flags & ~STR_UNICODE) == 0) {
      merged.back()->str += p->str;
      merged.back()->flags |= p->flags & STR_UNICODE;
      continue;
    }
    if (p->kind == NodeKind::Str) {  // copy so merging never alters a shared node
      Node* copy = node(NodeKind::Str, p);
      copy->str = p->str;
      copy->flags = p->flags & STR_UNICODE;
      merged.push_back(copy);
    } else {
      merged.push_back(p);
    }
  }
  bool all_text = true;
  for (Node* p : merged) all_text = all_text && p->kind == NodeKind::Str;
  if (all_text && dynamic_kind != NodeKind::Regex && dynamic_kind != NodeKind::XStr) {
    Node* s = node(NodeKind::Str, at);
    for (Node* p : merged) {
      s->str += p->str;
      s->flags |= p->flags & STR_UNICODE;
    }
    return s;
  }
  Node* d = node(dynamic_kind, at);
  d->kids = std::move(merged);
  return d;
}

Node* Parser::parse_string() {
  Token open = tok_;
  std::vector<Node*> parts;
  Token end;
  parse_string_parts(parts, &end);
  if (end.label_end) {
    Node* key = combine_parts(NodeKind::DStr, parts, open);
    if (key->kind == NodeKind::Str) {
      Node* sym = node(NodeKind::Sym, open);
      sym->str = key->str;
      key = sym;
    } else {
      key->kind = NodeKind::DSym;
    }
    label_node_ = key;
    return key;
  }
  // "a" "b" — adjacent literals concatenate: their parts are combined once,
  // so that a long run of them costs linear time and memory.
  while (at(Tok::StrBeg) && !failed()) parse_string_parts(parts, &end);
  return combine_parts(NodeKind::DStr, parts, open);
}

Node* Parser::parse_xstring() {
  Token open = tok_;
  std::vector<Node*> parts;
  Token end;
  parse_string_parts(parts, &end);
  return combine_parts(NodeKind::XStr, parts, open);
}

Node* Parser::parse_regex() {
  Token open = tok_;
  std::vector<Node*> parts;
  Token end;
  parse_string_parts(parts, &end);
  Node* re = combine_parts(NodeKind::Regex, parts, open);
  re->flags |= static_cast<uint32_t>(end.ival);
  return re;
}

Node* Parser::parse_dsym(uint32_t state_after) {
  Token open = tok_;
  std::vector<Node*> parts;
  Token end;
  parse_string_parts(parts, &end, state_after);
  Node* sym = combine_parts(NodeKind::DSym, parts, open);
  if (sym->kind == NodeKind::Str) sym->kind = NodeKind::Sym;
  return sym;
}

// %w[] %W[] %i[] %I[]: an Array of Str/DStr or Sym/DSym.
Node* Parser::parse_words() {
  Token open = tok_;
  bool symbols = at(Tok::SymbolsBeg);
  Node* list = node(NodeKind::Array, open);
  std::vector<Node*> word;
  auto flush = [&]() {
    if (word.empty()) return;
    Node* element = combine_parts(symbols ? NodeKind::DSym : NodeKind::DStr, word, open);
    if (symbols && element->kind == NodeKind::Str) element->kind = NodeKind::Sym;
    list->kids.push_back(element);
    word.clear();
  };
  advance();
  for (;;) {
    if (failed()) return list;
    Token t = tok_;
    switch (t.type) {
      case Tok::StrContent: {
        word.push_back(string_piece(t));
        advance();
        break;
      }
      case Tok::StrDBeg:
        parse_interpolation(word);
        break;
      case Tok::StrDVar:
        word.push_back(var_from_text(t.text, t));
        advance();
        break;
      case Tok::WordSep:
        flush();
        advance();
        break;
      case Tok::StrEnd:
        flush();
        advance();
        return list;
      default:
        fail(t, "unterminated list meets end of file");
        return list;
    }
  }
}

// ---- arrays and hashes ----

Node* Parser::parse_array_literal() {
  Token open = tok_;
  advance();
  Node* args = parse_arg_list(Tok::RBrack, nullptr);
  if (!accept(Tok::RBrack)) {
    fail(tok_, unexpected(tok_) + "; expected a `]` to close the array");
    return error_node();
  }
  Node* list = node(NodeKind::Array, open);
  if (args) list->kids = std::move(args->kids);
  return list;
}

Node* Parser::parse_hash_literal() {
  Token open = tok_;
  advance();
  FlagScope flags(*this, false, false);
  Node* hash = node(NodeKind::Hash, open);
  for (;;) {
    skip_newlines();
    if (at(Tok::RBrace) || failed()) break;
    Token t = tok_;
    if (at(Tok::DSplat)) {
      advance();
      hash->kids.push_back(node_with(NodeKind::DoubleSplat, t, {parse_arg()}));
    } else if (at(Tok::Label)) {
      hash->kids.push_back(parse_label_pair());
    } else {
      Node* key = parse_arg();
      if (key == label_node_) {
        label_node_ = nullptr;
        skip_newlines();
      } else {
        skip_newlines();
        if (!accept(Tok::Arrow)) {
          fail(tok_, unexpected(tok_) + "; expected a `=>` between the hash key and value");
          break;
        }
        skip_newlines();
      }
      hash->kids.push_back(node_with(NodeKind::Pair, t, {key, parse_arg()}));
    }
    skip_newlines();
    if (!accept(Tok::Comma)) break;
  }
  if (!accept(Tok::RBrace))
    fail(tok_, unexpected(tok_) + "; expected a `}` to close the hash literal");
  return hash;
}

} // namespace garnet::parse
