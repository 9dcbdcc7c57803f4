// eval.cpp — compiling and running strings of Ruby code inside a scope (see eval.h).
#include "vm/eval.h"

#include <algorithm>
#include <limits>

#include "compile/compiler.h"
#include "parse/parser.h"
#include "sched/native_calls.h"
#include "vm/syntax_report.h"

namespace garnet::vm {

bool verbose_warnings(Context& cx) { return cx.iso->globals[cx.world->sym.dollar_verbose].is_true(); }

bool report_parse_warnings(Context& cx, const std::vector<parse::SyntaxError>& warnings, const std::string& file) {
  Value verbose = cx.iso->globals[cx.world->sym.dollar_verbose];
  if (warnings.empty() || verbose.is_nil()) return true;
  for (const parse::SyntaxError& w : warnings)
    if ((!w.verbose_only || verbose.truthy()) &&
        !write_warning(cx, file + ":" + std::to_string(w.line) + ": warning: " + w.message + "\n"))
      return false;
  return true;
}

parse::StackBudget compiler_stack(Context& cx) {
  auto nearly_full = [](void* host) { return sched::stack_nearly_full(*static_cast<Context*>(host)); };
  return parse::StackBudget(parse::StackBudget::kDefaultBytes, nearly_full, &cx);
}

const Iseq* compile_ruby(Context& cx, const std::string& source, const std::string& file,
                         const BindingData* scope, uint32_t first_line, const MethodEntry* evaluated_by) {
  parse::ParseOptions parse_options;
  parse_options.first_line = first_line;
  parse_options.stack = compiler_stack(cx);
  parse_options.verbose = verbose_warnings(cx);
  compile::EvalScope eval_scope;
  if (scope) {
    parse_options.evaluated = true;
    eval_scope.locals = env_slot_names(*cx.world, *scope);
    eval_scope.iseq = scope->iseq;
    parse_options.in_method = scope->method != nullptr;
    for (const auto& names : eval_scope.locals)
      parse_options.outer_locals.insert(parse_options.outer_locals.end(), names.begin(), names.end());
  }
  std::shared_ptr<const parse::ParseResult> tree = parse::parse(source, parse_options);
  if (tree->stack_exhausted) {
    raise(cx, cx.world->c.SystemStackError, parse::kStackLevelTooDeep);
    return nullptr;
  }
  if (!tree->errors.empty()) {
    const auto& e = tree->errors[0];
    raisef(cx, cx.world->c.SyntaxError, "%s:%u: %s", file.c_str(), e.line, e.message.c_str());
    return nullptr;
  }
  if (!report_parse_warnings(cx, tree->warnings, file)) return nullptr;
  compile::CompileOptions options;
  options.file = file;
  options.stack = parse_options.stack;
  options.frozen_string_literal = tree->frozen_string_literal;
  if (scope) {
    options.kind = IseqKind::Eval;
    options.eval_scope = &eval_scope;
  } else {
    options.required = true; // a file that require or load runs
  }
  std::vector<compile::CompileError> errors;
  std::unique_ptr<Iseq> iseq = compile::compile(*cx.world, tree, options, errors);
  if (!iseq && errors[0].kind == compile::CompileError::Kind::StackExhausted) {
    raise(cx, cx.world->c.SystemStackError, parse::kStackLevelTooDeep);
    return nullptr;
  }
  if (!iseq && errors[0].kind == compile::CompileError::Kind::UnknownEncoding) {
    raise(cx, cx.world->c.ArgumentError, unknown_encoding_message(source, file, *tree, first_line));
    return nullptr;
  }
  if (!iseq) {
    raisef(cx, cx.world->c.SyntaxError, "%s:%u: %s", file.c_str(), errors[0].line, errors[0].message.c_str());
    return nullptr;
  }
  iseq->evaluated_by = evaluated_by;
  return cx.world->adopt(std::move(iseq));
}

namespace {

struct EvalSource {
  std::string text;
  std::string file;
  int64_t line = 1;
};

// Reads (src [, file [, line]]); false if it raised. The default file names
// the caller's position, as Ruby's "(eval at FILE:LINE)".
bool read_source(Context& cx, const std::vector<Value>& argv, EvalSource& out) {
  Value src = implicit_string(cx, argv[0]);
  if (src.is_undef()) return false;
  out.text = str(src);
  out.file = "(eval at " + current_position(cx) + ")";
  if (argv.size() > 1 && !argv[1].is_nil()) {
    Value file = implicit_string(cx, argv[1]);
    if (file.is_undef()) return false;
    out.file = str(file);
  }
  if (argv.size() > 2 && !to_int64(cx, argv[2], out.line)) return false;
  out.line = std::clamp<int64_t>(out.line, 0, std::numeric_limits<int32_t>::max());
  return true;
}

bool check_arity(Context& cx, const MethodEntry* me, int argc, int max) {
  if (argc >= 1 && argc <= max) return true;
  const MethodEntry* saved = cx.current_native;
  cx.current_native = me;
  raise_arity(cx, argc, 1, max);
  cx.current_native = saved;
  return false;
}

// Compiles the source inside `scope` and pushes its frame with self and
// cref; locals it declares extend `scope`.
Dispatch push_eval(Context& cx, BindingData& scope, const EvalSource& src, Value self, Cref* cref,
                   const MethodEntry* me, Value* base, uint32_t ret_reg) {
  const Iseq* code = compile_ruby(cx, src.text, src.file, &scope, uint32_t(src.line), me);
  if (!code) return Dispatch::Raised;
  Frame* f = push_frame(cx, code, base, ret_reg, FrameKind::Eval);
  if (!f) return Dispatch::Raised;
  std::fill_n(f->regs, code->num_regs + kScratchRegs, Value::nil());
  f->regs[0] = self;
  f->cref = cref;
  f->method = scope.method;
  f->method_class = scope.method_class;
  f->block = scope.block;
  make_env(cx, *f, scope.env);
  if (code->env_size) extend_binding(scope, code, f->env);
  return Dispatch::Pushed;
}

} // namespace

Dispatch eval_builtin(Context& cx, const MethodEntry* me, Value recv, CallArgs& args, Value* base,
                      uint32_t ret_reg) {
  bool kernel = me->builtin == Builtin::Eval;
  if (!check_arity(cx, me, args.argc, kernel ? 4 : 3)) return Dispatch::Raised;
  std::vector<Value> argv(args.argv, args.argv + args.argc);
  BindingData* given = kernel ? nullptr : binding_data(recv);
  if (kernel && argv.size() > 1) {
    if (!argv[1].is_nil() && !(given = binding_data(argv[1]))) {
      raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected binding)",
             class_path(cx, real_class(cx, argv[1])).c_str());
      return Dispatch::Raised;
    }
    argv.erase(argv.begin() + 1);
  }
  EvalSource src;
  if (!read_source(cx, argv, src)) return Dispatch::Raised;
  BindingData implicit;
  if (!given) implicit = caller_binding(cx);
  BindingData& scope = given ? *given : implicit;
  return push_eval(cx, scope, src, scope.self, scope.cref, me, base, ret_reg);
}

Dispatch eval_under(Context& cx, const MethodEntry* me, Value recv, Class* target, CallArgs& args,
                    Value* base, uint32_t ret_reg) {
  if (!check_arity(cx, me, args.argc, 3)) return Dispatch::Raised;
  EvalSource src;
  if (!read_source(cx, std::vector<Value>(args.argv, args.argv + args.argc), src)) return Dispatch::Raised;
  BindingData scope = caller_binding(cx);
  return push_eval(cx, scope, src, recv, cx.world->make_cref(target, scope.cref), me, base, ret_reg);
}

} // namespace garnet::vm
