// regexp.cpp — Regexp and MatchData, built on Oniguruma (Ruby syntax).
// A Regexp is a frozen Data object holding the compiled onig regex_t, its
// source, its Ruby option bits (1 i, 2 x, 4 m, 16 fixed encoding, 32 /n)
// and its encoding, as CRuby settles them: UTF-8 when the source has
// non-ASCII characters or \u escapes, BINARY when a /n or binary source has
// non-ASCII bytes (compiled as bytes), else US-ASCII, which matches strings
// of any ASCII-compatible encoding (a byte-wise compilation, made when first
// needed, serves strings other than UTF-8). A MatchData holds the regexp, a
// frozen copy of the subject string and the byte offsets of every group.
// The last match ($~) lives in the isolate's globals under "$~";
// vm/ops.cpp derives $1..$9, $&, $`, $', $+ from it. The String methods that
// take a Regexp are in string_regexp.cpp; block forms in prelude/97_regexp.rb.
#include <oniguruma.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <utility>
#include <vector>

#include "core/regexp_internal.h"
#include "core/string_internal.h"
#include "core/transcode.h"

namespace garnet::core {

using namespace garnet::vm;

constexpr int kFixedEncoding = 16, kNoEncoding = 32;

// A regexp's group names with their group numbers, in the order of each
// name's first group.
using RegexpNames = std::vector<std::pair<std::string, std::vector<int>>>;

struct RegexpInfo {
  regex_t* re = nullptr;                    // compiled for `enc` (bytes when BINARY)
  RegexpNames names;                        // read from `re` once, when compiled
  std::atomic<regex_t*> bytes_re{nullptr};  // a US-ASCII one compiled as bytes, once needed
  std::string source;
  std::string pattern; // the source as given to Oniguruma (\u escapes resolved)
  bool has_search_start_anchor = false; // `pattern` has \G (regexp_search)
  int options = 0;     // Ruby bits: 1 i, 2 x, 4 m, 16 fixed encoding, 32 /n
  Enc enc = Enc::US_ASCII;
  bool initializing = false; // while Regexp.new of a subclass runs its initialize
};

namespace {

void regexp_free(void* p) {
  auto* r = static_cast<RegexpInfo*>(p);
  if (r->re) onig_free(r->re);
  if (regex_t* b = r->bytes_re.load()) onig_free(b);
  delete r;
}
void regexp_mark(void*, void (*)(void*, Value), void*) {}
const DataType kRegexpType = {"Regexp", regexp_mark, regexp_free, nullptr, nullptr, true};

// Whether a pattern has \G, which matches where the search started.
bool anchors_at_search_start(std::string_view pattern) {
  for (size_t i = 0; i + 1 < pattern.size(); i++)
    if (pattern[i] == '\\' && pattern[++i] == 'G') return true;
  return false;
}

void match_mark(void* p, void (*mark_value)(void*, Value), void* tracer) {
  auto* m = static_cast<MatchInfo*>(p);
  mark_value(tracer, m->regexp);
  mark_value(tracer, m->string);
}
void match_free(void* p) { delete static_cast<MatchInfo*>(p); }
const DataType kMatchType = {"MatchData", match_mark, match_free};

// The Oniguruma encoding a regexp in each encoding is compiled for, where
// Oniguruma has one of the same name (Windows-31J: Shift_JIS's); the
// others compile as bytes, and US-ASCII regexps as UTF-8 (onig_encoding).
struct OnigEncodingOf {
  Enc enc;
  OnigEncoding onig;
};
const OnigEncodingOf kOnigEncodings[] = {
    {Enc::UTF_8, ONIG_ENCODING_UTF8},           {Enc::BINARY, ONIG_ENCODING_ASCII},
    {Enc::UTF_16BE, ONIG_ENCODING_UTF16_BE},    {Enc::UTF_16LE, ONIG_ENCODING_UTF16_LE},
    {Enc::UTF_32BE, ONIG_ENCODING_UTF32_BE},    {Enc::UTF_32LE, ONIG_ENCODING_UTF32_LE},
    {Enc::ISO_8859_1, ONIG_ENCODING_ISO_8859_1}, {Enc::ISO_8859_2, ONIG_ENCODING_ISO_8859_2},
    {Enc::ISO_8859_3, ONIG_ENCODING_ISO_8859_3}, {Enc::ISO_8859_4, ONIG_ENCODING_ISO_8859_4},
    {Enc::ISO_8859_5, ONIG_ENCODING_ISO_8859_5}, {Enc::ISO_8859_6, ONIG_ENCODING_ISO_8859_6},
    {Enc::ISO_8859_7, ONIG_ENCODING_ISO_8859_7}, {Enc::ISO_8859_8, ONIG_ENCODING_ISO_8859_8},
    {Enc::ISO_8859_9, ONIG_ENCODING_ISO_8859_9}, {Enc::ISO_8859_10, ONIG_ENCODING_ISO_8859_10},
    {Enc::ISO_8859_11, ONIG_ENCODING_ISO_8859_11}, {Enc::ISO_8859_13, ONIG_ENCODING_ISO_8859_13},
    {Enc::ISO_8859_14, ONIG_ENCODING_ISO_8859_14}, {Enc::ISO_8859_15, ONIG_ENCODING_ISO_8859_15},
    {Enc::ISO_8859_16, ONIG_ENCODING_ISO_8859_16}, {Enc::Windows_1251, ONIG_ENCODING_CP1251},
    {Enc::KOI8_R, ONIG_ENCODING_KOI8_R},         {Enc::Shift_JIS, ONIG_ENCODING_SJIS},
    {Enc::Windows_31J, ONIG_ENCODING_SJIS},      {Enc::EUC_JP, ONIG_ENCODING_EUC_JP},
    {Enc::GB18030, ONIG_ENCODING_GB18030},       {Enc::Big5, ONIG_ENCODING_BIG5},
};

void onig_init_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    // Every encoding of the table, initialized once here rather than by the
    // first compilation in each (which may run on any thread).
    std::vector<OnigEncoding> encs;
    for (const OnigEncodingOf& e : kOnigEncodings) encs.push_back(e.onig);
    onig_initialize(encs.data(), int(encs.size()));
  });
}

} // namespace

bool is_regexp(Value v) { return is_type(v, Type::Data) && v.as<Data>()->data_type == &kRegexpType; }
bool is_matchdata(Value v) { return is_type(v, Type::Data) && v.as<Data>()->data_type == &kMatchType; }
RegexpInfo* regexp_info(Value v) { return static_cast<RegexpInfo*>(v.as<Data>()->ptr); }
bool regexp_parts(Value v, std::string& source, int& options) {
  if (!is_regexp(v)) return false;
  source = regexp_info(v)->source;
  options = regexp_info(v)->options;
  return true;
}
MatchInfo* match_info(Value v) { return static_cast<MatchInfo*>(v.as<Data>()->ptr); }

Value get_last_match(Context& cx) { return vm::last_match(cx); }

// The subject string as MatchData keeps it: self when frozen, else a frozen
// copy, the same one for repeated matches against an unchanged String (a
// scan with `index(re, pos)` would otherwise copy the whole text each time).
Value frozen_copy(Context& cx, Value s) {
  if (is_frozen(s)) return s;
  Isolate& iso = *cx.iso;
  const String* source = s.as<String>();
  if (source == iso.match_subject_source && source->copy_current && str_enc(iso.match_subject_copy) == str_enc(s))
    return iso.match_subject_copy;
  Value c = str_make(cx, std::string_view(str(s)), str_enc(s));
  c.as_obj()->flags |= FL_FROZEN;
  iso.match_subject_source = source;
  iso.match_subject_copy = c;
  source->copy_current = true;
  return c;
}

