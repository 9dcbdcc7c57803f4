// embedder_methods.h — the C++ methods an embedder of the WebAssembly module
// adds to the VM of every run, before its script starts. garnet.mjs adds
// none (embedder_methods.cpp); a module built for an application links its
// own definition instead, and names its methods whose blocks may switch
// fibers in the Asyncify list (CMakeLists.txt, garnet_wasm_module).
#pragma once

#include "garnet/garnet.h"

namespace garnet::wasm {

void add_embedder_methods(VM& vm);

} // namespace garnet::wasm
