// embed.cpp — the embedding API (include/garnet/garnet.h): one World and one
// Isolate per VM, the prelude, script set-up (ARGV, $0), running, exit
// status, at_exit handlers and the reports of source that does not compile
// (their text: vm/syntax_report).
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "compile/compiler.h"
#include "gc/allocation.h"
#include "core/core.h"
#include "garnet/garnet.h"
#include "platform/directories.h"
#include "platform/environment.h"
#include "parse/parser.h"
#include "sched/isolates.h"
#include "sched/reports.h"
#include "sched/green_threads.h"
#include "vm/disasm.h"
#include "vm/eval.h"
#include "vm/interp.h"
#include "vm/iseq_image.h"
#include "vm/syntax_report.h"

namespace garnet {

using namespace vm;

namespace {

// $VERBOSE for RunOptions::verbose: nil (-W0), false, or true (-w).
Value verbose_level(int level) {
  Value levels[] = {Value::nil(), Value::false_value(), Value::true_value()};
  return levels[std::clamp(level, 0, 2)];
}

} // namespace

struct VM::Impl {
  platform::Platform platform;
  World world;
  Isolate iso;
  Context& cx;
  int fatal_signal = 0; // the signal an uncaught SignalException ends the process with

  explicit Impl(const platform::Platform& p) : platform(p), iso(&world, &platform), cx(*iso.main_context) {
    setup_main_object();
    iso.init_globals(cx);
    define_toplevel_binding();
    load_prelude();
  }

  // TOPLEVEL_BINDING: the top-level scope as libraries reach it (ERB#result,
  // irb): self main, the top-level lexical scope, and the locals set through
  // it. The main script's own locals stay in its registers and are not seen
  // there (docs/semantics/bindings-and-eval.md).
  void define_toplevel_binding() {
    BindingData top;
    top.self = iso.main_object;
    top.cref = world.make_cref(world.c.Object, nullptr);
    top.file = std::make_shared<const std::string>("<main>");
    top.line = 1;
    const_set(world, world.c.Object, world.intern("TOPLEVEL_BINDING"), new_binding(cx, top));
  }

  void setup_main_object() {
    iso.main_object = new_object(cx, world.c.Object);
    Class* single = singleton_class_of(cx, iso.main_object);
    auto main_name = [](Context& c, Value, int, Value*, Value) { return new_string(c, "main"); };
    define_method(world, single, "to_s", main_name, 0, 0);
    define_method(world, single, "inspect", main_name, 0, 0);
    define_method(world, single, "using", core::main_using, 1, 1, Visibility::Private);
    define_method(world, single, "include", core::main_include, 1, -1, Visibility::Private);
    define_method(world, single, "define_method", core::main_define_method, 1, 2, Visibility::Private);
    keeps_block(world, single, {"define_method"});
    define_method(world, single, "ruby2_keywords", core::main_ruby2_keywords, 0, -1, Visibility::Private);
    define_method(world, single, "public", core::main_public, 0, -1, Visibility::Private);
    define_method(world, single, "private", core::main_private, 0, -1, Visibility::Private);
  }

  // Runs the core prelude, compiled when Garnet was built (decision 043); its
  // methods' bodies are read when first called (decision 057).
  void load_prelude() {
    std::string error;
    std::vector<ImageFile> files =
        read_iseq_image(world, std::string_view(core::kPreludeImage, core::kPreludeImageSize), error,
                        ImageReading::Lazy);
    if (!error.empty()) { // the image is part of the binary: a bug
      fprintf(stderr, "garnet: the prelude's %s\n", error.c_str());
      std::abort();
    }
    for (ImageFile& f : files) {
      const Iseq* iseq = world.adopt(std::move(f.code));
      Value r = execute(cx, iseq, iso.main_object, world.make_cref(world.c.Object, nullptr), FrameKind::Eval);
      if (r.is_undef()) {
        report_exception(cx, cx.pending);
        std::abort();
      }
    }
  }

