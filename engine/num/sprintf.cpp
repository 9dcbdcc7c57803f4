// The format / sprintf / String#% engine: directive parsing, argument
// sequencing (next, %N$, %<name>, %{name}, '*'), and the integer, float,
// character and string conversions, following CRuby's sprintf.c.
#include "num/sprintf.h"

#include <bit>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace garnet::num {

namespace {

enum Flag : int {
  kNone = 0,
  kSharp = 1,
  kMinus = 2,
  kPlus = 4,
  kZero = 8,
  kSpace = 16,
  kWidth = 32,
  kPrec = 64,
  kPrec0 = 128,
};

size_t utf8_length(std::string_view s) {
  size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// Byte offset of the `chars`-th character (or the end).
size_t utf8_offset(std::string_view s, size_t chars) {
  size_t i = 0;
  for (; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
      if (chars == 0) return i;
      --chars;
    }
  }
  return i;
}

bool append_utf8(int64_t cp, std::string& out) {
  if (cp < 0 || cp > 0x10FFFF) return false;
  const auto c = static_cast<uint32_t>(cp);
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
  return true;
}

void fill(std::string& out, char c, int count) {
  if (count > 0) out.append(static_cast<size_t>(count), c);
}

void append_uint(uint64_t v, std::string& out) {
  char buf[24];
  char* p = buf + sizeof buf;
  do {
    *--p = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  out.append(p, buf + sizeof buf);
}

BigInt to_bigint(const FormatArg& a) { return a.kind == FormatArg::Kind::Big ? a.big : BigInt(a.i); }

// Digits of an Integer for %d %o %x %b: the magnitude, or (for negatives
// without an explicit sign flag) CRuby's two's-complement digits that are
// printed after "..".
struct IntegerDigits {
  std::string digits;
  bool negative = false;
};

int bits_per_digit(int base) { return base == 16 ? 4 : base == 8 ? 3 : 1; }

IntegerDigits magnitude_digits(const FormatArg& a, int base) {
  IntegerDigits r;
  if (a.kind == FormatArg::Kind::Int) {
    r.negative = a.i < 0;
    const uint64_t magnitude = r.negative ? ~static_cast<uint64_t>(a.i) + 1 : static_cast<uint64_t>(a.i);
    if (base == 10) {
      append_uint(magnitude, r.digits);
    } else {
      r.digits = BigInt::from_uint64(magnitude).to_string(base);
    }
  } else {
    r.negative = a.big.is_negative();
    r.digits = a.big.abs().to_string(base);
  }
  return r;
}

// sprintf.c: numdigits covers |v|, plus one digit unless |v| is a single
// bit at the bottom of its top digit; the digits are v mod base**numdigits.
IntegerDigits twos_complement_digits(const FormatArg& a, int base) {
  const BigInt value = to_bigint(a);
  const BigInt magnitude = value.abs();
  const uint64_t numbits = static_cast<uint64_t>(bits_per_digit(base));
  const uint64_t bits = magnitude.bit_length();
  uint64_t numdigits = (bits + numbits - 1) / numbits;
  const uint64_t leading_zero_bits = numdigits * numbits - bits;
  const bool single_bit = bits > 0 && magnitude == BigInt(1).shift_left(bits - 1);
  if (numdigits == 0 || leading_zero_bits != numbits - 1 || !single_bit) ++numdigits;
  IntegerDigits r;
  r.negative = true;
  r.digits = (BigInt(1).shift_left(numdigits * numbits) + value).to_string(base);
  r.digits.insert(0, numdigits - r.digits.size(), '0');
  return r;
}

// ---- CRuby's dtoa near-tie rounding ----
//
// CRuby formats %e %f %g with its own dtoa (mode 2/3). For up to 14 digits
// its floating-point quick path treats a remainder within its error bound
// of one half as a tie and rounds it to an even last digit, so
// format("%.2f", 2.675) is "2.68" although 2.675 is just below the tie, and
// format("%.2f", 8.345) is "8.34" although 8.345 is just above it. The C
// library rounds the exact value; this returns a value a few ulps away that
// the C library rounds the way CRuby does (or `v` itself).

int significant_digits(char conv, int prec, int exponent10) {
  switch (conv) {
    case 'e': return prec + 1;
    case 'f': return exponent10 + 1 + prec;
    default: return prec == 0 ? 1 : prec;  // g
  }
}

std::string exponent_digits(double magnitude, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*e", digits - 1, magnitude);
  return buf;
}

// Steps `magnitude` toward `direction` until its `digits`-digit rounding
// changes; returns `magnitude` unchanged if that takes implausibly long.
double nudge_until_rounding_changes(double magnitude, int digits, double direction) {
  const std::string rounded = exponent_digits(magnitude, digits);
  double nudged = magnitude;
  for (int step = 0; step < 64; ++step) {
    nudged = std::nextafter(nudged, direction);
    if (exponent_digits(nudged, digits) != rounded) return nudged;
  }
  return magnitude;
}

double ruby_tie_adjusted(double v, char conv, int prec) {
  constexpr int kQuickMax = 14;
  constexpr int kExtra = 20;
  const double magnitude = std::fabs(v);
  if (magnitude == 0.0) return v;
  const std::string exact = exponent_digits(magnitude, kQuickMax + kExtra + 1);  // d.ddd...e±k
  const size_t e = exact.find('e');
  const int k = std::atoi(exact.c_str() + e + 1);
  const int ilim = significant_digits(conv, prec, k);
  if (ilim < 1 || ilim > kQuickMax) return v;
  const std::string digits = exact.substr(0, 1) + exact.substr(2, e - 2);
  const auto cut = static_cast<size_t>(ilim);
  const double remainder = std::strtod(("0." + digits.substr(cut)).c_str(), nullptr);
  const double scaled = std::strtod(exact.substr(0, e).c_str(), nullptr);
  const int ieps = 2 + std::popcount(static_cast<unsigned>(k < 0 ? -k : k) >> 4);
  const double eps = (ieps * scaled + 7.0) * 0x1p-52 * std::pow(10.0, ilim - 1);
  if (std::fabs(remainder - 0.5) > eps) return v;  // not a tie for CRuby
  const bool odd = (digits[cut - 1] - '0') % 2 != 0;
  double adjusted = magnitude;
  if (odd && remainder < 0.5) adjusted = nudge_until_rounding_changes(magnitude, ilim, HUGE_VAL);
  if (!odd && remainder > 0.5) adjusted = nudge_until_rounding_changes(magnitude, ilim, 0.0);
  return v < 0 ? -adjusted : adjusted;
}

char sign_fill_digit(int base, bool upper) { return base == 16 ? (upper ? 'F' : 'f') : base == 8 ? '7' : '1'; }

class Formatter {
 public:
  Formatter(std::string_view fmt, FormatSource& src, std::string& out, std::string& error)
      : fmt_(fmt), src_(src), out_(out), error_(error) {}

  bool run() {
    while (pos_ < fmt_.size()) {
      const size_t percent = fmt_.find('%', pos_);
      const size_t stop = percent == std::string_view::npos ? fmt_.size() : percent;
      if (stop + 1 == fmt_.size()) return fail("incomplete format specifier; use %% (double %) instead");
      out_.append(fmt_.substr(pos_, stop - pos_));
      if (stop == fmt_.size()) return true;
      pos_ = stop + 1;
      if (!directive()) return false;
    }
    return true;
  }

 private:
  enum class Pending { None, Index, Name };

  // ---- helpers ----

  char peek() const { return pos_ < fmt_.size() ? fmt_[pos_] : '\0'; }
  bool fail(const char* message) {
    error_ = message;
    return false;
  }
  bool fail(const std::string& message) {
    error_ = message;
    return false;
  }

  bool read_number(int& value, const char* what) {
    int64_t n = 0;
    while (pos_ < fmt_.size() && fmt_[pos_] >= '0' && fmt_[pos_] <= '9') {
      n = n * 10 + (fmt_[pos_++] - '0');
      if (n > INT_MAX) return fail(std::string(what) + " too big");
    }
    if (pos_ >= fmt_.size()) return fail("malformed format string - %*[0-9]");
    value = static_cast<int>(n);
    return true;
  }

  bool check_flags_allowed() {
    if (flags_ & kWidth) return fail("flag after width");
    if (flags_ & kPrec0) return fail("flag after precision");
    return true;
  }

  bool check_width_allowed() {
    if (flags_ & kWidth) return fail("width given twice");
    if (flags_ & kPrec0) return fail("width after precision");
    return true;
  }

  // ---- argument sequencing (GETNEXTARG / GETPOSARG / CHECKNAMEARG) ----

  bool next_index(size_t& index) {
    if (posarg_ == -1) return fail("unnumbered(" + std::to_string(nextarg_) + ") mixed with numbered");
    if (posarg_ == -2) return fail("unnumbered(" + std::to_string(nextarg_) + ") mixed with named");
    posarg_ = nextarg_++;
    index = static_cast<size_t>(posarg_);
    if (index > src_.count()) return fail("too few arguments");
    return true;
  }

  bool positional_index(int n, size_t& index) {
    if (posarg_ > 0) {
      return fail("numbered(" + std::to_string(n) + ") after unnumbered(" + std::to_string(posarg_) + ")");
    }
    if (posarg_ == -2) return fail("numbered(" + std::to_string(n) + ") after named");
    if (n < 1) return fail("invalid index - " + std::to_string(n) + "$");
    posarg_ = -1;
    index = static_cast<size_t>(n);
    if (index > src_.count()) return fail("too few arguments");
    return true;
  }

  bool fetch_index(size_t one_based, FormatWant want, FormatArg& arg) {
    return src_.positional(one_based - 1, want, arg, error_);
  }

  // GETARG: the value named by %N$ or %<name>, else the next one.
  bool get_arg(FormatWant want, FormatArg& arg) {
    if (pending_ == Pending::Index) return fetch_index(pending_index_, want, arg);
    if (pending_ == Pending::Name) return src_.named(pending_name_, want, arg, error_);
    size_t index = 0;
    return next_index(index) && fetch_index(index, want, arg);
  }

  // GETASTER: '*' or '*N$' supplies a width or precision.
  bool star_value(int& value, const char* what) {
    const size_t star = pos_++;
    int n = 0;
    if (!read_number(n, what)) return false;
    size_t index = 0;
    if (peek() == '$') {
      if (!positional_index(n, index)) return false;
    } else {
      pos_ = star;
      if (!next_index(index)) return false;
    }
    FormatArg arg;
    if (!fetch_index(index, FormatWant::Integer, arg)) return false;
    if (arg.kind != FormatArg::Kind::Int || arg.i > INT_MAX || arg.i < -INT_MAX) {
      return fail(std::string(what) + " too big");
    }
    value = static_cast<int>(arg.i);
    return true;
  }

  // ---- directive parsing ----

  bool directive() {
    flags_ = kNone;
    width_ = prec_ = -1;
    pending_ = Pending::None;
    has_name_ = false;
    while (true) {
      const char c = peek();
      switch (c) {
        case ' ': if (!add_flag(kSpace)) return false; break;
        case '#': if (!add_flag(kSharp)) return false; break;
        case '+': if (!add_flag(kPlus)) return false; break;
        case '-': if (!add_flag(kMinus)) return false; break;
        case '0': if (!add_flag(kZero)) return false; break;
        case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
          if (!width_or_position()) return false;
          break;
        case '<': case '{': {
          if (!name()) return false;
          if (c == '{') return convert_string(FormatWant::String);  // %{name} is %s of it
          break;
        }
        case '*':
          if (!star_width()) return false;
          break;
        case '.':
          if (!precision()) return false;
          break;
        case '%':
          return literal_percent();
        default:
          return conversion(c);
      }
    }
  }

  bool add_flag(int flag) {
    if (!check_flags_allowed()) return false;
    flags_ |= flag;
    ++pos_;
    return true;
  }

  bool width_or_position() {
    int n = 0;
    if (!read_number(n, "width")) return false;
    if (peek() == '$') {
      if (pending_ != Pending::None) return fail("value given twice - " + std::to_string(n) + "$");
      size_t index = 0;
      if (!positional_index(n, index)) return false;
      pending_ = Pending::Index;
      pending_index_ = index;
      ++pos_;
      return true;
    }
    if (!check_width_allowed()) return false;
    width_ = n;
    flags_ |= kWidth;
    return true;
  }

  bool name() {
    const size_t start = pos_;
    const char term = fmt_[pos_] == '<' ? '>' : '}';
    const size_t end = fmt_.find(term, pos_);
    if (end == std::string_view::npos) return fail("malformed name - unmatched parenthesis");
    const std::string_view bracketed = fmt_.substr(start, end - start + 1);
    pos_ = end + 1;
    if (has_name_) {
      const std::string_view previous = pending_name_.substr(1, pending_name_.size() - 2);
      return fail("named" + std::string(bracketed) + " after <" + std::string(previous) + ">");
    }
    const std::string named = "named" + std::string(bracketed);
    if (posarg_ > 0) return fail(named + " after unnumbered(" + std::to_string(posarg_) + ")");
    if (posarg_ == -1) return fail(named + " after numbered");
    posarg_ = -2;
    has_name_ = true;
    pending_ = Pending::Name;
    pending_name_ = bracketed;
    return true;
  }

  bool star_width() {
    if (!check_width_allowed()) return false;
    flags_ |= kWidth;
    int w = 0;
    if (!star_value(w, "width")) return false;
    if (w < 0) {
      flags_ |= kMinus;
      w = -w;
    }
    width_ = w;
    ++pos_;
    return true;
  }

  bool precision() {
    if (flags_ & kPrec0) return fail("precision given twice");
    flags_ |= kPrec | kPrec0;
    prec_ = 0;
    ++pos_;
    if (peek() == '*') {
      int p = 0;
      if (!star_value(p, "precision")) return false;
      prec_ = p;
      if (p < 0) flags_ &= ~kPrec;  // negative precision is ignored
      ++pos_;
      return true;
    }
    return read_number(prec_, "precision");
  }

  // "%%". (A "%" before a newline or a NUL, or ending the format after
  // flags, is malformed since Ruby 3.4: conversion() reports it.)
  bool literal_percent() {
    if (flags_ != kNone) return fail("invalid format character - %");
    out_.push_back('%');
    ++pos_;
    return true;
  }

  bool conversion(char c) {
    ++pos_;
    switch (c) {
      case 'c': return convert_char();
      case 's': return convert_string(FormatWant::String);
      case 'p': return convert_string(FormatWant::Inspect);
      case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'b': case 'B':
        return convert_integer(c);
      case 'f': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        return convert_float(c);
      default:
        break;
    }
    if (c >= 0x20 && c < 0x7F) return fail(std::string("malformed format string - %") + c);
    return fail("malformed format string");
  }

  // ---- conversions ----

  // Pads `body` (of `chars` characters) to the width with spaces.
  void emit_padded(std::string_view body, size_t chars) {
    const int pad = (flags_ & kWidth) && width_ > static_cast<int>(chars) ? width_ - static_cast<int>(chars) : 0;
    if (!(flags_ & kMinus)) fill(out_, ' ', pad);
    out_.append(body);
    if (flags_ & kMinus) fill(out_, ' ', pad);
  }

  bool convert_char() {
    FormatArg arg;
    if (!get_arg(FormatWant::Char, arg)) return false;
    std::string ch;
    if (arg.kind == FormatArg::Kind::Str) {
      if (arg.s.empty()) return fail("%c requires a character");
      ch = arg.s.substr(0, utf8_offset(arg.s, 1));
    } else if (arg.kind != FormatArg::Kind::Int || !append_utf8(arg.i, ch)) {
      return fail("invalid character");
    }
    emit_padded(ch, 1);
    return true;
  }

  bool convert_string(FormatWant want) {
    FormatArg arg;
    if (!get_arg(want, arg)) return false;
    std::string_view text = arg.s;
    if (!(flags_ & (kPrec | kWidth))) {
      out_.append(text);
      return true;
    }
    size_t chars = utf8_length(text);
    if ((flags_ & kPrec) && static_cast<size_t>(prec_) < chars) {
      text = text.substr(0, utf8_offset(text, static_cast<size_t>(prec_)));
      chars = static_cast<size_t>(prec_);
    }
    emit_padded(text, chars);
    return true;
  }

  bool convert_integer(char c) {
    FormatArg arg;
    if (!get_arg(FormatWant::Integer, arg)) return false;
    const int base = (c == 'o') ? 8 : (c == 'x' || c == 'X') ? 16 : (c == 'b' || c == 'B') ? 2 : 10;
    const bool explicit_sign = base == 10 || (flags_ & (kPlus | kSpace));
    const char* prefix = nullptr;
    if (flags_ & kSharp) {
      switch (c) {
        case 'o': prefix = "0"; break;
        case 'x': prefix = "0x"; break;
        case 'X': prefix = "0X"; break;
        case 'b': prefix = "0b"; break;
        case 'B': prefix = "0B"; break;
        default: break;
      }
    }
    const bool arg_negative = arg.kind == FormatArg::Kind::Big ? arg.big.is_negative() : arg.i < 0;
    const bool dots = !explicit_sign && arg_negative;
    IntegerDigits d = dots ? twos_complement_digits(arg, base) : magnitude_digits(arg, base);
    if (c == 'X') {
      for (char& ch : d.digits) ch = static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 32 : ch);
    }
    int width = width_;
    int prec = prec_;
    char sign_char = 0;
    if (explicit_sign) {
      sign_char = d.negative ? '-' : (flags_ & kPlus) ? '+' : (flags_ & kSpace) ? ' ' : 0;
      if (sign_char) --width;
    }
    if (dots) {
      prec -= 2;
      width -= 2;
    }
    int len = static_cast<int>(d.digits.size());
    const bool is_zero = len == 1 && d.digits[0] == '0';
    if (prefix && prefix[1] == '\0') {  // octal
      if (dots) {
        prefix = nullptr;
      } else if (is_zero) {
        len = 0;
        if (flags_ & kPrec) --prec;
      } else if ((flags_ & kPrec) && prec > len) {
        prefix = nullptr;
      }
    } else if (is_zero) {
      prefix = nullptr;
    }
    if (prefix) width -= static_cast<int>(std::char_traits<char>::length(prefix));
    if ((flags_ & (kZero | kMinus | kPrec)) == kZero) {
      prec = width;
      width = 0;
    } else {
      if (prec < len) {
        if (!prefix && prec == 0 && is_zero) len = 0;
        prec = len;
      }
      width -= prec;
    }
    if (!(flags_ & kMinus)) {
      fill(out_, ' ', width);
      width = 0;
    }
    if (sign_char) out_.push_back(sign_char);
    if (prefix) out_ += prefix;
    if (dots) out_ += "..";
    if (prec > len) {
      if (dots) {
        fill(out_, sign_fill_digit(base, c == 'X'), prec - len);
      } else if ((flags_ & (kMinus | kPrec)) != kMinus) {
        fill(out_, '0', prec - len);
      }
    }
    out_.append(d.digits, 0, static_cast<size_t>(len));
    fill(out_, ' ', width);
    return true;
  }

  bool convert_float(char c) {
    FormatArg arg;
    if (!get_arg(FormatWant::Float, arg)) return false;
    if (arg.kind == FormatArg::Kind::Int || arg.kind == FormatArg::Kind::Big) {
      if (c == 'f') {
        format_exact_integer(arg);
        return true;
      }
      arg.f = to_bigint(arg).to_double();
    }
    if (std::isnan(arg.f) || std::isinf(arg.f)) {
      format_non_finite(arg.f);
    } else if ((c == 'a' || c == 'A') && std::fpclassify(arg.f) == FP_SUBNORMAL) {
      format_subnormal_hex(c, arg.f);
    } else if (c == 'a' || c == 'A') {
      format_finite(c, arg.f);
    } else {
      format_finite(c, ruby_tie_adjusted(arg.f, static_cast<char>(c | 0x20), (flags_ & kPrec) ? prec_ : 6));
    }
    return true;
  }

  // %f of an Integer prints it exactly (sprintf.c, case 'f').
  void format_exact_integer(const FormatArg& arg) {
    const int prec = (flags_ & kPrec) ? prec_ : 6;
    const IntegerDigits d = magnitude_digits(arg, 10);
    const char sign_char = d.negative ? '-' : (flags_ & kPlus) ? '+' : (flags_ & kSpace) ? ' ' : 0;
    int len = static_cast<int>(d.digits.size()) + prec + (sign_char ? 1 : 0) + (prec > 0 ? 1 : 0);
    const int pad = (flags_ & kWidth) && width_ > len ? width_ - len : 0;
    if (!(flags_ & (kMinus | kZero))) fill(out_, ' ', pad);
    if (sign_char) out_.push_back(sign_char);
    if ((flags_ & (kMinus | kZero)) == kZero) fill(out_, '0', pad);
    out_ += d.digits;
    if (prec > 0) out_.push_back('.');
    fill(out_, '0', prec);
    if (flags_ & kMinus) fill(out_, ' ', pad);
  }

  void format_non_finite(double v) {
    std::string body;
    if (!std::isnan(v) && v < 0) {
      body.push_back('-');
    } else if (flags_ & (kPlus | kSpace)) {
      body.push_back((flags_ & kPlus) ? '+' : ' ');
    }
    body += std::isnan(v) ? "NaN" : "Inf";
    emit_padded(body, body.size());
  }

  // %a of a subnormal float, normalized as CRuby writes it ("0x1p-1074",
  // where the C library writes "0x0.0000000000001p-1022"): the C library
  // formats the mantissa scaled into [1, 2), and the exponent is put back.
  void format_subnormal_hex(char c, double v) {
    int exponent = 0;
    const double mantissa = std::frexp(v, &exponent) * 2; // v = mantissa * 2^(exponent - 1)
    const int saved_flags = flags_;
    flags_ &= ~(kWidth | kMinus | kZero);
    const size_t start = out_.size();
    format_finite(c, mantissa);
    flags_ = saved_flags;
    std::string body = out_.substr(start);
    out_.resize(start);
    body.erase(body.rfind(c == 'a' ? 'p' : 'P') + 1);
    body += (exponent - 1 < 0 ? "" : "+") + std::to_string(exponent - 1);
    const int pad = (flags_ & kWidth) && width_ > static_cast<int>(body.size()) ? width_ - static_cast<int>(body.size()) : 0;
    if ((flags_ & (kMinus | kZero)) == kZero) { // zeros go after the sign and 0x
      const size_t digits = body.find(c == 'a' ? 'x' : 'X') + 1;
      body.insert(digits, static_cast<size_t>(pad), '0');
      out_ += body;
      return;
    }
    emit_padded(body, body.size());
  }

  // Finite floats go through the C library with the same flags (fmt_setup).
  void format_finite(char c, double v) {
    std::string spec = "%";
    if (flags_ & kSharp) spec += '#';
    if (flags_ & kPlus) spec += '+';
    if (flags_ & kMinus) spec += '-';
    if (flags_ & kZero) spec += '0';
    if (flags_ & kSpace) spec += ' ';
    if (flags_ & kWidth) spec += std::to_string(width_);
    if (flags_ & kPrec) spec += '.' + std::to_string(prec_);
    spec += c;
    char small[64];
    const int n = std::snprintf(small, sizeof small, spec.c_str(), v);
    if (n < 0) return;
    if (static_cast<size_t>(n) < sizeof small) {
      out_.append(small, static_cast<size_t>(n));
      return;
    }
    const size_t start = out_.size();
    out_.resize(start + static_cast<size_t>(n) + 1);
    std::snprintf(&out_[start], static_cast<size_t>(n) + 1, spec.c_str(), v);
    out_.resize(start + static_cast<size_t>(n));
  }

  std::string_view fmt_;
  FormatSource& src_;
  std::string& out_;
  std::string& error_;
  size_t pos_ = 0;

  int flags_ = kNone;
  int width_ = -1;
  int prec_ = -1;
  int posarg_ = 0;  // >0: last unnumbered index, -1: numbered, -2: named
  int nextarg_ = 1;
  Pending pending_ = Pending::None;
  size_t pending_index_ = 0;
  std::string_view pending_name_;
  bool has_name_ = false;
};

}  // namespace

bool format(std::string_view fmt, FormatSource& src, std::string& out, std::string& error) {
  return Formatter(fmt, src, out, error).run();
}

}  // namespace garnet::num
