// garnet.h — the embedding API: create a VM on a platform, run Ruby source,
// get the exit status. Used by the native CLI and the WebAssembly module.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "platform/platform.h"

namespace garnet {

namespace vm {
class World;
}

struct RunOptions {
  std::string filename = "-";       // as shown in messages and __FILE__
  std::vector<std::string> args;    // ARGV
  std::string program_name;         // $0 (defaults to filename)
  std::vector<std::string> load_path; // -I folders: the first of $LOAD_PATH (RUBYLIB's follow)
  std::vector<std::string> libraries; // -r libraries, required before the script runs
  // Ruby's standard library as scripts/install-stdlib.mjs lays it out
  // (4.0.0/ and gems/NAME/lib/): its folders close $LOAD_PATH. Empty: none.
  std::string standard_library;
  // The system's folders of installed Ruby libraries (site_ruby, vendor_ruby):
  // they follow the standard library's on $LOAD_PATH.
  std::vector<std::string> system_library;
  // RubyGems (Ruby 4.0's own, from the standard library) loads on demand: at
  // the first reference to Gem, call of Kernel#gem, or require of a feature
  // that no $LOAD_PATH folder holds. False: --disable-gems.
  bool rubygems = true;
  int verbose = 1;                  // $VERBOSE: 0 nil (-W0), 1 false, 2 true (-w, -W2, -v)
  // Warning categories the command line turned on or off (-w, -W0, -W1,
  // -W:NAME, -W:no-NAME), one bit each in Warning.categories' order: those
  // whose bit is in warning_categories_set take warning_categories_on's.
  uint32_t warning_categories_set = 0;
  uint32_t warning_categories_on = 0;
  bool debug = false;               // $DEBUG (-d)
  std::optional<std::string> record_separator = "\n"; // $/ (-0: nullopt is nil)
  bool output_record_separator = false; // -l: $\ = $/
  std::string field_separator;      // $; (-F); empty: nil
  // Ends the program after about this many steps (calls and backward jumps,
  // the interpreter's safepoints; each isolate counts its own), 0: never.
  // Past the limit every safepoint unwinds the running thread or fiber to its
  // outermost frame as Thread#kill does: ensure clauses run, rescue clauses
  // don't, and the program ends with status 0. For hosts that run untrusted
  // or generated code (tests/fuzz/fuzz_run.cpp); waits (sleep, join, queues)
  // take no steps, so the host's clock bounds those.
  uint64_t step_limit = 0;
};

class VM {
 public:
  explicit VM(const platform::Platform& platform);
  ~VM();
  VM(const VM&) = delete;
  VM& operator=(const VM&) = delete;

  // Runs a script to completion (at_exit handlers included) and returns the
  // process exit status Ruby would: 0, the status given to exit, or 1 after
  // an uncaught exception or a syntax error (reported on stderr).
  int run(std::string_view source, const RunOptions& options);

  // Compiles `source` without running it: true, or false after writing the
  // syntax error report (ruby -c). Its warnings are written as under
  // RunOptions::verbose `verbose` (-wc: 2).
  bool check_syntax(std::string_view source, const std::string& filename, int verbose = 1);

  // The disassembled bytecode of `source`, or the syntax error report.
  std::string dump_bytecode(std::string_view source, const std::string& filename);

  // The classes and methods scripts see, for embedders that add native
  // methods before running (vm/runtime.h: define_method...).
  vm::World& world();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

constexpr const char* kVersion = "0.1.0";

// RUBY_PLATFORM: the CPU and system this build runs on, spelled as CRuby
// spells them ("x86_64-linux"), so that libraries' platform checks hold.
#if defined(__EMSCRIPTEN__)
constexpr const char* kPlatform = "wasm32-emscripten";
#elif defined(__x86_64__) && defined(__linux__)
constexpr const char* kPlatform = "x86_64-linux";
#elif defined(__aarch64__) && defined(__linux__)
constexpr const char* kPlatform = "aarch64-linux";
#elif defined(__aarch64__) && defined(__APPLE__)
constexpr const char* kPlatform = "arm64-darwin";
#elif defined(__x86_64__) && defined(__APPLE__)
constexpr const char* kPlatform = "x86_64-darwin";
#else
constexpr const char* kPlatform = "unknown";
#endif

// RUBY_DESCRIPTION, also the first line of `garnet -v`.
inline std::string description() {
  return std::string("garnet ") + kVersion + " (Ruby 4.0.0 compatible) [" + kPlatform + "]";
}

} // namespace garnet
