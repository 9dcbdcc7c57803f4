// encoding_table.cpp — the table of encodings (names, aliases, structure,
// the names the iconv library knows them by), name lookup and each
// encoding's character structure (see encoding.h).
#include "core/encoding.h"

namespace garnet::core {

namespace {

// In the order of Enc.
const EncodingDef kEncodings[] = {
    {"UTF-8", {"CP65001", nullptr}, EncKind::Utf8, true, "UTF-8", {"UTF-8", nullptr}}, // UTF_8
    {"ASCII-8BIT", {"BINARY", nullptr}, EncKind::SingleByte, true, "ASCII-8BIT", {nullptr}}, // BINARY
    {"US-ASCII", {"ASCII", "ANSI_X3.4-1968", "646", nullptr}, EncKind::SingleByte, true, "US-ASCII", {"US-ASCII", nullptr}}, // US_ASCII
    {"UTF-16BE", {"UCS-2BE", nullptr}, EncKind::Utf16BE, false, "UTF-16BE", {"UTF-16BE", nullptr}}, // UTF_16BE
    {"UTF-16LE", {nullptr}, EncKind::Utf16LE, false, "UTF-16LE", {"UTF-16LE", nullptr}}, // UTF_16LE
    {"UTF-32BE", {"UCS-4BE", nullptr}, EncKind::Utf32BE, false, "UTF-32BE", {"UTF-32BE", nullptr}}, // UTF_32BE
    {"UTF-32LE", {"UCS-4LE", nullptr}, EncKind::Utf32LE, false, "UTF-32LE", {"UTF-32LE", nullptr}}, // UTF_32LE
    {"UTF-16", {nullptr}, EncKind::Dummy, false, "UTF-16", {nullptr}}, // UTF_16
    {"UTF-32", {nullptr}, EncKind::Dummy, false, "UTF-32", {nullptr}}, // UTF_32
    {"UTF-7", {"CP65000", nullptr}, EncKind::Dummy, false, "UTF-7", {nullptr}}, // UTF_7
    {"ISO-8859-1", {"ISO8859-1", nullptr}, EncKind::SingleByte, true, "ISO-8859-1", {"ISO-8859-1", "ISO8859-1", nullptr}}, // ISO_8859_1
    {"ISO-8859-2", {"ISO8859-2", nullptr}, EncKind::SingleByte, true, "ISO-8859-2", {"ISO-8859-2", "ISO8859-2", nullptr}}, // ISO_8859_2
    {"ISO-8859-3", {"ISO8859-3", nullptr}, EncKind::SingleByte, true, "ISO-8859-3", {"ISO-8859-3", "ISO8859-3", nullptr}}, // ISO_8859_3
    {"ISO-8859-4", {"ISO8859-4", nullptr}, EncKind::SingleByte, true, "ISO-8859-4", {"ISO-8859-4", "ISO8859-4", nullptr}}, // ISO_8859_4
    {"ISO-8859-5", {"ISO8859-5", nullptr}, EncKind::SingleByte, true, "ISO-8859-5", {"ISO-8859-5", "ISO8859-5", nullptr}}, // ISO_8859_5
    {"ISO-8859-6", {"ISO8859-6", nullptr}, EncKind::SingleByte, true, "ISO-8859-6", {"ISO-8859-6", "ISO8859-6", nullptr}}, // ISO_8859_6
    {"ISO-8859-7", {"ISO8859-7", nullptr}, EncKind::SingleByte, true, "ISO-8859-7", {"ISO-8859-7", "ISO8859-7", nullptr}}, // ISO_8859_7
    {"ISO-8859-8", {"ISO8859-8", nullptr}, EncKind::SingleByte, true, "ISO-8859-8", {"ISO-8859-8", "ISO8859-8", nullptr}}, // ISO_8859_8
    {"ISO-8859-9", {"ISO8859-9", nullptr}, EncKind::SingleByte, true, "ISO-8859-9", {"ISO-8859-9", "ISO8859-9", nullptr}}, // ISO_8859_9
    {"ISO-8859-10", {"ISO8859-10", nullptr}, EncKind::SingleByte, true, "ISO-8859-10", {"ISO-8859-10", "ISO8859-10", nullptr}}, // ISO_8859_10
    {"ISO-8859-11", {"ISO8859-11", nullptr}, EncKind::SingleByte, true, "ISO-8859-11", {"ISO-8859-11", "ISO8859-11", nullptr}}, // ISO_8859_11
    {"ISO-8859-13", {"ISO8859-13", nullptr}, EncKind::SingleByte, true, "ISO-8859-13", {"ISO-8859-13", "ISO8859-13", nullptr}}, // ISO_8859_13
    {"ISO-8859-14", {"ISO8859-14", nullptr}, EncKind::SingleByte, true, "ISO-8859-14", {"ISO-8859-14", "ISO8859-14", nullptr}}, // ISO_8859_14
    {"ISO-8859-15", {"ISO8859-15", nullptr}, EncKind::SingleByte, true, "ISO-8859-15", {"ISO-8859-15", "ISO8859-15", nullptr}}, // ISO_8859_15
    {"ISO-8859-16", {"ISO8859-16", nullptr}, EncKind::SingleByte, true, "ISO-8859-16", {"ISO-8859-16", "ISO8859-16", nullptr}}, // ISO_8859_16
    {"Windows-1250", {"CP1250", nullptr}, EncKind::SingleByte, true, "WINDOWS-1250", {"WINDOWS-1250", "CP1250", nullptr}}, // Windows_1250
    {"Windows-1251", {"CP1251", nullptr}, EncKind::SingleByte, true, "WINDOWS-1251", {"WINDOWS-1251", "CP1251", nullptr}}, // Windows_1251
    {"Windows-1252", {"CP1252", nullptr}, EncKind::SingleByte, true, "WINDOWS-1252", {"WINDOWS-1252", "CP1252", nullptr}}, // Windows_1252
    {"Windows-1253", {"CP1253", nullptr}, EncKind::SingleByte, true, "WINDOWS-1253", {"WINDOWS-1253", "CP1253", nullptr}}, // Windows_1253
    {"Windows-1254", {"CP1254", nullptr}, EncKind::SingleByte, true, "WINDOWS-1254", {"WINDOWS-1254", "CP1254", nullptr}}, // Windows_1254
    {"Windows-1255", {"CP1255", nullptr}, EncKind::SingleByte, true, "WINDOWS-1255", {"WINDOWS-1255", "CP1255", nullptr}}, // Windows_1255
    {"Windows-1256", {"CP1256", nullptr}, EncKind::SingleByte, true, "WINDOWS-1256", {"WINDOWS-1256", "CP1256", nullptr}}, // Windows_1256
    {"Windows-1257", {"CP1257", nullptr}, EncKind::SingleByte, true, "WINDOWS-1257", {"WINDOWS-1257", "CP1257", nullptr}}, // Windows_1257
    {"Windows-1258", {"CP1258", nullptr}, EncKind::SingleByte, true, "WINDOWS-1258", {"WINDOWS-1258", "CP1258", nullptr}}, // Windows_1258
    {"IBM437", {"CP437", nullptr}, EncKind::SingleByte, true, "IBM437", {"IBM437", "CP437", nullptr}}, // IBM437
    {"CP850", {"IBM850", nullptr}, EncKind::SingleByte, true, "CP850", {"CP850", "IBM850", nullptr}}, // CP850
    {"IBM866", {"CP866", nullptr}, EncKind::SingleByte, true, "IBM866", {"IBM866", "CP866", nullptr}}, // IBM866
    {"KOI8-R", {"CP878", nullptr}, EncKind::SingleByte, true, "KOI8-R", {"KOI8-R", nullptr}}, // KOI8_R
    {"KOI8-U", {nullptr}, EncKind::SingleByte, true, "KOI8-U", {"KOI8-U", nullptr}}, // KOI8_U
    {"Shift_JIS", {nullptr}, EncKind::ShiftJis, true, "Shift_JIS", {"SHIFT_JIS", "SJIS", nullptr}}, // Shift_JIS
    {"EUC-JP", {"eucJP", nullptr}, EncKind::EucJp, true, "EUC-JP", {"EUC-JP", nullptr}}, // EUC_JP
    {"Windows-31J", {"CP932", "csWindows31J", "SJIS", "PCK", nullptr}, EncKind::ShiftJis, true, "Windows-31J", {"WINDOWS-31J", "CP932", nullptr}}, // Windows_31J
    {"GB18030", {nullptr}, EncKind::Gb18030, true, "GB18030", {"GB18030", nullptr}}, // GB18030
    {"Big5", {nullptr}, EncKind::Big5, true, "Big5", {"BIG5", nullptr}}, // Big5
};
static_assert(sizeof kEncodings / sizeof kEncodings[0] == size_t(kEncodingCount));

bool equal_ci(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++) {
    char x = a[i], y = b[i];
    if (x >= 'a' && x <= 'z') x = char(x - 32);
    if (y >= 'a' && y <= 'z') y = char(y - 32);
    if (x != y) return false;
  }
  return true;
}

inline unsigned byte(const char* p, int i) { return static_cast<unsigned char>(p[i]); }

unsigned unit16(EncKind k, const char* p) {
  return k == EncKind::Utf16BE ? (byte(p, 0) << 8 | byte(p, 1)) : (byte(p, 1) << 8 | byte(p, 0));
}

uint32_t unit32(EncKind k, const char* p) {
  if (k == EncKind::Utf32BE) return uint32_t(byte(p, 0)) << 24 | byte(p, 1) << 16 | byte(p, 2) << 8 | byte(p, 3);
  return uint32_t(byte(p, 3)) << 24 | byte(p, 2) << 16 | byte(p, 1) << 8 | byte(p, 0);
}

// Valid length of the character at p, or the negated length of the broken
// piece there.
int char_structure(Enc e, const char* p, const char* end) {
  long avail = end - p;
  EncKind k = kEncodings[int(e)].kind;
  switch (k) {
    case EncKind::Utf8: {
      int n = utf8::valid_len(p, end);
      return n ? n : -1;
    }
    case EncKind::SingleByte:
    case EncKind::Dummy:
      return e == Enc::US_ASCII && byte(p, 0) >= 0x80 ? -1 : 1;
    case EncKind::Utf16BE:
    case EncKind::Utf16LE: {
      if (avail < 2) return -int(avail);
      unsigned u = unit16(k, p);
      if (u >= 0xDC00 && u <= 0xDFFF) return -2;
      if (u < 0xD800 || u > 0xDBFF) return 2;
      if (avail < 4) return -2;
      unsigned low = unit16(k, p + 2);
      return low >= 0xDC00 && low <= 0xDFFF ? 4 : -2;
    }
    case EncKind::Utf32BE:
    case EncKind::Utf32LE: {
      if (avail < 4) return -int(avail);
      uint32_t cp = unit32(k, p);
      return cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) ? -4 : 4;
    }
    case EncKind::ShiftJis: {
      unsigned c = byte(p, 0);
      if (c < 0x80 || (c >= 0xA1 && c <= 0xDF)) return 1;
      if (!((c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC)) || avail < 2) return -1;
      unsigned t = byte(p, 1);
      return (t >= 0x40 && t <= 0x7E) || (t >= 0x80 && t <= 0xFC) ? 2 : -1;
    }
    case EncKind::EucJp: {
      unsigned c = byte(p, 0);
      auto high = [&](int i) { return avail > i && byte(p, i) >= 0xA1 && byte(p, i) <= 0xFE; };
      if (c < 0x80) return 1;
      if (c == 0x8E) return avail > 1 && byte(p, 1) >= 0xA1 && byte(p, 1) <= 0xDF ? 2 : -1;
      if (c == 0x8F) return high(1) && high(2) ? 3 : -1;
      return c >= 0xA1 && c <= 0xFE && high(1) ? 2 : -1;
    }
    case EncKind::Big5: {
      unsigned c = byte(p, 0);
      if (c < 0x80) return 1;
      if (c < 0x81 || c > 0xFE || avail < 2) return -1;
      unsigned t = byte(p, 1);
      return (t >= 0x40 && t <= 0x7E) || (t >= 0xA1 && t <= 0xFE) ? 2 : -1;
    }
    case EncKind::Gb18030: {
      unsigned c = byte(p, 0);
      auto in = [&](int i, unsigned lo, unsigned hi) { return avail > i && byte(p, i) >= lo && byte(p, i) <= hi; };
      if (c < 0x80) return 1;
      if (c < 0x81 || c > 0xFE) return -1;
      if (in(1, 0x30, 0x39)) return in(2, 0x81, 0xFE) && in(3, 0x30, 0x39) ? 4 : -1;
      return in(1, 0x40, 0x7E) || in(1, 0x80, 0xFE) ? 2 : -1;
    }
  }
  return 1;
}

} // namespace

