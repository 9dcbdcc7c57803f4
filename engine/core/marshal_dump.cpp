// marshal_dump.cpp — Marshal.dump's writer: a graph of Ruby values to the
// bytes of Marshal format 4.8, byte for byte as 64-bit CRuby 4.0 writes
// them. Objects met again are written as links (so shared and cyclic
// structures keep their shape), symbols met again as symbol links. The
// writer recurses once per level of nesting, bounded by kStackBudget; the
// hooks it calls (marshal_dump, _dump) are ordinary method calls.
#include <cmath>
#include <unordered_map>

#include "core/marshal.h"
#include "core/string_internal.h"
#include "num/float_text.h"

namespace garnet::core::marshal {

using namespace vm;

namespace {

// A fixnum Marshal writes as 'i': CRuby's 31-bit range.
bool fits_marshal_fixnum(int64_t v) { return v >= -(int64_t(1) << 30) && v < (int64_t(1) << 30); }

// Float text as CRuby writes it: the shortest digits that read back, in
// exponent form when the point lies outside them ("1e2", "1.5", "0.001").
std::string float_text(double d) {
  if (d != d) return "nan";
  if (d == 1.0 / 0.0) return "inf";
  if (d == -1.0 / 0.0) return "-inf";
  if (d == 0.0) return std::signbit(d) ? "-0" : "0";
  std::string out;
  if (d < 0) out.push_back('-');
  num::ShortestDecimal sd = num::shortest_decimal(std::fabs(d));
  std::string_view digits(sd.digits, size_t(sd.count));
  int decpt = sd.decpt, n = sd.count;
  if (decpt < -3 || decpt > n) {
    out.push_back(digits[0]);
    if (n > 1) {
      out.push_back('.');
      out.append(digits.substr(1));
    }
    out += "e" + std::to_string(decpt - 1);
  } else if (decpt > 0) {
    out.append(digits.substr(0, size_t(decpt)));
    if (n > decpt) {
      out.push_back('.');
      out.append(digits.substr(size_t(decpt)));
    }
  } else {
    out += "0.";
    out.append(size_t(-decpt), '0');
    out.append(digits);
  }
  return out;
}

// Whether a Regexp's source pins its encoding to UTF-8 (CRuby's fixed
// encoding): non-ASCII characters or a \u escape. Other sources are
// US-ASCII.
bool regexp_fixed_utf8(const std::string& source) {
  if (!utf8::is_ascii(source)) return true;
  for (size_t i = 0; i + 1 < source.size(); i++) {
    if (source[i] != '\\') continue;
    if (source[i + 1] == 'u') return true;
    i++;
  }
  return false;
}

class Writer {
 public:
  explicit Writer(Context& cx)
      : cx_(cx), w_(*cx.world), marshal_dump_(intern(cx, "marshal_dump")), dump_(intern(cx, "_dump")),
        values_(cx.world->sym.record_values) {
    out_.push_back(char(kMajor));
    out_.push_back(char(kMinor));
  }

  bool write(Value v, int limit) {
    if (limit == 0) return fail(w_.c.ArgumentError, "exceed depth limit");
    if (stack_.exceeded(cx_)) return fail(w_.c.SystemStackError, "stack level too deep");
    return write_value(v, limit > 0 ? limit - 1 : limit);
  }

  std::string& bytes() { return out_; }

 private:
  Context& cx_;
  World& w_;
  Sym marshal_dump_, dump_, values_; // the hooks, and a Struct's or Data's storage
  std::string out_;
  std::unordered_map<uint64_t, int64_t> objects_; // a written object's bits -> its index
  int64_t object_count_ = 0;
  std::unordered_map<Sym, int64_t> symbols_;
  StackBudget stack_;

  bool fail(Class* klass, const std::string& message) {
    raise(cx_, klass, message);
    return false;
  }

  void byte(char c) { out_.push_back(c); }

