// transcode.h — converting text between encodings (String#encode,
// Encoding::Converter). Conversion goes through Unicode codepoints, as
// CRuby's goes through UTF-8: UTF-8/16/32 are decoded and encoded here, the
// other encodings take their tables from the iconv library (transcode.cpp
// is the only user of it).
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "core/encoding.h"

namespace garnet::core {

struct TranscodeOptions {
  bool replace_invalid = false; // invalid: :replace
  bool replace_undef = false;   // undef: :replace
  bool has_replacement = false; // replace: given (else "\uFFFD" or "?")
  std::string replacement;      // in replacement_enc
  Enc replacement_enc = Enc::UTF_8;
  enum class Xml : uint8_t { None, Text, Attr } xml = Xml::None;
  enum class Newline : uint8_t { Keep, Universal, Crlf, Cr } newline = Newline::Keep;
  // fallback: the text for an undefined character (given as its bytes in
  // `enc`); false when there is none.
  std::function<bool(std::string_view ch, Enc enc, std::string& text, Enc& text_enc)> fallback;
};

struct TranscodeError {
  enum class Kind : uint8_t { None, Invalid, Undefined, NotFound } kind = Kind::None;
  std::string message; // CRuby's, e.g. "\"\xFF\" on UTF-8", "U+20AC from UTF-8 to ISO-8859-1"
  // Undefined: the character and the encoding it is in (for fallback).
  std::string bytes;
  Enc bytes_enc = Enc::UTF_8;
};

// Converts src (in `from`) to `to`, appending to out. False with err set
// when it meets an invalid or undefined character the options do not
// replace, or when there is no converter (Kind::NotFound).
bool transcode(std::string_view src, Enc from, Enc to, const TranscodeOptions& opts, std::string& out,
               TranscodeError& err);

// Appends codepoint cp in a Unicode encoding (UTF-8/16/32, or the dummy
// UTF-16/UTF-32 as big-endian).
void unicode_put(std::string& out, Enc enc, uint32_t cp);

} // namespace garnet::core
