// encoding.cpp — the Encoding class: one frozen static object per entry of
// the encoding table (core/encoding.h) with its constants (UTF_8, BINARY,
// ISO_8859_1, CP1252, ...), name/names/inspect/ascii_compatible?/dummy?,
// Encoding.find/list/name_list/aliases/compatible?, default_external and
// default_internal, and the error classes. Encoding::Converter is Ruby in
// the prelude (80_encoding.rb) over String#encode.
#include <cctype>

#include "core/string_internal.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

void encoding_mark(void*, void (*)(void*, Value), void*) {}
void encoding_free(void*) {}
const DataType kEncodingType = {"Encoding", encoding_mark, encoding_free};

} // namespace

bool encoding_of(Value v, Enc& out) {
  if (!is_type(v, Type::Data)) return false;
  Data* d = v.as<Data>();
  if (d->data_type != &kEncodingType) return false;
  out = Enc(static_cast<const EncodingDef*>(d->ptr) - &enc_def(Enc(0)));
  return true;
}

Value encoding_value(Context& cx, Enc e) {
  const std::vector<Value>& all = cx.world->encodings;
  return size_t(e) < all.size() ? all[size_t(e)] : Value::nil();
}

bool encoding_arg(Context& cx, Value arg, Enc& out) {
  if (encoding_of(arg, out)) return true;
  Value name = implicit_string(cx, arg);
  if (name.is_undef()) return false;
  if (enc_find(str(name), out)) {
    if (out == Enc::UTF_8 && (str(name) == "external" || str(name) == "filesystem"))
      out = Enc(cx.world->default_external.load());
    return true;
  }
  raisef(cx, cx.world->c.ArgumentError, "unknown encoding name - %s", str(name).c_str());
  return false;
}

Class* encoding_error(Context& cx, const char* name) {
  Class* k = cx.world->c.Encoding;
  if (k) {
    Value* v = k->find_constant(intern(cx, name));
    if (v && is_class_or_module(*v)) return v->as<Class>();
  }
  return cx.world->c.EncodingError;
}

namespace {

Enc self_enc(Value self) {
  Enc e = Enc::UTF_8;
  encoding_of(self, e);
  return e;
}

NATIVE(enc_name) { return str_make(cx, std::string_view(enc_name(self_enc(self))), Enc::US_ASCII); }

NATIVE(enc_inspect) {
  Enc e = self_enc(self);
  std::string s = "#<Encoding:";
  s += enc_display_name(e);
  if (enc_def(e).kind == EncKind::Dummy) s += " (dummy)";
  s += ">";
  return str_make(cx, std::move(s), Enc::US_ASCII);
}

// The special names ("locale", "external", "filesystem") and what they mean now.
struct SpecialName {
  const char* name;
  Enc enc;
};
std::vector<SpecialName> special_names(Context& cx) {
  Enc ext = Enc(cx.world->default_external.load());
  return {{"locale", Enc::UTF_8}, {"external", ext}, {"filesystem", ext}};
}

NATIVE(enc_names) {
  Enc e = self_enc(self);
  const EncodingDef& d = enc_def(e);
  std::vector<Value> names{str_make(cx, std::string_view(d.name), Enc::US_ASCII)};
  for (const char* const* a = d.aliases; *a; a++) names.push_back(str_make(cx, std::string_view(*a), Enc::US_ASCII));
  for (const SpecialName& s : special_names(cx))
    if (s.enc == e) names.push_back(str_make(cx, std::string_view(s.name), Enc::US_ASCII));
  return new_array(cx, std::move(names));
}

NATIVE(enc_ascii_compatible_p) { return Value::boolean(enc_ascii_compatible(self_enc(self))); }
NATIVE(enc_dummy_p) { return Value::boolean(enc_def(self_enc(self)).kind == EncKind::Dummy); }

NATIVE(enc_s_default_external) { return encoding_value(cx, Enc(cx.world->default_external.load())); }

NATIVE(enc_s_default_internal) {
  int i = cx.world->default_internal.load();
  return i < 0 ? Value::nil() : encoding_value(cx, Enc(i));
}

NATIVE(enc_s_set_default_external) {
  if (argv[0].is_nil()) return raise(cx, cx.world->c.ArgumentError, "default external can not be nil");
  Enc e;
  if (!encoding_arg(cx, argv[0], e)) return Value::undef();
  cx.world->default_external.store(int(e));
  return argv[0];
}

NATIVE(enc_s_set_default_internal) {
  Enc e;
  if (argv[0].is_nil()) cx.world->default_internal.store(-1);
  else if (!encoding_arg(cx, argv[0], e)) return Value::undef();
  else cx.world->default_internal.store(int(e));
  return argv[0];
}

NATIVE(enc_s_find) {
  Enc e;
  if (!encoding_arg(cx, argv[0], e)) return Value::undef();
  return encoding_value(cx, e);
}

// Encoding.list order: BINARY, UTF-8, then the table's.
std::vector<Enc> list_order() {
  std::vector<Enc> order{Enc::BINARY, Enc::UTF_8};
  for (int i = 0; i < kEncodingCount; i++)
    if (Enc(i) != Enc::BINARY && Enc(i) != Enc::UTF_8) order.push_back(Enc(i));
  return order;
}

NATIVE(enc_s_list) {
  std::vector<Value> items;
  for (Enc e : list_order()) items.push_back(encoding_value(cx, e));
  return new_array(cx, std::move(items));
}

NATIVE(enc_s_name_list) {
  std::vector<Value> items;
  for (Enc e : list_order()) {
    const EncodingDef& d = enc_def(e);
    items.push_back(str_make(cx, std::string_view(d.name), Enc::US_ASCII));
    for (const char* const* a = d.aliases; *a; a++) items.push_back(str_make(cx, std::string_view(*a), Enc::US_ASCII));
  }
  for (const SpecialName& s : special_names(cx)) items.push_back(str_make(cx, std::string_view(s.name), Enc::US_ASCII));
  return new_array(cx, std::move(items));
}

NATIVE(enc_s_aliases) {
  Value h = new_hash(cx);
  auto add = [&](const char* alias, Enc e) {
    return hash_store(cx, as_hash(h), str_make(cx, std::string_view(alias), Enc::US_ASCII),
                      str_make(cx, std::string_view(enc_name(e)), Enc::US_ASCII));
  };
  for (Enc e : list_order())
    for (const char* const* a = enc_def(e).aliases; *a; a++)
      if (!add(*a, e)) return Value::undef();
  for (const SpecialName& s : special_names(cx))
    if (!add(s.name, s.enc)) return Value::undef();
  return h;
}

// Encoding.compatible?(a, b) for Strings and Encodings: the encoding of a
// concatenation, or nil.
NATIVE(enc_s_compatible_p) {
  Value a = argv[0], b = argv[1];
  Enc ea, eb, out;
  if (is_string(a) && is_string(b)) return str_compatible_enc(a, b, out) ? encoding_value(cx, out) : Value::nil();
  bool sa = is_string(a), sb = is_string(b);
  if (sa) ea = str_enc(a);
  else if (!encoding_of(a, ea)) return Value::nil();
  if (sb) eb = str_enc(b);
  else if (!encoding_of(b, eb)) return Value::nil();
  if (ea == eb) return encoding_value(cx, ea);
  if (sb && str(b).empty()) return encoding_value(cx, ea);
  if (!enc_ascii_compatible(ea) || !enc_ascii_compatible(eb)) return Value::nil();
  if (!sb && eb == Enc::US_ASCII) return encoding_value(cx, ea);
  if (!sa && ea == Enc::US_ASCII) return encoding_value(cx, eb);
  if (sb && str_ascii_only(b)) return encoding_value(cx, ea);
  if (sa && str_ascii_only(a)) return encoding_value(cx, eb);
  return Value::nil();
}

NATIVE(enc_s_locale_charmap) { return str_make(cx, std::string_view("UTF-8"), Enc::US_ASCII); }

// The constant names of an encoding name: "-" and "." become "_", a
// lower-case start is capitalised, and the all-capitals form is added.
std::vector<std::string> constant_names(const char* name) {
  std::string c = name;
  if (c.empty() || std::isdigit(static_cast<unsigned char>(c[0]))) return {};
  for (char& ch : c)
    if (ch == '-' || ch == '.') ch = '_';
  c[0] = char(std::toupper(static_cast<unsigned char>(c[0])));
  std::string upper = c;
  for (char& ch : upper) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  if (upper == c) return {c};
  return {c, upper};
}

Value make_encoding(World& w, Class* klass, Enc e) {
  Data* d = w.make_static<Data>(klass, Type::Data);
  d->data_type = &kEncodingType;
  d->ptr = const_cast<EncodingDef*>(&enc_def(e));
  d->flags |= FL_FROZEN;
  return Value::object(d);
}

} // namespace