  void long_(int64_t x) {
    if (x == 0) return byte(0);
    if (x > 0 && x < 123) return byte(char(x + 5));
    if (x < 0 && x > -124) return byte(char(x - 5));
    char buf[9];
    int n = 0;
    while (n < 8) {
      buf[++n] = char(x & 0xff);
      x >>= 8;
      if (x == 0 || x == -1) break;
    }
    buf[0] = char(x < 0 ? -n : n);
    out_.append(buf, size_t(n) + 1);
  }

  void bytes_(std::string_view s) {
    long_(int64_t(s.size()));
    out_.append(s);
  }

  void remember(Value v) { objects_[v.bits()] = object_count_++; }

  void symbol(Sym s) {
    auto it = symbols_.find(s);
    if (it != symbols_.end()) {
      byte(kSymlink);
      long_(it->second);
      return;
    }
    int64_t index = int64_t(symbols_.size());
    symbols_[s] = index;
    const std::string& name = w_.name(s);
    bool encoded = !utf8::is_ascii(name);
    if (encoded) byte(kIvars);
    byte(kSymbol);
    bytes_(name);
    if (encoded) {
      long_(1);
      encoding_ivar(Enc::UTF_8);
    }
  }

  // The encoding of a value: E true (UTF-8), E false (US-ASCII), or the
  // `encoding` ivar with the encoding's name (never BINARY: that has none).
  void encoding_ivar(Enc e) {
    if (e != Enc::UTF_8 && e != Enc::US_ASCII) {
      symbol(intern(cx_, "encoding"));
      object_count_++; // the name is a String of its own
      byte(kString);
      bytes_(enc_name(e));
      return;
    }
    symbol(intern(cx_, "E"));
    byte(e == Enc::US_ASCII ? kFalse : kTrue);
  }

  void magnitude(bool negative, const std::vector<num::BigInt::Limb>& limbs) {
    byte(kBignum);
    byte(negative ? '-' : '+');
    std::string digits;
    for (num::BigInt::Limb limb : limbs)
      for (int i = 0; i < 4; i++) digits.push_back(char((limb >> (8 * i)) & 0xff));
    while (!digits.empty() && digits.back() == 0) digits.pop_back();
    if (digits.size() % 2) digits.push_back(0);
    long_(int64_t(digits.size() / 2));
    out_ += digits;
  }

  // A class or module's name as Marshal writes it; false (raised) when
  // it has none.
  bool class_name(Class* k, std::string& out) {
    if (k->path.empty()) {
      Value shown = inspect(cx_, Value::object(k));
      if (shown.is_undef()) return false;
      fail(w_.c.TypeError, std::string("can't dump anonymous ") + (k->is_module() ? "module " : "class ") + str(shown));
      return false;
    }
    out = k->path;
    return true;
  }

  bool unique_class(Class* k) {
    std::string name;
    if (!class_name(k, name)) return false;
    symbol(intern(cx_, name));
    return true;
  }

  // The modules v was extended with ('e' each), after checking that its
  // singleton class holds nothing else when `check`.
  bool extended(Value v, bool check) {
    Class* k = class_of(cx_, v);
    if (!k->is_singleton()) return true;
    if (check && (!k->methods.empty() || !k->ivars.empty() || !k->constants.empty()))
      return fail(w_.c.TypeError, "singleton can't be dumped");
    for (size_t i = 1; i < k->ancestors.size() && k->ancestors[i]->is_module(); i++) {
      byte(kExtended);
      if (!unique_class(k->ancestors[i])) return false;
    }
    return true;
  }

  // Tag, then v's class; extended modules first.
  bool class_tag(char tag, Value v, bool check) {
    if (!extended(v, check)) return false;
    byte(tag);
    return unique_class(real_class(cx_, v));
  }

  // 'C' and the class when v's is not `base` (or `force`), after the
  // extended modules.
  bool user_class(Value v, Class* base, bool force = false) {
    if (!extended(v, true)) return false;
    Class* k = real_class(cx_, v);
    if (k == base && !force) return true;
    byte(kUserClass);
    return unique_class(k);
  }

  struct Ivar {
    Sym name;
    Value value;
  };

