// compile_expr.cpp — the expression dispatcher, literals, variables and
// definitions (def/class/module).
#include <cmath>

#include "compile/codegen.h"
#include "num/bigint.h"

namespace garnet::compile {

using vm::Value;

void CodeGen::stmt(const Node* n) {
  Reg m = mark();
  Reg t = temp();
  void_node_ = n;
  expr(n, t);
  release(m);
}

void CodeGen::seq(const Node* n, Reg dst, bool used) {
  if (!n) {
    if (used) emit(vm::OP_LOADNIL, {dst});
    return;
  }
  if (n->kind != NodeKind::Seq) {
    if (used) expr(n, dst);
    else stmt(n);
    return;
  }
  if (n->kids.empty()) {
    if (used) emit(vm::OP_LOADNIL, {dst});
    return;
  }
  for (size_t i = 0; i + 1 < n->kids.size(); i++) stmt(n->kids[i]);
  if (used) expr(n->kids.back(), dst);
  else stmt(n->kids.back());
}

Reg CodeGen::operand(const Node* n) {
  if (n->kind == NodeKind::LVar) {
    VarRef r = resolve(n);
    if (r.scope == scope_ && !r.scope->vars[size_t(r.index)].captured)
      return Reg(r.scope->vars[size_t(r.index)].reg);
  }
  if (n->kind == NodeKind::Self) return 0;
  Reg t = temp();
  expr(n, t);
  return t;
}

void CodeGen::expr(const Node* n, Reg dst) {
  if (!n || !stack_left(n)) {
    emit(vm::OP_LOADNIL, {dst});
    return;
  }
  line(n);
  switch (n->kind) {
    case NodeKind::Nil: emit(vm::OP_LOADNIL, {dst}); return;
    case NodeKind::True: emit(vm::OP_LOADTRUE, {dst}); return;
    case NodeKind::False: emit(vm::OP_LOADFALSE, {dst}); return;
    case NodeKind::Self: emit(vm::OP_LOADSELF, {dst}); return;
    case NodeKind::Int:
      if (n->ival >= INT32_MIN && n->ival <= INT32_MAX) emit(vm::OP_LOADI, {dst, uint32_t(int32_t(n->ival))});
      else load_k(unit_.world.static_integer(num::BigInt(n->ival)), dst);
      return;
    case NodeKind::BigInt: {
      num::BigInt b;
      num::BigInt::parse(n->str, 10, b);
      load_k(unit_.world.static_integer(b), dst);
      return;
    }
    case NodeKind::Float: load_k(unit_.world.static_float(n->fval), dst); return;
    case NodeKind::Str: literal_string(n, dst); return;
    case NodeKind::DStr: interpolation(n, dst); return;
    case NodeKind::XStr: {
      Reg base = temps(2);
      emit(vm::OP_LOADSELF, {base});
      interpolation(n, base + 1);
      vm::CallInfo ci;
      ci.name = sym("`");
      ci.argc = 1;
      ci.flags = vm::CALL_FCALL;
      emit(vm::OP_SEND, {base, add_call(ci)});
      emit(vm::OP_MOVE, {dst, base});
      release(base);
      return;
    }
    case NodeKind::Sym: load_k(Value::symbol(sym(n->str)), dst); return;
    case NodeKind::DSym: {
      interpolation(n, dst);
      Reg base = temp();
      emit(vm::OP_MOVE, {base, dst});
      vm::CallInfo ci;
      ci.name = unit_.world.sym.to_sym;
      emit(vm::OP_SEND, {base, add_call(ci)});
      emit(vm::OP_MOVE, {dst, base});
      release(base);
      return;
    }
    case NodeKind::Regex: {
      // Regexp.new(source, options): the Regexp class is part of the core
      // library. A literal without interpolation, or with the o flag, is
      // built once per isolate, as Ruby builds it once.
      bool once = (n->flags & parse::REGEX_O) || n->kids.empty() ||
                  (n->kids.size() == 1 && n->kids[0]->kind == NodeKind::Str);
      uint32_t slot = 0, skip = 0;
      if (once) {
        slot = unit_.world.once_slots.fetch_add(1, std::memory_order_relaxed);
        skip = emit(vm::OP_ONCE, {dst, slot, 0}) + vm::ops::ONCE::J;
      }
      Reg base = temps(3);
      emit(vm::OP_LOADNIL, {base});
      get_const_from(base, base, "Regexp");
      int encoding = regexp_literal_encoding(n);
      interpolation(n, base + 1, encoding);
      int opts = (n->flags & parse::REGEX_I ? 1 : 0) | (n->flags & parse::REGEX_X ? 2 : 0) |
                 (n->flags & parse::REGEX_M ? 4 : 0) | (n->flags & parse::REGEX_N ? 32 : 0) |
                 (encoding >= 0 ? 16 : 0); // Regexp::FIXEDENCODING
      emit(vm::OP_LOADI, {base + 2, uint32_t(opts)});
      vm::CallInfo ci;
      ci.name = unit_.world.sym.new_;
      ci.argc = 2;
      emit(vm::OP_SEND, {base, add_call(ci)});
      emit(vm::OP_MOVE, {dst, base});
      release(base);
      if (once) {
        emit(vm::OP_SETONCE, {slot, dst});
        patch(skip);
      }
      return;
    }
    case NodeKind::Array: array_literal(n, dst); return;
    case NodeKind::Hash: hash_literal(n, dst); return;
    case NodeKind::Range: {
      if (n->flags & parse::FLIP_FLOP) return flip_flop(n, dst);
      Reg m = mark();
      Reg lo = temp(), hi = temp();
      expr(n->kid(0), lo);
      expr(n->kid(1), hi);
      emit(vm::OP_RANGE, {dst, lo, hi, (n->flags & parse::EXCLUSIVE) ? 1u : 0u});
      release(m);
      return;
    }
    case NodeKind::Lambda: lambda(n, dst); return;
    case NodeKind::LVar:
    case NodeKind::IVar:
    case NodeKind::GVar:
    case NodeKind::CVar:
    case NodeKind::Const:
    case NodeKind::NthRef:
    case NodeKind::BackRef: variable(n, dst); return;
    case NodeKind::LAsgn:
    case NodeKind::IAsgn:
    case NodeKind::GAsgn:
    case NodeKind::CVAsgn:
    case NodeKind::ConstAsgn: assign(n, dst); return;
    case NodeKind::OpAsgn: op_assign(n, dst); return;
    case NodeKind::MultiAsgn: multi_assign(n, dst); return;
    case NodeKind::MatchAsgn: named_capture_match(n, dst); return;
    case NodeKind::Call:
      if (n->flags & parse::RUN_ONCE) return run_once(n, dst);
      call(n, dst);
      return;
    case NodeKind::Super:
    case NodeKind::ZSuper: super_call(n, dst); return;
    case NodeKind::Yield: yield(n->kid(0), dst); return;
    case NodeKind::And:
    case NodeKind::Or: and_or(n, dst); return;
    case NodeKind::Defined: defined(n->kid(0), dst); return;
    case NodeKind::Seq: seq(n, dst, value_used(n)); return;
    case NodeKind::If: if_expr(n, dst); return;
    case NodeKind::While: while_loop(n, dst); return;
    case NodeKind::For: for_loop(n, dst); return;
    case NodeKind::Case: case_when(n, dst); return;
    case NodeKind::CaseIn: case_in(n, dst); return;
    case NodeKind::MatchPattern: match_pattern(n, dst); return;
    case NodeKind::Break: break_stmt(n); return;
    case NodeKind::Next: next_stmt(n); return;
    case NodeKind::Redo: redo_stmt(n); return;
    case NodeKind::Retry: retry_stmt(n); return;
    case NodeKind::Return: return_stmt(n); return;
    case NodeKind::Begin: begin_rescue(n, dst); return;
    case NodeKind::Def:
    case NodeKind::Alias:
    case NodeKind::Undef: definition(n, dst); return;
    case NodeKind::Class:
    case NodeKind::SClass:
    case NodeKind::Module: class_definition(n, dst); return;
    case NodeKind::Splat: {
      // A bare splat used as a value (e.g. `a = *b`): an Array.
      Reg t = operand(n->kid(0));
      emit(vm::OP_SPLAT, {dst, t});
      return;
    }
    default: error(n, std::string("unsupported syntax: ") + parse::node_kind_name(n->kind)); return;
  }
}

// A call made the first time it is reached only (END { }); later its first
// value again.
void CodeGen::run_once(const Node* n, Reg dst) {
  uint32_t slot = unit_.world.once_slots.fetch_add(1, std::memory_order_relaxed);
  uint32_t skip = emit(vm::OP_ONCE, {dst, slot, 0}) + vm::ops::ONCE::J;
  call(n, dst);
  emit(vm::OP_SETONCE, {slot, dst});
  patch(skip);
}

void CodeGen::literal_string(const Node* n, Reg dst) {
  if (frozen_strings_) load_k(literal_text(n), dst);
  else emit(vm::OP_STRING, {dst, literal(literal_text(n))});
}

// The String of a Str node: UTF-8 when it holds a \u escape, else in the
// literal's encoding (forced_encoding, or the source's when -1).
vm::Value CodeGen::literal_text(const Node* str_node, int forced_encoding) {
  return source_string(str_node->str, str_node->flags & parse::STR_UNICODE ? vm::String::kUtf8 : forced_encoding);
}

// The encoding index a regexp literal's /u, /e or /s option gives its
// source (a regexp of that fixed encoding), or -1.
int CodeGen::regexp_literal_encoding(const Node* n) {
  const char* name = n->flags & parse::REGEX_U ? "UTF-8"
                     : n->flags & parse::REGEX_E ? "EUC-JP"
                     : n->flags & parse::REGEX_S ? "Windows-31J"
                                                 : nullptr;
  uint8_t index = 0;
  if (!name || !unit_.world.find_encoding || !unit_.world.find_encoding(name, index)) return -1;
  return index;
}

void CodeGen::interpolation(const Node* n, Reg dst, int encoding) {
  if (n->kids.size() == 1 && n->kids[0]->kind == NodeKind::Str) {
    emit(vm::OP_STRING, {dst, literal(literal_text(n->kids[0], encoding))});
    return;
  }
  if (n->kids.empty()) {
    emit(vm::OP_STRING, {dst, literal(source_string("", encoding))});
    return;
  }
  // A literal of its own encoding that starts with an interpolation, and
  // one that is a single interpolation, start with an empty text in the
  // literal's encoding, which the parts follow: "#{1}" is UTF-8 though
  // 1.to_s is US-ASCII, and "#{1}#{2}" is US-ASCII, as in CRuby.
  uint32_t lead = (encoding >= 0 || n->kids.size() == 1) && n->kids[0]->kind != NodeKind::Str ? 1 : 0;
  uint32_t count = uint32_t(n->kids.size()) + lead;
  Reg m = mark();
  Reg base = temps(count);
  if (lead) load_k(source_string("", encoding), base);
  for (size_t i = 0; i < n->kids.size(); i++) {
    const Node* part = n->kids[i];
    Reg at = base + Reg(i + lead);
    if (part->kind == NodeKind::Str) {
      load_k(literal_text(part, encoding), at);
    } else {
      Reg m2 = mark();
      Reg v = operand(part);
      emit(vm::OP_TOSTR, {at, v});
      release(m2);
    }
  }
  emit(vm::OP_CONCAT, {dst, base, count});
  release(m);
}

// `[..., **h]`: a trailing braceless hash of double splats only, which an
// array literal leaves out when it comes out empty, as Ruby does.
static bool splats_only_hash(const Node* k) {
  if (k->kind != NodeKind::Hash || !(k->flags & parse::BRACELESS) || k->kids.empty()) return false;
  for (const Node* p : k->kids)
    if (p->kind != NodeKind::DoubleSplat) return false;
  return true;
}

void CodeGen::array_literal(const Node* n, Reg dst) {
  bool has_splat = !n->kids.empty() && splats_only_hash(n->kids.back());
  for (const Node* k : n->kids) has_splat |= k->kind == NodeKind::Splat;
  Reg m = mark();
  if (!has_splat) {
    Reg base = temps(uint32_t(n->kids.size()));
    for (size_t i = 0; i < n->kids.size(); i++) expr(n->kids[i], base + Reg(i));
    emit(vm::OP_ARRAY, {dst, base, uint32_t(n->kids.size())});
    release(m);
    return;
  }
  Reg acc = temp();
  emit(vm::OP_ARRAY, {acc, acc, 0});
  for (const Node* k : n->kids) {
    Reg m2 = mark();
    if (k->kind == NodeKind::Splat) {
      Reg v = temp();
      if (k->kid(0)) expr(k->kid(0), v);
      else get_local(unit_.scopes.lookup(scope_, kAnonRest), v);
      emit(vm::OP_SPLAT, {v, v});
      emit(vm::OP_ARYCAT, {acc, v});
    } else if (k == n->kids.back() && splats_only_hash(k)) {
      Reg v = temp();
      expr(k, v);
      emit(vm::OP_ARYPUSHKW, {acc, v});
    } else {
      Reg v = operand(k);
      emit(vm::OP_ARYPUSH, {acc, v});
    }
    release(m2);
  }
  emit(vm::OP_MOVE, {dst, acc});
  release(m);
}

void CodeGen::hash_literal(const Node* n, Reg dst) {
  if (n->kids.empty()) {
    emit(vm::OP_HASH, {dst, dst, 0});
    return;
  }
  Reg m = mark();
  Reg acc = temp();
  size_t i = 0;
  bool started = false;
  while (i < n->kids.size()) {
    // A run of plain pairs becomes one HASH (or merges into the accumulator).
    size_t j = i;
    while (j < n->kids.size() && n->kids[j]->kind == NodeKind::Pair) j++;
    if (j > i || !started) {
      Reg m2 = mark();
      Reg base = temps(uint32_t(2 * (j - i)));
      for (size_t k = i; k < j; k++) {
        const Node* key = n->kids[k]->kid(0);
        // A literal String key is stored frozen (a Hash freezes a copy of an
        // unfrozen String key), so the shared frozen literal is stored as is.
        if (key->kind == NodeKind::Str) load_k(literal_text(key), base + Reg(2 * (k - i)));
        else expr(key, base + Reg(2 * (k - i)));
        expr(n->kids[k]->kid(1), base + Reg(2 * (k - i) + 1));
      }
      if (!started) {
        emit(vm::OP_HASH, {acc, base, uint32_t(j - i)});
        started = true;
      } else {
        Reg h = temp();
        emit(vm::OP_HASH, {h, base, uint32_t(j - i)});
        emit(vm::OP_HASHMERGE, {acc, h});
      }
      release(m2);
    }
    if (j < n->kids.size()) { // DoubleSplat
      const Node* ds = n->kids[j];
      Reg m2 = mark();
      Reg v = temp();
      if (ds->kid(0)) expr(ds->kid(0), v);
      else get_local(unit_.scopes.lookup(scope_, kAnonKwrest), v);
      emit(vm::OP_HASHMERGE, {acc, v});
      release(m2);
      j++;
    }
    i = j;
  }
  emit(vm::OP_MOVE, {dst, acc});
  release(m);
}

void CodeGen::variable(const Node* n, Reg dst) {
  switch (n->kind) {
    case NodeKind::LVar: get_local(resolve(n), dst); return;
    case NodeKind::IVar:
      emit(vm::OP_GETIVAR, {dst, sym(n->str), uint32_t(iseq_.ivar_caches.size())});
      iseq_.ivar_caches.emplace_back();
      return;
    case NodeKind::GVar: emit(vm::OP_GETGVAR, {dst, sym(n->str)}); return;
    case NodeKind::CVar: emit(vm::OP_GETCVAR, {dst, sym(n->str)}); return;
    case NodeKind::NthRef: emit(vm::OP_GETGVAR, {dst, sym("$" + std::to_string(n->ival))}); return;
    case NodeKind::BackRef: emit(vm::OP_GETGVAR, {dst, sym("$" + n->str)}); return;
    case NodeKind::Const:
      if (n->kid(0)) {
        Reg m = mark();
        Reg scope = operand(n->kid(0));
        get_const_from(dst, scope, n->str);
        release(m);
      } else if (n->flags & parse::TOP_LEVEL) {
        emit(vm::OP_LOADNIL, {dst});
        get_const_from(dst, dst, n->str);
      } else {
        emit(vm::OP_GETCONST, {dst, sym(n->str), uint32_t(iseq_.const_caches.size())});
        iseq_.const_caches.emplace_back();
      }
      return;
    default: return;
  }
}

void CodeGen::get_local(const VarRef& ref, Reg dst) {
  if (!ref.scope) {
    emit(vm::OP_LOADNIL, {dst});
    return;
  }
  const VarInfo& v = ref.scope->vars[size_t(ref.index)];
  if (v.captured) emit(vm::OP_GETUPVAR, {dst, uint32_t(env_depth(ref.scope)), uint32_t(v.env_slot)});
  else if (Reg(v.reg) != dst) emit(vm::OP_MOVE, {dst, Reg(v.reg)});
}

void CodeGen::set_local(const VarRef& ref, Reg value) {
  if (!ref.scope) return;
  const VarInfo& v = ref.scope->vars[size_t(ref.index)];
  if (v.captured) emit(vm::OP_SETUPVAR, {uint32_t(env_depth(ref.scope)), uint32_t(v.env_slot), value});
  else if (Reg(v.reg) != value) emit(vm::OP_MOVE, {Reg(v.reg), value});
}

void CodeGen::lambda(const Node* n, Reg dst) {
  emit(vm::OP_LAMBDA, {dst, uint32_t(child_block(n, true))});
}

int CodeGen::child_block(const Node* block, bool lambda) {
  auto child = std::make_unique<vm::Iseq>();
  child->kind = vm::IseqKind::Block;
  child->lambda = lambda;
  child->name = iseq_.name;
  child->block_depth = uint16_t(iseq_.block_depth + 1);
  child->first_line = block->line;
  child->parent = &iseq_;
  child->head = one_line_span(block->spot);
  CodeGen g(unit_ptr_, unit_.scopes.scope_for(block), *child, this);
  g.compile_block(block);
  iseq_.children.push_back(std::move(child));
  return int(iseq_.children.size() - 1);
}

void CodeGen::definition(const Node* n, Reg dst) {
  if (n->kind == NodeKind::Alias || n->kind == NodeKind::Undef) {
    for (const Node* k : n->kids)
      if (k->kind == NodeKind::DSym) return error(k, "unsupported syntax: an interpolated Symbol in alias or undef");
  }
  if (n->kind == NodeKind::Alias) {
    bool global = n->kid(0)->kind == NodeKind::GVar;
    emit(global ? vm::OP_GALIAS : vm::OP_ALIAS, {sym(n->kid(0)->str), sym(n->kid(1)->str)});
    emit(vm::OP_LOADNIL, {dst});
    return;
  }
  if (n->kind == NodeKind::Undef) {
    for (const Node* k : n->kids) emit(vm::OP_UNDEF, {sym(k->str)});
    emit(vm::OP_LOADNIL, {dst});
    return;
  }
  auto child = std::make_unique<vm::Iseq>();
  child->kind = vm::IseqKind::Method;
  child->name = n->str;
  child->method_name = sym(n->str);
  child->first_line = n->line;
  child->head = one_line_span(n->spot);
  child->file = unit_.file;
  CodeGen g(unit_ptr_, unit_.scopes.scope_for(n), *child, this);
  g.compile_method(n);
  iseq_.children.push_back(std::move(child));
  uint32_t q = uint32_t(iseq_.children.size() - 1);
  if (n->kid(0)) {
    Reg m = mark();
    Reg target = operand(n->kid(0));
    emit(vm::OP_DEFSMETHOD, {target, sym(n->str), q});
    release(m);
  } else {
    emit(vm::OP_DEFMETHOD, {sym(n->str), q});
  }
  load_k(Value::symbol(sym(n->str)), dst);
}

void CodeGen::class_definition(const Node* n, Reg dst) {
  auto child = std::make_unique<vm::Iseq>();
  child->kind = vm::IseqKind::Class;
  child->first_line = n->line;
  Reg m = mark();
  Reg base = temps(2);
  uint32_t flags = 0;
  uint32_t name = 0;
  const Node* body = nullptr;
  if (n->kind == NodeKind::SClass) {
    flags = 2;
    expr(n->kid(0), base);
    child->name = "singleton class";
    body = n->kid(1);
  } else {
    const Node* cpath = n->kid(0);
    name = sym(cpath->str);
    if (cpath->kid(0)) {
      expr(cpath->kid(0), base);
      flags |= 8; // scoped by an expression: even nil must be a module
    } else if (cpath->flags & parse::TOP_LEVEL) load_k(Value::undef(), base);
    else emit(vm::OP_LOADNIL, {base});
    if (n->kind == NodeKind::Module) {
      flags |= 1;
      child->name = "<module:" + cpath->str + ">";
      body = n->kid(1);
    } else {
      child->name = "<class:" + cpath->str + ">";
      if (n->kid(1)) {
        expr(n->kid(1), base + 1);
        flags |= 4; // has superclass
      }
      body = n->kid(2);
    }
  }
  CodeGen g(unit_ptr_, unit_.scopes.scope_for(n), *child, this);
  g.compile_body(body);
  iseq_.children.push_back(std::move(child));
  emit(vm::OP_CLASS, {base, name, uint32_t(iseq_.children.size() - 1), flags});
  emit(vm::OP_MOVE, {dst, base});
  release(m);
}

} // namespace garnet::compile
