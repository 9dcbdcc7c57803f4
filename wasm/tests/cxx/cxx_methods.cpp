// cxx_methods.cpp — the test module's embedder methods: each_from_cxx, a C++
// method that calls its block, so the tests can suspend fibers and threads
// under C++ frames on the WebAssembly build (tests/native_stacks.test.mjs).
#include "support/each_from_cxx.h"
#include "wasm/embedder_methods.h"

namespace garnet::wasm {

void add_embedder_methods(VM& vm) { test_support::define_each_from_cxx(vm.world()); }

} // namespace garnet::wasm
