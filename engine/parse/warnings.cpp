// warnings.cpp — the warnings Ruby gives about a parsed program that still
// runs (a literal or an assignment of one as a condition, a Hash literal's
// duplicated key; under -w, a value computed for nothing, a local never
// read), found by one walk over the tree after a successful parse, in the
// order Ruby 4.0 gives them: each where its node is, but those about a list
// of statements once the list is read and those about a scope's locals once
// the scope ends.
#include "parse/parser.h"

#include <cctype>
#include <map>

#include "parse/local_usage.h"

namespace garnet::parse {

namespace {

// How the warning shows a literal key (empty: not a key it checks).
std::string literal_key(const Node* key) {
  if (!key) return "";
  switch (key->kind) {
    case NodeKind::Sym: {
      bool plain = !key->str.empty() && !std::isdigit(static_cast<unsigned char>(key->str[0]));
      for (char c : key->str) plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
      return plain ? ":" + key->str : "";
    }
    case NodeKind::Int: return std::to_string(key->ival);
    case NodeKind::Nil: return "nil";
    case NodeKind::True: return "true";
    case NodeKind::False: return "false";
    default: return "";
  }
}

// {a: 1, a: 2}: each later key overwrites an earlier one.
void duplicated_keys(const Node* hash, std::vector<SyntaxError>& warnings) {
  std::map<std::string, const Node*> seen;
  for (const Node* pair : hash->kids) {
    if (!pair || pair->kind != NodeKind::Pair) continue;
    std::string key = literal_key(pair->kid(0));
    if (key.empty()) continue;
    auto [it, fresh] = seen.emplace(key, pair->kid(0));
    if (fresh) continue;
    warnings.push_back({it->second->line, it->second->column,
                        "key " + key + " is duplicated and overwritten on line " + std::to_string(pair->kid(0)->line)});
    it->second = pair->kid(0);
  }
}

// A value Ruby calls a literal where it is assigned in a condition: the
// assignment was probably meant as ==.
bool assigned_literal(const Node* v) {
  switch (v->kind) {
    case NodeKind::Nil:
    case NodeKind::True:
    case NodeKind::False:
    case NodeKind::Int:
    case NodeKind::BigInt:
    case NodeKind::Float:
    case NodeKind::Str:
    case NodeKind::Sym:
    case NodeKind::Regex: return true;
    case NodeKind::Array:
      for (const Node* e : v->kids)
        if (!e || !assigned_literal(e)) return false;
      return true;
    case NodeKind::Hash:
      for (const Node* pair : v->kids)
        if (!pair || pair->kind != NodeKind::Pair || !pair->kid(0) || !pair->kid(1) || !assigned_literal(pair->kid(0)) ||
            !assigned_literal(pair->kid(1)))
          return false;
      return true;
    default: return false;
  }
}

// The condition of an if, unless, while, until or ternary, through its
// parentheses, &&, || and `not`: a literal regexp or string there, or the
// assignment of a literal. (A stack, not recursion: && chains may be long.)
void check_condition(const Node* condition, std::vector<SyntaxError>& warnings) {
  std::vector<const Node*> pending{condition};
  while (!pending.empty()) {
    const Node* cond = pending.back();
    pending.pop_back();
    while (cond && cond->kind == NodeKind::Seq && cond->kids.size() == 1) cond = cond->kid(0);
    if (!cond) continue;
    switch (cond->kind) {
      case NodeKind::And:
      case NodeKind::Or:
        pending.push_back(cond->kid(1));
        pending.push_back(cond->kid(0));
        break;
      case NodeKind::Call:
        if (cond->str == "!" && !cond->kid(1)) pending.push_back(cond->kid(0));
        break;
      case NodeKind::Regex: warnings.push_back({cond->line, cond->column, "regex literal in condition"}); break;
      case NodeKind::Str: warnings.push_back({cond->line, cond->column, "string literal in condition"}); break;
      case NodeKind::LAsgn:
      case NodeKind::IAsgn:
      case NodeKind::GAsgn:
      case NodeKind::CVAsgn:
      case NodeKind::ConstAsgn: {
        const Node* value = cond->kind == NodeKind::ConstAsgn ? (cond->kids.size() > 1 ? cond->kid(1) : nullptr)
                                                              : cond->kid(0);
        if (value && assigned_literal(value))
          warnings.push_back({value->line, value->column, "found '= literal' in conditional, should be =="});
        break;
      }
      default: break;
    }
  }
}

// What Ruby calls a statement whose value nothing uses ("possibly useless
// use of a literal in void context"): nullptr for any other.
const char* useless_statement(const Node* n) {
  switch (n->kind) {
    case NodeKind::LVar: return n->str == "it" ? nullptr : "a variable"; // a block's `it` is not one to Ruby
    case NodeKind::IVar:
    case NodeKind::GVar:
    case NodeKind::CVar:
    case NodeKind::NthRef:
    case NodeKind::BackRef: return "a variable";
    case NodeKind::Const: return n->kid(0) || (n->flags & TOP_LEVEL) ? "::" : "a constant";
    case NodeKind::Defined: return "defined?";
    case NodeKind::Nil: return "nil";
    case NodeKind::True: return "true";
    case NodeKind::False: return "false";
    case NodeKind::Self: return "self";
    case NodeKind::Int:
    case NodeKind::BigInt:
    case NodeKind::Float:
    case NodeKind::Str:
    case NodeKind::DStr:
    case NodeKind::Sym:
    case NodeKind::Regex: return "a literal";
    case NodeKind::Range: return n->flags & FLIP_FLOP ? nullptr : n->flags & EXCLUSIVE ? "..." : "..";
    case NodeKind::Call: {
      if ((n->flags & NUMBER_LITERAL) || ((n->flags & VCALL) && (n->str == "__FILE__" || n->str == "__ENCODING__")))
        return "a literal";
      static const char* const operators[] = {"+", "-", "*", "/", "%", "|", "^", "&", ">", "<", "<=", ">=",
                                              "!=", "==", "+@", "-@", "**", "<=>"};
      const char* op = nullptr;
      for (const char* o : operators)
        if (n->str == o) op = o;
      if (!op || !n->kid(0)) return nullptr;
      // Written as an operator (a + b, -a), not as a call (a.+(b)): the name as written is the operator alone.
      size_t written = n->str.size() - (n->str.back() == '@' ? 1 : 0);
      const Span& at = n->spot;
      if (at.line == 0 || at.end_line != at.line || at.end_column - at.column != written) return nullptr;
      return op;
    }
    default: return nullptr;
  }
}

// The warnings of a list of statements once it is read: each statement but
// the last (the list's value), or every one when nothing takes the value
// (a program's or a file's top level).
void useless_statements(const Node* seq, bool value_unused, std::vector<SyntaxError>& warnings) {
  size_t checked = value_unused ? seq->kids.size() : seq->kids.size() - (seq->kids.empty() ? 0 : 1);
  for (size_t i = 0; i < checked; i++) {
    const Node* n = seq->kid(i);
    const char* what = n ? useless_statement(n) : nullptr;
    if (!what) continue;
    SyntaxError w{n->line, n->column, std::string("possibly useless use of ") + what + " in void context"};
    w.verbose_only = true;
    warnings.push_back(w);
  }
}

// Whether kid i of n stands as a statement (a body, or one of a list), or
// as an assignment's target there: Ruby checks that the locals assigned
// there are read. One assigned inside an expression (an argument, an
// operand, a condition) has its value used, and is never warned about.
bool statement_slot(const Node* n, size_t i, bool n_is_statement) {
  switch (n->kind) {
    case NodeKind::Seq: return true;
    case NodeKind::Def:
    case NodeKind::Class:
    case NodeKind::InClause: return i == 2;
    case NodeKind::For: return i == 0 || i == 2;          // the loop's variables, its body
    case NodeKind::RescueClause: return i == 1 || i == 2; // `=> e`, its body
    case NodeKind::Block:
    case NodeKind::Lambda:
    case NodeKind::Module:
    case NodeKind::SClass:
    case NodeKind::While:
    case NodeKind::When: return i == 1;
    case NodeKind::If: return i == 1 || i == 2;
    case NodeKind::Case:
    case NodeKind::CaseIn: return i == 1;
    case NodeKind::Begin: return i <= 2;
    case NodeKind::MultiAsgn: return i == 0 && n_is_statement;
    case NodeKind::Mlhs:
    case NodeKind::Splat: return n_is_statement;
    case NodeKind::MatchAsgn: return i >= 1 && n_is_statement;
    default: return false;
  }
}

} // namespace

std::vector<SyntaxError> find_warnings(const Node* root, bool evaluated, bool verbose) {
  std::vector<SyntaxError> warnings;
  LocalUsage locals(verbose);
  enum class Do { Enter, LeaveList, OpenScope, OpenBlockScope, CloseScope };
  struct Step {
    Do what;
    const Node* node;
    bool params = false;    // inside a parameter list's destructuring: its locals are parameters
    bool statement = false; // see statement_slot
  };
  std::vector<Step> pending; // an explicit stack: trees may nest deeply
  auto enter = [&](const Node* parent, size_t i, bool parent_is_statement, bool params) {
    if (const Node* kid = parent->kid(i))
      pending.push_back({Do::Enter, kid, params, statement_slot(parent, i, parent_is_statement)});
  };
  // A definition: `outer` kids walked in the enclosing scope, the rest in its own.
  auto definition = [&](const Node* n, size_t outer, Do open) {
    pending.push_back({Do::CloseScope, n});
    for (size_t i = n->kids.size(); i-- > outer;) enter(n, i, false, false);
    pending.push_back({open, n});
    for (size_t i = outer; i-- > 0;) enter(n, i, false, false);
  };
  if (!root) return warnings;
  locals.open(true, evaluated);
  pending.push_back({Do::Enter, root, false, true});
  while (!pending.empty()) {
    Step step = pending.back();
    pending.pop_back();
    const Node* n = step.node;
    switch (step.what) {
      case Do::LeaveList: useless_statements(n, n == root && !evaluated, warnings); continue;
      case Do::OpenScope: locals.open(true); continue;
      case Do::OpenBlockScope: locals.open(false); continue;
      case Do::CloseScope: locals.close(warnings); continue;
      case Do::Enter: break;
    }
    switch (n->kind) {
      case NodeKind::Def: definition(n, 1, Do::OpenScope); continue;
      case NodeKind::Class: definition(n, 2, Do::OpenScope); continue;
      case NodeKind::Module:
      case NodeKind::SClass: definition(n, 1, Do::OpenScope); continue;
      case NodeKind::Block:
      case NodeKind::Lambda: definition(n, 0, Do::OpenBlockScope); continue;
      case NodeKind::Param:
        if (!n->str.empty()) locals.assign(n->str, n->line, true);
        enter(n, 0, false, n->flags == PARAM_DESTRUCTURE);
        continue;
      case NodeKind::LAsgn: locals.assign(n->str, n->line, step.params || !step.statement); break;
      case NodeKind::LVar: locals.use(n->str); break;
      case NodeKind::PatBind:
      case NodeKind::PatSplat:
      case NodeKind::PatKwRest:
        if (!n->str.empty()) locals.assign(n->str, n->line);
        break;
      case NodeKind::PatPair:
        if (!n->kid(0)) locals.assign(n->str, n->line);
        break;
      case NodeKind::If:
      case NodeKind::While: check_condition(n->kid(0), warnings); break;
      case NodeKind::Hash: duplicated_keys(n, warnings); break;
      case NodeKind::Seq:
        if (verbose) pending.push_back({Do::LeaveList, n});
        break;
      default: break;
    }
    for (size_t i = n->kids.size(); i-- > 0;) enter(n, i, step.statement, step.params);
  }
  locals.close(warnings);
  return warnings;
}

} // namespace garnet::parse