namespace {

// The source as Oniguruma reads it, and what it says of the encoding.
struct Preprocessed {
  std::string pattern;
  bool unicode = false;   // a \u escape of a non-ASCII character (a UTF-8 regexp)
  bool non_ascii = false; // a non-ASCII byte, or a \x escape of one
  bool raw_non_ascii = false; // a non-ASCII byte
  const char* error = nullptr;
};

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void append_hex_escape(std::string& out, unsigned char byte) {
  static const char digits[] = "0123456789ABCDEF";
  out += "\\x";
  out += digits[byte >> 4];
  out += digits[byte & 15];
}

// Appends code point cp as Oniguruma should read it: ASCII as a \x escape
// (so that it stays literal), others as UTF-8 bytes (then wide is set).
void append_code_point(std::string& out, uint32_t cp, bool& wide) {
  if (cp < 0x80) {
    append_hex_escape(out, static_cast<unsigned char>(cp));
  } else {
    utf8::encode(out, cp);
    wide = true;
  }
}

// Reads the \u escape at src[i] ('\\'): \uHHHH or \u{H...[ H...]}; the index
// past it, or 0 with `error` set when it is malformed.
size_t unicode_escape(std::string_view src, size_t i, std::string& out, bool& wide, const char*& error) {
  size_t j = i + 2;
  if (j >= src.size() || src[j] != '{') {
    uint32_t cp = 0;
    for (size_t k = 0; k < 4; k++, j++) {
      if (j >= src.size() || hex_digit(src[j]) < 0) return (error = "invalid Unicode escape", 0);
      cp = cp * 16 + uint32_t(hex_digit(src[j]));
    }
    append_code_point(out, cp, wide);
    return j;
  }
  j++;
  bool any = false;
  while (j < src.size() && src[j] != '}') {
    if (src[j] == ' ' || src[j] == '\t') {
      j++;
      continue;
    }
    uint32_t cp = 0;
    size_t digits = 0;
    for (; j < src.size() && hex_digit(src[j]) >= 0 && digits <= 6; j++, digits++)
      cp = cp * 16 + uint32_t(hex_digit(src[j]));
    if (digits == 0 || digits > 6) return (error = "invalid Unicode list", 0);
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return (error = "invalid Unicode range", 0);
    append_code_point(out, cp, wide);
    any = true;
  }
  if (!any || j >= src.size()) return (error = "invalid Unicode list", 0);
  return j + 1;
}

// Whether the \x escape at src[i] ('\\') stands for a non-ASCII byte.
bool high_hex_escape(std::string_view src, size_t i) {
  int h = i + 2 < src.size() ? hex_digit(src[i + 2]) : -1;
  return h >= 8 && i + 3 < src.size() && hex_digit(src[i + 3]) >= 0;
}

// The ASCII set a \w \W \d \D \s \S escape stands for in Ruby, as a
// bracket expression (nested when inside a class), or nullptr for other
// escapes. Ruby keeps these six ASCII-only while POSIX brackets, \p{} and
// \b follow Unicode; Oniguruma ties [[:word:]] and \b to \w, so the six are
// spelled out instead.
const char* ascii_class_escape(char letter) {
  switch (letter) {
  case 'w': return "[a-zA-Z0-9_]";
  case 'W': return "[^a-zA-Z0-9_]";
  case 'd': return "[0-9]";
  case 'D': return "[^0-9]";
  case 's': return "[\\t\\n\\v\\f\\r ]";
  case 'S': return "[^\\t\\n\\v\\f\\r ]";
  default: return nullptr;
  }
}

// Resolves \u escapes (Oniguruma's Ruby syntax takes \u{...} up to U+FFFF
// only), spells out the ASCII-only escapes (ascii_class_escape) and notes
// what fixes the regexp's encoding, as CRuby's rb_reg_preprocess does.
// Outside a character class the ASCII set is wrapped in (?-i:) so that case
// folding adds nothing to it (Ruby's /\w/i does not match U+017F), and
// (?#...) comments are copied untouched.
Preprocessed preprocess(std::string_view src) {
  Preprocessed p;
  int class_depth = 0;
  size_t class_body = 0; // where the innermost class's first member is
  for (size_t i = 0; i < src.size();) {
    char c = src[i];
    if (c == '(' && class_depth == 0 && src.substr(i, 3) == "(?#") {
      size_t end = src.find(')', i);
      end = end == std::string_view::npos ? src.size() : end + 1;
      p.pattern.append(src.substr(i, end - i));
      i = end;
      continue;
    }
    if (c == '[') {
      class_depth++;
      class_body = i + 1 < src.size() && src[i + 1] == '^' ? i + 2 : i + 1;
    }
    if (c == ']' && class_depth > 0 && i != class_body) class_depth--; // "[]" and "[^]" open with a literal ]
    if (c == '\\' && i + 1 < src.size()) {
      if (const char* ascii = ascii_class_escape(src[i + 1])) {
        if (class_depth == 0) p.pattern += "(?-i:";
        p.pattern += ascii;
        if (class_depth == 0) p.pattern += ')';
        i += 2;
        continue;
      }
      if (src[i + 1] == 'u') {
        size_t next = unicode_escape(src, i, p.pattern, p.unicode, p.error);
        if (next == 0) return p;
        i = next;
        continue;
      }
      if (src[i + 1] == 'x' && (i + 2 >= src.size() || hex_digit(src[i + 2]) < 0)) {
        p.error = "invalid hex escape"; // \x needs a hex digit
        return p;
      }
      if (src[i + 1] == 'x' && high_hex_escape(src, i)) p.non_ascii = true;
      p.pattern.append(src.substr(i, 2));
      i += 2;
      continue;
    }
    if (static_cast<unsigned char>(c) >= 0x80) p.non_ascii = p.raw_non_ascii = true;
    p.pattern += c;
    i++;
  }
  return p;
}

// The encoding of a regexp from its source (in source_enc) and options, as
// CRuby's rb_reg_initialize settles it: the encoding the source fixes (UTF-8
// for \u escapes, the source's for other non-ASCII characters or when it is
// not ASCII-compatible), else the source's when the fixed-encoding option is
// given, else US-ASCII. Sets kFixedEncoding in options; an error message
// when they disagree.
const char* settle_encoding(const Preprocessed& p, Enc source_enc, int& options, Enc& enc) {
  if (enc_def(source_enc).kind == EncKind::Dummy) return "can't make regexp with dummy encoding";
  bool unicode_source = source_enc == Enc::UTF_8 || source_enc == Enc::US_ASCII;
  bool bytes = (options & kNoEncoding) || !unicode_source;
  if (p.unicode) {
    if (options & kNoEncoding) return "incompatible character encoding";
    if (p.non_ascii && bytes) return "UTF-8 character in non UTF-8 regexp";
    if ((options & kFixedEncoding) && !unicode_source) return "incompatible character encoding";
    enc = Enc::UTF_8;
  } else if (p.non_ascii) {
    if ((options & kNoEncoding) && source_enc == Enc::UTF_8 && p.raw_non_ascii)
      return "/.../n has a non escaped non ASCII character in non ASCII-8BIT script";
    enc = (options & kNoEncoding) ? Enc::BINARY : unicode_source ? Enc::UTF_8 : source_enc;
  } else if ((options & kFixedEncoding) || !enc_ascii_compatible(source_enc)) {
    enc = source_enc;
  } else {
    enc = Enc::US_ASCII;
  }
  if (enc != Enc::US_ASCII) options |= kFixedEncoding;
  return nullptr;
}

// The Oniguruma encoding a regexp in `enc` is compiled for (kOnigEncodings).
OnigEncoding onig_encoding(Enc enc) {
  if (enc == Enc::US_ASCII) return ONIG_ENCODING_UTF8;
  for (const OnigEncodingOf& e : kOnigEncodings)
    if (e.enc == enc) return e.onig;
  return ONIG_ENCODING_ASCII;
}

Value raise_regexp_error(Context& cx, std::string msg, std::string_view source) {
  msg += ": /";
  msg += source;
  msg += "/";
  return raise(cx, cx.world->c.RegexpError, msg);
}

// Compiles pattern with Ruby's options for Oniguruma encoding `enc`; r is
// an Oniguruma error code (ONIG_NORMAL on success).
regex_t* onig_compile(std::string_view pattern, int options, OnigEncoding enc, int& r, OnigErrorInfo& einfo) {
  onig_init_once();
  // Unicode classes throughout: preprocess spelled out Ruby's ASCII-only escapes.
  OnigOptionType o = ONIG_OPTION_NONE;
  if (options & 1) o |= ONIG_OPTION_IGNORECASE;
  if (options & 2) o |= ONIG_OPTION_EXTEND;
  if (options & 4) o |= ONIG_OPTION_MULTILINE;
  regex_t* re = nullptr;
  const auto* p = reinterpret_cast<const OnigUChar*>(pattern.data());
  r = onig_new(&re, p, p + pattern.size(), o, enc, ONIG_SYNTAX_RUBY, &einfo);
  return r == ONIG_NORMAL ? re : nullptr;
}

// The group names of a compiled regexp (RegexpInfo::names).
RegexpNames names_of(regex_t* re) {
  RegexpNames out;
  if (onig_number_of_names(re) == 0) return out;
  onig_foreach_name(
      re,
      [](const OnigUChar* name, const OnigUChar* end, int n, int* groups, regex_t*, void* arg) -> int {
        static_cast<RegexpNames*>(arg)->emplace_back(
            std::string(reinterpret_cast<const char*>(name), size_t(end - name)), std::vector<int>(groups, groups + n));
        return 0;
      },
      &out);
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second[0] < b.second[0]; });
  return out;
}

} // namespace

