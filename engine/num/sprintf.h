// Ruby's format / sprintf / String#% engine (CRuby sprintf.c semantics),
// independent of the VM: arguments come through the FormatSource callback
// interface, which performs Ruby-level conversions (to_s, inspect,
// Integer(), Float(), hash lookup). Never throws; no global mutable state.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "num/bigint.h"

namespace garnet::num {

struct FormatArg {
  enum class Kind { Int, Big, Float, Str } kind = Kind::Int;
  int64_t i = 0;
  BigInt big;
  double f = 0.0;
  std::string s;
};

// What the directive needs; the source converts the Ruby value like CRuby:
//  Integer: Int/Big (Float truncated, String via Integer(str), else Integer()).
//  Float:   Float (Kernel#Float); for %f an Integer may be returned as
//           Int/Big and is then printed exactly, as CRuby does.
//  String:  Str from to_s.   Inspect: Str from inspect.
//  Char:    Int codepoint, or Str whose first character is used.
enum class FormatWant { Integer, Float, String, Inspect, Char };

class FormatSource {
 public:
  virtual ~FormatSource() = default;
  virtual size_t count() const = 0;
  // index < count(). False + message when the conversion failed.
  virtual bool positional(size_t index, FormatWant want, FormatArg& out, std::string& error) = 0;
  // %<name>s and %{name}. `name` keeps its brackets ("<name>" or
  // "{name}") so the source can report CRuby's KeyError "key<name> not
  // found"; strip them for the hash lookup. The source also reports "one
  // hash required".
  virtual bool named(std::string_view name, FormatWant want, FormatArg& out, std::string& error) = 0;
};

// Appends the formatted text to `out`. On failure returns false with the
// ArgumentError message (e.g. "too few arguments", "malformed format string
// - %z"), or with the FormatSource's own message unchanged when one of its
// calls failed.
bool format(std::string_view fmt, FormatSource& src, std::string& out, std::string& error);

}  // namespace garnet::num
