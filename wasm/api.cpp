// api.cpp — the functions the JS module (garnet.mjs) calls: run a script on
// a fresh VM and answer its exit status.
#include <string>
#include <vector>

#include <emscripten.h>

#include "garnet/garnet.h"
#include "wasm/platform_wasm.h"

extern "C" {

// Runs `source` as `filename` with ARGV from `args` (NUL-separated, `argc`
// entries). Returns the exit status.
EMSCRIPTEN_KEEPALIVE int garnet_run(const char* source, const char* filename, const char* args, int argc) {
  garnet::RunOptions options;
  options.filename = filename;
  for (int i = 0; i < argc; i++) {
    options.args.emplace_back(args);
    args += options.args.back().size() + 1;
  }
  garnet::VM vm(garnet::wasm::wasm_platform());
  return vm.run(source, options);
}

} // extern "C"