  // The instance variables Marshal writes for v: an exception's message
  // and backtrace first (CRuby's hidden mesg and bt), then the '@' ones
  // (a Struct's and Data's storage aside).
  std::vector<Ivar> ivars_of(Value v) {
    std::vector<Ivar> out;
    if (!v.is_heap()) return out;
    if (is_a(cx_, v, w_.c.Exception)) {
      out.push_back({w_.sym.mesg, ivar_get(cx_, v, w_.sym.mesg)});
      out.push_back({w_.sym.bt, exception_backtrace(cx_, v)});
    }
    for (Sym s : visible_ivars(cx_, v))
      if (s != values_) out.push_back({s, ivar_get(cx_, v, s)});
    return out;
  }

  bool ivar_list(const std::vector<Ivar>& ivars, int limit) {
    for (const Ivar& iv : ivars) {
      symbol(iv.name);
      if (!write(iv.value, limit)) return false;
    }
    return true;
  }

  bool write_value(Value v, int limit) {
    if (v.is_nil()) return byte(kNil), true;
    if (v.is_true()) return byte(kTrue), true;
    if (v.is_false()) return byte(kFalse), true;
    if (v.is_fixnum()) {
      int64_t i = v.as_fixnum();
      if (fits_marshal_fixnum(i)) {
        byte(kFixnum);
        long_(i);
      } else { // a Bignum to Marshal: an object of its own each time, as in CRuby
        object_count_++;
        num::BigInt big(i);
        magnitude(big.is_negative(), big.magnitude());
      }
      return true;
    }
    if (v.is_symbol()) return symbol(v.as_symbol()), true;
    auto seen = objects_.find(v.bits());
    if (seen != objects_.end()) {
      byte(kLink);
      long_(seen->second);
      return true;
    }
    if (is_float(v)) {
      remember(v);
      byte(kFloat);
      bytes_(float_text(float_value(v)));
      return true;
    }
    if (is_bignum(v)) {
      remember(v);
      const num::BigInt& big = v.as<Bignum>()->big;
      magnitude(big.is_negative(), big.magnitude());
      return true;
    }
    if (respond_to(cx_, v, marshal_dump_, true)) return user_marshal(v, limit);
    if (respond_to(cx_, v, dump_, true)) return user_dump(v, limit);
    return write_object(v, limit);
  }

  bool user_marshal(Value v, int limit) {
    remember(v);
    Value data = call(cx_, v, marshal_dump_);
    if (data.is_undef()) return false;
    if (!class_tag(kUserMarshal, v, false)) return false;
    return write(data, limit);
  }

  bool user_dump(Value v, int limit) {
    Value arg = Value::fixnum(limit);
    Value data = call(cx_, v, dump_, 1, &arg);
    if (data.is_undef()) return false;
    if (!is_string(data)) return fail(w_.c.TypeError, "_dump() must return string");
    std::vector<Ivar> ivars = ivars_of(data);
    bool encoded = str_enc(data) != Enc::BINARY;
    bool has_ivars = encoded || !ivars.empty();
    if (has_ivars) byte(kIvars);
    if (!class_tag(kUserDef, v, false)) return false;
    bytes_(str(data));
    if (has_ivars) {
      long_(int64_t(ivars.size()) + encoded);
      if (encoded) encoding_ivar(str_enc(data));
      if (!ivar_list(ivars, limit)) return false;
    }
    remember(v);
    return true;
  }

