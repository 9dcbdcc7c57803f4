// scope.h — local-variable resolution, the compiler's first pass.
//
// Walks the AST in source order, applying Ruby's rule that a name is a local
// of the innermost enclosing scope that assigned it first. It records, for
// every variable node, the scope that declares it, and marks variables that a
// nested block reads or writes as captured (they then live in a heap Env
// instead of a register). A scope whose locals are reached by name at run
// time (it calls `binding` or `eval`, or a block inside it does) keeps all
// of them in its Env.
#pragma once

#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "parse/ast.h"
#include "parse/stack_budget.h"

namespace garnet::compile {

struct VarInfo {
  std::string name;
  bool captured = false;
  int reg = -1;      // register in the declaring frame
  int env_slot = -1; // slot in the declaring frame's Env when captured
};

struct Scope {
  Scope* parent = nullptr;        // enclosing scope whose locals are visible (blocks only)
  const parse::Node* node = nullptr;
  std::vector<VarInfo> vars;
  std::unordered_map<std::string, int> index;
  int env_size = 0;               // number of captured vars (slots)
  const parse::Node* method_params = nullptr; // Params of the def this scope belongs to (zsuper)
  bool is_method = false;         // a def scope
  bool named_at_run_time = false; // binding/eval may reach its locals: all live in the Env

  int find(const std::string& name) const {
    auto it = index.find(name);
    return it == index.end() ? -1 : it->second;
  }
  int declare(const std::string& name) {
    int i = find(name);
    if (i >= 0) return i;
    vars.push_back({name});
    index[name] = int(vars.size() - 1);
    return int(vars.size() - 1);
  }
  bool owns_env() const { return env_size > 0; }
};

struct VarRef {
  Scope* scope = nullptr;
  int index = -1;
};

// The locals code evaluated inside a running scope (eval) can see: the names
// of each enclosing Env's slots, innermost Env first.
using EnclosingLocals = std::vector<std::vector<std::string>>;

class ScopeAnalysis {
 public:
  // `enclosing` is set for eval'd code: its top scope then sees those
  // variables and keeps its own in an Env chained below theirs.
  // `stack` bounds the walk's native stack: when used up, the walk stops
  // and stack_exhausted() says so.
  void run(const parse::Node* root, const EnclosingLocals* enclosing, parse::StackBudget stack);
  bool stack_exhausted() const { return stack_exhausted_; }
  Scope* scope_for(const parse::Node* scope_node) const;
  // Resolution of an LVar / LAsgn / Param / PatBind... node (by node identity).
  VarRef ref(const parse::Node* var_node) const;
  // Resolves `name` as seen from scope `from` (for synthesized reads, e.g. zsuper).
  VarRef lookup(Scope* from, const std::string& name) const;

 private:
  Scope* open(const parse::Node* node, Scope* parent);
  Scope* open_enclosing(const EnclosingLocals& enclosing);
  void finish();
  void visit(const parse::Node* n, Scope* cur);
  void visit_kids(const parse::Node* n, Scope* cur);
  void visit_params(const parse::Node* params, Scope* cur);
  void visit_target(const parse::Node* target, Scope* cur);
  void declare(const parse::Node* n, const std::string& name, Scope* cur);
  void use(const parse::Node* n, const std::string& name, Scope* cur);

  std::deque<Scope> scopes_;
  std::unordered_map<const parse::Node*, Scope*> scope_of_;
  std::unordered_map<const parse::Node*, VarRef> refs_;
  parse::StackBudget stack_;
  bool stack_exhausted_ = false;
};

// Hidden variable names for anonymous parameters and forwarding.
inline const char* kAnonRest = "*";
inline const char* kAnonKwrest = "**";
inline const char* kAnonBlock = "&";

} // namespace garnet::compile