// Compiles source (a string in source_enc); on error raises RegexpError and
// returns undef.
Value regexp_compile(Context& cx, Class* klass, std::string_view source, Enc source_enc, int options) {
  Preprocessed p = preprocess(source);
  if (p.error) return raise_regexp_error(cx, p.error, source);
  options &= 7 | kFixedEncoding | kNoEncoding;
  Enc enc = Enc::US_ASCII;
  if (const char* err = settle_encoding(p, source_enc, options, enc)) return raise_regexp_error(cx, err, source);
  if (p.raw_non_ascii && enc != Enc::BINARY && !enc_valid(enc, source)) {
    std::string shown;
    for (char c : source)
      if (static_cast<unsigned char>(c) >= 0x80) append_hex_escape(shown, static_cast<unsigned char>(c));
      else shown += c;
    return raise_regexp_error(cx, "invalid multibyte character", shown);
  }
  int r;
  OnigErrorInfo einfo;
  regex_t* re = onig_compile(p.pattern, options, onig_encoding(enc), r, einfo);
  if (!re) {
    OnigUChar buf[ONIG_MAX_ERROR_MESSAGE_LEN];
    onig_error_code_to_str(buf, r, &einfo);
    return raise_regexp_error(cx, reinterpret_cast<char*>(buf), source);
  }
  auto* info = new RegexpInfo;
  info->re = re;
  info->names = names_of(re);
  info->source = std::string(source);
  info->pattern = std::move(p.pattern);
  info->has_search_start_anchor = anchors_at_search_start(info->pattern);
  info->options = options;
  info->enc = enc;
  Value v = new_data(cx, klass, &kRegexpType, info);
  v.as_obj()->flags |= FL_FROZEN;
  return v;
}

Value regexp_compile(Context& cx, Class* klass, std::string_view source, int options) {
  return regexp_compile(cx, klass, source, Enc::UTF_8, options);
}

Class* regexp_class(Context& cx) { return cx.world->c.Regexp; }

std::string regexp_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '[': case ']': case '{': case '}': case '(': case ')': case '|': case '-': case '*':
      case '.': case '\\': case '?': case '+': case '^': case '$': case '#':
        out += '\\';
        out += c;
        break;
      case ' ': out += "\\ "; break;
      case '\t': out += "\\t"; break;
      case '\f': out += "\\f"; break;
      case '\v': out += "\\v"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      default: out += c;
    }
  }
  return out;
}

// A pattern argument: a Regexp as is; a String (or to_str) as a Regexp
// matching it literally (quote) or as regexp source; else TypeError.
Value regexp_from_pattern(Context& cx, Value pat, bool quote) {
  if (is_regexp(pat)) return pat;
  Value s = pat;
  if (!is_string(s)) {
    if (!respond_to(cx, s, cx.world->sym.to_str, false)) {
      return raise_wrong_type(cx, s, "Regexp");
    }
    s = implicit_string(cx, s);
    if (s.is_undef()) return s;
  }
  Class* k = regexp_class(cx);
  if (!k) return Value::undef();
  return regexp_compile(cx, k, quote ? regexp_escape(str(s)) : str(s), str_enc(s), 0);
}

namespace {

// The byte-wise compilation of a US-ASCII regexp, made on first use.
regex_t* bytes_regex(RegexpInfo* r) {
  if (regex_t* b = r->bytes_re.load(std::memory_order_acquire)) return b;
  int err;
  OnigErrorInfo einfo;
  regex_t* b = onig_compile(r->pattern, r->options, ONIG_ENCODING_ASCII, err, einfo);
  regex_t* expected = nullptr;
  if (b && !r->bytes_re.compare_exchange_strong(expected, b, std::memory_order_acq_rel)) {
    onig_free(b);
    return expected;
  }
  return b ? b : r->re;
}

regex_t* raise_incompatible(Context& cx, RegexpInfo* r, Enc subject) {
  raisef(cx, encoding_error(cx, "CompatibilityError"), "incompatible encoding regexp match (%s regexp with %s string)",
         enc_display_name(r->enc), enc_display_name(subject));
  return nullptr;
}

} // namespace

// The compiled regexp that matches the String subject, as CRuby's
// rb_reg_prepare_enc chooses: nullptr with ArgumentError raised when the
// subject's bytes are not valid in its encoding, or with
// Encoding::CompatibilityError when their encodings do not go together (a
// fixed-encoding regexp matches ASCII-only strings of other ASCII-compatible
// encodings only).
regex_t* regexp_for(Context& cx, Value re, Value subject) {
  RegexpInfo* r = regexp_info(re);
  Enc e = str_enc(subject);
  if (!str_not_broken(cx, subject)) return nullptr;
  if (e == r->enc) return r->re;
  if (!enc_ascii_compatible(e) || !enc_ascii_compatible(r->enc)) return raise_incompatible(cx, r, e);
  if (r->options & kFixedEncoding) return str_ascii_only(subject) ? r->re : raise_incompatible(cx, r, e);
  return e == Enc::UTF_8 || e == Enc::US_ASCII ? r->re : bytes_regex(r);
}

// Searches s (the bytes of String subject, or a copy of them) from byte
// `start` toward byte `range` (range < start: backward). Returns the match's
// byte offset (where \K put it, past where the search matched), -1 when
// none, -2 when it raised.
long regexp_search(Context& cx, Value re, Value subject, std::string_view s, size_t start, size_t range,
                   OnigRegion* region) {
  regex_t* rx = regexp_for(cx, re, subject);
  if (!rx) return -2;
  const auto* p = reinterpret_cast<const OnigUChar*>(s.data());
  int r;
  if (range < start && start < s.size() && !regexp_info(re)->has_search_start_anchor) {
    // Oniguruma's backward search keeps the match within one character
    // past `start`; Ruby's only keeps where it begins there. (Matched one
    // place at a time, \G would mean each place: such patterns keep
    // Oniguruma's search, where it means `start`.)
    OnigEncoding enc = onig_get_encoding(rx);
    const OnigUChar* at = onigenc_get_left_adjust_char_head(enc, p, p + start);
    while ((r = onig_match(rx, p, p + s.size(), at, region, ONIG_OPTION_NONE)) == ONIG_MISMATCH && at > p + range)
      at = onigenc_get_prev_char_head(enc, p, at);
    if (r >= 0) r = int(at - p);
  } else {
    r = onig_search(rx, p, p + s.size(), p + start, p + range, region, ONIG_OPTION_NONE);
  }
  if (r >= 0) return region ? region->beg[0] : r;
  if (r == ONIG_MISMATCH) return -1;
  OnigUChar buf[ONIG_MAX_ERROR_MESSAGE_LEN];
  onig_error_code_to_str(buf, r);
  raise(cx, cx.world->c.RegexpError, reinterpret_cast<char*>(buf));
  return -2;
}

