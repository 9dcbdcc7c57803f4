// marshal_load.cpp — Marshal.load's reader: the bytes of Marshal format
// 4.8 (as CRuby writes them) back to Ruby values, from a String or from an
// IO-like object read as it goes (so one IO can hold several dumps). Every
// object read gets an index for the links that refer to it again; every
// symbol one for the symbol links. Malformed input raises ArgumentError or
// TypeError; nesting is bounded by kStackBudget. The hooks it calls (_load,
// marshal_load, the proc, a key's hash) are ordinary method calls.
#include <algorithm>

#include "core/marshal.h"
#include "core/string_internal.h"
#include "num/float_text.h"
#include "vm/interp.h"

namespace garnet::core::marshal {

using namespace vm;

namespace {

class Reader {
 public:
  Reader(Context& cx, Value source, Value io, Value proc, bool freeze)
      : cx_(cx), w_(*cx.world), io_(io), proc_(proc), freeze_(freeze) {
    if (io.is_nil()) data_ = str(source);
  }

  bool header() {
    int major, minor;
    if (!byte(major) || !byte(minor)) return false;
    if (major != kMajor || minor > kMinor) {
      raisef(cx_, w_.c.TypeError,
             "incompatible marshal file format (can't be read)\n\tformat version %d.%d required; %d.%d given",
             kMajor, kMinor, major, minor);
      return false;
    }
    return true;
  }

  // A value, after the proc and freezing (CRuby's r_object).
  Value read() {
    Value v = read_inner(nullptr);
    return v.is_undef() ? v : leave(v);
  }

 private:
  Context& cx_;
  World& w_;
  Value io_;             // nil: reading data_
  std::string data_;
  size_t pos_ = 0;
  Value proc_;
  bool freeze_;
  std::vector<Value> objects_;
  std::vector<Sym> symbols_;
  StackBudget stack_;
  bool identity_hash_ = false; // the next Hash compares by identity ('C' Hash)

  bool fail(Class* klass, const std::string& message) {
    raise(cx_, klass, message);
    return false;
  }
  Value format_error(const char* what = nullptr) {
    return raise(cx_, w_.c.ArgumentError, what ? std::string("dump format error ") + what : "dump format error");
  }
  Value too_short() { return raise(cx_, w_.c.ArgumentError, "marshal data too short"); }

  // ---- input ----

  bool take(size_t n, std::string& out) {
    if (io_.is_nil()) {
      if (data_.size() - pos_ < n) return too_short(), false;
      out.assign(data_, pos_, n);
      pos_ += n;
      return true;
    }
    if (n == 0) return out.clear(), true;
    Value arg = new_integer(cx_, int64_t(n));
    Value chunk = call(cx_, io_, intern(cx_, "read"), 1, &arg);
    if (chunk.is_undef()) return false;
    if (!is_string(chunk) || str(chunk).size() < n) return too_short(), false;
    out.assign(str(chunk), 0, n);
    return true;
  }

  bool byte(int& out) {
    if (io_.is_nil()) {
      if (pos_ >= data_.size()) return too_short(), false;
      out = uint8_t(data_[pos_++]);
      return true;
    }
    // From a port, as CRuby: getbyte (or read(1)); nothing left is EOFError.
    Sym getbyte = intern(cx_, "getbyte");
    Value b;
    if (respond_to(cx_, io_, getbyte)) {
      b = call(cx_, io_, getbyte);
    } else {
      Value one = Value::fixnum(1);
      b = call(cx_, io_, intern(cx_, "read"), 1, &one);
      if (is_string(b)) b = str(b).empty() ? Value::nil() : Value::fixnum(uint8_t(str(b)[0]));
    }
    if (b.is_undef()) return false;
    if (b.is_nil()) return raise(cx_, w_.c.EOFError, "end of file reached"), false;
    if (!b.is_fixnum()) return raise_conversion(cx_, b, "Integer"), false;
    out = int(b.as_fixnum() & 0xff);
    return true;
  }

