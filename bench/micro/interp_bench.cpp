// interp_bench.cpp — micro-benchmarks of interpreter primitives. Each runs a
// Ruby loop of kOps operations per benchmark iteration in one long-lived VM;
// the reported rate (items/s) is operations per second, the loop included.
#include <benchmark/benchmark.h>

#include <string>

#include "garnet/garnet.h"

namespace {

constexpr int kOps = 100000;

garnet::VM& vm() {
  static garnet::platform::Platform platform = [] {
    garnet::platform::Platform p;
    p.write = [](void*, int, const char*, size_t) {};
    return p;
  }();
  static garnet::VM instance(platform);
  return instance;
}

void run_ruby(benchmark::State& state, const std::string& setup, const std::string& body) {
  std::string code = setup + "\ni = 0\nwhile i < " + std::to_string(kOps) + "\n" + body + "\ni += 1\nend\n";
  garnet::RunOptions options;
  options.filename = "micro.rb";
  for (auto _ : state) {
    if (vm().run(code, options) != 0) state.SkipWithError("the Ruby code failed");
  }
  state.SetItemsProcessed(int64_t(state.iterations()) * kOps);
}

void BM_EmptyLoop(benchmark::State& s) { run_ruby(s, "", ""); }
void BM_MethodCall(benchmark::State& s) { run_ruby(s, "def m(a) = a", "m(i)"); }
void BM_BlockYield(benchmark::State& s) { run_ruby(s, "def y = yield(1)", "y { |x| x }"); }
void BM_IvarGetSet(benchmark::State& s) {
  run_ruby(s, "class C; def initialize = @v = 0; def bump = @v = @v + 1; end\nc = C.new", "c.bump");
}
void BM_ArrayPush(benchmark::State& s) { run_ruby(s, "a = []", "a << i"); }
void BM_ArrayIndex(benchmark::State& s) { run_ruby(s, "a = [1, 2, 3, 4]", "a[i & 3]"); }
void BM_HashSet(benchmark::State& s) { run_ruby(s, "h = {}", "h[i] = i"); }
void BM_HashGet(benchmark::State& s) { run_ruby(s, "h = {1 => 2, :a => 3}", "h[:a]"); }
void BM_StringAppend(benchmark::State& s) { run_ruby(s, "str = +\"\"", "str << \"ab\""); }
void BM_Allocation(benchmark::State& s) { run_ruby(s, "", "[i, i]"); }

} // namespace

BENCHMARK(BM_EmptyLoop)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MethodCall)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BlockYield)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IvarGetSet)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ArrayPush)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ArrayIndex)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HashSet)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HashGet)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_StringAppend)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Allocation)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