  // Parses and compiles; on error writes the syntax report (or, for source
  // nesting too deeply for the native stack, ruby(1)'s "FILE: stack level too
  // deep (SystemStackError)"; for an unknown magic-comment encoding, the
  // report of Ruby's ArgumentError; when the program's own Warning.warn
  // raised on a parse warning, the report of that exception) and returns
  // null. `data_offset`, when given, receives where the text after an
  // __END__ line starts (0: none).
  const Iseq* compile_source(std::string_view source, const std::string& file, IseqKind kind,
                             size_t* data_offset = nullptr) {
    if (kind != IseqKind::Eval) world.add_source(file, source);
    parse::ParseOptions parse_options;
    parse_options.stack = compiler_stack(cx);
    parse_options.verbose = verbose_warnings(cx);
    std::shared_ptr<const parse::ParseResult> tree = parse::parse(source, parse_options);
    std::vector<parse::SyntaxError> errors = tree->errors;
    bool stack_exhausted = tree->stack_exhausted;
    if (data_offset) *data_offset = tree->data_offset;
    std::unique_ptr<Iseq> iseq;
    if (errors.empty()) {
      if (!report_parse_warnings(cx, tree->warnings, file)) { // a program's own Warning.warn raised
        report_exception(cx, cx.pending);
        return nullptr;
      }
      compile::CompileOptions opts;
      opts.file = file;
      opts.kind = kind;
      opts.frozen_string_literal = tree->frozen_string_literal;
      opts.stack = parse_options.stack;
      std::vector<compile::CompileError> compile_errors;
      iseq = compile::compile(world, tree, opts, compile_errors);
      for (const auto& e : compile_errors) {
        if (e.kind == compile::CompileError::Kind::UnknownEncoding) {
          std::string message = unknown_encoding_message(source, file, *tree);
          size_t headline = message.find('\n');
          iso.write_out(2, file + ": " + message.substr(0, headline) + " (ArgumentError)" + message.substr(headline) +
                               "\n");
          return nullptr;
        }
        errors.push_back({e.line, e.column, e.message});
        stack_exhausted |= e.kind == compile::CompileError::Kind::StackExhausted;
      }
    }
    if (stack_exhausted) {
      iso.write_out(2, file + ": " + parse::kStackLevelTooDeep + " (SystemStackError)\n");
      return nullptr;
    }
    if (!errors.empty()) {
      iso.write_out(2, syntax_report(source, file, errors));
      return nullptr;
    }
    return world.adopt(std::move(iseq));
  }

  // DATA: the script's File, read from the text after its __END__ line
  // (for a script file only, as ruby(1): not -e nor standard input).
  void define_data(const std::string& script, size_t offset) {
    if (script == "-e" || script == "-") return;
    Value* file_class = world.c.Object->find_constant(world.intern("File"));
    Value path = new_string(cx, script);
    Value file = file_class ? call(cx, *file_class, world.intern("new"), 1, &path) : Value::undef();
    Value at = Value::fixnum(int64_t(offset));
    if (file.is_undef() || call(cx, file, world.intern("seek"), 1, &at).is_undef()) {
      cx.pending = Value::undef();
      return;
    }
    const_set(world, world.c.Object, world.intern("DATA"), file);
  }

  // Whether exc ends the program by a signal: a SignalException, or an
  // Errno that carries one (EPIPE on $stdout: SIGPIPE).
  bool ends_by_signal(Value exc) {
    return is_a(cx, exc, world.c.SignalException) ||
           (is_a(cx, exc, world.c.SystemCallError) && ivar_get(cx, exc, intern(cx, "@signo")).is_fixnum());
  }

  // The exit status of a program that exc ended (and the signal it dies by).
  int exit_status_of(Value exc) {
    fatal_signal = 0;
    if (is_a(cx, exc, world.c.SystemExit)) {
      Value s = ivar_get(cx, exc, world.sym.exit_status);
      return s.is_fixnum() ? int(s.as_fixnum()) : 0;
    }
    if (ends_by_signal(exc)) {
      Value signo = ivar_get(cx, exc, intern(cx, "@signo"));
      fatal_signal = signo.is_fixnum() ? int(signo.as_fixnum()) : 2;
      return 128 + fatal_signal;
    }
    return 1;
  }

  // Ruby's report of the exception that ended the program: none for
  // SystemExit, nor for a signal other than Interrupt (the process then dies
  // by the signal).
  void report_ending(Value exc) {
    if (is_a(cx, exc, world.c.SystemExit)) return;
    if (ends_by_signal(exc) && !is_a(cx, exc, world.c.Interrupt)) return;
    report_exception(cx, exc);
  }

  // Kills the threads still alive once the program and its at_exit handlers
  // are done, running their ensure clauses (a driver runs them: a Ruby call
  // from C++ could not switch threads).
  void terminate_other_threads() {
    if (iso.scheduler->live_threads().size() > 1) run_internal("Thread.__terminate_others", "<internal:exit>");
  }