  bool long_(int64_t& out) {
    int b;
    if (!byte(b)) return false;
    int c = int(int8_t(b));
    if (c == 0) return out = 0, true;
    if (c > 4) return out = c - 5, true;
    if (c < -4) return out = c + 5, true;
    int n = c > 0 ? c : -c;
    uint64_t x = c > 0 ? 0 : ~uint64_t(0);
    for (int i = 0; i < n; i++) {
      if (!byte(b)) return false;
      x &= ~(uint64_t(0xff) << (8 * i));
      x |= uint64_t(b) << (8 * i);
    }
    out = int64_t(x);
    return true;
  }

  // A length: never more than the bytes a String source has left.
  bool count(int64_t& out) {
    if (!long_(out)) return false;
    if (out < 0) return format_error(), false;
    return true;
  }

  bool bytes(std::string& out) {
    int64_t n;
    if (!count(n)) return false;
    if (io_.is_nil() && uint64_t(n) > data_.size() - pos_) return too_short(), false;
    return take(size_t(n), out);
  }

  // Room to reserve for n elements of at least one byte each.
  size_t plausible(int64_t n) const {
    return io_.is_nil() ? std::min(size_t(n), data_.size() - pos_) : std::min(size_t(n), size_t(1024));
  }

  // ---- symbols and names ----

  bool symbol(Sym& out) {
    // A symbol's own ivars hold symbols in turn: this recursion is bounded too.
    if (stack_.exceeded(cx_)) return fail(w_.c.SystemStackError, "stack level too deep");
    int tag;
    if (!byte(tag)) return false;
    bool ivars = tag == kIvars;
    if (ivars && !byte(tag)) return false;
    if (tag == kSymlink && !ivars) {
      int64_t i;
      if (!long_(i)) return false;
      if (i < 0 || uint64_t(i) >= symbols_.size()) return fail(w_.c.ArgumentError, "bad symbol");
      out = symbols_[size_t(i)];
      return true;
    }
    if (tag != kSymbol) {
      raisef(cx_, w_.c.ArgumentError, "dump format error for symbol(0x%x)", tag);
      return false;
    }
    return symbol_body(ivars, out);
  }

  // A symbol's name (and, after 'I', its encoding, which Garnet's symbols
  // do not keep).
  bool symbol_body(bool ivars, Sym& out) {
    std::string name;
    if (!bytes(name)) return false;
    size_t index = symbols_.size();
    symbols_.push_back(intern(cx_, name));
    if (ivars) {
      int64_t n;
      if (!count(n)) return false;
      for (int64_t i = 0; i < n; i++) {
        Sym key;
        if (!symbol(key) || read().is_undef()) return false;
      }
    }
    out = symbols_[index];
    return true;
  }

  // The class or module `path` names ("A::B"); raises ArgumentError
  // "undefined class/module" as CRuby when one part is missing.
  Class* path_to_class(const std::string& path) {
    Class* k = w_.c.Object;
    size_t start = 0;
    while (true) {
      size_t sep = path.find("::", start);
      std::string part = path.substr(start, sep == std::string::npos ? std::string::npos : sep - start);
      size_t shown = sep == std::string::npos ? path.size() : sep + 2;
      Sym name = intern(cx_, part);
      Value* found = nullptr;
      for (Class* a : k->ancestors)
        if ((found = a->find_constant(name))) break;
      if (!found && k == w_.c.Object && w_.autoload_constant && w_.autoload_constant(cx_, k, name, true))
        found = k->find_constant(name);
      if (has_pending(cx_)) return nullptr;
      if (!found || !is_class_or_module(*found) || part.empty()) {
        raise(cx_, w_.c.ArgumentError, "undefined class/module " + path.substr(0, shown));
        return nullptr;
      }
      k = found->as<Class>();
      if (sep == std::string::npos) return k;
      start = sep + 2;
    }
  }

  Class* unique_class() {
    Sym s;
    if (!symbol(s)) return nullptr;
    return path_to_class(w_.name(s));
  }

  // A class (not a module) named by a symbol: 'o', 'S', 'U', 'u', 'C'.
  Class* real_class_named() {
    Class* k = unique_class();
    if (k && k->is_module()) {
      raise(cx_, w_.c.ArgumentError, class_path(cx_, k) + " does not refer to class");
      return nullptr;
    }
    return k;
  }

  // ---- values ----

