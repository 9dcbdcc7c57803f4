// parser.h — the entry point of the front end: Ruby source text in, AST out.
//
// A hand-written recursive-descent parser over a hand-written, context-aware
// lexer (lexer.h). It never throws and never crashes: on bad input it records
// SyntaxErrors (with 1-based line/column) and still returns a tree.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "parse/ast.h"
#include "parse/stack_budget.h"

namespace garnet::parse {

struct LoggedToken;  // lexer.h

struct ParseOptions {
  // Locals already defined in the enclosing scope (for code evaluated inside an
  // existing scope): identifiers with these names parse as LVar.
  std::vector<std::string> outer_locals;
  // Code evaluated inside a method (eval): `yield` is valid at its top level.
  bool in_method = false;
  // Code evaluated by eval and its kin: its last statement's value is the
  // answer, so no -w warning calls that statement useless.
  bool evaluated = false;
  // $VERBOSE is true (-w): the warnings Ruby gives only then are looked for
  // too (ParseResult::warnings, verbose_only). Otherwise the walk skips them.
  bool verbose = false;
  // When set, every token the lexer reads is appended here (Ripper).
  std::vector<LoggedToken>* token_log = nullptr;
  // Source line of the first line of `source` (e.g. for -e it is 1).
  uint32_t first_line = 1;
  // The native stack the recursive parser may use: beyond it the parse stops
  // with "stack level too deep" and ParseResult::stack_exhausted.
  StackBudget stack;
};

std::unique_ptr<ParseResult> parse(std::string_view source, const ParseOptions& options = {});

// The warnings of a parsed tree (parse() stores them in ParseResult::warnings);
// `evaluated` and `verbose` as ParseOptions'.
std::vector<SyntaxError> find_warnings(const Node* root, bool evaluated, bool verbose);

} // namespace garnet::parse
