// iseq.h — an instruction sequence: the compiled form of one scope (the top
// level, a method, a block, a class body), with its tables.
//
// Iseqs are immutable after compilation and shared by every isolate, except
// for the caches (inline method caches, ivar and constant caches), which are
// written only on a miss, and the body of a method read lazily from a
// bytecode image, written once before it first runs.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "vm/class.h"
#include "vm/opcodes.h"

namespace garnet::vm {

struct ImageSource;

enum CallFlag : uint16_t {
  CALL_SPLAT = 1 << 0,    // the positional args are one Array in the first arg register
  CALL_KWARGS = 1 << 1,   // the register after the positional args holds a kwargs Hash
  CALL_BLOCKARG = 1 << 2, // the register after those holds a block argument (&blk)
  CALL_FCALL = 1 << 3,    // no explicit receiver: private methods allowed
  CALL_VCALL = 1 << 4,    // a bare identifier (NameError wording)
  CALL_SELFRECV = 1 << 5, // receiver is `self.`: private setters allowed
  CALL_ZSUPER = 1 << 6,   // bare `super`: the method's own arguments
  // Keywords given as `name: value` only: their values are in the kw_count
  // registers after the positional args, their names in the iseq's
  // keyword_names from kw_names; no Hash is built unless the callee needs
  // one. Never with CALL_KWARGS.
  CALL_KWLIST = 1 << 7,
  // A yield of what an `each` yielded (the prelude's Enumerable,
  // `__enum_yield(values)`): the one argument is the Array of those values.
  // One value is yielded alone; several, as that Array, which a lambda block
  // binds as a proc would (CRuby's rb_yield_force_blockarg).
  CALL_ENUM_YIELD = 1 << 8,
};

// Caches are shared by every isolate that runs this code. A method or
// constant cache is valid while its serial is the world's; a writer first
// claims the cache (serial := kClaimed, one compare-and-swap, so two writers
// never interleave), then fills it and publishes the serial. Readers load
// the serial first: a valid cache is never rewritten until a world write
// changes the serial, and world writes wait for readers (vm/roster.h).
constexpr uint64_t kCacheClaimed = ~uint64_t(0);

inline bool claim_cache(uint64_t& serial, uint64_t now) {
  uint64_t old = __atomic_load_n(&serial, __ATOMIC_RELAXED);
  if (old == now || old == kCacheClaimed) return false;
  return __atomic_compare_exchange_n(&serial, &old, kCacheClaimed, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

inline void publish_cache(uint64_t& serial, uint64_t now) { __atomic_store_n(&serial, now, __ATOMIC_RELEASE); }

// A call site's cache: the methods for the first two receiver classes it
// sees (a site whose receiver is an Array or nil, say, keeps both); a third
// class goes through the isolate's method cache. Within one world serial the
// second pair is written once, from empty: the entry first, then the class
// with release, so a reader that finds the class finds its entry.
struct InlineCache {
  uint64_t serial = 0;
  Class* klass = nullptr;
  const MethodEntry* entry = nullptr;
  Class* second_klass = nullptr;
  const MethodEntry* second_entry = nullptr;

  // The entry cached for receivers of class k at world serial now, or null.
  const MethodEntry* lookup(Class* k, uint64_t now) const {
    if (__atomic_load_n(&serial, __ATOMIC_ACQUIRE) != now) return nullptr;
    if (__atomic_load_n(&klass, __ATOMIC_RELAXED) == k) return __atomic_load_n(&entry, __ATOMIC_RELAXED);
    if (__atomic_load_n(&second_klass, __ATOMIC_ACQUIRE) == k) return __atomic_load_n(&second_entry, __ATOMIC_RELAXED);
    return nullptr;
  }
  // Fills an empty or stale cache, or the free second pair of a valid one.
  void fill(Class* k, uint64_t now, const MethodEntry* e) {
    uint64_t old = __atomic_load_n(&serial, __ATOMIC_RELAXED);
    if (old == now) {
      // Taken, or k is already first (another isolate filled it while this one missed).
      if (__atomic_load_n(&second_klass, __ATOMIC_RELAXED) != nullptr || __atomic_load_n(&klass, __ATOMIC_RELAXED) == k)
        return;
      if (!__atomic_compare_exchange_n(&serial, &old, kCacheClaimed, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) return;
      __atomic_store_n(&second_entry, e, __ATOMIC_RELAXED);
      __atomic_store_n(&second_klass, k, __ATOMIC_RELEASE);
      publish_cache(serial, now);
      return;
    }
    if (!claim_cache(serial, now)) return;
    __atomic_store_n(&klass, k, __ATOMIC_RELAXED);
    __atomic_store_n(&entry, e, __ATOMIC_RELAXED);
    __atomic_store_n(&second_klass, static_cast<Class*>(nullptr), __ATOMIC_RELAXED);
    __atomic_store_n(&second_entry, static_cast<const MethodEntry*>(nullptr), __ATOMIC_RELAXED);
    publish_cache(serial, now);
  }
};

// The most keywords a CALL_KWLIST call passes in registers (more: a Hash).
constexpr size_t kMaxKeywordRegisters = 16;

struct CallInfo {
  Sym name = 0;
  uint16_t argc = 0;  // positional arg registers (1 when CALL_SPLAT)
  uint16_t flags = 0;
  int32_t block = -1; // child iseq of a literal block, or -1
  uint16_t kw_count = 0; // CALL_KWLIST: the keywords given
  uint32_t kw_names = 0; // CALL_KWLIST: index of the first one's name in Iseq::keyword_names
  mutable InlineCache cache;
};

// Part of one source line that an error report points at: columns are
// 1-based bytes, end exclusive. An empty span (line 0) points at nothing.
struct SourceSpan {
  uint32_t line = 0;
  uint32_t column = 0, end_column = 0;
  bool empty() const { return line == 0 || end_column <= column; }
};

// What error_highlight points at when a call instruction fails: the
// method's name as written and its arguments. Read only when an exception
// is raised, never while the call runs.
struct CallSpans {
  uint32_t code_end = 0; // offset just past the call instruction
  SourceSpan name, args;
};

struct ConstCache {
  uint64_t serial = 0;
  // Where the constant was looked up: GETCONST's Cref, GETCONSTFROM's
  // scope (a Class).
  const void* at = nullptr;
  Value value;

  bool lookup(uint64_t now, const void* where, Value& out) const {
    if (__atomic_load_n(&serial, __ATOMIC_ACQUIRE) != now) return false;
    if (__atomic_load_n(&at, __ATOMIC_RELAXED) != where) return false;
    out = value;
    return true;
  }
  void fill(uint64_t now, const void* where, Value v) {
    if (!claim_cache(serial, now)) return;
    __atomic_store_n(&at, where, __ATOMIC_RELAXED);
    value = v;
    publish_cache(serial, now);
  }
};

// Exception/unwind handler covering code range [start, end).
struct Handler {
  enum Kind : uint8_t { Rescue, Ensure } kind;
  uint32_t start, end;
  uint32_t target;   // handler code
  uint32_t reg;      // receives the exception (or the saved unwind state)
};

struct ParamSpec {
  uint16_t required = 0; // leading required (registers 1..)
  uint16_t optional = 0;
  uint16_t post = 0;
  bool rest = false;
  bool kwrest = false;
  bool no_kw = false;    // **nil
  bool block = false;    // &blk
  bool has_kw() const { return !keywords.empty() || kwrest; }
  std::vector<Sym> keywords;     // keyword parameter names, in order
  std::vector<bool> kw_required;
  // opt_entry[k]: code offset to start at when k optional args were given.
  std::vector<uint32_t> opt_entry;
  // Register numbers: positional params occupy 1..; then these.
  uint32_t rest_reg = 0, post_reg = 0, kw_reg = 0, kwrest_reg = 0, block_reg = 0;
  bool simple() const { // only leading required params
    return optional == 0 && positional_only();
  }
  // Only leading required and optional params: a call with between
  // `required` and `required + optional` arguments binds them where they
  // are, and starts at opt_entry[given - required].
  bool positional_only() const { return post == 0 && !rest && keywords.empty() && !kwrest && !block; }
  // A block with only leading required params: their count
  // (Proc::plain_arity), else ~0u. Set by settle_block_arity once the
  // params are known, as each block literal's Proc takes it.
  uint32_t block_plain_arity = ~0u;
  void settle_block_arity() { block_plain_arity = simple() ? required : ~0u; }
  // Blocks only: arguments are auto-splatted (a single Array fills several params).
  bool auto_splat = false;
  // Module#ruby2_keywords: keywords given to this method (a *rest, no
  // keyword parameters) become a flagged Hash at the end of the rest,
  // which a later f(*rest) passes on as keywords again.
  bool ruby2_keywords = false;
  int arity() const; // Ruby's Proc/Method#arity
  // For #parameters: each parameter's kind ("req", "opt", "rest", "keyreq",
  // "key", "keyrest", "nokey", "block") and name (0 when anonymous).
  std::vector<std::pair<const char*, Sym>> list;
};

enum class IseqKind : uint8_t { Top, Method, Block, Class, Eval };

struct Iseq {
  IseqKind kind = IseqKind::Top;
  bool lambda = false;         // a -> literal (returns and arity like a method)
  // Compiled from the core prelude, which implements core methods as CRuby
  // does in C: its fast paths take any Array or String, a subclass's too,
  // without calling the subclass's own [] or size.
  bool builtin = false;
  std::string name;            // "<main>", "foo", "<class:Foo>"; blocks: their home's name
  uint16_t block_depth = 0;    // blocks: 1 + the number of enclosing blocks
  std::shared_ptr<const std::string> file;
  uint32_t first_line = 1;
  std::vector<uint32_t> code;
  // Line table: (code offset, line), sorted by offset.
  std::vector<std::pair<uint32_t, uint32_t>> lines;
  std::vector<Value> literals;
  std::vector<CallInfo> calls;
  std::vector<Sym> keyword_names; // of CALL_KWLIST calls, each call's in a run
  std::vector<CallSpans> call_spans; // sorted by code_end
  SourceSpan head; // for arity errors: a method's name, a lambda's `->`, a block's `{`/`do`
  mutable std::vector<IvarCache> ivar_caches;
  mutable std::vector<ConstCache> const_caches;
  std::vector<std::unique_ptr<Iseq>> children;
  std::vector<Handler> handlers; // innermost first
  ParamSpec params;
  uint32_t num_regs = 1;    // self + params + locals + temporaries
  uint32_t env_size = 0;    // captured locals (0: the frame has no Env)
  std::vector<Sym> env_names; // the names of the Env's slots, in order
  std::vector<std::pair<uint32_t, uint32_t>> captured_params; // (param register, env slot)
  Sym method_name = 0;      // for Method iseqs
  // Whose locals this code sees besides its own (vm/scope_locals.h): blocks and
  // lambdas, the iseq they are written in; eval'd code, the binding's iseq.
  const Iseq* parent = nullptr;
  // Eval'd code: the method that ran it (Kernel#eval, instance_eval...),
  // which backtraces show at the caller's line, as CRuby does.
  const MethodEntry* evaluated_by = nullptr;
  // A method read from a bytecode image lazily (vm/iseq_image.h): until its
  // body is read, `unread` is its image and `unread_at` where the body's
  // size is, and code, lines, literals, calls, keyword_names, call_spans,
  // the caches, children and handlers are empty. Whatever runs the code
  // reads it first (read_body).
  mutable ImageSource* unread = nullptr;
  uint32_t unread_at = 0;

  bool body_unread() const { return __atomic_load_n(&unread, __ATOMIC_ACQUIRE) != nullptr; }
  uint32_t line_at(uint32_t pc) const;
  // The spans of the call instruction that ends at code offset pc, or null.
  const CallSpans* call_spans_at(uint32_t pc) const;
};

// Whether a method of this code can be entered with its positional
// arguments where the caller put them (MethodEntry::in_place): besides
// leading ones it takes only a *rest, keywords that have defaults, a
// **rest and a &block.
inline bool runs_in_place(const Iseq& body) {
  const ParamSpec& p = body.params;
  return p.post == 0 && !p.ruby2_keywords &&
         std::find(p.kw_required.begin(), p.kw_required.end(), true) == p.kw_required.end();
}
// Whether entering it in place binds more than its leading params
// (MethodEntry::in_place_extra_params): a *rest, keywords, a **rest, a
// &block or its Env.
inline bool binds_more_in_place(const Iseq& body) {
  const ParamSpec& p = body.params;
  return p.rest || !p.keywords.empty() || p.kwrest || p.block || body.env_size;
}
// MethodEntry::plain_argc of a method of this code whose body is read:
// its required count when it runs in place with nothing more to bind
// (no optional params either), else ~0u.
inline uint32_t plain_argc_of(const Iseq& body) {
  const ParamSpec& p = body.params;
  return runs_in_place(body) && !binds_more_in_place(body) && p.optional == 0 ? p.required : ~0u;
}
// The in-place argument counts a *rest allows beyond the required ones
// (MethodEntry::in_place_span): more than any call passes in registers.
constexpr uint32_t kInPlaceRestSpan = 1u << 20;

// Reads the body of a lazily read method (vm/iseq_image_read.cpp); once read,
// every isolate sees it.
void read_image_body(const Iseq& iseq);
inline void read_body(const Iseq& iseq) {
  if (iseq.body_unread()) [[unlikely]] read_image_body(iseq);
}


} // namespace garnet::vm
