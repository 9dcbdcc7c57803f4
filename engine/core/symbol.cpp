// symbol.cpp — Symbol: names (to_s, name, id2name), inspect (:foo, :"foo bar"),
// comparison, length, case conversions and succ, and the String-like
// queries ([], start_with?, end_with?, empty?, encoding) answered on the name.
// Symbols are immediates (Value::symbol(id)); to_proc is the interpreter's.
#include <algorithm>
#include <vector>

#include "core/string_internal.h"

namespace garnet::core {

using namespace garnet::vm;

namespace {

const std::string& name_of(Context& cx, Value sym) { return sym_name(cx, sym.as_symbol()); }

// A new String of the name, in the symbol's encoding (US-ASCII for an
// ASCII-only name, as Ruby).
Value name_string(Context& cx, Value sym) {
  const std::string& n = name_of(cx, sym);
  return str_make(cx, std::string_view(n), utf8::is_ascii(n) ? Enc::US_ASCII : utf8::is_valid(n) ? Enc::UTF_8 : Enc::BINARY);
}

NATIVE(sym_to_s) { return name_string(cx, self); }

// The same frozen String on every call, shared by every isolate; in the
// symbol's encoding (US-ASCII for an ASCII-only name, as Ruby).
NATIVE(sym_name_m) {
  Sym s = self.as_symbol();
  auto known = cx.iso->symbol_names.find(s);
  if (known != cx.iso->symbol_names.end()) return known->second;
  const std::string& n = name_of(cx, self);
  uint8_t enc = utf8::is_ascii(n) ? String::kUsAscii : utf8::is_valid(n) ? String::kUtf8 : String::kBinary;
  Value name = cx.world->symbol_name_string(s, enc);
  cx.iso->symbol_names.emplace(s, name);
  return name;
}

NATIVE(sym_to_sym) { return self; }

NATIVE(sym_inspect) { return new_string(cx, symbol_inspect(name_of(cx, self))); }

NATIVE(sym_length) {
  const std::string& n = name_of(cx, self);
  return Value::fixnum(int64_t(utf8::count_chars(n, false)));
}

NATIVE(sym_empty_p) { return Value::boolean(name_of(cx, self).empty()); }

NATIVE(sym_eq) { return Value::boolean(self == argv[0]); }

NATIVE(sym_cmp) {
  if (!argv[0].is_symbol()) return Value::nil();
  int c = name_of(cx, self).compare(name_of(cx, argv[0]));
  return Value::fixnum(c < 0 ? -1 : (c > 0 ? 1 : 0));
}

// Forwards to the String method of the same name on the symbol's name.
Value forward(Context& cx, Value self, const char* method, int argc, Value* argv) {
  std::vector<Value> args(argv, argv + argc);
  Value s = name_string(cx, self);
  return call(cx, s, intern(cx, method), argc, args.data());
}

// Same, converting a String result back to a Symbol.
Value forward_sym(Context& cx, Value self, const char* method, int argc, Value* argv) {
  Value r = forward(cx, self, method, argc, argv);
  if (r.is_undef() || !is_string(r)) return r;
  return Value::symbol(intern(cx, str(r)));
}

NATIVE(sym_upcase) { return forward_sym(cx, self, "upcase", argc, argv); }
NATIVE(sym_downcase) { return forward_sym(cx, self, "downcase", argc, argv); }
NATIVE(sym_capitalize) { return forward_sym(cx, self, "capitalize", argc, argv); }
NATIVE(sym_swapcase) { return forward_sym(cx, self, "swapcase", argc, argv); }

NATIVE(sym_succ) {
  const std::string& n = name_of(cx, self);
  return Value::symbol(intern(cx, str_succ(n, false)));
}

NATIVE(sym_aref) { return forward(cx, self, "[]", argc, argv); }
NATIVE(sym_start_with_p) { return forward(cx, self, "start_with?", argc, argv); }
NATIVE(sym_end_with_p) { return forward(cx, self, "end_with?", argc, argv); }
// US-ASCII for an ASCII-only name (as Ruby), else the name's encoding.
NATIVE(sym_encoding) {
  const std::string& n = name_of(cx, self);
  if (std::all_of(n.begin(), n.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
    Value enc = const_get(cx, cx.world->c.Object, cx.world->intern("Encoding"));
    if (enc.is_undef()) return enc;
    return const_get(cx, enc.as<Class>(), cx.world->intern("US_ASCII"));
  }
  return forward(cx, self, "encoding", 0, argv);
}

NATIVE(sym_casecmp) {
  if (!argv[0].is_symbol()) return Value::nil();
  Value other = name_string(cx, argv[0]);
  return forward(cx, self, "casecmp", 1, &other);
}

NATIVE(sym_casecmp_p) {
  if (!argv[0].is_symbol()) return Value::nil();
  Value other = name_string(cx, argv[0]);
  return forward(cx, self, "casecmp?", 1, &other);
}

// Symbol.all_symbols: every name interned so far, shared by every isolate
// (the empty name, symbol 0, means none and is left out).
NATIVE(sym_s_all_symbols) {
  uint32_t count = cx.world->symbols.count();
  std::vector<Value> all;
  all.reserve(count);
  for (uint32_t s = 1; s < count; s++) all.push_back(Value::symbol(Sym(s)));
  return new_array(cx, std::move(all));
}

} // namespace

void init_symbol(World& w) {
  Class* c = w.c.Symbol;
  if (w.c.Comparable &&
      std::find(c->ancestors.begin(), c->ancestors.end(), w.c.Comparable) == c->ancestors.end())
    include_module(w, c, w.c.Comparable);
  define_singleton_method(w, c, "all_symbols", sym_s_all_symbols, 0, 0);
  define_method(w, c, "to_s", sym_to_s, 0, 0);
  define_method(w, c, "id2name", sym_to_s, 0, 0);
  define_method(w, c, "name", sym_name_m, 0, 0);
  define_method(w, c, "to_sym", sym_to_sym, 0, 0);
  define_method(w, c, "inspect", sym_inspect, 0, 0);
  define_method(w, c, "length", sym_length, 0, 0);
  define_method(w, c, "size", sym_length, 0, 0);
  define_method(w, c, "empty?", sym_empty_p, 0, 0);
  mark_leaves(w, c, {"to_sym", "empty?"});
  define_method(w, c, "==", sym_eq, 1, 1);
  define_method(w, c, "===", sym_eq, 1, 1);
  define_method(w, c, "<=>", sym_cmp, 1, 1);
  define_method(w, c, "upcase", sym_upcase, 0, -1);
  define_method(w, c, "downcase", sym_downcase, 0, -1);
  define_method(w, c, "capitalize", sym_capitalize, 0, -1);
  define_method(w, c, "swapcase", sym_swapcase, 0, -1);
  define_method(w, c, "succ", sym_succ, 0, 0);
  define_method(w, c, "next", sym_succ, 0, 0);
  define_method(w, c, "[]", sym_aref, 1, 2);
  define_method(w, c, "slice", sym_aref, 1, 2);
  define_method(w, c, "start_with?", sym_start_with_p, 0, -1);
  define_method(w, c, "end_with?", sym_end_with_p, 0, -1);
  define_method(w, c, "encoding", sym_encoding, 0, 0);
  define_method(w, c, "casecmp", sym_casecmp, 1, 1);
  define_method(w, c, "casecmp?", sym_casecmp_p, 1, 1);
}

} // namespace garnet::core