  Value entry(Value v) {
    objects_.push_back(v);
    return v;
  }

  Value leave(Value v) {
    if (freeze_ && v.is_heap() && !is_class_or_module(v)) v.as_obj()->flags |= FL_FROZEN;
    if (proc_.is_nil()) return v;
    return call(cx_, proc_, intern(cx_, "call"), 1, &v);
  }

  // Instance variables after an 'I' value: a String's encoding (E, or
  // encoding's name), ordinary ones otherwise.
  bool ivars_into(Value obj) {
    int64_t n;
    if (!count(n)) return false;
    for (int64_t i = 0; i < n; i++) {
      Sym key;
      if (!symbol(key)) return false;
      Value value = read();
      if (value.is_undef()) return false;
      const std::string& name = w_.name(key);
      if (is_string(obj) && (name == "E" || name == "encoding")) {
        set_encoding(obj, name, value);
      } else if (obj.is_heap() && !is_class_or_module(obj)) {
        if (!ivar_set(cx_, obj, key, value)) return false;
      }
    }
    return true;
  }

  // UTF-8 for E true, US-ASCII for E false, the named encoding for an
  // `encoding` ivar (binary when Garnet does not know the name).
  static void set_encoding(Value s, const std::string& key, Value value) {
    Enc e = Enc::BINARY;
    if (key == "E") e = value.is_true() ? Enc::UTF_8 : Enc::US_ASCII;
    else if (is_string(value) && !enc_find(str(value), e)) e = Enc::BINARY;
    if (is_string(s)) str_set_enc(s, e);
  }

  // A value before the proc and freezing; `ivars` (after 'I') is cleared
  // by the kinds that read their instance variables themselves.
  Value read_inner(bool* ivars) {
    if (stack_.exceeded(cx_)) return raise(cx_, w_.c.SystemStackError, "stack level too deep");
    return read_tagged(ivars);
  }

  Value read_tagged(bool* ivars) {
    int tag;
    if (!byte(tag)) return Value::undef();
    switch (tag) {
      case kNil: return Value::nil();
      case kTrue: return Value::true_value();
      case kFalse: return Value::false_value();
      case kFixnum: {
        int64_t i;
        if (!long_(i)) return Value::undef();
        return new_integer(cx_, i);
      }
      case kBignum: return read_bignum();
      case kFloat: return read_float();
      case kString: {
        std::string s;
        if (!bytes(s)) return Value::undef();
        return entry(new_binary_string(cx_, s));
      }
      case kSymbol: {
        bool own = ivars && *ivars;
        if (own) *ivars = false;
        Sym s;
        if (!symbol_body(own, s)) return Value::undef();
        return Value::symbol(s);
      }
      case kSymlink: {
        int64_t i;
        if (!long_(i)) return Value::undef();
        if (i < 0 || uint64_t(i) >= symbols_.size()) return raise(cx_, w_.c.ArgumentError, "bad symbol");
        return Value::symbol(symbols_[size_t(i)]);
      }
      case kLink: {
        int64_t i;
        if (!long_(i)) return Value::undef();
        if (i < 0 || uint64_t(i) >= objects_.size()) return format_error("(unlinked)");
        return objects_[size_t(i)];
      }
      case kIvars: {
        bool pending = true;
        Value v = read_inner(&pending);
        if (v.is_undef()) return v;
        if (pending && !ivars_into(v)) return Value::undef();
        return v;
      }
      case kExtended: return read_extended(ivars);
      case kUserClass: return read_user_class(ivars);
      case kArray: return read_array();
      case kHash:
      case kHashDefault: return read_hash(tag == kHashDefault);
      case kRegexp: return read_regexp(ivars);
      case kClass:
      case kModule:
      case kOldModule: return read_class(tag);
      case kObject: return read_object();
      case kStruct: return read_struct();
      case kUserDef: return read_user_def(ivars);
      case kUserMarshal: return read_user_marshal();
      case kData: {
        Class* k = real_class_named();
        if (!k) return Value::undef();
        return raisef(cx_, w_.c.TypeError, "class %s needs to have instance method '_load_data'",
                      class_path(cx_, k).c_str());
      }
      default: return raisef(cx_, w_.c.ArgumentError, "dump format error(0x%x)", tag);
    }
  }

