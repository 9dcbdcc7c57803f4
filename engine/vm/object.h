// object.h — layouts of the heap objects every Value pointer refers to.
//
// Every heap object starts with Obj: its class, a type tag, GC bits and
// flags. Objects are allocated by the owning isolate's Heap (gc/heap.h),
// except "static" objects (classes, literals in bytecode) which belong to the
// shared World and are never collected.
#pragma once

#include <string>
#include <vector>

#include "num/bigint.h"
#include "vm/hash_table.h"
#include "vm/value.h"
#include "vm/value_vector.h"

namespace garnet::vm {

struct Class;
struct Iseq;
struct MethodEntry;
struct Cref;

enum class Type : uint8_t {
  Free = 0, // an unallocated heap slot
  Object,   // plain instances (and exceptions)
  Class,    // classes, modules, singleton classes
  String,
  Array,
  Hash,
  Float,    // heap Float (outside the flonum range)
  Bignum,
  Range,
  Proc,
  Method,
  Env,      // captured local variables of a scope
  Data,     // native payload with its own mark/free functions
};

// Obj::gc bits. GC_STACK: a block literal's Proc kept in its context
// (vm/blocks.h), also GC_STATIC.
enum : uint8_t { GC_MARK = 1, GC_STATIC = 2, GC_STACK = 4 };
// Obj::flags bits
enum : uint16_t {
  FL_FROZEN = 1 << 0,
  FL_SINGLETON = 1 << 1,   // Class: a singleton class
  FL_MODULE = 1 << 2,      // Class: a module
  FL_EXCLUSIVE = 1 << 4,   // Range: ...
  FL_LAMBDA = 1 << 5,      // Proc
  FL_IDENTITY = 1 << 6,    // Hash: compare_by_identity
  FL_HAS_IVARS = 1 << 7,   // non-Object with entries in the generic ivar table
  FL_UNBOUND = 1 << 8,     // Method: UnboundMethod
  FL_RUBY2_KEYWORDS = 1 << 9, // Hash: keywords a ruby2_keywords method took into its *rest
};

struct Obj {
  Class* klass;
  Type type;
  uint8_t gc = 0;
  uint16_t flags = 0;
  uint8_t size_class = 0;  // heap bookkeeping
  uint16_t heap_tag = 0;   // the owning isolate's heap (gc/heap.h); 0: the world's

