// digest.cpp — the native half of Digest::Base (engine/lib/digest.rb): its
// objects each hold a HashFunction of digest.h, made by the allocator of
// their algorithm's class (Digest::MD5 & co., engine/lib/digest/*.rb).
// Two private primitives build it: Kernel#__digest_base(klass) makes klass
// Digest::Base (an abstract allocator, update/<<, reset, finish,
// digest_length, block_length, initialize_copy), and the class method
// Digest::Base.__digest_algorithm(name) gives a subclass its hash function.
#include "core/core.h"
#include "core/digest.h"

namespace garnet::core {

using namespace garnet::vm;
using digest::HashFunction;

namespace {

void free_hash(void* p) { delete static_cast<HashFunction*>(p); }
void* copy_hash(const void* p) { return static_cast<const HashFunction*>(p)->copy().release(); }
const DataType kDigestType = {"Digest", nullptr, free_hash, copy_hash};

HashFunction* hash_function_of(Context& cx, Value self) {
  if (is_type(self, Type::Data) && self.as<Data>()->data_type == &kDigestType)
    return static_cast<HashFunction*>(self.as<Data>()->ptr);
  raisef(cx, cx.world->c.TypeError, "wrong argument type %s (expected digest)",
         class_path(cx, real_class(cx, self)).c_str());
  return nullptr;
}

template <std::unique_ptr<HashFunction> (*make)()>
Value allocate_digest(Context& cx, Class* klass) {
  return new_data(cx, klass, &kDigestType, make().release());
}

struct Algorithm {
  const char* name;
  Value (*allocate)(Context& cx, Class* klass);
};
constexpr Algorithm kAlgorithms[] = {
    {"MD5", allocate_digest<digest::new_md5>},       {"SHA1", allocate_digest<digest::new_sha1>},
    {"SHA256", allocate_digest<digest::new_sha256>}, {"SHA384", allocate_digest<digest::new_sha384>},
    {"SHA512", allocate_digest<digest::new_sha512>}, {"RMD160", allocate_digest<digest::new_rmd160>},
};

NATIVE(base_finish);

// Digest::Base itself, rather than a class made from it in Ruby: the class
// __digest_base defined Digest::Base's methods in.
bool is_digest_base(Class* klass) {
  for (auto& named : klass->methods)
    if (named.second->kind == MethodKind::Native && named.second->native == base_finish) return true;
  return false;
}

// Digest::Base and the classes made from it without an algorithm.
Value allocate_abstract(Context& cx, Class* klass) {
  if (is_digest_base(klass))
    return raisef(cx, cx.world->c.NotImplementedError, "%s is an abstract class", class_path(cx, klass).c_str());
  return raise(cx, cx.world->c.RuntimeError, "Digest::Base cannot be directly inherited in Ruby");
}

NATIVE(base_update) {
  HashFunction* hash = hash_function_of(cx, self);
  if (!hash) return Value::undef();
  Value bytes = implicit_string(cx, argv[0]);
  if (bytes.is_undef()) return bytes;
  hash->update(str(bytes));
  return self;
}

NATIVE(base_reset) {
  HashFunction* hash = hash_function_of(cx, self);
  if (!hash) return Value::undef();
  hash->reset();
  return self;
}

// The digest, as a binary String; the object starts over afterwards.
NATIVE(base_finish) {
  HashFunction* hash = hash_function_of(cx, self);
  return hash ? new_binary_string(cx, hash->finish()) : Value::undef();
}

NATIVE(base_digest_length) {
  HashFunction* hash = hash_function_of(cx, self);
  return hash ? Value::fixnum(int64_t(hash->digest_length())) : Value::undef();
}

NATIVE(base_block_length) {
  HashFunction* hash = hash_function_of(cx, self);
  return hash ? Value::fixnum(int64_t(hash->block_length())) : Value::undef();
}

// Takes the state of `original`, a digest of the same algorithm (the same
// allocator).
NATIVE(base_initialize_copy) {
  Value original = argv[0];
  if (original == self) return self;
  HashFunction* hash = hash_function_of(cx, self);
  if (!hash) return Value::undef();
  HashFunction* source = hash_function_of(cx, original);
  if (!source) return Value::undef();
  if (real_class(cx, self)->allocator != real_class(cx, original)->allocator)
    return raise(cx, cx.world->c.TypeError, "different algorithms");
  self.as<Data>()->ptr = source->copy().release();
  delete hash;
  return self;
}

// Digest::Base.__digest_algorithm(name): instances of the receiver (and of
// classes made from it later) compute the named algorithm.
NATIVE(base_s_digest_algorithm) {
  Value name = implicit_string(cx, argv[0]);
  if (name.is_undef()) return name;
  for (const Algorithm& algorithm : kAlgorithms) {
    if (str(name) != algorithm.name) continue;
    self.as<Class>()->allocator = algorithm.allocate;
    return Value::nil();
  }
  return raisef(cx, cx.world->c.ArgumentError, "unknown digest algorithm: %s", str(name).c_str());
}

NATIVE(k_digest_base) {
  Class* base = natives_target(cx, argv[0], "__digest_base");
  if (!base) return Value::undef();
  World& w = *cx.world;
  base->allocator = allocate_abstract;
  define_method(w, base, "update", base_update, 1, 1);
  define_method(w, base, "<<", base_update, 1, 1);
  define_method(w, base, "reset", base_reset, 0, 0);
  define_method(w, base, "finish", base_finish, 0, 0, Visibility::Private);
  define_method(w, base, "digest_length", base_digest_length, 0, 0);
  define_method(w, base, "block_length", base_block_length, 0, 0);
  define_method(w, base, "initialize_copy", base_initialize_copy, 1, 1, Visibility::Private);
  define_method(w, metaclass(w, base), "__digest_algorithm", base_s_digest_algorithm, 1, 1, Visibility::Private);
  return Value::nil();
}

} // namespace

void init_digest(World& w) {
  define_method(w, w.c.Kernel, "__digest_base", k_digest_base, 1, 1, Visibility::Private);
}

} // namespace garnet::core
