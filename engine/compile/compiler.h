// compiler.h — turns a parsed program (AST) into bytecode (vm::Iseq).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "parse/ast.h"
#include "vm/world.h"

namespace garnet::compile {

struct CompileError {
  uint32_t line = 0;
  uint32_t column = 0;
  std::string message; // e.g. "Invalid break"
};

struct CompileOptions {
  std::string file = "-";
  vm::IseqKind kind = vm::IseqKind::Top; // Top for scripts, Eval for prelude files
  bool frozen_string_literal = false;
};

// Compiles a parse result. On error returns nullptr and fills `errors`.
std::unique_ptr<vm::Iseq> compile(vm::World& world, std::shared_ptr<const parse::ParseResult> tree,
                                  const CompileOptions& options, std::vector<CompileError>& errors);

} // namespace garnet::compile
