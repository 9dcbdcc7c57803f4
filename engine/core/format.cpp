// format.cpp — Kernel#format/sprintf/printf and String#%: the VM side of
// num::format. VmFormatSource converts each Ruby argument as the directive
// asks (Integer()/Float()/to_s/inspect semantics) and looks up %<name>s /
// %{name} in the single Hash argument.
#include "core/core.h"
#include "core/numeric_ops.h"
#include "num/sprintf.h"

namespace garnet::core {

using namespace garnet::vm;
using num::FormatArg;
using num::FormatWant;

namespace {

class VmFormatSource : public num::FormatSource {
 public:
  VmFormatSource(Context& cx, std::vector<Value> args) : cx_(cx), args_(std::move(args)) {
    if (args_.size() == 1 && is_hash(args_[0])) hash_ = args_[0];
  }

  size_t count() const override { return args_.size(); }

  bool positional(size_t index, FormatWant want, FormatArg& out, std::string& error) override {
    return convert(args_[index], want, out, error);
  }

  bool named(std::string_view name, FormatWant want, FormatArg& out, std::string& error) override {
    if (hash_.is_undef()) {
      error = "one hash required";
      return false;
    }
    std::string_view key = name;
    if (key.size() >= 2) key = key.substr(1, key.size() - 2);
    Value sym = symbol_value(cx_, key);
    bool found = false;
    Value v = hash_lookup(cx_, as_hash(hash_), sym, found);
    if (has_pending(cx_)) return failed(error);
    if (!found) {
      v = hash_get(cx_, hash_, sym);
      if (v.is_undef()) return failed(error);
      if (v.is_nil()) {
        missing_key_ = sym;
        error = "key" + std::string(name) + " not found";
        return false;
      }
    }
    return convert(v, want, out, error);
  }

  // After a named reference the Hash has no key for: that key, else undef.
  Value missing_key() const { return missing_key_; }
  Value hash() const { return hash_; }

 private:
  bool failed(std::string& error) {
    error = "(raised)";
    return false;
  }

  bool set_integer(Value v, FormatArg& out) {
    if (v.is_fixnum()) {
      out.kind = FormatArg::Kind::Int;
      out.i = v.as_fixnum();
    } else {
      out.kind = FormatArg::Kind::Big;
      out.big = v.as<Bignum>()->big;
    }
    return true;
  }

  bool convert(Value v, FormatWant want, FormatArg& out, std::string& error) {
    World& w = *cx_.world;
    switch (want) {
      case FormatWant::Integer: {
        if (!is_integer(v)) {
          v = call(cx_, cx_.iso->main_object, w.intern("Integer"), 1, &v);
          if (v.is_undef()) return failed(error);
          if (!is_integer(v)) return failed(error);
        }
        return set_integer(v, out);
      }
      case FormatWant::Float: {
        if (is_integer(v)) return set_integer(v, out);
        if (!is_float(v)) {
          v = call(cx_, cx_.iso->main_object, w.intern("Float"), 1, &v);
          if (v.is_undef()) return failed(error);
          if (!is_float(v)) return failed(error);
        }
        out.kind = FormatArg::Kind::Float;
        out.f = float_value(v);
        return true;
      }
      case FormatWant::String:
      case FormatWant::Inspect: {
        out.kind = FormatArg::Kind::Str;
        out.s.clear();
        bool ok = want == FormatWant::String ? append_to_s(cx_, out.s, v) : append_inspect(cx_, out.s, v);
        if (!ok) return failed(error);
        return true;
      }
      case FormatWant::Char: {
        if (is_string(v)) {
          out.kind = FormatArg::Kind::Str;
          out.s = str(v);
          return true;
        }
        if (!is_integer(v)) {
          if (respond_to(cx_, v, w.sym.to_str, true)) {
            Value s = implicit_string(cx_, v);
            if (s.is_undef()) return failed(error);
            out.kind = FormatArg::Kind::Str;
            out.s = str(s);
            return true;
          }
          int64_t i;
          if (is_float(v)) {
            Value iv = float_to_integer(cx_, float_value(v));
            if (iv.is_undef()) return failed(error);
            v = iv;
          } else {
            if (!to_int64(cx_, v, i)) return failed(error);
            v = new_integer(cx_, i);
          }
        }
        if (!v.is_fixnum()) {
          raise(cx_, w.c.RangeError, "bignum out of char range");
          return failed(error);
        }
        out.kind = FormatArg::Kind::Int;
        out.i = v.as_fixnum();
        return true;
      }
    }
    return failed(error);
  }