  // Time has no Ruby-visible _dump here: its bytes come from marshal_time.cpp.
  // Its own instance variables come first, as CRuby copies them to the
  // dumped String before its nano_num, offset and zone.
  bool write_time(Value v, const TimeParts& time, int limit) {
    TimeDump d = time_dump(time);
    std::vector<Ivar> ivars = ivars_of(v);
    byte(kIvars);
    if (!class_tag(kUserDef, v, false)) return false;
    bytes_(d.bytes);
    long_(int64_t(ivars.size()) + int64_t(d.nano_num ? 3 : 0) + d.has_offset + 1);
    if (!ivar_list(ivars, limit)) return false;
    if (d.nano_num) {
      symbol(intern(cx_, "nano_num"));
      if (!write(Value::fixnum(d.nano_num), -1)) return false;
      symbol(intern(cx_, "nano_den"));
      if (!write(Value::fixnum(1), -1)) return false;
      symbol(intern(cx_, "submicro"));
      object_count_++; // a binary String of its own
      byte(kString);
      bytes_(d.submicro);
    }
    if (d.has_offset) {
      symbol(intern(cx_, "offset"));
      if (!write(new_integer(cx_, d.offset), -1)) return false;
    }
    symbol(intern(cx_, "zone"));
    if (d.has_zone) { // a zone's name is US-ASCII in CRuby
      object_count_++;
      byte(kIvars);
      byte(kString);
      bytes_(d.zone);
      long_(1);
      encoding_ivar(Enc::US_ASCII);
    } else {
      byte(kNil);
    }
    remember(v);
    return true;
  }

  bool write_class(Value v) {
    Class* k = v.as<Class>();
    if (k->is_singleton()) return fail(w_.c.TypeError, "singleton class can't be dumped");
    std::string name;
    if (!class_name(k, name)) return false;
    remember(v);
    byte(k->is_module() ? kModule : kClass);
    bytes_(name);
    return true;
  }

  bool write_object(Value v, int limit) {
    if (is_class_or_module(v)) return write_class(v);
    TimeParts time;
    if (time_parts(v, time)) return write_time(v, time, limit);
    if (is_a(cx_, v, w_.c.Encoding)) return write_encoding(v);
    Obj* o = v.as_obj();
    std::vector<Ivar> ivars = ivars_of(v);
    bool encoded = false;
    Enc encoding = Enc::UTF_8;
    std::string source;
    int options = 0;
    bool regexp = regexp_parts(v, source, options);
    if (o->type == Type::String) {
      encoding = str_enc(v);
      encoded = encoding != Enc::BINARY;
    } else if (regexp) {
      encoded = true;
      encoding = regexp_fixed_utf8(source) ? Enc::UTF_8 : Enc::US_ASCII;
      if (encoding == Enc::UTF_8) options |= 16; // fixed encoding
    }
    bool plain_object = o->type == Type::Object && !is_a(cx_, v, w_.c.Struct) && !is_a(cx_, v, w_.c.Data);
    bool has_ivars = encoded || (!ivars.empty() && !plain_object && o->type != Type::Range);
    remember(v);
    if (has_ivars) byte(kIvars);
    if (!write_body(v, limit, ivars, regexp, source, options)) return false;
    if (has_ivars) {
      long_(int64_t(ivars.size()) + encoded);
      if (encoded) encoding_ivar(encoding);
      if (!ivar_list(ivars, limit)) return false;
    }
    return true;
  }

  // The part after 'I': the value itself. `ivars` are written here for the
  // kinds that carry their own count ('o', Range); the caller writes them
  // after an 'I' value.
  bool write_body(Value v, int limit, std::vector<Ivar>& ivars, bool regexp, const std::string& source,
                  int options) {
    Obj* o = v.as_obj();
    switch (o->type) {
      case Type::String:
        if (!user_class(v, w_.c.String)) return false;
        byte(kString);
        bytes_(str(v));
        return true;
      case Type::Array: {
        if (!user_class(v, w_.c.Array)) return false;
        Array* a = as_array(v);
        size_t n = a->items.size();
        byte(kArray);
        long_(int64_t(n));
        // By index: the hooks called on the way may change the Array.
        for (size_t i = 0; i < n; i++)
          if (!write(i < a->items.size() ? a->items[i] : Value::nil(), limit)) return false;
        return true;
      }
      case Type::Hash: return write_hash(v, limit);
      case Type::Range: {
        Range* r = v.as<Range>();
        if (!class_tag(kObject, v, true)) return false;
        long_(3 + int64_t(ivars.size()));
        std::vector<Ivar> fields = {{intern(cx_, "excl"), Value::boolean(r->exclusive())},
                                    {intern(cx_, "begin"), r->begin},
                                    {intern(cx_, "end"), r->end}};
        fields.insert(fields.end(), ivars.begin(), ivars.end());
        ivars.clear();
        return ivar_list(fields, limit);
      }
      case Type::Object:
        if (is_a(cx_, v, w_.c.Struct) || is_a(cx_, v, w_.c.Data)) return write_struct(v, limit);
        if (!class_tag(kObject, v, true)) return false;
        long_(int64_t(ivars.size()));
        if (!ivar_list(ivars, limit)) return false;
        ivars.clear();
        return true;
      default: break;
    }
    if (regexp) {
      if (!user_class(v, w_.c.Regexp)) return false;
      byte(kRegexp);
      bytes_(source);
      byte(char(options));
      return true;
    }
    Class* k = real_class(cx_, v);
    // What CRuby refuses by name; other native objects have no _dump_data.
    for (Class* a : k->ancestors)
      for (const char* refused : {"IO", "MatchData", "Thread::Queue", "Thread::SizedQueue", "Thread::ConditionVariable"})
        if (a->path == refused) return fail(w_.c.TypeError, "can't dump " + class_path(cx_, k));
    return fail(w_.c.TypeError, "no _dump_data is defined for class " + class_path(cx_, k));
  }

