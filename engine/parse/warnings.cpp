// warnings.cpp — the warnings Ruby gives about a parsed program that still
// runs ("regex literal in condition"), found by one walk over the tree
// after a successful parse.
#include "parse/parser.h"

namespace garnet::parse {

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
    for (auto it = n->kids.rbegin(); it != n->kids.rend(); ++it)
      if (*it) pending.push_back(*it);
  }
  return warnings;
}

} // namespace garnet::parse