// Anchored match at byte `at`: length matched, -1 none, -2 raised.
long regexp_match_at(Context& cx, Value re, Value subject, std::string_view s, size_t at, OnigRegion* region) {
  regex_t* rx = regexp_for(cx, re, subject);
  if (!rx) return -2;
  const auto* p = reinterpret_cast<const OnigUChar*>(s.data());
  int r = onig_match(rx, p, p + s.size(), p + at, region, ONIG_OPTION_NONE);
  if (r >= 0) return r;
  if (r == ONIG_MISMATCH) return -1;
  OnigUChar buf[ONIG_MAX_ERROR_MESSAGE_LEN];
  onig_error_code_to_str(buf, r);
  raise(cx, cx.world->c.RegexpError, reinterpret_cast<char*>(buf));
  return -2;
}

Value make_match(Context& cx, Value re, Value frozen_str, OnigRegion* region) {
  auto* m = new MatchInfo;
  m->regexp = re;
  m->string = frozen_str;
  m->groups.reserve(size_t(region->num_regs));
  for (int i = 0; i < region->num_regs; i++) m->groups.emplace_back(region->beg[i], region->end[i]);
  return new_data(cx, cx.world->c.MatchData, &kMatchType, m);
}

Value string_match_at(Context& cx, Value self, Value pattern, size_t at);

// The match of sub/gsub's String `pattern` in frozen_str at bytes [beg, end)
// ($~ after them): its Regexp, the pattern quoted, is made when asked for.
Value make_string_match(Context& cx, Value pattern, Value frozen_str, long beg, long end) {
  auto* m = new MatchInfo;
  m->regexp = pattern;
  m->string = frozen_str;
  m->groups.emplace_back(beg, end);
  return new_data(cx, cx.world->c.MatchData, &kMatchType, m);
}

// Group number of `name` (the last matched one when several share it, given
// a region); -1 when the regexp has no such name.
int regexp_name_to_group(Value re, std::string_view name, OnigRegion* region) {
  const auto* p = reinterpret_cast<const OnigUChar*>(name.data());
  int n = onig_name_to_backref_number(regexp_info(re)->re, p, p + name.size(), region);
  return n > 0 ? n : -1;
}

const RegexpNames& regexp_names(Value re) {
  static const RegexpNames none;
  return is_regexp(re) ? regexp_info(re)->names : none; // a String pattern's match names nothing
}

// The subject of a match: String, Symbol (its name), or TypeError. nil: undef
// without raising is signalled by returning nil.
Value match_subject(Context& cx, Value v) {
  if (is_string(v) || v.is_nil()) return v;
  if (v.is_symbol()) return to_s(cx, v);
  return implicit_string(cx, v);
}

// Searches s for the regexp from character position pos, the String
// subject unchanged: the match's byte offset (groups in region), -1 when
// none (also when pos is out of range), -2 when it raised.
long regexp_search_from(Context& cx, Value re, Value s, int64_t pos, OnigRegion* region) {
  const std::string& text = str(s);
  if (pos < 0) {
    pos += int64_t(str_char_count(s));
    if (pos < 0) return -1;
  }
  size_t start = str_char_to_byte(s, size_t(pos));
  if (pos > 0 && start >= text.size() && size_t(pos) > str_char_count(s)) return -1;
  return regexp_search(cx, re, s, text, start, text.size(), region);
}

// Runs the regexp on s from character position pos; returns MatchData or nil
// (undef when raised). set: updates $~.
Value regexp_do_match(Context& cx, Value re, Value s, int64_t pos, bool set) {
  OnigRegion* region = onig_region_new();
  long r = regexp_search_from(cx, re, s, pos, region);
  Value out = Value::nil();
  if (r == -2) out = Value::undef();
  else if (r >= 0) out = make_match(cx, re, frozen_copy(cx, s), region);
  onig_region_free(region, 1);
  if (set && !out.is_undef()) set_last_match(cx, out);
  return out;
}

// Whether the regexp matches s from character position pos, without a
// MatchData (nor a copy of s); undef when it raised.
Value regexp_test(Context& cx, Value re, Value s, int64_t pos) {
  long r = regexp_search_from(cx, re, s, pos, nullptr);
  return r == -2 ? Value::undef() : Value::boolean(r >= 0);
}

namespace {

Value check_regexp(Context& cx, Value self) {
  if (is_regexp(self)) return self;
  return raise(cx, cx.world->c.TypeError, "uninitialized Regexp");
}

// ---- Regexp ----

// Regexp.new's pattern and options as a new Regexp of klass (undef when
// it raised): a Regexp's copy, or a String compiled with Integer options
// (for class Regexp, a literal's compiled form: frozen, cached per
// isolate), an option String ("imx") or a truthy case-insensitivity flag.
Value regexp_from_arguments(Context& cx, Class* klass, int argc, Value* argv) {
  Value pat = argv[0];
  if (is_regexp(pat)) {
    RegexpInfo* r = regexp_info(pat);
    if (argc > 1 && !argv[1].is_nil() && !warn_here(cx, "flags ignored")) return Value::undef(); // a Regexp keeps its own
    return regexp_compile(cx, klass, r->source, r->enc, r->options);
  }
  Value src = is_string(pat) ? pat : implicit_string(cx, pat);
  if (src.is_undef()) return src;
  int opts = 0;
  if (argc > 1) {
    Value o = argv[1];
    if (o.is_fixnum()) {
      opts = int(o.as_fixnum() & (7 | kFixedEncoding | kNoEncoding));
    } else if (is_string(o)) {
      for (char c : str(o)) {
        if (c == 'i') opts |= 1;
        else if (c == 'x') opts |= 2;
        else if (c == 'm') opts |= 4;
        else {
          std::string t = str(o);
          return raisef(cx, cx.world->c.ArgumentError, "unknown regexp option: %s", t.c_str());
        }
      }
    } else if (o.truthy()) {
      opts = 1;
    }
  }
  std::string source = str(src);
  bool literal = argc > 1 && argv[1].is_fixnum() && klass == regexp_class(cx);
  // Literals are compiled once per isolate: a cache (a Hash in the isolate's
  // globals, under a name no Ruby program can write) maps
  // "opts:encoding index:source" to the frozen Regexp; it is emptied when it
  // grows past 4096 entries.
  Value cache = Value::undef(), key = Value::undef();
  if (literal) {
    Sym cs = cx.world->intern("__regexp_literal_cache");
    auto it = cx.iso->globals.find(cs);
    if (it == cx.iso->globals.end() || !is_hash(it->second) || as_hash(it->second)->table.size() > 4096)
      cx.iso->globals[cs] = new_hash(cx);
    cache = cx.iso->globals[cs];
    key = str_make(cx, std::to_string(opts) + ":" + std::to_string(int(str_enc(src))) + ":" + source, Enc::BINARY);
    bool found = false;
    Value hit = hash_lookup(cx, as_hash(cache), key, found);
    if (found) return hit;
    if (has_pending(cx)) return Value::undef();
  }
  Value re = regexp_compile(cx, klass, source, str_enc(src), opts);
  if (!cache.is_undef() && !re.is_undef() && !hash_store(cx, as_hash(cache), key, re)) return Value::undef();
  // Literals (compiled to Regexp.new(source, Integer)) are frozen, as in Ruby;
  // Regexp.new(string) and Regexp.new(string, "opts") are not.
  if (!re.is_undef() && !literal) re.as_obj()->flags &= uint16_t(~FL_FROZEN);
  return re;
}

// Regexp.new and Regexp.compile. In a subclass, initialize runs too, as
// Class#new's would: its super (Regexp#initialize) compiles the regexp
// again from what it is given.
NATIVE(re_s_new) {
  Value kw = Value::undef();
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) kw = argv[--argc];
  if (argc < 1 || argc > 2) return raise_arity(cx, argc, 1, 2);
  Class* klass = self.as<Class>();
  Value re = regexp_from_arguments(cx, klass, argc, argv);
  if (re.is_undef() || klass == regexp_class(cx)) return re;
  regexp_info(re)->initializing = true;
  Value r = kw.is_undef() ? call(cx, re, cx.world->sym.initialize, argc, argv)
                          : call_with_keywords(cx, re, cx.world->sym.initialize, argc, argv, kw);
  regexp_info(re)->initializing = false;
  return r.is_undef() ? r : re;
}

