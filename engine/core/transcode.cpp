// transcode.cpp — conversion between encodings (see transcode.h): a
// decoder per source encoding yields codepoints (or an invalid or undefined
// piece), the newline and XML decorators rewrite them, an encoder per target
// encoding writes them. UTF-8/16/32 are coded here; single-byte encodings
// use a 256-entry table built once from the iconv library, the Japanese
// multibyte ones ask iconv per character. The error messages follow CRuby's,
// which names the conversion steps (source -> UTF-8 -> target).
#include "core/transcode.h"

#include <iconv.h>

#include <cstdio>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace garnet::core {

namespace {

constexpr uint32_t kNone = 0xFFFFFFFFu;

// One iconv conversion descriptor between an encoding and UTF-32LE.
class Iconv {
public:
  Iconv(const EncodingDef& d, bool to_unicode) {
    for (const char* const* n = d.iconv_names; *n && cd_ == kClosed; n++)
      cd_ = to_unicode ? iconv_open("UTF-32LE", *n) : iconv_open(*n, "UTF-32LE");
  }
  ~Iconv() {
    if (cd_ != kClosed) iconv_close(cd_);
  }
  Iconv(const Iconv&) = delete;
  Iconv& operator=(const Iconv&) = delete;
  bool ok() const { return cd_ != kClosed; }
  // Converts the whole of in; false when iconv cannot (or only lossily).
  bool convert(std::string_view in, std::string& out) {
    char buf[16];
    char* ip = const_cast<char*>(in.data());
    size_t il = in.size();
    char* op = buf;
    size_t ol = sizeof buf;
    iconv(cd_, nullptr, nullptr, nullptr, nullptr);
    size_t r = iconv(cd_, &ip, &il, &op, &ol);
    if (r == size_t(-1) || r != 0 || il != 0) return false;
    char* fp = op;
    if (iconv(cd_, nullptr, nullptr, &fp, &ol) == size_t(-1)) return false;
    out.assign(buf, size_t(fp - buf));
    return true;
  }

private:
  static inline const iconv_t kClosed = reinterpret_cast<iconv_t>(-1);
  iconv_t cd_ = kClosed;
};

std::string ucs4(uint32_t cp) {
  std::string s(4, '\0');
  for (int i = 0; i < 4; i++) s[size_t(i)] = char((cp >> (8 * i)) & 0xFF);
  return s;
}

uint32_t from_ucs4(const std::string& s) {
  if (s.size() != 4) return kNone;
  uint32_t cp = 0;
  for (int i = 3; i >= 0; i--) cp = cp << 8 | static_cast<unsigned char>(s[size_t(i)]);
  return cp;
}

// A single-byte encoding's characters, from iconv: a byte is defined when
// it decodes to a codepoint that encodes back to it.
struct ByteTable {
  bool ok = false;
  uint32_t to_unicode[256];
  std::unordered_map<uint32_t, uint8_t> from_unicode;
};

const ByteTable* byte_table(Enc e) {
  static ByteTable tables[kEncodingCount];
  static std::once_flag built[kEncodingCount];
  ByteTable& t = tables[int(e)];
  std::call_once(built[int(e)], [&] {
    Iconv dec(enc_def(e), true), enc(enc_def(e), false);
    if (!dec.ok() || !enc.ok()) return;
    for (int b = 0; b < 256; b++) {
      std::string out, back;
      std::string byte(1, char(b));
      uint32_t cp = b < 0x80 ? uint32_t(b) : (dec.convert(byte, out) ? from_ucs4(out) : kNone);
      if (cp != kNone && b >= 0x80 && !(enc.convert(ucs4(cp), back) && back == byte)) cp = kNone;
      t.to_unicode[b] = cp;
      if (cp != kNone) t.from_unicode.emplace(cp, uint8_t(b));
    }
    t.ok = true;
  });
  return t.ok ? &t : nullptr;
}

bool uses_byte_table(Enc e) {
  return enc_def(e).kind == EncKind::SingleByte && e != Enc::BINARY && e != Enc::US_ASCII;
}
bool uses_iconv_per_char(Enc e) {
  EncKind k = enc_def(e).kind;
  return k == EncKind::ShiftJis || k == EncKind::EucJp || k == EncKind::Gb18030 || k == EncKind::Big5;
}

// The dumped bytes of an error message: "\xFF", "a\x00".
std::string dump_bytes(std::string_view b) {
  std::string out = "\"";
  for (unsigned char c : b) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c >= 0x20 && c < 0x7F) {
      out += char(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  return out + "\"";
}

// What the decoder found at a position.
struct Piece {
  enum class Kind : uint8_t { Char, Invalid, Incomplete, Undefined } kind;
  uint32_t cp = 0;
  size_t len = 1;       // bytes consumed
  size_t readagain = 0; // Invalid: bytes after it that broke it (not consumed)
};

void put16(std::string& out, unsigned u, bool be) {
  out += char(be ? u >> 8 : u & 0xFF);
  out += char(be ? u & 0xFF : u >> 8);
}

void put32(std::string& out, uint32_t cp, bool be) {
  for (int i = 0; i < 4; i++) out += char((cp >> (be ? 8 * (3 - i) : 8 * i)) & 0xFF);
}

class Converter {
public:
  Converter(Enc from, Enc to, const TranscodeOptions& opts) : from_(from), to_(to), opts_(opts) {}

  bool possible() {
    return side_possible(from_, true) && side_possible(to_, false);
  }

  bool run(std::string_view src, std::string& out, TranscodeError& err);

private:
  Enc from_, to_;
  const TranscodeOptions& opts_;
  const ByteTable* from_table_ = nullptr;
  const ByteTable* to_table_ = nullptr;
  std::unique_ptr<Iconv> from_iconv_, to_iconv_;
  Enc decode_as_ = Enc::UTF_8; // the dummy UTF-16/32 source after its BOM

  bool side_possible(Enc e, bool source) {
    if (e == Enc::UTF_7) return false;
    if (uses_byte_table(e)) {
      (source ? from_table_ : to_table_) = byte_table(e);
      return byte_table(e) != nullptr;
    }
    if (uses_iconv_per_char(e)) {
      auto& cd = source ? from_iconv_ : to_iconv_;
      cd = std::make_unique<Iconv>(enc_def(e), source);
      return cd->ok();
    }
    return true;
  }

  Piece decode(const char* p, const char* e);
  bool encode(uint32_t cp, std::string& out);
  bool replacement(std::string& out);
  bool undefined(std::string_view bytes, Enc bytes_enc, uint32_t cp, bool decode_step, std::string& out,
                 TranscodeError& err);
  void step_message(TranscodeError& err, const std::string& dumped, bool decode_step);
};

Piece Converter::decode(const char* p, const char* e) {
  using K = Piece::Kind;
  unsigned c = static_cast<unsigned char>(*p);
  long avail = e - p;
  Enc enc = decode_as_;
  EncKind kind = enc_def(enc).kind;
  switch (kind) {
    case EncKind::Utf8: {
      if (c < 0x80) return {K::Char, c, 1};
      int n = utf8::valid_len(p, e);
      if (n) return {K::Char, enc_codepoint(enc, p, n), size_t(n)};
      bool ends_inside, broken_by_next;
      int bad = utf8::broken_len(p, e, &ends_inside, &broken_by_next);
      if (ends_inside) return {K::Incomplete, 0, size_t(bad)};
      return {K::Invalid, 0, size_t(bad), broken_by_next ? 1u : 0u};
    }
    case EncKind::Utf16BE:
    case EncKind::Utf16LE:
    case EncKind::Utf32BE:
    case EncKind::Utf32LE: {
      bool wide16 = kind == EncKind::Utf16BE || kind == EncKind::Utf16LE;
      int n = enc_valid_char_len(enc, p, e);
      if (n) return {K::Char, enc_codepoint(enc, p, n), size_t(n)};
      int unit = wide16 ? 2 : 4;
      if (avail < unit) return {K::Incomplete, 0, size_t(avail)};
      if (wide16) {
        unsigned u = uint32_t(enc_codepoint(enc, p, 2));
        if (u >= 0xD800 && u <= 0xDBFF) {
          if (avail < 4) return {K::Incomplete, 0, size_t(avail)};
          return {K::Invalid, 0, 2, 2};
        }
      }
      return {K::Invalid, 0, size_t(unit)};
    }
    case EncKind::SingleByte:
      if (c < 0x80) return {K::Char, c, 1};
      if (enc == Enc::US_ASCII) return {K::Invalid, 0, 1};
      if (enc == Enc::BINARY || from_table_->to_unicode[c] == kNone) return {K::Undefined, 0, 1};
      return {K::Char, from_table_->to_unicode[c], 1};
    case EncKind::ShiftJis:
    case EncKind::EucJp:
    case EncKind::Gb18030:
    case EncKind::Big5: {
      if (c < 0x80) return {K::Char, c, 1};
      int n = enc_valid_char_len(enc, p, e);
      if (n == 0) {
        bool lead = kind == EncKind::ShiftJis ? (c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC)
                    : kind == EncKind::EucJp  ? c == 0x8E || c == 0x8F || (c >= 0xA1 && c <= 0xFE)
                    : kind == EncKind::Big5   ? c >= 0x81 && c <= 0xFE
                                              : c >= 0x81 && c <= 0xFE;
        if (lead && avail == 1) return {K::Incomplete, 0, 1};
        return {K::Invalid, 0, 1, lead ? 1u : 0u};
      }
      std::string u;
      if (!from_iconv_->convert(std::string_view(p, size_t(n)), u) || from_ucs4(u) == kNone)
        return {K::Undefined, 0, size_t(n)};
      return {K::Char, from_ucs4(u), size_t(n)};
    }
    case EncKind::Dummy:
      break;
  }
  return {K::Invalid, 0, 1};
}

bool Converter::encode(uint32_t cp, std::string& out) {
  switch (enc_def(to_).kind) {
    case EncKind::Utf8:
    case EncKind::Utf16BE:
    case EncKind::Utf16LE:
    case EncKind::Utf32BE:
    case EncKind::Utf32LE:
    case EncKind::Dummy:
      unicode_put(out, to_, cp);
      return true;
    case EncKind::SingleByte: {
      if (cp < 0x80) {
        out += char(cp);
        return true;
      }
      if (!to_table_) return false;
      auto it = to_table_->from_unicode.find(cp);
      if (it == to_table_->from_unicode.end()) return false;
      out += char(it->second);
      return true;
    }
    case EncKind::ShiftJis:
    case EncKind::EucJp:
    case EncKind::Gb18030:
    case EncKind::Big5: {
      if (cp < 0x80) {
        out += char(cp);
        return true;
      }
      std::string bytes;
      if (!to_iconv_->convert(ucs4(cp), bytes)) return false;
      out += bytes;
      return true;
    }
  }
  return false;
}

// Appends the replacement text (replace:, else U+FFFD or "?").
bool Converter::replacement(std::string& out) {
  if (opts_.has_replacement) {
    if (opts_.replacement_enc == to_) {
      out += opts_.replacement;
      return true;
    }
    TranscodeOptions plain;
    TranscodeError ignored;
    std::string r;
    if (!transcode(opts_.replacement, opts_.replacement_enc, to_, plain, r, ignored)) return false;
    out += r;
    return true;
  }
  if (enc_unicode(to_)) return encode(0xFFFD, out);
  out += '?';
  return true;
}

void Converter::step_message(TranscodeError& err, const std::string& dumped, bool decode_step) {
  const char* utf8_name = enc_def(Enc::UTF_8).converter_name;
  const char* step_from = decode_step ? enc_def(from_).converter_name : utf8_name;
  const char* step_to = decode_step ? utf8_name : enc_def(to_).converter_name;
  if (std::string_view(step_from) == enc_name(from_) && std::string_view(step_to) == enc_name(to_)) {
    err.message = dumped + " from " + step_from + " to " + step_to;
    return;
  }
  err.message = dumped + " to " + step_to + " in conversion from " + enc_name(from_);
  if (from_ != Enc::UTF_8) err.message += std::string(" to ") + utf8_name;
  if (to_ != Enc::UTF_8) err.message += std::string(" to ") + enc_def(to_).converter_name;
}

// An undefined character: fallback, xml escape, replacement or an error.
bool Converter::undefined(std::string_view bytes, Enc bytes_enc, uint32_t cp, bool decode_step, std::string& out,
                          TranscodeError& err) {
  if (opts_.fallback) {
    std::string text;
    Enc text_enc;
    if (opts_.fallback(bytes, bytes_enc, text, text_enc)) {
      TranscodeOptions plain;
      std::string r;
      if (transcode(text, text_enc, to_, plain, r, err)) {
        out += r;
        return true;
      }
      err = TranscodeError{};
    }
  }
  if (!decode_step && opts_.xml != TranscodeOptions::Xml::None) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "&#x%X;", cp);
    out += buf;
    return true;
  }
  if (opts_.replace_undef && replacement(out)) return true;
  char buf[16];
  std::string dumped = bytes_enc == Enc::UTF_8 && !decode_step
                           ? (std::snprintf(buf, sizeof buf, "U+%04X", cp), std::string(buf))
                           : dump_bytes(bytes);
  err.kind = TranscodeError::Kind::Undefined;
  err.bytes = std::string(bytes);
  err.bytes_enc = bytes_enc;
  step_message(err, dumped, decode_step);
  return false;
}