  Value read_bignum() {
    int sign;
    int64_t shorts;
    if (!byte(sign) || !count(shorts)) return Value::undef();
    if (io_.is_nil() && uint64_t(shorts) > (data_.size() - pos_) / 2) return too_short();
    std::string digits;
    if (!take(size_t(shorts) * 2, digits)) return Value::undef();
    std::vector<num::BigInt::Limb> limbs((digits.size() + 3) / 4, 0);
    for (size_t i = 0; i < digits.size(); i++) limbs[i / 4] |= num::BigInt::Limb(uint8_t(digits[i])) << (8 * (i % 4));
    while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
    return entry(new_integer(cx_, num::BigInt::from_magnitude(std::move(limbs), sign == '-')));
  }

  Value read_float() {
    std::string text;
    if (!bytes(text)) return Value::undef();
    double d;
    if (text == "nan") {
      d = 0.0 / 0.0;
    } else if (text == "inf") {
      d = 1.0 / 0.0;
    } else if (text == "-inf") {
      d = -1.0 / 0.0;
    } else {
      d = num::parse_float_lenient(text.substr(0, text.find('\0')));
    }
    return entry(new_float(cx_, d));
  }

  Value read_extended(bool* ivars) {
    Class* m = unique_class();
    if (!m) return Value::undef();
    Value v = read_inner(ivars);
    if (v.is_undef()) return v;
    if (!m->is_module()) return v; // a class here names the object's own: nothing to add
    if (!v.is_heap() || is_class_or_module(v)) return format_error("(extended)");
    return extend_object(cx_, v, m) ? v : Value::undef();
  }

  // 'C': a String, Array, Hash or Regexp of a subclass; 'C' Hash itself
  // marks a Hash that compares by identity.
  Value read_user_class(bool* ivars) {
    Class* k = real_class_named();
    if (!k) return Value::undef();
    identity_hash_ = k == w_.c.Hash;
    Value v = read_inner(ivars);
    identity_hash_ = false;
    if (v.is_undef()) return v;
    std::string source;
    int options;
    bool fits = false;
    if (is_string(v)) fits = is_subclass(k, w_.c.String);
    else if (is_array(v)) fits = is_subclass(k, w_.c.Array);
    else if (is_hash(v)) fits = is_subclass(k, w_.c.Hash);
    else if (regexp_parts(v, source, options)) fits = is_subclass(k, w_.c.Regexp);
    if (!fits) return format_error("(user class)");
    v.as_obj()->klass = k;
    return v;
  }

  static bool is_subclass(Class* k, Class* base) {
    for (Class* a : k->ancestors)
      if (a == base) return true;
    return false;
  }

  Value read_array() {
    int64_t n;
    if (!count(n)) return Value::undef();
    Value v = entry(new_array(cx_));
    as_array(v)->items.reserve(plausible(n));
    for (int64_t i = 0; i < n; i++) {
      Value item = read();
      if (item.is_undef()) return item;
      as_array(v)->items.push_back(item);
    }
    return v;
  }

  Value read_hash(bool with_default) {
    bool identity = identity_hash_;
    identity_hash_ = false;
    int64_t n;
    if (!count(n)) return Value::undef();
    Value v = entry(new_hash(cx_));
    if (identity) v.as_obj()->flags |= FL_IDENTITY;
    for (int64_t i = 0; i < n; i++) {
      Value key = read();
      if (key.is_undef()) return key;
      Value value = read();
      if (value.is_undef()) return value;
      if (!hash_store(cx_, as_hash(v), key, value)) return Value::undef();
    }
    if (with_default) {
      Value d = read();
      if (d.is_undef()) return d;
      as_hash(v)->default_value = d;
    }
    return v;
  }

  // '/': the source and options, then (after 'I') the encoding, read
  // before the Regexp is made.
  Value read_regexp(bool* ivars) {
    std::string source;
    int options;
    if (!bytes(source) || !byte(options)) return Value::undef();
    if (ivars && *ivars) {
      *ivars = false;
      if (!ivars_into(new_binary_string(cx_, ""))) return Value::undef();
    }
    // Garnet's Regexps are UTF-8 (no /n): other bytes cannot make one.
    if (!utf8::is_valid(source)) return raise(cx_, w_.c.RegexpError, "invalid multibyte character");
    Value re = regexp_compile(cx_, w_.c.Regexp, source, options & 7);
    if (re.is_undef()) return re;
    return entry(re);
  }

