// fuzz_marshal.cpp — libFuzzer target for Marshal.load: any byte string
// must load or raise a Ruby exception, never crash; what loads must dump
// again (or raise), and load again with a proc and freeze:.
#include <cstddef>
#include <cstdint>
#include <string>

#include "garnet/garnet.h"
#include "vm/runtime.h"

namespace {

std::string input; // the bytes being tried, handed to Ruby by __fuzz_input

garnet::vm::Value fuzz_input(garnet::vm::Context& cx, garnet::vm::Value, int, garnet::vm::Value*,
                             garnet::vm::Value) {
  return garnet::vm::new_binary_string(cx, input);
}

garnet::VM* make_vm() {
  static garnet::platform::Platform platform;
  platform.write = [](void*, int, const char*, size_t) { return 0; }; // the script prints nothing worth keeping
  auto* vm = new garnet::VM(platform);
  garnet::vm::World& w = vm->world();
  garnet::vm::define_method(w, w.c.Object, "__fuzz_input", fuzz_input, 0, 0);
  return vm;
}

constexpr const char* kScript = R"(
data = __fuzz_input
begin
  v = Marshal.load(data)
  begin
    Marshal.load(Marshal.dump(v))
  rescue Exception
  end
rescue Exception
end
begin
  Marshal.load(data, ->(x) { x }, freeze: true)
rescue Exception
end
)";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // One VM for the whole run: starting one (the core and its prelude) per
  // input would dominate the time.
  static garnet::VM* vm = make_vm();
  input.assign(reinterpret_cast<const char*>(data), size);
  garnet::RunOptions options;
  options.filename = "fuzz_marshal.rb";
  vm->run(kScript, options);
  return 0;
}
