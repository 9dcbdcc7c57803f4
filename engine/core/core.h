// core.h — the built-in classes: each core/*.cpp defines one class (or a
// close family) and exposes an init function that registers its methods.
// init_core() creates the class hierarchy and calls them in order.
#pragma once

#include "vm/hash_mix.h"
#include "vm/runtime.h"

// Every native method's signature (vm::NativeFn): NATIVE(name) { ... }.
// Parameters a method does not use are simply unused.
#define NATIVE(name) \
  ::garnet::vm::Value name(::garnet::vm::Context& cx, ::garnet::vm::Value self, int argc, \
                           ::garnet::vm::Value* argv, ::garnet::vm::Value block)

namespace garnet::core {

void init_core(vm::World& w);        // classes, then every init_* below

void init_object(vm::World& w);      // BasicObject, Object, Kernel (the object model)
void init_kernel(vm::World& w);      // Kernel: raise, catch/throw, exit, at_exit, caller...
void init_nil_true_false(vm::World& w); // NilClass, TrueClass, FalseClass
void init_module(vm::World& w);      // Module, Class
void init_module_constants(vm::World& w); // Module's constants and class variables
void init_exception(vm::World& w);   // Exception and its hierarchy
void init_error_report(vm::World& w); // detailed_message, full_message, the uncaught report
void init_pattern_errors(vm::World& w); // failed pattern matches: Kernel#__no_matching_pattern
void init_proc(vm::World& w);        // Proc, Method, UnboundMethod
void init_binding(vm::World& w);     // Binding, Kernel#binding/eval/local_variables, Proc#binding
void init_io(vm::World& w);          // IO, $stdout/$stderr, puts/print/p
void init_io_reopen(vm::World& w);   // IO#dup (initialize_copy), IO#reopen
void init_io_encoding(vm::World& w); // IO#external_encoding, #internal_encoding, #set_encoding
void init_integer(vm::World& w);     // Integer (Fixnum and Bignum)
void init_float(vm::World& w);       // Float
void init_numeric(vm::World& w);     // Numeric, Comparable natives
void init_math(vm::World& w);        // Math
void init_format(vm::World& w);      // Kernel#format/sprintf/printf, String#%
void init_conversions(vm::World& w); // Kernel#Integer/Float/String/Array/Hash
void init_random(vm::World& w);      // Kernel#rand/srand, Random
void init_string(vm::World& w);      // String
void init_symbol(vm::World& w);      // Symbol
void init_array(vm::World& w);       // Array
void init_hash(vm::World& w);        // Hash
void init_range(vm::World& w);       // Range
void init_comparable(vm::World& w);  // Comparable#==
void init_struct_storage(vm::World& w); // Struct and Data: the allocator, Class#__inherited_ivar
void init_process(vm::World& w);     // Process.pid, Process.clock_gettime
void init_time(vm::World& w);        // Time
void init_gc(vm::World& w);          // GC
void init_ruby_vm(vm::World& w);     // RubyVM::YJIT
void init_object_space(vm::World& w); // ObjectSpace.count_objects
void init_finalizers(vm::World& w);  // ObjectSpace.define_finalizer's table
void init_weak_maps(vm::World& w);   // ObjectSpace::WeakMap, ObjectSpace::WeakKeyMap
void init_refinement(vm::World& w);  // Refinement, Module#using & co. (Module#refine: prelude)
void init_process_children(vm::World& w); // spawn, wait, fork, exec natives; Process.ppid & co.
void init_system_facts(vm::World& w); // Process.__cpu_count, __uname (for lib/etc.rb)
void init_io_console(vm::World& w);   // IO.__terminal_* (for lib/io/console.rb)
void init_fiber(vm::World& w);       // Fiber
void init_thread(vm::World& w);      // Thread, Kernel#sleep
void init_thread_sync(vm::World& w); // Mutex, Queue, SizedQueue, ConditionVariable
void init_thread_interrupts(vm::World& w); // Thread.handle_interrupt's natives, pending_interrupt?
void init_warning(vm::World& w);     // Warning.[] / Warning.[]=
void init_ractor(vm::World& w);      // Ractor, Ractor::Port and Ractor's errors
void init_signal(vm::World& w);      // Signal, Kernel#trap, Process.kill, SignalException
void init_socket(vm::World& w);      // BasicSocket, IPSocket, TCPSocket, TCPServer
void init_regexp(vm::World& w);      // Regexp, MatchData, String's Regexp methods (after init_string)
void init_pack(vm::World& w);        // Array#pack, String#unpack/unpack1
void init_errno(vm::World& w);       // Errno::ENOENT & co. (SystemCallError subclasses)
void init_file(vm::World& w);        // File's path and status class methods
void init_dir(vm::World& w);         // Dir, Dir.glob (after init_file)
void init_stack_routes(vm::World& w); // the interpreter's C++ calls on a native stack
void init_env(vm::World& w);         // ENV's natives (the rest: prelude/87_env.rb)
void init_load(vm::World& w);        // require, require_relative, load, autoload, __dir__
void init_marshal(vm::World& w);     // Marshal (marshal.cpp, marshal_dump.cpp, marshal_load.cpp)
void init_digest(vm::World& w);      // Kernel#__digest_base: Digest::Base's natives (engine/lib/digest.rb)
void init_zlib(vm::World& w);        // Kernel#__zlib_natives: zlib's checksums and streams (engine/lib/zlib.rb)
void init_psych_parser(vm::World& w);  // Kernel#__psych_parser, __libyaml_version (engine/lib/psych.rb)
void init_psych_emitter(vm::World& w); // Kernel#__psych_emitter: Psych::Emitter on libyaml
void init_ripper(vm::World& w);      // Kernel#__ripper_scan: Ripper's scanner events (engine/lib/ripper.rb)
void init_strscan(vm::World& w);      // Kernel#__strscan_natives: StringScanner's scanning methods (engine/lib/strscan.rb)
void restrict_construction(vm::World& w); // undefined allocators, new and allocate (last)

// The platform's wall clock (nanoseconds since the epoch) and this
// process's id; 0 where the host has none (process.cpp).
int64_t wall_clock_ns(vm::Context& cx);
int64_t process_id(vm::Context& cx);

// A Time in the local zone, `sec` + `nsec` after the epoch.
vm::Value new_time(vm::Context& cx, int64_t sec, int64_t nsec);
// What a Time is (time.cpp), for Marshal: seconds and nanoseconds since
// the epoch, seconds east of UTC, whether it is UTC, the zone's name.
struct TimeParts {
  int64_t sec = 0, nsec = 0, offset = 0;
  bool utc = false;
  bool local = false; // time_from_parts: in the local zone (offset and zone unused)
  std::string zone;
};
// False when v is not a Time.
bool time_parts(vm::Value v, TimeParts& out);
// A Time of class klass (a Time or a subclass) with those parts.
vm::Value time_from_parts(vm::Context& cx, vm::Class* klass, const TimeParts& parts);
// Days since 1970-01-01 <-> proleptic Gregorian date (time.cpp).
void civil_from_days(int64_t days, int64_t& year, int& month, int& day);
int64_t days_from_civil(int64_t year, int month, int day);

// A Regexp's source and Ruby option bits (1 i, 2 x, 4 m); false when v is
// not a Regexp (regexp.cpp).
bool regexp_parts(vm::Value v, std::string& source, int& options);
// A new Regexp of class klass; undef after raising RegexpError.
vm::Value regexp_compile(vm::Context& cx, vm::Class* klass, std::string_view source, int options);

// The instance variables reflection shows (names starting with '@'), in
// definition order (object.cpp; instance_variables, inspect, Marshal).
std::vector<vm::Sym> visible_ivars(vm::Context& cx, vm::Value self);
// Raises the Errno class for `err` (an errno value), with CRuby's message
// "<strerror> @ <where> - <path>".
vm::Value raise_errno(vm::Context& cx, int err, const char* where, const std::string& path);

// lines[start, length] or lines[range] (start: default_start without
// arguments), as Kernel#caller and Thread#backtrace take them: nil when the
// start is past the end, undef if an argument raised (kernel.cpp).
vm::Value backtrace_window(vm::Context& cx, vm::Value lines, int argc, const vm::Value* argv, int64_t default_start);

// expand_path / absolute_path (path, dir = nil): path resolved against dir
// (itself resolved the same way), or the current directory, "." and ".."
// taken away as text; with `tilde`, a leading "~" is a home directory
// (file_path.cpp).
vm::Value resolve_path(vm::Context& cx, vm::Value path_value, vm::Value dir, bool tilde);

// main.using(module): activates module's refinements for the rest of the
// top-level file (refinement.cpp; defined on each isolate's main object).
NATIVE(main_using);
// Module#inspect: the module's name, or #<Class:0x...> for an anonymous
// one, #<Class:#<Foo:0x...>> for an object's singleton class (module.cpp).
std::string module_inspect(vm::Context& cx, vm::Class* k);
// main.include(*modules): includes them in Object (module.cpp).
NATIVE(main_include);
// main.define_method: Object's, public as in Ruby (module.cpp).
NATIVE(main_define_method);
// main.ruby2_keywords: Object's (module.cpp).
NATIVE(main_ruby2_keywords);
// main.public / main.private: as Object's, for the top-level file's
// following defs, or for the methods named (module.cpp).
NATIVE(main_public);
NATIVE(main_private);

// A uniform index in [0, n) drawn from `gen`: a Random, any object with
// rand(n), or nil for the default generator (random.cpp; shuffle, sample).
// False when it raised.
bool random_index(vm::Context& cx, vm::Value gen, uint64_t n, uint64_t& out);
// A forked child's default generator starts again from a new seed, so that
// parent and child draw different numbers (as CRuby; random.cpp).
void reseed_default_random_after_fork(vm::Context& cx);
// The last steps of dup and clone (object.cpp): copy's instance variables
// kept outside the object from self's, then a Ruby initialize_copy(self)
// when the class has one (C++ ones have done their copying). The copy, or
// undef when initialize_copy raised.
vm::Value copy_generic_ivars_and_init(vm::Context& cx, vm::Value self, vm::Value copy);
// The word Array#hash answers hash_fixnum of (array.cpp; recursion cut as
// the method cuts it); false when an element's #hash raised.
bool array_hash_word(vm::Context& cx, vm::Value ary, uint64_t& out);

// The prelude (core/prelude/*.rb) embedded at build time.
struct PreludeFile {
  const char* name;
  const char* source;
};
// The files VM start-up runs: linked into the bytecode image's generator
// (engine/prelude_image/) only.
extern const PreludeFile kPreludeFiles[];
extern const int kPreludeFileCount;
// The same files compiled (vm/iseq_image.h): what VM start-up loads.
// Generated by garnet-prelude-image.
extern const char kPreludeImage[];
extern const size_t kPreludeImageSize;
// Prelude files loaded on first use (core/prelude/on_demand/), e.g. pp.rb
// when Kernel#pp is first called, as CRuby loads its pp library.
extern const PreludeFile kOnDemandFiles[];
extern const int kOnDemandFileCount;
// Garnet's half of the standard library (engine/lib/), named by path
// ("stringio.rb", "io/console.rb"): what CRuby writes in C, found by require
// after $LOAD_PATH's .rb files (see load.cpp).
extern const PreludeFile kLibraryFiles[];
extern const int kLibraryFileCount;
// Loads on-demand file `name` once; false if it raised (exception pending).
bool load_on_demand(vm::Context& cx, const char* name);
// The class a library file hands to a Kernel#__<name> method that gives it
// C++ methods (__strscan_natives, __psych_parser...); nullptr after raising
// TypeError when it is not one.
vm::Class* natives_target(vm::Context& cx, vm::Value v, const char* handoff);

// Asked first by a C++ method that converts its arguments with to_s or
// inspect: when one of them may run Ruby code and the method could run on a
// native stack instead, asks for that (sched::reroute) and answers true; the
// method then returns undef at once (core/stack_routes.cpp).
bool reroute_conversions(vm::Context& cx, int argc, const vm::Value* argv);

} // namespace garnet::core
