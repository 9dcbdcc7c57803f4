// compiler.h — turns a parsed program (AST) into bytecode (vm::Iseq).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "parse/ast.h"
#include "parse/stack_budget.h"
#include "vm/world.h"

namespace garnet::compile {

struct CompileError {
  enum class Kind : uint8_t {
    Syntax,          // e.g. "Invalid break": a SyntaxError
    StackExhausted,  // the compiler ran out of native stack ("stack level too deep")
    UnknownEncoding, // the magic comment names no encoding: an ArgumentError
  };
  uint32_t line = 0;
  uint32_t column = 0;
  std::string message;
  Kind kind = Kind::Syntax;
};

// Code evaluated inside a running scope (eval, instance_eval of a string).
struct EvalScope {
  // The scope's locals, Env by Env (innermost first; names in slot order).
  std::vector<std::vector<std::string>> locals;
  const vm::Iseq* iseq = nullptr; // the scope's code (the eval'd iseq's parent)
};

struct CompileOptions {
  std::string file = "-";
  vm::IseqKind kind = vm::IseqKind::Top; // Top for scripts, Eval for prelude files and eval'd code
  bool frozen_string_literal = false;
  const EvalScope* eval_scope = nullptr; // set for eval'd code
  bool builtin = false; // the core prelude (see Iseq::builtin)
  bool required = false; // a file require or load runs: its top level is "<top (required)>"
  parse::StackBudget stack; // the native stack the compiler's recursive passes may use
};

// Compiles a parse result. On error returns nullptr and fills `errors`.
std::unique_ptr<vm::Iseq> compile(vm::World& world, std::shared_ptr<const parse::ParseResult> tree,
                                  const CompileOptions& options, std::vector<CompileError>& errors);

} // namespace garnet::compile
