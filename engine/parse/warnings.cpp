// warnings.cpp — the warnings Ruby gives about a parsed program that still
// runs ("regex literal in condition", a Hash literal's duplicated key), found
// by one walk over the tree after a successful parse.
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

} // namespace

std::vector<SyntaxError> find_warnings(const Node* root) {
  std::vector<SyntaxError> warnings;
  std::vector<const Node*> pending;
  if (root) pending.push_back(root);
  while (!pending.empty()) { // an explicit stack: trees may nest deeply
    const Node* n = pending.back();
    pending.pop_back();
    if (n->kind == NodeKind::If || n->kind == NodeKind::While) {
      const Node* cond = n->kid(0);
      if (cond && cond->kind == NodeKind::Regex)
        warnings.push_back({cond->line, cond->column, "regex literal in condition"});
    }
    if (n->kind == NodeKind::Hash) duplicated_keys(n, warnings);
    for (auto it = n->kids.rbegin(); it != n->kids.rend(); ++it)
      if (*it) pending.push_back(*it);
  }
  return warnings;
}

} // namespace garnet::parse