bool Converter::run(std::string_view src, std::string& out, TranscodeError& err) {
  using K = Piece::Kind;
  using Xml = TranscodeOptions::Xml;
  using Newline = TranscodeOptions::Newline;
  const char* p = src.data();
  const char* e = p + src.size();
  decode_as_ = from_;
  if (from_ == Enc::UTF_16 || from_ == Enc::UTF_32) { // a byte order mark says which (else big-endian)
    bool wide = from_ == Enc::UTF_32;
    std::string_view bom_be = wide ? std::string_view("\0\0\xFE\xFF", 4) : std::string_view("\xFE\xFF");
    std::string_view bom_le = wide ? std::string_view("\xFF\xFE\0\0", 4) : std::string_view("\xFF\xFE");
    decode_as_ = wide ? Enc::UTF_32BE : Enc::UTF_16BE;
    if (src.substr(0, bom_le.size()) == bom_le) decode_as_ = wide ? Enc::UTF_32LE : Enc::UTF_16LE;
    if (src.substr(0, bom_be.size()) == bom_be || src.substr(0, bom_le.size()) == bom_le) p += bom_be.size();
  }
  if (to_ == Enc::UTF_16) out += "\xFE\xFF";
  if (to_ == Enc::UTF_32) out += std::string_view("\0\0\xFE\xFF", 4);
  if (opts_.xml == Xml::Attr) encode('"', out);
  while (p < e) {
    Piece piece = decode(p, e);
    if (piece.kind == K::Invalid || piece.kind == K::Incomplete) {
      if (opts_.replace_invalid && replacement(out)) {
        p += piece.len;
        continue;
      }
      const char* name = enc_def(from_).converter_name;
      std::string bad = dump_bytes(std::string_view(p, piece.len));
      err.kind = TranscodeError::Kind::Invalid;
      if (piece.kind == K::Incomplete) err.message = "incomplete " + bad + " on " + name;
      else if (piece.readagain)
        err.message = bad + " followed by " + dump_bytes(std::string_view(p + piece.len, piece.readagain)) + " on " + name;
      else err.message = bad + " on " + name;
      return false;
    }
    if (piece.kind == K::Undefined) {
      if (!undefined(std::string_view(p, piece.len), from_, 0, true, out, err)) return false;
      p += piece.len;
      continue;
    }
    uint32_t cp = piece.cp;
    p += piece.len;
    if (opts_.newline == Newline::Universal && cp == '\r') {
      if (p < e && decode(p, e).kind == K::Char && decode(p, e).cp == '\n') continue;
      cp = '\n';
    } else if (opts_.newline == Newline::Crlf && cp == '\n') {
      encode('\r', out);
    } else if (opts_.newline == Newline::Cr && cp == '\n') {
      cp = '\r';
    }
    if (opts_.xml != Xml::None) {
      const char* entity = cp == '&' ? "&amp;" : cp == '<' ? "&lt;" : cp == '>' ? "&gt;"
                         : cp == '"' && opts_.xml == Xml::Attr ? "&quot;"
                         : cp == '\'' && opts_.xml == Xml::Attr ? "&apos;" : nullptr;
      if (entity) {
        for (const char* q = entity; *q; q++) encode(uint32_t(*q), out);
        continue;
      }
    }
    if (encode(cp, out)) continue;
    std::string utf8_bytes;
    utf8::encode(utf8_bytes, cp);
    if (!undefined(utf8_bytes, Enc::UTF_8, cp, false, out, err)) return false;
  }
  if (opts_.xml == Xml::Attr) encode('"', out);
  return true;
}

} // namespace

