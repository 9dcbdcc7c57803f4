// world.cpp — construction of the shared world and its static objects.
#include "vm/world.h"

#include "core/core.h"
#include "vm/iseq_image.h"
#include "vm/runtime.h"

namespace garnet::vm {

World::World() {
#define GARNET_SYM_INIT(field, text) sym.field = symbols.intern(text);
  GARNET_WELL_KNOWN_SYMBOLS(GARNET_SYM_INIT)
#undef GARNET_SYM_INIT
  note_fast_op_names(*this);
  core::init_core(*this);
  constructing = false;
}

World::~World() {
  for (Static& s : statics_) s.destroy(s.obj);
}

Value World::static_string(std::string_view s, bool frozen) {
  WorldLock lock(*this);
  if (frozen) {
    auto it = frozen_strings_.find(std::string(s));
    if (it != frozen_strings_.end()) return it->second;
  }
  String* str = make_static<String>(c.String, Type::String);
  str->str.assign(s.data(), s.size());
  if (frozen) {
    str->flags |= FL_FROZEN;
    frozen_strings_.emplace(std::string(s), Value::object(str));
  }
  return Value::object(str);
}

Value World::find_frozen_literal(std::string_view s) {
  WorldLock lock(*this);
  auto it = frozen_strings_.find(std::string(s));
  return it == frozen_strings_.end() ? Value::nil() : it->second;
}

Value World::symbol_name_string(Sym s, uint8_t encoding) {
  WorldLock lock(*this);
  Value& cached = symbol_names_[s];
  if (cached.is_nil()) {
    String* str = make_static<String>(c.String, Type::String);
    str->str = name(s);
    str->encoding = encoding;
    str->flags |= FL_FROZEN;
    cached = Value::object(str);
  }
  return cached;
}

Value World::static_float(double d) {
  Value v;
  if (Value::try_flonum(d, v)) return v;
  Float* f = make_static<Float>(c.Float, Type::Float);
  f->value = d;
  f->flags |= FL_FROZEN;
  return Value::object(f);
}

Value World::static_integer(const num::BigInt& b) {
  if (b.fits_int64()) {
    int64_t i = b.to_int64();
    if (Value::fits_fixnum(i)) return Value::fixnum(i);
  }
  Bignum* big = make_static<Bignum>(c.Integer, Type::Bignum);
  big->big = b;
  big->flags |= FL_FROZEN;
  return Value::object(big);
}

void World::add_source(const std::string& file, std::string_view text) {
  WorldLock lock(*this);
  sources_[file] = std::string(text);
}

std::string World::source_line(const std::string& file, uint32_t line) {
  WorldLock lock(*this);
  auto it = sources_.find(file);
  if (it == sources_.end() || line == 0) return "";
  std::string_view text = it->second;
  size_t start = 0;
  for (uint32_t l = 1; l < line; l++) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) return "";
    start = nl + 1;
  }
  size_t end = text.find('\n', start);
  return std::string(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
}

const Iseq* World::adopt(std::unique_ptr<Iseq> iseq) {
  WorldLock lock(*this);
  iseqs_.push_back(std::move(iseq));
  return iseqs_.back().get();
}

Cref* World::make_cref(Class* klass, Cref* parent, CrefKind kind) {
  WorldLock lock(*this);
  Cref*& shared = shared_crefs_[{klass, parent, kind}];
  if (!shared) {
    crefs_.push_back(std::make_unique<Cref>(Cref{klass, parent, parent ? parent->used_modules : std::vector<Class*>{}}));
    shared = crefs_.back().get();
    shared->for_methods_only = kind != CrefKind::Lexical;
    shared->without_singleton = kind == CrefKind::MethodsOnlyWithoutSingleton;
  }
  return shared;
}

Cref* World::new_cref(Class* klass, Cref* parent) {
  WorldLock lock(*this);
  crefs_.push_back(std::make_unique<Cref>(Cref{klass, parent, parent ? parent->used_modules : std::vector<Class*>{}}));
  return crefs_.back().get();
}

} // namespace garnet::vm
