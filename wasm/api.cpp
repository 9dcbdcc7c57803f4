// api.cpp — the functions the JS module (garnet.mjs) calls. A run starts a
// pthread that builds a fresh VM and runs the script on it, so the host's
// thread (a page's Worker, Node's main thread) never blocks: it learns the
// end through Module.garnetFinished, queued after the run's last output.
#include "wasm/api.h"

#include <string>
#include <vector>

#include <emscripten.h>

#include "garnet/garnet.h"
#include "wasm/embedder_methods.h"
#include "wasm/platform_wasm.h"
#include "wasm/stats_wasm.h"
#include "wasm/threads_wasm.h"

namespace garnet::wasm {

namespace {

struct Job {
  int id;
  std::string source;
  RunOptions options;
};

constexpr size_t kRunStack = 8u << 20; // the main isolate's C++ stack, as a native main thread's

void run_job(void* arg) {
  Job* job = static_cast<Job*>(arg);
  int status;
  {
    VM vm(wasm_platform());
    add_embedder_methods(vm);
    status = vm.run(job->source, job->options);
  }
  delete job;
  finish_run(status);
}

} // namespace

} // namespace garnet::wasm

extern "C" {

// Starts run `id`: `source` as `filename` with ARGV from `args` (`argc`
// NUL-terminated entries). Answers 0, or an errno value when no thread could
// be started. The strings are copied before it returns.
EMSCRIPTEN_KEEPALIVE int garnet_start(int id, const char* source, const char* filename, const char* args, int argc) {
  using namespace garnet::wasm;
  auto* job = new Job{id, source, {}};
  job->options.filename = filename;
  for (int i = 0; i < argc; i++) {
    job->options.args.emplace_back(args);
    args += job->options.args.back().size() + 1;
  }
  reset_signals();
  reset_stats();
  begin_run(id);
  int err = start_thread(run_job, job, kRunStack);
  if (err) {
    cancel_run(id);
    delete job;
  }
  return err;
}

} // extern "C"
