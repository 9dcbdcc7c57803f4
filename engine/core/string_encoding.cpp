// string_encoding.cpp — a String's encoding: encoding, force_encoding,
// valid_encoding?, ascii_only?, b, scrub (per encoding), encode/encode!
// (through core/transcode.h, with invalid:, undef:, replace:, xml:,
// universal_newline:, crlf_newline:, cr_newline: and a Hash fallback:; the
// prelude turns other fallbacks into a Hash).
#include <vector>

#include "core/string_internal.h"
#include "core/transcode.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

NATIVE(str_encoding) { return encoding_value(cx, str_enc(self)); }

NATIVE(str_force_encoding) {
  if (!check_frozen(cx, self)) return Value::undef();
  Enc e;
  if (!encoding_arg(cx, argv[0], e)) return Value::undef();
  str_set_enc(self, e);
  return self;
}

NATIVE(str_valid_encoding_p) { return Value::boolean(str_valid_encoding(self)); }

NATIVE(str_ascii_only_p) { return Value::boolean(str_ascii_only(self)); }

NATIVE(str_b) { return str_make(cx, std::string_view(str(self)), Enc::BINARY); }

// The piece scrub replaces at once at p (not a valid character): UTF-8's
// longest prefix of a valid sequence, else the broken character.
int broken_piece(Enc e, const char* p, const char* end) {
  return e == Enc::UTF_8 ? utf8::broken_len(p, end) : enc_char_len(e, p, end);
}

// Calls piece(begin, length, valid) for each run of valid characters and each broken piece.
template <class F>
void scan_pieces(Enc e, const std::string& s, F piece) {
  const char* p = s.data();
  const char* end = p + s.size();
  const char* start = p;
  while (p < end) {
    int n = static_cast<unsigned char>(*p) < 0x80 && enc_ascii_compatible(e) ? 1 : enc_valid_char_len(e, p, end);
    if (n) {
      p += n;
      continue;
    }
    piece(start, size_t(p - start), true);
    int bad = broken_piece(e, p, end);
    piece(p, size_t(bad), false);
    p += bad;
    start = p;
  }
  piece(start, size_t(end - start), true);
}

// scrub's replacement in the string's encoding: the argument, or U+FFFD
// (Unicode encodings) or "?".
bool scrub_replacement(Context& cx, Value self, int argc, Value* argv, std::string& repl) {
  Enc e = str_enc(self);
  if (argc > 0 && !argv[0].is_nil()) {
    Value r = implicit_string(cx, argv[0]);
    if (r.is_undef()) return false;
    Enc out;
    if (!str_compatible(cx, self, r, out)) return false;
    repl = str(r);
    return true;
  }
  repl.clear();
  if (enc_unicode(e)) unicode_put(repl, e, 0xFFFD);
  else repl = "?";
  return true;
}

std::string scrubbed(Enc e, const std::string& s, const std::string& repl) {
  std::string out;
  scan_pieces(e, s, [&](const char* p, size_t n, bool valid) {
    if (valid) out.append(p, n);
    else out += repl;
  });
  return out;
}

// __scrub_pieces: [valid, invalid, valid, ..., valid] for the prelude's
// block form of scrub (odd indices are the runs scrub replaces).
NATIVE(str_scrub_pieces) {
  std::vector<Value> out;
  Enc e = str_enc(self);
  scan_pieces(e, str(self), [&](const char* p, size_t n, bool) { out.push_back(str_make(cx, std::string_view(p, n), e)); });
  return new_array(cx, std::move(out));
}

NATIVE(str_scrub) {
  std::string repl;
  Enc e = str_enc(self);
  if (enc_single_byte(e) && e != Enc::US_ASCII) return str_make(cx, std::string_view(str(self)), e);
  if (!scrub_replacement(cx, self, argc, argv, repl)) return Value::undef();
  return str_make(cx, scrubbed(e, str(self), repl), e);
}

NATIVE(str_scrub_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  std::string repl;
  Enc e = str_enc(self);
  if (enc_single_byte(e) && e != Enc::US_ASCII) return self;
  if (!scrub_replacement(cx, self, argc, argv, repl)) return Value::undef();
  if (!enc_valid(e, str(self))) str_mut(self) = scrubbed(e, str(self), repl);
  return self;
}

// ---- encode ----

// An encoding argument of encode: 1 found, 0 an unknown name (`name` set), -1 raised.
int encode_arg(Context& cx, Value arg, Enc& out, std::string& name) {
  if (encoding_of(arg, out)) return 1;
  Value n = implicit_string(cx, arg);
  if (n.is_undef()) return -1;
  name = str(n);
  return enc_find(name, out) ? 1 : 0;
}