const EncodingDef& enc_def(Enc e) { return kEncodings[int(e)]; }

const char* enc_display_name(Enc e) { return e == Enc::BINARY ? "BINARY (ASCII-8BIT)" : kEncodings[int(e)].name; }

bool enc_find(std::string_view name, Enc& out) {
  for (int i = 0; i < kEncodingCount; i++) {
    const EncodingDef& d = kEncodings[i];
    bool hit = equal_ci(name, d.name);
    for (const char* const* a = d.aliases; !hit && *a; a++) hit = equal_ci(name, *a);
    if (hit) {
      out = Enc(i);
      return true;
    }
  }
  if (equal_ci(name, "locale") || equal_ci(name, "external") || equal_ci(name, "filesystem")) {
    out = Enc::UTF_8;
    return true;
  }
  return false;
}

int enc_char_len_other(Enc e, const char* p, const char* end) {
  int n = char_structure(e, p, end);
  return n < 0 ? -n : n;
}

int enc_valid_char_len(Enc e, const char* p, const char* end) {
  int n = char_structure(e, p, end);
  return n < 0 ? 0 : n;
}

uint32_t enc_codepoint(Enc e, const char* p, int len) {
  EncKind k = kEncodings[int(e)].kind;
  switch (k) {
    case EncKind::Utf8: return utf8::next(p, p + len, false);
    case EncKind::Utf16BE:
    case EncKind::Utf16LE: {
      unsigned u = unit16(k, p);
      if (len < 4) return u;
      return 0x10000 + ((u - 0xD800) << 10) + (unit16(k, p + 2) - 0xDC00);
    }
    case EncKind::Utf32BE:
    case EncKind::Utf32LE: return unit32(k, p);
    default: {
      uint32_t v = 0;
      for (int i = 0; i < len; i++) v = v << 8 | byte(p, i);
      return v;
    }
  }
}

bool enc_valid(Enc e, std::string_view s) {
  if (e == Enc::UTF_8) return utf8::is_valid(s);
  const char* p = s.data();
  const char* end = p + s.size();
  while (p < end) {
    int n = char_structure(e, p, end);
    if (n < 0) return false;
    p += n;
  }
  return true;
}

size_t enc_count_chars(Enc e, std::string_view s) {
  if (e == Enc::UTF_8) return utf8::count_chars(s, false);
  if (enc_single_byte(e)) return s.size();
  size_t n = 0;
  for (const char *p = s.data(), *end = p + s.size(); p < end; p += enc_char_len(e, p, end)) n++;
  return n;
}

size_t enc_char_to_byte(Enc e, std::string_view s, size_t n) {
  if (e == Enc::UTF_8) return utf8::char_to_byte(s, false, n);
  if (enc_single_byte(e)) return n < s.size() ? n : s.size();
  const char* p = s.data();
  const char* end = p + s.size();
  for (; n > 0 && p < end; n--) p += enc_char_len(e, p, end);
  return size_t(p - s.data());
}

} // namespace garnet::core
