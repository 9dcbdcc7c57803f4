// fuzz_compile.cpp — libFuzzer target for lexer + parser + compiler: any byte
// string that parses must compile (or report compile errors) without
// crashing, and its bytecode must disassemble.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "compile/compiler.h"
#include "parse/parser.h"
#include "vm/disasm.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // One world for the whole run: building the core classes per input would
  // dominate the time. Compiling only adds symbols and static literals to it.
  static garnet::vm::World* world = new garnet::vm::World();
  std::string_view source(reinterpret_cast<const char*>(data), size);
  std::shared_ptr<const garnet::parse::ParseResult> tree = garnet::parse::parse(source);
  if (!tree->errors.empty()) return 0;
  garnet::compile::CompileOptions options;
  options.file = "fuzz.rb";
  std::vector<garnet::compile::CompileError> errors;
  auto iseq = garnet::compile::compile(*world, tree, options, errors);
  if (iseq) (void)garnet::vm::disassemble(*world, *iseq);
  return 0;
}
