// path_match.h — Ruby's path patterns, shared by File.fnmatch and Dir.glob:
// matching a path against a pattern (*, ?, [set], \escapes, **/ with
// FNM_PATHNAME) under the File::FNM_* flags, and expanding {a,b} braces.
// Pure string functions: nothing here looks at the file system.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace garnet::core::path_match {

// File::FNM_* (Linux's values, as CRuby defines them).
constexpr int kNoEscape = 1, kPathname = 2, kDotMatch = 4, kCaseFold = 8, kExtGlob = 16;

// Whether `path` matches `pattern` as File.fnmatch says (with kExtGlob,
// whether one of the brace alternatives does).
bool matches(std::string_view pattern, std::string_view path, int flags);

// The patterns `pattern` stands for once its braces are expanded, in
// order ("a{b,c{d,e}}" → ab, acd, ace). Unbalanced braces stand for none.
std::vector<std::string> expand_braces(std::string_view pattern, int flags);

// Where the glob cuts a pattern: the next '/' at or after `from` that is
// not inside [...] or {...} (the pattern's size when there is none).
size_t next_separator(std::string_view pattern, size_t from, int flags);
// Whether a segment of a glob pattern has a wildcard ('*', '?', '[') or a
// brace that is not escaped.
bool has_wildcard(std::string_view segment, int flags);
bool has_brace(std::string_view segment, int flags);
// A segment without wildcards as the name it stands for (escapes removed).
std::string unescape(std::string_view segment, int flags);

} // namespace garnet::core::path_match
