// warnings.cpp — the warnings Ruby gives about a parsed program that still
// runs (a literal or an assignment of one as a condition, a Hash literal's
// duplicated key), found by one walk over the tree after a successful parse.
#include "parse/parser.h"

#include <cctype>
#include <map>

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

} // namespace

std::vector<SyntaxError> find_warnings(const Node* root) {
  std::vector<SyntaxError> warnings;
  std::vector<const Node*> pending;
  if (root) pending.push_back(root);
  while (!pending.empty()) { // an explicit stack: trees may nest deeply
    const Node* n = pending.back();
    pending.pop_back();
    if (n->kind == NodeKind::If || n->kind == NodeKind::While) check_condition(n->kid(0), warnings);
    if (n->kind == NodeKind::Hash) duplicated_keys(n, warnings);
    for (auto it = n->kids.rbegin(); it != n->kids.rend(); ++it)
      if (*it) pending.push_back(*it);
  }
  return warnings;
}

} // namespace garnet::parse