void init_encoding(World& w) {
  Class* enc = w.c.Encoding;
  if (!enc) {
    enc = define_class(w, "Encoding", w.c.Object);
    w.c.Encoding = enc;
  }
  for (const char* err : {"CompatibilityError", "UndefinedConversionError", "InvalidByteSequenceError",
                          "ConverterNotFoundError"})
    if (!enc->find_constant(w.intern(err)))
      define_class(w, err, w.c.EncodingError ? w.c.EncodingError : w.c.StandardError, enc);
  w.find_encoding = [](std::string_view name, uint8_t& out) {
    Enc e;
    if (!enc_find(name, e)) return false;
    out = uint8_t(e);
    return true;
  };
  if (w.encodings.empty()) {
    for (int i = 0; i < kEncodingCount; i++) {
      Value v = make_encoding(w, enc, Enc(i));
      w.encodings.push_back(v);
      const EncodingDef& d = enc_def(Enc(i));
      for (const std::string& c : constant_names(d.name)) const_set(w, enc, w.intern(c), v);
      for (const char* const* a = d.aliases; *a; a++)
        for (const std::string& c : constant_names(*a)) const_set(w, enc, w.intern(c), v);
    }
  }
  define_method(w, enc, "name", enc_name, 0, 0);
  define_method(w, enc, "to_s", enc_name, 0, 0);
  define_method(w, enc, "inspect", enc_inspect, 0, 0);
  define_method(w, enc, "names", enc_names, 0, 0);
  define_method(w, enc, "ascii_compatible?", enc_ascii_compatible_p, 0, 0);
  define_method(w, enc, "dummy?", enc_dummy_p, 0, 0);
  define_singleton_method(w, enc, "default_external", enc_s_default_external, 0, 0);
  define_singleton_method(w, enc, "default_internal", enc_s_default_internal, 0, 0);
  define_singleton_method(w, enc, "default_external=", enc_s_set_default_external, 1, 1);
  define_singleton_method(w, enc, "default_internal=", enc_s_set_default_internal, 1, 1);
  define_singleton_method(w, enc, "find", enc_s_find, 1, 1);
  define_singleton_method(w, enc, "list", enc_s_list, 0, 0);
  define_singleton_method(w, enc, "name_list", enc_s_name_list, 0, 0);
  define_singleton_method(w, enc, "aliases", enc_s_aliases, 0, 0);
  define_singleton_method(w, enc, "compatible?", enc_s_compatible_p, 2, 2);
  define_singleton_method(w, enc, "locale_charmap", enc_s_locale_charmap, 0, 0);
}

} // namespace garnet::core
