// compile_assign.cpp — assignments: single, operator (+= ||= &&=),
// multiple (a, b = ...), destructuring into targets, and the locals a
// regexp literal's named groups assign.
#include <algorithm>

#include "compile/codegen.h"

namespace garnet::compile {

namespace {

// Whether some node of the tree at root satisfies `test` (an explicit stack:
// trees may nest deeply).
template <typename Test>
bool any_node(const Node* root, Test test) {
  std::vector<const Node*> pending{root};
  while (!pending.empty()) {
    const Node* n = pending.back();
    pending.pop_back();
    if (!n) continue;
    if (test(n)) return true;
    pending.insert(pending.end(), n->kids.begin(), n->kids.end());
  }
  return false;
}

bool reads_local(const Node* n, const std::string& name) {
  return any_node(n, [&](const Node* k) { return k->kind == NodeKind::LVar && k->str == name; });
}

// Whether evaluating `n` into the local's own register could overwrite it
// before reading it: `x = y || x` writes y into the register, then reads x.
bool overwrites_before_reading(const Node* n, const std::string& name) {
  return any_node(n, [&](const Node* k) {
    return (k->kind == NodeKind::And || k->kind == NodeKind::Or) && reads_local(k->kid(1), name);
  });
}

// A literal as shareable_constant_value: literal means it: nil, true,
// false, a number, a Symbol, a String or Regexp (interpolated too), and
// Arrays, Hashes and Ranges of literals.
bool shareable_literal(const Node* n) {
  if (!n) return true;
  switch (n->kind) {
    case NodeKind::Nil: case NodeKind::True: case NodeKind::False: case NodeKind::Int: case NodeKind::BigInt:
    case NodeKind::Float: case NodeKind::Str: case NodeKind::DStr: case NodeKind::Sym: case NodeKind::DSym:
    case NodeKind::Regex:
      return true;
    case NodeKind::Call: return (n->flags & parse::NUMBER_LITERAL) != 0;
    case NodeKind::Array: case NodeKind::Hash: case NodeKind::Pair: case NodeKind::Range:
      return std::all_of(n->kids.begin(), n->kids.end(), [](const Node* k) { return shareable_literal(k); });
    default: return false;
  }
}

// A constant's name as written: "X", "M::X", "::X".
std::string written_constant(const Node* n) {
  if (!n) return "";
  std::string scope;
  if (!n->kids.empty() && n->kid(0) && (n->kind == NodeKind::Const || n->kids.size() > 1)) {
    const Node* s = n->kid(0);
    scope = s->kind == NodeKind::Const ? written_constant(s) : "";
    if (!scope.empty()) scope += "::";
  } else if (n->flags & parse::TOP_LEVEL) {
    scope = "::";
  }
  return scope + n->str;
}

// Whether evaluating n assigns no variable (so a variable read after it has
// the value it had before): literals and plain reads.
bool reads_nothing_assigned(const Node* n) {
  switch (n->kind) {
    case NodeKind::Int:
    case NodeKind::Float:
    case NodeKind::Sym:
    case NodeKind::Nil:
    case NodeKind::True:
    case NodeKind::False:
    case NodeKind::Self:
    case NodeKind::LVar:
    case NodeKind::IVar: return true;
    default: return false;
  }
}

// Whether `targets = rhs` can assign each target from its own value
// without an Array: an Array literal with no *splat, spread over targets
// with no *splat either.
bool assigns_list_in_place(const Node* mlhs, const Node* rhs) {
  auto is_splat = [](const Node* k) { return k->kind == NodeKind::Splat; };
  return rhs->kind == NodeKind::Array && std::none_of(rhs->kids.begin(), rhs->kids.end(), is_splat) &&
         std::none_of(mlhs->kids.begin(), mlhs->kids.end(), is_splat);
}

// Whether some target of `mlhs` (nested ones too) assigns local `name`.
bool assigns_local(const Node* mlhs, const std::string& name) {
  return any_node(mlhs, [&](const Node* k) { return k->kind == NodeKind::LAsgn && k->str == name; });
}

} // namespace

void CodeGen::apply_shareable_constants(const Node* target, const Node* value, Reg dst) {
  parse::ShareableConstants mode = parse::ShareableConstants::None;
  for (const parse::ShareableConstantsFrom& from : unit_.tree->shareable_constants)
    if (from.line < target->line) mode = from.mode;
  if (mode == parse::ShareableConstants::None) return;
  // Ractor.make_shareable(value), .make_shareable(value, copy: true) or,
  // for a value that is no literal, .__ensure_shareable(value, name).
  bool check = mode == parse::ShareableConstants::Literal && !shareable_literal(value);
  Reg base = temps(3);
  emit(vm::OP_LOADNIL, {base});
  get_const_from(base, base, "Ractor");
  emit(vm::OP_MOVE, {base + 1, dst});
  vm::CallInfo ci;
  ci.argc = 1;
  if (check) {
    load_k(unit_.world.static_string(written_constant(target)), base + 2);
    ci.name = sym("__ensure_shareable");
    ci.argc = 2;
  } else {
    ci.name = sym(mode == parse::ShareableConstants::Copy ? "__make_shareable_copy" : "make_shareable");
  }
  emit(vm::OP_SEND, {base, add_call(ci)});
  emit(vm::OP_MOVE, {dst, base});
  release(base);
}

void CodeGen::assign(const Node* n, Reg dst) {
  if (n->kind == NodeKind::ConstAsgn) {
    Reg m = mark();
    Reg scope = temp();
    const Node* value = n->kids.size() > 1 ? n->kid(1) : n->kid(0);
    const Node* scope_node = n->kids.size() > 1 ? n->kid(0) : nullptr;
    if (scope_node) expr(scope_node, scope);
    else if (n->flags & parse::TOP_LEVEL) load_k(vm::Value::undef(), scope);
    else emit(vm::OP_LOADNIL, {scope});
    expr(value, dst);
    apply_shareable_constants(n, value, dst);
    emit(vm::OP_SETCONST, {scope, sym(n->str), dst});
    release(m);
    return;
  }
  Reg local;
  if (n->kind == NodeKind::LAsgn && evaluates_into_local(n, n->kid(0), local)) {
    // Evaluate straight into the local's register, then copy out.
    bool used = value_used(n);
    expr(n->kid(0), local);
    if (used && local != dst) emit(vm::OP_MOVE, {dst, local});
    return;
  }
  expr(n->kid(0), dst);
  assign_from(n, dst);
}

bool CodeGen::evaluates_into_local(const Node* n, const Node* value, Reg& reg) const {
  VarRef r = resolve(n);
  if (!r.scope) return false;
  const VarInfo& v = r.scope->vars[size_t(r.index)];
  if (v.captured || r.scope != scope_ || overwrites_before_reading(value, n->str)) return false;
  reg = Reg(v.reg);
  return true;
}

// Stores `value` into a target node (the value part of the node is ignored).
void CodeGen::assign_from(const Node* t, Reg value) {
  switch (t->kind) {
    case NodeKind::LAsgn: set_local(resolve(t), value); return;
    case NodeKind::IAsgn:
      emit(vm::OP_SETIVAR, {sym(t->str), value, uint32_t(iseq_.ivar_caches.size())});
      iseq_.ivar_caches.emplace_back();
      return;
    case NodeKind::GAsgn: emit(vm::OP_SETGVAR, {sym(t->str), value}); return;
    case NodeKind::CVAsgn: emit(vm::OP_SETCVAR, {sym(t->str), value}); return;
    case NodeKind::ConstAsgn: {
      Reg m = mark();
      Reg scope = temp();
      if (!t->kids.empty() && t->kid(0)) expr(t->kid(0), scope);
      else if (t->flags & parse::TOP_LEVEL) load_k(vm::Value::undef(), scope);
      else emit(vm::OP_LOADNIL, {scope});
      emit(vm::OP_SETCONST, {scope, sym(t->str), value});
      release(m);
      return;
    }
    case NodeKind::Mlhs: destructure(t, value); return;
    case NodeKind::Splat:
      if (t->kid(0)) {
        Reg m = mark();
        Reg arr = temp();
        emit(vm::OP_SPLAT, {arr, value});
        assign_from(t->kid(0), arr);
        release(m);
      }
      return;
    case NodeKind::Call: {
      // a.b = v / a[i] = v as a target: call the writer with v appended,
      // from the registers prepare_targets filled, or evaluated here.
      Reg m = mark();
      Reg base = temp();
      uint16_t argc = 0;
      auto prepared = std::find_if(prepared_targets_.begin(), prepared_targets_.end(),
                                   [&](const auto& entry) { return entry.first == t; });
      if (prepared != prepared_targets_.end()) {
        const std::vector<Reg>& operands = prepared->second;
        emit(vm::OP_MOVE, {base, operands[0]});
        for (size_t i = 1; i < operands.size(); i++) emit(vm::OP_MOVE, {temp(), operands[i]});
        argc = uint16_t(operands.size() - 1);
      } else {
        if (t->kid(0)) expr(t->kid(0), base);
        else emit(vm::OP_LOADSELF, {base});
        if (t->kid(1))
          for (const Node* a : t->kid(1)->kids) {
            expr(a, temp());
            argc++;
          }
      }
      emit(vm::OP_MOVE, {temp(), value});
      vm::CallInfo ci;
      std::string name = t->str;
      if (!(t->flags & parse::ATTR_ASSIGN) && name.back() != '=') name += "=";
      ci.name = sym(name);
      ci.argc = uint16_t(argc + 1);
      if (!t->kid(0)) ci.flags |= vm::CALL_FCALL;
      if (t->flags & parse::PRIVATE_RECV) ci.flags |= vm::CALL_SELFRECV;
      emit(vm::OP_SEND, {base, add_call(ci)});
      release(m);
      return;
    }
    default: error(t, "unsupported assignment target"); return;
  }
}

void CodeGen::prepare_targets(const Node* mlhs) {
  for (const Node* t : mlhs->kids) {
    if (t->kind == NodeKind::Splat) t = t->kid(0);
    if (!t) continue;
    if (t->kind == NodeKind::Mlhs) {
      prepare_targets(t);
    } else if (t->kind == NodeKind::Call) {
      std::vector<Reg> operands{temp()};
      if (t->kid(0)) expr(t->kid(0), operands[0]);
      else emit(vm::OP_LOADSELF, {operands[0]});
      if (t->kid(1))
        for (const Node* a : t->kid(1)->kids) {
          operands.push_back(temp());
          expr(a, operands.back());
        }
      prepared_targets_.emplace_back(t, std::move(operands));
    }
  }
}

void CodeGen::multi_assign(const Node* n, Reg dst) {
  const Node* rhs = n->kid(1);
  Reg m = mark();
  struct Forget { // the registers prepared here end with this assignment
    CodeGen& gen;
    size_t before;
    ~Forget() { gen.prepared_targets_.resize(before); }
  } forget{*this, prepared_targets_.size()};
  prepare_targets(n->kid(0));
  if (!value_used(n) && assigns_list_in_place(n->kid(0), rhs)) {
    // `a, @b = x, y` as a statement: each value into a temporary, then
    // each target from its own (the values are all read before any target
    // is assigned, as when they are spread from an Array); no Array.
    // When the values are only literals and reads, a local that no target
    // assigns is read from its own register.
    const std::vector<Node*>& targets = n->kid(0)->kids;
    size_t count = std::max(targets.size(), rhs->kids.size());
    Reg base = temps(uint32_t(count));
    bool plain_reads = std::all_of(rhs->kids.begin(), rhs->kids.end(), reads_nothing_assigned);
    std::vector<Reg> values(count);
    for (size_t i = 0; i < count; i++) {
      const Node* value = i < rhs->kids.size() ? rhs->kid(i) : nullptr;
      values[i] = base + Reg(i);
      if (!value) emit(vm::OP_LOADNIL, {values[i]});
      else if (plain_reads && value->kind == NodeKind::LVar && !assigns_local(n->kid(0), value->str))
        values[i] = operand(value);
      else expr(value, values[i]);
    }
    for (size_t i = 0; i < targets.size(); i++) assign_from(targets[i], values[i]);
    release(m);
    return;
  }
  if (!value_used(n)) {
    // A statement: the targets are spread from the value's own register (a
    // plain local's, read once before any target is assigned).
    destructure(n->kid(0), operand(rhs));
    release(m);
    return;
  }
  // The expression's value is the right-hand side, kept in dst; the targets
  // are spread from a copy, since one of them may be dst's variable.
  expr(rhs, dst);
  Reg value = temp();
  emit(vm::OP_MOVE, {value, dst});
  destructure(n->kid(0), value);
  release(m);
}

// Whether every target is a plain local of this scope (not captured), in
// consecutive registers from `first` on.
bool CodeGen::own_consecutive_locals(const std::vector<Node*>& targets, Reg& first) {
  for (size_t i = 0; i < targets.size(); i++) {
    if (targets[i]->kind != NodeKind::LAsgn) return false;
    VarRef r = resolve(targets[i]);
    const VarInfo& v = r.scope->vars[size_t(r.index)];
    if (i == 0) first = Reg(v.reg);
    if (r.scope != scope_ || v.captured || Reg(v.reg) != first + i) return false;
  }
  return !targets.empty();
}

// Spreads `value` over the targets of an Mlhs (pre, *splat, post).
void CodeGen::destructure(const Node* mlhs, Reg value) {
  size_t pre = 0, post = 0;
  bool splat = false;
  for (const Node* t : mlhs->kids) {
    if (t->kind == NodeKind::Splat) splat = true;
    else if (splat) post++;
    else pre++;
  }
  // Targets that are this scope's own locals in consecutive registers
  // (`left, right = tree`) take the values straight.
  if (Reg first; !splat && own_consecutive_locals(mlhs->kids, first)) {
    emit(vm::OP_EXPAND, {first, value, uint32_t(pre), 0});
    return;
  }
  Reg m = mark();
  uint32_t count = uint32_t(pre + post + (splat ? 1 : 0));
  Reg base = temps(count == 0 ? 1 : count);
  emit(vm::OP_EXPAND, {base, value, uint32_t(pre), uint32_t(post << 1 | (splat ? 1 : 0))});
  Reg r = base;
  for (const Node* t : mlhs->kids) {
    if (t->kind == NodeKind::Splat) {
      if (t->kid(0)) assign_from(t->kid(0), r);
    } else {
      assign_from(t, r);
    }
    r++;
  }
  release(m);
}

void CodeGen::op_assign(const Node* n, Reg dst) {
  const Node* target = n->kid(0);
  const Node* value = n->kid(1);
  const std::string& op = n->str;
  bool logical = op == "||" || op == "&&";
  // error_highlight points at the operand of local variable, attribute and
  // index op-assigns only.
  parse::Span operand_spot =
      target->kind == NodeKind::LVar || target->kind == NodeKind::Call ? n->spot : parse::Span{};
  // x OP= v with an operator that has an instruction (+, <<, &...: an
  // op-assignment's operator is never a comparison or []) uses it.
  vm::Opcode code = binary_opcode(op);
  if (code == vm::OP_NOP) code = vm::OP_SEND;
  auto combine = [&](Reg current, Reg out) {
    // out = current OP value (for arithmetic operators)
    Reg m = mark();
    vm::CallInfo ci;
    ci.name = sym(op);
    ci.argc = 1;
    if (code == vm::OP_SEND) {
      Reg base = temps(2);
      emit(vm::OP_MOVE, {base, current});
      expr(value, base + 1);
      emit(vm::OP_SEND, {base, add_call(ci)});
      note_call_spans({}, operand_spot);
      emit(vm::OP_MOVE, {out, base});
    } else { // the operator instructions only read their operands
      vm::Opcode instruction = code;
      uint32_t right = right_operand(instruction, value);
      emit(instruction, {out, current, right, add_call(ci)});
      note_call_spans({}, operand_spot);
    }
    release(m);
  };
  if (target->kind == NodeKind::Call) {
    // a.b OP= v, a[i] OP= v: receiver and index evaluated once.
    Reg m = mark();
    Reg recv = temp();
    if (target->kid(0)) expr(target->kid(0), recv);
    else emit(vm::OP_LOADSELF, {recv});
    bool safe = target->flags & parse::SAFE_NAV; // a&.b OP= v: nothing at all when a is nil
    uint32_t nil_skip = safe ? jump(vm::OP_JMPNIL, recv) : 0;
    std::vector<Reg> args;
    if (target->kid(1))
      for (const Node* a : target->kid(1)->kids) {
        Reg r = temp();
        expr(a, r);
        args.push_back(r);
      }
    // a[i] OP= v with one plain index: the indexing instructions, with
    // their fast paths for Array and Hash.
    bool plain_index = target->str == "[]" && args.size() == 1 && !safe && !(target->flags & parse::PRIVATE_RECV) &&
                       target->kid(1)->kids[0]->kind != NodeKind::Splat &&
                       target->kid(1)->kids[0]->kind != NodeKind::BlockPass &&
                       target->kid(1)->kids[0]->kind != NodeKind::Hash;
    Reg cur = temp();
    vm::CallInfo reader;
    reader.name = sym(target->str);
    reader.argc = uint16_t(args.size());
    if (target->flags & parse::PRIVATE_RECV) reader.flags |= vm::CALL_SELFRECV; // self.b ||= v may call private b, b=
    if (plain_index) {
      emit(vm::OP_AREF, {cur, recv, args[0], add_call(reader)});
      note_call_spans(target->spot, operand_spot);
    } else { // the reader's result lands in cur, its call's base
      emit(vm::OP_MOVE, {cur, recv});
      for (Reg a : args) emit(vm::OP_MOVE, {temp(), a});
      emit(vm::OP_SEND, {cur, add_call(reader)});
      note_call_spans(target->spot, operand_spot);
      release(cur + 1);
    }
    uint32_t skip = 0;
    if (logical) {
      skip = jump(op == "||" ? vm::OP_JMPIF : vm::OP_JMPNOT, cur);
      expr(value, cur);
    } else {
      combine(cur, cur);
    }
    Reg wbase = temp();
    emit(vm::OP_MOVE, {wbase, recv});
    for (Reg a : args) emit(vm::OP_MOVE, {temp(), a});
    emit(vm::OP_MOVE, {temp(), cur});
    vm::CallInfo writer;
    writer.name = sym(target->str == "[]" ? "[]=" : target->str + "=");
    writer.argc = uint16_t(args.size() + 1);
    writer.flags = reader.flags;
    emit(plain_index ? vm::OP_ASET : vm::OP_SEND, {wbase, add_call(writer)});
    note_call_spans({}, operand_spot);
    if (logical) patch(skip);
    if (value_used(n)) emit(vm::OP_MOVE, {dst, cur});
    if (safe) {
      uint32_t over = jump(vm::OP_JMP);
      patch(nil_skip);
      emit(vm::OP_MOVE, {dst, recv}); // the nil receiver
      patch(over);
    }
    release(m);
    return;
  }
  bool used = value_used(n);
  if (target->kind == NodeKind::LVar && code != vm::OP_SEND && reads_nothing_assigned(value)) {
    VarRef r = resolve(target);
    const VarInfo& v = r.scope->vars[size_t(r.index)];
    if (!v.captured && r.scope == scope_) { // x OP= v on x's own register
      combine(Reg(v.reg), Reg(v.reg));
      if (used) emit(vm::OP_MOVE, {dst, Reg(v.reg)});
      return;
    }
  }
  // Variables: read, combine, write back.
  Reg m = mark();
  // A::B OP= v evaluates A once.
  bool scoped_const = target->kind == NodeKind::Const && target->kid(0);
  Reg scope = scoped_const ? temp() : 0;
  if (scoped_const) expr(target->kid(0), scope);
  Reg cur = temp();
  uint32_t undefined_skip = 0;
  // Const ||= v and @@cvar ||= v: an undefined target reads as nil.
  bool const_or = (target->kind == NodeKind::Const || target->kind == NodeKind::CVar) && op == "||";
  if (const_or) {
    if (scoped_const) defined_constant_in(scope, target->str, cur);
    else defined(target, cur);
    undefined_skip = jump(vm::OP_JMPNIL, cur);
  }
  if (scoped_const) get_const_from(cur, scope, target->str);
  else expr(target, cur);
  if (const_or) {
    uint32_t over = jump(vm::OP_JMP);
    patch(undefined_skip);
    emit(vm::OP_LOADNIL, {cur});
    patch(over);
  }
  uint32_t skip = 0;
  if (logical) {
    skip = jump(op == "||" ? vm::OP_JMPIF : vm::OP_JMPNOT, cur);
    expr(value, cur);
  } else {
    combine(cur, cur);
  }
  switch (target->kind) {
    case NodeKind::LVar: set_local(resolve(target), cur); break;
    case NodeKind::IVar:
      emit(vm::OP_SETIVAR, {sym(target->str), cur, uint32_t(iseq_.ivar_caches.size())});
      iseq_.ivar_caches.emplace_back();
      break;
    case NodeKind::GVar: emit(vm::OP_SETGVAR, {sym(target->str), cur}); break;
    case NodeKind::CVar: emit(vm::OP_SETCVAR, {sym(target->str), cur}); break;
    case NodeKind::Const: {
      if (!scoped_const) {
        scope = temp();
        if (target->flags & parse::TOP_LEVEL) load_k(vm::Value::undef(), scope);
        else emit(vm::OP_LOADNIL, {scope});
      }
      apply_shareable_constants(target, logical ? value : target, cur); // `X += v` is no literal
      emit(vm::OP_SETCONST, {scope, sym(target->str), cur});
      break;
    }
    default: error(target, "unsupported operator-assignment target"); break;
  }
  if (logical) patch(skip);
  if (used) emit(vm::OP_MOVE, {dst, cur});
  release(m);
}

// `/(?<name>..)/ =~ s`: the match, then each named group's capture into its
// local (all nil when the match failed).
void CodeGen::named_capture_match(const Node* n, Reg dst) {
  expr(n->kid(0), dst);
  Reg m = mark();
  Reg match = temp(), key = temp(), value = temp();
  emit(vm::OP_GETGVAR, {match, sym("$~")});
  uint32_t failed = jump(vm::OP_JMPNIL, match);
  vm::CallInfo ci;
  ci.name = sym("[]");
  ci.argc = 1;
  for (size_t i = 1; i < n->kids.size(); i++) {
    load_k(vm::Value::symbol(sym(n->kid(i)->str)), key);
    emit(vm::OP_AREF, {value, match, key, add_call(ci)});
    set_local(resolve(n->kid(i)), value);
  }
  uint32_t done = jump(vm::OP_JMP);
  patch(failed);
  emit(vm::OP_LOADNIL, {value});
  for (size_t i = 1; i < n->kids.size(); i++) set_local(resolve(n->kid(i)), value);
  patch(done);
  release(m);
}

} // namespace garnet::compile
