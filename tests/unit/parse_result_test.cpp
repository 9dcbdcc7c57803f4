// parse_result_test.cpp — parser unit tests for ParseResult fields and
// options (magic comment, __END__, outer locals, first line, positions) and
// robustness on hostile input (deep nesting, NUL bytes, invalid UTF-8).
#include <string>
#include <thread>
#include <vector>

#include "parse_test_util.h"

namespace garnet::parse {
namespace {

using test::parse_to_string;

TEST(ParseResult, FrozenStringLiteralMagicComment) {
  EXPECT_TRUE(parse("# frozen_string_literal: true\nx = 1\n")->frozen_string_literal);
  EXPECT_TRUE(parse("#!/usr/bin/env ruby\n# -*- frozen_string_literal: true -*-\n")->frozen_string_literal);
  EXPECT_FALSE(parse("# frozen_string_literal: false\n")->frozen_string_literal);
  EXPECT_FALSE(parse("x = 1\n# frozen_string_literal: true\n")->frozen_string_literal);
}

TEST(ParseResult, EndMarkerRecordsDataOffset) {
  std::string src = "puts DATA.read\n__END__\nhello\n";
  auto result = parse(src);
  EXPECT_TRUE(result->errors.empty());
  EXPECT_EQ(src.substr(result->data_offset), "hello\n");
  EXPECT_EQ(parse("x\n")->data_offset, 0u);
}

TEST(ParseResult, OuterLocalsParseAsLocals) {
  ParseOptions options;
  options.outer_locals = {"z"};
  EXPECT_EQ(parse_to_string("z", options), "(LVar \"z\")");
  EXPECT_EQ(parse_to_string("z [1]", options), "(Call \"[]\" (LVar \"z\") (Args (Int 1)))");
  EXPECT_EQ(parse_to_string("z"), "(Call \"z\" vcall fcall)");
}

TEST(ParseResult, FirstLineOffsetsPositions) {
  ParseOptions options;
  options.first_line = 10;
  auto result = parse("x = 1\ny = __LINE__\n", options);
  ASSERT_EQ(result->root->kids.size(), 2u);
  EXPECT_EQ(result->root->kids[1]->line, 11u);
  EXPECT_EQ(result->root->kids[1]->kid(0)->ival, 11);
}

TEST(ParseResult, NodePositionsAreOneBased) {
  auto result = parse("a = 1\n  foo(bar)\n");
  const Node* call = result->root->kids[1];
  EXPECT_EQ(call->line, 2u);
  EXPECT_EQ(call->column, 3u);
  const Node* arg = call->kid(1)->kids[0];
  EXPECT_EQ(arg->line, 2u);
  EXPECT_EQ(arg->column, 7u);
}

TEST(ParseResult, HeredocLinesContinueAfterBody) {
  auto result = parse("x = <<~EOS\n  a\n  b\nEOS\ny = 2\n");
  ASSERT_TRUE(result->errors.empty());
  EXPECT_EQ(result->root->kids[1]->line, 5u);
}

TEST(ParseResult, ErrorsStillReturnATree) {
  auto result = parse("def f\n  1 +\n");
  ASSERT_FALSE(result->errors.empty());
  ASSERT_NE(result->root, nullptr);
  EXPECT_EQ(result->root->kind, NodeKind::Seq);
}

TEST(ParseRobustness, DeepParenthesesExhaustTheStackBudget) {
  std::string src(100000, '(');
  auto result = parse(src);
  ASSERT_FALSE(result->errors.empty());
  EXPECT_EQ(result->errors[0].message, "stack level too deep");
  EXPECT_TRUE(result->stack_exhausted);
}

TEST(ParseRobustness, NestingIsBoundedByTheStackBudgetNotACount) {
  auto nested = [](int depth) { return std::string(size_t(depth), '(') + "1" + std::string(size_t(depth), ')'); };
  // 300 levels: past any fixed count a parser might have had (Garnet's was
  // 127), within the default budget even under AddressSanitizer, whose
  // frames are several times larger (about 500 levels fit there).
  auto deep = parse(nested(300));
  EXPECT_TRUE(deep->errors.empty());
  EXPECT_FALSE(deep->stack_exhausted);
  ParseOptions small;
  small.stack = StackBudget(64 * 1024);
  auto cut = parse(nested(300), small);
  EXPECT_TRUE(cut->stack_exhausted);
  EXPECT_EQ(cut->errors[0].message, "stack level too deep");
}

TEST(ParseRobustness, DeepNestingOfEveryKind) {
  for (const char* unit : {"[", "{a: ", "-", "!", "not ", "a = ", "x ? ", "def f\n", "if x\n",
                           "f { ", "\"#{", "foo ", "case x\nin [", "->{", "begin\n"}) {
    std::string src;
    for (int i = 0; i < 20000; ++i) src += unit;
    auto result = parse(src);
    EXPECT_FALSE(result->errors.empty()) << unit;
  }
}

TEST(ParseRobustness, ModerateNestingIsFine) {
  std::string src;
  for (int i = 0; i < 100; ++i) src += "[";
  for (int i = 0; i < 100; ++i) src += "]";
  EXPECT_TRUE(parse(src)->errors.empty());
}

TEST(ParseRobustness, NulBytesAndInvalidUtf8) {
  std::string with_nul("x = 1\0y", 7);  // a NUL ends the program, as ^D and ^Z do
  EXPECT_EQ(parse_to_string(with_nul), std::string("(LAsgn \"x\" (Int 1))"));
  EXPECT_EQ(parse_to_string("x = 1\x04 y\x1a"), std::string("(LAsgn \"x\" (Int 1))"));
  EXPECT_EQ(parse_to_string("\xEF\xBB\xBFx = 1"), std::string("(LAsgn \"x\" (Int 1))"));
  std::string in_string("\"a\0b\"", 5);
  EXPECT_EQ(parse_to_string(in_string), std::string("(Str \"a\\x00b\")"));
  auto invalid = parse("x = \"\xff\xfe\"\n");  // not UTF-8 in a literal of a UTF-8 source
  ASSERT_FALSE(invalid->errors.empty());
  EXPECT_EQ(invalid->errors[0].message, "invalid multibyte character 0xFF");
  EXPECT_TRUE(parse("# encoding: binary\nx = \"\xff\xfe\"\n")->errors.empty());
  EXPECT_TRUE(parse("\xc3\xa9t\xc3\xa9 = 1\n")->errors.empty());
  (void)parse("\xff\xfe\x00\x80");
}

TEST(ParseRobustness, TruncatedInputsNeverHang) {
  std::string src =
      "class A < B\n  def f(a, *b, k: 1, &c) = a.map { |x| \"#{x}\" }\n  def g\n"
      "    case y\n    in [1, *r] then r\n    end\n  rescue => e\n    x = <<~E\n  t\n    E\n"
      "  end\nend\n";
  for (size_t n = 0; n <= src.size(); ++n) (void)parse(src.substr(0, n));
  SUCCEED();
}

TEST(ParseRobustness, ConcurrentParsesAreIndependent) {
  std::vector<std::thread> threads;
  std::vector<std::string> dumps(8);
  for (size_t i = 0; i < dumps.size(); ++i) {
    threads.emplace_back([i, &dumps] {
      for (int k = 0; k < 50; ++k) dumps[i] = parse_to_string("a = 1; a [" + std::to_string(i) + "]");
    });
  }
  for (auto& t : threads) t.join();
  for (size_t i = 0; i < dumps.size(); ++i)
    EXPECT_EQ(dumps[i], "(Seq (LAsgn \"a\" (Int 1)) (Call \"[]\" (LVar \"a\") (Args (Int " +
                            std::to_string(i) + "))))");
}

} // namespace
} // namespace garnet::parse