// Regexp#initialize: only while Regexp.new of a subclass runs it (a made
// Regexp is never initialized again), where it compiles self anew.
NATIVE(re_initialize) {
  if (!is_regexp(self)) return raise(cx, cx.world->c.TypeError, "uninitialized Regexp");
  RegexpInfo* r = regexp_info(self);
  if (!r->initializing) {
    if (is_frozen(self)) return raise_frozen(cx, self);
    return raise(cx, cx.world->c.TypeError, "already initialized regexp");
  }
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) argc--;
  if (argc < 1 || argc > 2) return raise_arity(cx, argc, 1, 2);
  Value fresh = regexp_from_arguments(cx, real_class(cx, self), argc, argv);
  if (fresh.is_undef()) return fresh;
  RegexpInfo* made = regexp_info(fresh);
  if (r->re) onig_free(r->re);
  if (regex_t* b = r->bytes_re.exchange(made->bytes_re.exchange(nullptr))) onig_free(b);
  r->re = std::exchange(made->re, nullptr);
  r->names = std::move(made->names);
  r->source = std::move(made->source);
  r->pattern = std::move(made->pattern);
  r->has_search_start_anchor = made->has_search_start_anchor;
  r->options = made->options;
  r->enc = made->enc;
  return Value::nil();
}

NATIVE(re_s_try_convert) {
  return try_convert(cx, argv[0], cx.world->intern("to_regexp"), is_regexp, "Regexp");
}

NATIVE(re_s_escape) {
  Value s = argv[0];
  if (s.is_symbol()) {
    Value n = to_s(cx, s);
    if (n.is_undef()) return n;
    s = n;
  } else if (!is_string(s)) {
    s = implicit_string(cx, s);
    if (s.is_undef()) return s;
  }
  std::string escaped = regexp_escape(str(s));
  Enc enc = utf8::is_ascii(escaped) ? Enc::US_ASCII : str_enc(s); // US-ASCII when it can be, as CRuby's
  return str_make(cx, escaped, enc);
}

namespace {

// The option bit of m, i or x (0 for another character).
int option_bit(char c) { return c == 'i' ? 1 : c == 'x' ? 2 : c == 'm' ? 4 : 0; }

// Where the group opened at s[0] closes (escapes and character classes
// skipped), or npos.
size_t group_end(std::string_view s) {
  int depth = 0, klass = 0;
  for (size_t i = 0; i < s.size(); i++) {
    char c = s[i];
    if (c == '\\') {
      i++;
    } else if (klass) {
      klass += c == '[' ? 1 : c == ']' ? -1 : 0;
    } else if (c == '[') {
      klass = 1;
    } else if (c == '(') {
      depth++;
    } else if (c == ')' && --depth == 0) {
      return i;
    }
  }
  return std::string_view::npos;
}

} // namespace

// "(?mix:source)", or "(?i-mx:...)" with the options the regexp lacks. As
// CRuby's, leading "(?flags)" groups and one "(?flags:...)" group spanning
// the whole source are shown as the regexp's own options.
std::string regexp_to_s(std::string_view whole_source, int whole_options) {
  int options = whole_options & 7;
  std::string_view source = whole_source;
  while (source.size() >= 4 && source[0] == '(' && source[1] == '?') {
    size_t i = 2;
    int changed = options;
    while (i < source.size() && option_bit(source[i])) changed |= option_bit(source[i++]);
    if (i + 1 < source.size() && source[i] == '-') {
      i++;
      while (i < source.size() && option_bit(source[i])) changed &= ~option_bit(source[i++]);
    }
    if (i < source.size() && source[i] == ')') { // "(?i)" on the rest
      options = changed;
      source.remove_prefix(i + 1);
      continue;
    }
    if (i < source.size() && source[i] == ':' && group_end(source) == source.size() - 1) {
      options = changed;
      source = source.substr(i + 1, source.size() - i - 2);
    } else {
      options = whole_options & 7;
      source = whole_source;
    }
    break;
  }
  std::string out = "(?";
  if (options & 4) out += 'm';
  if (options & 1) out += 'i';
  if (options & 2) out += 'x';
  if (options != 7) {
    out += '-';
    if (!(options & 4)) out += 'm';
    if (!(options & 1)) out += 'i';
    if (!(options & 2)) out += 'x';
  }
  out += ':';
  out += source;
  out += ')';
  return out;
}

// Regexp.union's agreement of encodings, as CRuby's rb_reg_s_union: its
// parts may share one ASCII-incompatible encoding, or one ASCII-compatible
// encoding that a part fixes (a fixed-encoding Regexp, a non-ASCII String),
// with ASCII-only parts beside the latter only.
struct UnionEncodings {
  static constexpr Enc kNone = Enc::Count;
  Enc incompatible = kNone, fixed = kNone;
  bool ascii_only = false;

  // Notes part encoding e; false with ArgumentError raised on a conflict.
  bool add(Context& cx, Enc e, bool fixes) {
    if (!enc_ascii_compatible(e)) {
      if (!agree(cx, incompatible, e)) return false;
    } else if (fixes) {
      if (!agree(cx, fixed, e)) return false;
    } else {
      ascii_only = true;
    }
    if (incompatible == kNone) return true;
    if (fixed != kNone) return conflict(cx, incompatible, fixed);
    if (!ascii_only) return true;
    raisef(cx, cx.world->c.ArgumentError, "ASCII incompatible encoding: %s", enc_name(incompatible));
    return false;
  }
  Enc result() const { return incompatible != kNone ? incompatible : fixed != kNone ? fixed : Enc::BINARY; }

 private:
  static bool agree(Context& cx, Enc& slot, Enc e) {
    if (slot == kNone) slot = e;
    return slot == e || conflict(cx, slot, e);
  }
  static bool conflict(Context& cx, Enc a, Enc b) {
    raisef(cx, cx.world->c.ArgumentError, "incompatible encodings: %s and %s", enc_name(a), enc_name(b));
    return false;
  }
};

// A union part as a Regexp (itself, or its to_regexp), or nil.
Value union_part_regexp(Context& cx, Value part) {
  if (is_regexp(part)) return part;
  if (!respond_to(cx, part, cx.world->intern("to_regexp"), true)) return Value::nil();
  return try_convert(cx, part, cx.world->intern("to_regexp"), is_regexp, "Regexp");
}

// Text in an ASCII-incompatible encoding as UTF-8 (the union's source is
// put together in UTF-8, then converted back).
bool union_text_as_utf8(Context& cx, std::string_view text, Enc enc, std::string& out) {
  if (enc_ascii_compatible(enc)) return (out = std::string(text)), true;
  TranscodeError err;
  if (transcode(text, enc, Enc::UTF_8, TranscodeOptions{}, out, err)) return true;
  raise(cx, encoding_error(cx, "InvalidByteSequenceError"), err.message);
  return false;
}

