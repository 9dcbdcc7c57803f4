// parse_test_util.h — helpers shared by the parser unit tests: parse a
// snippet and render it (or its first error) as one comparable string.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "parse/ast_dump.h"
#include "parse/parser.h"

namespace garnet::parse::test {

// The S-expression of the program; a single statement is shown without the
// enclosing (Seq ...). On error: "error LINE:COL: MESSAGE", one line per
// error in the order they were found.
inline std::string parse_to_string(const std::string& source, const ParseOptions& options = {}) {
  auto result = parse(source, options);
  if (!result->errors.empty()) {
    std::string out;
    for (const SyntaxError& e : result->errors) {
      if (!out.empty()) out += "\n";
      out += "error " + std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
    }
    return out;
  }
  const Node* root = result->root;
  if (root && root->kind == NodeKind::Seq && root->kids.size() == 1) return dump_ast(root->kids[0]);
  return dump_ast(root);
}

struct Case {
  const char* name;
  const char* source;
  const char* expected;
};

inline std::string case_name(const testing::TestParamInfo<Case>& info) { return info.param.name; }

} // namespace garnet::parse::test

// Declares a table-driven suite: each Case parses `source` to `expected`.
#define GARNET_PARSE_CASES(Suite, table)                                              \
  class Suite : public testing::TestWithParam<garnet::parse::test::Case> {};          \
  TEST_P(Suite, Parses) {                                                             \
    const auto& c = GetParam();                                                       \
    EXPECT_EQ(garnet::parse::test::parse_to_string(c.source), c.expected)             \
        << "source: " << c.source;                                                    \
  }                                                                                   \
  INSTANTIATE_TEST_SUITE_P(All, Suite, testing::ValuesIn(table),                      \
                           garnet::parse::test::case_name)
