// string_internal.h — helpers shared by the String and Symbol natives
// (string.cpp, string_search.cpp, string_transform.cpp, string_inspect.cpp,
// symbol.cpp). Not part of the runtime API.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "core/core.h"
#include "core/utf8.h"

namespace garnet::core {

inline bool str_is_binary(vm::Value v) { return v.as_obj()->flags & vm::FL_BINARY; }
// Whether every byte of the String v is ASCII; cached in the String until
// vm::str_mut.
inline bool str_ascii_only(vm::Value v) {
  vm::String* s = v.as<vm::String>();
  if (s->ascii == vm::String::kUnknown)
    s->ascii = utf8::is_ascii(s->str) ? vm::String::kAscii : vm::String::kNotAscii;
  return s->ascii == vm::String::kAscii;
}
// Whether v's characters are one byte each (binary, or ASCII-only), so that
// character positions are byte positions.
inline bool str_single_byte(vm::Value v) { return str_is_binary(v) || str_ascii_only(v); }

// A fresh, unfrozen String of class String holding `s` (binary: ASCII-8BIT).
vm::Value str_make(vm::Context& cx, std::string&& s, bool binary);
inline vm::Value str_make(vm::Context& cx, std::string_view s, bool binary) {
  return str_make(cx, std::string(s), binary);
}

// The encoding of a + b (concatenation, comparison): sets `binary` and
// returns true, or raises Encoding::CompatibilityError and returns false.
bool str_compatible(vm::Context& cx, vm::Value a, vm::Value b, bool& binary);
// Whether a == b could hold (same encoding, or either side ASCII-only).
bool str_comparable(vm::Value a, vm::Value b);

// String#hash: equal strings (==, eql?) hash alike.
uint64_t string_hash(std::string_view s, bool binary);

// String#inspect text for s (UTF-8 or binary), with the quotes.
void append_string_inspect(std::string& out, std::string_view s, bool binary);
// Symbol#inspect text (":foo", ":\"foo bar\"").
std::string symbol_inspect(std::string_view name);
// Whether `name` can be written as a bare symbol (:foo, :+, :@iv, :$g ...).
bool is_symbol_simple(std::string_view name);

enum class CaseOp { Up, Down, Capitalize, Swap };
// Returns the mapped text; ascii_only limits mapping to ASCII letters.
std::string case_map(std::string_view s, bool binary, CaseOp op, bool ascii_only);
// String#succ of s.
std::string str_succ(std::string_view s, bool binary);

// Character-based substring for String#[] (nullptr-free: false when nil).
// Positions are in characters; on success sets the byte range.
bool str_substr_bytes(std::string_view s, bool binary, int64_t beg, int64_t len, size_t& byte_beg,
                      size_t& byte_len);

// Range -> (beg, len) as CRuby's rb_range_beg_len over `total` elements:
// 1 ok, 0 out of range (nil), -1 raised.
int range_beg_len(vm::Context& cx, vm::Value range, int64_t total, int64_t& beg, int64_t& len);

// Registration of the parts of String defined in the other files.
void init_string_search(vm::World& w);    // string_search.cpp
void init_string_transform(vm::World& w); // string_transform.cpp
void init_string_inspect(vm::World& w);   // string_inspect.cpp

// A match as sub/gsub's replacement string sees it: the byte offsets of
// each group in the subject (-1 for a group that took no part), and the number
// of a named group (-1 when there is no such name).
struct ReplacementMatch {
  int groups;
  const int* beg;
  const int* end;
  std::function<int(std::string_view name)> group_named;
};
// Appends `repl` to out with \0 \& \1-\9 \` \' \+ \\ and \k<name> expanded
// from the match m in s. False when it raised (an unknown group name).
bool expand_replacement(vm::Context& cx, std::string& out, std::string_view repl, std::string_view s,
                        const ReplacementMatch& m);

} // namespace garnet::core
