// init.cpp — builds the core class hierarchy and registers every built-in
// class's methods (see core.h), plus the global constants.
#include "core/core.h"
#include "garnet/garnet.h"

namespace garnet::core {

using namespace vm;

namespace {

void define_hierarchy(World& w) {
  CoreClasses& c = w.c;
  bootstrap_class_hierarchy(w);
  c.Kernel = define_module(w, "Kernel");
  include_module(w, c.Object, c.Kernel);
  c.Comparable = define_module(w, "Comparable");
  c.Enumerable = define_module(w, "Enumerable");
  c.NilClass = define_class(w, "NilClass", c.Object);
  c.TrueClass = define_class(w, "TrueClass", c.Object);
  c.FalseClass = define_class(w, "FalseClass", c.Object);
  c.Numeric = define_class(w, "Numeric", c.Object);
  include_module(w, c.Numeric, c.Comparable);
  c.Integer = define_class(w, "Integer", c.Numeric);
  c.Float = define_class(w, "Float", c.Numeric);
  c.String = define_class(w, "String", c.Object);
  c.String->instance_type = Type::String;
  include_module(w, c.String, c.Comparable);
  c.Symbol = define_class(w, "Symbol", c.Object);
  include_module(w, c.Symbol, c.Comparable);
  c.Array = define_class(w, "Array", c.Object);
  c.Array->instance_type = Type::Array;
  include_module(w, c.Array, c.Enumerable);
  c.Hash = define_class(w, "Hash", c.Object);
  c.Hash->instance_type = Type::Hash;
  include_module(w, c.Hash, c.Enumerable);
  c.Range = define_class(w, "Range", c.Object);
  include_module(w, c.Range, c.Enumerable);
  c.Proc = define_class(w, "Proc", c.Object);
  c.Method = define_class(w, "Method", c.Object);
  c.UnboundMethod = define_class(w, "UnboundMethod", c.Object);

  c.Exception = define_class(w, "Exception", c.Object);
  c.ScriptError = define_class(w, "ScriptError", c.Exception);
  c.NotImplementedError = define_class(w, "NotImplementedError", c.ScriptError);
  c.LoadError = define_class(w, "LoadError", c.ScriptError);
  c.SyntaxError = define_class(w, "SyntaxError", c.ScriptError);
  c.NoMemoryError = define_class(w, "NoMemoryError", c.Exception);
  c.SecurityError = define_class(w, "SecurityError", c.Exception);
  c.SignalException = define_class(w, "SignalException", c.Exception);
  c.Interrupt = define_class(w, "Interrupt", c.SignalException);
  c.SystemExit = define_class(w, "SystemExit", c.Exception);
  c.SystemStackError = define_class(w, "SystemStackError", c.Exception);
  c.StandardError = define_class(w, "StandardError", c.Exception);
  c.ArgumentError = define_class(w, "ArgumentError", c.StandardError);
  c.UncaughtThrowError = define_class(w, "UncaughtThrowError", c.ArgumentError);
  c.EncodingError = define_class(w, "EncodingError", c.StandardError);
  c.FiberError = define_class(w, "FiberError", c.StandardError);
  c.IOError = define_class(w, "IOError", c.StandardError);
  c.EOFError = define_class(w, "EOFError", c.IOError);
  c.IndexError = define_class(w, "IndexError", c.StandardError);
  c.KeyError = define_class(w, "KeyError", c.IndexError);
  c.StopIteration = define_class(w, "StopIteration", c.IndexError);
  c.ClosedQueueError = define_class(w, "ClosedQueueError", c.StopIteration);
  c.Fatal = new_class(w, c.Exception); // `fatal` (the deadlock error): named, but no constant, as in Ruby
  c.Fatal->path = "fatal";
  c.LocalJumpError = define_class(w, "LocalJumpError", c.StandardError);
  c.NameError = define_class(w, "NameError", c.StandardError);
  c.NoMethodError = define_class(w, "NoMethodError", c.NameError);
  c.RangeError = define_class(w, "RangeError", c.StandardError);
  c.FloatDomainError = define_class(w, "FloatDomainError", c.RangeError);
  c.RegexpError = define_class(w, "RegexpError", c.StandardError);
  c.RuntimeError = define_class(w, "RuntimeError", c.StandardError);
  c.FrozenError = define_class(w, "FrozenError", c.RuntimeError);
  c.SystemCallError = define_class(w, "SystemCallError", c.StandardError);
  c.ThreadError = define_class(w, "ThreadError", c.StandardError);
  c.TypeError = define_class(w, "TypeError", c.StandardError);
  c.ZeroDivisionError = define_class(w, "ZeroDivisionError", c.StandardError);
  c.NoMatchingPatternError = define_class(w, "NoMatchingPatternError", c.StandardError);
  c.NoMatchingPatternKeyError = define_class(w, "NoMatchingPatternKeyError", c.NoMatchingPatternError);
  c.Errno = define_module(w, "Errno");

  c.Math = define_module(w, "Math");
  c.Struct = define_class(w, "Struct", c.Object);
  include_module(w, c.Struct, c.Enumerable);
  c.IO = define_class(w, "IO", c.Object);
  c.GC = define_module(w, "GC");
  c.Process = define_module(w, "Process");
  c.Time = define_class(w, "Time", c.Object);
  include_module(w, c.Time, c.Comparable);
  c.Random = define_class(w, "Random", c.Object);
  c.ObjectSpace = define_module(w, "ObjectSpace");
  c.Enumerator = define_class(w, "Enumerator", c.Object);
  include_module(w, c.Enumerator, c.Enumerable);
  c.Encoding = define_class(w, "Encoding", c.Object);
  c.Data = define_class(w, "Data", c.Object);
  c.RubyVM = define_class(w, "RubyVM", c.Object);
  c.Signal = define_module(w, "Signal");
  c.Warning = define_module(w, "Warning");
  c.Fiber = define_class(w, "Fiber", c.Object);
  c.Thread = define_class(w, "Thread", c.Object);
}

void define_globals(World& w) {
  const_set(w, w.c.Object, w.intern("RUBY_VERSION"), w.static_string("4.0.0"));
  const_set(w, w.c.Object, w.intern("RUBY_ENGINE"), w.static_string("garnet"));
  const_set(w, w.c.Object, w.intern("RUBY_ENGINE_VERSION"), w.static_string("0.1.0"));
  const_set(w, w.c.Object, w.intern("RUBY_PLATFORM"), w.static_string(kPlatform));
  const_set(w, w.c.Object, w.intern("RUBY_DESCRIPTION"), w.static_string(description()));
  const_set(w, w.c.Object, w.intern("RUBY_PATCHLEVEL"), Value::fixnum(0));
  const_set(w, w.c.Object, w.intern("RUBY_RELEASE_DATE"), w.static_string("2025-12-25"));
  const_set(w, w.c.Object, w.intern("RUBY_COPYRIGHT"), w.static_string("garnet - a Ruby 4.0 subset"));
}

} // namespace

void init_core(World& w) {
  define_hierarchy(w);
  init_object(w);
  init_kernel(w);
  init_nil_true_false(w);
  init_module(w);
  init_module_constants(w);
  init_exception(w);
  init_error_report(w);
  init_pattern_errors(w);
  init_proc(w);
  init_binding(w);
  init_io(w);
  init_io_reopen(w);
  init_io_encoding(w);
  init_numeric(w);
  init_integer(w);
  init_float(w);
  init_math(w);
  init_format(w);
  init_conversions(w);
  init_random(w);
  init_string(w);
  init_symbol(w);
  init_array(w);
  init_hash(w);
  init_range(w);
  init_comparable(w);
  init_struct_storage(w);
  init_process(w);
  init_time(w);
  init_gc(w);
  init_ruby_vm(w);
  init_object_space(w);
  init_weak_maps(w);
  init_finalizers(w);
  init_refinement(w);
  init_process_children(w);
  init_system_facts(w);
  init_io_console(w);
  init_fiber(w);
  init_thread(w);
  init_thread_sync(w);
  init_thread_interrupts(w);
  init_warning(w);
  init_ractor(w);
  init_signal(w);
  init_socket(w);
  init_regexp(w);
  init_pack(w);
  init_errno(w);
  init_file(w);
  init_env(w);
  init_stack_routes(w);
  init_dir(w);
  init_load(w);
  init_marshal(w);
  init_digest(w);
  init_zlib(w);
  init_psych_parser(w);
  init_psych_emitter(w);
  init_strscan(w);
  init_ripper(w);
  restrict_construction(w);
  define_globals(w);
}

} // namespace garnet::core