  // Runs a line of the prelude's Ruby at the program's end; what it raises
  // is dropped.
  void run_internal(const char* source, const char* file) {
    const Iseq* code = compile_source(source, file, IseqKind::Top);
    if (code && execute(cx, code, iso.main_object, world.make_cref(world.c.Object, nullptr), FrameKind::Top).is_undef())
      cx.pending = Value::undef();
  }

  // The standard library's folders under `root`: 4.0.0, then each bundled
  // gem's lib folder in name order.
  std::vector<std::string> standard_library_dirs(const std::string& root) {
    std::vector<std::string> dirs{root + "/4.0.0"};
    const platform::Platform* p = iso.platform;
    void* listing = nullptr;
    if (!p->directories || p->directories->open(p->user, root + "/gems", listing) != 0) return dirs;
    std::vector<std::string> gems;
    platform::DirectoryEntry entry;
    while (p->directories->read(p->user, listing, entry) == 1)
      if (entry.name != "." && entry.name != "..") gems.push_back(root + "/gems/" + entry.name + "/lib");
    p->directories->close(p->user, listing);
    std::sort(gems.begin(), gems.end());
    dirs.insert(dirs.end(), gems.begin(), gems.end());
    return dirs;
  }

  // What the command line's switches set before the program runs: the load
  // path (-I folders, then RUBYLIB's, the standard library's, the system's),
  // whether RubyGems loads on demand, $VERBOSE, $DEBUG, $/, $\ and $;, and
  // the directory relative script paths are against.
  void apply_switches(const RunOptions& options) {
    const platform::Platform* p = iso.platform;
    if (p->current_dir) p->current_dir(p->user, iso.initial_dir);
    std::vector<std::string> dirs = options.load_path;
    std::string rubylib;
    if (p->environment && p->environment->get(p->user, "RUBYLIB", rubylib)) {
      for (size_t at = 0; at <= rubylib.size();) {
        size_t colon = std::min(rubylib.find(':', at), rubylib.size());
        if (colon > at) dirs.push_back(rubylib.substr(at, colon - at));
        at = colon + 1;
      }
    }
    if (!options.standard_library.empty())
      for (std::string& dir : standard_library_dirs(options.standard_library)) dirs.push_back(std::move(dir));
    dirs.insert(dirs.end(), options.system_library.begin(), options.system_library.end());
    iso.rubygems_on_demand = options.rubygems && !options.standard_library.empty();
    ValueVector& load_path = as_array(iso.globals[world.intern("$LOAD_PATH")])->items;
    for (const std::string& dir : dirs) // relative folders are taken from where the program starts
      load_path.push_back(new_string(cx, dir[0] == '/' || iso.initial_dir.empty() ? dir : iso.initial_dir + "/" + dir));
    iso.globals[world.sym.dollar_verbose] = verbose_level(options.verbose);
    uint32_t categories = world.warning_categories.load(std::memory_order_relaxed);
    world.warning_categories.store((categories & ~options.warning_categories_set) |
                                   (options.warning_categories_on & options.warning_categories_set));
    iso.globals[world.intern("$DEBUG")] = Value::boolean(options.debug);
    Value separator = options.record_separator ? world.static_string(*options.record_separator) : Value::nil();
    iso.globals[world.sym.dollar_slash] = separator;
    if (options.output_record_separator) iso.globals[world.intern("$\\")] = separator;
    if (!options.field_separator.empty()) iso.globals[world.intern("$;")] = new_string(cx, options.field_separator);
  }

  // Requires the -r libraries; false after one raised (ended_by: its exception).
  bool require_libraries(const std::vector<std::string>& libraries, Value& ended_by) {
    for (const std::string& library : libraries) {
      Value name = new_string(cx, library);
      if (!call(cx, iso.main_object, world.intern("require"), 1, &name).is_undef()) continue;
      ended_by = cx.pending;
      cx.pending = Value::undef();
      return false;
    }
    return true;
  }