bool sym_is(Context& cx, Value v, const char* name) { return v.is_symbol() && sym_name(cx, v.as_symbol()) == name; }

bool truthy(Value v) { return !v.is_undef() && !v.is_nil() && !v.is_false(); }

// The parsed arguments of encode/encode!.
struct EncodeCall {
  Enc from, to;
  bool has_to = false;
  bool decorators = false; // xml: or a newline option
  TranscodeOptions opts;
  Value fallback = Value::undef();
};

// Reads (dst = default_internal, src = encoding, **opts); false after raising.
bool encode_call(Context& cx, Value self, int argc, Value* argv, EncodeCall& c) {
  Value kw = Value::undef();
  if (kwargs_given(cx) && argc > 0 && is_hash(argv[argc - 1])) kw = argv[--argc];
  if (argc > 2) {
    raise_arity(cx, argc, 0, 2);
    return false;
  }
  c.from = str_enc(self);
  std::string to_name, from_name;
  int to_found = 1, from_found = 1;
  if (argc > 0) {
    to_found = encode_arg(cx, argv[0], c.to, to_name);
    if (to_found < 0) return false;
    c.has_to = true;
  } else if (cx.world->default_internal.load() >= 0) {
    c.to = Enc(cx.world->default_internal.load());
    c.has_to = true;
  } else {
    c.to = c.from;
  }
  if (argc > 1) {
    from_found = encode_arg(cx, argv[1], c.from, from_name);
    if (from_found < 0) return false;
  }
  if (to_found == 0 || from_found == 0) {
    raisef(cx, encoding_error(cx, "ConverterNotFoundError"), "code converter not found (%s to %s)",
           from_found ? enc_name(c.from) : from_name.c_str(), to_found ? enc_name(c.to) : to_name.c_str());
    return false;
  }
  if (kw.is_undef()) return true;
  Value inv = kwarg(cx, kw, "invalid"), und = kwarg(cx, kw, "undef"), repl = kwarg(cx, kw, "replace");
  Value xml = kwarg(cx, kw, "xml"), uni = kwarg(cx, kw, "universal_newline");
  Value crlf = kwarg(cx, kw, "crlf_newline"), cr = kwarg(cx, kw, "cr_newline"), nl = kwarg(cx, kw, "newline");
  c.fallback = kwarg(cx, kw, "fallback");
  if (has_pending(cx)) return false;
  // A fallback that is no Hash or Proc and has no [] is no fallback (CRuby's).
  if (!c.fallback.is_undef() && !c.fallback.is_nil() && !is_hash(c.fallback) && !is_proc(c.fallback)) {
    int answers = responds(cx, c.fallback, cx.world->sym.aref);
    if (answers < 0) return false;
    if (answers == 0) c.fallback = Value::nil();
  }
  c.opts.replace_invalid = sym_is(cx, inv, "replace");
  c.opts.replace_undef = sym_is(cx, und, "replace");
  if (!repl.is_undef() && !repl.is_nil()) {
    repl = implicit_string(cx, repl);
    if (repl.is_undef()) return false;
    c.opts.has_replacement = true;
    c.opts.replacement = str(repl);
    c.opts.replacement_enc = str_enc(repl);
  }
  using Xml = TranscodeOptions::Xml;
  using Newline = TranscodeOptions::Newline;
  if (!xml.is_undef() && !xml.is_nil()) {
    if (sym_is(cx, xml, "text")) c.opts.xml = Xml::Text;
    else if (sym_is(cx, xml, "attr")) c.opts.xml = Xml::Attr;
    else {
      std::string shown;
      if (!append_inspect(cx, shown, xml)) return false;
      raisef(cx, cx.world->c.ArgumentError, "unexpected value for xml option: %s", shown.c_str());
      return false;
    }
  }
  if (truthy(uni) || sym_is(cx, nl, "universal")) c.opts.newline = Newline::Universal;
  else if (truthy(crlf) || sym_is(cx, nl, "crlf")) c.opts.newline = Newline::Crlf;
  else if (truthy(cr) || sym_is(cx, nl, "cr")) c.opts.newline = Newline::Cr;
  c.decorators = c.opts.xml != Xml::None || c.opts.newline != Newline::Keep;
  return true;
}