NATIVE(re_s_union) {
  std::vector<Value> pats(argv, argv + argc);
  if (argc == 1 && !is_regexp(argv[0]) && !is_string(argv[0])) {
    Value a = check_array(cx, argv[0]);
    if (a.is_undef()) return a;
    if (!a.is_nil()) pats.assign(as_array(a)->items.begin(), as_array(a)->items.end());
  }
  Class* klass = self.as<Class>();
  if (pats.empty()) return regexp_compile(cx, klass, "(?!)", 0);
  if (pats.size() == 1) {
    Value re = union_part_regexp(cx, pats[0]);
    if (!re.is_nil()) return re;
    return regexp_from_pattern(cx, pats[0].is_symbol() ? to_s(cx, pats[0]) : pats[0], true);
  }
  UnionEncodings encodings;
  std::string src;
  for (size_t i = 0; i < pats.size(); i++) {
    Value p = pats[i];
    Value re = union_part_regexp(cx, p);
    if (re.is_undef()) return re;
    std::string text;
    if (!re.is_nil()) {
      RegexpInfo* r = regexp_info(re);
      if (!encodings.add(cx, r->enc, r->options & kFixedEncoding)) return Value::undef();
      if (!union_text_as_utf8(cx, r->source, r->enc, text)) return Value::undef();
      text = regexp_to_s(text, r->options);
    } else {
      Value s = p.is_symbol() ? to_s(cx, p) : (is_string(p) ? p : implicit_string(cx, p));
      if (s.is_undef()) return s;
      Enc e = str_enc(s);
      if (!encodings.add(cx, e, enc_ascii_compatible(e) && !str_ascii_only(s))) return Value::undef();
      if (!union_text_as_utf8(cx, str(s), e, text)) return Value::undef();
      text = regexp_escape(text);
    }
    if (i) src += '|';
    src += text;
  }
  Enc enc = encodings.result();
  if (!enc_ascii_compatible(enc)) {
    std::string converted;
    TranscodeError err;
    if (!transcode(src, Enc::UTF_8, enc, TranscodeOptions{}, converted, err))
      return raise(cx, encoding_error(cx, "UndefinedConversionError"), err.message);
    src = std::move(converted);
  }
  return regexp_compile(cx, klass, src, enc, 0);
}

NATIVE(re_s_last_match) {
  Value m = get_last_match(cx);
  if (argc == 0 || m.is_nil()) return m;
  return call(cx, m, cx.world->sym.aref, 1, argv);
}

NATIVE(re_source) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  RegexpInfo* r = regexp_info(self);
  Value s = str_make(cx, std::string_view(r->source), r->enc);
  s.as_obj()->flags |= FL_FROZEN;
  return s;
}

NATIVE(re_options) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  return Value::fixnum(regexp_info(self)->options);
}

NATIVE(re_encoding) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  return encoding_value(cx, regexp_info(self)->enc);
}

NATIVE(re_fixed_encoding_p) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  return Value::boolean(regexp_info(self)->options & kFixedEncoding);
}

NATIVE(re_casefold_p) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  return Value::boolean(regexp_info(self)->options & 1);
}

NATIVE(re_to_s) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  RegexpInfo* r = regexp_info(self);
  return str_make(cx, regexp_to_s(r->source, r->options), Enc::UTF_8);
}

NATIVE(re_inspect) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  RegexpInfo* r = regexp_info(self);
  std::string out = "/";
  const std::string& s = r->source;
  for (size_t i = 0; i < s.size(); i++) {
    char c = s[i];
    if (c == '\\' && i + 1 < s.size()) {
      out += c;
      out += s[++i];
    } else if (c == '/') {
      out += "\\/";
    } else if (r->enc == Enc::BINARY && static_cast<unsigned char>(c) >= 0x80) {
      append_hex_escape(out, static_cast<unsigned char>(c));
    } else {
      out += c;
    }
  }
  out += '/';
  if (r->options & 4) out += 'm';
  if (r->options & 1) out += 'i';
  if (r->options & 2) out += 'x';
  if (r->options & kNoEncoding) out += 'n';
  return str_make(cx, std::move(out), Enc::UTF_8);
}

NATIVE(re_eq) {
  Value o = argv[0];
  if (!is_regexp(self) || !is_regexp(o)) return Value::boolean(self == o);
  RegexpInfo *a = regexp_info(self), *b = regexp_info(o);
  return Value::boolean(a->source == b->source && (a->options & 7) == (b->options & 7) && a->enc == b->enc);
}

NATIVE(re_hash) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  RegexpInfo* r = regexp_info(self);
  uint64_t h = string_hash(r->source, Enc::UTF_8) ^ (uint64_t(r->options & 7) * 0x9E3779B97F4A7C15ull);
  return Value::fixnum(int64_t(h >> 2) - (int64_t(1) << 61));
}

NATIVE(re_match) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  Value s = match_subject(cx, argv[0]);
  if (s.is_undef()) return s;
  if (s.is_nil()) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  return regexp_do_match(cx, self, s, pos, true);
}

NATIVE(re_match_p) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  int64_t pos = 0;
  if (argc > 1 && !to_int64(cx, argv[1], pos)) return Value::undef();
  Value s = match_subject(cx, argv[0]);
  if (s.is_undef()) return s;
  if (s.is_nil()) return Value::false_value();
  return regexp_test(cx, self, s, pos);
}

NATIVE(re_match_op) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  Value s = match_subject(cx, argv[0]);
  if (s.is_undef()) return s;
  if (s.is_nil()) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  Value m = regexp_do_match(cx, self, s, 0, true);
  if (m.is_undef() || m.is_nil()) return m;
  MatchInfo* mi = match_info(m);
  return Value::fixnum(int64_t(str_byte_to_char(s, size_t(mi->groups[0].first))));
}

NATIVE(re_eqq) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  Value v = argv[0];
  if (v.is_symbol()) v = to_s(cx, v);
  else if (!is_string(v)) {
    if (!respond_to(cx, v, cx.world->sym.to_str, false)) {
      set_last_match(cx, Value::nil());
      return Value::false_value();
    }
    v = implicit_string(cx, v);
  }
  if (v.is_undef()) return v;
  Value m = regexp_do_match(cx, self, v, 0, true);
  if (m.is_undef()) return m;
  return Value::boolean(!m.is_nil());
}

NATIVE(re_tilde) {
  auto it = cx.iso->globals.find(cx.world->intern("$_"));
  Value line = it == cx.iso->globals.end() ? Value::nil() : it->second;
  if (!is_string(line)) {
    set_last_match(cx, Value::nil());
    return Value::nil();
  }
  Value a[1] = {line};
  return re_match_op(cx, self, 1, a, block);
}

NATIVE(re_names) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  std::vector<Value> out;
  for (auto& [name, groups] : regexp_names(self)) out.push_back(str_make(cx, std::string_view(name), Enc::UTF_8));
  return new_array(cx, std::move(out));
}

NATIVE(re_named_captures) {
  if (check_regexp(cx, self).is_undef()) return Value::undef();
  Value h = new_hash(cx);
  for (auto& [name, groups] : regexp_names(self)) {
    std::vector<Value> nums;
    for (int g : groups) nums.push_back(Value::fixnum(g));
    if (!hash_store(cx, as_hash(h), str_make(cx, std::string_view(name), Enc::UTF_8), new_array(cx, std::move(nums))))
      return Value::undef();
  }
  return h;
}

// ---- MatchData ----

Value group_str(Context& cx, MatchInfo* m, int n) {
  if (n < 0 || size_t(n) >= m->groups.size() || m->groups[size_t(n)].first < 0) return Value::nil();
  auto [b, e] = m->groups[size_t(n)];
  return str_make(cx, std::string_view(str(m->string)).substr(size_t(b), size_t(e - b)), str_enc(m->string));
}

// The group named `name` that matched last (or the last with that name).
int group_by_name(MatchInfo* m, std::string_view name) {
  int found = -1;
  for (auto& [nm, groups] : regexp_names(m->regexp)) {
    if (nm != name) continue;
    for (int g : groups) {
      found = g;
    }
    for (auto it = groups.rbegin(); it != groups.rend(); ++it)
      if (size_t(*it) < m->groups.size() && m->groups[size_t(*it)].first >= 0) return *it;
  }
  return found;
}

