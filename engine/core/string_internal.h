// string_internal.h — helpers shared by the String and Symbol natives
// (string.cpp, string_search.cpp, string_transform.cpp, string_inspect.cpp,
// symbol.cpp). Not part of the runtime API.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <string_view>

#include "core/core.h"
#include "core/encoding.h"
#include "core/utf8.h"

namespace garnet::core {

inline Enc str_enc(vm::Value v) { return Enc(v.as<vm::String>()->encoding); }
inline void str_set_enc(vm::Value v, Enc e) {
  vm::String* s = v.as<vm::String>();
  if (s->encoding == uint8_t(e)) return;
  s->encoding = uint8_t(e);
  s->ascii = vm::String::kUnknown;
  s->hash_word = 0;
}
// Whether the methods without multibyte support treat v's bytes as its
// characters: every encoding but UTF-8 (the encoding-aware methods ask
// enc_char_len instead).
inline bool str_is_binary(vm::Value v) { return v.as<vm::String>()->encoding != uint8_t(Enc::UTF_8); }
// Whether every byte of the String v is ASCII in an ASCII-compatible
// encoding (CRuby's 7-bit code range); cached in the String until
// vm::str_mut or a change of encoding.
inline bool str_ascii_only(vm::Value v) {
  vm::String* s = v.as<vm::String>();
  if (s->ascii == vm::String::kUnknown)
    s->ascii = enc_ascii_compatible(Enc(s->encoding)) && utf8::is_ascii(s->str) ? vm::String::kAscii
                                                                               : vm::String::kNotAscii;
  return s->ascii == vm::String::kAscii;
}
// Whether the bytes of String v are valid in its encoding (CRuby's code
// range is not broken); cached beside str_ascii_only's answer.
inline bool str_valid_encoding(vm::Value v) {
  if (str_ascii_only(v)) return true;
  vm::String* s = v.as<vm::String>();
  if (s->ascii == vm::String::kNotAscii)
    s->ascii = enc_valid(Enc(s->encoding), s->str) ? vm::String::kValidNotAscii : vm::String::kBroken;
  return s->ascii == vm::String::kValidNotAscii;
}
// Whether v's characters are one byte each (a single-byte encoding, or
// ASCII-only), so that character positions are byte positions.
inline bool str_single_byte(vm::Value v) {
  Enc e = str_enc(v);
  return e == Enc::UTF_8 ? str_ascii_only(v) : enc_single_byte(e) || str_ascii_only(v);
}

// Character positions in String v, counted in its encoding: its length in
// characters, the byte offset of character n (the size when there are
// fewer) and the character index of byte offset `byte`.
inline size_t str_char_count(vm::Value v) {
  return str_single_byte(v) ? vm::str(v).size() : enc_count_chars(str_enc(v), vm::str(v));
}
inline size_t str_char_to_byte(vm::Value v, size_t n) {
  const std::string& s = vm::str(v);
  return str_single_byte(v) ? std::min(n, s.size()) : enc_char_to_byte(str_enc(v), s, n);
}
inline size_t str_byte_to_char(vm::Value v, size_t byte) {
  return str_single_byte(v) ? byte : enc_count_chars(str_enc(v), std::string_view(vm::str(v)).substr(0, byte));
}

// A fresh, unfrozen String of class String holding `s` in encoding `enc`.
vm::Value str_make(vm::Context& cx, std::string&& s, Enc enc);
inline vm::Value str_make(vm::Context& cx, std::string_view s, Enc enc) {
  return str_make(cx, std::string(s), enc);
}
// The Encoding object for e.
vm::Value encoding_value(vm::Context& cx, Enc e);
// The encoding an Encoding object stands for; false when v is none.
bool encoding_of(vm::Value v, Enc& out);
// An encoding argument (Encoding or name) as an index; false after
// raising ArgumentError "unknown encoding name - x".
bool encoding_arg(vm::Context& cx, vm::Value arg, Enc& out);
// Encoding::CompatibilityError, UndefinedConversionError, ... by name.
vm::Class* encoding_error(vm::Context& cx, const char* name);

// The encoding of a + b (concatenation), CRuby's rb_enc_compatible for two
// strings; false when they are incompatible.
bool str_compatible_enc(vm::Value a, vm::Value b, Enc& out);
// Like str_compatible_enc, but raises Encoding::CompatibilityError
// ("incompatible character encodings: UTF-8 and UTF-16LE") when it fails.
bool str_compatible(vm::Context& cx, vm::Value a, vm::Value b, Enc& out);
// Whether String s is in an ASCII-compatible encoding, as text read as
// numbers or escapes needs; raises Encoding::CompatibilityError ("ASCII
// incompatible encoding: UTF-16LE") when not.
bool str_ascii_compatible(vm::Context& cx, vm::Value s);
// Whether String s's bytes are valid in its encoding (CRuby's
// mustnot_broken); raises ArgumentError ("invalid byte sequence in UTF-8")
// when not.
bool str_not_broken(vm::Context& cx, vm::Value s);
// The encoding of a string built by appending strings one after another
// (interpolation, Array#join), by the rule of each append.
class EncodingFold {
 public:
  // Appends str's encoding; false after raising Encoding::CompatibilityError.
  bool add(vm::Context& cx, vm::Value str);
  // The result's encoding; `none` when nothing was appended.
  Enc result(Enc none) const { return started_ ? enc_ : none; }

 private:
  bool started_ = false;
  Enc enc_ = Enc::US_ASCII;
  bool empty_ = true, ascii_only_ = true;
};
// Whether a == b could hold (same encoding, or either side ASCII-only).
bool str_comparable(vm::Value a, vm::Value b);

// String#hash: equal strings (==, eql?) hash alike.
uint64_t string_hash(std::string_view s, Enc enc);

// String#inspect text for s in encoding enc, with the quotes.
void append_string_inspect(std::string& out, std::string_view s, Enc enc);
// Symbol#inspect text (":foo", ":\"foo bar\"").
std::string symbol_inspect(std::string_view name);
// Whether `name` can be written as a bare symbol (:foo, :+, :@iv, :$g ...).
bool is_symbol_simple(std::string_view name);
// Which variable or constant `name` can name: @ivar, @@cvar, Constant (an
// uppercase first letter), or none of them (instance_variable_set,
// const_set, class_variable_set... refuse it with NameError).
enum class NameKind { Instance, ClassVariable, Constant, Other };
NameKind name_kind(std::string_view name);

enum class CaseOp { Up, Down, Capitalize, Swap };
// Returns the mapped text; ascii_only limits mapping to ASCII letters.
std::string case_map(std::string_view s, bool binary, CaseOp op, bool ascii_only);
// String#succ of s.
std::string str_succ(std::string_view s, bool binary);

// Character-based substring for String#[] (nullptr-free: false when nil).
// Positions are in characters; on success sets the byte range.
bool str_substr_bytes(std::string_view s, Enc enc, int64_t beg, int64_t len, size_t& byte_beg,
                      size_t& byte_len);

// Range -> (beg, len) as CRuby's rb_range_beg_len over `total` elements:
// 1 ok, 0 out of range (nil), -1 raised.
int range_beg_len(vm::Context& cx, vm::Value range, int64_t total, int64_t& beg, int64_t& len);

// Registration of the parts of String defined in the other files.
void init_string_search(vm::World& w);    // string_search.cpp
void init_string_transform(vm::World& w); // string_transform.cpp
void init_string_inspect(vm::World& w);   // string_inspect.cpp
void init_string_encoding(vm::World& w);  // string_encoding.cpp
void init_encoding(vm::World& w);         // encoding.cpp (the Encoding class)

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