  Context& cx_;
  std::vector<Value> args_;
  Value hash_ = Value::undef();
  Value missing_key_ = Value::undef();
};

// Formats fmt with args; undef after raising.
Value format_values(Context& cx, Value fmt, std::vector<Value> args) {
  Value f = implicit_string(cx, fmt);
  if (f.is_undef()) return f;
  std::string fmt_text = str(f); // copy: conversions may run Ruby code
  uint8_t encoding = as_string(f)->encoding; // the result keeps the format's encoding
  VmFormatSource src(cx, std::move(args));
  std::string out, error;
  if (!num::format(fmt_text, src, out, error)) {
    if (has_pending(cx)) return Value::undef();
    if (src.missing_key().is_undef()) return raise(cx, cx.world->c.ArgumentError, error);
    raise(cx, cx.world->c.KeyError, error); // with the Hash and the key, as Hash#fetch's
    ivar_set(cx, cx.pending, intern(cx, "@receiver"), src.hash());
    ivar_set(cx, cx.pending, intern(cx, "@key"), src.missing_key());
    return Value::undef();
  }
  Value v = new_string(cx, std::move(out));
  v.as<String>()->encoding = encoding;
  return v;
}

NATIVE(k_format) {
  if (argc < 1) return raise_arity(cx, argc, 1, -1);
  return format_values(cx, argv[0], std::vector<Value>(argv + 1, argv + argc));
}

NATIVE(k_printf) {
  if (argc == 0) return Value::nil();
  World& w = *cx.world;
  Value out = Value::undef();
  int first = 0;
  if (!is_string(argv[0])) {
    out = argv[0];
    first = 1;
    if (argc < 2) return raise_arity(cx, argc, 2, -1);
  }
  Value text = format_values(cx, argv[first], std::vector<Value>(argv + first + 1, argv + argc));
  if (text.is_undef()) return text;
  if (out.is_undef()) {
    auto it = cx.iso->globals.find(w.sym.dollar_stdout);
    if (it == cx.iso->globals.end()) {
      cx.iso->write_out(1, str(text));
      return Value::nil();
    }
    out = it->second;
  }
  Value r = call(cx, out, w.sym.write, 1, &text);
  if (r.is_undef()) return r;
  return Value::nil();
}

// IO#printf: self.write(format(fmt, *args)).
NATIVE(io_printf) {
  Value text = format_values(cx, argv[0], std::vector<Value>(argv + 1, argv + argc));
  if (text.is_undef()) return text;
  Value r = call(cx, self, cx.world->sym.write, 1, &text);
  if (r.is_undef()) return r;
  return Value::nil();
}

NATIVE(str_format) {
  Value arg = argv[0];
  std::vector<Value> args;
  if (is_array(arg)) {
    args = as_array(arg)->items.to_vector();
  } else {
    Value a = check_array(cx, arg);
    if (a.is_undef()) return a;
    if (!a.is_nil()) args = as_array(a)->items.to_vector();
    else args.push_back(arg);
  }
  return format_values(cx, self, std::move(args));
}

} // namespace

void init_format(World& w) {
  define_module_function(w, w.c.Kernel, "format", k_format, 1, -1);
  define_module_function(w, w.c.Kernel, "sprintf", k_format, 1, -1);
  define_module_function(w, w.c.Kernel, "printf", k_printf, 0, -1);
  define_method(w, w.c.String, "%", str_format, 1, 1);
  if (w.c.IO) define_method(w, w.c.IO, "printf", io_printf, 1, -1);
}

} // namespace garnet::core