// Resolves a group reference (Integer, String or Symbol name): the group
// number, or -1 with IndexError raised.
int group_index(Context& cx, MatchInfo* m, Value idx, bool raise_range) {
  if (is_string(idx) || idx.is_symbol()) {
    std::string name = is_string(idx) ? str(idx) : sym_name(cx, idx.as_symbol());
    int g = group_by_name(m, name);
    if (g < 0) raisef(cx, cx.world->c.IndexError, "undefined group name reference: %s", name.c_str());
    return g;
  }
  int64_t i;
  if (!to_int64(cx, idx, i)) return -1;
  if (raise_range && (i < 0 || size_t(i) >= m->groups.size())) {
    raisef(cx, cx.world->c.IndexError, "index %lld out of matches", (long long)i);
    return -1;
  }
  return int(i);
}

Value md_to_a_impl(Context& cx, MatchInfo* m, size_t from) {
  std::vector<Value> out;
  for (size_t i = from; i < m->groups.size(); i++) out.push_back(group_str(cx, m, int(i)));
  return new_array(cx, std::move(out));
}

NATIVE(md_aref) {
  MatchInfo* m = match_info(self);
  if (argc == 1) {
    Value idx = argv[0];
    if (idx.is_fixnum()) {
      int64_t i = idx.as_fixnum();
      if (i < 0 && (i += int64_t(m->groups.size())) <= 0) return Value::nil(); // never the whole match
      return group_str(cx, m, int(i));
    }
    if (is_string(idx) || idx.is_symbol()) {
      int g = group_index(cx, m, idx, false);
      if (g < 0) return Value::undef();
      return group_str(cx, m, g);
    }
  }
  Value a = md_to_a_impl(cx, m, 0);
  Value args[2] = {argv[0], argc > 1 ? argv[1] : Value::nil()};
  return call(cx, a, cx.world->sym.aref, argc, args);
}

NATIVE(md_to_a) { return md_to_a_impl(cx, match_info(self), 0); }
NATIVE(md_captures) { return md_to_a_impl(cx, match_info(self), 1); }

NATIVE(md_named_captures) {
  MatchInfo* m = match_info(self);
  bool sym_keys = false;
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) {
    Value v = kwarg(cx, argv[argc - 1], "symbolize_names");
    sym_keys = !v.is_undef() && v.truthy();
  }
  Value h = new_hash(cx);
  for (auto& [name, groups] : regexp_names(m->regexp)) {
    Value val = Value::nil();
    for (int g : groups)
      if (size_t(g) < m->groups.size() && m->groups[size_t(g)].first >= 0) val = group_str(cx, m, g);
    Value key = sym_keys ? symbol_value(cx, name) : str_make(cx, std::string_view(name), Enc::UTF_8);
    if (!hash_store(cx, as_hash(h), key, val)) return Value::undef();
  }
  return h;
}

// The MatchData's Regexp: a String pattern's is quoted once, when asked for.
Value match_regexp(Context& cx, MatchInfo* m) {
  if (is_string(m->regexp)) {
    Value re = regexp_from_pattern(cx, m->regexp, true);
    if (re.is_undef()) return re;
    m->regexp = re;
  }
  return m->regexp;
}

NATIVE(md_names) {
  Value r = match_regexp(cx, match_info(self));
  if (r.is_undef()) return r;
  return re_names(cx, r, 0, nullptr, block);
}

NATIVE(md_pre_match) {
  MatchInfo* m = match_info(self);
  return str_make(cx, std::string_view(str(m->string)).substr(0, size_t(m->groups[0].first)),
                  str_enc(m->string));
}

NATIVE(md_post_match) {
  MatchInfo* m = match_info(self);
  return str_make(cx, std::string_view(str(m->string)).substr(size_t(m->groups[0].second)),
                  str_enc(m->string));
}

Value char_pos(MatchInfo* m, long byte) {
  if (byte < 0) return Value::nil();
  return Value::fixnum(int64_t(str_byte_to_char(m->string, size_t(byte))));
}

NATIVE(md_begin) {
  MatchInfo* m = match_info(self);
  int g = group_index(cx, m, argv[0], true);
  if (g < 0) return Value::undef();
  return char_pos(m, m->groups[size_t(g)].first);
}

// MatchData#match(n): group n's text (n a number or a name), nil when
// the group took no part in the match; IndexError for a group there is not.
NATIVE(md_match) {
  MatchInfo* m = match_info(self);
  int g = group_index(cx, m, argv[0], true);
  return g < 0 ? Value::undef() : group_str(cx, m, g);
}

// MatchData#match_length(n): the length in characters of group n's text.
NATIVE(md_match_length) {
  MatchInfo* m = match_info(self);
  int g = group_index(cx, m, argv[0], true);
  if (g < 0) return Value::undef();
  auto [from, to] = m->groups[size_t(g)];
  if (from < 0) return Value::nil();
  return Value::fixnum(int64_t(str_byte_to_char(m->string, size_t(to)) - str_byte_to_char(m->string, size_t(from))));
}

NATIVE(md_end) {
  MatchInfo* m = match_info(self);
  int g = group_index(cx, m, argv[0], true);
  if (g < 0) return Value::undef();
  return char_pos(m, m->groups[size_t(g)].second);
}

NATIVE(md_offset) {
  MatchInfo* m = match_info(self);
  int g = group_index(cx, m, argv[0], true);
  if (g < 0) return Value::undef();
  Value pair[2] = {char_pos(m, m->groups[size_t(g)].first), char_pos(m, m->groups[size_t(g)].second)};
  return new_array(cx, pair, 2);
}

NATIVE(md_byteoffset) {
  MatchInfo* m = match_info(self);
  int g = group_index(cx, m, argv[0], true);
  if (g < 0) return Value::undef();
  auto [b, e] = m->groups[size_t(g)];
  Value pair[2] = {b < 0 ? Value::nil() : Value::fixnum(b), e < 0 ? Value::nil() : Value::fixnum(e)};
  return new_array(cx, pair, 2);
}

NATIVE(md_size) { return Value::fixnum(int64_t(match_info(self)->groups.size())); }
NATIVE(md_string) { return match_info(self)->string; }
NATIVE(md_regexp) { return match_regexp(cx, match_info(self)); }
NATIVE(md_to_s) { return group_str(cx, match_info(self), 0); }

NATIVE(md_values_at) {
  std::vector<Value> idx(argv, argv + argc);
  std::vector<Value> out;
  MatchInfo* m = match_info(self);
  for (Value v : idx) {
    if (is_range(v)) {
      Value a = md_to_a_impl(cx, m, 0);
      Value r = call(cx, a, cx.world->intern("values_at"), 1, &v);
      if (r.is_undef()) return r;
      for (Value x : as_array(r)->items) out.push_back(x);
      continue;
    }
    Value r = md_aref(cx, self, 1, &v, Value::nil());
    if (r.is_undef()) return r;
    out.push_back(r);
  }
  return new_array(cx, std::move(out));
}

NATIVE(md_inspect) {
  MatchInfo* m = match_info(self);
  if (is_string(m->regexp)) { // a String pattern's match not asked for its Regexp: CRuby shows the text
    Value text = group_str(cx, m, 0);
    return str_make(cx, "#<" + class_path(cx, real_class(cx, self)) + ": " + str(text) + ">", str_enc(text));
  }
  std::vector<std::string> labels(m->groups.size());
  for (auto& [name, groups] : regexp_names(m->regexp))
    for (int g : groups)
      if (size_t(g) < labels.size()) labels[size_t(g)] = name;
  std::string out = "#<MatchData ";
  for (size_t i = 0; i < m->groups.size(); i++) {
    if (i) {
      out += ' ';
      out += labels[i].empty() ? std::to_string(i) : labels[i];
      out += ':';
    }
    if (m->groups[i].first < 0) {
      out += "nil";
    } else {
      auto [b, e] = m->groups[i];
      append_string_inspect(out, std::string_view(str(m->string)).substr(size_t(b), size_t(e - b)),
                            str_enc(m->string));
    }
  }
  out += '>';
  return str_make(cx, std::move(out), Enc::UTF_8);
}

