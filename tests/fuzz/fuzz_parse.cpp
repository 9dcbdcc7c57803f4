// fuzz_parse.cpp — libFuzzer target for the front end: any byte string must
// parse (or fail with SyntaxErrors) without crashing, hanging, leaking or
// undefined behaviour, and the resulting tree must be printable. The parse
// looks for -w's warnings too, so that their walk is fuzzed as well.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "parse/ast_dump.h"
#include "parse/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  garnet::parse::ParseOptions options;
  options.verbose = true;
  auto result = garnet::parse::parse(source, options);
  if (result->root) (void)garnet::parse::dump_ast(result->root);
  for (const auto& error : result->errors) (void)error.message.size();
  return 0;
}