  bool frozen() const { return flags & FL_FROZEN; }
};

struct Object : Obj {
  Class* layout = nullptr;  // the class whose ivar layout `ivars` follows
  IvarVector ivars;         // indexed by layout->ivar_index
};

struct String : Obj {
  std::string str;
  // Its code range, as CRuby's: whether every byte is ASCII (cached by
  // core::str_ascii_only) and, when not, whether the bytes are valid in its
  // encoding (cached by core::str_valid_encoding); vm::str_mut forgets it.
  enum AsciiState : int8_t { kUnknown = -1, kNotAscii = 0, kAscii = 1, kValidNotAscii = 2, kBroken = 3 };
  mutable AsciiState ascii = kUnknown;
  // Its encoding: an index into core's encoding table (core/encoding.h).
  // Changing it forgets `ascii`. The runtime itself makes UTF-8 and binary
  // strings only.
  static constexpr uint8_t kUtf8 = 0, kBinary = 1, kUsAscii = 2;
  uint8_t encoding = kUtf8;
  // Its bytes are those of its isolate's last frozen copy for a MatchData
  // (Isolate::match_subject_copy), when it is that copy's source; vm::str_mut
  // clears it.
  mutable bool copy_current = false;
  // A frozen String's hash word (vm::string_hash_word), kept once asked: its
  // bytes and encoding cannot change. 0: never asked. vm::str_mut clears it.
  mutable uint64_t hash_word = 0;
};
static_assert(sizeof(void*) != 8 || sizeof(String) == 64); // its heap slot exactly

struct Array : Obj {
  ValueVector items;
};
// The inline counts fill these heap slots exactly on 64-bit machines
// (decision 055).
static_assert(sizeof(void*) != 8 || (sizeof(Array) == 48 && sizeof(Object) == 64));

struct Float : Obj {
  double value;
};

struct Bignum : Obj {
  num::BigInt big;
};

struct Range : Obj {
  Value begin;
  Value end;
  bool exclusive() const { return flags & FL_EXCLUSIVE; }
};

struct Env : Obj {
  Env* parent;
  EnvSlots slots;
};
static_assert(sizeof(void*) != 8 || sizeof(Env) == 64); // its heap slot exactly

// A block, proc or lambda: code plus the context it closes over.
struct Proc : Obj {
  const Iseq* iseq = nullptr;     // block body (nullptr for symbol/method procs)
  Value self;
  Env* env = nullptr;             // captured variables of the defining scope
  Value outer_block;              // the defining frame's block (for `yield` in the body)
  const MethodEntry* method = nullptr; // the method the block was written in (super, __method__)
  Class* method_class = nullptr;  // where that method was found (for super)
  Cref* cref = nullptr;           // lexical class nesting (constant lookup, def target)
  uint64_t creator_frame = 0;     // frame id that created the block (break target)
  const uint32_t* creator_pc = nullptr; // that frame's resume point in the call given the block
  uint64_t home_frame = 0;        // method frame id (non-local return target)
  void* owner_context = nullptr;  // execution context of those frames
  Sym symbol = 0;                 // Symbol#to_proc
  Value bound;                    // Method#to_proc: the Method object
  // A block literal's body whose parameters are all leading required ones:
  // their count, which `yield` binds in place (see L_YIELD for when).
  // kNotPlain for every other proc.
  static constexpr uint32_t kNotPlain = ~0u;
  uint32_t plain_arity = kNotPlain;
  bool is_lambda() const { return flags & FL_LAMBDA; }
};
// Gives `to` (a new Proc) everything of `from` but its object header.
inline void copy_proc_body(Proc* to, const Proc& from) {
  Obj header = *to;
  *to = from;
  static_cast<Obj&>(*to) = header;
}

struct Method : Obj {
  Value receiver;
  const MethodEntry* entry;
  Class* owner;
  Sym name;
  // An UnboundMethod's class it was looked up from (instance_method's
  // receiver, an unbound method's receiver class), whose ancestors
  // super_method walks; nullptr: the owner's.
  Class* origin = nullptr;
};

struct DataType {
  const char* name;
  void (*mark)(void* ptr, void (*mark_value)(void*, Value), void* tracer);
  void (*free)(void* ptr);
  // The payload of a copy (dup, clone); none: a copy is the object itself.
  void* (*copy)(const void* ptr) = nullptr;
  // Weak holders (ObjectSpace::WeakMap...): called on a live holder once
  // marking is over, to forget the entries whose referents `alive(heap, v)`
  // says the sweep is about to free. Set: the holder registers itself with
  // its heap (Heap::add_weak_holder) and `mark` skips the weak references.
  void (*prune_weak)(void* ptr, bool (*alive)(const void* heap, Value v), const void* heap) = nullptr;
  // Whether a frozen object of this type may be shared between isolates
  // (Ractor.make_shareable): its payload never changes once made and may be
  // read from several threads at once (a Regexp).
  bool shareable_when_frozen = false;
};

struct Data : Obj {
  const DataType* data_type;
  void* ptr;
  // Its entry in the isolate's table of instance variables kept outside
  // objects (Isolate::generic_ivars), once it has one: reading an ivar of a
  // Fiber or Thread skips the table lookup. Valid while the entry's key is
  // this object (a copy's pointer is stale and is looked up again).
  const void* ivars_entry = nullptr;
};

struct Hash : Obj {
  HashTable table;
  Value default_value;
  Value default_proc; // a Proc or nil
  bool identity() const { return flags & FL_IDENTITY; }
};

} // namespace garnet::vm