  Value read_class(int tag) {
    std::string path;
    if (!bytes(path)) return Value::undef();
    Class* k = path_to_class(path);
    if (!k) return Value::undef();
    if (tag == kClass && k->is_module()) return raise(cx_, w_.c.ArgumentError, path + " does not refer to class");
    if (tag == kModule && !k->is_module()) return raise(cx_, w_.c.ArgumentError, path + " does not refer to module");
    return entry(Value::object(k));
  }

  bool ivar_pairs(Value obj, std::vector<std::pair<Sym, Value>>* into) {
    int64_t n;
    if (!count(n)) return false;
    for (int64_t i = 0; i < n; i++) {
      Sym key;
      if (!symbol(key)) return false;
      Value value = read();
      if (value.is_undef()) return false;
      if (into) {
        into->push_back({key, value});
      } else if (!ivar_set(cx_, obj, key, value)) {
        return false;
      }
    }
    return true;
  }

  // A new instance of k to fill in. Classes whose instances only the core
  // makes (procs, numbers, IO...) have no allocator, as in CRuby.
  Value allocate(Class* k) {
    CoreClasses& c = w_.c;
    for (Class* native : {c.Proc, c.Method, c.UnboundMethod, c.Integer, c.Float, c.Symbol, c.NilClass,
                          c.TrueClass, c.FalseClass, c.MatchData, c.Module, c.Binding, c.Encoding, c.IO,
                          c.Regexp, c.Thread, c.Fiber})
      if (native && is_subclass(k, native))
        return raisef(cx_, c.TypeError, "allocator undefined for %s", class_path(cx_, k).c_str());
    return allocate_instance(cx_, k);
  }

  Value read_object() {
    Class* k = real_class_named();
    if (!k) return Value::undef();
    if (is_subclass(k, w_.c.Range)) return read_range(k);
    Value v = allocate(k);
    if (v.is_undef()) return v;
    entry(v);
    if (!ivar_pairs(v, nullptr)) return Value::undef();
    return v;
  }

  // A Range is an object with excl, begin and end.
  Value read_range(Class* k) {
    size_t index = objects_.size();
    entry(Value::nil());
    std::vector<std::pair<Sym, Value>> pairs;
    if (!ivar_pairs(Value::nil(), &pairs)) return Value::undef();
    Value begin = Value::nil(), end = Value::nil(), excl = Value::false_value();
    std::vector<std::pair<Sym, Value>> rest;
    for (auto& [key, value] : pairs) {
      const std::string& name = w_.name(key);
      if (name == "begin") begin = value;
      else if (name == "end") end = value;
      else if (name == "excl") excl = value;
      else rest.push_back({key, value});
    }
    Value r = new_range(cx_, begin, end, excl.truthy());
    if (r.is_undef()) return r;
    r.as_obj()->klass = k;
    objects_[index] = r;
    for (auto& [key, value] : rest)
      if (!ivar_set(cx_, r, key, value)) return Value::undef();
    return r;
  }

  Value read_struct() {
    Class* k = real_class_named();
    if (!k) return Value::undef();
    bool data = is_subclass(k, w_.c.Data);
    if ((!data && !is_subclass(k, w_.c.Struct)) || k == w_.c.Struct || k == w_.c.Data)
      return raisef(cx_, w_.c.TypeError, "class %s not a struct", class_path(cx_, k).c_str());
    int64_t n;
    if (!count(n)) return Value::undef();
    Value members = call(cx_, Value::object(k), intern(cx_, "members"));
    if (members.is_undef()) return members;
    if (!is_array(members)) return raise_conversion(cx_, members, "Array");
    std::vector<Value> names = as_array(members)->items.to_vector();
    if (uint64_t(n) != names.size())
      return raisef(cx_, w_.c.TypeError, "struct %s not compatible (struct size differs)", class_path(cx_, k).c_str());
    Value v = allocate(k);
    if (v.is_undef()) return v;
    entry(v);
    Value values = new_array(cx_);
    for (Value expected : names) {
      Sym key;
      if (!symbol(key)) return Value::undef();
      if (!expected.is_symbol() || expected.as_symbol() != key)
        return raisef(cx_, w_.c.TypeError, "struct %s not compatible (:%s for :%s)", class_path(cx_, k).c_str(),
                      w_.name(key).c_str(), expected.is_symbol() ? w_.name(expected.as_symbol()).c_str() : "");
      Value value = read();
      if (value.is_undef()) return value;
      as_array(values)->items.push_back(value);
    }
    if (!ivar_set(cx_, v, w_.sym.record_values, values)) return Value::undef();
    if (data) v.as_obj()->flags |= FL_FROZEN;
    return v;
  }

