// utf8.h — UTF-8 helpers for String and Symbol: sequence validation and
// decoding with CRuby's rules for broken text (an invalid byte counts as one
// character), character <-> byte offsets, simple Unicode case mapping and
// the "printable" test used by String#inspect.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace garnet::core::utf8 {

// Codepoints >= kInvalidBase stand for one undecodable byte (kInvalidBase + byte).
constexpr uint32_t kInvalidBase = 0x110000;

// Length (1..4) of the valid UTF-8 sequence starting at p, or 0 when the
// bytes at p do not start a valid sequence (overlong, surrogate, > U+10FFFF,
// truncated).
int valid_len(const char* p, const char* e);

// Length of the broken sequence at p (where valid_len is 0) that scrub and
// the converters replace at once: the longest prefix of a valid sequence,
// at least 1. `ends_inside`: the text ends inside that prefix (it could
// still be completed); `broken_by_next`: the byte after the prefix breaks it.
int broken_len(const char* p, const char* e, bool* ends_inside = nullptr, bool* broken_by_next = nullptr);

// Length of the character at p as Ruby counts it: the valid sequence length,
// else 1. In a binary string every byte is a character.
inline int char_len(const char* p, const char* e, bool binary) {
  if (binary || static_cast<unsigned char>(*p) < 0x80) return 1;
  int n = valid_len(p, e);
  return n ? n : 1;
}

// How many bytes a UTF-8 sequence led by `lead` takes, from the lead byte
// alone (1 for a byte that leads none); for readers that must know how much
// more to read before a character is whole.
inline size_t sequence_length(unsigned char lead) {
  return lead < 0xc0 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf8 ? 4 : 1;
}

// Decodes the character at p (advancing p). Binary: the byte value.
// Invalid UTF-8 byte: kInvalidBase + byte.
uint32_t next(const char*& p, const char* e, bool binary);
// Appends a codepoint produced by next() (binary: one byte).
void put(std::string& out, uint32_t cp, bool binary);
// Appends the UTF-8 encoding of a Unicode codepoint.
void encode(std::string& out, uint32_t cp);

bool is_ascii(std::string_view s);
bool is_valid(std::string_view s);
size_t count_chars(std::string_view s, bool binary);
// Byte offset of the n-th character (the string's size when n >= length).
size_t char_to_byte(std::string_view s, bool binary, size_t n);
// Number of characters in s[0, byte_offset).
size_t byte_to_char(std::string_view s, bool binary, size_t byte_offset);
// Whether byte offset `off` is at a character boundary.
bool is_char_boundary(std::string_view s, bool binary, size_t off);
// Byte offset of the start of the character that ends at `off` (off > 0).
size_t prev_char_start(std::string_view s, bool binary, size_t off);

// Simple case mapping (ASCII, Latin-1, Latin Extended-A/Additional, Greek,
// Cyrillic, Armenian, fullwidth). Returns cp unchanged when it has no mapping.
uint32_t to_upper(uint32_t cp);
uint32_t to_lower(uint32_t cp);
bool is_upper(uint32_t cp);
bool is_lower(uint32_t cp);

// Printable as String#inspect shows it (not a control, separator or
// noncharacter).
bool is_printable(uint32_t cp);

}  // namespace garnet::core::utf8