void unicode_put(std::string& out, Enc enc, uint32_t cp) {
  switch (enc_def(enc).kind) {
    case EncKind::Utf16BE:
    case EncKind::Utf16LE:
    case EncKind::Dummy:
      if (enc == Enc::UTF_32) {
        put32(out, cp, true);
        return;
      }
      {
        bool be = enc_def(enc).kind != EncKind::Utf16LE; // the dummy UTF-16 writes big-endian
        if (cp < 0x10000) {
          put16(out, cp, be);
        } else {
          put16(out, 0xD800 + ((cp - 0x10000) >> 10), be);
          put16(out, 0xDC00 + ((cp - 0x10000) & 0x3FF), be);
        }
      }
      return;
    case EncKind::Utf32BE:
    case EncKind::Utf32LE:
      put32(out, cp, enc_def(enc).kind == EncKind::Utf32BE);
      return;
    default:
      utf8::encode(out, cp);
  }
}

bool transcode(std::string_view src, Enc from, Enc to, const TranscodeOptions& opts, std::string& out,
               TranscodeError& err) {
  Converter c(from, to, opts);
  if (!c.possible()) {
    err.kind = TranscodeError::Kind::NotFound;
    err.message = std::string("code converter not found (") + enc_name(from) + " to " + enc_name(to) + ")";
    return false;
  }
  return c.run(src, out, err);
}

} // namespace garnet::core