// Raises the Ruby error for a failed conversion.
void raise_transcode_error(Context& cx, const TranscodeError& err) {
  const char* cls = err.kind == TranscodeError::Kind::Invalid     ? "InvalidByteSequenceError"
                    : err.kind == TranscodeError::Kind::Undefined ? "UndefinedConversionError"
                                                                  : "ConverterNotFoundError";
  raise(cx, encoding_error(cx, cls), err.message);
}

// Converts self per c into out/out_enc; false after raising. `collect`
// (for a fallback: that is not a Hash) gathers the undefined characters instead of
// failing on them.
bool run_encode(Context& cx, Value self, EncodeCall& c, std::string& out, Enc& out_enc,
                std::vector<Value>* collect = nullptr) {
  const std::string& s = str(self);
  out_enc = c.to;
  if (!c.decorators) {
    if (c.from == c.to) {
      if (c.opts.replace_invalid && !enc_valid(c.from, s)) {
        std::string repl = c.opts.replacement;
        if (!c.opts.has_replacement) {
          if (enc_unicode(c.from)) unicode_put(repl, c.from, 0xFFFD);
          else repl = "?";
        }
        out = scrubbed(c.from, s, repl);
      } else {
        out = s;
      }
      return true;
    }
    if (enc_ascii_compatible(c.from) && enc_ascii_compatible(c.to) && utf8::is_ascii(s) &&
        enc_def(c.to).kind != EncKind::Dummy) {
      out = s;
      return true;
    }
  }
  bool failed_fallback = false;
  if (collect) {
    c.opts.fallback = [&](std::string_view ch, Enc enc, std::string& text, Enc& text_enc) {
      collect->push_back(str_make(cx, ch, enc));
      text.clear();
      text_enc = Enc::UTF_8;
      return true;
    };
  } else if (!c.fallback.is_undef() && !c.fallback.is_nil()) {
    // A Hash is looked up, a Proc called, anything else (a Method too)
    // asked with [], once for each undefined character met, as CRuby does.
    c.opts.fallback = [&](std::string_view ch, Enc enc, std::string& text, Enc& text_enc) {
      bool found = true;
      Value key = str_make(cx, ch, enc);
      Value v = is_hash(c.fallback) ? hash_lookup(cx, as_hash(c.fallback), key, found)
                : is_proc(c.fallback) ? call_proc(cx, c.fallback, 1, &key)
                                      : call_public(cx, c.fallback, cx.world->sym.aref, 1, &key);
      if (has_pending(cx)) {
        failed_fallback = true;
        return false;
      }
      if (!found || v.is_nil()) return false;
      if (!is_string(v)) {
        std::string cls = class_path(cx, real_class(cx, v));
        raisef(cx, cx.world->c.TypeError, "no implicit conversion of %s into String", cls.c_str());
        failed_fallback = true;
        return false;
      }
      text = str(v);
      text_enc = str_enc(v);
      return true;
    };
  }
  TranscodeError err;
  if (transcode(s, c.from, c.to, c.opts, out, err)) return true;
  if (!failed_fallback) raise_transcode_error(cx, err);
  return false;
}

NATIVE(str_encode) {
  EncodeCall c;
  if (!encode_call(cx, self, argc, argv, c)) return Value::undef();
  std::string out;
  Enc out_enc;
  if (!run_encode(cx, self, c, out, out_enc)) return Value::undef();
  return str_make(cx, std::move(out), out_enc);
}

NATIVE(str_encode_bang) {
  if (!check_frozen(cx, self)) return Value::undef();
  EncodeCall c;
  if (!encode_call(cx, self, argc, argv, c)) return Value::undef();
  std::string out;
  Enc out_enc;
  if (!run_encode(cx, self, c, out, out_enc)) return Value::undef();
  if (out != str(self)) str_mut(self) = std::move(out);
  str_set_enc(self, out_enc);
  return self;
}

} // namespace

void init_string_encoding(World& w) {
  Class* c = w.c.String;
  define_method(w, c, "encoding", str_encoding, 0, 0);
  define_method(w, c, "force_encoding", str_force_encoding, 1, 1);
  define_method(w, c, "valid_encoding?", str_valid_encoding_p, 0, 0);
  define_method(w, c, "ascii_only?", str_ascii_only_p, 0, 0);
  define_method(w, c, "b", str_b, 0, 0);
  define_method(w, c, "scrub", str_scrub, 0, 1);
  define_method(w, c, "scrub!", str_scrub_bang, 0, 1);
  define_method(w, c, "__scrub_pieces", str_scrub_pieces, 0, 0);
  define_method(w, c, "encode", str_encode, 0, -1);
  define_method(w, c, "encode!", str_encode_bang, 0, -1);
}

} // namespace garnet::core
