// encoding.h — the character encodings a String can carry: their table
// (names, aliases, structure), name lookup and the character structure of
// each (how many bytes the character at a position takes), used by the
// String natives, the Encoding class (encoding.cpp) and transcoding
// (transcode.h). A String stores its encoding as an index (vm::String::encoding).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/utf8.h"
#include "vm/object.h"

namespace garnet::core {

// Indices into the encoding table (0, a String's default, is UTF-8);
// Encoding.list shows BINARY first, then this order.
enum class Enc : uint8_t {
  UTF_8, BINARY, US_ASCII, UTF_16BE, UTF_16LE, UTF_32BE, UTF_32LE, UTF_16, UTF_32, UTF_7,
  ISO_8859_1, ISO_8859_2, ISO_8859_3, ISO_8859_4, ISO_8859_5, ISO_8859_6, ISO_8859_7, ISO_8859_8,
  ISO_8859_9, ISO_8859_10, ISO_8859_11, ISO_8859_13, ISO_8859_14, ISO_8859_15, ISO_8859_16,
  Windows_1250, Windows_1251, Windows_1252, Windows_1253, Windows_1254, Windows_1255, Windows_1256,
  Windows_1257, Windows_1258, IBM437, CP850, IBM866, KOI8_R, KOI8_U, Shift_JIS, EUC_JP, Windows_31J,
  GB18030, Big5,
  Count
};
constexpr int kEncodingCount = int(Enc::Count);
static_assert(uint8_t(Enc::UTF_8) == vm::String::kUtf8 && uint8_t(Enc::BINARY) == vm::String::kBinary &&
              uint8_t(Enc::US_ASCII) == vm::String::kUsAscii);

// How characters are laid out in an encoding.
enum class EncKind : uint8_t {
  Utf8,
  SingleByte, // one byte per character (BINARY, US-ASCII, ISO-8859-x, Windows-125x, ...)
  Utf16BE, Utf16LE, Utf32BE, Utf32LE,
  Dummy,      // UTF-16, UTF-32, UTF-7: a label without character structure
  ShiftJis,   // Shift_JIS and Windows-31J
  EucJp,
  Gb18030,   // one, two or four bytes a character
  Big5,      // one or two bytes a character
};

struct EncodingDef {
  const char* name;         // Encoding#name
  const char* aliases[6];   // further names Encoding.find accepts (nullptr-terminated)
  EncKind kind;
  bool ascii_compatible;
  // The name the conversion tables go by (error messages say it), and the
  // names the iconv library may know the encoding under.
  const char* converter_name;
  const char* iconv_names[3];
};

const EncodingDef& enc_def(Enc e);
inline const char* enc_name(Enc e) { return enc_def(e).name; }
inline bool enc_ascii_compatible(Enc e) { return enc_def(e).ascii_compatible; }
inline bool enc_unicode(Enc e) {
  EncKind k = enc_def(e).kind;
  return k == EncKind::Utf8 || (k >= EncKind::Utf16BE && k <= EncKind::Utf32LE);
}
// Whether every character is one byte (dummy encodings count as bytes too).
inline bool enc_single_byte(Enc e) {
  EncKind k = enc_def(e).kind;
  return k == EncKind::SingleByte || k == EncKind::Dummy;
}
// The name inside #<Encoding:...> and in CompatibilityError messages.
const char* enc_display_name(Enc e);

// Looks up a name or alias (case-insensitive; "locale", "external" and
// "filesystem" are UTF-8). False when there is none.
bool enc_find(std::string_view name, Enc& out);

// Length of the character at p (p < e) as Ruby counts it: a valid
// character's bytes, else the bytes of the broken piece (at least 1).
int enc_char_len_other(Enc e, const char* p, const char* end); // any encoding but UTF-8
inline int enc_char_len(Enc e, const char* p, const char* end) {
  return e == Enc::UTF_8 ? utf8::char_len(p, end, false) : enc_char_len_other(e, p, end);
}
// Like enc_char_len, but 0 when the character at p is not valid.
int enc_valid_char_len(Enc e, const char* p, const char* end);
// Decodes the valid character at p, of `len` bytes, for a Unicode
// encoding (UTF-8/16/32); other encodings give the bytes as a number.
uint32_t enc_codepoint(Enc e, const char* p, int len);
bool enc_valid(Enc e, std::string_view s);
size_t enc_count_chars(Enc e, std::string_view s);
// Byte offset of the n-th character (s.size() when there are fewer).
size_t enc_char_to_byte(Enc e, std::string_view s, size_t n);

} // namespace garnet::core
