// compile_defined.cpp — defined?(expr): what Ruby answers for each kind of
// expression, checking the parts it checks (receivers, arguments, elements)
// before evaluating anything.
#include "compile/codegen.h"

namespace garnet::compile {

namespace {

enum DefinedKind : uint32_t { D_IVAR = 1, D_GVAR, D_CVAR, D_CONST, D_CONST_FROM, D_METHOD, D_FCALL, D_YIELD, D_SUPER };
const char* const kAnswers[] = {"", "instance-variable", "global-variable", "class variable", "constant",
                                "constant", "method", "method", "yield", "super"};

// Node kinds whose defined? can be nil: their parts are checked first.
bool may_be_undefined(const Node* n) {
  switch (n->kind) {
    case NodeKind::IVar: case NodeKind::GVar: case NodeKind::CVar: case NodeKind::NthRef: case NodeKind::BackRef:
    case NodeKind::Const: case NodeKind::Call: case NodeKind::Array: case NodeKind::Hash:
    case NodeKind::Yield: case NodeKind::Super: case NodeKind::ZSuper:
      return true;
    default:
      return false;
  }
}

bool is_pseudo_variable_call(const Node* n) {
  return !n->kid(0) && (n->flags & parse::VCALL) && (n->str == "__FILE__" || n->str == "__ENCODING__");
}

} // namespace

// Jumps (the returned patch sites) leave dst nil when a part of n is
// undefined: each element of an Array or Hash literal, and a call's
// receiver and arguments.
void CodeGen::defined_parts(const Node* n, Reg dst, std::vector<uint32_t>& undefined) {
  auto require = [&](const Node* part) {
    if (!part || !may_be_undefined(part)) return;
    defined(part, dst);
    undefined.push_back(jump(vm::OP_JMPNIL, dst));
  };
  switch (n->kind) {
    case NodeKind::Array:
    case NodeKind::Hash:
      for (const Node* k : n->kids) {
        if (k && (k->kind == NodeKind::Pair || k->kind == NodeKind::Splat || k->kind == NodeKind::DoubleSplat)) {
          for (const Node* part : k->kids) require(part);
        } else {
          require(k);
        }
      }
      return;
    case NodeKind::Call:
      require(n->kid(0));
      if (n->kid(1))
        for (const Node* arg : n->kid(1)->kids) require(arg && arg->kind == NodeKind::Splat ? arg->kid(0) : arg);
      return;
    default:
      return;
  }
}

// dst = "constant" when the module in `scope` has the constant `name`, else nil.
void CodeGen::defined_constant_in(Reg scope, const std::string& name, Reg dst) {
  emit(vm::OP_DEFINED, {dst, D_CONST_FROM, sym(name), scope, literal(unit_.world.static_string(kAnswers[D_CONST_FROM], true))});
}

// defined?(expr): the answer is a frozen String or nil.
void CodeGen::defined(const Node* n, Reg dst) {
  auto answer = [&](const char* s) { load_k(unit_.world.static_string(s, true), dst); };
  if (!n) {
    answer("expression");
    return;
  }
  auto check = [&](uint32_t kind, uint32_t name, Reg operand) {
    emit(vm::OP_DEFINED, {dst, kind, name, operand, literal(unit_.world.static_string(kAnswers[kind], true))});
  };
  // Evaluates operand into reg, then runs `then`; when the evaluation
  // raises (an autoload that fails, a receiver that raises), the answer is
  // nil and $! is left as it was.
  auto evaluate_or_nil = [&](const Node* operand, Reg reg, auto then) {
    Reg saved_errinfo = temp();
    uint32_t errinfo = sym("$!");
    emit(vm::OP_GETGVAR, {saved_errinfo, errinfo});
    Reg exc = temp();
    Region& r = open_region(vm::Handler::Rescue, exc, nullptr);
    expr(operand, reg);
    close_region(r);
    then();
    uint32_t done = jump(vm::OP_JMP);
    r.target = here();
    emit(vm::OP_SETGVAR, {errinfo, saved_errinfo});
    emit(vm::OP_LOADNIL, {dst});
    patch(done);
  };
  // n's receiver or scope evaluated, then asked the `kind` question about n.
  auto check_on_value = [&](uint32_t kind) {
    Reg m = mark();
    Reg value = temp();
    evaluate_or_nil(n->kid(0), value, [&] { check(kind, sym(n->str), value); });
    release(m);
  };
  std::vector<uint32_t> undefined;
  switch (n->kind) {
    case NodeKind::LVar: answer("local-variable"); return;
    case NodeKind::LAsgn:
    case NodeKind::IAsgn:
    case NodeKind::GAsgn:
    case NodeKind::CVAsgn:
    case NodeKind::ConstAsgn:
    case NodeKind::OpAsgn:
    case NodeKind::MultiAsgn: answer("assignment"); return;
    case NodeKind::Self: answer("self"); return;
    case NodeKind::Nil: answer("nil"); return;
    case NodeKind::True: answer("true"); return;
    case NodeKind::False: answer("false"); return;
    case NodeKind::IVar: check(D_IVAR, sym(n->str), 0); return;
    case NodeKind::GVar: check(D_GVAR, sym(n->str), 0); return;
    case NodeKind::NthRef: check(D_GVAR, sym("$" + std::to_string(n->ival)), 0); return;
    case NodeKind::BackRef: check(D_GVAR, sym("$" + n->str), 0); return;
    case NodeKind::CVar: check(D_CVAR, sym(n->str), 0); return;
    case NodeKind::Const:
      if (n->kid(0)) {
        if (may_be_undefined(n->kid(0))) {
          defined(n->kid(0), dst);
          undefined.push_back(jump(vm::OP_JMPNIL, dst));
        }
        check_on_value(D_CONST_FROM);
      } else if (n->flags & parse::TOP_LEVEL) {
        Reg m = mark();
        Reg object_scope = temp();
        emit(vm::OP_LOADNIL, {object_scope});
        check(D_CONST_FROM, sym(n->str), object_scope);
        release(m);
      } else {
        check(D_CONST, sym(n->str), 0);
      }
      break;
    case NodeKind::Array:
    case NodeKind::Hash:
      defined_parts(n, dst, undefined);
      answer("expression");
      break;
    case NodeKind::Call:
      if (is_pseudo_variable_call(n)) {
        answer("expression");
        return;
      }
      defined_parts(n, dst, undefined);
      if (n->kid(0)) {
        check_on_value(D_METHOD);
      } else {
        check(D_FCALL, sym(n->str), 0);
      }
      break;
    case NodeKind::Yield: check(D_YIELD, 0, 0); return;
    case NodeKind::Super:
    case NodeKind::ZSuper: check(D_SUPER, 0, 0); return;
    default: answer("expression"); return;
  }
  for (uint32_t site : undefined) patch(site);
}

} // namespace garnet::compile
