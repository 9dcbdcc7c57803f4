// harness.h — what every micro-benchmark shares: one long-lived VM on the
// build's platform (POSIX natively, WebAssembly's under Emscripten) whose
// output is captured, and run_ruby(), which runs a Ruby
// loop of `ops` turns of `body` per benchmark iteration and reports
// operations per second (the loop's own cost included).
#pragma once

#include <benchmark/benchmark.h>

#include <string>
#include <utility>

#include "garnet/garnet.h"
#ifdef __EMSCRIPTEN__
#include "wasm/platform_wasm.h"
#else
#include "native/platform_posix.h"
#endif

namespace micro {

// What the Ruby code printed during the last iteration.
inline std::string& output() {
  static std::string text;
  return text;
}

inline garnet::VM& vm() {
  static garnet::platform::Platform platform = [] {
#ifdef __EMSCRIPTEN__
    garnet::platform::Platform p = garnet::wasm::wasm_platform();
#else
    garnet::platform::Platform p = garnet::native::posix_platform();
#endif
    p.write = [](void*, int, const char* data, size_t size) {
      output().append(data, size);
      return 0;
    };
    return p;
  }();
  static garnet::VM instance(platform);
  return instance;
}

struct Loop {
  Loop(std::string setup, std::string body, std::string teardown = "", int ops = 100000)
      : setup(std::move(setup)), body(std::move(body)), teardown(std::move(teardown)), ops(ops) {}
  std::string setup;     // runs once per iteration, before the loop
  std::string body;      // one operation, in a loop whose counter is `i`
  std::string teardown;  // runs once per iteration, after the loop
  int ops;               // turns of the loop
};

inline void run_ruby(benchmark::State& state, const Loop& loop) {
  std::string code = loop.setup + "\ni = 0\nwhile i < " + std::to_string(loop.ops) + "\n" + loop.body +
                     "\ni += 1\nend\n" + loop.teardown + "\n";
  garnet::RunOptions options;
  options.filename = "micro.rb";
  for (auto _ : state) {
    output().clear();
    if (vm().run(code, options) != 0) state.SkipWithError("the Ruby code failed");
  }
  state.SetItemsProcessed(int64_t(state.iterations()) * loop.ops);
}

} // namespace micro