  // An Encoding is its name, as CRuby's Encoding#_dump gives it (US-ASCII).
  bool write_encoding(Value v) {
    Value name = call(cx_, v, intern(cx_, "name"));
    if (name.is_undef()) return false;
    if (!is_string(name)) return raise_conversion(cx_, name, "String"), false;
    byte(kIvars);
    if (!class_tag(kUserDef, v, false)) return false;
    bytes_(str(name));
    long_(1);
    encoding_ivar(Enc::US_ASCII);
    remember(v);
    return true;
  }

  bool write_hash(Value v, int limit) {
    Hash* h = as_hash(v);
    if (!h->default_proc.is_nil()) return fail(w_.c.TypeError, "can't dump hash with default proc");
    // compare_by_identity: Ruby 4.0 writes an identity Hash as a 'C' Hash
    // inside the subclass's 'C', if any.
    if (h->identity()) {
      if (!user_class(v, w_.c.Hash, real_class(cx_, v) != w_.c.Hash)) return false;
      byte(kUserClass);
      symbol(intern(cx_, "Hash"));
    } else if (!user_class(v, w_.c.Hash)) {
      return false;
    }
    std::vector<Value> pairs;
    for (size_t i = 0; i < h->table.slot_count(); i++) {
      const HashTable::Entry& e = h->table.slot(i);
      if (e.key.is_undef()) continue;
      pairs.push_back(e.key);
      pairs.push_back(e.value);
    }
    Value dflt = h->default_value;
    byte(dflt.is_nil() ? kHash : kHashDefault);
    long_(int64_t(pairs.size() / 2));
    for (Value x : pairs)
      if (!write(x, limit)) return false;
    return dflt.is_nil() || write(dflt, limit);
  }

  // Struct and Data: 'S', the class, then member => value pairs.
  bool write_struct(Value v, int limit) {
    Value members = call(cx_, Value::object(real_class(cx_, v)), intern(cx_, "members"));
    if (members.is_undef()) return false;
    Value values = ivar_get(cx_, v, values_);
    if (!is_array(members) || !is_array(values)) return fail(w_.c.TypeError, "uninitialized struct");
    std::vector<Value> names = as_array(members)->items.to_vector(), items = as_array(values)->items.to_vector();
    if (!class_tag(kStruct, v, true)) return false;
    long_(int64_t(names.size()));
    for (size_t i = 0; i < names.size(); i++) {
      if (!names[i].is_symbol()) return fail(w_.c.TypeError, "uninitialized struct");
      symbol(names[i].as_symbol());
      if (!write(i < items.size() ? items[i] : Value::nil(), limit)) return false;
    }
    return true;
  }
};

} // namespace

Value dump(Context& cx, Value obj, int limit) {
  Writer writer(cx);
  if (!writer.write(obj, limit)) return Value::undef();
  return new_binary_string(cx, writer.bytes());
}

} // namespace garnet::core::marshal
