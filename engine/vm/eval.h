// eval.h — running a string of Ruby code inside a scope: Kernel#eval,
// Binding#eval and instance_eval/class_eval/module_eval of a string. The
// code is compiled against the scope's locals (vm/scope_locals.h) and its frame
// is pushed to run in the caller's interpreter loop, as a method's would be.
#pragma once

#include <string>

#include "parse/stack_budget.h"
#include "vm/scope_locals.h"

namespace garnet::parse {
struct SyntaxError;
}

namespace garnet::vm {

// Whether $VERBOSE is true (-w): the parser then looks for the warnings
// Ruby gives only under it (parse::ParseOptions::verbose).
bool verbose_warnings(Context& cx);

// Gives a parsed program's warnings ("FILE:LINE: warning: ...") to
// Warning.warn, unless $VERBOSE is nil (the verbose-only ones: unless it is
// not true). False if that raised.
bool report_parse_warnings(Context& cx, const std::vector<parse::SyntaxError>& warnings, const std::string& file);

// The native stack the parser and compiler may use on cx: their default
// budget, cut short where cx runs on a pooled native stack nearly used up.
parse::StackBudget compiler_stack(Context& cx);

// Parses and compiles Ruby source as `file`, its first line numbered
// `first_line`; inside `scope` (seeing its locals) when given, else as a
// file that require or load runs ("<top (required)>"). Null after
// raising SyntaxError (or SystemStackError: the source nests too deeply for
// the native stack).
const Iseq* compile_ruby(Context& cx, const std::string& source, const std::string& file,
                         const BindingData* scope = nullptr, uint32_t first_line = 1,
                         const MethodEntry* evaluated_by = nullptr);

// The builtins Kernel#eval(src [, binding [, file [, line]]]) and
// Binding#eval(src [, file [, line]]).
Dispatch eval_builtin(Context& cx, const MethodEntry* me, Value recv, CallArgs& args, Value* base,
                      uint32_t ret_reg);
// instance_eval/class_eval/module_eval(src [, file [, line]]): src runs in
// the caller's scope with self `recv`, and `def` defines in `target`.
Dispatch eval_under(Context& cx, const MethodEntry* me, Value recv, Class* target, CallArgs& args,
                    Value* base, uint32_t ret_reg);

} // namespace garnet::vm
