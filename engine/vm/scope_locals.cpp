// scope_locals.cpp — a scope's locals by name at run time (see scope_locals.h).
#include "vm/scope_locals.h"

#include <algorithm>

#include "vm/blocks.h"

namespace garnet::vm {

namespace {

void binding_mark(void* p, void (*mark_value)(void*, Value), void* tracer) {
  const BindingData* b = static_cast<const BindingData*>(p);
  if (b->env) mark_value(tracer, Value::object(b->env));
  mark_value(tracer, b->self);
  mark_value(tracer, b->block);
}

void binding_free(void* p) { delete static_cast<BindingData*>(p); }

// A copy sees the same variables; locals set through it later are its own.
void* binding_copy(const void* p) { return new BindingData(*static_cast<const BindingData*>(p)); }

const DataType kBindingType = {"Binding", binding_mark, binding_free, binding_copy};

// Calls f(env, iseq) for each Env of the chain, innermost first, with the
// Iseq whose env_names name its slots.
template <class F>
void each_env(const BindingData& b, F f) {
  Env* env = b.env;
  for (const Iseq* code = b.iseq; code && env; code = code->parent) {
    if (code->env_size == 0) continue;
    f(env, code);
    env = env->parent;
  }
}

bool is_numbered_param(const std::string& name) {
  return name.size() == 2 && name[0] == '_' && name[1] >= '1' && name[1] <= '9';
}

} // namespace

bool is_local_name(const std::string& name) {
  if (name.empty()) return false;
  auto c0 = static_cast<unsigned char>(name[0]);
  if (!(std::islower(c0) || c0 == '_' || c0 >= 0x80)) return false;
  return std::all_of(name.begin(), name.end(), [](char ch) {
    auto c = static_cast<unsigned char>(ch);
    return std::isalnum(c) || c == '_' || c >= 0x80;
  });
}

BindingData binding_of_frame(Context& cx, const Frame& f) {
  BindingData b;
  b.iseq = f.iseq;
  b.env = f.env;
  b.self = f.regs[0];
  b.cref = f.cref;
  b.method = f.method;
  b.method_class = f.method_class;
  b.block = materialize_block(cx, f.block); // a Binding may outlive the frame's call
  b.file = f.iseq->file;
  uint32_t off = uint32_t(f.pc - f.iseq->code.data());
  b.line = f.iseq->line_at(off ? off - 1 : 0);
  return b;
}

BindingData caller_binding(Context& cx) {
  return cx.frames.empty() ? BindingData{} : binding_of_frame(cx, cx.frames.back());
}

bool binding_of_proc(const Proc* p, BindingData& b) {
  if (!p->iseq) return false;
  b.iseq = p->iseq->parent;
  b.env = p->env;
  b.self = p->self;
  b.cref = p->cref;
  b.method = p->method;
  b.method_class = p->method_class;
  b.block = p->outer_block;
  b.file = p->iseq->file;
  b.line = p->iseq->first_line;
  return true;
}

Value new_binding(Context& cx, const BindingData& b) {
  return new_data(cx, cx.world->c.Binding, &kBindingType, new BindingData(b));
}

BindingData* binding_data(Value v) {
  if (!is_type(v, Type::Data) || v.as<Data>()->data_type != &kBindingType) return nullptr;
  return static_cast<BindingData*>(v.as<Data>()->ptr);
}

Value* find_local(const BindingData& b, Sym name) {
  Value* found = nullptr;
  each_env(b, [&](Env* env, const Iseq* code) {
    if (found) return;
    const std::vector<Sym>& names = code->env_names;
    auto it = std::find(names.begin(), names.end(), name);
    if (it != names.end()) found = &env->slots[size_t(it - names.begin())];
  });
  return found;
}

std::vector<Sym> local_names(World& w, const BindingData& b) {
  std::vector<Sym> out;
  each_env(b, [&](Env*, const Iseq* code) {
    for (Sym s : code->env_names) {
      const std::string& name = w.name(s);
      if (!is_local_name(name) || is_numbered_param(name)) continue;
      if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
    }
  });
  return out;
}

std::vector<std::vector<std::string>> env_slot_names(World& w, const BindingData& b) {
  std::vector<std::vector<std::string>> levels;
  each_env(b, [&](Env*, const Iseq* code) {
    std::vector<std::string>& names = levels.emplace_back();
    for (Sym s : code->env_names) names.push_back(w.name(s));
  });
  return levels;
}

void extend_binding(BindingData& b, const Iseq* code, Env* env) {
  b.iseq = code;
  b.env = env;
}

void add_binding_local(Context& cx, BindingData& b, Sym name, Value v) {
  // A scope of one variable: named by an Iseq that never runs.
  auto code = std::make_unique<Iseq>();
  code->kind = IseqKind::Eval;
  code->parent = b.iseq;
  code->file = b.file;
  if (b.iseq) {
    code->name = b.iseq->name;
    code->block_depth = b.iseq->block_depth;
  }
  code->env_size = 1;
  code->env_names.push_back(name);
  Env* env = cx.iso->heap.make<Env>(nullptr, Type::Env);
  env->parent = b.env;
  env->slots.assign(1, v);
  extend_binding(b, cx.world->adopt(std::move(code)), env);
}

} // namespace garnet::vm
