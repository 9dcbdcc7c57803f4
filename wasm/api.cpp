// api.cpp — the functions the JS module (garnet.mjs) calls. A run starts a
// pthread that builds a fresh VM and runs the script on it, so the host's
// thread (a page's Worker, Node's main thread) never blocks: it learns the
// end through Module.garnetFinished, queued after the run's last output.
#include "wasm/api.h"

#include <string>
#include <vector>

#include <emscripten.h>

#include "garnet/command_line.h"
#include "garnet/garnet.h"
#include "wasm/embedder_methods.h"
#include "wasm/host_input.h"
#include "wasm/platform_wasm.h"
#include "wasm/stats_wasm.h"
#include "wasm/threads_wasm.h"

namespace garnet::wasm {

namespace {

struct Job {
  int id;
  std::string source;
  RunOptions options;
  std::vector<std::string> command; // garnet_start_command: the command's arguments instead
};

constexpr size_t kRunStack = 8u << 20; // the main isolate's C++ stack, as a native main thread's

// Where Ruby's standard library is in the module's file system (set once by
// the JS API, before any run); empty: none.
std::string standard_library;

void run_job(void* arg) {
  Job* job = static_cast<Job*>(arg);
  int status;
  {
    platform::Platform platform = wasm_platform();
    VM vm(platform);
    add_embedder_methods(vm);
    if (job->command.empty()) {
      job->options.standard_library = standard_library;
      status = vm.run(job->source, job->options);
    } else {
      CommandLine line;
      std::string error;
      if (parse_command_line(job->command, line, error)) {
        line.run.standard_library = standard_library;
        status = run_command_line(vm, platform, line);
      } else {
        platform.write(platform.user, 2, error.data(), error.size());
        status = 1;
      }
    }
  }
  delete job;
  finish_run(status);
}

std::vector<std::string> split_strings(const char* strings, int count) {
  std::vector<std::string> out;
  for (int i = 0; i < count; i++) {
    out.emplace_back(strings);
    strings += out.back().size() + 1;
  }
  return out;
}

int start_job(Job* job) {
  reset_signals();
  reset_stats();
  reset_host_input();
  begin_run(job->id);
  int id = job->id;
  int err = start_thread(run_job, job, kRunStack);
  if (err) {
    cancel_run(id);
    delete job;
  }
  return err;
}

} // namespace
} // namespace garnet::wasm

extern "C" {

// Names the folder of the module's file system that holds Ruby's standard
// library (scripts/install-stdlib.mjs's layout) for the runs that follow.
EMSCRIPTEN_KEEPALIVE void garnet_set_standard_library(const char* path) {
  garnet::wasm::standard_library = path;
}

// Starts run `id`: `source` as `filename` with ARGV from `args` (`argc`
// NUL-terminated entries). Answers 0, or an errno value when no thread could
// be started. The strings are copied before it returns.
EMSCRIPTEN_KEEPALIVE int garnet_start(int id, const char* source, const char* filename, const char* args, int argc) {
  using namespace garnet::wasm;
  auto* job = new Job{id, source, {}, {}};
  job->options.filename = filename;
  job->options.args = split_strings(args, argc);
  return start_job(job);
}

// Starts run `id` as the `garnet` command would with these `argc` arguments
// (NUL-terminated entries): switches, then the program file or -e code,
// then ARGV (include/garnet/command_line.h). Answers as garnet_start.
EMSCRIPTEN_KEEPALIVE int garnet_start_command(int id, const char* args, int argc) {
  using namespace garnet::wasm;
  auto* job = new Job{id, "", {}, split_strings(args, argc)};
  if (job->command.empty()) job->command.push_back("-");
  return start_job(job);
}

} // extern "C"