  // 'u': _dump's string, with its instance variables when under 'I', given
  // to the class's _load (Time's and Encoding's are Garnet's own).
  Value read_user_def(bool* ivars) {
    Class* k = real_class_named();
    if (!k) return Value::undef();
    std::string bytes_read;
    if (!bytes(bytes_read)) return Value::undef();
    Value data = new_binary_string(cx_, bytes_read);
    if (ivars && *ivars) {
      *ivars = false;
      if (!ivars_into(data)) return Value::undef();
    }
    Value klass = Value::object(k);
    Sym load = intern(cx_, "_load");
    Value v;
    if (respond_to(cx_, klass, load, true)) {
      v = call(cx_, klass, load, 1, &data);
    } else if (is_subclass(k, w_.c.Encoding)) { // Encoding._load, as CRuby's: by name
      v = call(cx_, Value::object(w_.c.Encoding), intern(cx_, "find"), 1, &data);
    } else if (is_subclass(k, w_.c.Time)) {
      TimeIvars t;
      t.nano_num = ivar_get(cx_, data, intern(cx_, "nano_num"));
      t.nano_den = ivar_get(cx_, data, intern(cx_, "nano_den"));
      t.offset = ivar_get(cx_, data, intern(cx_, "offset"));
      t.zone = ivar_get(cx_, data, intern(cx_, "zone"));
      v = time_load(cx_, k, bytes_read, t);
      // The Time's own instance variables came with nano_num and the rest.
      if (!v.is_undef())
        for (Sym name : visible_ivars(cx_, data))
          if (!ivar_set(cx_, v, name, ivar_get(cx_, data, name))) return Value::undef();
    } else {
      return raisef(cx_, w_.c.TypeError, "class %s needs to have method '_load'", class_path(cx_, k).c_str());
    }
    if (v.is_undef()) return v;
    return entry(v);
  }

  // 'U': a new instance, then the value marshal_dump gave, handed to its
  // marshal_load.
  Value read_user_marshal() {
    Class* k = real_class_named();
    if (!k) return Value::undef();
    Value v = allocate(k);
    if (v.is_undef()) return v;
    Sym load = intern(cx_, "marshal_load");
    if (!respond_to(cx_, v, load, true))
      return raisef(cx_, w_.c.TypeError, "instance of %s needs to have method 'marshal_load'",
                    class_path(cx_, k).c_str());
    entry(v);
    Value data = read();
    if (data.is_undef()) return data;
    if (call(cx_, v, load, 1, &data).is_undef()) return Value::undef();
    return v;
  }
};

} // namespace

Value load(Context& cx, Value source, Value proc, bool freeze) {
  World& w = *cx.world;
  Value io = Value::nil();
  if (!is_string(source)) {
    if (respond_to(cx, source, w.sym.to_str)) {
      source = implicit_string(cx, source);
      if (source.is_undef()) return source;
    } else if (respond_to(cx, source, intern(cx, "read"))) {
      io = source;
      if (respond_to(cx, io, intern(cx, "binmode")) && call(cx, io, intern(cx, "binmode")).is_undef())
        return Value::undef();
    } else {
      return raise(cx, w.c.TypeError, "instance of IO needed");
    }
  }
  Reader reader(cx, source, io, proc, freeze);
  if (!reader.header()) return Value::undef();
  return reader.read();
}

} // namespace garnet::core::marshal
