// compile_call.cpp — method calls (with operator fast paths), argument
// layout, super and yield.
#include <algorithm>

#include "compile/codegen.h"

namespace garnet::compile {

uint32_t CodeGen::add_call(vm::CallInfo ci) {
  iseq_.calls.push_back(ci);
  return uint32_t(iseq_.calls.size() - 1);
}

vm::SourceSpan one_line_span(const parse::Span& s) {
  if (s.line == 0 || s.end_line != s.line || s.end_column <= s.column) return {};
  return {s.line, s.column, s.end_column};
}

void CodeGen::note_call_spans(const parse::Span& name, const parse::Span& args) {
  vm::CallSpans spans{here(), one_line_span(name), one_line_span(args)};
  if (!spans.name.empty() || !spans.args.empty()) iseq_.call_spans.push_back(spans);
}

namespace {

struct ArgShape {
  std::vector<const Node*> positional;
  const Node* kwargs = nullptr;
  bool splat = false;
  bool forward = false;
};

ArgShape shape_of(const Node* args) {
  ArgShape s;
  if (!args) return s;
  for (const Node* k : args->kids) {
    if (k->kind == NodeKind::Hash && (k->flags & parse::BRACELESS)) s.kwargs = k;
    else if (k->kind == NodeKind::ForwardArgs) s.forward = true;
    else {
      s.positional.push_back(k);
      s.splat |= k->kind == NodeKind::Splat;
    }
  }
  return s;
}

} // namespace

vm::Opcode binary_opcode(const std::string& name) {
  static const struct {
    const char* name;
    vm::Opcode op;
  } table[] = {{"+", vm::OP_ADD}, {"-", vm::OP_SUB}, {"*", vm::OP_MUL}, {"/", vm::OP_DIV},
               {"%", vm::OP_MOD}, {"<", vm::OP_LT},  {"<=", vm::OP_LE}, {">", vm::OP_GT},
               {">=", vm::OP_GE}, {"==", vm::OP_EQ}, {"!=", vm::OP_NEQ}, {"<<", vm::OP_LTLT},
               {">>", vm::OP_SHR}, {"&", vm::OP_BAND}, {"|", vm::OP_BOR}, {"^", vm::OP_BXOR},
               {"[]", vm::OP_AREF}};
  for (const auto& e : table)
    if (name == e.name) return e.op;
  return vm::OP_NOP;
}

// Keywords that are all `name: value` pairs, each name once: their values
// in the registers after the positional args (CALL_KWLIST), so that a call
// to a method with those keyword parameters builds no Hash. False for
// anything else (a double splat, a key that is not a plain symbol).
bool CodeGen::keywords_in_registers(const Node* kwargs, vm::CallInfo& ci) {
  std::vector<vm::Sym> names;
  for (const Node* pair : kwargs->kids) {
    if (pair->kind != NodeKind::Pair || !pair->kid(0) || pair->kid(0)->kind != NodeKind::Sym) return false;
    vm::Sym name = sym(pair->kid(0)->str);
    if (std::find(names.begin(), names.end(), name) != names.end()) return false;
    names.push_back(name);
  }
  if (names.empty() || names.size() > vm::kMaxKeywordRegisters) return false;
  for (const Node* pair : kwargs->kids) expr(pair->kid(1), temp());
  ci.flags |= vm::CALL_KWLIST;
  ci.kw_count = uint16_t(names.size());
  ci.kw_names = uint32_t(iseq_.keyword_names.size());
  iseq_.keyword_names.insert(iseq_.keyword_names.end(), names.begin(), names.end());
  return true;
}

vm::CallInfo CodeGen::arguments(const Node* args, const Node* block, Reg base, bool keyword_registers) {
  vm::CallInfo ci;
  ArgShape s = shape_of(args);
  bool block_pass = block && block->kind == NodeKind::BlockPass;
  // A block argument read from a local runs no code where it is evaluated.
  bool quiet_block = !block_pass || !block->kid(0) || block->kid(0)->kind == NodeKind::LVar;
  bool lone_splat = s.positional.size() == 1 && s.positional[0]->kind == NodeKind::Splat && !s.forward;
  if ((lone_splat || (s.forward && s.positional.empty())) && !s.kwargs && quiet_block) {
    // f(*x), f(*x, &b), f(...): x (the rest of `...`) itself is the splat
    // argument, converted and copied onto the stack by the call
    // (prepare_args); nothing runs in between that could change it but
    // b's to_proc, which in Ruby too sees and changes x itself.
    const Node* k = lone_splat ? s.positional[0] : nullptr;
    Reg v = temp();
    if (k && k->kid(0)) expr(k->kid(0), v);
    else get_local(unit_.scopes.lookup(scope_, kAnonRest), v);
    ci.flags |= vm::CALL_SPLAT;
    ci.argc = 1;
  } else if (s.splat || s.forward) {
    Reg acc = temp();
    emit(vm::OP_ARRAY, {acc, acc, 0});
    for (const Node* k : s.positional) {
      Reg m = mark();
      if (k->kind == NodeKind::Splat) {
        Reg v = temp();
        if (k->kid(0)) expr(k->kid(0), v);
        else get_local(unit_.scopes.lookup(scope_, kAnonRest), v);
        emit(vm::OP_SPLAT, {v, v});
        emit(vm::OP_ARYCAT, {acc, v});
      } else {
        Reg v = operand(k);
        emit(vm::OP_ARYPUSH, {acc, v});
      }
      release(m);
    }
    if (s.forward) {
      Reg m = mark();
      Reg v = temp();
      get_local(unit_.scopes.lookup(scope_, kAnonRest), v);
      emit(vm::OP_ARYCAT, {acc, v});
      release(m);
    }
    ci.flags |= vm::CALL_SPLAT;
    ci.argc = 1;
  } else {
    for (const Node* k : s.positional) {
      Reg r = temp();
      expr(k, r);
    }
    ci.argc = uint16_t(s.positional.size());
  }
  if (s.kwargs && !(keyword_registers && !s.splat && !s.forward && keywords_in_registers(s.kwargs, ci))) {
    Reg r = temp();
    hash_literal(s.kwargs, r);
    ci.flags |= vm::CALL_KWARGS;
  } else if (s.forward) {
    Reg r = temp();
    get_local(unit_.scopes.lookup(scope_, kAnonKwrest), r);
    ci.flags |= vm::CALL_KWARGS;
  }
  if (block && block->kind == NodeKind::Block) {
    ci.block = child_block(block);
  } else if (block_pass) {
    Reg r = temp();
    if (block->kid(0)) expr(block->kid(0), r);
    else get_local(unit_.scopes.lookup(scope_, kAnonBlock), r);
    ci.flags |= vm::CALL_BLOCKARG;
  } else if (s.forward) {
    Reg r = temp();
    get_local(unit_.scopes.lookup(scope_, kAnonBlock), r);
    ci.flags |= vm::CALL_BLOCKARG;
  }
  (void)base;
  return ci;
}

uint32_t CodeGen::right_operand(vm::Opcode& op, const Node* arg) {
  // x["key"], x == "text": the String literal is the instruction's (AREFS,
  // EQS), which makes no String for a Hash or a String. (Frozen literals
  // are passed as they are anyway.)
  if (arg->kind == NodeKind::Str && !frozen_strings_ && (op == vm::OP_AREF || op == vm::OP_EQ)) {
    op = op == vm::OP_AREF ? vm::OP_AREFS : vm::OP_EQS;
    return literal(literal_text(arg));
  }
  // x + 1, x - 1, x < 2...: the Integer literal is the instruction's immediate.
  static const struct {
    vm::Opcode plain, immediate;
  } forms[] = {{vm::OP_ADD, vm::OP_ADDI}, {vm::OP_SUB, vm::OP_SUBI}, {vm::OP_LT, vm::OP_LTI},
               {vm::OP_LE, vm::OP_LEI},   {vm::OP_GT, vm::OP_GTI},   {vm::OP_GE, vm::OP_GEI}};
  if (arg->kind != NodeKind::Int || arg->ival < INT32_MIN || arg->ival > INT32_MAX) return operand(arg);
  for (const auto& form : forms) {
    if (op != form.plain) continue;
    op = form.immediate;
    return uint32_t(int32_t(arg->ival));
  }
  return operand(arg);
}

bool CodeGen::binary_op(const Node* n, Reg dst) {
  if (!n->kid(0) || !n->kid(1) || n->kid(2) || n->kid(1)->kids.size() != 1) return false;
  const Node* arg = n->kid(1)->kids[0];
  if (arg->kind == NodeKind::Splat || arg->kind == NodeKind::BlockPass || arg->kind == NodeKind::ForwardArgs ||
      (arg->kind == NodeKind::Hash && (arg->flags & parse::BRACELESS)))
    return false;
  if (n->flags & (parse::SAFE_NAV | parse::ATTR_ASSIGN)) return false;
  vm::Opcode op = binary_opcode(n->str);
  if (op == vm::OP_NOP) return false;
  Reg m = mark();
  Reg a = operand(n->kid(0));
  uint32_t b = right_operand(op, arg);
  vm::CallInfo ci;
  ci.name = sym(n->str);
  ci.argc = 1;
  line(n->spot.end_line); // a call is at its method name's line, as in Ruby
  emit(op, {dst, a, b, add_call(ci)});
  note_call_spans(n->spot, n->kid(1)->spot);
  release(m);
  return true;
}

// x["key"] = v outside frozen-literal files: the key is the frozen literal,
// which ASETS stores in a plain Hash as it is (as CRuby's opt_aset_with),
// and replaces with a new String for anything else. The key is a literal,
// so loading it after v is not seen.
bool CodeGen::literal_key_store(const Node* n, Reg dst) {
  if (frozen_strings_ || !(n->flags & parse::ATTR_ASSIGN) || (n->flags & parse::SAFE_NAV) || n->str != "[]=" ||
      !n->kid(0) || n->kid(2) || !n->kid(1) || n->kid(1)->kids.size() != 2)
    return false;
  const Node* key = n->kid(1)->kids[0];
  const Node* value = n->kid(1)->kids[1];
  if (key->kind != NodeKind::Str || value->kind == NodeKind::Splat || value->kind == NodeKind::BlockPass ||
      (value->kind == NodeKind::Hash && (value->flags & parse::BRACELESS)))
    return false;
  Reg m = mark();
  Reg saved = temp(); // the value, the expression's result (the call's frame reuses base + 2)
  Reg base = temps(3);
  expr(n->kid(0), base);
  load_k(literal_text(key), base + 1);
  expr(value, base + 2);
  emit(vm::OP_MOVE, {saved, base + 2});
  vm::CallInfo ci;
  ci.name = sym(n->str);
  ci.argc = 2;
  if (n->flags & parse::PRIVATE_RECV) ci.flags |= vm::CALL_SELFRECV;
  line(n->spot.end_line);
  emit(vm::OP_ASETS, {base, add_call(ci)});
  note_call_spans(n->spot, n->kid(1)->spot);
  emit(vm::OP_MOVE, {dst, saved});
  release(m);
  return true;
}

// recv.size / recv.length / recv.succ / recv.nil? (or bare, on self) and
// !recv with no arguments: one instruction whose fast path reads an Array's
// or Hash's count (LENGTH), adds one to an Integer (SUCC) or answers
// Kernel#nil? (NILP) or BasicObject#! (NOT); "text".freeze and -"text"
// outside frozen-literal files (FSTRING).
bool CodeGen::receiver_only_call(const Node* n, Reg dst) {
  if (n->kid(1) || n->kid(2) || (n->flags & (parse::SAFE_NAV | parse::ATTR_ASSIGN))) return false;
  vm::Opcode op;
  if (n->str == "size" || n->str == "length") op = vm::OP_LENGTH;
  else if (n->str == "succ") op = vm::OP_SUCC;
  else if (n->str == "nil?") op = vm::OP_NILP;
  else if (n->str == "!" && n->kid(0)) op = vm::OP_NOT;
  else if ((n->str == "freeze" || n->str == "-@") && n->kid(0) && n->kid(0)->kind == NodeKind::Str && !frozen_strings_)
    op = vm::OP_FSTRING; // "text".freeze, -"text": the shared frozen literal
  else return false;
  Reg m = mark();
  vm::CallInfo ci;
  Reg recv = 0; // bare size/length: self, which register 0 holds
  if (op == vm::OP_FSTRING) recv = literal(literal_text(n->kid(0)));
  else if (n->kid(0)) recv = operand(n->kid(0));
  else ci.flags |= vm::CALL_FCALL;
  ci.name = sym(n->str);
  if (n->flags & parse::VCALL) ci.flags |= vm::CALL_VCALL;
  if (n->flags & parse::PRIVATE_RECV) ci.flags |= vm::CALL_SELFRECV;
  line(n->spot.end_line);
  emit(op, {dst, recv, add_call(ci)});
  note_call_spans(n->spot, parse::Span{});
  release(m);
  return true;
}

void CodeGen::call(const Node* n, Reg dst) {
  bool fcall = !n->kid(0);
  if (fcall && !n->kid(1) && !n->kid(2)) {
    if (n->str == "__FILE__") {
      emit(vm::OP_STRING, {dst, string_literal(*unit_.file)});
      return;
    }
    if (n->str == "__ENCODING__" && unit_.source_encoding < unit_.world.encodings.size()) {
      load_k(unit_.world.encodings[unit_.source_encoding], dst);
      return;
    }
    if (n->str == "block_given?") {
      emit(vm::OP_BLOCKGIVEN, {dst});
      return;
    }
  }
  if (fcall && unit_.options.builtin && n->str == "__enum_yield" && !n->kid(2) && n->kid(1) &&
      n->kid(1)->kids.size() == 1) {
    yield(n->kid(1), dst, vm::CALL_ENUM_YIELD);
    return;
  }
  if (binary_op(n, dst) || receiver_only_call(n, dst) || literal_key_store(n, dst)) return;
  Reg m = mark();
  bool attr_assign = n->flags & parse::ATTR_ASSIGN;
  Reg saved = attr_assign ? temp() : 0;
  Reg last_index = attr_assign ? temp() : 0; // a[*x] = v: v is the splatted list's last
  Reg base = attr_assign ? temp() : call_base(dst);
  if (!fcall) expr(n->kid(0), base); // a receiverless call's SENDSELF puts self in base itself
  uint32_t skip = 0;
  bool safe = n->flags & parse::SAFE_NAV;
  if (safe) skip = jump(vm::OP_JMPNIL, base);
  vm::CallInfo ci = arguments(n->kid(1), n->kid(2), base, !attr_assign);
  ci.name = sym(n->str);
  if (fcall) ci.flags |= vm::CALL_FCALL;
  if (n->flags & parse::VCALL) ci.flags |= vm::CALL_VCALL;
  if (n->flags & parse::PRIVATE_RECV) ci.flags |= vm::CALL_SELFRECV;
  if (attr_assign && !(ci.flags & vm::CALL_SPLAT) && ci.argc > 0) emit(vm::OP_MOVE, {saved, base + ci.argc});
  if (attr_assign && (ci.flags & vm::CALL_SPLAT)) {
    vm::CallInfo last;
    last.name = sym("[]");
    last.argc = 1;
    load_k(vm::Value::fixnum(-1), last_index);
    emit(vm::OP_AREF, {saved, base + 1, last_index, add_call(last)});
  }
  bool aset = attr_assign && n->str == "[]=" && ci.argc == 2 && ci.flags == 0 && ci.block < 0;
  line(n->spot.end_line);
  emit(aset ? vm::OP_ASET : fcall ? vm::OP_SENDSELF : vm::OP_SEND, {base, add_call(ci)});
  note_call_spans(n->spot, n->kid(1) ? n->kid(1)->spot : parse::Span{});
  if (safe) patch(skip);
  Reg result = attr_assign && ((ci.flags & vm::CALL_SPLAT) || ci.argc > 0) ? saved : base;
  if (safe && attr_assign) {
    // a&.b = v with a nil: the value is nil; `saved` was not written.
    emit(vm::OP_MOVE, {dst, base});
    uint32_t done = jump(vm::OP_JMPNIL, base);
    emit(vm::OP_MOVE, {dst, result});
    patch(done);
  } else if (dst != result) {
    emit(vm::OP_MOVE, {dst, result});
  }
  release(m);
}

// super(args) or bare super (which passes the method's own parameters).
void CodeGen::super_call(const Node* n, Reg dst) {
  Reg m = mark();
  Reg base = temp();
  emit(vm::OP_LOADSELF, {base});
  vm::CallInfo ci;
  if (n->kind == NodeKind::Super) {
    ci = arguments(n->kid(0), n->kid(1), base);
    if (!(ci.flags & vm::CALL_BLOCKARG) && ci.block < 0) { // super(args) passes the method's block on
      emit(vm::OP_GETBLOCK, {temp()});
      ci.flags |= vm::CALL_BLOCKARG;
    }
  } else {
    ci.flags |= vm::CALL_ZSUPER;
    const Node* block = n->kid(0);
    const Node* params = scope_->method_params;
    bool has_rest = false;
    if (params)
      for (const Node* p : params->kids) has_rest |= p->flags == parse::PARAM_REST || p->flags == parse::PARAM_FORWARD;
    auto param_var = [&](const Node* p, const char* anon) {
      std::string name = p->str.empty() && anon ? anon : p->str;
      return unit_.scopes.lookup(scope_, name);
    };
    std::vector<const Node*> positional, keywords;
    const Node* rest = nullptr;
    const Node* kwrest = nullptr;
    const Node* blockp = nullptr;
    bool forward = false;
    if (params) {
      for (const Node* p : params->kids) {
        switch (p->flags) {
          case parse::PARAM_REQ:
          case parse::PARAM_OPT:
          case parse::PARAM_POST:
          case parse::PARAM_DESTRUCTURE: positional.push_back(p); break;
          case parse::PARAM_REST: rest = p; break;
          case parse::PARAM_KEY: keywords.push_back(p); break;
          case parse::PARAM_KWREST: kwrest = p; break;
          case parse::PARAM_BLOCK: blockp = p; break;
          case parse::PARAM_FORWARD: forward = true; break;
          default: break;
        }
      }
    }
    // Positional values, in declaration order (rest spliced where it was).
    if (rest && positional.empty() && !forward) {
      // A *rest alone is passed as super(*rest) passes it: its elements,
      // with no Array made here to hold them.
      get_local(param_var(rest, kAnonRest), temp());
      ci.flags |= vm::CALL_SPLAT;
      ci.argc = 1;
    } else if (has_rest) {
      Reg acc = temp();
      emit(vm::OP_ARRAY, {acc, acc, 0});
      for (const Node* p : params->kids) {
        Reg m2 = mark();
        Reg v = temp();
        if (p->flags == parse::PARAM_REST || p->flags == parse::PARAM_FORWARD) {
          get_local(param_var(p, kAnonRest), v);
          emit(vm::OP_SPLAT, {v, v}); // the rest variable may have been reassigned to a non-Array
          emit(vm::OP_ARYCAT, {acc, v});
        } else if (p->flags == parse::PARAM_REQ || p->flags == parse::PARAM_OPT || p->flags == parse::PARAM_POST ||
                   p->flags == parse::PARAM_DESTRUCTURE) {
          get_local(resolve(p), v);
          emit(vm::OP_ARYPUSH, {acc, v});
        }
        release(m2);
      }
      ci.flags |= vm::CALL_SPLAT;
      ci.argc = 1;
    } else {
      for (const Node* p : positional) get_local(resolve(p), temp());
      ci.argc = uint16_t(positional.size());
    }
    if (!keywords.empty() || kwrest || forward) {
      Reg h = temp();
      Reg m2 = mark();
      Reg pairs = temps(uint32_t(2 * keywords.size()));
      for (size_t i = 0; i < keywords.size(); i++) {
        load_k(vm::Value::symbol(sym(keywords[i]->str)), pairs + Reg(2 * i));
        get_local(resolve(keywords[i]), pairs + Reg(2 * i + 1));
      }
      emit(vm::OP_HASH, {h, pairs, uint32_t(keywords.size())});
      if (kwrest || forward) {
        Reg v = temp();
        get_local(kwrest ? param_var(kwrest, kAnonKwrest) : unit_.scopes.lookup(scope_, kAnonKwrest), v);
        emit(vm::OP_HASHMERGE, {h, v});
      }
      release(m2);
      ci.flags |= vm::CALL_KWARGS;
    }
    if (block && block->kind == NodeKind::Block) {
      ci.block = child_block(block);
    } else {
      Reg b = temp();
      if (block) expr(block->kid(0), b);
      else if (blockp || forward) get_local(blockp ? param_var(blockp, kAnonBlock) : unit_.scopes.lookup(scope_, kAnonBlock), b);
      else emit(vm::OP_GETBLOCK, {b});
      ci.flags |= vm::CALL_BLOCKARG;
    }
  }
  emit(vm::OP_SUPER, {base, add_call(ci)});
  emit(vm::OP_MOVE, {dst, base});
  release(m);
}

// `yield args`; also the core prelude's `__enum_yield(values)`
// (vm::CALL_ENUM_YIELD), whose one argument is what an `each` yielded.
void CodeGen::yield(const Node* args, Reg dst, uint16_t flags) {
  Reg m = mark();
  Reg base = call_base(dst);
  vm::CallInfo ci = arguments(args, nullptr, base);
  ci.flags |= flags;
  emit(vm::OP_YIELD, {base, add_call(ci)});
  if (dst != base) emit(vm::OP_MOVE, {dst, base});
  release(m);
}

} // namespace garnet::compile
