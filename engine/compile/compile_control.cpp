// compile_control.cpp — conditionals, loops, case/when, begin/rescue/ensure
// and the jumps out of them (break, next, redo, retry, return).
#include "compile/codegen.h"

namespace garnet::compile {

void CodeGen::condition(const Node* cond, bool jump_if, std::vector<uint32_t>& jumps) {
  if (!stack_left(cond)) return;
  if (cond && cond->kind == NodeKind::Call && cond->str == "!" && cond->kid(0) && !cond->kid(1)) {
    condition(cond->kid(0), !jump_if, jumps);
    return;
  }
  if (cond && (cond->kind == NodeKind::True || cond->kind == NodeKind::False || cond->kind == NodeKind::Nil)) {
    // A constant condition (`while true`): the jump is always or never taken.
    if ((cond->kind == NodeKind::True) == jump_if) jumps.push_back(jump(vm::OP_JMP));
    return;
  }
  if (jump_if && iteration_step(cond, jumps)) return;
  Reg m = mark();
  Reg t = cond && cond->kind == NodeKind::Regex ? match_last_line(cond) : operand(cond);
  fuse_comparison(t);
  jumps.push_back(jump(jump_if ? vm::OP_JMPIF : vm::OP_JMPNOT, t));
  release(m);
}

// cond1..cond2 as a condition: false until cond1 holds, then true until
// cond2 holds (checked at once for .., from the next test for ...); the
// state is a hidden local of the method (see ScopeAnalysis).
void CodeGen::flip_flop(const Node* n, Reg dst) {
  VarRef state = resolve(n);
  Reg m = mark();
  Reg flag = temp();
  auto set_state = [&](bool on) {
    load_k(on ? vm::Value::true_value() : vm::Value::false_value(), flag);
    set_local(state, flag);
  };
  auto end_check = [&] { // cond2 holds: the range ends (still true this time)
    expr(n->kid(1), flag);
    uint32_t goes_on = jump(vm::OP_JMPNOT, flag);
    set_state(false);
    patch(goes_on);
  };
  get_local(state, flag);
  uint32_t active = jump(vm::OP_JMPIF, flag);
  expr(n->kid(0), dst);
  uint32_t stays_off = jump(vm::OP_JMPNOT, dst);
  set_state(true);
  if (!(n->flags & parse::EXCLUSIVE)) end_check();
  uint32_t answer_true = jump(vm::OP_JMP);
  patch(active);
  end_check();
  patch(answer_true);
  load_k(vm::Value::true_value(), dst);
  uint32_t done = jump(vm::OP_JMP);
  patch(stays_off);
  load_k(vm::Value::false_value(), dst);
  patch(done);
  release(m);
}

// A Regexp literal as a condition matches the last line read: `/re/ =~ $_`.
Reg CodeGen::match_last_line(const Node* regex) {
  Reg base = temp();
  expr(regex, base);
  emit(vm::OP_GETGVAR, {temp(), sym("$_")});
  vm::CallInfo ci;
  ci.name = sym("=~");
  ci.argc = 1;
  emit(vm::OP_SEND, {base, add_call(ci)});
  return base;
}

bool CodeGen::iteration_step(const Node* cond, std::vector<uint32_t>& jumps) {
  if (!unit_.options.builtin || cond->kind != NodeKind::Call || cond->kid(0) || !cond->kid(1)) return false;
  bool array = cond->str == "__array_next";
  if (!array && cond->str != "__hash_next") return false;
  // __hash_next(key, value, slot[, count]): with count, a key added by the
  // loop's body raises at the next step.
  size_t count = cond->kid(1)->kids.size();
  if (array ? count != 2 : count != 3 && count != 4) return false;
  Reg regs[4] = {0, 0, 0, vm::kNoRegister};
  for (size_t i = 0; i < count; i++) {
    const Node* arg = cond->kid(1)->kids[i];
    if (arg->kind != NodeKind::LVar) return false;
    VarRef r = resolve(arg);
    if (r.scope != scope_ || r.scope->vars[size_t(r.index)].captured) return false;
    regs[i] = Reg(r.scope->vars[size_t(r.index)].reg);
  }
  if (array) jumps.push_back(emit(vm::OP_ARYNEXT, {regs[0], regs[1], 0}) + vm::ops::ARYNEXT::J);
  else jumps.push_back(emit(vm::OP_HASHNEXT, {regs[0], regs[1], regs[2], regs[3], 0}) + vm::ops::HASHNEXT::J);
  return true;
}

void CodeGen::fuse_comparison(Reg result) {
  static constexpr vm::Opcode plain[] = {vm::OP_LT,  vm::OP_LE,  vm::OP_GT,  vm::OP_GE, vm::OP_EQ,
                                         vm::OP_NEQ, vm::OP_LTI, vm::OP_LEI, vm::OP_GTI, vm::OP_GEI};
  static constexpr vm::Opcode fused[] = {vm::OP_LT_BRANCH,  vm::OP_LE_BRANCH,  vm::OP_GT_BRANCH,  vm::OP_GE_BRANCH,
                                         vm::OP_EQ_BRANCH,  vm::OP_NEQ_BRANCH, vm::OP_LTI_BRANCH, vm::OP_LEI_BRANCH,
                                         vm::OP_GTI_BRANCH, vm::OP_GEI_BRANCH};
  // A fused form overwrites its plain form's opcode: the same operands
  // (A B C CI, as ops::LT names them, or A B I CI) at the same offsets.
  static_assert([] {
    for (size_t i = 0; i < std::size(plain); i++)
      if (vm::kOpcodeOperands[plain[i]] != vm::kOpcodeOperands[fused[i]]) return false;
    return true;
  }());
  uint32_t at = last_instruction_;
  if (at + vm::ops::LT::width != here() || iseq_.code[at + vm::ops::LT::A] != result) return;
  for (size_t i = 0; i < std::size(plain); i++)
    if (iseq_.code[at] == plain[i]) iseq_.code[at] = fused[i];
}

void CodeGen::if_expr(const Node* n, Reg dst) {
  bool used = value_used(n);
  if ((!n->kid(1) || !n->kid(2)) && !used) {
    // `x if cond` or `x unless cond` as a statement: one jump over x, not
    // a jump to x and another over it, or one over an empty else.
    bool then_only = n->kid(1);
    std::vector<uint32_t> to_end;
    condition(n->kid(0), !then_only, to_end);
    seq(n->kid(then_only ? 1 : 2), dst, used);
    for (uint32_t j : to_end) patch(j);
    return;
  }
  std::vector<uint32_t> to_else;
  condition(n->kid(0), false, to_else);
  seq(n->kid(1), dst, used);
  uint32_t to_end = jump(vm::OP_JMP);
  for (uint32_t j : to_else) patch(j);
  seq(n->kid(2), dst, used);
  patch(to_end);
}

void CodeGen::and_or(const Node* n, Reg dst) {
  expr(n->kid(0), dst);
  uint32_t skip = jump(n->kind == NodeKind::And ? vm::OP_JMPNOT : vm::OP_JMPIF, dst);
  expr(n->kid(1), dst);
  patch(skip);
}

void CodeGen::while_loop(const Node* n, Reg dst) {
  bool used = value_used(n);
  bool until = n->flags & parse::UNTIL;
  bool do_while = n->flags & parse::DO_WHILE;
  LoopContext ctx;
  ctx.kind = LoopContext::While;
  ctx.result = dst;
  ctx.region_depth = regions_.size();
  // Leaving before the first turn: the condition tested at the top too,
  // or a jump to the test after the body.
  std::vector<uint32_t> leave_at_once;
  bool test_first = !do_while && tests_before_first_turn(n->kid(0));
  if (test_first) condition(n->kid(0), until, leave_at_once);
  uint32_t to_cond = do_while || test_first ? 0 : jump(vm::OP_JMP);
  uint32_t body = here();
  ctx.redo_target = body;
  loops_.push_back(&ctx);
  stmt(n->kid(1));
  loops_.pop_back();
  if (to_cond) patch(to_cond);
  for (uint32_t j : ctx.next_jumps) patch(j);
  std::vector<uint32_t> back;
  condition(n->kid(0), !until, back);
  for (uint32_t j : back) patch_to(j, body);
  for (uint32_t j : leave_at_once) patch(j);
  if (used) emit(vm::OP_LOADNIL, {dst});
  for (uint32_t j : ctx.break_jumps) patch(j);
}

bool CodeGen::tests_before_first_turn(const Node* cond) const {
  size_t budget = 12; // nodes: a comparison of two calls' results, or so
  std::vector<const Node*> pending{cond};
  while (!pending.empty()) {
    const Node* n = pending.back();
    pending.pop_back();
    if (!n) continue;
    if (budget-- == 0) return false;
    switch (n->kind) {
    case NodeKind::Nil: case NodeKind::True: case NodeKind::False: case NodeKind::Self:
    case NodeKind::Int: case NodeKind::Sym: case NodeKind::LVar: case NodeKind::IVar:
    case NodeKind::And: case NodeKind::Or: case NodeKind::Args:
      break;
    case NodeKind::Call: // no block, not END { }, not the prelude's iteration steps
      if (n->kid(2)) return false;
      if (n->flags & parse::RUN_ONCE) return false;
      if (unit_.options.builtin && (n->str == "__array_next" || n->str == "__hash_next")) return false;
      break;
    default: // a Splat, a keyword Hash, a literal made afresh, a flip-flop...
      return false;
    }
    pending.insert(pending.end(), n->kids.begin(), n->kids.end());
  }
  return true;
}

void CodeGen::for_loop(const Node* n, Reg dst) {
  // for x in expr: iterates expr.to_a by index; the variable is a local of
  // the enclosing scope, as in Ruby. The value is the iterated object.
  Reg m = mark();
  Reg list = temp(), index = temp(), size = temp(), item = temp(), tmp = temp();
  expr(n->kid(1), dst);
  emit(vm::OP_MOVE, {list, dst});
  vm::CallInfo to_a;
  to_a.name = unit_.world.sym.to_a;
  emit(vm::OP_SEND, {list, add_call(to_a)});
  emit(vm::OP_LOADI, {index, 0});
  emit(vm::OP_MOVE, {size, list});
  vm::CallInfo size_call;
  size_call.name = unit_.world.sym.size;
  emit(vm::OP_SEND, {size, add_call(size_call)});
  LoopContext ctx;
  ctx.kind = LoopContext::While;
  ctx.result = tmp;
  ctx.region_depth = regions_.size();
  uint32_t to_cond = jump(vm::OP_JMP);
  uint32_t body = here();
  vm::CallInfo aref;
  aref.name = unit_.world.sym.aref;
  aref.argc = 1;
  emit(vm::OP_AREF, {item, list, index, add_call(aref)});
  assign_from(n->kid(0), item);
  vm::CallInfo plus;
  plus.name = unit_.world.sym.plus;
  plus.argc = 1;
  uint32_t plus_ci = add_call(plus);
  ctx.redo_target = here();
  loops_.push_back(&ctx);
  stmt(n->kid(2));
  loops_.pop_back();
  for (uint32_t j : ctx.next_jumps) patch(j);
  emit(vm::OP_ADDI, {index, index, 1, plus_ci});
  patch(to_cond);
  vm::CallInfo lt;
  lt.name = unit_.world.sym.lt;
  lt.argc = 1;
  emit(vm::OP_LT, {tmp, index, size, add_call(lt)});
  uint32_t back = jump(vm::OP_JMPIF, tmp);
  patch_to(back, body);
  uint32_t done = jump(vm::OP_JMP);
  for (uint32_t j : ctx.break_jumps) patch(j);
  emit(vm::OP_MOVE, {dst, tmp});
  patch(done);
  release(m);
}

void CodeGen::case_when(const Node* n, Reg dst) {
  Reg m = mark();
  Reg subject = temp();
  bool has_subject = n->kid(0) != nullptr;
  if (has_subject) expr(n->kid(0), subject);
  std::vector<uint32_t> to_end;
  std::vector<std::pair<const Node*, std::vector<uint32_t>>> bodies;
  for (size_t i = 2; i < n->kids.size(); i++) {
    const Node* when = n->kids[i];
    std::vector<uint32_t> hits;
    for (const Node* c : when->kid(0)->kids) {
      line(c);
      Reg m2 = mark();
      if (!has_subject) {
        condition(c, true, hits);
      } else if (c->kind == NodeKind::Splat) {
        Reg base = temps(3);
        emit(vm::OP_LOADSELF, {base});
        expr(c->kid(0), base + 1);
        emit(vm::OP_MOVE, {base + 2, subject});
        vm::CallInfo ci;
        ci.name = sym("__when_splat");
        ci.argc = 2;
        ci.flags = vm::CALL_FCALL;
        emit(vm::OP_SEND, {base, add_call(ci)});
        hits.push_back(jump(vm::OP_JMPIF, base));
      } else if (c->kind == NodeKind::Str && !frozen_strings_) {
        // when "text": EQQS compares a String subject without making one.
        Reg t = temp();
        vm::CallInfo ci;
        ci.name = unit_.world.sym.eqq;
        ci.argc = 1;
        emit(vm::OP_EQQS, {t, subject, literal(literal_text(c)), add_call(ci)});
        hits.push_back(jump(vm::OP_JMPIF, t));
      } else if (c->kind == NodeKind::Int || c->kind == NodeKind::Sym) {
        Reg t = temp();
        expr(c, t);
        vm::CallInfo ci;
        ci.name = unit_.world.sym.eqq;
        ci.argc = 1;
        emit(vm::OP_EQ, {t, t, subject, add_call(ci)});
        hits.push_back(jump(vm::OP_JMPIF, t));
      } else {
        Reg base = temps(2);
        expr(c, base);
        emit(vm::OP_MOVE, {base + 1, subject});
        vm::CallInfo ci;
        ci.name = unit_.world.sym.eqq;
        ci.argc = 1;
        emit(vm::OP_SEND, {base, add_call(ci)});
        hits.push_back(jump(vm::OP_JMPIF, base));
      }
      release(m2);
    }
    bodies.push_back({when->kid(1), hits});
  }
  seq(n->kid(1), dst, true);
  to_end.push_back(jump(vm::OP_JMP));
  for (auto& [body, hits] : bodies) {
    for (uint32_t j : hits) patch(j);
    seq(body, dst, true);
    to_end.push_back(jump(vm::OP_JMP));
  }
  for (uint32_t j : to_end) patch(j);
  release(m);
}

void CodeGen::begin_rescue(const Node* n, Reg dst) {
  Reg m = mark();
  const Node* body = n->kid(0);
  const Node* else_body = n->kid(1);
  const Node* ensure = n->kid(2);
  Region* ens = nullptr;
  if (ensure) ens = &open_region(vm::Handler::Ensure, temp(), ensure);
  if (n->kids.size() > 3) {
    // $! is restored when the begin/rescue completes normally.
    Reg saved_errinfo = temp();
    uint32_t errinfo = sym("$!");
    emit(vm::OP_GETGVAR, {saved_errinfo, errinfo});
    Reg exc = temp();
    uint32_t retry_label = here();
    Region& r = open_region(vm::Handler::Rescue, exc, nullptr);
    seq(body, dst, true);
    close_region(r);
    if (else_body) seq(else_body, dst, true);
    std::vector<uint32_t> to_end{jump(vm::OP_JMP)};
    r.target = here();
    std::vector<std::pair<const Node*, std::vector<uint32_t>>> clauses;
    for (size_t i = 3; i < n->kids.size(); i++) {
      const Node* clause = n->kids[i];
      std::vector<uint32_t> hits;
      Reg m2 = mark();
      Reg t = temp();
      if (!clause->kid(0) || clause->kid(0)->kids.empty()) {
        emit(vm::OP_GETCONST, {t, sym("StandardError"), uint32_t(iseq_.const_caches.size())});
        iseq_.const_caches.emplace_back();
        emit(vm::OP_RESCUEMATCH, {t, t, exc});
        hits.push_back(jump(vm::OP_JMPIF, t));
      } else {
        for (const Node* c : clause->kid(0)->kids) {
          line(c);
          expr(c, t);  // a splat (rescue *list) is an Array, nil's empty
          emit(vm::OP_RESCUEMATCH, {t, t, exc});
          hits.push_back(jump(vm::OP_JMPIF, t));
        }
      }
      release(m2);
      clauses.push_back({clause, hits});
    }
    emit(vm::OP_RAISE, {exc});
    for (auto& [clause, hits] : clauses) {
      for (uint32_t j : hits) patch(j);
      if (clause->kid(1)) assign_from(clause->kid(1), exc);
      rescue_clause_body(clause->kid(2), dst, saved_errinfo, retry_label);
      to_end.push_back(jump(vm::OP_JMP));
    }
    for (uint32_t j : to_end) patch(j);
    emit(vm::OP_SETGVAR, {errinfo, saved_errinfo});
  } else {
    seq(body, dst, true);
    if (else_body) seq(else_body, dst, true);
  }
  if (ens) {
    Reg saved = ens->reg;
    close_region(*ens);
    stmt(ensure);
    uint32_t done = jump(vm::OP_JMP);
    ens->target = here();
    stmt(ensure);
    emit(vm::OP_RAISE, {saved});
    patch(done);
  }
  release(m);
}

// A rescue clause's body: leaving it any way but by an exception (next,
// break, return, throw) restores $! as finishing it does.
void CodeGen::rescue_clause_body(const Node* body, Reg dst, Reg saved_errinfo, uint32_t retry_label) {
  Region& restore = open_region(vm::Handler::Ensure, temp(), nullptr);
  restore.restores_errinfo = true;
  restore.saved_errinfo = saved_errinfo;
  retry_targets_.push_back({uint32_t(regions_.size()), retry_label, saved_errinfo});
  seq(body, dst, true);
  retry_targets_.pop_back();
  Reg pending = restore.reg;
  close_region(restore);
  uint32_t done = jump(vm::OP_JMP);
  restore.target = here();
  emit(vm::OP_SETGVAR, {sym("$!"), saved_errinfo});
  emit(vm::OP_RAISE, {pending});
  patch(done);
}

void CodeGen::inline_ensures(size_t down_to_depth) {
  for (size_t i = regions_.size(); i-- > down_to_depth;) {
    if (regions_[i]->kind != vm::Handler::Ensure) continue;
    // The inlined body runs outside region i and everything inside it (a
    // jump out of it must not run the same ensure again).
    suspend_regions(i);
    std::vector<std::unique_ptr<Region>> inner;
    for (size_t j = i; j < regions_.size(); j++) inner.push_back(std::move(regions_[j]));
    regions_.resize(i);
    std::vector<LoopContext*> saved_loops = loops_;
    if (inner.front()->restores_errinfo) emit(vm::OP_SETGVAR, {sym("$!"), inner.front()->saved_errinfo});
    else stmt(inner.front()->ensure_body);
    loops_ = saved_loops;
    for (auto& r : inner) regions_.push_back(std::move(r));
    resume_regions(i);
  }
}

void CodeGen::break_stmt(const Node* n) {
  if (loops_.empty()) {
    if (iseq_.kind == vm::IseqKind::Block) {
      Reg m = mark();
      Reg t = temp();
      expr(n->kid(0), t);
      emit(vm::OP_BREAK, {t});
      release(m);
      return;
    }
    error(n, "Invalid break");
    return;
  }
  LoopContext* ctx = loops_.back();
  if (ctx->kind == LoopContext::While) {
    expr(n->kid(0), ctx->result);
    inline_ensures(ctx->region_depth);
    ctx->break_jumps.push_back(jump(vm::OP_JMP));
    return;
  }
  Reg m = mark();
  Reg t = temp();
  expr(n->kid(0), t);
  emit(vm::OP_BREAK, {t});
  release(m);
}

void CodeGen::next_stmt(const Node* n) {
  if (loops_.empty()) {
    error(n, "Invalid next");
    return;
  }
  LoopContext* ctx = loops_.back();
  if (ctx->kind == LoopContext::While) {
    if (n->kid(0)) stmt(n->kid(0));
    inline_ensures(ctx->region_depth);
    ctx->next_jumps.push_back(jump(vm::OP_JMP)); // patched to the condition
    return;
  }
  Reg m = mark();
  Reg t = temp();
  expr(n->kid(0), t);
  inline_ensures(0);
  emit(vm::OP_RETURN, {t});
  release(m);
}

void CodeGen::redo_stmt(const Node* n) {
  if (loops_.empty()) {
    error(n, "Invalid redo");
    return;
  }
  LoopContext* ctx = loops_.back();
  inline_ensures(ctx->region_depth);
  uint32_t j = jump(vm::OP_JMP);
  patch_to(j, ctx->redo_target);
}

void CodeGen::retry_stmt(const Node* n) {
  if (retry_targets_.empty()) {
    error(n, "Invalid retry");
    return;
  }
  RetryTarget target = retry_targets_.back();
  inline_ensures(target.depth);
  emit(vm::OP_SETGVAR, {sym("$!"), target.saved_errinfo});
  uint32_t j = jump(vm::OP_JMP);
  patch_to(j, target.pc);
}

void CodeGen::return_stmt(const Node* n) {
  Reg m = mark();
  Reg t = temp();
  expr(n->kid(0), t);
  bool leaves_method = (iseq_.kind == vm::IseqKind::Block && !iseq_.lambda) || iseq_.kind == vm::IseqKind::Class;
  if (leaves_method) { // a proc's or a `class << x` body's return ends the method around it
    emit(vm::OP_RETURNFROMPROC, {t});
  } else {
    inline_ensures(0);
    emit(vm::OP_RETURN, {t});
  }
  release(m);
}

} // namespace garnet::compile
