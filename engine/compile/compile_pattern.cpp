// compile_pattern.cpp — pattern matching: case/in, `expr => pat` and
// `expr in pat`. Each pattern compiles to tests that jump to a fail list; a
// single-pattern match also records why a test failed, for Ruby 4.0's
// NoMatchingPatternError message (core/pattern_errors.cpp).
#include "compile/codegen.h"

namespace garnet::compile {

namespace {

vm::CallInfo simple_call(vm::World& w, const char* name, uint16_t argc) {
  vm::CallInfo ci;
  ci.name = w.intern(name);
  ci.argc = argc;
  return ci;
}

} // namespace

void CodeGen::case_in(const Node* n, Reg dst) {
  Reg m = mark();
  Reg subject = temp();
  expr(n->kid(0), subject);
  Reg outer_why = why_;
  bool single = n->kids.size() == 3 && !n->kid(1);
  why_ = single ? temps(4) : 0;
  if (why_) emit(vm::OP_LOADNIL, {why_});
  Reg outer_cache = deconstruct_cache_;
  deconstruct_cache_ = single ? 0 : temps(2);
  if (deconstruct_cache_) emit(vm::OP_LOADFALSE, {deconstruct_cache_ + 1});
  std::vector<uint32_t> to_end;
  for (size_t i = 2; i < n->kids.size(); i++) {
    const Node* clause = n->kids[i];
    std::vector<uint32_t> fail;
    line(clause);
    const Node* outer_pattern = cached_deconstruct_pattern_;
    cached_deconstruct_pattern_ = clause->kid(0);
    pattern(clause->kid(0), subject, fail);
    cached_deconstruct_pattern_ = outer_pattern;
    if (clause->kid(1)) {
      std::vector<uint32_t> guard_failed;
      condition(clause->kid(1), (clause->flags & parse::GUARD_UNLESS) != 0, guard_failed);
      fail_because(guard_failed, fail, "guard");
    }
    seq(clause->kid(2), dst, true);
    to_end.push_back(jump(vm::OP_JMP));
    for (uint32_t j : fail) patch(j);
  }
  if (n->kid(1)) seq(n->kid(1), dst, true);
  else raise_no_match(subject);
  for (uint32_t j : to_end) patch(j);
  why_ = outer_why;
  deconstruct_cache_ = outer_cache;
  release(m);
}

void CodeGen::match_pattern(const Node* n, Reg dst) {
  Reg m = mark();
  Reg subject = temp();
  expr(n->kid(0), subject);
  Reg outer_why = why_;
  why_ = (n->flags & parse::PATTERN_TEST) ? 0 : temps(4);
  if (why_) emit(vm::OP_LOADNIL, {why_});
  std::vector<uint32_t> fail;
  pattern(n->kid(1), subject, fail);
  if (n->flags & parse::PATTERN_TEST) {
    emit(vm::OP_LOADTRUE, {dst});
    uint32_t done = jump(vm::OP_JMP);
    for (uint32_t j : fail) patch(j);
    emit(vm::OP_LOADFALSE, {dst});
    patch(done);
  } else {
    emit(vm::OP_LOADNIL, {dst});
    uint32_t done = jump(vm::OP_JMP);
    for (uint32_t j : fail) patch(j);
    raise_no_match(subject);
    patch(done);
  }
  why_ = outer_why;
  release(m);
}

// Kernel#__no_matching_pattern(subject), with the reason and its values in
// a single-pattern match.
void CodeGen::raise_no_match(Reg subject) {
  uint16_t argc = why_ ? 5 : 1;
  Reg base = temps(1 + argc);
  emit(vm::OP_LOADSELF, {base});
  emit(vm::OP_MOVE, {base + 1, subject});
  for (Reg i = 0; why_ && i < 4; i++) emit(vm::OP_MOVE, {base + 2 + i, why_ + i});
  vm::CallInfo ci = simple_call(unit_.world, "__no_matching_pattern", argc);
  ci.flags = vm::CALL_FCALL;
  emit(vm::OP_SEND, {base, add_call(ci)});
}

void CodeGen::fail_because(std::vector<uint32_t> failed, std::vector<uint32_t>& fail, const char* reason,
                           const std::function<void(Reg)>& record) {
  if (!why_) {
    fail.insert(fail.end(), failed.begin(), failed.end());
    return;
  }
  uint32_t skip = jump(vm::OP_JMP);
  for (uint32_t j : failed) patch(j);
  load_k(vm::Value::symbol(sym(reason)), why_);
  if (record) record(why_);
  fail.push_back(jump(vm::OP_JMP));
  patch(skip);
}

void CodeGen::pattern(const Node* pat, Reg value, std::vector<uint32_t>& fail) {
  if (!stack_left(pat)) return;
  Reg m = mark();
  auto test_eqq = [&](const Node* matcher) {
    Reg base = temps(3); // base + 2 keeps the matcher for the explanation
    expr(matcher, base + 2);
    emit(vm::OP_MOVE, {base, base + 2});
    emit(vm::OP_MOVE, {base + 1, value});
    emit(vm::OP_SEND, {base, add_call(simple_call(unit_.world, "===", 1))});
    fail_because({jump(vm::OP_JMPNOT, base)}, fail, "eqq", [&](Reg why) {
      emit(vm::OP_MOVE, {why + 1, base + 2});
      emit(vm::OP_MOVE, {why + 2, value});
    });
  };
  auto record_value = [&](Reg v) {
    return [this, v](Reg why) { emit(vm::OP_MOVE, {why + 1, v}); };
  };
  auto send1 = [&](Reg out, Reg recv, const char* name, std::initializer_list<Reg> args) {
    Reg base = temps(uint32_t(1 + args.size()));
    emit(vm::OP_MOVE, {base, recv});
    Reg r = base + 1;
    for (Reg a : args) emit(vm::OP_MOVE, {r++, a});
    emit(vm::OP_SEND, {base, add_call(simple_call(unit_.world, name, uint16_t(args.size())))});
    emit(vm::OP_MOVE, {out, base});
  };
  switch (pat->kind) {
    case NodeKind::PatValue:
    case NodeKind::PatPin: test_eqq(pat->kid(0)); break;
    case NodeKind::PatBind:
      if (pat->kid(0)) pattern(pat->kid(0), value, fail);
      set_local(resolve(pat), value);
      break;
    case NodeKind::PatAlt: {
      std::vector<uint32_t> left_fail;
      pattern(pat->kid(0), value, left_fail);
      uint32_t ok = jump(vm::OP_JMP);
      for (uint32_t j : left_fail) patch(j);
      pattern(pat->kid(1), value, fail);
      patch(ok);
      break;
    }
    case NodeKind::PatArray:
    case NodeKind::PatFind: {
      if (pat->kid(0)) test_eqq(pat->kid(0));
      Reg d = temp(), size = temp(), t = temp(), idx = temp();
      if (deconstruct_cache_ && pat == cached_deconstruct_pattern_) {
        uint32_t cached = jump(vm::OP_JMPIF, deconstruct_cache_ + 1);
        emit(vm::OP_PMDECON, {deconstruct_cache_, value, 0, 0});
        emit(vm::OP_LOADTRUE, {deconstruct_cache_ + 1});
        patch(cached);
        emit(vm::OP_MOVE, {d, deconstruct_cache_});
      } else {
        emit(vm::OP_PMDECON, {d, value, 0, 0});
      }
      fail_because({jump(vm::OP_JMPNIL, d)}, fail, "deconstruct", record_value(value));
      send1(size, d, "size", {});
      std::vector<const Node*> elems(pat->kids.begin() + 1, pat->kids.end());
      vm::CallInfo cmp = simple_call(unit_.world, "==", 1);
      // The size test: exactly `count` elements, or at least.
      auto check_size = [&](size_t count, bool at_least) {
        emit(vm::OP_LOADI, {t, uint32_t(count)});
        emit(at_least ? vm::OP_GE : vm::OP_EQ,
             {t, size, t, add_call(at_least ? simple_call(unit_.world, ">=", 1) : cmp)});
        fail_because({jump(vm::OP_JMPNOT, t)}, fail, at_least ? "length_min" : "length", [&](Reg why) {
          emit(vm::OP_MOVE, {why + 1, d});
          emit(vm::OP_MOVE, {why + 2, size});
          emit(vm::OP_LOADI, {why + 3, uint32_t(count)});
        });
      };
      if (pat->kind == NodeKind::PatFind) {
        // [*pre, mid..., *post]: slide the middle over every start position.
        size_t mid = elems.size() - 2;
        if (why_) check_size(mid, true); // the loop below fails the same way, unexplained
        Reg start = temp(), limit = temp();
        emit(vm::OP_LOADI, {t, uint32_t(mid)});
        emit(vm::OP_SUB, {limit, size, t, add_call(simple_call(unit_.world, "-", 1))});
        emit(vm::OP_LOADI, {start, 0});
        uint32_t loop = here();
        emit(vm::OP_GT, {t, start, limit, add_call(simple_call(unit_.world, ">", 1))});
        fail_because({jump(vm::OP_JMPIF, t)}, fail, "find", record_value(d));
        std::vector<uint32_t> retry;
        for (size_t k = 0; k < mid; k++) {
          Reg e = temp();
          emit(vm::OP_LOADI, {t, uint32_t(k)});
          emit(vm::OP_ADD, {idx, start, t, add_call(simple_call(unit_.world, "+", 1))});
          emit(vm::OP_AREF, {e, d, idx, add_call(simple_call(unit_.world, "[]", 1))});
          pattern(elems[k + 1], e, retry);
        }
        uint32_t matched = jump(vm::OP_JMP);
        for (uint32_t j : retry) patch(j);
        emit(vm::OP_LOADI, {t, 1});
        emit(vm::OP_ADD, {start, start, t, add_call(simple_call(unit_.world, "+", 1))});
        patch_to(jump(vm::OP_JMP), loop);
        patch(matched);
        if (!elems.front()->str.empty()) {
          Reg part = temp();
          emit(vm::OP_LOADI, {t, 0});
          send1(part, d, "[]", {t, start});
          set_local(resolve(elems.front()), part);
        }
        if (!elems.back()->str.empty()) {
          Reg part = temp(), from = temp();
          emit(vm::OP_LOADI, {t, uint32_t(mid)});
          emit(vm::OP_ADD, {from, start, t, add_call(simple_call(unit_.world, "+", 1))});
          send1(part, d, "[]", {from, size});
          set_local(resolve(elems.back()), part);
        }
        break;
      }
      size_t splat_at = elems.size();
      for (size_t k = 0; k < elems.size(); k++)
        if (elems[k]->kind == NodeKind::PatSplat) splat_at = k;
      bool has_splat = splat_at < elems.size();
      size_t fixed = elems.size() - (has_splat ? 1 : 0);
      check_size(fixed, has_splat);
      for (size_t k = 0; k < elems.size(); k++) {
        if (k == splat_at) {
          if (!elems[k]->str.empty()) {
            Reg len = temp(), part = temp();
            emit(vm::OP_LOADI, {t, uint32_t(fixed)});
            emit(vm::OP_SUB, {len, size, t, add_call(simple_call(unit_.world, "-", 1))});
            emit(vm::OP_LOADI, {t, uint32_t(k)});
            send1(part, d, "[]", {t, len});
            set_local(resolve(elems[k]), part);
          }
          continue;
        }
        Reg e = temp();
        if (k < splat_at) {
          emit(vm::OP_LOADI, {idx, uint32_t(k)});
        } else {
          emit(vm::OP_LOADI, {t, uint32_t(elems.size() - k)});
          emit(vm::OP_SUB, {idx, size, t, add_call(simple_call(unit_.world, "-", 1))});
        }
        emit(vm::OP_AREF, {e, d, idx, add_call(simple_call(unit_.world, "[]", 1))});
        pattern(elems[k], e, fail);
      }
      break;
    }
    case NodeKind::PatHash: {
      if (pat->kid(0)) test_eqq(pat->kid(0));
      Reg d = temp(), t = temp(), key = temp();
      // deconstruct_keys receives the pattern's keys, or nil when **rest wants them all.
      bool wants_all = false;
      std::vector<const Node*> pairs_only;
      for (size_t k = 1; k < pat->kids.size(); k++) {
        const Node* p = pat->kids[k];
        if (p->kind == NodeKind::PatKwRest) wants_all |= !p->str.empty();
        else pairs_only.push_back(p);
      }
      Reg key_list = temp();
      if (wants_all) {
        emit(vm::OP_LOADNIL, {key_list});
      } else {
        Reg m2 = mark();
        Reg items = temps(uint32_t(pairs_only.size()));
        for (size_t k = 0; k < pairs_only.size(); k++)
          load_k(vm::Value::symbol(sym(pairs_only[k]->str)), items + Reg(k));
        emit(vm::OP_ARRAY, {key_list, items, uint32_t(pairs_only.size())});
        release(m2);
      }
      emit(vm::OP_PMDECON, {d, value, 1, key_list});
      fail_because({jump(vm::OP_JMPNIL, d)}, fail, "deconstruct_keys", record_value(value));
      size_t pairs = 0;
      const Node* rest = nullptr;
      std::vector<std::string> keys;
      for (size_t k = 1; k < pat->kids.size(); k++) {
        const Node* p = pat->kids[k];
        if (p->kind == NodeKind::PatKwRest) {
          rest = p;
          continue;
        }
        pairs++;
        keys.push_back(p->str);
        load_k(vm::Value::symbol(sym(p->str)), key);
        send1(t, d, "key?", {key});
        fail_because({jump(vm::OP_JMPNOT, t)}, fail, "key", [&](Reg why) {
          emit(vm::OP_MOVE, {why + 1, d});
          emit(vm::OP_MOVE, {why + 2, key});
        });
        Reg v = temp();
        emit(vm::OP_AREF, {v, d, key, add_call(simple_call(unit_.world, "[]", 1))});
        if (p->kid(0)) pattern(p->kid(0), v, fail);
        else set_local(resolve(p), v);
      }
      if ((rest && (rest->flags & parse::NIL_KWREST)) || (!rest && pairs == 0)) {
        Reg size = temp();
        send1(size, d, "size", {});
        emit(vm::OP_LOADI, {t, uint32_t(pairs)});
        emit(vm::OP_EQ, {t, size, t, add_call(simple_call(unit_.world, "==", 1))});
        if (rest) {
          fail_because({jump(vm::OP_JMPNOT, t)}, fail, "rest", [&](Reg why) {
            emit(vm::OP_MOVE, {why + 1, d});
            emit(vm::OP_MOVE, {why + 2, key_list});
          });
        } else {
          fail_because({jump(vm::OP_JMPNOT, t)}, fail, "not_empty", record_value(d));
        }
      } else if (rest && !rest->str.empty()) {
        Reg base = temps(uint32_t(1 + keys.size()));
        emit(vm::OP_MOVE, {base, d});
        for (size_t k = 0; k < keys.size(); k++) load_k(vm::Value::symbol(sym(keys[k])), base + 1 + Reg(k));
        emit(vm::OP_SEND, {base, add_call(simple_call(unit_.world, "except", uint16_t(keys.size())))});
        set_local(resolve(rest), base);
      }
      break;
    }
    default: error(pat, "unsupported pattern"); break;
  }
  release(m);
}

} // namespace garnet::compile