  // The end of a program that ran (ended_by: the exception that ended it,
  // nil when none): the at_exit blocks run, last first, each called by a
  // Ruby driver so that it may wait (join threads, pop queues) as any Ruby
  // code can, and each seeing that exception, or the one a block before it
  // raised, as $!. The ending exception is reported after them, as Ruby
  // does; the exit status (and the signal the process dies by) is the last
  // block's that raised, else the ending exception's.
  int finish(Value ended_by) {
    int status = ended_by.is_nil() ? 0 : exit_status_of(ended_by);
    size_t root = iso.extra_roots.size(); // ended_by and the blocks' $!, kept while the blocks run
    iso.extra_roots.push_back(ended_by);
    iso.extra_roots.push_back(ended_by);
    auto more = [&] { return !iso.at_exit_blocks.empty() || !iso.exit_trap.is_nil(); };
    const Iseq* code =
        more() ? compile_source("Kernel.__pop_at_exit.call", "<internal:at_exit>", IseqKind::Top) : nullptr;
    while (code && more()) {
      cx.errinfo = iso.extra_roots[root + 1];
      Value r = execute(cx, code, iso.main_object, world.make_cref(world.c.Object, nullptr), FrameKind::Top);
      if (r.is_undef()) {
        Value exc = cx.pending;
        cx.pending = Value::undef();
        status = exit_status_of(exc);
        report_ending(exc);
        iso.extra_roots[root + 1] = exc;
      }
    }
    if (!ended_by.is_nil()) report_ending(ended_by);
    iso.extra_roots.erase(iso.extra_roots.begin() + std::ptrdiff_t(root), iso.extra_roots.begin() + std::ptrdiff_t(root + 2));
    terminate_other_threads();
    run_all_finalizers();
    return status;
  }

  // At the end, as Ruby does, the finalizers of every object that has any.
  void run_all_finalizers() {
    if (!iso.finalizer_table.is_nil()) run_internal("ObjectSpace.__run_finalizers(true)", "<internal:finalizers>");
  }
};

VM::VM(const platform::Platform& platform) : impl_(std::make_unique<Impl>(platform)) { gc::keep_memory_reserve(); }
VM::~VM() = default;

World& VM::world() { return impl_->world; }

int VM::run(std::string_view source, const RunOptions& options) {
  Impl& m = *impl_;
  World& w = m.world;
  Context& cx = m.cx;
  m.iso.script_name = options.filename;
  std::vector<Value> argv;
  for (const std::string& a : options.args) argv.push_back(new_string(cx, a));
  Value argv_array = new_array(cx, std::move(argv));
  const_set(w, w.c.Object, w.intern("ARGV"), argv_array);
  m.iso.globals[w.intern("$*")] = argv_array;
  m.iso.globals[w.sym.dollar_zero] =
      new_string(cx, options.program_name.empty() ? options.filename : options.program_name);
  m.apply_switches(options);
  w.step_limit = options.step_limit;
  int status = 1;
  w.roster.start_running(m.iso);
  Value ended_by = Value::nil();
  bool ran = m.require_libraries(options.libraries, ended_by);
  size_t data_offset = 0;
  const Iseq* iseq = ran ? m.compile_source(source, options.filename, IseqKind::Top, &data_offset) : nullptr;
  if (iseq && data_offset) m.define_data(options.filename, data_offset);
  if (iseq && execute(cx, iseq, m.iso.main_object, w.make_cref(w.c.Object, nullptr), FrameKind::Top).is_undef()) {
    ended_by = cx.pending;
    cx.pending = Value::undef();
  }
  if (iseq || !ran) status = m.finish(ended_by);
  m.iso.flush_out();
  w.roster.stop_running(m.iso);
  sched::report_end(m.iso);
  const platform::Platform* p = m.iso.platform;
  if (m.fatal_signal && p->die_by_signal) p->die_by_signal(p->user, m.fatal_signal);
  // The end of the main isolate ends the process, as the main Ractor's end
  // does in Ruby: isolates still running are not unwound.
  if (sched::others_running(w) && p->exit_now) {
    w.roster.halt_others(&m.iso); // where the process outlives this (WebAssembly), they stop
    p->exit_now(p->user, status);
  }
  return status;
}

bool VM::check_syntax(std::string_view source, const std::string& filename, int verbose) {
  impl_->iso.globals[impl_->world.sym.dollar_verbose] = verbose_level(verbose);
  bool ok = impl_->compile_source(source, filename, IseqKind::Top) != nullptr;
  impl_->iso.flush_out();
  return ok;
}

std::string VM::dump_bytecode(std::string_view source, const std::string& filename) {
  const Iseq* iseq = impl_->compile_source(source, filename, IseqKind::Top);
  impl_->iso.flush_out();
  return iseq ? disassemble(impl_->world, *iseq) : std::string();
}

} // namespace garnet
