// interp_bench.cpp — micro-benchmarks of interpreter primitives: calls,
// blocks, instance variables, Array, Hash and String operations, allocation
// and garbage collection (harness.h runs each as a Ruby loop).
#include "harness.h"

namespace {

using micro::run_ruby;

void BM_EmptyLoop(benchmark::State& s) { run_ruby(s, {"", ""}); }
void BM_MethodCall(benchmark::State& s) { run_ruby(s, {"def m(a) = a", "m(i)"}); }
// One receiver class at the call site: the inline cache always hits.
void BM_MethodCallCacheHit(benchmark::State& s) {
  run_ruby(s, {"class C; def m(a) = a; end\no = C.new", "o.m(i)"});
}
// Two receiver classes alternating at one call site.
void BM_MethodCallPolymorphic(benchmark::State& s) {
  run_ruby(s, {"class A; def m(a) = a; end\nclass B; def m(a) = a; end\nobjs = [A.new, B.new]", "objs[i & 1].m(i)"});
}
void BM_BlockYield(benchmark::State& s) { run_ruby(s, {"def y = yield(1)", "y { |x| x }"}); }
void BM_IvarGetSet(benchmark::State& s) {
  run_ruby(s, {"class C; def initialize = @v = 0; def bump = @v = @v + 1; end\nc = C.new", "c.bump"});
}
void BM_ArrayPush(benchmark::State& s) { run_ruby(s, {"a = []", "a << i"}); }
void BM_ArrayIndex(benchmark::State& s) { run_ruby(s, {"a = [1, 2, 3, 4]", "a[i & 3]"}); }
void BM_HashSet(benchmark::State& s) { run_ruby(s, {"h = {}", "h[i] = i"}); }
void BM_HashGet(benchmark::State& s) { run_ruby(s, {"h = {1 => 2, :a => 3}", "h[:a]"}); }
void BM_StringAppend(benchmark::State& s) { run_ruby(s, {"str = +\"\"", "str << \"ab\""}); }
// Short-lived objects only.
void BM_Allocation(benchmark::State& s) { run_ruby(s, {"", "[i, i]"}); }
// Each new object replaces one of 100,000 live ones: every collection has a
// live set to mark.
void BM_AllocationLiveSet(benchmark::State& s) {
  run_ruby(s, {"live = Array.new(100_000) { [] }", "live[i % 100_000] = [i, i]"});
}
// A full collection with 100,000 live objects.
void BM_FullGC(benchmark::State& s) {
  run_ruby(s, {"live = Array.new(100_000) { [] }", "GC.start", "", 20});
}

} // namespace

BENCHMARK(BM_EmptyLoop)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MethodCall)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MethodCallCacheHit)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MethodCallPolymorphic)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BlockYield)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IvarGetSet)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ArrayPush)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ArrayIndex)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HashSet)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HashGet)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_StringAppend)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Allocation)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AllocationLiveSet)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FullGC)->Unit(benchmark::kMillisecond);
