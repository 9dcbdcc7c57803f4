// scope.cpp — the local-variable resolution pass (see scope.h).
#include "compile/scope.h"

namespace garnet::compile {

using parse::Node;
using parse::NodeKind;

namespace {

// Calls that read or write their caller's locals by name at run time.
bool reaches_locals_by_name(const Node* call) {
  const std::string& name = call->str;
  if (name == "instance_eval" || name == "class_eval" || name == "module_eval")
    return call->kid(1) && !call->kid(2); // a string argument, no block
  return !call->kid(0) && (name == "binding" || name == "eval" || name == "local_variables");
}

} // namespace

void ScopeAnalysis::run(const Node* root, const EnclosingLocals* enclosing, parse::StackBudget stack) {
  stack_ = stack;
  stack_.start();
  Scope* top = open(root, enclosing ? open_enclosing(*enclosing) : nullptr);
  if (enclosing) top->named_at_run_time = true;
  visit(root, top);
  finish();
}

// The Envs of a running scope, as scopes whose variables are all captured
// and already have their slots.
Scope* ScopeAnalysis::open_enclosing(const EnclosingLocals& enclosing) {
  Scope* inner = nullptr;
  Scope* outer = nullptr;
  for (const std::vector<std::string>& names : enclosing) {
    Scope& s = scopes_.emplace_back();
    for (const std::string& name : names) {
      int slot = int(s.vars.size());
      s.vars.push_back({name, true, -1, slot});
      s.index.emplace(name, slot); // a hidden duplicate keeps its first slot
    }
    s.env_size = int(names.size());
    if (outer) outer->parent = &s;
    else inner = &s;
    outer = &s;
  }
  return inner;
}

// Scopes whose locals are reached by name keep every one in their Env.
void ScopeAnalysis::finish() {
  for (Scope& s : scopes_)
    if (s.named_at_run_time)
      for (VarInfo& v : s.vars) v.captured = true;
}

Scope* ScopeAnalysis::scope_for(const Node* n) const {
  auto it = scope_of_.find(n);
  return it == scope_of_.end() ? nullptr : it->second;
}

VarRef ScopeAnalysis::ref(const Node* n) const {
  auto it = refs_.find(n);
  return it == refs_.end() ? VarRef{} : it->second;
}

VarRef ScopeAnalysis::lookup(Scope* from, const std::string& name) const {
  for (Scope* s = from; s; s = s->parent) {
    int i = s->find(name);
    if (i >= 0) return {s, i};
  }
  return {};
}

Scope* ScopeAnalysis::open(const Node* node, Scope* parent) {
  Scope& s = scopes_.emplace_back();
  s.parent = parent;
  s.node = node;
  if (parent) s.method_params = parent->method_params;
  scope_of_[node] = &s;
  return &s;
}

void ScopeAnalysis::declare(const Node* n, const std::string& name, Scope* cur) {
  VarRef r = lookup(cur, name);
  if (!r.scope) r = {cur, cur->declare(name)};
  else if (r.scope != cur) r.scope->vars[r.index].captured = true;
  refs_[n] = r;
}

void ScopeAnalysis::use(const Node* n, const std::string& name, Scope* cur) { declare(n, name, cur); }

void ScopeAnalysis::visit_kids(const Node* n, Scope* cur) {
  for (const Node* k : n->kids)
    if (k) visit(k, cur);
}

void ScopeAnalysis::visit_params(const Node* params, Scope* cur) {
  if (!params) return;
  for (const Node* p : params->kids) {
    std::string name = p->str;
    switch (p->flags) {
      case parse::PARAM_REST: if (name.empty()) name = kAnonRest; break;
      case parse::PARAM_KWREST: if (name.empty()) name = kAnonKwrest; break;
      case parse::PARAM_BLOCK: if (name.empty()) name = kAnonBlock; break;
      case parse::PARAM_FORWARD:
        // `...` binds the three hidden forwarding variables.
        cur->declare(kAnonRest);
        cur->declare(kAnonKwrest);
        cur->declare(kAnonBlock);
        refs_[p] = {cur, cur->find(kAnonRest)};
        continue;
      case parse::PARAM_DESTRUCTURE:
        name = "(destructure)" + std::to_string(uintptr_t(p));
        break;
      default: break;
    }
    // A repeated _-prefixed parameter (|_, _|) takes its own slot; the name
    // reads the first.
    if (name[0] == '_' && cur->find(name) >= 0) name = "(repeated)" + name + std::to_string(uintptr_t(p));
    refs_[p] = {cur, cur->declare(name)};
  }
  // Defaults and destructuring targets are evaluated inside the new scope.
  for (const Node* p : params->kids) {
    if (p->flags == parse::PARAM_DESTRUCTURE) {
      if (p->kid(0)) visit_target(p->kid(0), cur);
    } else if (p->kid(0)) {
      visit(p->kid(0), cur);
    }
  }
}

// A value-less assignment target (in Mlhs, for, rescue => e, block params).
void ScopeAnalysis::visit_target(const Node* t, Scope* cur) {
  switch (t->kind) {
    case NodeKind::LAsgn: declare(t, t->str, cur); break;
    case NodeKind::Mlhs:
    case NodeKind::Splat: visit_kids(t, cur); break;
    default: visit_kids(t, cur); break;
  }
}

void ScopeAnalysis::visit(const Node* n, Scope* cur) {
  if (stack_exhausted_ || (stack_exhausted_ = stack_.exhausted())) return;
  switch (n->kind) {
    case NodeKind::Def: {
      if (n->kid(0)) visit(n->kid(0), cur);
      Scope* s = open(n, nullptr);
      s->is_method = true;
      s->method_params = n->kid(1);
      visit_params(n->kid(1), s);
      if (n->kid(2)) visit(n->kid(2), s);
      return;
    }
    case NodeKind::Block:
    case NodeKind::Lambda: {
      Scope* s = open(n, cur);
      if (n->flags & parse::NUMBERED_PARAMS)
        for (int64_t i = 1; i <= n->ival; i++) s->declare("_" + std::to_string(i));
      if (n->flags & parse::IT_PARAM) s->declare("it");
      visit_params(n->kid(0), s);
      if (n->kid(1)) visit(n->kid(1), s);
      return;
    }
    case NodeKind::Class:
      visit(n->kid(0), cur);
      if (n->kid(1)) visit(n->kid(1), cur);
      if (n->kid(2)) visit(n->kid(2), open(n, nullptr));
      else open(n, nullptr);
      return;
    case NodeKind::Module:
      visit(n->kid(0), cur);
      if (n->kid(1)) visit(n->kid(1), open(n, nullptr));
      else open(n, nullptr);
      return;
    case NodeKind::SClass:
      visit(n->kid(0), cur);
      if (n->kid(1)) visit(n->kid(1), open(n, nullptr));
      else open(n, nullptr);
      return;
    case NodeKind::LAsgn:
      declare(n, n->str, cur);
      if (n->kid(0)) visit(n->kid(0), cur);
      return;
    case NodeKind::LVar: use(n, n->str, cur); return;
    case NodeKind::Range:
      if (n->flags & parse::FLIP_FLOP) { // its state outlives each run of a block: the method's local
        Scope* home = cur;
        while (home->parent && home->node && (home->node->kind == NodeKind::Block || home->node->kind == NodeKind::Lambda))
          home = home->parent;
        home->declare(n->str);
        use(n, n->str, cur);
      }
      visit_kids(n, cur);
      return;
    case NodeKind::Call:
      if (reaches_locals_by_name(n))
        for (Scope* s = cur; s; s = s->parent) s->named_at_run_time = true;
      visit_kids(n, cur);
      return;
    case NodeKind::PatBind:
    case NodeKind::PatSplat:
    case NodeKind::PatKwRest:
      if (!n->str.empty()) declare(n, n->str, cur);
      visit_kids(n, cur);
      return;
    case NodeKind::PatPair:
      if (n->kid(0)) visit(n->kid(0), cur);
      else declare(n, n->str, cur);
      return;
    case NodeKind::OpAsgn:
      if (n->kid(0) && n->kid(0)->kind == NodeKind::LVar) use(n->kid(0), n->kid(0)->str, cur);
      visit_kids(n, cur);
      return;
    case NodeKind::Splat:
    case NodeKind::DoubleSplat:
    case NodeKind::BlockPass:
      // Anonymous forwarding (*, **, &) reads the hidden locals.
      if (!n->kid(0)) {
        const char* hidden = n->kind == NodeKind::Splat ? kAnonRest
                             : n->kind == NodeKind::DoubleSplat ? kAnonKwrest : kAnonBlock;
        if (lookup(cur, hidden).scope) use(n, hidden, cur);
      }
      visit_kids(n, cur);
      return;
    case NodeKind::ForwardArgs:
      for (const char* hidden : {kAnonRest, kAnonKwrest, kAnonBlock})
        if (lookup(cur, hidden).scope) use(n, hidden, cur);
      return;
    case NodeKind::ZSuper:
      // Bare super re-reads the method's parameters, possibly from a block.
      // From a block, they are captured (each keeps its own slot: |_, _|).
      if (cur->method_params) {
        for (const Node* p : cur->method_params->kids) {
          auto own = refs_.find(p);
          if (own == refs_.end() || !own->second.scope || own->second.scope == cur) continue;
          own->second.scope->vars[size_t(own->second.index)].captured = true;
        }
      }
      visit_kids(n, cur);
      return;
    default: visit_kids(n, cur); return;
  }
}

} // namespace garnet::compile