NATIVE(md_deconstruct_keys) {
  MatchInfo* m = match_info(self);
  Value keys = argv[0];
  Value h = new_hash(cx);
  auto names = regexp_names(m->regexp);
  auto value_of = [&](const std::vector<int>& groups) {
    Value val = Value::nil();
    for (int g : groups)
      if (size_t(g) < m->groups.size() && m->groups[size_t(g)].first >= 0) val = group_str(cx, m, g);
    return val;
  };
  if (keys.is_nil()) {
    for (auto& [name, groups] : names)
      if (!hash_store(cx, as_hash(h), symbol_value(cx, name), value_of(groups))) return Value::undef();
    return h;
  }
  if (!is_array(keys)) {
    return raise_wrong_type(cx, keys, "Array or nil");
  }
  std::vector<Value> ks = as_array(keys)->items.to_vector();
  if (ks.size() > names.size()) return h;
  for (Value k : ks) {
    if (!k.is_symbol()) {
      return raise_wrong_type(cx, k, "Symbol");
    }
    const std::string& kn = sym_name(cx, k.as_symbol());
    bool found = false;
    for (auto& [name, groups] : names) {
      if (name != kn) continue;
      found = true;
      if (!hash_store(cx, as_hash(h), k, value_of(groups))) return Value::undef();
    }
    if (!found) break;
  }
  return h;
}

NATIVE(md_eq) {
  Value o = argv[0];
  if (!is_matchdata(o)) return Value::false_value();
  MatchInfo *a = match_info(self), *b = match_info(o);
  if (a->groups != b->groups || str(a->string) != str(b->string)) return Value::false_value();
  Value ra = match_regexp(cx, a), rb = match_regexp(cx, b);
  if (ra.is_undef() || rb.is_undef()) return Value::undef();
  int r = equal(cx, ra, rb);
  if (r < 0) return Value::undef();
  return Value::boolean(r);
}

// Primitives for the prelude (see PRIMITIVES.md).

// String#__match_at(pattern, bytepos): MatchData of the first match of a
// Regexp or String pattern at or after byte bytepos, or nil. Does not set $~.
NATIVE(str_match_at) {
  Value re = argv[0];
  if (!is_regexp(re) && !is_string(re)) return raise(cx, cx.world->c.TypeError, "__match_at: not a pattern");
  int64_t pos;
  if (!to_int64(cx, argv[1], pos)) return Value::undef();
  const std::string& s = str(self);
  if (pos < 0 || size_t(pos) > s.size()) return Value::nil();
  if (is_string(re)) return string_match_at(cx, self, re, size_t(pos));
  OnigRegion* region = onig_region_new();
  long r = regexp_search(cx, re, self, s, size_t(pos), s.size(), region);
  Value out = Value::nil();
  if (r == -2) out = Value::undef();
  else if (r >= 0) out = make_match(cx, re, frozen_copy(cx, self), region);
  onig_region_free(region, 1);
  return out;
}

NATIVE(md_byte_begin) { return Value::fixnum(match_info(self)->groups[0].first); }
NATIVE(md_byte_end) { return Value::fixnum(match_info(self)->groups[0].second); }

NATIVE(k_set_last_match) {
  Value m = argv[0];
  if (!m.is_nil() && !is_matchdata(m)) return raise(cx, cx.world->c.TypeError, "not a MatchData");
  set_last_match(cx, m);
  return m;
}

} // namespace

void init_string_regexp(World& w); // string_regexp.cpp

void init_regexp(World& w) {
  Class* re = w.c.Regexp = define_class(w, "Regexp", w.c.Object);
  Class* md = w.c.MatchData = define_class(w, "MatchData", w.c.Object);
  const_set(w, re, w.intern("IGNORECASE"), Value::fixnum(1));
  const_set(w, re, w.intern("EXTENDED"), Value::fixnum(2));
  const_set(w, re, w.intern("MULTILINE"), Value::fixnum(4));
  const_set(w, re, w.intern("FIXEDENCODING"), Value::fixnum(kFixedEncoding));
  const_set(w, re, w.intern("NOENCODING"), Value::fixnum(kNoEncoding));
  define_singleton_method(w, re, "new", re_s_new, 1, -1);
  define_singleton_method(w, re, "compile", re_s_new, 1, -1);
  define_method(w, re, "initialize", re_initialize, 0, -1, Visibility::Private);
  define_singleton_method(w, re, "escape", re_s_escape, 1, 1);
  define_singleton_method(w, re, "try_convert", re_s_try_convert, 1, 1);
  define_singleton_method(w, re, "quote", re_s_escape, 1, 1);
  define_singleton_method(w, re, "union", re_s_union, 0, -1);
  define_singleton_method(w, re, "last_match", re_s_last_match, 0, 1);
  define_method(w, re, "source", re_source, 0, 0);
  define_method(w, re, "options", re_options, 0, 0);
  define_method(w, re, "casefold?", re_casefold_p, 0, 0);
  define_method(w, re, "encoding", re_encoding, 0, 0);
  define_method(w, re, "fixed_encoding?", re_fixed_encoding_p, 0, 0);
  define_method(w, re, "to_s", re_to_s, 0, 0);
  define_method(w, re, "inspect", re_inspect, 0, 0);
  define_method(w, re, "==", re_eq, 1, 1);
  define_method(w, re, "eql?", re_eq, 1, 1);
  define_method(w, re, "hash", re_hash, 0, 0);
  define_method(w, re, "__match", re_match, 1, 2);
  define_method(w, re, "match", re_match, 1, 2);
  define_method(w, re, "match?", re_match_p, 1, 2);
  define_method(w, re, "=~", re_match_op, 1, 1);
  define_method(w, re, "===", re_eqq, 1, 1);
  define_method(w, re, "~", re_tilde, 0, 0);
  define_method(w, re, "names", re_names, 0, 0);
  define_method(w, re, "named_captures", re_named_captures, 0, 0);

  define_method(w, md, "[]", md_aref, 1, 2);
  define_method(w, md, "to_a", md_to_a, 0, 0);
  define_method(w, md, "match", md_match, 1, 1);
  define_method(w, md, "match_length", md_match_length, 1, 1);
  define_method(w, md, "captures", md_captures, 0, 0);
  define_method(w, md, "deconstruct", md_captures, 0, 0);
  define_method(w, md, "named_captures", md_named_captures, 0, -1);
  define_method(w, md, "deconstruct_keys", md_deconstruct_keys, 1, 1);
  define_method(w, md, "names", md_names, 0, 0);
  define_method(w, md, "pre_match", md_pre_match, 0, 0);
  define_method(w, md, "post_match", md_post_match, 0, 0);
  define_method(w, md, "begin", md_begin, 1, 1);
  define_method(w, md, "end", md_end, 1, 1);
  define_method(w, md, "offset", md_offset, 1, 1);
  define_method(w, md, "byteoffset", md_byteoffset, 1, 1);
  define_method(w, md, "size", md_size, 0, 0);
  define_method(w, md, "length", md_size, 0, 0);
  define_method(w, md, "string", md_string, 0, 0);
  define_method(w, md, "regexp", md_regexp, 0, 0);
  define_method(w, md, "to_s", md_to_s, 0, 0);
  define_method(w, md, "values_at", md_values_at, 0, -1);
  define_method(w, md, "inspect", md_inspect, 0, 0);
  define_method(w, md, "==", md_eq, 1, 1);
  define_method(w, md, "eql?", md_eq, 1, 1);
  define_method(w, md, "__byte_begin", md_byte_begin, 0, 0);
  define_method(w, md, "__byte_end", md_byte_end, 0, 0);
  define_method(w, w.c.String, "__match_at", str_match_at, 2, 2, Visibility::Private);
  define_method(w, w.c.Kernel, "__set_last_match", k_set_last_match, 1, 1, Visibility::Private);
  init_string_regexp(w);
}

} // namespace garnet::core
