// engine_path_match_test.cpp — the matcher File.fnmatch and Dir.glob share
// (core/path_match.h): segments, "**/", sets, escapes, flags, braces.
#include <gtest/gtest.h>

#include "core/path_match.h"

namespace garnet::core::path_match {
namespace {

TEST(PathMatch, WildcardsStopAtSlashOnlyWithPathname) {
  EXPECT_TRUE(matches("c*t", "c/a/t", 0));
  EXPECT_FALSE(matches("c*t", "c/a/t", kPathname));
  EXPECT_TRUE(matches("*/*", "a/b", kPathname));
  EXPECT_FALSE(matches("?", "/", kPathname));
}

TEST(PathMatch, StarRetriesWithOneMoreCharacter) {
  EXPECT_TRUE(matches("a*b*c", "aXbYbZc", 0));
  EXPECT_FALSE(matches("a*b*c", "aXbYbZ", 0));
  EXPECT_TRUE(matches("*", "", 0));
  EXPECT_FALSE(matches("*a", "", 0));
}

TEST(PathMatch, RecursiveDirectoriesSkipHiddenOnesUnlessDotmatch) {
  EXPECT_TRUE(matches("**/foo", "a/b/foo", kPathname));
  EXPECT_TRUE(matches("**/foo", "foo", kPathname));
  EXPECT_FALSE(matches("**/foo", "a/.b/foo", kPathname));
  EXPECT_TRUE(matches("**/foo", "a/.b/foo", kPathname | kDotMatch));
  EXPECT_TRUE(matches("a/**/b", "a/b", kPathname));
}

TEST(PathMatch, SetsRangesAndNegation) {
  EXPECT_TRUE(matches("[a-c]x", "bx", 0));
  EXPECT_FALSE(matches("[!a-c]x", "bx", 0));
  EXPECT_TRUE(matches("[^a-c]x", "dx", 0));
  EXPECT_TRUE(matches("[a-]", "-", 0));
  EXPECT_FALSE(matches("[a", "a", 0)); // unterminated
  EXPECT_TRUE(matches("[a-c]", "B", kCaseFold));
  EXPECT_FALSE(matches("[B]", "b", kCaseFold)); // a single character compares exactly, as CRuby
}

TEST(PathMatch, EscapesAndNoescape) {
  EXPECT_TRUE(matches("\\*", "*", 0));
  EXPECT_FALSE(matches("\\*", "x", 0));
  EXPECT_TRUE(matches("\\*", "\\x", kNoEscape));
}

TEST(PathMatch, HiddenNamesNeedAnExplicitDot) {
  EXPECT_FALSE(matches("*", ".profile", 0));
  EXPECT_TRUE(matches("*", ".profile", kDotMatch));
  EXPECT_TRUE(matches(".*", ".profile", 0));
  EXPECT_TRUE(matches("*", "dave/.profile", 0));
}

TEST(PathMatch, CharactersNotBytes) {
  EXPECT_TRUE(matches("?", "\xC3\xA9", 0));
  EXPECT_FALSE(matches("??", "\xC3\xA9", 0));
  EXPECT_FALSE(matches("\xC3\x89", "\xC3\xA9", kCaseFold)); // case folds ASCII only
}

TEST(PathMatch, BracesExpandInOrderAndUnbalancedOnesStandForNothing) {
  EXPECT_EQ(expand_braces("a{b,c{d,e}}f", 0), (std::vector<std::string>{"abf", "acdf", "acef"}));
  EXPECT_EQ(expand_braces("{z", 0), std::vector<std::string>{});
  EXPECT_EQ(expand_braces("\\{a,b}", 0), std::vector<std::string>{"\\{a,b}"});
  EXPECT_TRUE(matches("c{at,ub}s", "cubs", kExtGlob));
  EXPECT_FALSE(matches("c{at,ub}s", "cubs", 0));
}

TEST(PathMatch, WildcardSegments) {
  EXPECT_TRUE(has_wildcard("a*", 0));
  EXPECT_FALSE(has_wildcard("a\\*", 0));
  EXPECT_TRUE(has_wildcard("a\\*", kNoEscape));
  EXPECT_EQ(unescape("w\\*.txt", 0), "w*.txt");
  EXPECT_EQ(unescape("w\\*.txt", kNoEscape), "w\\*.txt");
}

} // namespace
} // namespace garnet::core::path_match
